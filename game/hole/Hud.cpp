#include "Hud.hpp"

#include "Palette.hpp"
#include "Ui.hpp"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>

namespace golf::game {

namespace {

constexpr float margin = 14;

std::string playerStatus(const HudPlayer& player) {
    if (player.holed) {
        return std::to_string(player.strokes) + " \u2713"; // check mark: in the cup
    }
    if (player.pickedUp) {
        return std::to_string(player.strokes) + " \u2715"; // cross: picked up
    }
    return std::to_string(player.strokes);
}

/// Width of one player's chip in the top bar: the dot, the name or the score, padding.
float chipWidth(float nameWidth, float scoreWidth, bool tight) {
    return tight ? 22 + std::max(nameWidth, scoreWidth) + 6
                 : 30 + std::max(nameWidth, scoreWidth) + 12;
}

/// The gap between two chips.
float chipGap(bool tight) {
    return tight ? 4 : 8;
}

} // namespace

float Hud::playersWidth(const HudInfo& info, Chips chips) const {
    float width = 0;
    const bool tight = chips == Chips::Scores;
    for (const HudPlayer& player : info.players) {
        const bool named = chips == Chips::Names || (chips == Chips::TurnName && player.onTurn);
        const float name = named ? textWidth(font_, fromUtf8(player.name), 15) : 0;
        const float score = std::max(textWidth(font_, fromUtf8(playerStatus(player)), 20), 16.f);
        width += chipWidth(name, score, tight) + chipGap(tight);
    }
    return width;
}

sf::FloatRect Hud::boardArea(sf::Vector2u window) {
    const float width = static_cast<float>(window.x);
    const float height = static_cast<float>(window.y);
    return {margin, topHeight + margin, std::max(1.f, width - 2 * margin),
            std::max(1.f, height - topHeight - bottomHeight - 2 * margin)};
}

void Hud::draw(sf::RenderTarget& target, const HudInfo& info) const {
    drawTop(target, info);
    drawBottom(target, info);
    if (!info.banner.empty()) {
        drawBanner(target, info);
    }
}

void Hud::drawBanner(sf::RenderTarget& target, const HudInfo& info) const {
    const sf::Vector2f size = target.getView().getSize();
    // Pops in over a quarter of a second, from small to a little larger than its final size.
    const double t = std::min(1.0, info.bannerAge / 0.25);
    // A long name with it ("CPU 2 (medium): Hole in one!") is drawn smaller to fit the window.
    sf::Text probe(fromUtf8(info.banner), font_, 72);
    probe.setStyle(sf::Text::Bold);
    const float fullWidth = probe.getLocalBounds().width;
    const double fit =
        fullWidth > 0 ? std::min(1.0, static_cast<double>(size.x - 2 * margin) / fullWidth) : 1.0;
    const auto textSize = static_cast<unsigned>(std::max(12.0, 72 * fit * (0.4 + 0.6 * t)));
    const float y = size.y / 2 - static_cast<float>(textSize) * 0.7f;
    drawText(target, font_, fromUtf8(info.banner), textSize, {size.x / 2 + 3, y + 3},
             sf::Color(0, 0, 0, 150), Align::Centre, true);
    drawText(target, font_, fromUtf8(info.banner), textSize, {size.x / 2, y}, palette::highlight,
             Align::Centre, true);
}

void Hud::drawTop(sf::RenderTarget& target, const HudInfo& info) const {
    const sf::Vector2f size = target.getView().getSize();
    drawPanel(target, {0, 0, size.x, topHeight}, palette::panel);
    float x = margin;
    x += drawText(target, font_,
                  "Hole " + std::to_string(info.holeNumber) + "/" + std::to_string(info.holeCount),
                  20, {x, 8}, palette::highlight, Align::Left, true);
    x += 14;
    std::string details = "Par " + std::to_string(info.par);
    if (info.best) {
        details += "   \u00b7   Best " + std::to_string(*info.best);
        if (!info.bestHolder.empty()) {
            details += " (" + info.bestHolder + ")";
        }
    }
    // Players from the right edge leftwards, so the list never runs off the window. When the
    // names do not fit beside the hole's name, only the player on turn shows a name; when
    // even that does not fit, the chips show scores only and the hole's name gives way.
    const float nameEnd = x + std::max(textWidth(font_, fromUtf8(info.holeName), 20),
                                       textWidth(font_, fromUtf8(details), 13));
    const float room = size.x - margin - (nameEnd + 24);
    Chips chips = Chips::Names;
    if (playersWidth(info, chips) > room) {
        chips = Chips::TurnName;
    }
    if (playersWidth(info, chips) > room) {
        chips = Chips::Scores;
    }
    const bool tight = chips == Chips::Scores;
    if (!tight || playersWidth(info, chips) <= room) {
        drawText(target, font_, fromUtf8(info.holeName), 20, {x, 8}, palette::text);
        drawText(target, font_, fromUtf8(details), 13, {x, 32}, palette::dimText);
    } else {
        drawText(target, font_, "Par " + std::to_string(info.par), 13, {margin, 32},
                 palette::dimText);
    }
    float right = size.x - margin;
    for (auto it = info.players.rbegin(); it != info.players.rend(); ++it) {
        const HudPlayer& player = *it;
        const bool named = chips == Chips::Names || (chips == Chips::TurnName && player.onTurn);
        const sf::String name = named ? fromUtf8(player.name) : "";
        const sf::String score = fromUtf8(playerStatus(player));
        const float nameWidth = textWidth(font_, name, 15);
        const float scoreWidth = std::max(textWidth(font_, score, 20), 16.f);
        const float width = chipWidth(nameWidth, scoreWidth, tight);
        const float left = right - width;
        const float textLeft = left + (tight ? 20 : 30);
        if (player.onTurn) {
            drawPanel(target, {left, 5, width, topHeight - 10}, sf::Color(255, 214, 92, 40),
                      palette::highlight, 2);
        }
        drawDot(target, {left + (tight ? 11 : 15), topHeight / 2}, tight ? 6 : 8, player.colour);
        const sf::Color colour = player.onTurn ? palette::highlight : palette::text;
        drawText(target, font_, name, 15, {textLeft, 6}, colour, Align::Left, player.onTurn);
        drawText(target, font_, score, 16, {textLeft, tight ? 16.f : 26.f},
                 player.holed || player.pickedUp ? palette::dimText : palette::text);
        right = left - chipGap(tight);
    }
}

void Hud::drawBottom(sf::RenderTarget& target, const HudInfo& info) const {
    const sf::Vector2f size = target.getView().getSize();
    const float top = size.y - bottomHeight;
    drawPanel(target, {0, top, size.x, bottomHeight}, palette::panel);
    float x = margin;
    if (info.power) {
        drawText(target, font_, "Power", 15, {x, top + 10}, palette::dimText);
        x += 56;
        const float barWidth = 180;
        drawPanel(target, {x, top + 12, barWidth, 16}, sf::Color(40, 48, 58),
                  sf::Color(90, 100, 110), 1);
        const double p = *info.power;
        const sf::Color fill(255, static_cast<sf::Uint8>(230 - 150 * p),
                             static_cast<sf::Uint8>(90 - 60 * p));
        drawPanel(target, {x, top + 12, static_cast<float>(barWidth * p), 16}, fill);
        x += barWidth + 8;
        x += drawText(target, font_, std::to_string(static_cast<int>(std::lround(p * 100))) + "%",
                      15, {x, top + 10}, palette::text, Align::Left, true) +
             16;
    }
    if (!info.message.empty()) {
        x += drawText(target, font_, fromUtf8(info.message), 16, {x, top + 9}, palette::highlight,
                      Align::Left, true) +
             18;
    }
    // The hint gives way when the window is too narrow for it beside the message.
    const sf::String hint = fromUtf8(info.hint);
    if (x + textWidth(font_, hint, 13) <= size.x - margin) {
        drawText(target, font_, hint, 13, {size.x - margin, top + 12}, palette::dimText,
                 Align::Right);
    }
}

} // namespace golf::game
