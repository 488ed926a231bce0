// Tests of issue 27's skips36 step: the sample of a ball known to roll on (TickSolver::
// sampleGoingOn, inlined where a tick's last advance and a skip of quiet ticks end) against the
// closed form of motion.hpp (rollStateAfter) at the piece time summed tick by tick, one addition
// a tick as the ticks' advances make them. Balls on lanes of an open box, far from each other and
// from the walls, so that no event changes a piece: the one piece of each ball from its strike to
// its stop, skipped (the lone path and skipMovers) or stepped. And a world advanced with the
// skips against one stepped tick by tick, bit for bit, on random dense levels.

#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "motion.hpp"
#include "same_balls.hpp"
#include "test_levels.hpp"

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace skips36 {
namespace {

using test::sameBalls;
using test::sameBits;

/// Ball `ball` where `want` says, bit for bit.
::testing::AssertionResult ballIs(const Ball& ball, const RollState& want) {
    if (sameBits(ball.position.x, want.position.x) && sameBits(ball.position.y, want.position.y) &&
        sameBits(ball.velocity.x, want.velocity.x) && sameBits(ball.velocity.y, want.velocity.y)) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << "(" << ball.position.x << ", " << ball.position.y << ") v (" << ball.velocity.x
           << ", " << ball.velocity.y << ") against (" << want.position.x << ", " << want.position.y
           << ") v (" << want.velocity.x << ", " << want.velocity.y << ")";
}

struct Lane {
    Vec2 start;
    Vec2 velocity;
};

/// `lanes.size()` balls struck along their lanes in a 60 x 60 box, each stopping within 20
/// tiles; the world skips quiet ticks (random caps) or steps, and after every skip and step each
/// ball is where rollStateAfter puts it at the piece time summed one tick at a time.
::testing::AssertionResult samplesAsClosedForm(const std::vector<Lane>& lanes, int tickRate,
                                               bool skip, std::mt19937_64& rng,
                                               std::int64_t& skipped) {
    Level level = test::makeBox(60, 60);
    level.physics.tickRate = tickRate;
    const double decel = level.physics.rollingDeceleration;
    World world(level, static_cast<int>(lanes.size()));
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (!world.placeBall(static_cast<int>(i), lanes[i].start)) {
            return ::testing::AssertionFailure() << "ball " << i << " not placed";
        }
        world.setVelocity(static_cast<int>(i), lanes[i].velocity);
    }
    const double seconds = world.tickSeconds();
    double elapsed = 0; // every piece's: all were struck at once
    std::uniform_int_distribution<std::int64_t> cap(1, 200);
    const auto check = [&](const char* after) -> ::testing::AssertionResult {
        for (std::size_t i = 0; i < lanes.size(); ++i) {
            const RollState want =
                rollStateAfter(lanes[i].start, lanes[i].velocity, decel, elapsed + 0.0);
            if (auto same = ballIs(world.balls()[i], want); !same) {
                return same << " ball " << i << " after " << after << " at tick " << world.tick();
            }
        }
        return ::testing::AssertionSuccess();
    };
    for (int round = 0; round < 100000 && !world.atRest(); ++round) {
        if (skip) {
            const std::int64_t ticks = world.skipQuietTicks(cap(rng));
            for (std::int64_t n = 0; n < ticks; ++n) {
                elapsed += seconds;
            }
            skipped += ticks;
            if (ticks > 0) {
                if (auto same = check("a skip"); !same) {
                    return same;
                }
            }
        }
        (void)world.step();
        elapsed += seconds;
        if (auto same = check("a step"); !same) {
            return same;
        }
    }
    if (!world.atRest()) {
        return ::testing::AssertionFailure() << "still rolling";
    }
    return ::testing::AssertionSuccess();
}

/// Up to `count` lanes 8 tiles apart, each ball from x = 31 struck along x (either way) to stop
/// within 20 tiles.
std::vector<Lane> randomLanes(std::mt19937_64& rng, int count, double decel) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<Lane> lanes;
    for (int k = 0; k < count; ++k) {
        const double reach = 0.5 + 19 * unit(rng);
        const double speed = std::sqrt(2 * decel * reach);
        const double slant = 0.2 * (unit(rng) - 0.5); // a little off the axis
        const double sign = unit(rng) < 0.5 ? -1 : 1;
        lanes.push_back({.start = {31, 4.5 + 8 * k},
                         .velocity = {sign * speed * std::cos(slant), speed * std::sin(slant)}});
    }
    return lanes;
}

