// Tests of the quiet ticks' bookkeeping (issue 27, quiet34): after every skip of quiet ticks
// the balls are sampled as the ticks stepped one by one sample them, bit for bit, both where one
// ball rolls alone (skipQuietTicks' lone path: the speed its quiet test worked out, the stop
// time kept for the sample) and where several roll at once (skipMovers: a mover's sum of ticks
// kept when it is the one that took exactly the ticks skipped). The reference is a copy of the
// world stepped tick by tick and read at the same tick.

#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "same_balls.hpp"
#include "test_levels.hpp"
#include "tick_sum.hpp"
#include "tick_sum_reference.hpp"

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace quiet34 {
namespace {

/// A flat level with a border wall and a few blocks and triangles (straight pieces only: the
/// lone path).
Level blockLevel(std::mt19937_64& rng, int side) {
    std::vector<std::string> rows =
        test::randomSolidRows(rng, side, 0.06, 0.2, [](int r, int /*c*/) { return r <= 3; });
    rows[2][2] = 'S';
    rows[static_cast<std::size_t>(side - 3)][static_cast<std::size_t>(side - 3)] = 'O';
    return test::makeLevel(rows, "quiet34");
}

using test::sameBalls;
using test::sameBits;

struct Counts {
    std::int64_t skips = 0;   ///< skips of at least one tick
    std::int64_t skipped = 0; ///< ticks skipped
};

/// Places `count` balls at random free spots of `level`, sets `rolling` of them moving at
/// random, then runs a world skipping quiet ticks (random caps, so that skips end at the cap
/// as well as at the horizon) against one stepped tick by tick, comparing the balls after every
/// skip and every step.
::testing::AssertionResult skipsSampleAsSteps(const Level& level, int count, int rolling,
                                              std::mt19937_64& rng, Counts& counts) {
    std::uniform_real_distribution<double> unit(0, 1);
    World skipping(level, count);
    for (int i = 0; i < count; ++i) {
        for (int attempt = 0; attempt < 100; ++attempt) {
            const Vec2 spot{1 + unit(rng) * (level.width - 2), 1 + unit(rng) * (level.height - 2)};
            if (skipping.placeBall(i, spot)) {
                break;
            }
        }
    }
    for (int i = 0; i < rolling && i < count; ++i) {
        if (skipping.balls()[static_cast<std::size_t>(i)].inPlay) {
            const double angle = 2 * std::numbers::pi * unit(rng);
            const double speed = level.physics.maxShotSpeed * (0.05 + 0.95 * unit(rng));
            skipping.setVelocity(i, {speed * std::cos(angle), speed * std::sin(angle)});
        }
    }
    World stepped = skipping;
    std::uniform_int_distribution<std::int64_t> cap(1, 400);
    for (int round = 0; round < 4000 && !skipping.atRest(); ++round) {
        const std::int64_t ticks = skipping.skipQuietTicks(cap(rng));
        for (std::int64_t n = 0; n < ticks; ++n) {
            (void)stepped.step();
        }
        if (ticks > 0) {
            ++counts.skips;
            counts.skipped += ticks;
            if (skipping.tick() != stepped.tick()) {
                return ::testing::AssertionFailure() << "ticks " << skipping.tick();
            }
            if (auto same = sameBalls(skipping, stepped); !same) {
                return same << " after a skip of " << ticks << " to tick " << skipping.tick();
            }
        }
        (void)skipping.step();
        (void)stepped.step();
        if (auto same = sameBalls(skipping, stepped); !same) {
            return same << " after the step to tick " << skipping.tick();
        }
    }
    return ::testing::AssertionSuccess();
}

// One ball rolls, the others lie at rest: skipQuietTicks' lone path, its sample from the speed
// and stop time it kept.
TEST(Quiet34LoneSkip, SamplesAsSteppedTicks) {
    std::mt19937_64 rng(3401);
    Counts counts;
    const int cases = test::caseCount(60, 20);
    for (int n = 0; n < cases; ++n) {
        Level level = blockLevel(rng, 12 + n % 4 * 6);
        level.physics.tickRate = std::array{120, 60, 997, 240}[n % 4];
        ASSERT_TRUE(skipsSampleAsSteps(level, 1 + n % 5, 1, rng, counts)) << "case " << n;
    }
    EXPECT_GT(counts.skips, 100);
    EXPECT_GT(counts.skipped, 20 * counts.skips / 10);
}

// Several balls roll at once: skipMovers, each mover's ticks summed up to its safe time and the
// elapsed time after the ticks all take kept from the mover that took exactly those.
TEST(Quiet34SeveralSkip, SamplesAsSteppedTicks) {
    std::mt19937_64 rng(3402);
    Counts counts;
    const int cases = test::caseCount(60, 20);
    for (int n = 0; n < cases; ++n) {
        Level level = blockLevel(rng, 12 + n % 4 * 6);
        level.physics.tickRate = std::array{120, 2000, 60, 997}[n % 4];
        const int count = 2 + n % 6;
        ASSERT_TRUE(skipsSampleAsSteps(level, count, count - n % 2, rng, counts)) << "case " << n;
    }
    EXPECT_GT(counts.skips, 100);
}

// sumTicksUpTo's rounds of eight and four ticks: `safe` at, just below and just above every
// tick's sum up to 80 ticks (a run of eight passing it after its fourth tick or before, the
// last round of four, the binade runs after 64 ticks), with tick limits on each side of the
// rounds' edges, from elapsed times in many binades.
TEST(Quiet34TickRounds, TheSameTicksAndBitsAsAdditions) {
    std::mt19937_64 rng(3403);
    std::uniform_real_distribution<double> unit(0, 1);
    const double huge = std::numeric_limits<double>::max();
    std::int64_t checked = 0;
    for (const int rate : {60, 120, 997}) {
        const double seconds = 1.0 / rate;
        for (int n = 0; n < 12; ++n) {
            const double elapsed = n == 0 ? 0.0 : unit(rng) * std::ldexp(1.0, n - 4);
            for (std::int64_t k = 0; k <= 80; ++k) {
                const double at = test::ticksAddedOneByOne(elapsed, seconds, huge, k).elapsed;
                for (const double safe : {at, std::nextafter(at, 0.0), std::nextafter(at, huge)}) {
                    for (const std::int64_t maxTicks :
                         {std::int64_t{1}, std::int64_t{3}, std::int64_t{4}, std::int64_t{7},
                          std::int64_t{8}, std::int64_t{9}, std::int64_t{12}, k - 1, k, k + 1,
                          std::int64_t{63}, std::int64_t{64}, std::int64_t{65},
                          std::int64_t{1} << 40}) {
                        const TickSum fast = sumTicksUpTo(elapsed, seconds, safe, maxTicks);
                        const TickSum slow =
                            test::ticksAddedOneByOne(elapsed, seconds, safe, maxTicks);
                        ASSERT_EQ(fast.ticks, slow.ticks)
                            << elapsed << " " << rate << " k " << k << " max " << maxTicks;
                        ASSERT_TRUE(sameBits(fast.elapsed, slow.elapsed))
                            << elapsed << " " << rate << " k " << k << " max " << maxTicks;
                        ++checked;
                    }
                }
            }
        }
    }
    EXPECT_GT(checked, 100000);
}

} // namespace
} // namespace quiet34
} // namespace golf
