#pragma once

/// \file
/// What moves on the hole in one frame: plain data handed from play to drawing.

#include "golf/core/vec2.hpp"

#include <SFML/Graphics/Color.hpp>
#include <optional>
#include <vector>

namespace golf::game {

/// A ball to draw.
struct BallSprite {
    Vec2 position;
    sf::Color colour;
    bool ghost = false;   ///< not in play yet: shown faintly where it will enter
    bool current = false; ///< its player's turn: marked with a ring
};

/// A ball dropping into the cup.
struct DropSprite {
    Vec2 from;       ///< where it was when it dropped
    double progress; ///< 0 at the drop .. 1 gone
    sf::Color colour;
};

/// The aim of the player on turn.
struct AimSprite {
    Vec2 origin;                   ///< ball centre
    Vec2 direction;                ///< unit vector of the shot
    double power = 0;              ///< 0..1
    std::optional<Vec2> dragPoint; ///< the mouse while dragging (world units)
};

/// Everything dynamic on the hole for one frame.
struct HoleScene {
    std::vector<BallSprite> balls;
    std::vector<DropSprite> drops;
    std::optional<AimSprite> aim;
    std::vector<Vec2> preview;             ///< predicted path up to just after the first bounce
    std::vector<std::vector<Vec2>> trails; ///< recent positions of rolling balls, oldest first
    std::vector<sf::Color> trailColours;   ///< one per trail
    double seconds = 0;                    ///< animation time, for gentle pulsing
};

} // namespace golf::game
