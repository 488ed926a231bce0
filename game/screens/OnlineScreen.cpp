#include "OnlineScreen.hpp"

#include "Palette.hpp"
#include "TitleScreen.hpp"
#include "Ui.hpp"

#include <cctype>
#include <iostream>

namespace golf::game {

namespace {

constexpr std::size_t maxFieldBytes = 64;
const char* const defaultServer = "127.0.0.1:8080";
const std::array<const char*, 6> labels = {"Server",         "Your name",
                                           "Course to host", "Ball collisions",
                                           "Skip after (s)", "Room code to join"};

/// Appends a code point as UTF-8.
void appendUtf8(std::string& text, std::uint32_t c) {
    if (c < 0x80) {
        text += static_cast<char>(c);
    } else if (c < 0x800) {
        text += static_cast<char>(0xC0 | (c >> 6));
        text += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        text += static_cast<char>(0xE0 | (c >> 12));
        text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        text += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        text += static_cast<char>(0xF0 | (c >> 18));
        text += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        text += static_cast<char>(0x80 | (c & 0x3F));
    }
}

} // namespace

std::optional<online::ServerAddress> serverAddress(const std::string& text) {
    return online::parseServerUrl(text);
}

OnlineScreen::OnlineScreen(GameContext& context, const Level& backdrop,
                           std::optional<OnlineSeat> kept)
    : context_(context), level_(backdrop), backdrop_(backdrop, HoleRenderer::EnclosedVoid::AsWall),
      kept_(std::move(kept)) {
    values_[Server] =
        context.settings.onlineServer.empty() ? defaultServer : context.settings.onlineServer;
    values_[Name] = context.settings.onlineName;
    collisions_ = context.settings.ballCollisions;
    focus_ = values_[Name].empty() ? Name : Course;
    if (kept_) {
        values_[Code] = kept_->room;
        focus_ = Code;
    }
}

void OnlineScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
        case sf::Keyboard::Escape:
            done_ = true;
            return;
        case sf::Keyboard::Tab:
        case sf::Keyboard::Down:
            if (focus_ != Buttons || event.key.code == sf::Keyboard::Tab) {
                focus_ = (focus_ + 1) % RowCount;
                return;
            }
            break;
        case sf::Keyboard::Up:
            focus_ = (focus_ + RowCount - 1) % RowCount;
            return;
        case sf::Keyboard::Enter:
            if (focus_ == Code) {
                pick(1); // a code typed: join
                return;
            }
            if (focus_ == Course || focus_ == SkipAfter) {
                pick(0); // the host's fields: host
                return;
            }
            if (focus_ != Buttons && focus_ != Collisions) {
                focus_ = focus_ + 1;
                return;
            }
            break;
        case sf::Keyboard::BackSpace:
            erase();
            return;
        default:
            break;
        }
    }
    if (event.type == sf::Event::TextEntered) {
        type(event.text.unicode);
        return;
    }
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        if (const auto row = rowAt({static_cast<float>(event.mouseButton.x),
                                    static_cast<float>(event.mouseButton.y)})) {
            focus_ = *row;
            if (*row == Collisions) {
                collisions_ = !collisions_;
            }
            return;
        }
    }
    if (focus_ == Collisions && event.type == sf::Event::KeyPressed &&
        (event.key.code == sf::Keyboard::Space || event.key.code == sf::Keyboard::Enter)) {
        collisions_ = !collisions_;
        return;
    }
    const bool keyForButtons = event.type == sf::Event::KeyPressed && focus_ == Buttons;
    if (keyForButtons || event.type == sf::Event::MouseMoved ||
        event.type == sf::Event::MouseButtonPressed) {
        if (const auto picked = buttons_.handle(event)) {
            pick(*picked);
        }
    }
}

void OnlineScreen::type(std::uint32_t unicode) {
    if (focus_ == Collisions || focus_ == Buttons) {
        return;
    }
    if (focus_ == SkipAfter) {
        // Whole seconds, at most 4 digits (3600 is the most a host may set).
        if (unicode >= '0' && unicode <= '9' && values_[SkipAfter].size() < 4) {
            values_[SkipAfter] += static_cast<char>(unicode);
        }
        return;
    }
    if (unicode < 32 || unicode == 127 || (unicode >= 0xD800 && unicode < 0xE000) ||
        unicode > 0x10FFFF) {
        return; // control characters (Backspace, Enter, Tab come as keys)
    }
    std::string& text = values_[static_cast<std::size_t>(focus_)];
    if (text.size() >= maxFieldBytes) {
        return;
    }
    if (focus_ != Code) {
        appendUtf8(text, unicode);
    } else if (unicode < 128) { // a room code is ASCII, written in capitals
        text += static_cast<char>(std::toupper(static_cast<int>(unicode)));
    }
}

