#include "Ui.hpp"

#include "golf/core/display_text.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>

namespace golf::game {

float drawText(sf::RenderTarget& target, const sf::Font& font, const sf::String& text,
               unsigned size, sf::Vector2f anchor, sf::Color colour, Align align, bool bold) {
    sf::Text label(text, font, size);
    label.setFillColor(colour);
    if (bold) {
        label.setStyle(sf::Text::Bold);
    }
    const sf::FloatRect bounds = label.getLocalBounds();
    float x = anchor.x;
    if (align == Align::Centre) {
        x -= bounds.width / 2 + bounds.left;
    } else if (align == Align::Right) {
        x -= bounds.width + bounds.left;
    }
    // Whole pixels keep small text crisp.
    label.setPosition(std::round(x), std::round(anchor.y));
    target.draw(label);
    return bounds.width;
}

float drawText(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8,
               unsigned size, sf::Vector2f anchor, sf::Color colour, Align align, bool bold) {
    return drawText(target, font, fromUtf8(utf8), size, anchor, colour, align, bold);
}

float drawText(sf::RenderTarget& target, const sf::Font& font, const char* utf8, unsigned size,
               sf::Vector2f anchor, sf::Color colour, Align align, bool bold) {
    return drawText(target, font, fromUtf8(utf8), size, anchor, colour, align, bold);
}

float textWidth(const sf::Font& font, const sf::String& text, unsigned size) {
    const sf::Text label(text, font, size);
    return label.getLocalBounds().width;
}

sf::String fitText(const sf::Font& font, const std::string& utf8, unsigned size, float width,
                   bool bold) {
    return fitTextKeepingTail(font, utf8, "", size, width, bold);
}

sf::String fitTextKeepingTail(const sf::Font& font, const std::string& head,
                              const std::string& tail, unsigned size, float width, bool bold) {
    const sf::String text = fromUtf8(head);
    const sf::String end = fromUtf8(tail);
    const auto widthOf = [&](const sf::String& line) {
        sf::Text label(line, font, size);
        if (bold) {
            label.setStyle(sf::Text::Bold);
        }
        return label.getLocalBounds().width;
    };
    if (widthOf(text + end) <= width) {
        return text + end;
    }
    // Halving the cut, the whole line measured each time (spaces at the tail's start have no
    // bounds of their own): at most about 9 measures for the longest line the game draws.
    std::size_t low = 0;
    std::size_t high = text.getSize();
    while (low < high) {
        const std::size_t mid = (low + high + 1) / 2;
        if (widthOf(text.substring(0, mid) + sf::String(L"\u2026") + end) <= width) {
            low = mid;
        } else {
            high = mid - 1;
        }
    }
    while (low > 0 && text[low - 1] == ' ') {
        --low; // "Grand…", not "Grand …"
    }
    return text.substring(0, low) + sf::String(L"\u2026") + end;
}

void drawPanel(sf::RenderTarget& target, sf::FloatRect area, sf::Color fill, sf::Color outline,
               float outlineWidth) {
    sf::RectangleShape panel({area.width, area.height});
    panel.setPosition(area.left, area.top);
    panel.setFillColor(fill);
    panel.setOutlineColor(outline);
    panel.setOutlineThickness(outlineWidth);
    target.draw(panel);
}

void drawDot(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color colour) {
    sf::CircleShape dot(radius, 24);
    dot.setOrigin(radius, radius);
    dot.setPosition(centre);
    dot.setFillColor(colour);
    dot.setOutlineColor(sf::Color(0, 0, 0, 120));
    dot.setOutlineThickness(1);
    target.draw(dot);
}

sf::String fromUtf8(const std::string& text) {
    const std::string shown = displayText(text, maxDrawnCharacters);
    return sf::String::fromUtf8(shown.begin(), shown.end());
}

} // namespace golf::game
