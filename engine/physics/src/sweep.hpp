#pragma once

// Swept-circle tests: how far a ball of radius r, moving from `centre` along the unit
// direction `dir`, travels before it touches a face, a corner or falls into the cup.
// Pure functions on plain values; distances in tiles along the path.

#include "boundary.hpp"
#include "golf/core/vec2.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

/// A sweep's outcome without branches: whether it finds a contact, and if so at what distance
/// (else `distance` is of no meaning, possibly NaN).
struct SweepReach {
    double distance = 0;
    bool hit = false;
};

/// sweepSegment's contact without a bound (maxDistance infinite): the same distance, bit for
/// bit, worked out by the same operations, with the tests combined into one flag instead of a
/// branch each (a wall search's tests are hard to predict); the normal is the segment's. Every
/// operand read whatever the outcome.
[[nodiscard]] inline SweepReach segmentReach(Vec2 centre, Vec2 dir, double radius,
                                             const Segment& segment);

/// sweepCorner's contact without a bound, as segmentReach; the normal is cornerNormal at that
/// distance.
[[nodiscard]] inline SweepReach cornerReach(Vec2 centre, Vec2 dir, double radius, Vec2 corner);

/// segmentReach of two segments at once, and whether each contact lies not beyond `within`:
/// bit j of `hits` set if segment j's contact is found and its distance `distance[j]` is at
/// most `within` (the same distances, bit for bit: on x86-64 the same operations in the two
/// lanes of SSE2 vectors, IEEE's lane by lane).
struct PairReach {
    double distance[2];
    unsigned hits = 0;
};
[[nodiscard]] inline PairReach segmentPairReach(Vec2 centre, Vec2 dir, double radius,
                                                const Segment& a, const Segment& b, double within);
/// cornerReach of two corners at once, as segmentPairReach.
[[nodiscard]] inline PairReach cornerPairReach(Vec2 centre, Vec2 dir, double radius, Vec2 a, Vec2 b,
                                               double within);

/// The normal sweepCorner returns for a contact at `distance` with the corner `corner`.
[[nodiscard]] inline Vec2 cornerNormal(Vec2 centre, Vec2 dir, double distance, Vec2 corner);

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
    return SweepHit{distance, cornerNormal(centre, dir, distance, corner)};
}

inline Vec2 cornerNormal(Vec2 centre, Vec2 dir, double distance, Vec2 corner) {
    const Vec2 offset = centre + dir * distance - corner;
    return offset / length(offset);
}

namespace sweep_detail {

/// `v > 0 ? v : 0.0`, on x86-64 the one maxsd of exactly that (not a branch).
inline double positivePart(double v) {
#if defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_max_sd(_mm_set_sd(v), _mm_setzero_pd()));
#else
    return v > 0 ? v : 0.0;
#endif
}

} // namespace sweep_detail

inline SweepReach segmentReach(Vec2 centre, Vec2 dir, double radius, const Segment& segment) {
    // sweepSegment's and faceContact's tests, each negated as there (the same outcome for
    // every operand); where one fails, the others' operands may be infinite or NaN (a division
    // by a zero approach), which the flag leaves out. The distance 0 of a touching ball as
    // 0 / -approach (+0, as approach < 0 where it counts), the gap's clamp a maxsd.
    const double approach = dot(dir, segment.normal);
    const double gap = dot(centre - segment.start, segment.normal) - radius;
    const double distance = sweep_detail::positivePart(gap) / -approach;
    const double along = dot(centre + dir * distance - segment.start, segment.tangent);
    const bool hit = static_cast<int>(!(approach >= 0)) & static_cast<int>(!(gap < -contactSlop)) &
                     static_cast<int>(!(along < 0)) & static_cast<int>(!(along > segment.length));
    return {distance, hit};
}

inline SweepReach cornerReach(Vec2 centre, Vec2 dir, double radius, Vec2 corner) {
    // sweepCorner's tests, as segmentReach. Its distance c / (-b + sqrt(disc)) where c > 0,
    // else 0, as max(c, 0) / (-b + sqrt(max(disc, 0))): the same bits where c > 0 and
    // disc >= 0 (a zero disc's sign vanishes in the sum with -b > 0), and +0 where c <= 0 and
    // b < 0 (the other cases fail a test); maxsd, no NaN from the square root.
    const Vec2 m = centre - corner;
    const double b = dot(m, dir);
    const double c = dot(m, m) - radius * radius;
    const double disc = b * b - c;
    const double distance =
        sweep_detail::positivePart(c) / (-b + std::sqrt(sweep_detail::positivePart(disc)));
    const int outside = static_cast<int>(c > 0);
    const bool hit = (static_cast<int>(!(b >= 0)) &
                      ((outside & static_cast<int>(!(disc < 0))) |
                       (~outside & static_cast<int>(!(c < -2 * radius * contactSlop))))) != 0;
    return {distance, hit};
}

