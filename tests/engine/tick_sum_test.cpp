// Tests of the elapsed time summed tick by tick in runs (physics/src/tick_sum.hpp), against the
// plain loop of additions that advance() makes, which is the reference: the same count and the
// same bits, on ordinary tick rates, across binades, near ties and at the limits, and in long
// runs counted in whole units of a binade's ulp (ending at `safe`, at the binade's top, at the
// limit).

#include "tick_sum.hpp"
#include "tick_sum_reference.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <vector>

namespace golf {
namespace {

using test::expectTicksAsAdded;
using test::ticksAddedOneByOne;

// floorOf is std::floor bit for bit: whole and half numbers of both signs, zeros, the
// neighbours of 2^52 and 2^63, tiny and huge numbers, infinities, NaN, and random bit patterns.
TEST(TickSum, FloorOfIsStdFloorBitForBit) {
    const auto same = [](double v) {
        const double expected = std::floor(v);
        const double got = floorOf(v);
        if (std::isnan(expected)) {
            EXPECT_TRUE(std::isnan(got)) << v;
            return;
        }
        EXPECT_EQ(std::bit_cast<std::uint64_t>(got), std::bit_cast<std::uint64_t>(expected))
            << std::hexfloat << v << " gives " << got << ", not " << expected;
    };
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<double> values{0.0,
                               -0.0,
                               0.5,
                               -0.5,
                               1.0,
                               -1.0,
                               1.5,
                               -1.5,
                               2.5,
                               -2.5,
                               1e-300,
                               -1e-300,
                               4.9e-324,
                               -4.9e-324,
                               1e300,
                               -1e300,
                               inf,
                               -inf,
                               std::numeric_limits<double>::quiet_NaN()};
    for (const double p : {0x1p52, 0x1p53, 0x1p63, 0x1p64}) {
        for (const double v : {p, std::nextafter(p, 0.0), std::nextafter(p, inf)}) {
            values.push_back(v);
            values.push_back(-v);
        }
    }
    for (const double v : values) {
        same(v);
    }
    std::mt19937_64 rng(41);
    std::uniform_real_distribution<double> unit(-1, 1);
    for (int k = 0; k < 20000; ++k) {
        same(std::bit_cast<double>(rng()));                                    // any bits
        same(unit(rng) * std::ldexp(1.0, static_cast<int>(rng() % 120) - 60)); // near the cut
        same(std::round(unit(rng) * 1e6) + (k % 3 == 0 ? 0.0 : unit(rng)));    // whole and not
    }
}

TEST(TickSum, ByHand) {
    // Quarter seconds add exactly: 4 ticks reach 1.0, the fifth would pass it.
    const TickSum sum = sumTicksUpTo(0, 0.25, 1.0, 100);
    EXPECT_EQ(sum.ticks, 4);
    EXPECT_EQ(sum.elapsed, 1.0);
    EXPECT_EQ(sumTicksUpTo(0, 0.25, 1.0, 3).ticks, 3); // the tick limit
    EXPECT_EQ(sumTicksUpTo(0.9, 0.25, 1.0, 100).ticks, 0);
    EXPECT_EQ(sumTicksUpTo(0.9, 0.25, 1.0, 100).elapsed, 0.9);
    EXPECT_EQ(sumTicksUpTo(0.5, 0.25, std::nan(""), 100).ticks, 0);
}

TEST(TickSum, TheSameBitsAsAdditionAtTickRates) {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int rate : {30, 60, 120, 240, 997, 1000, 2000}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 40; ++n) {
            const double elapsed = n % 4 == 0 ? 0.0 : unit(rng) * std::pow(2.0, 12 * unit(rng) - 4);
            const double safe = elapsed + unit(rng) * 600;
            expectTicksAsAdded(elapsed, seconds, safe,
                               1 + static_cast<std::int64_t>(unit(rng) * 2e6));
            expectTicksAsAdded(elapsed, seconds, safe, std::numeric_limits<std::int64_t>::max());
        }
    }
}

