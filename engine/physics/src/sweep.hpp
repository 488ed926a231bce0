#pragma once

// Swept-circle tests: how far a ball of radius r, moving from `centre` along the unit
// direction `dir`, travels before it touches a face, a corner or falls into the cup.
// Pure functions on plain values; distances in tiles along the path.

#include "boundary.hpp"
#include "golf/core/vec2.hpp"

#include <optional>

namespace golf {

/// A contact found by a sweep: the distance along the path and the contact normal (unit,
/// pointing from the solid toward the ball's centre).
struct SweepHit {
    double distance = 0;
    Vec2 normal;
};

/// How far behind a face or inside a corner a ball may be (rounding) and still collide with
/// it instead of being taken for a ball on the far side: 1e-7 tiles.
inline constexpr double contactSlop = 1e-7;

/// First contact of the moving circle with the segment's open side within `maxDistance`.
/// A ball already touching (or overlapping by rounding) and moving inward hits at distance 0.
[[nodiscard]] std::optional<SweepHit> sweepSegment(Vec2 centre, Vec2 dir, double radius,
                                                   double maxDistance, const Segment& segment);

/// First contact of the moving circle with a gate's one-way face (boundary.hpp) within
/// `maxDistance`: as sweepSegment, and besides, a ball that already overlaps the face with
/// its centre in front of the face's line (not behind it by more than contactSlop) and moves
/// against the gate's pass direction (into the normal) meets it at distance 0, so that a ball
/// that has just rolled through a gate and turns back while still over its edge is bounced,
/// not let back through.
[[nodiscard]] std::optional<SweepHit> sweepGateFace(Vec2 centre, Vec2 dir, double radius,
                                                    double maxDistance, const Segment& segment);

/// First contact of the moving circle with a corner point within `maxDistance`.
[[nodiscard]] std::optional<SweepHit> sweepCorner(Vec2 centre, Vec2 dir, double radius,
                                                  double maxDistance, Vec2 corner);

/// Distance along the path at which the ball is first holed: its centre within `cupRadius`
/// of `cup` while its speed is at most `captureSpeed`. The speed at distance d is
/// sqrt(speed^2 - 2 decel d). `maxDistance` bounds the search (the rest of the tick).
/// A resting ball (speed 0) is holed at distance 0 if its centre is in the cup.
[[nodiscard]] std::optional<double> sweepCup(Vec2 centre, Vec2 dir, double speed, double decel,
                                             double maxDistance, Vec2 cup, double cupRadius,
                                             double captureSpeed);

/// Distance along the path at which the centre, moving from `centre` along the unit `dir`,
/// first enters the closed disc of `radius` around `disc` (a teleport's from disc): from
/// outside or from its rim moving inward (at 0, as also from within contactSlop inside the
/// rim). A path that starts further inside never enters (a straight path leaves a disc once
/// and never comes back); one that only touches the rim does not enter. nullopt beyond
/// `maxDistance`.
[[nodiscard]] std::optional<double> sweepDiscEntry(Vec2 centre, Vec2 dir, double maxDistance,
                                                   Vec2 disc, double radius);

} // namespace golf
