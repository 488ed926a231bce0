#include "slope_rules.hpp"

#include "golf/core/assert.hpp"

#include <cmath>

namespace golf {

bool startsRolling(SlopeField field) {
    return length(field.push) > field.decel;
}

WallRest restAgainstWall(SlopeField field, Vec2 normal) {
    const double into = dot(field.push, normal);
    if (into > 0) {
        return {.rests = false, .slide = {}, .pulledAway = true};
    }
    const Vec2 along = field.push - normal * into;
    return {.rests = length(along) <= field.decel, .slide = along, .pulledAway = false};
}

double geometricSum(double first, double ratio) {
    GOLF_ASSERT(ratio >= 0 && ratio < 1);
    return first / (1 - ratio);
}

BounceSeries bounceSeries(double speed, double push, double decel, double restitution) {
    GOLF_ASSERT(push > 0 && decel >= 0 && restitution >= 0 && restitution < 1 && speed >= 0);
    BounceSeries series;
    const double outTime = speed / (push + decel);
    if (push <= decel) {
        // The flight out stops for good: the floor holds the ball against the push.
        series.staysOff = speed > 0;
        series.duration = outTime;
        series.stopDistance = speed * speed / (2 * (push + decel));
        return series;
    }
    const double back = std::sqrt((push - decel) / (push + decel)); // return over leaving speed
    series.ratio = restitution * back;
    // One flight at leaving speed w lasts w (1 / (G + a) + back / (G - a)); the leaving
    // speeds are speed, speed r, speed r^2, ...
    const double firstFlight = outTime + speed * back / (push - decel);
    series.duration = geometricSum(firstFlight, series.ratio);
    return series;
}

} // namespace golf
