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

BounceSeries slidingBounceSeries(double speed, double push, double restitution) {
    GOLF_ASSERT(speed >= 0 && push > 0 && restitution >= 0 && restitution < 1);
    BounceSeries series;
    series.ratio = restitution;
    series.duration = geometricSum(2 * speed / push, restitution);
    return series;
}

ValleySeries valleySeries(double speed, double pushA, double decelA, double pushB, double decelB) {
    GOLF_ASSERT(speed > 0 && pushA > decelA && pushB > decelB && decelA >= 0 && decelB >= 0 &&
                decelA + decelB > 0);
    const double rA = std::sqrt((pushA - decelA) / (pushA + decelA));
    const double rB = std::sqrt((pushB - decelB) / (pushB + decelB));
    const double tA = 1 / (pushA + decelA) + rA / (pushA - decelA);
    const double tB = 1 / (pushB + decelB) + rB / (pushB - decelB);
    ValleySeries series;
    series.ratio = rA * rB;
    series.duration = geometricSum(speed * (tB + rB * tA), series.ratio);
    series.reachB = speed * speed / (2 * (pushB + decelB));
    const double back = speed * rB;
    series.reachA = back * back / (2 * (pushA + decelA));
    return series;
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
