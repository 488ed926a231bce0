#pragma once

// One step of the slope integrator: the Taylor series of the motion dv/dt = g - a v/|v| at a
// state, by automatic differentiation, and the step length that keeps its truncation below
// double precision. The series depends on the step's own start state only (never on the tick
// grid), so the same start gives the same bits wherever it is computed.

#include "golf/core/vec2.hpp"
#include "slope_polynomial.hpp"

#include <cmath>

namespace golf {

/// The constant conditions on one tile: the slope's acceleration vector (the downhill unit
/// vector times the slope's acceleration, tiles/s^2; zero on flat floor) and the floor's
/// deceleration (tiles/s^2, >= 0).
struct SlopeField {
    Vec2 push;
    double decel = 0;
};

/// The motion over one step, as polynomials in the time since the step's start: position
/// (x, y), velocity (vx, vy) and speed.
struct TaylorStep {
    SeriesPolynomial x;
    SeriesPolynomial y;
    SeriesPolynomial vx;
    SeriesPolynomial vy;
    SeriesPolynomial speed;

    TaylorStep() = default;
    /// A step for taylorStepInto, which writes every term up to slopeOrder: only the terms
    /// above are set (+0), the 800 bytes below left to it.
    explicit TaylorStep(SeriesAboveOrder above)
        : x(above), y(above), vx(above), vy(above), speed(above) {}
    double length = 0; ///< seconds over which the series is accurate to double precision
    /// reach(keptLength), kept by keepReach (keptLength -1: none kept).
    double keptLength = -1;
    Vec2 keptReach;

    [[nodiscard]] Vec2 position(double tau) const { return pair(x, y, tau); }

    /// How far x and y can move from the step's start over [0, h] (reachOver up to
    /// slopeOrder): the step's box, which every curved search asks of every step. The same
    /// bits whether kept or computed.
    [[nodiscard]] Vec2 reach(double h) const {
        if (h == keptLength) {
            return keptReach;
        }
        return {reachOver(x, h, slopeOrder), reachOver(y, h, slopeOrder)};
    }
    /// Keeps reach(length); called once the step's length is final.
    void keepReach() {
        keptLength = -1;
        keptReach = reach(length);
        keptLength = length;
    }
    [[nodiscard]] Vec2 velocity(double tau) const { return pair(vx, vy, tau); }

    /// One of its polynomials at tau: no step has a term above slopeOrder (they are +0), so
    /// Horner from there gives the bits of the whole Horner for every finite tau.
    [[nodiscard]] static double at(const SeriesPolynomial& p, double tau) {
        return std::isfinite(tau) ? p.valueFrom(slopeOrder, tau) : p(tau);
    }
    /// {at(a, tau), at(b, tau)}, the two Horner chains in the lanes of one vector.
    [[nodiscard]] static Vec2 pair(const SeriesPolynomial& a, const SeriesPolynomial& b,
                                   double tau) {
        if (!std::isfinite(tau)) {
            return {a(tau), b(tau)};
        }
        const detail::Lanes value =
            detail::hornerPairFromZero<slopeOrder>(a.c.data(), b.c.data(), tau);
        return {value[0], value[1]};
    }
};

/// The Taylor series of order slopeOrder at position p with velocity v under `field`, and
/// the longest step (at most `maxLength` seconds) whose truncation error estimate, from the
/// last two coefficients, stays below 1e-16 of the motion's scale for the velocity and 1e-10
/// for the speed, and which stays within about half the radius of convergence of the
/// direction v/|v| (needed where the deceleration is zero or tiny) and, on a throw nearly
/// straight against the push, covers at most half the way to its top, rounded down to a power
/// of two (exact arithmetic only: no pow, whose last bit may differ between C libraries).
/// Preconditions: v != 0, finite values, maxLength > 0.
[[nodiscard]] TaylorStep taylorStep(Vec2 p, Vec2 v, SlopeField field, double maxLength);

/// taylorStep written into `step` (no copy of its 1.6 kB), whose coefficients above
/// slopeOrder must be +0 (a value-initialised step: they are not written).
void taylorStepInto(TaylorStep& step, Vec2 p, Vec2 v, SlopeField field, double maxLength);

/// Where a step ends: step.position(step.length) and step.velocity(step.length).
struct TaylorStepEnd {
    Vec2 position;
    Vec2 velocity;
};

/// taylorStepInto, and the state at the end of the step written into `end`: the same bits as
/// step.position(step.length) and step.velocity(step.length), their Horner chains run on the
/// recurrence's own vectors of (x, y) and (vx, vy) terms (a slope's pieces chain their steps
/// from there).
void taylorStepInto(TaylorStep& step, Vec2 p, Vec2 v, SlopeField field, double maxLength,
                    TaylorStepEnd& end);

/// The largest power of two at most (ratio)^(1/k): 2^floor(floor(log2 ratio) / k), from the
/// bits of ratio alone (its exponent, or a subnormal's highest bit), exact, with no library
/// function whose last bit could differ between C libraries (the same value as
/// std::ldexp(1, floor((e - 1) / k)) with e from std::frexp). Precondition: ratio > 0 and
/// finite, k > 0.
[[nodiscard]] double rootAsPowerOfTwo(double ratio, int k);

} // namespace golf