TEST(Skips36Sample, LoneBallAsClosedForm) {
    std::mt19937_64 rng(3601);
    const double decel = test::makeBox(60, 60).physics.rollingDeceleration;
    ASSERT_GT(decel, 0);
    std::int64_t skipped = 0;
    for (int n = 0; n < test::caseCount(24, 8); ++n) {
        const std::vector<Lane> lanes = randomLanes(rng, 1, decel);
        const int rate = std::array{120, 60, 997, 240}[n % 4];
        ASSERT_TRUE(samplesAsClosedForm(lanes, rate, n % 3 != 0, rng, skipped)) << "case " << n;
    }
    EXPECT_GT(skipped, 1000);
}

TEST(Skips36Sample, SeveralBallsAsClosedForm) {
    std::mt19937_64 rng(3602);
    const double decel = test::makeBox(60, 60).physics.rollingDeceleration;
    std::int64_t skipped = 0;
    for (int n = 0; n < test::caseCount(24, 8); ++n) {
        const std::vector<Lane> lanes = randomLanes(rng, 2 + n % 6, decel);
        const int rate = std::array{120, 2000, 60, 997}[n % 4];
        ASSERT_TRUE(samplesAsClosedForm(lanes, rate, n % 3 != 0, rng, skipped)) << "case " << n;
    }
    EXPECT_GT(skipped, 1000);
}

// Dense random levels (blocks and triangles), several balls: a world that skips against one
// stepped tick by tick, compared after every skip and step, bit for bit.
TEST(Skips36Dense, SkipsAsSteppedTicks) {
    std::mt19937_64 rng(3603);
    std::uniform_real_distribution<double> unit(0, 1);
    std::uniform_int_distribution<std::int64_t> cap(1, 300);
    std::int64_t skipped = 0;
    for (int n = 0; n < test::caseCount(30, 10); ++n) {
        const int side = 14 + n % 3 * 6;
        std::vector<std::string> rows =
            test::randomSolidRows(rng, side, 0.1, 0.3, [](int r, int /*c*/) { return r <= 3; });
        rows[2][2] = 'S';
        rows[static_cast<std::size_t>(side - 3)][static_cast<std::size_t>(side - 3)] = 'O';
        Level level = test::makeLevel(rows, "skips36");
        level.physics.tickRate = std::array{120, 60, 997}[n % 3];
        const int count = 1 + n % 6;
        World skipping(level, count);
        for (int i = 0; i < count; ++i) {
            for (int attempt = 0; attempt < 100; ++attempt) {
                const Vec2 spot{1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)};
                if (skipping.placeBall(i, spot)) {
                    break;
                }
            }
            if (skipping.balls()[static_cast<std::size_t>(i)].inPlay && unit(rng) < 0.7) {
                const double angle = 2 * std::numbers::pi * unit(rng);
                const double speed = level.physics.maxShotSpeed * (0.05 + 0.95 * unit(rng));
                skipping.setVelocity(i, {speed * std::cos(angle), speed * std::sin(angle)});
            }
        }
        World stepped = skipping;
        for (int round = 0; round < 4000 && !skipping.atRest(); ++round) {
            const std::int64_t ticks = skipping.skipQuietTicks(cap(rng));
            for (std::int64_t k = 0; k < ticks; ++k) {
                ASSERT_TRUE(stepped.step().empty()) << "case " << n;
            }
            skipped += ticks;
            ASSERT_EQ(skipping.tick(), stepped.tick()) << "case " << n;
            ASSERT_TRUE(sameBalls(skipping, stepped))
                << "case " << n << " tick " << skipping.tick();
            const std::vector<Event> events = skipping.step();
            ASSERT_EQ(events.size(), stepped.step().size()) << "case " << n;
            ASSERT_TRUE(sameBalls(skipping, stepped))
                << "case " << n << " tick " << skipping.tick();
        }
    }
    EXPECT_GT(skipped, 1000);
}

} // namespace
} // namespace skips36
} // namespace golf
