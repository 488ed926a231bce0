#include "PauseMenu.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <SFML/Window/Event.hpp>
#include <array>

namespace golf::game {

namespace {

/// The entries in menu order.
constexpr std::array<PauseChoice, 5> entries{PauseChoice::Resume, PauseChoice::Restart,
                                             PauseChoice::Skip, PauseChoice::Title,
                                             PauseChoice::Quit};

} // namespace

PauseMenu::PauseMenu(const sf::Font& font, const std::string& back)
    : font_(font), menu_({"Resume  (Esc)", "Restart the hole  (R)", "Skip the hole  (S)",
                          back + "  (T)", "Quit the game  (Q)"}) {}

PauseChoice PauseMenu::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed) {
        switch (event.key.code) {
        case sf::Keyboard::Escape:
        case sf::Keyboard::P:
            return PauseChoice::Resume;
        case sf::Keyboard::R:
            return PauseChoice::Restart;
        case sf::Keyboard::S:
            return PauseChoice::Skip;
        case sf::Keyboard::T:
            return PauseChoice::Title;
        case sf::Keyboard::Q:
            return PauseChoice::Quit;
        default:
            break;
        }
    }
    if (const auto picked = menu_.handle(event)) {
        return entries[static_cast<std::size_t>(*picked)];
    }
    return PauseChoice::None;
}

void PauseMenu::draw(sf::RenderTarget& target) const {
    const sf::Vector2f size = target.getView().getSize();
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(0, 0, 0, 140));
    const float width = 380;
    const float height = 340;
    const float left = (size.x - width) / 2;
    const float top = (size.y - height) / 2;
    drawPanel(target, {left, top, width, height}, palette::panel, palette::highlight, 2);
    drawText(target, font_, "Paused", 28, {size.x / 2, top + 14}, palette::highlight, Align::Centre,
             true);
    menu_.draw(target, font_, {left + 40, top + 70}, {width - 80, 42}, 10);
}

} // namespace golf::game
