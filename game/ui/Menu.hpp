#pragma once

/// \file
/// A list of buttons worked by the mouse and the keyboard: the title menu, the pause menu,
/// settings and the final scorecard's choices.

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Buttons in a column (or a row). Up/Down (Left/Right in a row) or Tab move the selection,
/// Enter or Space picks it; the mouse selects by hovering and picks by a left click. The
/// button rectangles are laid out by draw(), so a click hits what was last drawn.
class Menu {
  public:
    /// Precondition: `labels` is not empty.
    explicit Menu(std::vector<std::string> labels, bool row = false);

    /// Handles an event; returns the index of the button picked, if one was.
    [[nodiscard]] std::optional<int> handle(const sf::Event& event);

    /// Places the buttons with their top-left corner at `topLeft`, each `size` pixels large,
    /// `gap` pixels apart (draw() does this too; the mouse hits what was placed last).
    void layout(sf::Vector2f topLeft, sf::Vector2f size, float gap = 10) const;

    /// Places the buttons as layout() does and draws them.
    void draw(sf::RenderTarget& target, const sf::Font& font, sf::Vector2f topLeft,
              sf::Vector2f size, float gap = 10) const;

    /// Replaces the label of button `index` (a setting's value changed).
    void setLabel(int index, std::string label);
    [[nodiscard]] const std::string& label(int index) const;
    [[nodiscard]] int count() const { return static_cast<int>(labels_.size()); }

    [[nodiscard]] int selected() const { return selected_; }
    void select(int index);

    /// The index of the button at a window pixel, as last drawn.
    [[nodiscard]] std::optional<int> buttonAt(sf::Vector2f pixel) const;
    /// The rectangle of button `index` as last drawn (empty before the first draw).
    [[nodiscard]] sf::FloatRect rect(int index) const;

  private:
    std::vector<std::string> labels_;
    bool row_ = false;
    int selected_ = 0;
    mutable std::vector<sf::FloatRect> rects_;
};

} // namespace golf::game
