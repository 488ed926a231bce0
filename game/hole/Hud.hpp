#pragma once

/// \file
/// The heads-up display around the hole: hole, par, players' strokes, whose turn, power.

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// One player as the HUD shows them.
struct HudPlayer {
    std::string name;
    sf::Color colour;
    int strokes = 0;
    bool holed = false;
    bool pickedUp = false;
    bool onTurn = false;
};

/// What the HUD shows in one frame.
struct HudInfo {
    int holeNumber = 1;
    int holeCount = 1;
    std::string holeName;
    int par = 3;
    std::optional<int> best;
    std::string bestHolder; ///< who holds the best score ("" if unknown)
    std::vector<HudPlayer> players;
    std::optional<double> power; ///< 0..1 while a shot is being charged
    std::string message;         ///< e.g. "Ana: hole in one!"
    std::string hint;            ///< the controls that apply now
    std::string banner;          ///< big centred text over the hole ("Hole in one!"); "": none
    double bannerAge = 0;        ///< seconds since the banner appeared (it pops in)
};

/// Draws a bar at the top (hole and players) and one at the bottom (power, hints).
class Hud {
  public:
    /// Height in pixels of the top bar.
    static constexpr float topHeight = 52;
    /// Height in pixels of the bottom bar.
    static constexpr float bottomHeight = 40;
    /// The smallest window the game lays out (pixels): the top bar's texts fit side by side
    /// for up to eight players (names give way first, then the hole's name).
    static constexpr unsigned minimumWidth = 640;
    static constexpr unsigned minimumHeight = 400;

    explicit Hud(const sf::Font& font) : font_(font) {}

    /// The window area left for the hole, between the bars.
    [[nodiscard]] static sf::FloatRect boardArea(sf::Vector2u window);

    void draw(sf::RenderTarget& target, const HudInfo& info) const;

  private:
    void drawTop(sf::RenderTarget& target, const HudInfo& info) const;
    void drawBottom(sf::RenderTarget& target, const HudInfo& info) const;
    void drawBanner(sf::RenderTarget& target, const HudInfo& info) const;
    /// How much of the players' chips the top bar shows.
    enum class Chips { Names, TurnName, Scores };
    /// Width of all player chips in that style.
    [[nodiscard]] float playersWidth(const HudInfo& info, Chips chips) const;

    const sf::Font& font_;
};

} // namespace golf::game
