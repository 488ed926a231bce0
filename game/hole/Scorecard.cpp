#include "Scorecard.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <algorithm>

namespace golf::game {

namespace {

/// The colour of a score over par.
const sf::Color overParColour{236, 140, 120};

/// A score's colour against par: under par is good news. A picked-up score (the player did
/// not hole out) is never good news, even where the limit is at or below par.
sf::Color scoreColour(int strokes, int par, bool pickedUp) {
    if (pickedUp) {
        return overParColour;
    }
    if (strokes < par) {
        return {120, 220, 120};
    }
    if (strokes > par) {
        return overParColour;
    }
    return palette::text;
}

} // namespace

sf::FloatRect Scorecard::draw(sf::RenderTarget& target, const ScoreTable& table,
                              const std::string& title, int currentHole,
                              const std::vector<std::string>& records, const std::string& footer,
                              const std::vector<std::string>& stats) const {
    const sf::Vector2f size = target.getView().getSize();
    // The hole stays faintly visible behind the card.
    drawPanel(target, {0, 0, size.x, size.y}, sf::Color(12, 16, 22, 200));
    const int holes = table.holeCount();
    const float nameWidth = 170;
    // With handicaps a third column: the net total (the total less the handicap) decides.
    const bool net = table.hasHandicaps();
    const float totalsWidth = net ? 220 : 150;
    const float cell =
        std::clamp((size.x - 80 - nameWidth - totalsWidth) / std::max(holes, 1), 26.f, 56.f);
    const float rowHeight = 34;
    const float tableWidth = nameWidth + cell * holes + totalsWidth;
    float width = tableWidth;
    for (const std::string& line : records) {
        width = std::max(width, textWidth(font_, fromUtf8(line), 17) + 20);
    }
    for (const std::string& line : stats) {
        width = std::max(width, textWidth(font_, fromUtf8(line), 15) + 20);
    }
    width = std::min(width, size.x - 60);
    const float rows = 2 + static_cast<float>(table.playerCount());
    // A legend under the rows for the "p" of a picked-up score.
    const bool legend = table.anyPickedUp();
    // The round's stats: smaller lines, 22 px apart, after a little gap.
    const float statsHeight = stats.empty() ? 0 : 6 + 22 * static_cast<float>(stats.size());
    const float height = 70 + rows * rowHeight + 30 * static_cast<float>(records.size()) +
                         statsHeight + (legend ? 24 : 0) + (footer.empty() ? 76 : 60);
    const float left = std::max(10.f, (size.x - width) / 2);
    // Centred as the card without the stats, so that the table stays where it was; the stats
    // extend it downwards, and the whole card moves up only as far as it must to fit.
    const float top =
        std::max(10.f, std::min((size.y - (height - statsHeight)) / 2, size.y - 10 - height));

    const sf::FloatRect card{left - 20, top - 16, width + 40, height + 16};
    drawPanel(target, card, sf::Color(30, 70, 44), sf::Color(220, 214, 180), 3);
    drawText(target, font_, fromUtf8(title), 26, {left + width / 2, top}, palette::highlight,
             Align::Centre, true);

    const float tableLeft = left + (width - tableWidth) / 2;
    float y = top + 56;
    const auto cellX = [&](int hole) {
        return tableLeft + nameWidth + cell * (hole + 0.5f);
    };
    drawText(target, font_, "Hole", 16, {tableLeft, y}, palette::dimText);
    drawText(target, font_, "Par", 16, {tableLeft, y + rowHeight}, palette::dimText);
    for (int hole = 0; hole < holes; ++hole) {
        if (hole == currentHole) {
            drawPanel(target, {cellX(hole) - cell / 2, y - 4, cell, rowHeight * rows},
                      sf::Color(255, 214, 92, 36));
        }
        drawText(target, font_, std::to_string(hole + 1), 16, {cellX(hole), y}, palette::dimText,
                 Align::Centre);
        drawText(target, font_, std::to_string(table.par(hole)), 16, {cellX(hole), y + rowHeight},
                 palette::dimText, Align::Centre);
    }
    const float totalX = tableLeft + nameWidth + cell * holes + 40;
    const float parX = totalX + 70;
    drawText(target, font_, "Total", 16, {totalX, y}, palette::dimText, Align::Centre);
    drawText(target, font_, "+/-", 16, {parX, y}, palette::dimText, Align::Centre);
    const float netX = parX + 70;
    if (net) {
        drawText(target, font_, "Net", 16, {netX, y}, palette::dimText, Align::Centre);
    }
    drawText(target, font_, std::to_string(table.totalPar()), 16, {totalX, y + rowHeight},
             palette::dimText, Align::Centre);
    drawPanel(target, {tableLeft, y + 2 * rowHeight - 6, tableWidth, 2},
              sf::Color(220, 214, 180, 120));

    y += 2 * rowHeight;
    for (int player = 0; player < table.playerCount(); ++player) {
        drawDot(target, {tableLeft + 9, y + 11}, 8, palette::player(player));
        drawText(target, font_, fitText(font_, table.name(player), 18, nameWidth - 30), 18,
                 {tableLeft + 26, y}, palette::text);
        for (int hole = 0; hole < holes; ++hole) {
            if (const auto strokes = table.strokes(hole, player)) {
                const bool pickedUp = table.pickedUp(hole, player);
                const float width =
                    drawText(target, font_, std::to_string(*strokes), 18, {cellX(hole), y},
                             scoreColour(*strokes, table.par(hole), pickedUp), Align::Centre);
                if (pickedUp) { // a small "p" after the number
                    drawText(target, font_, "p", 12, {cellX(hole) + width / 2 + 1, y + 7},
                             overParColour);
                }
            } else {
                drawText(target, font_, "\u00b7", 18, {cellX(hole), y}, palette::dimText,
                         Align::Centre);
            }
        }
        drawText(target, font_, std::to_string(table.total(player)), 18, {totalX, y}, palette::text,
                 Align::Centre, true);
        drawText(target, font_, formatAgainstPar(table.againstPar(player)), 18, {parX, y},
                 palette::text, Align::Centre, true);
        if (net) {
            drawText(target, font_, std::to_string(table.net(player)), 18, {netX, y},
                     palette::highlight, Align::Centre, true);
            if (table.handicap(player) > 0) {
                drawText(target, font_, "\u2212" + std::to_string(table.handicap(player)), 12,
                         {netX + 26, y + 6}, palette::dimText);
            }
        }
        y += rowHeight;
    }
    y += 14;
    for (const std::string& line : records) {
        drawText(target, font_, fitText(font_, line, 17, width), 17, {left + width / 2, y},
                 palette::highlight, Align::Centre);
        y += 30;
    }
    y += stats.empty() ? 0 : 6;
    for (const std::string& line : stats) {
        drawText(target, font_, fitText(font_, line, 15, width), 15, {left + width / 2, y},
                 palette::text, Align::Centre);
        y += 22;
    }
    if (legend) {
        drawText(target, font_, "p  picked up: scored the stroke limit without holing out", 14,
                 {left + width / 2, y}, palette::dimText, Align::Centre);
        y += 24;
    }
    drawText(target, font_, fromUtf8(footer), 15, {left + width / 2, y + 10}, palette::dimText,
             Align::Centre);
    return card;
}

} // namespace golf::game
