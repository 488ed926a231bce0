#include "pair_bound.hpp"

#include "golf/core/assert.hpp"
#include "motion.hpp"

#include <cmath>
#include <limits>

namespace golf {

PairBound PairBound::take(const Trajectory& a, double speedA, const PieceKey& keyA,
                          const Trajectory& b, double speedB, const PieceKey& keyB,
                          double contactDistance) {
    GOLF_ASSERT(speedA == length(a.velocity) && speedB == length(b.velocity));
    const double travelledA = distanceAfter(speedA, a.decel, a.elapsed);
    const double travelledB = distanceAfter(speedB, b.decel, b.elapsed);
    // positionAfter's operations, with the speed and the travel at hand.
    const auto position = [](const Trajectory& path, double speed, double travelled) {
        return speed == 0 ? path.origin : path.origin + path.velocity / speed * travelled;
    };
    const Vec2 positionA = position(a, speedA, travelledA);
    const Vec2 positionB = position(b, speedB, travelledB);
    return {.serialA = keyA.serial,
            .serialB = keyB.serial,
            .travelledA = travelledA,
            .travelledB = travelledB,
            .budget = length(positionA - positionB) - contactDistance - margin};
}

} // namespace golf
