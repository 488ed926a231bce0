#include "PanelRows.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <utility>

namespace golf::game {

namespace {

constexpr float panelRowHeight = 30;
constexpr float panelButtonSize = 22;

} // namespace

sf::FloatRect PanelRows::row(std::size_t index) const {
    return {area.left + 6, area.top + titleHeight + panelRowHeight * static_cast<float>(index),
            area.width - 12, panelRowHeight - 2};
}

sf::FloatRect PanelRows::minusButton(std::size_t index) const {
    const sf::FloatRect at = row(index);
    return {at.left + at.width - 2 * panelButtonSize - 8, at.top + 3, panelButtonSize,
            panelButtonSize};
}

sf::FloatRect PanelRows::plusButton(std::size_t index) const {
    const sf::FloatRect at = row(index);
    return {at.left + at.width - panelButtonSize - 4, at.top + 3, panelButtonSize, panelButtonSize};
}

std::optional<RowClick> clickedRow(const PanelRows& rows, std::size_t count, sf::Vector2f pixel) {
    for (std::size_t i = 0; i < count; ++i) {
        if (!rows.row(i).contains(pixel)) {
            continue;
        }
        const int step = rows.minusButton(i).contains(pixel)  ? -1
                         : rows.plusButton(i).contains(pixel) ? +1
                                                              : 0;
        return RowClick{i, step};
    }
    return std::nullopt;
}

void drawPanelRow(sf::RenderTarget& target, const sf::Font& font, const PanelRows& rows,
                  std::size_t index, const RowText& text) {
    const sf::FloatRect row = rows.row(index);
    if (text.chosen) {
        drawPanel(target, row, sf::Color(255, 214, 92, 40), palette::highlight, 1);
    }
    drawText(target, font, text.key, 13, {row.left + 6, row.top + 6}, text.keyColour);
    const float valueRight = rows.minusButton(index).left - 8;
    if (text.typing != nullptr) {
        const float width = textWidth(font, text.typing->text(), 14);
        drawPanel(target, {valueRight - width - 8, row.top + 2, width + 12, row.height - 4},
                  sf::Color(0, 0, 0, 120), palette::highlight, 1);
        drawText(target, font, text.typing->text(), 14, {valueRight - 2, row.top + 5},
                 palette::text, Align::Right);
    } else {
        drawText(target, font, text.value, 13, {valueRight, row.top + 6}, text.valueColour,
                 Align::Right);
    }
    for (const auto& [button, sign] :
         {std::pair{rows.minusButton(index), "\u2212"}, std::pair{rows.plusButton(index), "+"}}) {
        drawPanel(target, button, sf::Color(40, 48, 58), sf::Color(90, 100, 110), 1);
        drawText(target, font, sign, 15, {button.left + button.width / 2, button.top + 1},
                 palette::text, Align::Centre, true);
    }
}

} // namespace golf::game
