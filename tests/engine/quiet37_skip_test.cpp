// Tests of issue 27's quiet37 steps on the skip of quiet ticks (TickSolver::skipQuietTicks): a
// lone ball's skip that ends where its horizon reaches the wall its search found (told without
// extendWallHorizon), the stop time that the lone test hands the skip and quietUntil, the sums
// of several movers kept unset between skips, and the runs of ticks counted per binade. A world
// that skips against one stepped tick by tick, on random dense courses, compared after every
// skip and step bit for bit, at tick rates whose skips reach past 64 ticks (the per-binade runs).

#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "same_balls.hpp"
#include "test_levels.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <vector>

namespace golf {
namespace quiet37 {
namespace {

using test::sameBalls;

struct SkipCounts37 {
    std::int64_t skipped = 0;   ///< ticks skipped
    std::int64_t longSkips = 0; ///< skips of more than 64 ticks
    std::int64_t wallEnds = 0;  ///< skips followed at once by a tick with a wall hit
};

/// `count` balls placed at random on a random dense course and most of them struck; a world
/// that skips (caps up to `most` ticks) against a copy stepped tick by tick, bit for bit.
::testing::AssertionResult skipsAsSteppedTicks(std::mt19937_64& rng, int count, int rate,
                                               std::int64_t most, SkipCounts37& counts) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::uniform_int_distribution<std::int64_t> cap(1, most);
    const int side = 16 + static_cast<int>(rng() % 3) * 8;
    Level level = test::randomDenseCourse(rng, side, "quiet37");
    level.physics.tickRate = rate;
    World skipping(level, count);
    for (int i = 0; i < count; ++i) {
        for (int attempt = 0; attempt < 100; ++attempt) {
            if (skipping.placeBall(i, {1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)})) {
                break;
            }
        }
        if (skipping.balls()[static_cast<std::size_t>(i)].inPlay && (i == 0 || unit(rng) < 0.7)) {
            const double angle = 2 * std::numbers::pi * unit(rng);
            const double speed = level.physics.maxShotSpeed * (0.1 + 0.9 * unit(rng));
            skipping.setVelocity(i, {speed * std::cos(angle), speed * std::sin(angle)});
        }
    }
    World stepped = skipping;
    for (int round = 0; round < 20000 && !skipping.atRest(); ++round) {
        const std::int64_t ticks = skipping.skipQuietTicks(cap(rng));
        for (std::int64_t k = 0; k < ticks; ++k) {
            if (!stepped.step().empty()) {
                return ::testing::AssertionFailure() << "an event in a skipped tick";
            }
        }
        counts.skipped += ticks;
        counts.longSkips += ticks > 64 ? 1 : 0;
        if (skipping.tick() != stepped.tick() || !sameBalls(skipping, stepped)) {
            return ::testing::AssertionFailure() << "after a skip, tick " << skipping.tick();
        }
        const std::vector<Event> events = skipping.step();
        const std::vector<Event> steppedEvents = stepped.step();
        if (events.size() != steppedEvents.size() || !sameBalls(skipping, stepped)) {
            return ::testing::AssertionFailure() << "after a step, tick " << skipping.tick();
        }
        for (std::size_t k = 0; k < events.size(); ++k) {
            if (events[k].type != steppedEvents[k].type ||
                events[k].ball != steppedEvents[k].ball) {
                return ::testing::AssertionFailure() << "another event at tick " << skipping.tick();
            }
        }
        if (ticks > 0 && !events.empty() && events.front().type == EventType::WallHit) {
            ++counts.wallEnds;
        }
    }
    if (!skipping.atRest()) {
        return ::testing::AssertionFailure() << "still rolling";
    }
    return ::testing::AssertionSuccess();
}

// One ball: the lone path, whose skips mostly end at the tick that reaches the wall found.
TEST(Quiet37Skip, LoneBallOnDenseCoursesAsSteppedTicks) {
    std::mt19937_64 rng(3701);
    SkipCounts37 counts;
    const int cases = test::caseCount(40, 12);
    for (int n = 0; n < cases; ++n) {
        const int rate = std::array{120, 997, 60, 2000}[n % 4];
        ASSERT_TRUE(skipsAsSteppedTicks(rng, 1, rate, n % 2 == 0 ? 300 : 100000, counts))
            << "case " << n;
    }
    EXPECT_GT(counts.skipped, 5000);
    // (About 2.5 of each a case: at least one a case, so that the test keeps reaching both.)
    EXPECT_GT(counts.wallEnds, cases);
    EXPECT_GT(counts.longSkips, cases);
}

// Several balls: skipMovers (its kept sums) and the lone path once the others rest.
TEST(Quiet37Skip, SeveralBallsOnDenseCoursesAsSteppedTicks) {
    std::mt19937_64 rng(3702);
    SkipCounts37 counts;
    const int cases = test::caseCount(30, 10);
    for (int n = 0; n < cases; ++n) {
        const int rate = std::array{997, 120, 2000}[n % 3];
        ASSERT_TRUE(skipsAsSteppedTicks(rng, 2 + n % 6, rate, n % 2 == 0 ? 400 : 100000, counts))
            << "case " << n;
    }
    EXPECT_GT(counts.skipped, 5000);
    EXPECT_GT(counts.longSkips, cases);
}

} // namespace
} // namespace quiet37
} // namespace golf
