#pragma once

// A ball rolling over floors and slopes with no walls and no other balls: pieces of motion
// (SlopePath) chained at every surface crossing, a ball that stops on a slope starting again
// from rest when the push beats the floor, water ending the roll. The physics core's events
// for floors and slopes in one place, for tests and as the reference for the tick solver.

#include "golf/core/level.hpp"
#include "slope_crossing.hpp"
#include "slope_rules.hpp"

#include <optional>
#include <vector>

namespace golf {

/// How a roll over surfaces went.
struct SurfaceRoll {
    std::vector<SurfaceCrossing> crossings; ///< in order; times from the roll's start
    Vec2 position;                          ///< where the ball is at the end
    Vec2 velocity;                          ///< zero when it rests or is watered
    double time = 0;                        ///< seconds until it rests, is watered, or maxTime
    bool rests = false;                     ///< it lies still (the floor holds it)
    bool watered = false;                   ///< its centre entered water (the last crossing)
    int pieces = 0;                         ///< pieces of motion computed
};

/// The field of a tile: its slope's push and its floor's deceleration.
[[nodiscard]] SlopeField fieldAt(const Level& level, TileIndex tile);
/// The field of a tile whose surface (Level::surfaceAt) is `surface`: fieldAt's.
[[nodiscard]] SlopeField fieldOf(const Level& level, const Surface& surface);

/// If the ball has just crossed from `from` into `into` at `point` with velocity `v`, both
/// straight along one axis, and the two tiles push it back to the line from both sides (a
/// valley whose sides reach beyond the first swings), the swing series; else nullopt.
[[nodiscard]] std::optional<ValleySeries> valleyAt(const Level& level, TileIndex from,
                                                   TileIndex into, Vec2 point, Vec2 v);

/// Rolls a ball from `start` with `velocity` over the surfaces of `level` for at most
/// `maxTime` seconds (> 0), ignoring walls. A ball at rest on a tile edge between pushes that
/// point at each other (a valley) rests there.
[[nodiscard]] SurfaceRoll rollOnSurfaces(const Level& level, Vec2 start, Vec2 velocity,
                                         double maxTime);

} // namespace golf
