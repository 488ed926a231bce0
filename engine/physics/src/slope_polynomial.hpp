#pragma once

// Polynomials of high degree for the slope integrator: a Taylor step's position is one, and
// contacts and floor crossings are found as the first root of one on the step's interval.
// Plain values, no allocation.

#include <array>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <optional>
#include <type_traits>
#include <utility>

namespace golf {

/// Order of the slope integrator's Taylor series (the degree of a step's position polynomial).
inline constexpr int slopeOrder = 20;

/// Largest degree held: a product of two step polynomials (a squared distance).
inline constexpr int maxSeriesDegree = 2 * slopeOrder;

/// SeriesPolynomial's constructor for a series about to be written up to slopeOrder: only its
/// terms above are set (+0), the rest left for the writer (a Taylor step's: slope_path.cpp).
struct SeriesAboveOrder {};

/// c[0] + c[1] t + ... + c[maxSeriesDegree] t^maxSeriesDegree.
struct SeriesPolynomial {
    std::array<double, maxSeriesDegree + 1> c;

    /// The zero polynomial (every term +0).
    SeriesPolynomial() : c{} {}
    /// Terms above slopeOrder +0, those up to it not set: each must be written before any
    /// is read.
    explicit SeriesPolynomial(SeriesAboveOrder) {
        // +0 is all zero bits: the terms in pairs, ten 16-byte stores (a loop of single terms
        // compiles to a string store, an instruction a term; a Taylor step sets 100).
        static_assert((maxSeriesDegree - slopeOrder) % 2 == 0);
        constexpr double zeros[2] = {0.0, 0.0};
        for (std::size_t i = slopeOrder + 1; i < c.size(); i += 2) {
            std::memcpy(&c[i], zeros, sizeof zeros);
        }
    }

    /// Value at t (Horner).
    [[nodiscard]] double operator()(double t) const;
    /// Value at t by Horner over the terms up to `top` (top >= the degree), from +0 as
    /// operator(): the same bits as operator() for finite t, as every zero term above the
    /// degree leaves +-0 there and +-0 t + c is c (only the zero polynomial's zero may have the
    /// other sign, unless its terms above `top` are +0), for the cost of top + 1 terms.
    /// Precondition: 0 <= top <= maxSeriesDegree.
    [[nodiscard]] double valueFrom(int top, double t) const;
    /// valueFrom at four points at once (the same bits each): values[i] = valueFrom(top, t[i]).
    void valuesFrom(int top, const double (&t)[4], double (&values)[4]) const;
    /// Highest power with a non-zero coefficient; -1 for the zero polynomial.
    [[nodiscard]] int degree() const;
    [[nodiscard]] SeriesPolynomial derivative() const;
};

namespace detail {

/// f(integral_constant<I>) for I = 0 .. N - 1, in that order, unrolled at compile time.
template <int N, typename F> [[gnu::always_inline]] inline void unrolled(F&& f) {
    [&]<int... I>(std::integer_sequence<int, I...>) {
        (f(std::integral_constant<int, I>{}), ...);
    }
    (std::make_integer_sequence<int, N>{});
}

/// Horner from +0 over c[Top] .. c[0], unrolled: value = value t + c[i], i descending.
template <int Top> double hornerFromZero(const double* c, double t) {
    double value = 0;
    unrolled<Top + 1>([&](auto i) { value = value * t + c[Top - i]; });
    return value;
}

/// hornerFromZero<top> for every top a series holds, by index.
inline constexpr auto hornerFromZeroTable = []<int... Top>(std::integer_sequence<int, Top...>) {
    return std::array<double (*)(const double*, double), sizeof...(Top)>{&hornerFromZero<Top>...};
}
(std::make_integer_sequence<int, maxSeriesDegree + 1>{});

/// Two doubles in the lanes of one vector (GCC and clang vector extensions): each lane's + and
/// * are the IEEE operations on that lane alone, as for a double.
using Lanes = double __attribute__((vector_size(16)));

/// Horner over c[Top] .. c[0] at four points, in two pairs of lanes: from +0 (FromTop false:
/// value = value t + c[i], i = Top .. 0, as hornerFromZero) or from c[Top] (value = c[Top],
/// then i = Top - 1 .. 0). Each point gets the bits of the scalar Horner; the four chains are
/// independent, so the processor overlaps them.
template <int Top, bool FromTop> void hornerAtFour(const double* c, const double* t, double* out) {
    const Lanes t01{t[0], t[1]};
    const Lanes t23{t[2], t[3]};
    Lanes v01{0.0, 0.0};
    Lanes v23{0.0, 0.0};
    if constexpr (FromTop) {
        v01 = Lanes{c[Top], c[Top]};
        v23 = v01;
    }
    constexpr int first = FromTop ? 1 : 0;
    unrolled<Top + 1 - first>([&](auto i) {
        const Lanes term{c[Top - first - i], c[Top - first - i]};
        v01 = v01 * t01 + term;
        v23 = v23 * t23 + term;
    });
    out[0] = v01[0];
    out[1] = v01[1];
    out[2] = v23[0];
    out[3] = v23[1];
}

/// hornerFromZero<Top> of two polynomials at one point, in the two lanes of a vector: each
/// gets the bits of its scalar Horner.
template <int Top>
[[gnu::always_inline]] inline Lanes hornerPairFromZero(const double* a, const double* b, double t) {
    const Lanes tt{t, t};
    Lanes value{0.0, 0.0};
    unrolled<Top + 1>([&](auto i) { value = value * tt + Lanes{a[Top - i], b[Top - i]}; });
    return value;
}

using HornerAtFourTable =
    std::array<void (*)(const double*, const double*, double*), maxSeriesDegree + 1>;

template <bool FromTop>
inline constexpr HornerAtFourTable hornerAtFourTable = [
]<int... Top>(std::integer_sequence<int, Top...>) {
    return HornerAtFourTable{&hornerAtFour<Top, FromTop>...};
}
(std::make_integer_sequence<int, maxSeriesDegree + 1>{});

} // namespace detail

inline double SeriesPolynomial::valueFrom(int top, double t) const {
    // The loop unrolled for each `top` (the same operations in the same order): a step's
    // polynomials are evaluated by the thousand in bisections.
    return detail::hornerFromZeroTable[static_cast<std::size_t>(top)](c.data(), t);
}

inline void SeriesPolynomial::valuesFrom(int top, const double (&t)[4], double (&values)[4]) const {
    detail::hornerAtFourTable<false>[static_cast<std::size_t>(top)](c.data(), t, values);
}

/// The bisection of bisectSignChange (golf/core/polynomial.hpp) on [lo, hi], the sign of p(lo)
/// given: the same midpoints, decisions and result, two of its steps a round. A round
/// evaluates the midpoint and both midpoints that may follow it, independent evaluations
/// that the processor overlaps (the bisection's Horner chains are its latency), and then
/// takes the two steps in order, each with the break of the plain loop. `values(t, v)` sets
/// v[i] to the value at t[i] (i < 3; t[3] repeats t[2]), exactly as the plain bisection
/// evaluates it; its sign decides.
template <typename Values>
[[nodiscard]] double bisectTwoStepsARound(Values values, double lo, double hi, bool loPositive) {
    for (int i = 0; i < 2200;) { // enough to walk down to the smallest subnormal gaps
        const double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi) {
            break;
        }
        // The next midpoint: lo + (mid - lo) / 2 if the root is left of mid, mid + (hi - mid)
        // / 2 if right, the expressions of the plain loop after hi = mid or lo = mid.
        const double left = lo + (mid - lo) / 2;
        const double right = mid + (hi - mid) / 2;
        const double t[4] = {mid, left, right, right};
        double v[4];
        values(t, v);
        const bool rightOfMid = (v[0] > 0) == loPositive;
        (rightOfMid ? lo : hi) = mid;
        if (++i >= 2200) {
            break;
        }
        const double next = rightOfMid ? right : left;
        if (next <= lo || next >= hi) {
            break;
        }
        ((rightOfMid ? v[2] : v[1]) > 0) == loPositive ? lo = next : hi = next;
        ++i;
    }
    return hi;
}

