// The project's own sine and cosine of turns (golf/core/turn_trig.hpp) against references
// computed independently by mpmath at 60 digits (scripts/turn_trig_reference.py writes
// tests/engine/data/turn_trig_reference.inc, compiled in here), and their exact values,
// symmetries and monotonicity at the eighths of a turn where the octant folding changes.

#include "golf/core/turn_trig.hpp"

#include <array>
#include <cmath>
#include <gtest/gtest.h>
#include <iostream>
#include <limits>

namespace golf {
namespace {

struct turnTrigReference {
    double x;
    double sinHi;
    double sinLo;
    double cosHi;
    double cosLo;
};

constexpr turnTrigReference references[] = {
#include "data/turn_trig_reference.inc"
};

/// How far `value` is from hi + lo, in ulps of hi (the error of a result that should be 0
/// exactly is infinite unless it is 0).
double ulpError(double value, double hi, double lo) {
    if (hi == 0 && lo == 0) {
        return value == 0 ? 0 : std::numeric_limits<double>::infinity();
    }
    const double magnitude = std::fabs(hi);
    const double ulp = std::nextafter(magnitude, 2.0) - magnitude;
    return std::fabs((value - hi) - lo) / ulp;
}

TEST(TurnTrig, WithinAnUlpOfTheMpmathReferenceOnEveryTableArgument) {
    ASSERT_GT(std::size(references), 3000U);
    double worstSin = 0;
    double worstCos = 0;
    for (const turnTrigReference& r : references) {
        const Vec2 d = directionOfTurns(r.x);
        const double sinError = ulpError(d.y, r.sinHi, r.sinLo);
        const double cosError = ulpError(d.x, r.cosHi, r.cosLo);
        EXPECT_LE(sinError, 1.0) << std::hexfloat << "sin at x = " << r.x;
        EXPECT_LE(cosError, 1.0) << std::hexfloat << "cos at x = " << r.x;
        EXPECT_EQ(sinTurns(r.x), d.y);
        EXPECT_EQ(cosTurns(r.x), d.x);
        worstSin = std::max(worstSin, sinError);
        worstCos = std::max(worstCos, cosError);
    }
    std::cout << "largest error over " << std::size(references) << " arguments: sin " << worstSin
              << " ulp, cos " << worstCos << " ulp\n";
}

TEST(TurnTrig, QuarterTurnsAreExactWithPositiveZeros) {
    const std::array<Vec2, 4> expected{{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};
    for (const double base : {0.0, 1.0, 7.0, -5.0, 1e6, -1e6, 0x1p50}) {
        for (int k = 0; k < 4; ++k) {
            const Vec2 d = directionOfTurns(base + k / 4.0);
            const Vec2 e = expected[static_cast<std::size_t>(k)];
            EXPECT_EQ(d, e) << base << " + " << k << "/4";
            EXPECT_FALSE(std::signbit(d.x) && d.x == 0) << base << " + " << k << "/4";
            EXPECT_FALSE(std::signbit(d.y) && d.y == 0) << base << " + " << k << "/4";
        }
    }
    EXPECT_EQ(directionOfTurns(-0.0), (Vec2{1, 0}));
    EXPECT_FALSE(std::signbit(directionOfTurns(-0.0).y));
    EXPECT_EQ(directionOfTurns(1e300), (Vec2{1, 0})); // an integer: whole turns
    EXPECT_EQ(directionOfTurns(0x1p52 + 1), (Vec2{1, 0}));
}

TEST(TurnTrig, OddEighthsHaveEqualComponentsOfRootHalf) {
    const double r = 0.70710678118654752440; // sqrt(1/2), rounded to the nearest double
    const std::array<Vec2, 4> expected{{{r, r}, {-r, r}, {-r, -r}, {r, -r}}};
    for (const double base : {0.0, 3.0, -2.0, 1e6}) {
        for (int k = 0; k < 4; ++k) {
            EXPECT_EQ(directionOfTurns(base + (2 * k + 1) / 8.0),
                      expected[static_cast<std::size_t>(k)])
                << base << " + " << 2 * k + 1 << "/8";
        }
    }
}

TEST(TurnTrig, TinyTurnsGiveTheLinearTerm) {
    // sin(2 pi x) = 2 pi x (1 - O(x^2)): for x = 2^-40 the relative correction is 2^-77.
    const double twoPi = 6.283185307179586476925;
    EXPECT_EQ(sinTurns(0x1p-40), twoPi * 0x1p-40);
    EXPECT_EQ(cosTurns(0x1p-40), 1.0);
    EXPECT_EQ(sinTurns(-0x1p-40), -twoPi * 0x1p-40);
    EXPECT_EQ(sinTurns(std::numeric_limits<double>::denorm_min()),
              std::numeric_limits<double>::denorm_min() * 6); // 2 pi times 2^-1074, rounded
}

TEST(TurnTrig, OddAndEvenAndPeriodicBitForBit) {
    for (int i = 1; i < 4096; ++i) {
        const double x = i / 4096.0 + i * 0x1p-30; // exact, off the eighths
        const Vec2 d = directionOfTurns(x);
        EXPECT_EQ(directionOfTurns(-x), (Vec2{d.x, -d.y})) << x;
        EXPECT_EQ(directionOfTurns(x + 12), d) << x;
        EXPECT_EQ(directionOfTurns(x - 12), d) << x; // -12 + x > -12: fractional part x
    }
}

/// Walks `steps` doubles up from `x` and checks that sin and cos move only in the directions
/// they take between the eighths around x (signs of their derivatives).
void expectMonotonic(double x, int steps, int sinSign, int cosSign) {
    Vec2 previous = directionOfTurns(x);
    for (int i = 0; i < steps; ++i) {
        x = std::nextafter(x, 2.0e6);
        const Vec2 d = directionOfTurns(x);
        EXPECT_GE((d.y - previous.y) * sinSign, 0) << std::hexfloat << "sin at " << x;
        EXPECT_GE((d.x - previous.x) * cosSign, 0) << std::hexfloat << "cos at " << x;
        previous = d;
    }
}

TEST(TurnTrig, MonotonicAcrossEveryOctantBoundary) {
    // Derivative signs of (sin, cos) on each quarter turn: up/down, up/down... by quadrant.
    const std::array<std::array<int, 2>, 4> signs{{{1, -1}, {-1, -1}, {-1, 1}, {1, 1}}};
    for (const double base : {0.0, 5.0, 1e6}) {
        for (int k = 1; k < 8; ++k) {
            if (k % 2 == 0) {
                continue; // a quarter turn: a component turns round there
            }
            const int quadrant = k / 2;
            double start = base + k / 8.0;
            for (int i = 0; i < 3000; ++i) {
                start = std::nextafter(start, -1.0);
            }
            const auto& s = signs[static_cast<std::size_t>(quadrant)];
            expectMonotonic(start, 6000, s[0], s[1]);
        }
    }
}

} // namespace
} // namespace golf
