#include "floor_crossing.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "motion.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace golf {

namespace {

/// The tile index along one axis of a coordinate leaving along `d`. A coordinate beyond 2^30
/// (a stop that a vanishing deceleration puts far outside the grid) gives an index as far outside
/// every grid: converting it to int unclamped is undefined (clang's UBSan reports it).
int cellAhead(double x, double d) {
    constexpr double outside = 1 << 30;
    if (std::abs(x) < outside) {
        // floor(x) without the library call: truncation, one less below a negative fraction.
        const int truncated = static_cast<int>(x);
        const int f = static_cast<double>(truncated) > x ? truncated - 1 : truncated;
        return static_cast<double>(f) == x && d < 0 ? f - 1 : f;
    }
    const double f = std::clamp(std::floor(x), -outside, outside);
    return static_cast<int>(f == x && d < 0 ? f - 1 : f);
}

/// The same floor and the same slope vector: sameSurface without its quick test of one entry.
bool sameFloorAndSlope(const Level& level, int col, int row, int col2, int row2) {
    return level.floorAt(col, row) == level.floorAt(col2, row2) &&
           level.slopeAt(col, row) == level.slopeAt(col2, row2);
}

} // namespace

bool sameSurface(const Level& level, int col, int row, int col2, int row2) {
    // One legend entry is one floor and slope, and most neighbours share theirs (a ray's walk
    // asks this of every tile it passes).
    return level.surfaceSlot(col, row) == level.surfaceSlot(col2, row2) ||
           sameFloorAndSlope(level, col, row, col2, row2);
}

TileIndex tileAhead(Vec2 point, Vec2 direction) {
    return {cellAhead(point.x, direction.x), cellAhead(point.y, direction.y)};
}

std::optional<FloorCrossing> firstFloorCrossing(const Level& level, Vec2 start, Vec2 direction,
                                                double maxDistance) {
    GOLF_ASSERT(maxDistance >= 0 && std::isfinite(maxDistance));
    const TileIndex first = tileAhead(start, direction);
    int col = first.col;
    int row = first.row;
    const int stepX = direction.x > 0 ? 1 : -1;
    const int stepY = direction.y > 0 ? 1 : -1;
    // The distance to the next vertical and horizontal edge, each computed from the start
    // (never accumulated), so that the crossings are as exact as one division.
    const auto edgeDistance = [&](int next, double from, double d) {
        return d == 0 ? infinity : (static_cast<double>(next) - from) / d;
    };
    // Each distance is computed again only when its edge moves (the same division).
    int nextCol = stepX > 0 ? col + 1 : col;
    int nextRow = stepY > 0 ? row + 1 : row;
    double sx = edgeDistance(nextCol, start.x, direction.x);
    double sy = edgeDistance(nextRow, start.y, direction.y);
    if (!(std::min(sx, sy) <= maxDistance)) {
        return std::nullopt; // within the first tile (a piece's first tick, most often)
    }
    // The surface by its slot (Level::surfaceSlot, inline): one slot is one surface object,
    // so the same slot is the same surface, as sameSurface's quick test.
    int slot = level.surfaceSlot(col, row);
    for (;;) {
        const double s = std::min(sx, sy);
        if (!(s <= maxDistance)) {
            return std::nullopt;
        }
        const int newCol = sx <= sy ? col + stepX : col;
        const int newRow = sy <= sx ? row + stepY : row;
        const int entered = level.surfaceSlot(newCol, newRow);
        if (entered != slot && !sameFloorAndSlope(level, col, row, newCol, newRow)) {
            Vec2 point = start + direction * s;
            if (sx <= sy) {
                point.x = static_cast<double>(nextCol);
            }
            if (sy <= sx) {
                point.y = static_cast<double>(nextRow);
            }
            return FloorCrossing{.distance = s, .point = point, .col = newCol, .row = newRow};
        }
        if (newCol < -1 || newRow < -1 || newCol > level.width || newRow > level.height) {
            return std::nullopt; // beyond the grid every tile is the same solid
        }
        slot = entered;
        if (newCol != col) {
            col = newCol;
            nextCol = stepX > 0 ? col + 1 : col;
            sx = edgeDistance(nextCol, start.x, direction.x);
        }
        if (newRow != row) {
            row = newRow;
            nextRow = stepY > 0 ? row + 1 : row;
            sy = edgeDistance(nextRow, start.y, direction.y);
        }
    }
}

std::optional<FloorCrossing> firstFloorCrossing(const Level& level, Vec2 start, Vec2 direction,
                                                double maxDistance, double& clearTo) {
    // The walk's answer is the first crossing at a distance <= maxDistance: none within a
    // distance known clear, and none before a crossing found.
    if (maxDistance <= clearTo) {
        return std::nullopt;
    }
    const std::optional<FloorCrossing> crossing =
        firstFloorCrossing(level, start, direction, maxDistance);
    clearTo =
        crossing ? std::max(clearTo, std::nextafter(crossing->distance, -infinity)) : maxDistance;
    return crossing;
}

FlatRoll rollAcrossFloors(const Level& level, Vec2 start, Vec2 velocity, double maxTime) {
    FlatRoll roll;
    Vec2 p = start;
    double speed = length(velocity);
    double t = 0;
    while (speed > 0) {
        const Vec2 direction = velocity / length(velocity);
        const TileIndex tile = tileAhead(p, direction);
        const double decel = level.decelerationOf(level.floorAt(tile.col, tile.row));
        const double timeLeft = maxTime - t;
        const double reach = timeLeft >= stopTime(speed, decel)
                                 ? speed * speed / (2 * decel)
                                 : distanceAfter(speed, decel, timeLeft);
        const auto crossing = firstFloorCrossing(level, p, direction, reach);
        if (!crossing) {
            const double dt = std::min(timeLeft, stopTime(speed, decel));
            roll.rest = p + direction * reach;
            roll.time = t + dt;
            roll.stopped = dt < timeLeft || stopTime(speed, decel) == timeLeft;
            return roll;
        }
        const double dt = timeToTravel(speed, decel, crossing->distance);
        const double rest = speed * speed - 2 * decel * crossing->distance;
        speed = rest > 0 ? std::sqrt(rest) : 0;
        t += dt;
        p = crossing->point;
        roll.crossings.push_back(*crossing);
        roll.crossingTimes.push_back(t);
        if (level.floorAt(crossing->col, crossing->row) == Floor::Water) {
            break; // the ball leaves the water at once (SPEC section 4)
        }
    }
    roll.rest = p;
    roll.time = t;
    roll.stopped = true;
    return roll;
}

} // namespace golf
