#pragma once

// Swept-circle tests: how far a ball of radius r, moving from `centre` along the unit
// direction `dir`, travels before it touches a face, a corner or falls into the cup.
// Pure functions on plain values; distances in tiles along the path.

#include "boundary.hpp"
#include "golf/core/vec2.hpp"

#include <cmath>
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
[[nodiscard]] inline std::optional<SweepHit>
sweepSegment(Vec2 centre, Vec2 dir, double radius, double maxDistance, const Segment& segment);

/// First contact of the moving circle with a gate's one-way face (boundary.hpp) within
/// `maxDistance`: as sweepSegment, and besides, a ball that already overlaps the face with
/// its centre in front of the face's line (not behind it by more than contactSlop) and moves
/// against the gate's pass direction (into the normal) meets it at distance 0, so that a ball
/// that has just rolled through a gate and turns back while still over its edge is bounced,
/// not let back through.
[[nodiscard]] inline std::optional<SweepHit>
sweepGateFace(Vec2 centre, Vec2 dir, double radius, double maxDistance, const Segment& segment);

/// First contact of the moving circle with a corner point within `maxDistance`.
[[nodiscard]] inline std::optional<SweepHit> sweepCorner(Vec2 centre, Vec2 dir, double radius,
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

// Inline: a wall search sweeps every feature near its path.

namespace sweep_detail {

/// The contact of a ball whose centre lies `gap` tiles in front of the face's offset line (<= 0:
/// touching) and moves along `dir` into the face (`approach` = dir . normal < 0), if within
/// `maxDistance` and on the face itself (past its ends a corner takes over).
inline std::optional<SweepHit> faceContact(Vec2 centre, Vec2 dir, double gap, double approach,
                                           double maxDistance, const Segment& segment) {
    const double distance = gap <= 0 ? 0.0 : gap / -approach;
    if (distance > maxDistance) {
        return std::nullopt;
    }
    const double along = dot(centre + dir * distance - segment.start, segment.tangent);
    if (along < 0 || along > segment.length) {
        return std::nullopt;
    }
    return SweepHit{distance, segment.normal};
}

} // namespace sweep_detail

inline std::optional<SweepHit> sweepSegment(Vec2 centre, Vec2 dir, double radius,
                                            double maxDistance, const Segment& segment) {
    const double approach = dot(dir, segment.normal);
    if (approach >= 0) {
        return std::nullopt; // moving along or away from the face
    }
    const double gap = dot(centre - segment.start, segment.normal) - radius;
    if (gap < -contactSlop) {
        return std::nullopt; // the centre is beyond the face's offset line: not this face
    }
    return sweep_detail::faceContact(centre, dir, gap, approach, maxDistance, segment);
}

inline std::optional<SweepHit> sweepGateFace(Vec2 centre, Vec2 dir, double radius,
                                             double maxDistance, const Segment& segment) {
    const double approach = dot(dir, segment.normal);
    if (approach >= 0) {
        return std::nullopt; // with the pass direction, or along the face
    }
    const double offset = dot(centre - segment.start, segment.normal);
    if (offset < -contactSlop) {
        return std::nullopt; // the centre is behind the face: the ball is moving away from it
    }
    return sweep_detail::faceContact(centre, dir, offset - radius, approach, maxDistance, segment);
}

inline std::optional<SweepHit> sweepCorner(Vec2 centre, Vec2 dir, double radius, double maxDistance,
                                           Vec2 corner) {
    const Vec2 m = centre - corner;
    const double b = dot(m, dir);
    if (b >= 0) {
        return std::nullopt; // moving away from the corner
    }
    const double c = dot(m, m) - radius * radius;
    double distance = 0;
    if (c > 0) {
        const double disc = b * b - c;
        if (disc < 0) {
            return std::nullopt; // passes the corner at more than one radius
        }
        // Smaller root of d^2 + 2 b d + c = 0, written without cancellation.
        distance = c / (-b + std::sqrt(disc));
    } else if (c < -2 * radius * contactSlop) {
        return std::nullopt; // deep inside: not a contact a moving ball can make
    }
    if (distance > maxDistance) {
        return std::nullopt;
    }
    const Vec2 offset = centre + dir * distance - corner;
    return SweepHit{distance, offset / length(offset)};
}

} // namespace golf
