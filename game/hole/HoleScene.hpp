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
    bool ripple = true; ///< the cup's bright ripple: not for a ball knocked in (it comes back)
};

/// The aim of the player on turn.
struct AimSprite {
    Vec2 origin;                   ///< ball centre
    Vec2 direction;                ///< unit vector of the shot
    double power = 0;              ///< 0..1
    std::optional<Vec2> dragPoint; ///< the mouse while dragging (world units)
    /// Aimed by the keyboard (or shown for a computer): a dotted guide line of a fixed length
    /// (aimGuidePixels) shows the direction whatever the power.
    bool guide = false;
};

/// A piece of the holing celebration's confetti.
struct ConfettiSprite {
    Vec2 position; ///< world units
    double size;   ///< tiles
    sf::Color colour;
};

/// A line on the hole: a shot's path in the replay viewer, the ghost of the best round.
struct PathSprite {
    std::vector<Vec2> points; ///< world units
    sf::Color colour;         ///< with its alpha: paths are faint
};

/// A hit that lights a special wall tile for a moment (a bumper's flash).
struct WallFlash {
    int col = 0;
    int row = 0;
    double strength = 0; ///< 0 (none) .. 1 (just hit)
};

/// Everything dynamic on the hole for one frame.
struct HoleScene {
    std::vector<BallSprite> balls;
    std::vector<DropSprite> drops;
    std::optional<AimSprite> aim;
    std::vector<PathSprite> paths;         ///< drawn on the turf, under the balls
    std::vector<Vec2> preview;             ///< aiming aid: to the first contact and after it
    std::vector<std::vector<Vec2>> trails; ///< recent positions of rolling balls, oldest first
    std::vector<sf::Color> trailColours;   ///< one per trail
    double seconds = 0;                    ///< animation time, for gentle pulsing
    /// The hole clock to draw movers at (seconds, >= 0): between the last two ticks by the
    /// share of a tick accumulated, so that blades turn smoothly between fixed steps.
    double holeClock = 0;
    std::vector<double> moverFlash;       ///< per mover of the level, 0..1: a hit's flash
    std::vector<WallFlash> wallFlashes;   ///< special wall tiles lit by a hit
    std::vector<ConfettiSprite> confetti; ///< the celebration on holing, over everything
};

} // namespace golf::game
