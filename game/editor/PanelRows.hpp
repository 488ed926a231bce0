#pragma once

/// \file
/// The rows of the editor's key panels (the level settings, a selected element's keys): each row
/// a key at the left, its value and − / + buttons at the right, 30 px high below the panel's
/// title band. Both panels lay out, hit and draw their rows here, so that they look and answer
/// alike.

#include "EditorTextField.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <cstddef>
#include <optional>
#include <string>

namespace golf::game {

/// Where a panel's rows are (pixels).
struct PanelRows {
    sf::FloatRect area;    ///< the whole panel
    float titleHeight = 0; ///< the band above the first row

    /// Row `index` (from 0; may be past the last row, for what follows the rows).
    [[nodiscard]] sf::FloatRect row(std::size_t index) const;
    /// The row's "−" button.
    [[nodiscard]] sf::FloatRect minusButton(std::size_t index) const;
    /// The row's "+" button.
    [[nodiscard]] sf::FloatRect plusButton(std::size_t index) const;
};

/// What a click hit among `count` rows.
struct RowClick {
    std::size_t index = 0; ///< the row
    int step = 0;          ///< -1 on "−", +1 on "+", 0 elsewhere on the row
};

/// The row (and button) under `pixel`, or nullopt when it is on none of the first `count` rows.
[[nodiscard]] std::optional<RowClick> clickedRow(const PanelRows& rows, std::size_t count,
                                                 sf::Vector2f pixel);

/// How one row reads.
struct RowText {
    std::string key;                         ///< left, 13 px
    sf::Color keyColour;                     ///< of the key
    std::string value;                       ///< right, before the buttons, with its unit
    sf::Color valueColour;                   ///< of the value
    bool chosen = false;                     ///< the row the keys act on: framed
    const EditorTextField* typing = nullptr; ///< shown in place of the value when not null
};

/// Draws row `index`: its frame when chosen, key, value (or the field being typed), buttons.
void drawPanelRow(sf::RenderTarget& target, const sf::Font& font, const PanelRows& rows,
                  std::size_t index, const RowText& text);

} // namespace golf::game
