// How far a skip of quiet ticks carries a ball's mover searches ahead (issue 27, the movers'
// quiet ticks): the searches are made on canonical chunks of the piece whoever asks for them,
// so how many chunks a skip searches beyond the tick where its horizon ends changes which
// ticks are skipped, never a result. Long slow rolls that pass near windmills and sliders
// (their horizons end again and again), with balls resting in the sweeps, played by skipping
// quiet ticks and by stepping every tick (the reference: no horizon, no look-ahead): the same
// hash, and many ticks skipped.

#include "golf/core/level.hpp"
#include "golf/physics/match.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <vector>

namespace golf {
namespace {

Mover mover33Windmill(Vec2 pivot, int arms, double length, double period, bool clockwise) {
    return test::asMover(
        Blades{.pivot = pivot,
               .arms = arms,
               .length = length,
               .width = 0.2,
               .period = period,
               .turn = clockwise ? TurnSense::Clockwise : TurnSense::Counterclockwise});
}

struct Mover33Played {
    std::uint64_t hash = 0;
    std::int64_t skipped = 0;
    std::int64_t ticks = 0;
    int moverHits = 0;
};

/// Ball 0 shot from `start` at `velocity`; the other balls rest at `resting`; played to the
/// shot's end skipping quiet ticks or stepping every one.
Mover33Played mover33Play(const Level& level, Vec2 start, Vec2 velocity,
                          const std::vector<Vec2>& resting, bool skip) {
    Match match(level, 1 + static_cast<int>(resting.size()));
    EXPECT_EQ(match.setup(0, start), "");
    for (std::size_t k = 0; k < resting.size(); ++k) {
        EXPECT_EQ(match.setup(static_cast<int>(k) + 1, resting[k]), "");
    }
    match.waitUntil(0.3);
    match.shoot(0, velocity);
    Mover33Played played;
    while (match.shotInProgress()) {
        if (skip) {
            const std::int64_t before = match.shotTicks();
            match.skipQuietTicks();
            played.skipped += match.shotTicks() - before;
        }
        for (const Event& event : match.step()) {
            played.moverHits += event.type == EventType::MoverHit ? 1 : 0;
        }
    }
    played.ticks = match.shotTicks();
    played.hash = match.hash(true);
    return played;
}

TEST(Mover33LookAhead, SlowRollsPastMoversSkipTheSameAsTheyStep) {
    std::mt19937_64 rng(3333);
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t skipped = 0;
    std::int64_t ticks = 0;
    int played = 0;
    int hits = 0;
    const int runs = test::caseCount(150);
    for (int run = 0; run < runs; ++run) {
        Level level = test::makeBox(30, 9);
        level.physics.maxShotSeconds = 25;
        // Windmills along the lane's middle (a slider every third run), the ball rolling
        // slowly along it on a line that passes them near, at a few tenths of a tile or less.
        const int count = 1 + static_cast<int>(unit(rng) * 3);
        for (int k = 0; k < count; ++k) {
            const Vec2 at{8 + 6 * k + 3 * unit(rng), 3.5 + 2 * unit(rng)};
            level.movers.push_back(
                run % 3 == 2 && k == 0
                    ? test::sliderMover(at, {at.x + 0.5 * unit(rng), at.y + 2 * unit(rng) - 1},
                                        {0.4 + 0.4 * unit(rng), 0.4 + 0.4 * unit(rng)},
                                        1 + 3 * unit(rng))
                    : mover33Windmill(at, 1 + static_cast<int>(unit(rng) * 4),
                                      0.6 + 1.2 * unit(rng), 1 + 5 * unit(rng), unit(rng) < 0.5));
        }
        const Vec2 start{2.5, 2 + 5 * unit(rng)};
        const double angle = (unit(rng) - 0.5) * 0.3 * std::numbers::pi;
        const double speed = 2 + 6 * unit(rng);
        level.physics.rollingDeceleration = 0.3 + 0.7 * unit(rng);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        // Balls resting near the movers (in a sweep or just out of it).
        std::vector<Vec2> resting;
        const int rest = static_cast<int>(unit(rng) * 3);
        for (int k = 0; k < rest; ++k) {
            const Mover& near = level.movers[static_cast<std::size_t>(k) % level.movers.size()];
            const Vec2 centre = near.kind == MoverKind::Blades ? near.blades.pivot : near.slider.to;
            const double a = 2 * std::numbers::pi * unit(rng);
            const double r = 0.8 + 1.6 * unit(rng);
            resting.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
        }
        Match probe(level, 1 + rest);
        bool fits = probe.setup(0, start).empty();
        for (int k = 0; fits && k < rest; ++k) {
            fits = probe.setup(k + 1, resting[static_cast<std::size_t>(k)]).empty();
        }
        if (!fits) {
            continue; // a mover covers a start, or the balls overlap
        }
        const Mover33Played skip = mover33Play(level, start, velocity, resting, true);
        const Mover33Played step = mover33Play(level, start, velocity, resting, false);
        ASSERT_EQ(skip.hash, step.hash) << "run " << run;
        ASSERT_EQ(skip.ticks, step.ticks) << "run " << run;
        ASSERT_EQ(skip.moverHits, step.moverHits) << "run " << run;
        hits += step.moverHits;
        skipped += skip.skipped;
        ticks += skip.ticks;
        ++played;
    }
    EXPECT_GT(played, runs / 2);
    EXPECT_GT(hits, runs / 4) << "many of the rolls meet a mover";
    EXPECT_GT(skipped, ticks / 4) << "slow quiet rolls past the movers skip most of their ticks";
}

} // namespace
} // namespace golf
