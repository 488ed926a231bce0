#include "pair_bound.hpp"

#include "motion.hpp"

#include <cmath>
#include <limits>

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

std::pair<double, double> shareBound(const PairBound& bound, PieceMotion a, PieceMotion b) {
    const double left =
        bound.budget - (a.travelled - bound.travelledA) - (b.travelled - bound.travelledB);
    if (!(left > 0)) {
        return {a.travelled, b.travelled};
    }
    // How far each can still roll: if that is less than the budget left, by more than any
    // rounding of the distances (the budget keeps PairBound::margin besides), they never touch
    // on these pieces.
    if (a.rollLeft + b.rollLeft < left - PairBound::margin / 2) {
        const double never = std::numeric_limits<double>::infinity();
        return {never, never};
    }
    const double both = a.speed + b.speed;
    const double shareA = both > 0 ? left * (a.speed / both) : left / 2;
    return {a.travelled + shareA, b.travelled + (left - shareA)};
}

} // namespace golf
