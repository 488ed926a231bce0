#pragma once

/// \file
/// The scorecard shown between holes and at the end of a round.

#include "ScoreTable.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <string>
#include <vector>

namespace golf::game {

/// Draws a ScoreTable as a card: strokes per hole, total and against par for every player.
class Scorecard {
  public:
    explicit Scorecard(const sf::Font& font) : font_(font) {}

    /// Draws the card centred in the window, over a dimmed picture of what is behind it.
    /// `currentHole` is highlighted (-1: none); `records` lists the lines about new best scores;
    /// `footer` says how to go on ("": room is left at the bottom for buttons instead);
    /// `stats` are smaller lines under the records (the final card's round stats), each cut
    /// to the card's width. Returns the card's rectangle in pixels.
    sf::FloatRect draw(sf::RenderTarget& target, const ScoreTable& table, const std::string& title,
                       int currentHole, const std::vector<std::string>& records,
                       const std::string& footer, const std::vector<std::string>& stats = {}) const;

  private:
    const sf::Font& font_;
};

} // namespace golf::game
