#include "ConfirmDialog.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

namespace golf::game {

ConfirmDialog::ConfirmDialog(const sf::Font& font, std::string yes, std::string no)
    : font_(font), buttons_({std::move(yes), std::move(no)}, true) {}

void ConfirmDialog::ask(std::string title, std::vector<std::string> lines) {
    title_ = std::move(title);
    lines_ = std::move(lines);
    buttons_.select(1); // a stray Enter must not restart a hole
}

std::optional<bool> ConfirmDialog::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::Y) {
            return true;
        }
        if (event.key.code == sf::Keyboard::N || event.key.code == sf::Keyboard::Escape) {
            return false;
        }
    }
    if (const auto picked = buttons_.handle(event)) {
        return *picked == 0;
    }
    return std::nullopt;
}

void ConfirmDialog::draw(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(0, 0, 0, 140));
    const float width = 520;
    const float height = 150 + 26 * static_cast<float>(lines_.size());
    const float left = (size.x - width) / 2;
    const float top = (size.y - height) / 2;
    drawPanel(target, {left, top, width, height}, palette::panel, palette::highlight, 2);
    drawText(target, font_, title_, 24, {size.x / 2, top + 16}, palette::highlight, Align::Centre,
             true);
    float y = top + 60;
    for (const std::string& line : lines_) {
        drawText(target, font_, line, 16, {size.x / 2, y}, palette::text, Align::Centre);
        y += 26;
    }
    const float buttonWidth = 160;
    buttons_.draw(target, font_, {size.x / 2 - buttonWidth - 10, y + 14}, {buttonWidth, 40}, 20);
}

} // namespace golf::game
