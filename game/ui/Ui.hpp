#pragma once

/// \file
/// Small drawing helpers shared by the HUD, the menus and the scorecard.

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/System/String.hpp>
#include <cstddef>
#include <string>

namespace golf::game {

/// Horizontal placement of a text relative to its anchor.
enum class Align { Left, Centre, Right };

/// Draws one line of text with its top at `y`, anchored at `x`; returns its width in pixels.
float drawText(sf::RenderTarget& target, const sf::Font& font, const sf::String& text,
               unsigned size, sf::Vector2f anchor, sf::Color colour, Align align = Align::Left,
               bool bold = false);

/// The same for UTF-8 text: every string the game draws goes through sf::String::fromUtf8, so
/// that no character is garbled by the locale.
float drawText(sf::RenderTarget& target, const sf::Font& font, const std::string& utf8,
               unsigned size, sf::Vector2f anchor, sf::Color colour, Align align = Align::Left,
               bool bold = false);
/// The same for a UTF-8 literal.
float drawText(sf::RenderTarget& target, const sf::Font& font, const char* utf8, unsigned size,
               sf::Vector2f anchor, sf::Color colour, Align align = Align::Left, bool bold = false);

/// Width in pixels of a line of text.
[[nodiscard]] float textWidth(const sf::Font& font, const sf::String& text, unsigned size);

/// `utf8` cut with "…" at its end so that it is at most `width` pixels wide at `size` (bold
/// if `bold`); the text itself if it fits. A width too small even for "…" gives "…".
[[nodiscard]] sf::String fitText(const sf::Font& font, const std::string& utf8, unsigned size,
                                 float width, bool bold = false);

/// `head` cut with "…" so that `head` followed by `tail` is at most `width` pixels wide at
/// `size` (bold if `bold`); `tail` is kept whole (the hole's number after a long course name).
/// A tail wider than `width` leaves "…" before it.
[[nodiscard]] sf::String fitTextKeepingTail(const sf::Font& font, const std::string& head,
                                            const std::string& tail, unsigned size, float width,
                                            bool bold = false);

/// A filled rectangle with an optional outline.
void drawPanel(sf::RenderTarget& target, sf::FloatRect area, sf::Color fill,
               sf::Color outline = sf::Color::Transparent, float outlineWidth = 0);

/// A small disc, e.g. a player's colour beside their name.
void drawDot(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color colour);

/// Most characters of one drawn line: a name from a file may be huge (a million characters
/// made the game draw at one frame a second), and no line the game shows needs more.
inline constexpr std::size_t maxDrawnCharacters = 300;

/// UTF-8 text (file names, level names) as an SFML string through golf::displayText: cut to
/// maxDrawnCharacters (with "…"), control characters (a newline in a name) shown as escapes,
/// broken UTF-8 as U+FFFD.
[[nodiscard]] sf::String fromUtf8(const std::string& text);

} // namespace golf::game
