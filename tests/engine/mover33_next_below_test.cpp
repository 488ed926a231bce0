// nextBelow (tick_sum.hpp) is std::nextafter(v, -infinity) bit for bit (issue 27: the quiet
// horizon of a ball near a mover, TickSolver::safeUntil, takes the double just below the mover
// time without a call): random bit patterns of every sign and exponent, and the edges (zeros,
// the least subnormal, the least normal, powers of two, the largest double, infinities, NaN).

#include "tick_sum.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <vector>

namespace golf {
namespace {

std::uint64_t mover33Bits(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

TEST(Mover33NextBelow, IsNextafterTowardMinusInfinityBitForBit) {
    using limits = std::numeric_limits<double>;
    std::vector<double> values{0.0,
                               -0.0,
                               limits::denorm_min(),
                               -limits::denorm_min(),
                               2 * limits::denorm_min(),
                               limits::min(),
                               -limits::min(),
                               limits::max(),
                               -limits::max(),
                               limits::infinity(),
                               -limits::infinity(),
                               1.0,
                               0.25,
                               0.5,
                               1e-300,
                               60.0};
    for (int e = -1074; e <= 1023; ++e) {
        values.push_back(std::ldexp(1.0, e));
        values.push_back(std::nextafter(std::ldexp(1.0, e), 0.0));
    }
    std::mt19937_64 random(3333);
    for (int k = 0; k < 100000; ++k) {
        values.push_back(std::bit_cast<double>(random()));
    }
    std::uniform_real_distribution<double> seconds(0, 30);
    for (int k = 0; k < 10000; ++k) {
        values.push_back(seconds(random)); // mover times as the quiet horizon sees them
    }
    for (const double v : values) {
        const double want = std::nextafter(v, -limits::infinity());
        const double got = nextBelow(v);
        if (std::isnan(v)) {
            EXPECT_TRUE(std::isnan(got));
            continue;
        }
        ASSERT_EQ(mover33Bits(got), mover33Bits(want)) << v;
    }
}

} // namespace
} // namespace golf
