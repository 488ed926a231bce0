// Menu: keyboard and mouse pick the same buttons; the final card's and the pause menu's
// choices.

#include "Menu.hpp"
#include "PauseMenu.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

sf::Event menuKey(sf::Keyboard::Key code, bool shift = false) {
    sf::Event event;
    event.type = sf::Event::KeyPressed;
    event.key = {code, false, false, shift, false};
    return event;
}

TEST(Menu, KeyboardMovesAndPicks) {
    Menu menu({"Play", "Editor", "Replays"});
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Down)), std::nullopt);
    EXPECT_EQ(menu.selected(), 1);
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Up)), std::nullopt);
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Up)), std::nullopt); // wraps to the last
    EXPECT_EQ(menu.selected(), 2);
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Tab)), std::nullopt);
    EXPECT_EQ(menu.selected(), 0);
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Tab, true)), std::nullopt);
    EXPECT_EQ(menu.selected(), 2);
    EXPECT_EQ(menu.handle(menuKey(sf::Keyboard::Enter)), 2);
    // A row moves with Left/Right, not Up/Down.
    Menu row({"Play again", "Back to title"}, true);
    EXPECT_EQ(row.handle(menuKey(sf::Keyboard::Down)), std::nullopt);
    EXPECT_EQ(row.selected(), 0);
    EXPECT_EQ(row.handle(menuKey(sf::Keyboard::Right)), std::nullopt);
    EXPECT_EQ(row.handle(menuKey(sf::Keyboard::Space)), 1);
}

TEST(Menu, TheMouseHitsTheButtonsAsDrawn) {
    Menu menu({"One", "Two", "Three"});
    EXPECT_EQ(menu.buttonAt({50, 50}), std::nullopt); // nothing placed yet
    menu.layout({100, 20}, {200, 40}, 10);
    EXPECT_EQ(menu.rect(1), (sf::FloatRect{100, 70, 200, 40}));
    EXPECT_EQ(menu.buttonAt({150, 75}), 1);
    EXPECT_EQ(menu.buttonAt({150, 65}), std::nullopt); // the gap
    sf::Event move;
    move.type = sf::Event::MouseMoved;
    move.mouseMove = {150, 130};
    EXPECT_EQ(menu.handle(move), std::nullopt);
    EXPECT_EQ(menu.selected(), 2); // hovering selects
    sf::Event click;
    click.type = sf::Event::MouseButtonPressed;
    click.mouseButton = {sf::Mouse::Left, 150, 25};
    EXPECT_EQ(menu.handle(click), 0);
    click.mouseButton = {sf::Mouse::Right, 150, 25};
    EXPECT_EQ(menu.handle(click), std::nullopt);
}

TEST(PauseMenu, ShortcutsAndTheMenuAgree) {
    const sf::Font font;
    PauseMenu pause(font);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::Escape)), PauseChoice::Resume);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::R)), PauseChoice::Restart);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::S)), PauseChoice::Skip);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::T)), PauseChoice::Title);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::Q)), PauseChoice::Quit);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::Enter)), PauseChoice::Resume);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::Down)), PauseChoice::None);
    EXPECT_EQ(pause.handle(menuKey(sf::Keyboard::Enter)), PauseChoice::Restart);
}

} // namespace
} // namespace golf::game
