#pragma once

// Surface crossings of a piece of motion (straight or curved, SPEC section 4): where the ball's
// centre enters a tile of another floor or slope. Each Taylor step is split where its velocity
// components change sign; on each monotonic part the tile edges passed are known from the
// part's ends and each is found by bisection on the step's polynomial: a DDA over curves.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "slope_path.hpp"

#include <optional>

namespace golf {

/// Where a piece of motion enters a tile of another surface.
struct SurfaceCrossing {
    double time = 0; ///< seconds from the piece's start
    Vec2 point;      ///< the centre on the edge (the crossed edge's coordinate exact)
    TileIndex tile;  ///< the tile entered
};

/// The first time in [0, path.end()] at which the centre enters a tile whose surface differs
/// from `tile`'s, the tile the piece starts in (tileAhead of its start); nullopt if none.
/// Through a tile corner the diagonal tile is entered.
[[nodiscard]] std::optional<SurfaceCrossing>
firstSurfaceCrossing(const Level& level, const SlopePath& path, TileIndex tile);

} // namespace golf
