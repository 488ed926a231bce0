// Quiet ticks on levels with movers (issue 23, "Quiet ticks stay quiet"): while no mover can
// reach any ball before its piece ends, ticks are skipped as on a still level; skipping never
// changes a result (the same bits as stepping every tick).

#include "golf/physics/match.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <random>

namespace golf {
namespace {

Mover moverQuietWindmill(Vec2 pivot, int arms, double length, double period) {
    Mover m;
    m.kind = MoverKind::Blades;
    m.blades = {.pivot = pivot, .arms = arms, .length = length, .width = 0.16, .period = period};
    return m;
}

Mover moverQuietSlider(Vec2 from, Vec2 to, Vec2 size, double period) {
    Mover m;
    m.kind = MoverKind::Slider;
    m.slider = {.from = from, .to = to, .size = size, .period = period};
    return m;
}

struct Played {
    std::uint64_t hash = 0;
    std::int64_t skipped = 0;
};

/// Plays `velocity` from ball 0 at (2.5, 3.5) (ball 1 rests at (2.5, 5.5)) to its end, skipping
/// quiet ticks or stepping every one.
Played play(const Level& level, Vec2 velocity, bool skip) {
    Match match(level, 2);
    EXPECT_EQ(match.setup(0, {2.5, 3.5}), "");
    EXPECT_EQ(match.setup(1, {2.5, 5.5}), "");
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
                    : moverQuietSlider(at, {6 + 16 * unit(rng), 2 + 6 * unit(rng)},
                                       {0.3 + unit(rng), 0.3 + unit(rng)}, 0.5 + 4 * unit(rng)));
        }
        level.physics.maxShotSeconds = 20;
        const double angle = 2 * std::numbers::pi * unit(rng);
        const double speed = 1 + 13 * unit(rng);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        Match probe(level, 2);
        if (!probe.setup(0, {2.5, 3.5}).empty() || !probe.setup(1, {2.5, 5.5}).empty()) {
            continue; // a mover covers a start
        }
        const Played skipped = play(level, velocity, true);
        const Played stepped = play(level, velocity, false);
        ASSERT_EQ(skipped.hash, stepped.hash) << "run " << run;
        skippedTicks += skipped.skipped;
    }
    EXPECT_GT(skippedTicks, 0) << "some shots have quiet ticks to skip";
}

} // namespace
} // namespace golf
