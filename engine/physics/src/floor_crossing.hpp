#pragma once

// Floor crossings of a straight path (SPEC section 4, "Floors"): where a ball's centre crosses
// a tile edge into a tile of another surface (another floor, or another slope), found exactly
// by walking the tiles the path crosses (a DDA). Seams between tiles of the same surface are
// no crossing. Pure functions of the level and the path.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <optional>
#include <vector>

namespace golf {

/// Where a straight path enters a tile of another surface.
struct FloorCrossing {
    double distance = 0; ///< tiles along the path from its start
    Vec2 point;          ///< the centre on the tile edge (the edge's coordinate exact)
    int col = 0;         ///< the tile entered
    int row = 0;
};

/// True if the tiles (col, row) and (col2, row2) have the same floor and the same slope.
[[nodiscard]] bool sameSurface(const Level& level, int col, int row, int col2, int row2);

/// The tile the centre is in when it leaves `point` along `direction`: on a tile edge, the tile
/// on the side the direction points to.
struct TileIndex {
    int col = 0;
    int row = 0;
};
[[nodiscard]] TileIndex tileAhead(Vec2 point, Vec2 direction);

/// The first crossing into a tile of another surface than the one the path starts in, along
/// the straight path from `start` in the unit `direction`, within `maxDistance` tiles (a
/// crossing exactly at maxDistance counts); nullopt if none. A path through a tile corner
/// enters the diagonal tile. Preconditions: direction is a unit vector, maxDistance >= 0 and
/// finite, start inside the grid.
[[nodiscard]] std::optional<FloorCrossing> firstFloorCrossing(const Level& level, Vec2 start,
                                                              Vec2 direction, double maxDistance);

/// firstFloorCrossing(level, start, direction, maxDistance), the same answer bit for bit, that
/// keeps in `clearTo` a distance up to which the path from `start` along `direction` is known to
/// cross into no other surface (an optimisation that never changes a result): a call within it
/// answers nullopt without walking the tiles, and every call raises it to what its walk showed
/// (maxDistance, or just below the crossing found). Start it at -1 (nothing known) and keep it
/// with the one start and direction (a straight piece's walk, asked again at every tick).
[[nodiscard]] std::optional<FloorCrossing> firstFloorCrossing(const Level& level, Vec2 start,
                                                              Vec2 direction, double maxDistance,
                                                              double& clearTo);

/// A straight roll across flat floors from `start` with `velocity` (no walls, no slopes): each
/// floor slows the ball at its own deceleration, from the exact crossing point on.
struct FlatRoll {
    std::vector<FloorCrossing> crossings; ///< in order
    std::vector<double> crossingTimes;    ///< seconds from the start, one per crossing
    Vec2 rest;                            ///< where the ball stops (or is after maxTime)
    double time = 0;                      ///< when it stops (or maxTime)
    bool stopped = false;
};

/// Rolls a ball straight across the floors of `level` for at most `maxTime` seconds, stopping
/// at the first crossing into water. For tests of the closed forms and for the physics.
[[nodiscard]] FlatRoll rollAcrossFloors(const Level& level, Vec2 start, Vec2 velocity,
                                        double maxTime);

} // namespace golf
