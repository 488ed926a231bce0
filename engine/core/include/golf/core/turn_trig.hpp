#pragma once

/// \file
/// Sine and cosine of angles in turns (1 turn = 360 degrees), the same bits on every build and
/// platform: the argument is reduced exactly and the functions are evaluated by the project's
/// own polynomials in plain double arithmetic (no libm, no FMA), each result within an ulp of
/// the true value (tests/engine/turn_trig_test.cpp measures the largest error). Moving
/// elements (mover_motion.hpp) turn with these so that replays stay bit-exact everywhere.

#include "golf/core/assert.hpp"
#include "golf/core/vec2.hpp"

#include <cmath>

namespace golf {

/// (cos 2 pi x, sin 2 pi x) for `turns` = x (finite; any magnitude: the fractional part is
/// taken exactly). Exact at multiples of 1/4 turn (components 0, 1 or -1, zeros positive);
/// at odd multiples of 1/8 turn both components have the magnitude of the double nearest
/// sqrt(1/2). On the screen (y down) growing turns go clockwise.
[[nodiscard]] inline Vec2 directionOfTurns(double turns);

/// sin 2 pi x for `turns` = x (finite); directionOfTurns(turns).y.
[[nodiscard]] double sinTurns(double turns);

/// cos 2 pi x for `turns` = x (finite); directionOfTurns(turns).x.
[[nodiscard]] double cosTurns(double turns);

namespace turn_trig_detail {

// The coefficients are printed by scripts/turn_trig_reference.py ("coefficients"): the Taylor
// series of sin(pi/2 u) and cos(pi/2 u) in u (a quarter turn's fraction) up to u^17 and u^16;
// on u in [0, 1/2] the first term left out is below 1e-19, a thousandth of an ulp.
constexpr double halfPiHi = 0x1.921fb54442d18p+0; // pi/2 = halfPiHi + halfPiLo
constexpr double halfPiLo = 0x1.1a62633145c07p-54;
constexpr double cosC2Hi = 0x1.3bd3cc9be45dep+0; // (pi/2)^2 / 2 = cosC2Hi + cosC2Lo
constexpr double cosC2Lo = 0x1.692b71366cc04p-54;
constexpr double sin3 = -0x1.4abbce625be53p-1;
constexpr double sin5 = 0x1.466bc6775aae2p-4;
constexpr double sin7 = -0x1.32d2cce62bd86p-8;
constexpr double sin9 = 0x1.50783487ee782p-13;
constexpr double sin11 = -0x1.e3074fde8871fp-19;
constexpr double sin13 = 0x1.e8f434d018d63p-25;
constexpr double sin15 = -0x1.6fadb9f155744p-31;
constexpr double sin17 = 0x1.aaec32af93359p-38;
constexpr double cos4 = 0x1.03c1f081b5ac4p-2;
constexpr double cos6 = -0x1.55d3c7e3cbffap-6;
constexpr double cos8 = 0x1.e1f506891babbp-11;
constexpr double cos10 = -0x1.a6d1f2a204a8cp-16;
constexpr double cos12 = 0x1.f9d38a3763cc3p-22;
constexpr double cos14 = -0x1.b6e24f44b128fp-28;
constexpr double cos16 = 0x1.20c62c2f2d7f5p-34;
/// The double nearest sqrt(1/2): both components at an eighth of a turn.
constexpr double halfSqrt2 = 0x1.6a09e667f3bcdp-1;

/// a * b exactly as hi + lo (Dekker's product with Veltkamp's split; needs no FMA and no
/// contraction, which the build forbids). Preconditions: |a|, |b| < 2^995.
struct Exact {
    double hi;
    double lo;
};
inline Exact splitHalves(double a) {
    const double c = 134217729.0 * a; // 2^27 + 1
    const double hi = c - (c - a);
    return {hi, a - hi};
}
inline Exact exactProduct(double a, double b) {
    const Exact as = splitHalves(a);
    const Exact bs = splitHalves(b);
    const double p = a * b;
    const double e = ((as.hi * bs.hi - p) + as.hi * bs.lo + as.lo * bs.hi) + as.lo * bs.lo;
    return {p, e};
}

/// sin(pi/2 u) for u in [0, 1/2]: the leading term pi/2 u carried exactly to the final sum,
/// so that the result is rounded once (within about half an ulp).
[[gnu::always_inline]] inline double sinQuarter(double u) {
    const double v = u * u;
    const double tail =
        sin3 +
        v * (sin5 + v * (sin7 + v * (sin9 + v * (sin11 + v * (sin13 + v * (sin15 + v * sin17))))));
    const Exact lead = exactProduct(halfPiHi, u);
    return lead.hi + (lead.lo + (halfPiLo * u + u * v * tail));
}

/// cos(pi/2 u) for u in [0, 1/2]: 1 - c2 u^2 carried exactly (u^2 and c2 u^2 as exact
/// products, 1 - c2 u^2 as an exact sum) to the final sum.
[[gnu::always_inline]] inline double cosQuarter(double u) {
    const Exact v = exactProduct(u, u);
    const double w = v.hi;
    const double tail =
        cos4 + w * (cos6 + w * (cos8 + w * (cos10 + w * (cos12 + w * (cos14 + w * cos16)))));
    const Exact lead = exactProduct(cosC2Hi, v.hi);
    const double head = 1 - lead.hi;               // |lead.hi| <= 1: the error of 1 - lead.hi is
    const double headError = (1 - head) - lead.hi; // exact (Fast2Sum)
    const double rest = headError - lead.lo - (cosC2Lo * v.hi + cosC2Hi * v.lo) + w * w * tail;
    return head + rest;
}

/// (cos, sin) of a quarter turn's fraction u in [0, 1): the octant symmetry folds u > 1/2
/// onto 1 - u (exact) with the components swapped.
[[gnu::always_inline]] inline Vec2 quarterDirection(double u) {
    if (u == 0.5) {
        return {halfSqrt2, halfSqrt2};
    }
    if (u < 0.5) {
        return {cosQuarter(u), sinQuarter(u)};
    }
    const double w = 1 - u;
    return {sinQuarter(w), cosQuarter(w)};
}

/// The rotation of a quarter turn's direction `q` by `quadrant` (0..3) quarter turns.
[[gnu::always_inline]] inline Vec2 rotateQuarters(Vec2 q, int quadrant) {
    if (quadrant == 1) {
        return {-q.y, q.x};
    }
    if (quadrant == 2) {
        return {-q.x, -q.y};
    }
    if (quadrant == 3) {
        return {q.y, -q.x};
    }
    return q;
}

} // namespace turn_trig_detail

/// directionOfTurns, always inline (the mover search evaluates it at every step).
[[gnu::always_inline]] inline Vec2 directionOfTurnsInline(double turns) {
    GOLF_ASSERT(std::isfinite(turns));
    // sin is odd and cos even: reduce |x|, whose fractional part x - floor(x) is exact (for a
    // negative x it would not be: -1e-20 - floor(-1e-20) rounds to 1).
    const bool negative = turns < 0;
    const double x = negative ? -turns : turns;
    const double quarters = (x - std::floor(x)) * 4; // [0, 4), exact
    const double quadrant = std::floor(quarters);
    Vec2 d = turn_trig_detail::rotateQuarters(
        turn_trig_detail::quarterDirection(quarters - quadrant), // exact fraction
        static_cast<int>(quadrant));
    if (negative) {
        d.y = -d.y;
    }
    // + 0.0 turns a negative zero positive: sin(1/2 turn) is 0, not -0, on every path.
    return {d.x + 0.0, d.y + 0.0};
}

/// directionOfTurns of a fraction of a turn, 0 <= turns < 1 (an arm's armTurns), the same bits
/// with the reduction left out: floor(turns) is 0 and turns * 4 is exact.
[[gnu::always_inline]] inline Vec2 directionOfFraction(double turns) {
    GOLF_ASSERT(turns >= 0 && turns < 1);
    const double quarters = turns * 4; // [0, 4), exact
    const int quadrant = static_cast<int>(quarters);
    const Vec2 d = turn_trig_detail::rotateQuarters(
        turn_trig_detail::quarterDirection(quarters - quadrant), quadrant);
    return {d.x + 0.0, d.y + 0.0};
}

inline Vec2 directionOfTurns(double turns) {
    return directionOfTurnsInline(turns);
}

} // namespace golf
