#include "TitleScreen.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <algorithm>

namespace golf::game {

TitleScreen::TitleScreen(const sf::Font& font, const Level& backdrop)
    : font_(font), level_(backdrop), backdrop_(backdrop, HoleRenderer::EnclosedVoid::AsWall) {}

void TitleScreen::handle(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
        choice_ = TitleChoice::Quit;
        return;
    }
    if (const auto picked = menu_.handle(event)) {
        choice_ = static_cast<TitleChoice>(*picked);
    }
}

void drawTitleBackdrop(sf::RenderTarget& target, const sf::Font& font, const HoleRenderer& hole,
                       const Level& level, const std::string& title) {
    const sf::Vector2f size = target.getView().getSize();
    target.clear(palette::background);
    BoardView view;
    view.fit(level.width, level.height, {20, 190, size.x - 40, std::max(1.f, size.y - 290)});
    hole.draw(target, view, HoleScene{});
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(16, 22, 30, 215));
    // A band of turf behind the title, so the screen looks like the game.
    drawPanel(target, {0, 40, size.x, 130}, palette::turf);
    drawPanel(target, {0, 170, size.x, 10}, palette::wallFace);
    drawDot(target, {size.x / 2 + 230, 105}, 16, palette::cup);
    drawDot(target, {size.x / 2 - 250, 120}, 10, palette::player(0));
    drawText(target, font, title, 64, {size.x / 2, 62}, palette::text, Align::Centre, true);
}

void TitleScreen::draw(sf::RenderTarget& target) {
    const sf::Vector2f size = target.getView().getSize();
    drawTitleBackdrop(target, font_, backdrop_, level_, "minigolf");
    // Six rows of 54 px from y = 220: the last ends at 534, on screen even where a 720-pixel
    // window sits 280 px down an 800-pixel screen (Xvfb's, in the GUI tests).
    const sf::Vector2f button{300, 44};
    menu_.draw(target, font_, {size.x / 2 - button.x / 2, 220}, button, 10);
    drawText(
        target, font_,
        "\u2191 \u2193 or the mouse to choose  \u00b7  Enter or a click to go  \u00b7  Esc quit",
        15, {size.x / 2, size.y - 46}, palette::dimText, Align::Centre);
}

} // namespace golf::game
