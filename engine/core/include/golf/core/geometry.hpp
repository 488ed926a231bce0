#pragma once

// Small pure geometric helpers shared by the level model, the physics and reachability.

#include "golf/core/tile.hpp"
#include "golf/core/vec2.hpp"

#include <array>
#include <cstddef>

namespace golf {

/// Distance from point p to the segment [a, b]; a == b is allowed (a point).
[[nodiscard]] double distanceToSegment(Vec2 p, Vec2 a, Vec2 b);

/// The solid part of one tile as a convex polygon, corners clockwise on screen (y down):
/// 4 corners for a block or void, 3 for a triangle, none for open floor. No allocation.
struct TilePolygon {
    std::array<Vec2, 4> corners{};
    std::size_t count = 0;

    [[nodiscard]] bool empty() const { return count == 0; }
    /// Corner i, and i + 1 wrapping round: edge i runs from corner(i) to corner(i + 1).
    [[nodiscard]] Vec2 corner(std::size_t i) const { return corners[i % count]; }
};

/// The solid part of the tile at (col, row).
[[nodiscard]] TilePolygon solidPolygon(Tile tile, int col, int row);

/// True if p lies inside the polygon or on its edge. Precondition: !polygon.empty().
[[nodiscard]] bool insidePolygon(Vec2 p, const TilePolygon& polygon);

/// Distance from p to the polygon (0 if p is inside). Precondition: !polygon.empty().
[[nodiscard]] double distanceToPolygon(Vec2 p, const TilePolygon& polygon);

} // namespace golf
