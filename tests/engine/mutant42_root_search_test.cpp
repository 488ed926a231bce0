// Tests of the slope integrator's root search (slope_polynomial.cpp: firstRoot, allRoots) found
// wanting by a mutation pass (helper mutant42). The search skips work where a bound proves a
// polynomial keeps one strict sign; a bound too loose by a term or a factor, or a bisection that
// stops early or sides a zero wrongly, moves or loses a root (a contact's or a crossing's time)
// without a crash, and the random families of slope_roots_reference_test.cpp did not reach
// these cases. Each expected root here is worked out by hand or by mpmath 1.3.0 (40 digits),
// never taken from the code:
// - a root at the interval's end, where the first bound |c_0| > sum |c_k| hi^k is an equality
//   (a strict comparison) or where only the step's top term t^20 reaches zero;
// - a shallow dip between two ends of one sign, where the chord-minus-sag bound must use
//   M = sum k (k - 1) |c_k| hi^(k - 2) (|p''| of t^3 on [0, 1] reaches 6, not 3);
// - a root near 0 that takes a thousand halvings to resolve, and a zero that a bisection's
//   midpoint hits exactly (the plain bisection: the value's sign, > 0 or not, decides);
// - a zero on an interval of length zero, where every term's size is 0 and none is trimmed.

#include "golf/core/polynomial.hpp"
#include "slope_polynomial.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <optional>

