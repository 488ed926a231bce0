#pragma once

// Closed-form motion of a ball between contacts: a straight line, slowing at the constant
// deceleration a until it stops exactly. Distance after t seconds: s(t) = v t - a t^2 / 2.

#include "golf/core/vec2.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace golf {

/// Seconds until a ball at `speed` stops under deceleration `decel` (infinity if decel is 0).
[[nodiscard]] inline double stopTime(double speed, double decel) {
    return decel > 0 ? speed / decel : std::numeric_limits<double>::infinity();
}

/// distanceAfter before the stop (t < stopTime(speed, decel)): v t - a t^2 / 2, the same
/// operations (a caller that knows the ball rolls on skips the test).
[[nodiscard]] inline double rollingDistance(double speed, double decel, double t) {
    return speed * t - decel * t * t / 2;
}

/// distanceAfter with the stop time `stop` = stopTime(speed, decel) already at hand (a loop
/// over many times of one roll computes it once).
[[nodiscard]] inline double distanceAfter(double speed, double decel, double t, double stop) {
    if (t >= stop) {
        return speed * speed / (2 * decel);
    }
    return rollingDistance(speed, decel, t);
}

/// Distance travelled in `t` seconds (t is clamped to the stop time).
[[nodiscard]] inline double distanceAfter(double speed, double decel, double t) {
    return distanceAfter(speed, decel, t, stopTime(speed, decel));
}

/// Seconds to travel `distance` along the path; infinity if the ball stops before.
/// Uses the cancellation-free root t = 2 d / (v + sqrt(v^2 - 2 a d)).
[[nodiscard]] inline double timeToTravel(double speed, double decel, double distance) {
    if (distance <= 0) {
        return 0;
    }
    const double rest = speed * speed - 2 * decel * distance;
    if (rest < 0 || speed <= 0) {
        return std::numeric_limits<double>::infinity();
    }
    return 2 * distance / (speed + std::sqrt(rest));
}

} // namespace golf

namespace golf {

/// True if `velocity` can be normalised accurately: its squared length is a normal double
/// (speed >= about 1.5e-154 tiles/s), so length() is correctly rounded and velocity / length
/// is a unit vector. Slower velocities (their squares underflow, to 0 below about 1e-162, which
/// made NaN positions) count as rest everywhere in the physics.
[[nodiscard]] inline bool hasDirection(Vec2 velocity) {
    return lengthSquared(velocity) >= std::numeric_limits<double>::min();
}

/// Where a ball starting at `position` with `velocity` is after `t` seconds of free rolling.
[[nodiscard]] inline Vec2 positionAfter(Vec2 position, Vec2 velocity, double decel, double t) {
    const double speed = length(velocity);
    if (speed == 0) {
        return position;
    }
    return position + velocity / speed * distanceAfter(speed, decel, t);
}

/// Speed below which a rolling ball counts as stopped (tiles/s). Without it, a ball whose stop
/// falls on a tick boundary could keep a rounding residue of 1e-16 tiles/s for one more tick.
inline constexpr double restSpeed = 1e-9;

/// Its velocity after `t` seconds of free rolling: exactly zero once it has stopped.
/// True once a ball that rolled off at `speed` is at rest `t` seconds later: exactly when
/// velocityAfter gives zero.
[[nodiscard]] inline bool stoppedAfter(double speed, double decel, double t, double stop) {
    return speed == 0 || t >= stop || speed - decel * t <= restSpeed;
}
[[nodiscard]] inline bool stoppedAfter(double speed, double decel, double t) {
    return stoppedAfter(speed, decel, t, stopTime(speed, decel));
}

/// A time (seconds since the piece began) up to which a roll surely goes on and surely stays
/// short of `reach` (tiles) as computed in doubles: for every t in [0, result],
/// stoppedAfter(speed, decel, t) is false and distanceAfter(speed, decel, t) < reach. So a loop
/// over many ticks may test `t <= result` instead of both formulas and get the same answers.
/// Never above `limit`; -1 when there is no such time (or the ball is too slow to tell).
/// Preconditions: speed >= 0, decel >= 0, limit finite.
/// Why it holds: stoppedAfter is monotone in t (every rounding in it is). distanceAfter's exact
/// value grows until the stop, and its computed value is within 3.01 u v t of the exact one
/// (u = 2^-53; a t^2 / 2 <= v t / 2 before the stop), so any t <= T computes at most
/// distanceAfter(T) + 6.02 u v T; the test keeps a margin of 1e-14 v T (and 1e-300 for
/// subnormal values).
/// `stop`: stopTime(speed, decel), which a quiet skip has at hand already (the overload below
/// works it out).
[[nodiscard]] inline double quietUntil(double speed, double decel, double stop, double reach,
                                       double limit) {
    double t = limit;
    if (reach < std::numeric_limits<double>::infinity()) {
        t = std::min(t, timeToTravel(speed, decel, reach * (1 - 1e-10)));
    }
    if (decel > 0) {
        t = std::min(t, (speed - 2 * restSpeed) / decel);
    }
    if (!(t >= 0) || stoppedAfter(speed, decel, t, stop) ||
        !(distanceAfter(speed, decel, t, stop) + 1e-14 * speed * t + 1e-300 < reach)) {
        return -1;
    }
    return t;
}
/// quietUntil with the stop time worked out.
[[nodiscard]] inline double quietUntil(double speed, double decel, double reach, double limit) {
    return quietUntil(speed, decel, stopTime(speed, decel), reach, limit);
}

[[nodiscard]] inline Vec2 velocityAfter(Vec2 velocity, double decel, double t) {
    const double speed = length(velocity);
    if (stoppedAfter(speed, decel, t)) {
        return {};
    }
    return velocity / speed * (speed - decel * t);
}

/// A ball's centre and velocity at one instant.
struct RollState {
    Vec2 position;
    Vec2 velocity;
};

/// positionAfter and velocityAfter in one: the speed, the direction and the stop time worked
/// out once for both (a sample of a rolling ball each tick), the same bits as the two calls.
[[nodiscard]] inline RollState rollStateAfter(Vec2 position, Vec2 velocity, double decel,
                                              double t) {
    const double speed = length(velocity);
    if (speed == 0) {
        return {position, {}};
    }
    const double stop = stopTime(speed, decel);
    const Vec2 dir = velocity / speed;
    return {.position = position + dir * distanceAfter(speed, decel, t, stop),
            .velocity = stoppedAfter(speed, decel, t, stop) ? Vec2{} : dir * (speed - decel * t)};
}

} // namespace golf