void OnlineScreen::erase() {
    if (focus_ == Collisions || focus_ == Buttons) {
        return;
    }
    std::string& text = values_[static_cast<std::size_t>(focus_)];
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80) {
        text.pop_back(); // continuation bytes of the last character
    }
    if (!text.empty()) {
        text.pop_back();
    }
}

void OnlineScreen::pick(int button) {
    if (button == 2) {
        done_ = true;
        return;
    }
    const std::optional<online::ServerAddress> address = serverAddress(values_[Server]);
    if (!address) {
        error_ = "the server is HOST:PORT with a numeric host, e.g. 127.0.0.1:8080";
        focus_ = Server;
        return;
    }
    OnlineRequest request{.name = values_[Name], .ballCollisions = collisions_};
    if (button == 0) {
        request.hostCourse = values_[Course];
        const std::optional<int> skipAfter = skipAfterSeconds(values_[SkipAfter]);
        if (!skipAfter) {
            error_ = skipAfterRange();
            focus_ = SkipAfter;
            return;
        }
        request.skipAfter = *skipAfter;
    } else {
        request.joinCode = values_[Code];
        if (kept_ && kept_->room == request.joinCode && kept_->server.host == address->host &&
            kept_->server.port == address->port) {
            request.rejoinToken = kept_->token; // back to the seat left, not a new one
        }
    }
    if (const std::string error = requestError(request); !error.empty()) {
        error_ = button == 0 && !request.name.empty()   ? "enter the name of a course on the server"
                 : button == 1 && !request.name.empty() ? "enter the room's code"
                                                        : error;
        focus_ = request.name.empty() ? Name : button == 0 ? Course : Code;
        return;
    }
    context_.settings.onlineServer = values_[Server];
    context_.settings.onlineName = values_[Name];
    if (const std::string error = saveSettings(context_.settingsFile, context_.settings);
        !error.empty()) {
        std::cerr << "minigolf: cannot save the settings: " << error << '\n';
    }
    address_ = *address;
    request_ = std::move(request);
    done_ = true;
}

std::optional<int> OnlineScreen::rowAt(sf::Vector2f pixel) const {
    for (int row = 0; row < Buttons; ++row) {
        if (rects_[static_cast<std::size_t>(row)].contains(pixel)) {
            return row;
        }
    }
    return std::nullopt;
}

void OnlineScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    drawTitleBackdrop(target, context_.font, backdrop_, level_, "Online");
    const float left = size.x / 2 - 300;
    const float rowHeight = 50;
    for (int row = 0; row < Buttons; ++row) {
        const auto index = static_cast<std::size_t>(row);
        const float top = 200 + rowHeight * static_cast<float>(row);
        const sf::FloatRect field{left + 220, top, 380, 40};
        rects_[index] = field;
        const bool focused = focus_ == row;
        drawText(target, context_.font, labels[index], 20, {left + 200, top + 9},
                 focused ? palette::highlight : palette::text, Align::Right);
        drawPanel(target, field, sf::Color(20, 30, 40, 230),
                  focused ? palette::highlight : palette::dimText, focused ? 2.f : 1.f);
        std::string shown = row == Collisions ? (collisions_ ? "on" : "off") : values_[index];
        if (row == SkipAfter && shown.empty() && !focused) {
            shown = "never";
        }
        const bool caret = focused && row != Collisions && static_cast<int>(seconds_ * 2) % 2 == 0;
        drawText(target, context_.font, shown + (caret ? "|" : ""), 22, {field.left + 12, top + 8},
                 palette::text);
    }
    const sf::Vector2f button{190, 46};
    buttons_.draw(
        target, context_.font,
        {size.x / 2 - 1.5f * button.x - 14, 200 + static_cast<float>(Buttons) * rowHeight + 14},
        button, 14);
    if (!error_.empty()) {
        drawText(target, context_.font, error_, 18,
                 {size.x / 2, 200 + static_cast<float>(Buttons) * rowHeight + 78}, palette::warning,
                 Align::Centre);
    }
    drawText(target, context_.font,
             "Tab or \u2191 \u2193 to move  \u00b7  type to edit  \u00b7  Enter on a course hosts, "
             "on a code joins  \u00b7  Esc back",
             15, {size.x / 2, size.y - 46}, palette::dimText, Align::Centre);
}

} // namespace golf::game
