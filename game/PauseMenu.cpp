#include "PauseMenu.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <SFML/Window/Event.hpp>

namespace golf::game {

PauseChoice PauseMenu::choiceFor(const sf::Event& event) {
    if (event.type != sf::Event::KeyPressed) {
        return PauseChoice::None;
    }
    switch (event.key.code) {
    case sf::Keyboard::Escape:
    case sf::Keyboard::P:
    case sf::Keyboard::Enter:
        return PauseChoice::Resume;
    case sf::Keyboard::R:
        return PauseChoice::Restart;
    case sf::Keyboard::S:
        return PauseChoice::Skip;
    case sf::Keyboard::Q:
        return PauseChoice::Quit;
    default:
        return PauseChoice::None;
    }
}

void PauseMenu::draw(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(0, 0, 0, 140));
    const float width = 380;
    const float height = 250;
    const float left = (size.x - width) / 2;
    const float top = (size.y - height) / 2;
    drawPanel(target, {left, top, width, height}, palette::panel, palette::highlight, 2);
    drawText(target, font_, "Paused", 28, {size.x / 2, top + 18}, palette::highlight, Align::Centre,
             true);
    const char* lines[] = {"Esc / P    resume", "R    restart the hole",
                           "S    skip the hole (max strokes)", "Q    quit the game"};
    float y = top + 80;
    for (const char* line : lines) {
        drawText(target, font_, line, 18, {left + 40, y}, palette::text);
        y += 38;
    }
}

} // namespace golf::game
