// Quiet ticks on levels with movers (issue 23, "Quiet ticks stay quiet"): while no mover can
// reach any ball before its piece ends, ticks are skipped as on a still level; skipping never
// changes a result (the same bits as stepping every tick).

#include "golf/physics/match.hpp"
#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <optional>
#include <random>
#include <tuple>

namespace golf {
namespace {

Mover moverQuietWindmill(Vec2 pivot, int arms, double length, double period) {
    return test::asMover(
        Blades{.pivot = pivot, .arms = arms, .length = length, .width = 0.16, .period = period});
}

struct Played {
    std::uint64_t hash = 0;
    std::int64_t skipped = 0;
};

/// Plays `velocity` from ball 0 at (2.5, 3.5) (ball 1 rests at (2.5, 5.5), and ball 2 at
/// `third` if given) to its end, skipping quiet ticks or stepping every one.
Played play(const Level& level, Vec2 velocity, bool skip, std::optional<Vec2> third = {}) {
    Match match(level, third ? 3 : 2);
    EXPECT_EQ(match.setup(0, {2.5, 3.5}), "");
    EXPECT_EQ(match.setup(1, {2.5, 5.5}), "");
    if (third) {
        EXPECT_EQ(match.setup(2, *third), "");
    }
    match.waitUntil(0.4);
    match.shoot(0, velocity);
    Played played;
    while (match.shotInProgress()) {
        if (skip) {
            const std::int64_t before = match.shotTicks();
            match.skipQuietTicks();
            played.skipped += match.shotTicks() - before;
        }
        (void)match.step();
    }
    played.hash = match.hash(true);
    return played;
}

TEST(MoverQuietTicks, ABallThatStopsShortOfEveryMoverSkipsItsTicks) {
    // 6 tiles/s slowing at 3: it stops 6 tiles on, at x = 8.5, far from the windmill whose
    // sweep begins at x = 26 - 0.08.
    Level level = test::makeBox(30, 6);
    level.movers = {moverQuietWindmill({27.5, 3.5}, 4, 1.4, 4)};
    const Played skipped = play(level, {6, 0}, true);
    const Played stepped = play(level, {6, 0}, false);
    EXPECT_EQ(skipped.hash, stepped.hash);
    EXPECT_GT(skipped.skipped, 100) << "two seconds of quiet rolling";
}

TEST(MoverQuietTicks, ABallThatMayReachAMoverSkipsNothingUntilItCannot) {
    // 12 tiles/s: its piece would stop 24 tiles on, in the windmill's sweep.
    Level level = test::makeBox(30, 6);
    level.movers = {moverQuietWindmill({27.5, 3.5}, 4, 1.4, 4)};
    const Played skipped = play(level, {12, 0}, true);
    const Played stepped = play(level, {12, 0}, false);
    EXPECT_EQ(skipped.hash, stepped.hash);
}

TEST(MoverQuietTicks, ABallAtRestInASweepWaitsForTheArmWhileAnotherRollsQuietly) {
    // Issue 23, "a ball at rest inside [a swept region] has the horizon of the next instant a
    // mover can reach it": MoverWorld's arm (one arm from (10.5, 3.5), a turn in 4 s) meets
    // the ball at rest at (10.5, 4.5) at t = (pi/2 - asin(0.28)) / omega, omega = pi/2 rad/s
    // (about 0.819 s), while ball 0 rolls from (1.5, 1.4) at 5 tiles/s along x, stopping at
    // x = 1.5 + 25/6 after 5/3 s, 2.1 tiles from the pivot's row: outside the arm's disc of
    // radius 1.48 by more than its radius. Its ticks are skipped up to each end of the ball at
    // rest's mover search, and the contact is where stepping every tick finds it.
    Level level = test::makeBox(20, 6);
    level.movers = {moverQuietWindmill({10.5, 3.5}, 1, 1.4, 4)};
    const auto play = [&level](bool skip) {
        World world(level, 2);
        EXPECT_TRUE(world.placeBall(0, {1.5, 1.4}));
        EXPECT_TRUE(world.placeBall(1, {10.5, 4.5}));
        world.setVelocity(0, {5, 0});
        std::int64_t skipped = 0;
        double hit = -1;
        while (hit < 0 && world.clock() < 2) {
            if (skip) {
                skipped += world.skipQuietTicks(1000);
            }
            const double start = world.clock();
            for (const Event& event : world.step()) {
                if (event.type == EventType::MoverHit) {
                    EXPECT_EQ(event.ball, 1);
                    hit = start + event.time;
                }
            }
        }
        return std::tuple{hit, skipped, world.balls()[0].position, world.tick()};
    };
    const auto [hit, skipped, rolled, ticks] = play(true);
    const double omega = std::numbers::pi / 2;
    EXPECT_NEAR(hit, (std::numbers::pi / 2 - std::asin(0.28)) / omega, 1e-12);
    // Ball 0 is still rolling then, and every tick but the few in which the ball at rest's
    // search goes on (one every 0.25 s) and the contact's is skipped.
    EXPECT_LT(rolled.x, 1.5 + 25.0 / 6);
    EXPECT_GT(skipped, ticks * 3 / 4) << skipped << " of " << ticks;
    const auto [steppedHit, none, steppedRolled, steppedTicks] = play(false);
    EXPECT_EQ(hit, steppedHit);
    EXPECT_EQ(rolled, steppedRolled);
    EXPECT_EQ(ticks, steppedTicks);
    EXPECT_EQ(none, 0);
}

TEST(MoverQuietTicks, SkippingChangesNothingOnRandomMoverLevels) {
    std::mt19937_64 rng(2311);
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t skippedTicks = 0;
    const int runs = test::caseCount(60);
    for (int run = 0; run < runs; ++run) {
        Level level = test::makeBox(24, 8);
        const int count = 1 + static_cast<int>(unit(rng) * 3);
        for (int k = 0; k < count; ++k) {
            const Vec2 at{6 + 16 * unit(rng), 2 + 6 * unit(rng)};
            level.movers.push_back(
                unit(rng) < 0.6
                    ? moverQuietWindmill(at, 1 + static_cast<int>(unit(rng) * 4),
                                         0.5 + 1.5 * unit(rng), 0.5 + 5 * unit(rng))
                    : test::sliderMover(at, {6 + 16 * unit(rng), 2 + 6 * unit(rng)},
                                        {0.3 + unit(rng), 0.3 + unit(rng)}, 0.5 + 4 * unit(rng)));
        }
        level.physics.maxShotSeconds = 20;
        const double angle = 2 * std::numbers::pi * unit(rng);
        const double speed = 1 + 13 * unit(rng);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        // Every other run a third ball rests anywhere, often where a mover will reach it.
        std::optional<Vec2> third;
        if (run % 2 == 1) {
            third = Vec2{1.5 + 21 * unit(rng), 1.5 + 5 * unit(rng)};
        }
        Match probe(level, 3);
        if (!probe.setup(0, {2.5, 3.5}).empty() || !probe.setup(1, {2.5, 5.5}).empty() ||
            (third && !probe.setup(2, *third).empty())) {
            continue; // a mover covers a start, or the balls overlap
        }
        const Played skipped = play(level, velocity, true, third);
        const Played stepped = play(level, velocity, false, third);
        ASSERT_EQ(skipped.hash, stepped.hash) << "run " << run;
        skippedTicks += skipped.skipped;
    }
    EXPECT_GT(skippedTicks, 0) << "some shots have quiet ticks to skip";
}

} // namespace
} // namespace golf
