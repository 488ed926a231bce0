#include "golf/core/geometry.hpp"

#include <algorithm>
#include <limits>

namespace golf {

double distanceToSegment(Vec2 p, Vec2 a, Vec2 b) {
    const Vec2 ab = b - a;
    const double length2 = dot(ab, ab);
    const double t = length2 > 0 ? std::clamp(dot(p - a, ab) / length2, 0.0, 1.0) : 0.0;
    return length(p - (a + ab * t));
}

TilePolygon solidPolygon(Tile tile, int col, int row) {
    const double x0 = col;
    const double y0 = row;
    const double x1 = col + 1;
    const double y1 = row + 1;
    switch (tile) {
    case Tile::Open:
        return {};
    case Tile::Block:
    case Tile::Void:
        return {{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}}, 4};
    case Tile::LowerLeft:
        return {{{{x0, y0}, {x1, y1}, {x0, y1}}}, 3};
    case Tile::LowerRight:
        return {{{{x1, y0}, {x1, y1}, {x0, y1}}}, 3};
    case Tile::UpperRight:
        return {{{{x0, y0}, {x1, y0}, {x1, y1}}}, 3};
    case Tile::UpperLeft:
        return {{{{x0, y0}, {x1, y0}, {x0, y1}}}, 3};
    }
    return {};
}

bool insidePolygon(Vec2 p, const TilePolygon& polygon) {
    // Clockwise on screen (y down) puts the inside on the right of every edge.
    for (std::size_t i = 0; i < polygon.count; ++i) {
        const Vec2 a = polygon.corner(i);
        if (cross(polygon.corner(i + 1) - a, p - a) < 0) {
            return false;
        }
    }
    return true;
}

double distanceToPolygon(Vec2 p, const TilePolygon& polygon) {
    if (insidePolygon(p, polygon)) {
        return 0.0;
    }
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < polygon.count; ++i) {
        best = std::min(best, distanceToSegment(p, polygon.corner(i), polygon.corner(i + 1)));
    }
    return best;
}

} // namespace golf
