#include "LobbyScreen.hpp"

#include "Palette.hpp"
#include "TitleScreen.hpp"
#include "Ui.hpp"

namespace golf::game {

LobbyScreen::LobbyScreen(GameContext& context, const Level& backdrop, OnlineClient& client,
                         std::string server)
    : context_(context), level_(backdrop), backdrop_(backdrop, HoleRenderer::EnclosedVoid::AsWall),
      client_(client), server_(std::move(server)) {}

void LobbyScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
        left_ = true;
        return;
    }
    if (!client_.hosting() || client_.phase() != OnlinePhase::Lobby) {
        return;
    }
    if (start_.handle(event)) {
        client_.start();
        startSent_ = true;
    }
}

std::string LobbyScreen::failure() const {
    return failOnError_ && client_.phase() == OnlinePhase::Failed ? "online: " + client_.error()
                                                                  : std::string();
}

void LobbyScreen::update(double seconds) {
    seconds_ += seconds;
    client_.update(seconds);
}

std::string LobbyScreen::statusLine() const {
    switch (client_.phase()) {
    case OnlinePhase::Connecting:
        return client_.status().empty() ? "connecting to " + server_ + "\u2026"
                                        : "connecting to " + server_ + ": " + client_.status();
    case OnlinePhase::Failed:
        return client_.error();
    default:
        break;
    }
    if (!client_.status().empty()) {
        return client_.status();
    }
    if (!client_.lastRefusal().empty()) {
        return "the server refused: " + client_.lastRefusal();
    }
    if (client_.hosting()) {
        return startSent_ ? "starting\u2026"
                          : "give your friends the code; start when everyone is here";
    }
    return "waiting for " +
           (client_.players().empty() ? std::string("the host") : client_.players().front()) +
           " to start the round";
}

void LobbyScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    drawTitleBackdrop(target, context_.font, backdrop_, level_, "Lobby");
    const float centre = size.x / 2;
    const bool failed = client_.phase() == OnlinePhase::Failed;
    if (!client_.room().empty()) {
        drawText(target, context_.font, "room code", 18, {centre, 196}, palette::dimText,
                 Align::Centre);
        drawText(target, context_.font, client_.room(), 72, {centre, 216}, palette::highlight,
                 Align::Centre, true);
        drawText(target, context_.font,
                 (client_.title().empty() ? client_.course() : client_.title()) + "  \u00b7  " +
                     std::to_string(client_.holeCount()) +
                     (client_.holeCount() == 1 ? " hole" : " holes") + "  \u00b7  " + server_,
                 20, {centre, 310}, palette::text, Align::Centre);
    }
    const std::vector<std::string>& players = client_.players();
    for (std::size_t seat = 0; seat < players.size(); ++seat) {
        const float y = 356 + 34 * static_cast<float>(seat);
        const int index = static_cast<int>(seat);
        drawDot(target, {centre - 130, y + 13}, 9, palette::player(index));
        const std::string marks = std::string(seat == 0 ? "  (host)" : "") +
                                  (index == client_.seat() ? "  \u2190 you" : "");
        drawText(target, context_.font, players[seat] + marks, 22, {centre - 110, y},
                 index == client_.seat() ? palette::highlight : palette::text);
    }
    const float below = 356 + 34 * static_cast<float>(std::max<std::size_t>(players.size(), 1));
    if (client_.hosting() && client_.phase() == OnlinePhase::Lobby) {
        start_.draw(target, context_.font, {centre - 130, below + 12}, {260, 46});
    }
    drawText(target, context_.font, statusLine(), 18, {centre, size.y - 96},
             failed ? palette::warning : palette::dimText, Align::Centre);
    drawText(target, context_.font,
             client_.hosting() ? "Enter or a click: start  \u00b7  Esc leave" : "Esc leave", 15,
             {centre, size.y - 46}, palette::dimText, Align::Centre);
}

} // namespace golf::game
