#include "free_spot.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/mover_motion.hpp"

#include <cmath>
#include <numbers>

namespace golf {

bool isFreeSpot(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock) {
    const double r = level.ballRadius;
    // The loader's rule for the tee and setup balls: the centre not in water nor on its edge.
    if (!discFitsOnFloor(level, centre, r) || level.touchesWater(centre)) {
        return false;
    }
    for (const Mover& mover : level.movers) {
        if (nearestOnMover(mover, centre, clock).distance < r - touchTolerance) {
            return false;
        }
    }
    for (const Vec2 other : others) {
        // Touching is allowed: the same tolerance as discFitsOnFloor.
        if (length(other - centre) < 2 * r - touchTolerance) {
            return false;
        }
    }
    return true;
}

Vec2 freeSpotNear(const Level& level, Vec2 centre, std::span<const Vec2> others, double clock) {
    if (isFreeSpot(level, centre, others, clock)) {
        return centre;
    }
    const double r = level.ballRadius;
    for (int ring = 1; ring <= 64; ++ring) {
        const int points = 8 * ring;
        for (int k = 0; k < points; ++k) {
            const double angle = 2 * std::numbers::pi * k / points;
            const Vec2 spot{centre.x + ring * r * std::cos(angle),
                            centre.y + ring * r * std::sin(angle)};
            // A ball put back into the cup would drop at once, so the rings skip it.
            if (isFreeSpot(level, spot, others, clock) &&
                length(spot - level.cup) > level.cupRadius) {
                return spot;
            }
        }
    }
    return centre;
}

} // namespace golf