TEST(TickSum, TheSameBitsForAnyStep) {
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int n = 0; n < 3000; ++n) {
        const double seconds = std::pow(2.0, -20 + 20 * unit(rng)) * (1 + unit(rng));
        const double elapsed = n % 5 == 0 ? 0.0 : std::pow(2.0, -25 + 40 * unit(rng));
        const double safe = elapsed + seconds * unit(rng) * 5e4;
        expectTicksAsAdded(elapsed, seconds, safe, 1 + static_cast<std::int64_t>(unit(rng) * 1e5));
    }
}

TEST(TickSum, TiesAndStepsTooSmallToCount) {
    // 1.5 ulps of the binade [2^12, 2^13): every sum is a tie, rounded to even.
    const double ulp = std::ldexp(1.0, 13 - 53);
    expectTicksAsAdded(4096.0, 1.5 * ulp, 4096.0 + 1e6 * ulp, 200000);
    expectTicksAsAdded(4096.0 + ulp, 1.5 * ulp, 4096.0 + 1e6 * ulp, 200000);
    expectTicksAsAdded(4096.0, 2.5 * ulp, 4096.0 + 1e6 * ulp, 200000);
    // Steps that cross binades: 0.75 ulp of [2^12, 2^13) is 1.5 ulps of the binade below.
    expectTicksAsAdded(2048.0 - 100 * ulp, 0.75 * ulp, 4096.0 + 1e5 * ulp, 300000);
    // A step below half an ulp leaves the sum where it is: every tick is taken.
    const TickSum stuck = sumTicksUpTo(4096.0, 0.4 * ulp, 5000, 1LL << 40);
    EXPECT_EQ(stuck.ticks, 1LL << 40);
    EXPECT_EQ(stuck.elapsed, 4096.0);
    // Half an ulp exactly: a tie each time, 4096 is even, so it stays.
    expectTicksAsAdded(4096.0, 0.5 * ulp, 5000, 100000);
}

// The short runs most skips take (the bound `safe` within the first 64 ticks, where the sum is
// added four ticks at a time and the last few one by one).
TEST(TickSum, ShortRunsTheSameBitsAsAdditionWhereSafeEndsWithinSixtyFourTicks) {
    std::mt19937_64 rng(2929);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int rate : {30, 60, 120, 240, 997, 1000}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 400; ++n) {
            const double elapsed = n % 7 == 0 ? 0.0 : unit(rng) * std::ldexp(1.0, n % 9 - 3);
            // safe at, just below and just above a tick's sum, or anywhere within 70 ticks.
            const TickSum at = ticksAddedOneByOne(elapsed, seconds, 1e300, n % 70);
            const double safe = n % 4 == 0   ? at.elapsed
                                : n % 4 == 1 ? std::nextafter(at.elapsed, 0.0)
                                : n % 4 == 2 ? std::nextafter(at.elapsed, 1e300)
                                             : elapsed + unit(rng) * 70 * seconds;
            for (const std::int64_t maxTicks :
                 {std::int64_t{0}, std::int64_t{1}, std::int64_t{3}, std::int64_t{4},
                  std::int64_t{5}, std::int64_t{n % 70}, std::int64_t{1} << 40}) {
                const TickSum fast = sumTicksUpTo(elapsed, seconds, safe, maxTicks);
                const TickSum slow = ticksAddedOneByOne(elapsed, seconds, safe, maxTicks);
                ASSERT_EQ(fast.ticks, slow.ticks) << elapsed << " " << seconds << " " << safe;
                ASSERT_EQ(fast.elapsed, slow.elapsed) << elapsed << " " << seconds << " " << safe;
            }
        }
    }
}

