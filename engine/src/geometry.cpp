#include "geometry.hpp"

#include <algorithm>
#include <limits>

namespace golf {

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double t = std::clamp(dot(p - a, ab) / dot(ab, ab), 0.0, 1.0);
    return length(p - (a + ab * t));
}

std::vector<Vec2> solidPolygon(Tile tile, int col, int row) {
    const double x0 = col;
    const double y0 = row;
    const double x1 = col + 1;
    const double y1 = row + 1;
    switch (tile) {
    case Tile::Open:
        return {};
    case Tile::Block:
    case Tile::Void:
        return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
    case Tile::LowerLeft:
        return {{x0, y0}, {x1, y1}, {x0, y1}};
    case Tile::LowerRight:
        return {{x1, y0}, {x1, y1}, {x0, y1}};
    case Tile::UpperRight:
        return {{x0, y0}, {x1, y0}, {x1, y1}};
    case Tile::UpperLeft:
        return {{x0, y0}, {x1, y0}, {x0, y1}};
    }
    return {};
}

double distanceToConvexPolygon(Vec2 p, const std::vector<Vec2>& polygon) {
    // Clockwise on screen (y down) means every edge has the inside on its right:
    // cross(edge, p - start) >= 0 for all edges when p is inside.
    bool inside = true;
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Vec2 a = polygon[i];
        const Vec2 b = polygon[(i + 1) % polygon.size()];
        if (cross(b - a, p - a) < 0) {
            inside = false;
        }
        best = std::min(best, distanceToSegment(p, a, b));
    }
    return inside ? 0.0 : best;
}

} // namespace golf
