#pragma once

// Real roots of small polynomials, found to full double precision by splitting the interval
// at the roots of the derivative (recursively) and bisecting each monotonic piece.

#include <vector>

namespace golf {

/// Value of the polynomial with coefficients c[0] + c[1] x + c[2] x^2 + ... at x (Horner).
[[nodiscard]] double evaluatePolynomial(const std::vector<double>& coefficients, double x);

/// The real roots in [lo, hi], ascending. Precondition: lo <= hi, finite coefficients.
[[nodiscard]] std::vector<double> polynomialRoots(std::vector<double> coefficients, double lo,
                                                  double hi);

/// Bisects a sign change of f on [lo, hi]: returns the smallest double h in (lo, hi] such that
/// f stays on the sign of f(lo) below h and has the other sign (or zero) at h, as far as
/// double precision resolves it. Precondition: f(lo) and f(hi) differ in sign or f(hi) == 0.
template <typename F> [[nodiscard]] double bisectSignChange(F f, double lo, double hi) {
    const bool loPositive = f(lo) > 0;
    for (int i = 0; i < 2200; ++i) { // enough to walk down to the smallest subnormal gaps
        const double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi) {
            break;
        }
        if ((f(mid) > 0) == loPositive) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return hi;
}

} // namespace golf
