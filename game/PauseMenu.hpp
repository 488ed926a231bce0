#pragma once

/// \file
/// The pause menu drawn over the hole.

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>

namespace golf::game {

/// What the player picked in the pause menu.
enum class PauseChoice { None, Resume, Restart, Skip, Quit };

/// A small menu: resume, restart the hole, skip it with max strokes, quit.
class PauseMenu {
  public:
    explicit PauseMenu(const sf::Font& font) : font_(font) {}

    /// Maps a key press to a choice.
    [[nodiscard]] static PauseChoice choiceFor(const sf::Event& event);

    /// Darkens the window and draws the menu on top.
    void draw(sf::RenderTarget& target) const;

  private:
    const sf::Font& font_;
};

} // namespace golf::game