namespace golf {
namespace mutant42rs {
namespace {

/// c0 + c1 t + ck t^k.
SeriesPolynomial threeTerms42(double c0, double c1, int k, double ck) {
    SeriesPolynomial p;
    p.c[0] = c0;
    p.c[1] = c1;
    p.c[static_cast<std::size_t>(k)] += ck;
    return p;
}

/// The roots of p on [lo, hi] read up to `top`, as allRoots gives them, and firstRoot's, which
/// must be the first of them.
SeriesRoots rootsOf42(const SeriesPolynomial& p, double lo, double hi, int top) {
    const SeriesRoots roots = allRoots(p, lo, hi, top);
    const std::optional<double> first = firstRoot(p, lo, hi, top);
    EXPECT_EQ(first.has_value(), roots.count > 0);
    if (first && roots.count > 0) {
        EXPECT_EQ(*first, roots.values[0]);
    }
    return roots;
}

// 1 - t on [0, 1] and 1 - t^20 (a step's top term, read up to slopeOrder or every term):
// |c_0| = sum |c_k| 1^k, so the first bound does not hold (it is strict), and p(1) is exactly
// 0 (1 - 1; 1 - 1^20): the root is 1, a zero at the interval's end. 1 - 2 t^20 only reaches
// zero through its top term, at 2^(-1/20) = 0.96593632892484555106514... (mpmath): within two
// ulps (1.1e-16 there; t^20 by 20 products is off by up to 20 u, t by u).
TEST(Mutant42RootSearch, ARootAtTheEndAndOneMadeByTheTopTermAreFound) {
    for (const int top : {1, slopeOrder, maxSeriesDegree}) {
        const SeriesRoots roots = rootsOf42(threeTerms42(1, -1, 1, 0), 0, 1, top);
        ASSERT_EQ(roots.count, 1) << top;
        EXPECT_EQ(roots.values[0], 1.0);
    }
    for (const int top : {slopeOrder, maxSeriesDegree}) {
        const SeriesRoots end = rootsOf42(threeTerms42(1, 0, slopeOrder, -1), 0, 1, top);
        ASSERT_EQ(end.count, 1) << top;
        EXPECT_EQ(end.values[0], 1.0);
        const SeriesRoots inside = rootsOf42(threeTerms42(1, 0, slopeOrder, -2), 0, 1, top);
        ASSERT_EQ(inside.count, 1) << top;
        EXPECT_NEAR(inside.values[0], 0.96593632892484555, 2.3e-16);
    }
    // The same from the other sign, and on [0, 2] (the root of 1 - t / 2 at the end).
    EXPECT_EQ(rootsOf42(threeTerms42(-1, 0, slopeOrder, 1), 0, 1, slopeOrder).count, 1);
    const SeriesRoots half = rootsOf42(threeTerms42(1, -0.5, 1, 0), 0, 2, slopeOrder);
    ASSERT_EQ(half.count, 1);
    EXPECT_EQ(half.values[0], 2.0);
}

// p(t) = 0.38 - t + t^3 on [0, 1] (0.38 the double nearest): p(0) = 0.38 and p(1) = 0.38, one
// sign at both ends, and a dip to 0.38 - 2 / (3 sqrt 3) = -0.0049 at 1 / sqrt 3, so two roots,
// 0.52331111960734933114 and 0.62975293469897303277 (mpmath.polyroots of t^3 - t + 0.38, the
// double's exact value). The chord bound at 0 has the chord 0.38 flat (slope 0) and the sag
// M w / 2 = 3 with M = 3 * 2 = 6: g's least is 0.38 - 3^2 / (2 * 6) = -0.37, so no proof of one
// sign; with M = 3 (the k(k - 1) taken as k) it would be 0.38 - 1.5^2 / 6 = 0.005 > 0, a proof
// that loses both roots. Scaled by 8 on [0, 0.5] (p(2s) / 8 = 0.0475 - s / 4 + s^3) the same.
TEST(Mutant42RootSearch, AShallowDipBetweenEndsOfOneSignIsFound) {
    for (const int top : {slopeOrder, maxSeriesDegree}) {
        const SeriesRoots roots = rootsOf42(threeTerms42(0.38, -1, 3, 1), 0, 1, top);
        ASSERT_EQ(roots.count, 2) << top;
        EXPECT_NEAR(roots.values[0], 0.52331111960734933, 5e-16);
        EXPECT_NEAR(roots.values[1], 0.62975293469897303, 5e-16);
        const SeriesRoots scaled = rootsOf42(threeTerms42(0.0475, -0.25, 3, 1), 0, 0.5, top);
        ASSERT_EQ(scaled.count, 2) << top;
        // 0.0475 is 0.38 / 8 to the bit (the nearest doubles scale by 8): the roots halved.
        EXPECT_NEAR(scaled.values[0], 0.26165555980367466, 3e-16);
        EXPECT_NEAR(scaled.values[1], 0.31487646734948652, 3e-16);
    }
}

// t - d on [0, 1] for d = 1e-300 and 1e-20 (the doubles nearest): p(t) = t - d is exact near
// d, so the bisection from p(0) < 0 ends at the smallest double where p > 0, the one after d
// (at d itself p is 0, which is not > 0). Reaching 1e-300 from [0, 1] takes about 1000
// halvings, 1e-20 about 120: a bisection that stopped after 100 would not get there. Falling
// (d - t, from p(0) > 0): the smallest double where p is not > 0, d itself.
TEST(Mutant42RootSearch, ARootNearZeroIsResolvedToTheLastBit) {
    for (const double d : {1e-300, 1e-20, 0x1p-1000}) {
        const SeriesRoots rising = rootsOf42(threeTerms42(-d, 1, 1, 0), 0, 1, slopeOrder);
        ASSERT_EQ(rising.count, 1) << d;
        EXPECT_EQ(rising.values[0], std::nextafter(d, 1.0)) << d;
        const SeriesRoots falling = rootsOf42(threeTerms42(d, -1, 1, 0), 0, 1, slopeOrder);
        ASSERT_EQ(falling.count, 1) << d;
        EXPECT_EQ(falling.values[0], d) << d;
        // The plain bisection of golf/core agrees.
        EXPECT_EQ(bisectSignChange([&](double t) { return t - d; }, 0.0, 1.0),
                  std::nextafter(d, 1.0));
    }
}

// t - 0.375 on [0, 1]: the bisection's midpoints 0.5, 0.25, 0.375 hit the zero exactly. p(0.375)
// = 0 is not > 0, the sign p(0) has, so the bracket's low end moves there and the root is the
// next double, 0.375 + 2^-54; falling (0.375 - t, p(0) > 0) the zero is the other sign and the
// root is 0.375 itself. A bisection that took 0 as positive would swap the two. Also through a
// double root's piece: (t - 0.375)^2 - 2^-20 has its roots at 0.375 -+ 2^-10 (exact doubles;
// dyadic: 0.3740234375 and 0.3759765625), each found on its piece by the plain bisection.
TEST(Mutant42RootSearch, AZeroAtAMidpointSidesAsThePlainBisection) {
    for (const int top : {1, slopeOrder}) {
        const SeriesRoots rising = rootsOf42(threeTerms42(-0.375, 1, 1, 0), 0, 1, top);
        ASSERT_EQ(rising.count, 1);
        EXPECT_EQ(rising.values[0], 0.375 + 0x1p-54);
        const SeriesRoots falling = rootsOf42(threeTerms42(0.375, -1, 1, 0), 0, 1, top);
        ASSERT_EQ(falling.count, 1);
        EXPECT_EQ(falling.values[0], 0.375);
    }
    EXPECT_EQ(bisectSignChange([](double t) { return t - 0.375; }, 0.0, 1.0), 0.375 + 0x1p-54);
    EXPECT_EQ(bisectSignChange([](double t) { return 0.375 - t; }, 0.0, 1.0), 0.375);
    // (t - 0.375)^2 - 2^-20 = t^2 - 0.75 t + (0.140625 - 2^-20), every coefficient exact.
    SeriesPolynomial dip;
    dip.c[0] = 0.140625 - 0x1p-20;
    dip.c[1] = -0.75;
    dip.c[2] = 1;
    const double r0 = 0.375 - 0x1p-10;
    const double r1 = 0.375 + 0x1p-10;
    ASSERT_EQ(dip(r0), 0.0);
    ASSERT_EQ(dip(r1), 0.0);
    // The pieces are cut where the derivative 2 t - 0.75, rising from p'(0) < 0, is first > 0:
    // at 0.375 + 2^-54, as above; each piece's root is the plain bisection's on that piece
    // (within 2e-14 of the exact root: p's rounding, 1.5e-17, over its slope, 2^-9).
    const double cut = 0.375 + 0x1p-54;
    const SeriesRoots roots = rootsOf42(dip, 0, 1, slopeOrder);
    ASSERT_EQ(roots.count, 2);
    EXPECT_EQ(roots.values[0], bisectSignChange([&](double t) { return dip(t); }, 0.0, cut));
    EXPECT_EQ(roots.values[1], bisectSignChange([&](double t) { return dip(t); }, cut, 1.0));
    EXPECT_NEAR(roots.values[0], r0, 2e-14);
    EXPECT_NEAR(roots.values[1], r1, 2e-14);
}

// On [0, 0] every term but c_0 has size 0 on the interval, and so has c_0 where p(0) = 0: the
// largest size is 0, and no term is below 1e-17 of it (0 < 0 is false), so none is trimmed and
// p = t (or t^20, or t - t^2) keeps its degree: its zero at lo = hi = 0 counts (firstRoot's "a
// zero at `lo` itself counts"). Trimming the terms at or below 1e-17 of the largest would trim
// them all and find no root.
TEST(Mutant42RootSearch, AZeroOnAnIntervalOfLengthZeroCounts) {
    for (const int k : {1, 2, slopeOrder}) {
        const SeriesRoots roots = rootsOf42(threeTerms42(0, 0, k, 1), 0, 0, slopeOrder);
        ASSERT_EQ(roots.count, 1) << k;
        EXPECT_EQ(roots.values[0], 0.0);
    }
    const SeriesRoots mixed = rootsOf42(threeTerms42(0, 1, 2, -1), 0, 0, slopeOrder);
    ASSERT_EQ(mixed.count, 1);
    EXPECT_EQ(mixed.values[0], 0.0);
}

} // namespace
} // namespace mutant42rs
} // namespace golf
