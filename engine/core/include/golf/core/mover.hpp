#pragma once

/// \file
/// The moving and special elements of level format 3 (SPEC section 2, "Moving and special
/// elements"): movers (turning blades, sliding blocks), teleports, special walls and one-way
/// gates. Plain value types; where a mover is at a hole-clock instant is in mover_motion.hpp.

#include "golf/core/tile.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <optional>

namespace golf {

/// Which way blades turn, as seen on the screen (y grows down).
enum class TurnSense : std::uint8_t {
    Clockwise,        ///< growing angles (SPEC section 1: 0 right, 90 down)
    Counterclockwise, ///< shrinking angles
};

/// A windmill: `arms` capsules around `pivot`. Arm k points at phase + 360 k / arms
/// + 360 t / period degrees at hole-clock time t (the sign of the last term by `turn`); each is
/// the segment from the pivot to `length` tiles out, thickened by width / 2 on every side.
struct Blades {
    Vec2 pivot;          ///< world units
    int arms = 4;        ///< 1..8
    double length = 1.4; ///< tiles, > 0
    double width = 0.16; ///< tiles, > 0
    double period = 4;   ///< seconds per turn, (0, 3600]
    double phase = 0;    ///< degrees, finite
    TurnSense turn = TurnSense::Clockwise;
    friend bool operator==(const Blades&, const Blades&) = default;
};

/// A sliding block: an axis-aligned box of `size` whose centre moves from `from` to `to` and
/// back at constant speed, `period` seconds for the round trip; `phase` in [0, 1) is the
/// fraction of the period gone at t = 0 (0: at `from`, moving toward `to`).
struct Slider {
    Vec2 from;         ///< world units
    Vec2 to;           ///< world units
    Vec2 size{1, 0.5}; ///< width (x) and height (y) in tiles, both > 0
    double period = 3; ///< seconds, (0, 3600]
    double phase = 0;  ///< [0, 1)
    friend bool operator==(const Slider&, const Slider&) = default;
};

/// The two kinds of mover.
enum class MoverKind : std::uint8_t { Blades, Slider };

/// One mover: solid, of infinite mass, a function of the hole clock alone. Only the member of
/// `kind` is meaningful.
struct Mover {
    MoverKind kind = MoverKind::Blades;
    Blades blades;
    Slider slider;
    friend bool operator==(const Mover&, const Mover&) = default;
};

/// A teleport: a ball whose centre enters the `from` disc (centre `entry`, `radius`) is moved
/// so that its centre is at `exit`, keeping its speed, its direction or `exitAngle`.
struct Teleport {
    Vec2 entry;                      ///< the from disc's centre, world units
    double radius = 0.35;            ///< the from disc's radius, tiles, > 0
    Vec2 exit;                       ///< "to", world units
    std::optional<double> exitAngle; ///< degrees (SPEC section 1); nullopt: keep the direction
    friend bool operator==(const Teleport&, const Teleport&) = default;
};

/// A legend character that is a solid tile of `shape` whose faces have their own restitution
/// ("wall": {"shape": "#", "restitution": 1.25}).
struct SpecialWall {
    char symbol = '*';        ///< the legend character
    Tile shape = Tile::Block; ///< Block or one of the four triangles
    double restitution = 0.8; ///< [0, 1.5]; above 1 a bumper (never past maxShotSpeed)
    friend bool operator==(const SpecialWall&, const SpecialWall&) = default;
};

/// A legend character that is a grass tile with one-way edges ("gate": {"pass": 0}): its two
/// edges across `pass` let a ball through in the direction `pass` and bounce it (the level's
/// wallRestitution) the other way; its other two edges are open.
struct Gate {
    char symbol = '>'; ///< the legend character
    int pass = 0;      ///< degrees: 0, 90, 180 or 270
    friend bool operator==(const Gate&, const Gate&) = default;
};

} // namespace golf