namespace sweep_detail {

#if defined(__SSE2__)
/// A pair's reach from its lanes' distances and misses (all bits set in a lane that misses):
/// a lane hits where it does not miss and its distance is at most `within`.
inline PairReach pairOfLanes(__m128d distance, __m128d miss, double within) {
    PairReach out;
    _mm_storeu_pd(out.distance, distance);
    out.hits = static_cast<unsigned>(
        _mm_movemask_pd(_mm_andnot_pd(miss, _mm_cmple_pd(distance, _mm_set1_pd(within)))));
    return out;
}
#else
/// Two features' reaches as a pair (targets without SSE2).
inline PairReach pairOf(SweepReach first, SweepReach second, double within) {
    return {{first.distance, second.distance},
            static_cast<unsigned>(first.hit && first.distance <= within) |
                static_cast<unsigned>(second.hit && second.distance <= within) << 1};
}
#endif

} // namespace sweep_detail

inline PairReach segmentPairReach(Vec2 centre, Vec2 dir, double radius, const Segment& a,
                                  const Segment& b, double within) {
#if defined(__SSE2__)
    // segmentReach's operations lane by lane (a negation by the sign bit, maxpd for its maxsd:
    // max(v, 0) is v where v > 0, else 0, in both), its tests negated as there.
    const __m128d zero = _mm_setzero_pd();
    const __m128d nx = _mm_set_pd(b.normal.x, a.normal.x);
    const __m128d ny = _mm_set_pd(b.normal.y, a.normal.y);
    const __m128d sx = _mm_set_pd(b.start.x, a.start.x);
    const __m128d sy = _mm_set_pd(b.start.y, a.start.y);
    const __m128d cx = _mm_set1_pd(centre.x);
    const __m128d cy = _mm_set1_pd(centre.y);
    const __m128d dx = _mm_set1_pd(dir.x);
    const __m128d dy = _mm_set1_pd(dir.y);
    const __m128d approach = _mm_add_pd(_mm_mul_pd(dx, nx), _mm_mul_pd(dy, ny));
    const __m128d gap = _mm_sub_pd(
        _mm_add_pd(_mm_mul_pd(_mm_sub_pd(cx, sx), nx), _mm_mul_pd(_mm_sub_pd(cy, sy), ny)),
        _mm_set1_pd(radius));
    const __m128d distance =
        _mm_div_pd(_mm_max_pd(gap, zero), _mm_xor_pd(approach, _mm_set1_pd(-0.0)));
    const __m128d tx = _mm_set_pd(b.tangent.x, a.tangent.x);
    const __m128d ty = _mm_set_pd(b.tangent.y, a.tangent.y);
    const __m128d along =
        _mm_add_pd(_mm_mul_pd(_mm_sub_pd(_mm_add_pd(cx, _mm_mul_pd(dx, distance)), sx), tx),
                   _mm_mul_pd(_mm_sub_pd(_mm_add_pd(cy, _mm_mul_pd(dy, distance)), sy), ty));
    const __m128d miss = _mm_or_pd(
        _mm_or_pd(_mm_cmpge_pd(approach, zero), _mm_cmplt_pd(gap, _mm_set1_pd(-contactSlop))),
        _mm_or_pd(_mm_cmplt_pd(along, zero), _mm_cmpgt_pd(along, _mm_set_pd(b.length, a.length))));
    return sweep_detail::pairOfLanes(distance, miss, within);
#else
    return sweep_detail::pairOf(segmentReach(centre, dir, radius, a),
                                segmentReach(centre, dir, radius, b), within);
#endif
}

inline PairReach cornerPairReach(Vec2 centre, Vec2 dir, double radius, Vec2 a, Vec2 b,
                                 double within) {
#if defined(__SSE2__)
    // cornerReach's operations lane by lane (as segmentPairReach), its tests negated as there.
    const __m128d zero = _mm_setzero_pd();
    const __m128d mx = _mm_sub_pd(_mm_set1_pd(centre.x), _mm_set_pd(b.x, a.x));
    const __m128d my = _mm_sub_pd(_mm_set1_pd(centre.y), _mm_set_pd(b.y, a.y));
    const __m128d bb =
        _mm_add_pd(_mm_mul_pd(mx, _mm_set1_pd(dir.x)), _mm_mul_pd(my, _mm_set1_pd(dir.y)));
    const __m128d c = _mm_sub_pd(_mm_add_pd(_mm_mul_pd(mx, mx), _mm_mul_pd(my, my)),
                                 _mm_set1_pd(radius * radius));
    const __m128d disc = _mm_sub_pd(_mm_mul_pd(bb, bb), c);
    const __m128d distance =
        _mm_div_pd(_mm_max_pd(c, zero), _mm_add_pd(_mm_xor_pd(bb, _mm_set1_pd(-0.0)),
                                                   _mm_sqrt_pd(_mm_max_pd(disc, zero))));
    const __m128d outside = _mm_cmpgt_pd(c, zero);
    // The miss: b >= 0, or (outside and disc < 0), or (not outside and c too deep).
    const __m128d miss = _mm_or_pd(
        _mm_cmpge_pd(bb, zero),
        _mm_or_pd(_mm_and_pd(outside, _mm_cmplt_pd(disc, zero)),
                  _mm_andnot_pd(outside, _mm_cmplt_pd(c, _mm_set1_pd(-2 * radius * contactSlop)))));
    return sweep_detail::pairOfLanes(distance, miss, within);
#else
    return sweep_detail::pairOf(cornerReach(centre, dir, radius, a),
                                cornerReach(centre, dir, radius, b), within);
#endif
}

} // namespace golf
