#pragma once

// Small pure geometric helpers shared by the level model and the physics.

#include "golf/tile.hpp"
#include "golf/vec2.hpp"

#include <array>
#include <vector>

namespace golf {

/// Distance from point p to the segment [a, b] (a != b).
[[nodiscard]] double distanceToSegment(Vec2 p, Vec2 a, Vec2 b);

/// The solid part of the tile at (col, row) as a convex polygon (clockwise on screen):
/// 4 corners for a full block, 3 for a triangle, none for open floor.
[[nodiscard]] std::vector<Vec2> solidPolygon(Tile tile, int col, int row);

/// Distance from p to a convex polygon given clockwise on screen (0 if p is inside).
[[nodiscard]] double distanceToConvexPolygon(Vec2 p, const std::vector<Vec2>& polygon);

} // namespace golf
