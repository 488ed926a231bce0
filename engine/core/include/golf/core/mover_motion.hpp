#pragma once

/// \file
/// Where movers are at an instant of the hole clock (SPEC section 2): pure functions of the
/// mover and the time, computed with the project's own sine and cosine (turn_trig.hpp) so that
/// every build and platform gives the same bits.

#include "golf/core/assert.hpp"
#include "golf/core/mover.hpp"
#include "golf/core/vec2.hpp"

#include <cmath>

namespace golf {

/// The direction of arm `arm` (0 <= arm < blades.arms) of `blades` at hole-clock time `t`
/// (seconds, finite, >= 0), in turns reduced to [0, 1): phase / 360 + arm / arms
/// +- t / period.
[[nodiscard]] double armTurns(const Blades& blades, int arm, double t);

/// x - floor(x), kept below 1 (for a tiny negative x the difference rounds up to 1): the
/// fraction of a turn or of a period the movers use.
[[nodiscard]] inline double moverFraction(double x) {
    const double f = x - std::floor(x);
    return f < 1 ? f : 0;
}

/// armTurns in parts, for many times of one arm: armTurnsOfSpin(blades, armTurnsBase(blades,
/// arm), bladesSpin(blades, t)) is armTurns(blades, arm, t) bit for bit (it is computed so).
/// armTurnsBase: phase / 360 + arm / arms; bladesSpin: the turns of the clock at t (finite,
/// >= 0) reduced to [0, 1).
[[nodiscard]] inline double armTurnsBase(const Blades& blades, int arm) {
    return blades.phase / 360 + static_cast<double>(arm) / blades.arms;
}
[[nodiscard]] inline double bladesSpin(const Blades& blades, double t) {
    return moverFraction(t / blades.period);
}
[[nodiscard]] inline double armTurnsOfSpin(const Blades& blades, double base, double spin) {
    return moverFraction(base + (blades.turn == TurnSense::Clockwise ? spin : -spin));
}

/// The unit vector of armTurns (SPEC section 1 angles: 0 right, 1/4 turn down).
[[nodiscard]] Vec2 armDirection(const Blades& blades, int arm, double t);

/// The signed angular speed of the blades in radians per second: positive for growing angles
/// (TurnSense::Clockwise on the screen).
[[nodiscard]] double angularSpeed(const Blades& blades);

/// The slider's centre at hole-clock time `t` (seconds, finite, >= 0). Inline: the slider
/// search evaluates it at every step.
[[nodiscard]] inline Vec2 sliderCentre(const Slider& slider, double t) {
    GOLF_ASSERT(std::isfinite(t) && t >= 0);
    const double f = moverFraction(slider.phase + t / slider.period);
    if (f < 0.5) {
        return slider.from + (slider.to - slider.from) * (2 * f);
    }
    return slider.to + (slider.from - slider.to) * (2 * f - 1);
}

/// The slider's velocity at `t` (tiles/s): constant on each leg; at a turning point, the
/// velocity of the leg that starts there.
[[nodiscard]] Vec2 sliderVelocity(const Slider& slider, double t);

/// The velocity (tiles/s) at time `t` of the mover's material point that is at `point` then.
[[nodiscard]] Vec2 surfaceVelocity(const Mover& mover, Vec2 point, double t);

/// The fastest any point of the mover's surface moves (tiles/s): |omega| (length + width / 2)
/// for blades, the slider's speed 2 |to - from| / period.
[[nodiscard]] double maxSurfaceSpeed(const Mover& mover);

/// The point of the mover's solid shape at `t` nearest `point`, and the distance to it
/// (tiles, 0 when `point` is inside). `normal` is the unit vector from `closest` to `point`
/// (for a point inside or on the shape: the outward normal of the nearest face).
struct MoverProximity {
    double distance = 0;
    Vec2 closest;
    Vec2 normal;
};
[[nodiscard]] MoverProximity nearestOnMover(const Mover& mover, Vec2 point, double t);

} // namespace golf
