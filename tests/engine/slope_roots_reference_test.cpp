// The slope integrator's root search (firstRoot, allRoots: slope_polynomial.cpp) against the
// algorithm it replaced, kept below as the reference: every root of the derivative found
// (recursively) before the first piece is looked at, each evaluation a Horner over all
// maxSeriesDegree + 1 terms. The search now asks for the derivative's roots only as it reaches
// them, evaluates up to the degree, and stops a level where a bound proves no more sign change;
// none of this may move a root by a bit. Random polynomials of degree 1 to 40 (from roots,
// including double roots and roots at the interval's ends, Taylor-like decaying series,
// nearly flat noise) on random intervals: every root equal to the bit (EXPECT_EQ on doubles),
// also when the search reads p only up to a `top` at or above its degree.

#include "golf/core/polynomial.hpp"
#include "slope_polynomial.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <vector>

namespace golf {
namespace {

using ReferenceRoots = SeriesRoots;

bool referenceSurelyNoRoot(const SeriesPolynomial& p, double hi) {
    double reach = 0;
    double power = 1;
    for (std::size_t i = 1; i < p.c.size(); ++i) {
        power *= hi;
        reach += std::abs(p.c[i]) * power;
    }
    return std::abs(p.c[0]) > reach;
}

ReferenceRoots referenceRootsOf(const SeriesPolynomial& p, double lo, double hi, bool firstOnly) {
    ReferenceRoots result;
    const int degree = p.degree();
    if (degree <= 0) {
        return result;
    }
    ReferenceRoots cuts;
    if (degree >= 2) {
        cuts = referenceRootsOf(p.derivative(), lo, hi, false);
    }
    double a = lo;
    for (int i = 0; i <= cuts.count; ++i) {
        const double b = i < cuts.count ? cuts.values[static_cast<std::size_t>(i)] : hi;
        const double pa = p(a);
        const double pb = p(b);
        double root = -1;
        bool found = false;
        if (pa == 0) {
            root = a;
            found = true;
        } else if ((pa > 0) != (pb > 0) || pb == 0) {
            root = bisectSignChange([&](double t) { return p(t); }, a, b);
            found = true;
        }
        if (found && (result.count == 0 ||
                      result.values[static_cast<std::size_t>(result.count - 1)] < root)) {
            result.values[static_cast<std::size_t>(result.count++)] = root;
            if (firstOnly) {
                return result;
            }
        }
        a = b;
    }
    return result;
}

SeriesPolynomial referenceTrimmed(const SeriesPolynomial& p, double hi) {
    std::array<double, maxSeriesDegree + 1> size{};
    double power = 1;
    double largest = 0;
    for (std::size_t i = 0; i < p.c.size(); ++i) {
        size[i] = std::abs(p.c[i]) * power;
        largest = std::max(largest, size[i]);
        power *= hi;
    }
    SeriesPolynomial result = p;
    for (std::size_t i = p.c.size(); i-- > 1 && size[i] < 1e-17 * largest;) {
        result.c[i] = 0;
    }
    return result;
}

ReferenceRoots referenceAllRoots(const SeriesPolynomial& p, double lo, double hi) {
    if (lo >= 0 && referenceSurelyNoRoot(p, hi)) {
        return {};
    }
    return referenceRootsOf(lo >= 0 ? referenceTrimmed(p, hi) : p, lo, hi, false);
}

std::optional<double> referenceFirstRoot(const SeriesPolynomial& p, double lo, double hi) {
    if (lo >= 0 && referenceSurelyNoRoot(p, hi)) {
        return std::nullopt;
    }
    const ReferenceRoots roots =
        referenceRootsOf(lo >= 0 ? referenceTrimmed(p, hi) : p, lo, hi, true);
    if (roots.count == 0) {
        return std::nullopt;
    }
    return roots.values[0];
}

/// scale * prod (t - r_i), the roots given (a root twice is a double root).
SeriesPolynomial fromRoots(const std::vector<double>& roots, double scale) {
    SeriesPolynomial p;
    p.c[0] = scale;
    for (const double r : roots) {
        SeriesPolynomial factor;
        factor.c[0] = -r;
        factor.c[1] = 1;
        p = multiply(p, factor);
    }
    return p;
}

/// Compares both searches on p over [lo, hi]; returns the number of roots.
int expectSameRoots(const SeriesPolynomial& p, double lo, double hi) {
    const ReferenceRoots expected = referenceAllRoots(p, lo, hi);
    const SeriesRoots actual = allRoots(p, lo, hi);
    EXPECT_EQ(actual.count, expected.count)
        << "degree " << p.degree() << " on [" << lo << ", " << hi << "]";
    for (int i = 0; i < std::min(actual.count, expected.count); ++i) {
        EXPECT_EQ(actual.values[static_cast<std::size_t>(i)],
                  expected.values[static_cast<std::size_t>(i)]);
    }
    const std::optional<double> first = firstRoot(p, lo, hi);
    const std::optional<double> firstExpected = referenceFirstRoot(p, lo, hi);
    EXPECT_EQ(first.has_value(), firstExpected.has_value());
    if (first && firstExpected) {
        EXPECT_EQ(*first, *firstExpected);
    }
    // Read only up to a `top` at or above the degree (as a step's polynomials up to
    // slopeOrder): the same roots.
    for (const int top : {std::max(p.degree(), 0), std::min(p.degree() + 3, maxSeriesDegree)}) {
        const SeriesRoots upTo = allRoots(p, lo, hi, top);
        EXPECT_EQ(upTo.count, expected.count) << "top " << top;
        for (int i = 0; i < std::min(upTo.count, expected.count); ++i) {
            EXPECT_EQ(upTo.values[static_cast<std::size_t>(i)],
                      expected.values[static_cast<std::size_t>(i)]);
        }
        const std::optional<double> firstUpTo = firstRoot(p, lo, hi, top);
        EXPECT_EQ(firstUpTo.has_value(), firstExpected.has_value()) << "top " << top;
        if (firstUpTo && firstExpected) {
            EXPECT_EQ(*firstUpTo, *firstExpected);
        }
    }
    return expected.count;
}

TEST(SlopeRootsReference, PolynomialsFromRoots) {
    std::mt19937_64 rng(27);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> degrees(1, maxSeriesDegree);
    int roots = 0;
    for (int trial = 0; trial < 400; ++trial) {
        const int degree = degrees(rng);
        const double lo = trial % 3 == 0 ? 0.0 : (unit(rng) - 0.3) * 2;
        const double hi = lo + std::ldexp(unit(rng) + 0.01, -static_cast<int>(unit(rng) * 12));
        std::vector<double> rs;
        for (int k = 0; k < degree; ++k) {
            const double u = unit(rng);
            if (u < 0.08) {
                rs.push_back(lo); // a root at the start
            } else if (u < 0.16) {
                rs.push_back(hi); // at the end
            } else if (u < 0.3 && !rs.empty()) {
                rs.push_back(rs.back()); // a double root
            } else if (u < 0.75) {
                rs.push_back(lo + (hi - lo) * unit(rng)); // inside
            } else {
                rs.push_back(lo + (hi - lo) * (unit(rng) * 6 - 3)); // around
            }
        }
        roots += expectSameRoots(fromRoots(rs, unit(rng) < 0.5 ? 1.0 : -3.5), lo, hi);
    }
    EXPECT_GT(roots, 1000); // the cases do reach the bisection
}

TEST(SlopeRootsReference, TaylorLikeSeriesAndNoise) {
    std::mt19937_64 rng(2027);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::uniform_int_distribution<int> degrees(1, maxSeriesDegree);
    int roots = 0;
    for (int trial = 0; trial < 1000; ++trial) {
        const int degree = degrees(rng);
        SeriesPolynomial p;
        const int kind = trial % 4;
        const double radius = std::ldexp(1.0, static_cast<int>(unit(rng) * 10) - 6);
        for (int k = 0; k <= degree; ++k) {
            const double sign = unit(rng) < 0.5 ? -1.0 : 1.0;
            double size = 0;
            if (kind == 0) { // a series decaying like a step's: terms radius^-k
                size = std::pow(radius, -k) * (0.1 + unit(rng));
            } else if (kind == 1) { // nearly flat noise about zero
                size = 1e-17 * unit(rng);
            } else if (kind == 2) { // noise on a small slope through the interval
                size = k == 1 ? 1.0 : 1e-15 * unit(rng);
            } else { // plain random coefficients
                size = unit(rng);
            }
            p.c[static_cast<std::size_t>(k)] = sign * size;
        }
        if (p.c[static_cast<std::size_t>(degree)] == 0) {
            p.c[static_cast<std::size_t>(degree)] = 1e-30;
        }
        const double lo =
            trial % 5 == 0 ? -radius * unit(rng) : (trial % 2 == 0 ? 0.0 : radius * unit(rng));
        const double hi = lo + radius * (0.01 + unit(rng));
        if (kind == 2) {
            p.c[0] = -(lo + (hi - lo) * unit(rng)); // the slope's root inside
        }
        roots += expectSameRoots(p, lo, hi);
        // The same on an interval starting at one of its roots, and ending at one.
        const SeriesRoots found = allRoots(p, lo, hi);
        if (found.count > 0) {
            expectSameRoots(p, found.values[0], hi);
            expectSameRoots(p, lo, found.values[static_cast<std::size_t>(found.count - 1)]);
        }
    }
    EXPECT_GT(roots, 200);
}

TEST(SlopeRootsReference, ZeroAndConstantPolynomials) {
    SeriesPolynomial zero;
    expectSameRoots(zero, 0, 1);
    SeriesPolynomial constant;
    constant.c[0] = -2;
    expectSameRoots(constant, 0, 1);
    SeriesPolynomial line; // t exactly: a root at the start
    line.c[1] = 1;
    EXPECT_EQ(expectSameRoots(line, 0, 1), 1);
    SeriesPolynomial square; // t^2: touches at 0, exactly zero there (and where t^2 underflows)
    square.c[2] = 1;
    EXPECT_EQ(expectSameRoots(square, 0, 1), 1);
    EXPECT_GE(expectSameRoots(square, -1, 1), 1);
}

TEST(SlopeRootsReference, BisectionTwoStepsARound) {
    // bisectTwoStepsARound (valuesFrom at four points) against bisectSignChange (valueFrom):
    // the same result to the bit, on random series and lines, wide and tiny brackets.
    std::mt19937_64 rng(727);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int trial = 0; trial < 300; ++trial) {
        SeriesPolynomial p;
        const int top = 1 + trial % maxSeriesDegree;
        for (int k = 0; k <= top; ++k) {
            p.c[static_cast<std::size_t>(k)] = (unit(rng) - 0.5) * std::pow(0.5, k);
        }
        const double lo = trial % 7 == 0 ? 0.0 : unit(rng) * 0.5;
        const double hi = lo + (trial % 5 == 0 ? std::ldexp(unit(rng) + 1, -1040) : unit(rng));
        const double line = p.valueFrom(top, lo + (hi - lo) * unit(rng));
        const auto f = [&](double t) {
            return p.valueFrom(top, t) - line;
        };
        const double expected = bisectSignChange(f, lo, hi);
        const double actual = bisectTwoStepsARound(
            [&](const double(&t)[4], double(&v)[4]) {
                p.valuesFrom(top, t, v);
                for (double& value : v) {
                    value -= line;
                }
            },
            lo, hi, f(lo) > 0);
        EXPECT_EQ(actual, expected) << "trial " << trial;
        double values[4];
        const double points[4] = {lo, hi, (lo + hi) / 2, -hi};
        p.valuesFrom(top, points, values);
        for (int i = 0; i < 4; ++i) {
            EXPECT_EQ(values[i], p.valueFrom(top, points[i]));
        }
    }
}

TEST(SlopeRootsReference, LongIntervals) {
    // Beyond 1e6, where hi^k may overflow, every term is read as before `top` was known.
    std::mt19937_64 rng(1027);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    for (int trial = 0; trial < 60; ++trial) {
        SeriesPolynomial p;
        const int degree = 1 + trial % slopeOrder;
        const double hi = std::ldexp(1.0, 16 + trial % 16) * (1 + unit(rng));
        for (int k = 0; k <= degree; ++k) {
            p.c[static_cast<std::size_t>(k)] =
                (unit(rng) - 0.5) * std::pow(hi * (0.2 + unit(rng)), -k) * (k == 0 ? 0.1 : 1);
        }
        expectSameRoots(p, 0, hi);
    }
}

} // namespace
} // namespace golf
