#pragma once

// Real roots of polynomials of degree at most 4, found to full double precision by splitting
// the interval at the roots of the derivative (recursively) and bisecting each monotonic
// piece. Plain values, no allocation: this runs for every pair of balls in every tick.

#include <array>

namespace golf {

/// c[0] + c[1] x + ... + c[4] x^4.
struct Polynomial {
    std::array<double, 5> c{};

    /// Value at x (Horner).
    [[nodiscard]] double operator()(double x) const {
        double value = 0;
        for (int i = 4; i >= 0; --i) {
            value = value * x + c[static_cast<std::size_t>(i)];
        }
        return value;
    }
    /// Highest power with a non-zero coefficient; -1 for the zero polynomial.
    [[nodiscard]] int degree() const {
        int d = 4;
        while (d >= 0 && c[static_cast<std::size_t>(d)] == 0) {
            --d;
        }
        return d;
    }
    [[nodiscard]] Polynomial derivative() const {
        return {{c[1], 2 * c[2], 3 * c[3], 4 * c[4], 0}};
    }
};

/// Up to four roots, ascending.
struct Roots {
    std::array<double, 4> values{};
    int count = 0;

    [[nodiscard]] const double* begin() const { return values.data(); }
    [[nodiscard]] const double* end() const { return values.data() + count; }
};

/// The real roots of p in [lo, hi], ascending (a double root may be reported once). The zero
/// and the constant polynomials have none. Precondition: lo <= hi, finite coefficients.
[[nodiscard]] Roots polynomialRoots(const Polynomial& p, double lo, double hi);

/// Bisects a sign change of f on [lo, hi]. Values are told apart as positive or not (a zero
/// counts with the negative values): returns the smallest double h in (lo, hi] such that the
/// midpoints below h fall on f(lo)'s side and h on the other, as far as double precision
/// resolves it. So a zero hit exactly is returned where f falls from positive, and the double
/// after it where f rises from negative (tests/engine/mutant42_root_search_test.cpp).
/// Precondition: f(lo) and f(hi) differ in sign or f(hi) == 0.
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
