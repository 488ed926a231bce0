// sumTicksUpTo on the short runs most skips take (the bound `safe` within the first 64 ticks,
// where the sum is added four ticks at a time and the last few one by one), against the plain
// loop of additions that advance() makes: the same count and the same bits.

#include "tick_sum.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

TickSum shortRunByAddition(double elapsed, double seconds, double safe, std::int64_t maxTicks) {
    TickSum sum{.ticks = 0, .elapsed = elapsed};
    while (sum.ticks < maxTicks && sum.elapsed + seconds <= safe) {
        sum.elapsed += seconds;
        ++sum.ticks;
    }
    return sum;
}

TEST(TickSumShortRuns, TheSameBitsAsAdditionWhereSafeEndsWithinSixtyFourTicks) {
    std::mt19937_64 rng(2929);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int rate : {30, 60, 120, 240, 997, 1000}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 400; ++n) {
            const double elapsed = n % 7 == 0 ? 0.0 : unit(rng) * std::ldexp(1.0, n % 9 - 3);
            // safe at, just below and just above a tick's sum, or anywhere within 70 ticks.
            const TickSum at = shortRunByAddition(elapsed, seconds, 1e300, n % 70);
            const double safe = n % 4 == 0   ? at.elapsed
                                : n % 4 == 1 ? std::nextafter(at.elapsed, 0.0)
                                : n % 4 == 2 ? std::nextafter(at.elapsed, 1e300)
                                             : elapsed + unit(rng) * 70 * seconds;
            for (const std::int64_t maxTicks :
                 {std::int64_t{0}, std::int64_t{1}, std::int64_t{3}, std::int64_t{4},
                  std::int64_t{5}, std::int64_t{n % 70}, std::int64_t{1} << 40}) {
                const TickSum fast = sumTicksUpTo(elapsed, seconds, safe, maxTicks);
                const TickSum slow = shortRunByAddition(elapsed, seconds, safe, maxTicks);
                ASSERT_EQ(fast.ticks, slow.ticks) << elapsed << " " << seconds << " " << safe;
                ASSERT_EQ(fast.elapsed, slow.elapsed) << elapsed << " " << seconds << " " << safe;
            }
        }
    }
}

} // namespace
} // namespace golf
