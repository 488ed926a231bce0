#pragma once

// The first contact of a ball's piece of motion with a mover (SPEC section 2, "Moving and
// special elements"), found by a certified search: never by sampling.
//
// Each arm of a windmill and each leg of a slider's trip gives one function of the piece's
// time, F(s) = dist^2(ball centre, mover's core) - R^2, where the core is the arm's segment
// (R = ball radius + width / 2) or the slider's box (R = ball radius). F is C^1 with a Lipschitz
// derivative (the Hessian of a squared distance to a convex set is at most 2), so over a step
// of tau seconds F(s + tau) >= F(s) + F'(s) tau - M tau^2 / 2 with M from bounds on the ball's
// speed and acceleration and the mover's motion over the step (conservative advancement of
// second order). The search steps by the largest tau that keeps that bound positive: it never
// steps over a touch, however short, it converges quadratically onto a crossing root and
// linearly (ratio about 0.6) onto a graze, and a near miss costs O(log) steps. The answer
// depends only on the piece, the mover and `from` (steps are never cut by `to`), so a caller
// may search canonical chunks and cache them.

#include "golf/core/mover.hpp"
#include "golf/core/vec2.hpp"
#include "trajectory.hpp"

#include <optional>

namespace golf {

/// A ball touching a mover while approaching it.
struct MoverContact {
    double pieceTime = 0; ///< seconds since the piece's anchor (hole clock: pieceClock + this)
    Vec2 centre;          ///< the ball's centre then (world units)
    Vec2 normal;          ///< unit, from the mover to the ball
    Vec2 point;           ///< the touching point on the mover's surface (centre - r normal)
    Vec2 surfaceVelocity; ///< the velocity of the mover's material point at `point` (tiles/s)
    int arm = -1;         ///< the arm touched (blades), -1 for a slider
};

/// What a search found and what it cost.
struct MoverSearch {
    std::optional<MoverContact> contact; ///< the earliest contact in [from, to], if any
    int steps = 0;                       ///< evaluations of F over all arms or legs
    /// False only if the step budget (moverSearchStepLimit) ran out: no contact exists before
    /// `searchedTo`, nothing is known after it (a bug or a pathological input; asserted).
    bool complete = true;
    double searchedTo = 0; ///< piece time up to which the answer is certain
};

/// A touch (gap to the mover's surface within moverContactGap, see below) counts as a contact
/// when the ball approaches the surface, or leaves it slower than this (tiles/s, relative to
/// the surface, along the normal). The margin keeps the work bounded where a ball rests
/// against a surface that slides along it; moverBounce sends it off at moverLeaveSpeed.
inline constexpr double moverTouchLeaveSpeed = 2e-6;

/// The gap (tiles) within which the search stops on a surface it approaches, plus the
/// rounding of the coordinates (16 ulps of the mover's coordinates). The reported centre is
/// never closer than the rounding of the positions to the surface.
inline constexpr double moverContactGap = 1e-13;

/// Evaluations a search may make at most over all arms (asserted; see MoverSearch::complete).
inline constexpr int moverSearchStepLimit = 200000;

/// The earliest piece time s in [from, to] (0 <= from, seconds since `path`'s anchor, whose
/// hole-clock time is pieceClock + s) at which the ball of `ballRadius` (tiles, > 0) on `path`
/// touches `mover` while approaching it (see moverTouchLeaveSpeed). A ball that touches while
/// leaving (just bounced off) is not a contact. A curved piece is searched up to its end()
/// at most. `path.elapsed` is ignored: times are from the anchor.
[[nodiscard]] MoverSearch searchMoverContact(const Trajectory& path, double pieceClock,
                                             double ballRadius, const Mover& mover, double from,
                                             double to);

/// True if the ball of `ballRadius` on the straight piece `path` stays clear of `mover`'s
/// swept region (mover_swept.hpp) by more than the touch gap and rounding over piece times
/// [from, to]: then searchMoverContact finds no contact there, and a caller that searches in
/// chunks may skip the chunk. Every centre of the chunk lies on the segment between the
/// positions at `from` and `to` (a straight piece only slows), so that segment's clearance
/// (sweptBoxClearance) bounds them all. False for a curved piece or a ball at rest (a piece that
/// does not move is judged once, by its caller). Preconditions as searchMoverContact.
[[nodiscard]] bool clearOfMover(const Trajectory& path, double ballRadius, const Mover& mover,
                                double from, double to);

/// clearOfMover with the tighter (dearer) bound of sweptClearance for a slider, for a stretch
/// a ball has rolled (TickSolver::noteUnclearRoll: once per piece, not per chunk); for a
/// curved piece, the box of its centres from `from` to its end (SlopePath::bounds) against
/// the swept region (sweptClearanceOfBox). False for a ball at rest.
[[nodiscard]] bool rolledClearOfMover(const Trajectory& path, double ballRadius, const Mover& mover,
                                      double from, double to);

/// True if arm `arm` of `blades` stays more than `radius` (+ 1e-6 tiles for the touch gap and
/// rounding) from every centre on the segment a..b while it turns over hole times [t0, t1].
/// A centre c at r = |c - pivot| comes within `radius` of the arm (the segment pivot..tip) only
/// if r <= radius or the arm's direction is within asin(radius / r) of c's: the nearest point
/// of the arm's ray is r sin of that angle away, and the arm is part of the ray. The segment
/// keeps at least r_min from the pivot and so spans an arc of directions under half a turn;
/// grown by asin(radius / r_min) (and 1e-9 turns for rounding) it must miss the arc the arm
/// sweeps. searchMoverContact skips an arm's search of a straight piece where this holds over
/// the times it would search. Preconditions: radius > 0 (the ball's radius + half the arm's
/// width), 0 <= t0 <= t1 finite.
[[nodiscard]] bool armClear(const Blades& blades, int arm, double t0, double t1, Vec2 a, Vec2 b,
                            double radius);

/// searchMoverContact's contact alone.
[[nodiscard]] std::optional<MoverContact> firstMoverContact(const Trajectory& path,
                                                            double pieceClock, double ballRadius,
                                                            const Mover& mover, double from,
                                                            double to);

} // namespace golf