/// The product of two polynomials. Precondition: a.degree() + b.degree() <= maxSeriesDegree.
[[nodiscard]] SeriesPolynomial multiply(const SeriesPolynomial& a, const SeriesPolynomial& b);

/// sum |c_k| h^k over k >= 1, the powers by repeated multiplication: how far p can move from
/// p(0) over [0, h]. For p with no term above `top`: the terms above are left out where h^k
/// stays finite (|h| <= 1e6; each would add +0), and summed as ever otherwise (0 inf is NaN).
[[nodiscard]] inline double reachOver(const SeriesPolynomial& p, double h,
                                      int top = maxSeriesDegree) {
    const int last = std::abs(h) <= 1e6 ? top : maxSeriesDegree;
    double reach = 0;
    double power = 1;
    for (int i = 1; i <= last; ++i) {
        power *= h;
        reach += std::abs(p.c[static_cast<std::size_t>(i)]) * power;
    }
    return reach;
}

/// Up to maxSeriesDegree roots, ascending.
struct SeriesRoots {
    std::array<double, maxSeriesDegree> values{};
    int count = 0;

    [[nodiscard]] const double* begin() const { return values.data(); }
    [[nodiscard]] const double* end() const { return values.data() + count; }
};

/// Every t in [lo, hi] where p is zero or changes sign, ascending, as firstRoot finds them
/// (a zero where p touches without changing sign is found only when it is exactly zero). A
/// polynomial with no term above `top` (a step's: slopeOrder) is read up to there only, the
/// same roots for a smaller cost.
[[nodiscard]] SeriesRoots allRoots(const SeriesPolynomial& p, double lo, double hi,
                                   int top = maxSeriesDegree);

/// The smallest t in [lo, hi] where p is zero or changes sign, to full double precision (the
/// smallest double at or after the sign change); nullopt if p keeps one strict sign on
/// [lo, hi]. A zero at `lo` itself counts. For lo >= 0 the terms of p too small on [0, hi] to
/// matter (below 1e-17 of its largest) are left out of the search. Precondition: lo <= hi,
/// finite coefficients, no term of p above `top` (as allRoots).
[[nodiscard]] std::optional<double> firstRoot(const SeriesPolynomial& p, double lo, double hi,
                                              int top = maxSeriesDegree);

} // namespace golf