// Long skips (past the first 64 ticks, where the runs count): `safe` on a tick's sum, one double
// below and above it, and anywhere, for tick rates a World uses, from elapsed times in many
// binades, so that runs end at `safe`, at the binade's top and at the tick limit.
TEST(TickSum, LongRunsEndAtSafeAtTheTopAndAtTheLimitAsAdditionDoes) {
    std::mt19937_64 rng(3737);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int rate : {60, 120, 240, 1000}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 300; ++n) {
            const double elapsed =
                n % 6 == 0 ? 0.0 : std::ldexp(1 + unit(rng), static_cast<int>(n % 11) - 6);
            const auto ticks = 65 + static_cast<std::int64_t>(unit(rng) * 3000);
            const TickSum at = ticksAddedOneByOne(elapsed, seconds, 1e300, ticks);
            const double safe = n % 4 == 0   ? at.elapsed
                                : n % 4 == 1 ? std::nextafter(at.elapsed, 0.0)
                                : n % 4 == 2 ? std::nextafter(at.elapsed, 1e300)
                                             : elapsed + unit(rng) * 4000 * seconds;
            for (const std::int64_t maxTicks :
                 {ticks - 1, ticks, ticks + 1, std::int64_t{1} << 40}) {
                expectTicksAsAdded(elapsed, seconds, safe, maxTicks);
            }
        }
    }
}

// A binade's top: sums that end just below it, on it and past it, and a `safe` on the top.
TEST(TickSum, RunsAcrossABinadesTopAsAdditionDoes) {
    for (const double top : {1.0, 2.0, 64.0, 0x1p20}) {
        for (const int rate : {60, 120, 997}) {
            const double seconds = 1.0 / rate;
            for (int back = 0; back < 200; back += 7) {
                const double elapsed = top - (back + 0.5) * seconds;
                for (const double safe : {top, std::nextafter(top, 0.0), std::nextafter(top, 1e9),
                                          top + 100 * seconds, top + 3000 * seconds}) {
                    expectTicksAsAdded(elapsed, seconds, safe, std::int64_t{1} << 40);
                    expectTicksAsAdded(elapsed, seconds, safe, 90);
                }
                // From a binade or two below (the runs of those binades first).
                if (top <= 2) {
                    expectTicksAsAdded(elapsed / 4, seconds, top + 100 * seconds,
                                       std::int64_t{1} << 40);
                }
            }
        }
    }
}

// A tick whose exact sum lands on a binade's top, or a fraction of an ulp either side of it: the
// last tick of the run is the one before (the sum on the top itself belongs to the binade above,
// where it rounds to its own spacing), for steps rounded down and up.
TEST(TickSum, SumsLandingOnABinadesTopAsAdditionDoes) {
    for (const double top : {2.0, 0x1p-3, 0x1p9}) {
        const double ulp = top * 0x1p-53;
        for (const double whole : {1000.0, 12345.0}) {
            for (const double fraction : {0.0, 0.25, 0.3, 0.75, 0.9}) {
                const double seconds = (whole + fraction) * ulp;
                const double step = fraction < 0.5 ? whole : whole + 1;
                for (const double off : {-1.0, 0.0, 1.0, 2.0}) {
                    // 100 steps and a tick's `whole` below the top, less `off` ulps.
                    const double elapsed = top - (whole + 100 * step + off) * ulp;
                    expectTicksAsAdded(elapsed, seconds, top + 200 * seconds,
                                       std::int64_t{1} << 40);
                    expectTicksAsAdded(elapsed, seconds, top, std::int64_t{1} << 40);
                    expectTicksAsAdded(elapsed, seconds, std::numeric_limits<double>::infinity(),
                                       150);
                }
            }
        }
    }
}

// Steps of many ulps (a tick near the elapsed time itself, the binade holding few ticks), and a
// `safe` so large (or infinite) that only the binades end the runs.
TEST(TickSum, LargeStepsAndUnboundedSafeAsAdditionDoes) {
    std::mt19937_64 rng(37);
    std::uniform_real_distribution<double> unit(0, 1);
    const double inf = std::numeric_limits<double>::infinity();
    for (int n = 0; n < 2000; ++n) {
        const double elapsed = std::ldexp(1 + unit(rng), static_cast<int>(n % 30) - 10);
        const double seconds = elapsed * std::ldexp(1 + unit(rng), -1 - static_cast<int>(n % 40));
        const auto maxTicks = 65 + static_cast<std::int64_t>(unit(rng) * 5000);
        expectTicksAsAdded(elapsed, seconds, inf, maxTicks);
        expectTicksAsAdded(elapsed, seconds, 1e300, maxTicks);
        expectTicksAsAdded(elapsed, seconds, elapsed + unit(rng) * 6000 * seconds, maxTicks);
    }
}

} // namespace
} // namespace golf
