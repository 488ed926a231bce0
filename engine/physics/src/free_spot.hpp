#pragma once

// Where a ball may be put: the tee rule of SPEC section 5 ("Occupied tee"), shared by the
// World (a ball entering at the tee, a ball put back after water) and the tick solver (a
// ball leaving a teleport whose exit another ball covers).

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <span>

namespace golf {

/// True if a ball of the level's radius centred at `centre` fits on the floor (its disc
/// overlaps no solid part; its centre is not in water nor on its edge), overlaps no mover where
/// it is at hole-clock time `clock` (seconds) and none of the balls centred at `others`
/// (touching, within touchTolerance, is allowed).
[[nodiscard]] bool isFreeSpot(const Level& level, Vec2 centre, std::span<const Vec2> others,
                              double clock);

/// A spot freeSpotNear chose, and whether the choice may have depended on the clock.
struct FreeSpot {
    Vec2 centre;
    /// Some spot tried, up to the one chosen, fits on the floor clear of the other balls and
    /// lies within a ball's radius (and a rounding margin) of a mover's swept region, where the
    /// mover may be at one instant and not at another. False: the same level, centre and other
    /// balls give the same spot at any clock (World::clockRead).
    bool clockMattered = false;
};

/// `centre` if it is a free spot, else the first free spot of rings of radius k * ballRadius
/// (k = 1 .. 64) around it, 8k points each from angle 0 clockwise on screen, skipping spots
/// within the cup's radius; `centre` itself if none is free.
[[nodiscard]] Vec2 freeSpotNear(const Level& level, Vec2 centre, std::span<const Vec2> others,
                                double clock);

/// freeSpotNear's spot, and whether a mover could have changed it (FreeSpot::clockMattered).
[[nodiscard]] FreeSpot findFreeSpot(const Level& level, Vec2 centre, std::span<const Vec2> others,
                                    double clock);

} // namespace golf
