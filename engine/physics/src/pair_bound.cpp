#include "pair_bound.hpp"

#include "motion.hpp"

namespace golf {

PairBound PairBound::take(const Trajectory& a, double speedA, const PieceKey& keyA,
                          const Trajectory& b, double speedB, const PieceKey& keyB,
                          double contactDistance) {
    const Vec2 positionA = positionAfter(a.origin, a.velocity, a.decel, a.elapsed);
    const Vec2 positionB = positionAfter(b.origin, b.velocity, b.decel, b.elapsed);
    return {.serialA = keyA.serial,
            .serialB = keyB.serial,
            .travelledA = distanceAfter(speedA, a.decel, a.elapsed),
            .travelledB = distanceAfter(speedB, b.decel, b.elapsed),
            .budget = length(positionA - positionB) - contactDistance - margin};
}

} // namespace golf
