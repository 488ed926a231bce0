#pragma once

/// \file
/// A yes-or-no question drawn over the hole (restart the hole?).

#include "Menu.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// A question with two buttons, by mouse or keyboard: Y or the first button says yes; N,
/// Escape or the second button says no.
class ConfirmDialog {
  public:
    ConfirmDialog(const sf::Font& font, std::string yes, std::string no);

    /// Sets the question: a title and lines of explanation; selects "no".
    void ask(std::string title, std::vector<std::string> lines);

    /// The answer an event gives, if it gives one.
    [[nodiscard]] std::optional<bool> handle(const sf::Event& event);

    void draw(sf::RenderTarget& target) const;

  private:
    const sf::Font& font_;
    Menu buttons_;
    std::string title_;
    std::vector<std::string> lines_;
};

} // namespace golf::game
