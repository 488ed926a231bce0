#pragma once

// Contacts along a curved piece of motion (a SlopePath): the first time in a window of the
// piece at which the ball touches a wall face or corner, drops into the cup, or touches
// another ball. Each is the first root of a polynomial of the piece's Taylor steps (a line:
// the step's degree; a circle: twice it), found to the last bit, so no contact inside a step
// is missed and none depends on how the piece is cut into ticks. Pure functions.

#include "boundary.hpp"
#include "golf/core/vec2.hpp"
#include "slope_path.hpp"
#include "trajectory.hpp"

#include <optional>

namespace golf {

/// The first time in [from, to] (seconds of the piece) at which the ball of `radius` on `path`
/// touches the open side of `segment` while moving into it (a ball already touching, up to
/// contactSlop behind the face, and moving or pushed into it, touches at `from`), with the
/// contact point on the face itself. Precondition: 0 <= from <= to.
[[nodiscard]] std::optional<double> curveSegmentContact(const SlopePath& path, double from,
                                                        double to, double radius,
                                                        const Segment& segment);

/// The same for a gate's one-way face (boundary.hpp): besides, a ball that at `from` already
/// overlaps the face with its centre in front of the face's line and moves against the pass
/// direction (into the normal) touches at `from`, as sweepGateFace.
[[nodiscard]] std::optional<double> curveGateContact(const SlopePath& path, double from, double to,
                                                     double radius, const Segment& segment);

/// The same for a convex corner point.
[[nodiscard]] std::optional<double> curveCornerContact(const SlopePath& path, double from,
                                                       double to, double radius, Vec2 corner);

/// The first time in [from, to] at which the ball's centre is within `cupRadius` of `cup`
/// while its speed is at most `captureSpeed` (SPEC section 4).
[[nodiscard]] std::optional<double> curveCupCapture(const SlopePath& path, double from, double to,
                                                    Vec2 cup, double cupRadius,
                                                    double captureSpeed);

/// The first time in [0, to] (seconds of the piece) at which the centre enters the closed disc
/// of `radius` around `disc` (a teleport's from disc): from outside, the start of an interval
/// of time in which it is inside. A piece that starts inside enters only after it has left;
/// one that starts on the rim and goes in enters at 0; a path that only touches the rim does
/// not enter. As curveCupCapture without its condition on the speed.
[[nodiscard]] std::optional<double> curveDiscEntry(const SlopePath& path, double to, Vec2 disc,
                                                   double radius);

/// A box that holds the centre on `path` over [from, to] (from the steps' coefficients).
[[nodiscard]] SlopePath::Box curveWindowBounds(const SlopePath& path, double from, double to);

/// A contact of two balls: when (seconds from now, within the tick) and where on each ball's
/// piece (seconds since its anchor; 0 for a ball at rest, which lies at its anchor).
struct PairContact {
    double time = 0;
    double pieceTimeA = 0;
    double pieceTimeB = 0;
};

/// The first time in [0, maxTime] (seconds from now) at which two balls, one of them or both
/// on a curved piece, touch while getting closer: the distance of their centres reaches
/// `contactDistance` going down (touching balls closing in touch at the start of a phase).
/// Searched in the time of the piece that began last, on whole phases (Taylor steps, a
/// straight roll until it stops) from the pieces' anchors, the other piece placed by the two
/// pieces' clocks: the contact's piece times do not depend on the tick grid.
[[nodiscard]] std::optional<PairContact> curveBallContact(const Trajectory& a, const Trajectory& b,
                                                          double contactDistance, double maxTime);

} // namespace golf
