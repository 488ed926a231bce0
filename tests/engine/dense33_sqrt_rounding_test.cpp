// The build compiles with -fno-math-errno (cmake/CompilerFlags.cmake), so that std::sqrt is the
// square-root instruction alone, with no test of its result and no library call for a negative
// argument. Replays stay bit-exact only if every square root the physics takes is still IEEE's
// correctly rounded one: here std::sqrt, Vec2's length and the motion's timeToTravel, compiled
// with the build's flags, are checked against a square root worked out in integers (digit by
// digit, rounded to nearest even), on random doubles of every binade, on the lengths of random
// velocities and around exact squares; and the special arguments give what IEEE says (a NaN for
// a negative one, -0 for -0).

#include "golf/core/vec2.hpp"
#include "motion.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace {

__extension__ typedef unsigned __int128 dense33U128; // (a GNU extension, as pedantic says)

/// floor(sqrt(n)), digit by digit (two bits of n a digit).
dense33U128 dense33IntegerSqrt(dense33U128 n) {
    dense33U128 root = 0;
    dense33U128 bit = dense33U128{1} << 126;
    while (bit > n) {
        bit >>= 2;
    }
    while (bit != 0) {
        if (n >= root + bit) {
            n -= root + bit;
            root = (root >> 1) + bit;
        } else {
            root >>= 1;
        }
        bit >>= 2;
    }
    return root;
}

/// The correctly rounded (to nearest, ties to even) square root of a finite x > 0, in integers.
double dense33ReferenceSqrt(double x) {
    const auto bits = std::bit_cast<std::uint64_t>(x);
    const int biased = static_cast<int>(bits >> 52);
    std::uint64_t mantissa = bits & ((std::uint64_t{1} << 52) - 1);
    int exponent = 0; // x = mantissa * 2^exponent
    if (biased == 0) {
        exponent = -1074; // subnormal
    } else {
        mantissa |= std::uint64_t{1} << 52;
        exponent = biased - 1075;
    }
    // Normalise to 53 significant bits (a subnormal has fewer), then make the exponent even.
    while (mantissa < (std::uint64_t{1} << 52)) {
        mantissa <<= 1;
        --exponent;
    }
    dense33U128 m = mantissa;
    if (exponent % 2 != 0) {
        m <<= 1;
        --exponent;
    }
    // m in [2^52, 2^54): m * 2^56 in [2^108, 2^110), its root in [2^54, 2^55): 55 bits.
    const dense33U128 scaled = m << 56;
    const dense33U128 root = dense33IntegerSqrt(scaled);
    const bool inexact = root * root != scaled;
    std::uint64_t q = static_cast<std::uint64_t>(root >> 2); // 53 bits
    const auto low = static_cast<unsigned>(root & 3);
    if (low > 2 || (low == 2 && (inexact || (q & 1) != 0))) {
        ++q;
    }
    return std::ldexp(static_cast<double>(q), exponent / 2 - 28 + 2);
}

/// std::sqrt as the build compiles it.
double dense33LengthOf(double squared) {
    return std::sqrt(squared);
}

TEST(Dense33SqrtRounding, RandomDoublesOfEveryBinade) {
    std::mt19937_64 rng(33);
    int checked = 0;
    for (int n = 0; n < 200000; ++n) {
        // Any positive finite double, subnormals included.
        const std::uint64_t bits = rng() & 0x7fffffffffffffffULL;
        const double x = std::bit_cast<double>(bits);
        if (!std::isfinite(x) || x == 0) {
            continue;
        }
        ASSERT_EQ(std::bit_cast<std::uint64_t>(dense33LengthOf(x)),
                  std::bit_cast<std::uint64_t>(dense33ReferenceSqrt(x)))
            << "x = " << x;
        ++checked;
    }
    EXPECT_GT(checked, 199000);
}

TEST(Dense33SqrtRounding, LengthsOfVelocitiesAndTimesToTravel) {
    std::mt19937_64 rng(3333);
    std::uniform_real_distribution<double> vel(-40, 40);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int n = 0; n < 100000; ++n) {
        const Vec2 v{vel(rng), vel(rng)};
        const double squared = v.x * v.x + v.y * v.y;
        if (squared == 0) {
            continue;
        }
        const double speed = length(v);
        ASSERT_EQ(std::bit_cast<std::uint64_t>(speed),
                  std::bit_cast<std::uint64_t>(dense33ReferenceSqrt(squared)));
        // timeToTravel's root, sqrt(v^2 - 2 a d), to a distance short of the stop.
        const double decel = 1 + 10 * unit(rng);
        const double distance = speed * speed / (2 * decel) * unit(rng);
        const double rest = speed * speed - 2 * decel * distance;
        if (distance <= 0 || !(rest > 0)) {
            continue;
        }
        const double expected = 2 * distance / (speed + dense33ReferenceSqrt(rest));
        ASSERT_EQ(std::bit_cast<std::uint64_t>(timeToTravel(speed, decel, distance)),
                  std::bit_cast<std::uint64_t>(expected));
    }
}

TEST(Dense33SqrtRounding, AroundExactSquares) {
    std::mt19937_64 rng(33333);
    for (int n = 0; n < 20000; ++n) {
        // r^2 exact for r of at most 26 bits; its neighbours by one ulp either side.
        const auto r = static_cast<double>(rng() >> 38);
        const double square = std::ldexp(r * r, static_cast<int>(rng() % 200) - 100);
        for (const double x : {std::nextafter(square, 0.0), square,
                               std::nextafter(square, std::numeric_limits<double>::infinity())}) {
            if (x > 0) {
                ASSERT_EQ(std::bit_cast<std::uint64_t>(dense33LengthOf(x)),
                          std::bit_cast<std::uint64_t>(dense33ReferenceSqrt(x)))
                    << "x = " << x;
            }
        }
    }
}

TEST(Dense33SqrtRounding, SpecialArguments) {
    const double inf = std::numeric_limits<double>::infinity();
    // (volatile: computed at run time by the build's code, not folded by the compiler)
    volatile double minusOne = -1;
    volatile double tiny = -std::numeric_limits<double>::denorm_min();
    volatile double minusZero = -0.0;
    volatile double plusInf = inf;
    volatile double minusInf = -inf;
    volatile double nan = std::numeric_limits<double>::quiet_NaN();
    EXPECT_TRUE(std::isnan(dense33LengthOf(minusOne)));
    EXPECT_TRUE(std::isnan(dense33LengthOf(tiny)));
    EXPECT_TRUE(std::isnan(dense33LengthOf(minusInf)));
    EXPECT_TRUE(std::isnan(dense33LengthOf(nan)));
    EXPECT_EQ(std::bit_cast<std::uint64_t>(dense33LengthOf(minusZero)),
              std::bit_cast<std::uint64_t>(-0.0));
    EXPECT_EQ(dense33LengthOf(plusInf), inf);
    EXPECT_EQ(std::bit_cast<std::uint64_t>(dense33LengthOf(0.0)), std::uint64_t{0});
    // The reference on known values.
    EXPECT_EQ(dense33ReferenceSqrt(4.0), 2.0);
    EXPECT_EQ(dense33ReferenceSqrt(0.25), 0.5);
    EXPECT_EQ(dense33ReferenceSqrt(2.0), 0x1.6a09e667f3bcdp+0);
    EXPECT_EQ(dense33ReferenceSqrt(std::numeric_limits<double>::denorm_min()), 0x1p-537);
}

} // namespace
} // namespace golf
