#pragma once

/// \file
/// The pause menu drawn over the hole.

#include "Menu.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <string>

namespace golf::game {

/// What the player picked in the pause menu.
enum class PauseChoice { None, Resume, Restart, Skip, Title, Quit };

/// A small menu, by mouse or keyboard: resume, restart the hole (asks first), skip it with
/// max strokes, back to the title, quit. Keys: Escape/P resume, R, S, T, Q.
class PauseMenu {
  public:
    /// `back`: the label of the Title entry ("Back to editor" in the editor's test play).
    explicit PauseMenu(const sf::Font& font, const std::string& back = "Back to title");

    /// The label of entry `index` in menu order (Resume, Restart, Skip, Title, Quit).
    [[nodiscard]] const std::string& label(int index) const { return menu_.label(index); }

    /// Maps an event (a shortcut key, or the menu's own mouse and keys) to a choice.
    [[nodiscard]] PauseChoice handle(const sf::Event& event);

    /// Darkens the window and draws the menu on top.
    void draw(sf::RenderTarget& target) const;

    /// Selects the first entry again (each pause starts on "Resume").
    void reset() { menu_.select(0); }

  private:
    const sf::Font& font_;
    Menu menu_;
};

} // namespace golf::game
