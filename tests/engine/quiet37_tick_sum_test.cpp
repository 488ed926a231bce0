// Tests of sumTicksUpTo's runs within a binade (physics/src/tick_sum.cpp), which count the ticks
// of a run in whole units of the binade's ulp at once: the bound `safe` and the binade's top
// each end a run exactly where the plain loop of additions that advance() makes stops, which is
// the reference (the same count and the same bits).

#include "tick_sum.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace {

TickSum byAddition(double elapsed, double seconds, double safe, std::int64_t maxTicks) {
    TickSum sum{.ticks = 0, .elapsed = elapsed};
    while (sum.ticks < maxTicks && sum.elapsed + seconds <= safe) {
        sum.elapsed += seconds;
        ++sum.ticks;
    }
    return sum;
}

void expectSame(double elapsed, double seconds, double safe, std::int64_t maxTicks) {
    const TickSum fast = sumTicksUpTo(elapsed, seconds, safe, maxTicks);
    const TickSum slow = byAddition(elapsed, seconds, safe, maxTicks);
    ASSERT_EQ(fast.ticks, slow.ticks) << std::hexfloat << "elapsed " << elapsed << " seconds "
                                      << seconds << " safe " << safe << " maxTicks " << maxTicks;
    ASSERT_EQ(fast.elapsed, slow.elapsed)
        << std::hexfloat << "elapsed " << elapsed << " seconds " << seconds << " safe " << safe
        << " maxTicks " << maxTicks;
}

// Long skips (past the first 64 ticks, where the runs count): `safe` on a tick's sum, one double
// below and above it, and anywhere, for tick rates a World uses, from elapsed times in many
// binades, so that runs end at `safe`, at the binade's top and at the tick limit.
TEST(Quiet37TickSum, LongRunsEndAtSafeAtTheTopAndAtTheLimitAsAdditionDoes) {
    std::mt19937_64 rng(3737);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int rate : {60, 120, 240, 1000}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 300; ++n) {
            const double elapsed =
                n % 6 == 0 ? 0.0 : std::ldexp(1 + unit(rng), static_cast<int>(n % 11) - 6);
            const auto ticks = 65 + static_cast<std::int64_t>(unit(rng) * 3000);
            const TickSum at = byAddition(elapsed, seconds, 1e300, ticks);
            const double safe = n % 4 == 0   ? at.elapsed
                                : n % 4 == 1 ? std::nextafter(at.elapsed, 0.0)
                                : n % 4 == 2 ? std::nextafter(at.elapsed, 1e300)
                                             : elapsed + unit(rng) * 4000 * seconds;
            for (const std::int64_t maxTicks :
                 {ticks - 1, ticks, ticks + 1, std::int64_t{1} << 40}) {
                expectSame(elapsed, seconds, safe, maxTicks);
            }
        }
    }
}

// A binade's top: sums that end just below it, on it and past it, and a `safe` on the top.
TEST(Quiet37TickSum, RunsAcrossABinadesTopAsAdditionDoes) {
    for (const double top : {1.0, 2.0, 64.0, 0x1p20}) {
        for (const int rate : {60, 120, 997}) {
            const double seconds = 1.0 / rate;
            for (int back = 0; back < 200; back += 7) {
                const double elapsed = top - (back + 0.5) * seconds;
                for (const double safe : {top, std::nextafter(top, 0.0), std::nextafter(top, 1e9),
                                          top + 100 * seconds, top + 3000 * seconds}) {
                    expectSame(elapsed, seconds, safe, std::int64_t{1} << 40);
                    expectSame(elapsed, seconds, safe, 90);
                }
                // From a binade or two below (the runs of those binades first).
                if (top <= 2) {
                    expectSame(elapsed / 4, seconds, top + 100 * seconds, std::int64_t{1} << 40);
                }
            }
        }
    }
}

// A tick whose exact sum lands on a binade's top, or a fraction of an ulp either side of it: the
// last tick of the run is the one before (the sum on the top itself belongs to the binade above,
// where it rounds to its own spacing), for steps rounded down and up.
TEST(Quiet37TickSum, SumsLandingOnABinadesTopAsAdditionDoes) {
    for (const double top : {2.0, 0x1p-3, 0x1p9}) {
        const double ulp = top * 0x1p-53;
        for (const double whole : {1000.0, 12345.0}) {
            for (const double fraction : {0.0, 0.25, 0.3, 0.75, 0.9}) {
                const double seconds = (whole + fraction) * ulp;
                const double step = fraction < 0.5 ? whole : whole + 1;
                for (const double off : {-1.0, 0.0, 1.0, 2.0}) {
                    // 100 steps and a tick's `whole` below the top, less `off` ulps.
                    const double elapsed = top - (whole + 100 * step + off) * ulp;
                    expectSame(elapsed, seconds, top + 200 * seconds, std::int64_t{1} << 40);
                    expectSame(elapsed, seconds, top, std::int64_t{1} << 40);
                    expectSame(elapsed, seconds, std::numeric_limits<double>::infinity(), 150);
                }
            }
        }
    }
}

// Steps of many ulps (a tick near the elapsed time itself, the binade holding few ticks), and a
// `safe` so large (or infinite) that only the binades end the runs.
TEST(Quiet37TickSum, LargeStepsAndUnboundedSafeAsAdditionDoes) {
    std::mt19937_64 rng(37);
    std::uniform_real_distribution<double> unit(0, 1);
    const double inf = std::numeric_limits<double>::infinity();
    for (int n = 0; n < 2000; ++n) {
        const double elapsed = std::ldexp(1 + unit(rng), static_cast<int>(n % 30) - 10);
        const double seconds = elapsed * std::ldexp(1 + unit(rng), -1 - static_cast<int>(n % 40));
        const auto maxTicks = 65 + static_cast<std::int64_t>(unit(rng) * 5000);
        expectSame(elapsed, seconds, inf, maxTicks);
        expectSame(elapsed, seconds, 1e300, maxTicks);
        expectSame(elapsed, seconds, elapsed + unit(rng) * 6000 * seconds, maxTicks);
    }
}

} // namespace
} // namespace golf
