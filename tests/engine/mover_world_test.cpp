// Movers in the world (SPEC section 2, "Moving and special elements"): an arm that reaches a
// resting ball, a slider that meets a rolling ball, one ball's shot bit-identical at any tick
// rate, and random shots through random movers in which no ball ever overlaps a mover and
// every shot ends. Expected values are derived by hand in each test.

#include "golf/core/mover_motion.hpp"
#include "golf/physics/match.hpp"
#include "golf/physics/world.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <cmath>
#include <cstdlib>
#include <gtest/gtest.h>
#include <iostream>
#include <numbers>
#include <optional>
#include <random>

namespace golf {
namespace {

int longRuns(int normal) {
    return std::getenv("GOLF_LONG_TESTS") ? normal * 50 : normal;
}

double clearance(const World& world, int i);

Mover moverWorldBlades(Vec2 pivot, int arms, double length, double period, double phase = 0) {
    return test::asMover(Blades{.pivot = pivot,
                                .arms = arms,
                                .length = length,
                                .width = 0.16,
                                .period = period,
                                .phase = phase});
}

/// Steps until the first event of `type`; returns it with its hole-clock time.
std::optional<std::pair<Event, double>> firstEvent(World& world, EventType type, int maxTicks) {
    for (int k = 0; k < maxTicks; ++k) {
        const double start = world.clock();
        for (const Event& event : world.step()) {
            if (event.type == type) {
                return std::pair{event, start + event.time};
            }
        }
    }
    return std::nullopt;
}

TEST(MoverWorld, AnArmReachesARestingBallAndSendsItOff) {
    // One arm from (10.5, 3.5) pointing right at t = 0, a turn in 4 s clockwise (growing
    // angles). A ball at rest 1 tile below the pivot (radius 0.2; R = 0.2 + 0.08) is met by the
    // arm's face when the arm's angle theta has sin(pi/2 - theta) = R / 1: theta = pi/2 -
    // asin(0.28), at t = theta / omega. The face's point there moves at omega a along the
    // normal (a = sqrt(1 - R^2), its distance from the pivot) and -omega w/2 along the arm;
    // the bounce keeps the relative tangential speed (cancelling the surface's) and reflects
    // the normal one at 0.8: the ball leaves at (1 + 0.8) omega a along the normal.
    Level level = test::makeBox(20, 6);
    level.movers = {moverWorldBlades({10.5, 3.5}, 1, 1.4, 4)};
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {10.5, 4.5}));
    const double omega = 2 * std::numbers::pi / 4;
    const double theta = std::numbers::pi / 2 - std::asin(0.28);
    const auto hit = firstEvent(world, EventType::MoverHit, 240);
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->second, theta / omega, 1e-12);
    EXPECT_EQ(hit->first.position, (Vec2{10.5, 4.5}));
    const Vec2 normal{-std::sin(theta), std::cos(theta)};
    EXPECT_NEAR(hit->first.normal.x, normal.x, 1e-9);
    EXPECT_NEAR(hit->first.normal.y, normal.y, 1e-9);
    const double a = std::sqrt(1 - 0.28 * 0.28);
    EXPECT_NEAR(hit->first.speed, omega * a, 1e-9);
    // At the end of that tick the ball has rolled on, slowing at 3 tiles/s^2.
    const double left = world.clock() - hit->second;
    const double speed = 1.8 * omega * a - 3 * left;
    EXPECT_NEAR(world.balls()[0].velocity.x, speed * normal.x, 1e-9);
    EXPECT_NEAR(world.balls()[0].velocity.y, speed * normal.y, 1e-9);
}

TEST(MoverWorld, ASliderMeetsARollingBallHeadOn) {
    // A 1 x 0.5 block from x = 3.5 to 8.5 in 10 s there and back (1 tile/s), a ball from x =
    // 12.5 left at 2 tiles/s without friction: the ball's left side (x - 0.2) meets the block's
    // right face (x_s + 0.5) when 12.3 - 2t = 4 + t, t = 8.3 / 3. Relative to the block it
    // approaches at 3 and leaves at 2.4: 1 + 2.4 = 3.4 tiles/s to the right.
    Level level = test::makeBox(40, 6);
    level.physics.rollingDeceleration = 0;
    level.movers = {test::sliderMover({3.5, 3.5}, {8.5, 3.5}, {1, 0.5}, 10)};
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {12.5, 3.5}));
    world.setVelocity(0, {-2, 0});
    const auto hit = firstEvent(world, EventType::MoverHit, 1200);
    ASSERT_TRUE(hit);
    EXPECT_NEAR(hit->second, 8.3 / 3, 1e-12);
    EXPECT_NEAR(hit->first.position.x, 12.5 - 2 * 8.3 / 3, 1e-9);
    EXPECT_NEAR(world.balls()[0].velocity.x, 3.4, 1e-9);
    EXPECT_NEAR(world.balls()[0].velocity.y, 0, 1e-12);
}

