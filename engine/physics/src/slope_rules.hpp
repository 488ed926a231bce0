#pragma once

// The rules of slopes that are not a path (SPEC section 4, "Slopes"): when a ball at rest
// starts to roll, when a ball pressed against a wall rests or slides along it, and the
// finite-time limit of the infinitely many shrinking bounces of a ball that a slope presses
// into a wall. Pure functions of plain values.

#include "golf/core/vec2.hpp"
#include "slope_taylor.hpp"

namespace golf {

/// True if a ball at rest under `field` starts to roll: the slope's push exceeds the floor's
/// deceleration (|g| > a). On flat floor, never.
[[nodiscard]] bool startsRolling(SlopeField field);

/// A ball at rest touching a wall whose unit `normal` points from the wall to the ball.
/// The wall takes the part of the push into it; what is left pushes along the wall.
struct WallRest {
    bool rests = true; ///< the push along the wall is at most the deceleration
    Vec2 slide;        ///< the push along the wall (tiles/s^2), zero when the slope pulls away
    bool pulledAway = false; ///< the slope pulls the ball off the wall (g . normal > 0)
};

/// How a ball at rest against a wall behaves under `field` (SPEC section 4: it rests when the
/// push along the wall is at most the floor's deceleration, else it slides along the wall;
/// when the push points away from the wall, the ball rolls off as on open floor).
/// Precondition: `normal` is a unit vector.
[[nodiscard]] WallRest restAgainstWall(SlopeField field, Vec2 normal);

/// The bounces of a ball thrown straight off a wall (its velocity along the wall's normal)
/// by a slope that presses it back into the wall: normal push G = -g . n > 0, deceleration
/// a, restitution e. Each flight goes out at speed w, stops after w / (G + a) s and, when
/// G > a, comes back in w sqrt((G - a) / (G + a)) / (G - a) s at speed w sqrt((G-a)/(G+a));
/// the wall returns e times that. The speeds shrink by r = e sqrt((G - a) / (G + a)) < 1 per
/// bounce, so the infinitely many flights add up to a finite time.
struct BounceSeries {
    double ratio = 0;    ///< r: the speed after a bounce over the one after the previous
    double duration = 0; ///< seconds until the ball lies still against the wall
    /// True if the ball never comes back (G <= a): it stops `stopDistance` off the wall.
    bool staysOff = false;
    double stopDistance = 0; ///< tiles off the wall where it rests when staysOff
};

/// The bounce series of a ball leaving a wall straight out at `speed` (>= 0): `push` is
/// G = -g . n (tiles/s^2, > 0 when the slope presses into the wall), `decel` a, `restitution`
/// e in [0, 1). Precondition: push > 0, decel >= 0, 0 <= restitution < 1.
[[nodiscard]] BounceSeries bounceSeries(double speed, double push, double decel,
                                        double restitution);

/// The bounces of a ball that slides along a wall (tangential speed much larger than the
/// normal speed `speed`) while a slope presses it in with `push` = G = -g . n > 0: the floor's
/// deceleration then acts along the wall, not across it, so each flight goes out and back at
/// the same speed in 2 w / G s and the wall returns e times it. The flights add up to
/// 2 speed / (G (1 - e)) s, after which the ball slides along the wall (restAgainstWall).
/// Precondition: speed >= 0, push > 0, 0 <= restitution < 1.
[[nodiscard]] BounceSeries slidingBounceSeries(double speed, double push, double restitution);

/// The swings of a ball in a valley: it has just crossed the valley's line at `speed` (> 0)
/// from side A, which pushes towards the line with `pushA` against deceleration `decelA`, into
/// side B, which pushes back with `pushB` against `decelB`, all along one line. Each side sends
/// the ball back at r = sqrt((g - a) / (g + a)) times the speed it came in with, so the swings
/// shrink by rA rB per return and end on the line after a finite time: speed (tB + rB tA) /
/// (1 - rA rB) with t = 1 / (g + a) + r / (g - a) per side. Precondition: push > decel >= 0 on
/// both sides and decelA + decelB > 0 (else the swings never shrink).
struct ValleySeries {
    double ratio = 0;    ///< rA rB: the speed at one crossing of the line over two before
    double duration = 0; ///< seconds until the ball rests on the line
    double reachB = 0;   ///< tiles the first swing goes into side B
    double reachA = 0;   ///< tiles the first swing back goes into side A
};
[[nodiscard]] ValleySeries valleySeries(double speed, double pushA, double decelA, double pushB,
                                        double decelB);

/// The sum of the geometric series first + first r + first r^2 + ... (r in [0, 1)).
[[nodiscard]] double geometricSum(double first, double ratio);

} // namespace golf
