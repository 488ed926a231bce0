#pragma once

// The response to a mover's contact (SPEC section 2): relative to the mover's surface, the
// normal component of the ball's velocity is reflected and scaled by moverRestitution, the
// tangential one kept; the surface velocity is then added back.
//
// A mover that pushes a ball (an arm sweeping a resting ball along, restitution < 1, the floor
// slowing the ball between hits) would give an infinite (Zeno) series of ever smaller bounces
// in finite time. Rule: the ball always leaves at least moverLeaveSpeed faster than the
// surface along the normal. A carried ball is then a finite series of small bounces: after
// each it drifts ahead of the surface and the floor's deceleration a brings it back after about
// 2 moverLeaveSpeed / a seconds (1/30 s on grass; sooner when the surface turns towards it), so
// it is hit a few dozen times a second, never infinitely often. Measured
// (tests/engine/mover_bounce_test.cpp), a ball at rest 0.76 tiles from the pivot of a 4-arm
// windmill (period 4 s, length 1.4), grass: restitution 0.8, 3 bounces in the second after the
// first hit (it then slides off the arm's end); restitution 0, 38 bounces, about 700 search
// steps in all.

#include "golf/core/vec2.hpp"

namespace golf {

/// The least speed (tiles/s) at which a ball leaves a mover's surface along the normal,
/// relative to the surface.
inline constexpr double moverLeaveSpeed = 0.05;

/// The ball's velocity after a contact with a mover: `ballVelocity` (tiles/s) before, `normal`
/// the unit normal from the mover to the ball, `surfaceVelocity` the velocity of the mover's
/// material point at the contact, `restitution` in [0, 1]. The relative normal speed after is
/// max(-restitution vn, moverLeaveSpeed) where vn < moverLeaveSpeed is the one before (a ball
/// already leaving faster keeps its velocity).
[[nodiscard]] Vec2 moverBounce(Vec2 ballVelocity, Vec2 normal, Vec2 surfaceVelocity,
                               double restitution);

} // namespace golf