TEST(MoverWorld, ASliderThatPressesABallIntoAWallSqueezesItOut) {
    // A 2 x 1 block comes down to 0.05 tiles above the bottom wall (y = 6); a ball of radius
    // 0.2 lies against that wall under it. The ball bounces between block and wall ever
    // faster until the squeeze rule takes it out and puts it on the nearest free spot beside
    // the block, at rest; it never overlaps the block or the wall.
    Level level = test::makeBox(10, 5);
    level.movers = {test::sliderMover({5.5, 2.5}, {5.5, 5.45}, {2, 1}, 4)};
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {5.5, 5.8}));
    std::optional<Event> squeeze;
    int hits = 0;
    for (int tick = 0; tick < 240 && !squeeze; ++tick) {
        for (const Event& event : world.step()) {
            hits += event.type == EventType::MoverHit ? 1 : 0;
            if (event.type == EventType::Squeezed) {
                squeeze = event;
            }
        }
        ASSERT_GT(clearance(world, 0), -1e-9) << tick;
        ASSERT_LE(world.balls()[0].position.y, 5.8) << tick;
    }
    ASSERT_TRUE(squeeze);
    EXPECT_GE(hits, 8);
    const Ball& ball = world.balls()[0];
    EXPECT_TRUE(ball.inPlay);
    EXPECT_EQ(ball.velocity, Vec2{});
    EXPECT_TRUE(world.isFreeSpot(ball.position, 0));
    EXPECT_TRUE(ball.position.x <= 4.5 - 0.2 || ball.position.x >= 6.5 + 0.2)
        << ball.position.x << " beside the block";
}

/// One ball struck at (2.5, 3.5) with `velocity` into two windmills and a slider, played to
/// its end at `tickRate`.
Ball playThrough(int tickRate, Vec2 velocity) {
    Level level = test::makeBox(24, 6);
    level.physics.tickRate = tickRate;
    level.movers = {moverWorldBlades({7.5, 3.5}, 4, 1.4, 3),
                    moverWorldBlades({14.5, 3.5}, 2, 1.8, 5, 30),
                    test::sliderMover({19.5, 1.5}, {19.5, 5.5}, {0.6, 1.2}, 2.5)};
    Match match(level, 1);
    EXPECT_EQ(match.setup(0, {2.5, 3.5}), "");
    match.waitUntil(0.3);
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        (void)match.step();
    }
    return match.world().balls()[0];
}

TEST(MoverWorld, OneBallsShotIsBitIdenticalAtAnyTickRate) {
    for (const Vec2 velocity : {Vec2{9, 0.3}, Vec2{13, -1}, Vec2{6, 2.5}}) {
        const Ball at30 = playThrough(30, velocity);
        for (const int rate : {240, 997}) {
            const Ball other = playThrough(rate, velocity);
            EXPECT_EQ(other.position, at30.position) << rate << " " << velocity.x;
            EXPECT_EQ(other.holed, at30.holed);
        }
    }
}

/// The least distance from ball i's centre to any mover now, minus the ball's radius.
double clearance(const World& world, int i) {
    double least = 1e300;
    for (const Mover& mover : world.level().movers) {
        least = std::min(least,
                         nearestOnMover(mover, world.balls()[static_cast<std::size_t>(i)].position,
                                        world.clock())
                             .distance);
    }
    return least - world.level().ballRadius;
}

TEST(MoverWorld, RandomShotsThroughRandomMoversNeverOverlapAndEnd) {
    std::mt19937_64 rng(23);
    std::uniform_real_distribution<double> unit(0, 1);
    const int runs = longRuns(200);
    int hits = 0;
    int played = 0;
    int squeezed = 0;
    for (int run = 0; run < runs; ++run) {
        Level level = test::makeBox(16, 10);
        const int count = 2 + static_cast<int>(unit(rng) * 4);
        for (int k = 0; k < count; ++k) {
            if (unit(rng) < 0.6) {
                level.movers.push_back(moverWorldBlades(
                    {4 + 10 * unit(rng), 3 + 6 * unit(rng)}, 1 + static_cast<int>(unit(rng) * 4),
                    0.6 + 1.6 * unit(rng), 0.5 + 5 * unit(rng), 360 * unit(rng)));
            } else {
                const Vec2 from{4 + 10 * unit(rng), 2 + 8 * unit(rng)};
                level.movers.push_back(
                    test::sliderMover(from, {4 + 10 * unit(rng), 2 + 8 * unit(rng)},
                                      {0.3 + unit(rng), 0.3 + unit(rng)}, 0.5 + 4 * unit(rng)));
            }
        }
        level.physics.maxShotSeconds = 20;
        Match match(level, 2);
        if (!match.setup(0, {1.5, 1.5}).empty() || !match.setup(1, {1.5, 10.5}).empty()) {
            continue; // a mover covers a start: another draw
        }
        ++played;
        const double angle = 2 * std::numbers::pi * unit(rng);
        const double speed = 3 + 11 * unit(rng);
        match.shoot(static_cast<int>(unit(rng) * 2),
                    {speed * std::cos(angle), speed * std::sin(angle)});
        double tickEnd = 0;
        for (int tick = 0; match.shotInProgress(); ++tick) {
            tickEnd = match.clock() + 1.0 / 120;
            for (const Event& event : match.step()) {
                hits += event.type == EventType::MoverHit ? 1 : 0;
                squeezed += event.type == EventType::Squeezed ? 1 : 0;
            }
            for (int i = 0; i < 2; ++i) {
                if (match.world().balls()[static_cast<std::size_t>(i)].inPlay) {
                    ASSERT_GT(clearance(match.world(), i), -1e-9)
                        << "run " << run << " tick " << tick << " ball " << i;
                }
            }
            ASSERT_LE(tick, 20 * 120 + 1) << "run " << run;
        }
        EXPECT_EQ(match.world().eventBoundTicks(), 0) << "run " << run;
        // The clocks kept by the pieces agree with the ticks': the shot ended in its last tick.
        EXPECT_LE(match.clock(), tickEnd + 1e-9) << "run " << run;
        EXPECT_GE(match.clock(), tickEnd - 1.0 / 120 - 1e-9) << "run " << run;
    }
    EXPECT_GT(played, runs / 2);
    EXPECT_GT(hits, played / 2) << "the movers are met often enough to test anything";
    std::cout << "[ figures  ] " << played << " shots, " << hits << " mover hits, " << squeezed
              << " squeezes\n";
}

} // namespace
} // namespace golf
