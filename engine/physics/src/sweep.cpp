#include "sweep.hpp"

#include <algorithm>
#include <cmath>

namespace golf {

std::optional<double> sweepDiscEntry(Vec2 centre, Vec2 dir, double maxDistance, Vec2 disc,
                                     double radius) {
    const Vec2 m = centre - disc;
    const double c = dot(m, m) - radius * radius;
    const double b = dot(m, dir);
    if (b >= 0) {
        return std::nullopt; // moving away from the centre, or past it
    }
    if (c <= 0) {
        // On the rim moving in, or inside by no more than rounding (contactSlop: a piece that
        // begins where another event ended the last one at the instant of entry): now.
        // Deeper inside: entered before (or placed there), never again on this piece.
        return c >= -2 * radius * contactSlop ? std::optional<double>(0.0) : std::nullopt;
    }
    const double d = b * b - c;
    if (d <= 0) {
        return std::nullopt; // passes outside, or only touches the rim
    }
    // Smaller root of s^2 + 2 b s + c = 0, written without cancellation (0 on the rim).
    const double enter = c / (-b + std::sqrt(d));
    if (enter > maxDistance) {
        return std::nullopt;
    }
    return enter;
}

std::optional<double> sweepCup(Vec2 centre, Vec2 dir, double speed, double decel,
                               double maxDistance, Vec2 cup, double cupRadius,
                               double captureSpeed) {
    const Vec2 m = centre - cup;
    const double c = dot(m, m) - cupRadius * cupRadius;
    if (speed == 0) {
        return c <= 0 ? std::optional<double>(0.0) : std::nullopt;
    }
    // The path is inside the cup for distances in [enter, leave].
    const double b = dot(m, dir);
    const double disc = b * b - c;
    if (disc < 0) {
        return std::nullopt;
    }
    const double root = std::sqrt(disc);
    const double leave = -b + root;
    const double enter = c <= 0 ? 0.0 : c / (-b + root);
    if (leave < 0 || (c > 0 && b >= 0)) {
        return std::nullopt; // the cup is behind the ball
    }
    // The ball is slow enough from this distance on.
    double slowFrom = 0;
    if (speed > captureSpeed) {
        if (decel <= 0) {
            return std::nullopt;
        }
        slowFrom = (speed * speed - captureSpeed * captureSpeed) / (2 * decel);
    }
    const double stopAt = decel > 0 ? speed * speed / (2 * decel) : maxDistance;
    const double first = std::max(enter, slowFrom);
    if (first > leave || first > maxDistance || first > stopAt) {
        return std::nullopt;
    }
    return first;
}

} // namespace golf
