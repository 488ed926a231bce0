#include "free_spot.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/mover_swept.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace golf {

namespace {

/// Tiles beyond a ball's radius within which a spot counts as near a swept region: far more
/// than the rounding of a mover's position at any clock (nearestOnMover against
/// distanceToSweptRegion), far less than a tile.
constexpr double sweptMargin = 1e-6;

/// The clock-free part of isFreeSpot: the disc fits on the floor, its centre not in water nor on
/// its edge, clear of the balls at `others`.
bool fitsClearOfBalls(const Level& level, Vec2 centre, std::span<const Vec2> others) {
    const double r = level.ballRadius;
    // The loader's rule for the tee and setup balls: the centre not in water nor on its edge.
    if (!discFitsOnFloor(level, centre, r) || level.touchesWater(centre)) {
        return false;
    }
    for (const Vec2 other : others) {
        // Touching is allowed: the same tolerance as discFitsOnFloor.
        if (length(other - centre) < 2 * r - touchTolerance) {
            return false;
        }
    }
    return true;
}

bool clearOfMovers(const Level& level, Vec2 centre, double clock) {
    for (const Mover& mover : level.movers) {
        if (nearestOnMover(mover, centre, clock).distance < level.ballRadius - touchTolerance) {
            return false;
        }
    }
    return true;
}

/// True if some mover's swept region comes within a ball's radius of `centre`: only there may
/// clearOfMovers depend on the clock.
bool nearSweptRegion(const Level& level, Vec2 centre) {
    return std::any_of(level.movers.begin(), level.movers.end(), [&](const Mover& mover) {
        return distanceToSweptRegion(mover, centre) < level.ballRadius + sweptMargin;
    });
}

/// isFreeSpot, noting in `found.clockMattered` a spot near a swept region.
bool freeNoting(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock,
                FreeSpot& found) {
    if (!fitsClearOfBalls(level, centre, others)) {
        return false;
    }
    if (!nearSweptRegion(level, centre)) {
        return true; // no mover reaches it at any clock
    }
    found.clockMattered = true;
    return clearOfMovers(level, centre, clock);
}

} // namespace

bool isFreeSpot(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock) {
    return fitsClearOfBalls(level, centre, others) && clearOfMovers(level, centre, clock);
}

FreeSpot findFreeSpot(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock) {
    FreeSpot found{.centre = centre};
    if (freeNoting(level, centre, others, clock, found)) {
        return found;
    }
    const double r = level.ballRadius;
    for (int ring = 1; ring <= 64; ++ring) {
        const int points = 8 * ring;
        for (int k = 0; k < points; ++k) {
            const double angle = 2 * std::numbers::pi * k / points;
            const Vec2 spot{centre.x + ring * r * std::cos(angle),
                            centre.y + ring * r * std::sin(angle)};
            // A ball put back into the cup would drop at once, so the rings skip it.
            if (freeNoting(level, spot, others, clock, found) &&
                length(spot - level.cup) > level.cupRadius) {
                found.centre = spot;
                return found;
            }
        }
    }
    return found; // centre itself
}

Vec2 freeSpotNear(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock) {
    return findFreeSpot(level, centre, others, clock).centre;
}

} // namespace golf
