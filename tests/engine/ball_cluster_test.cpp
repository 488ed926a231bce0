// Chains and clusters of touching balls (issue 10): a contact inside a cluster is resolved as
// one simultaneous impact, so that an inelastic row no longer exchanges ever smaller impulses
// until the event bound freezes every ball. Expected values by hand: a row of equal balls
// struck at speed v moves as one at v / n when the restitution is below 1 (the sequential
// impulses converge to no relative motion), and passes v on to its last ball at restitution 1
// (Newton's cradle); momentum is conserved and kinetic energy never grows.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <random>

namespace golf {
namespace {

/// A 20 x 3 corridor with no deceleration, ball radius 0.2 and the given restitution.
Level corridor(double restitution, double decel = 0) {
    Level level = test::makeBox(20, 3);
    level.physics.ballRestitution = restitution;
    level.physics.rollingDeceleration = decel;
    return level;
}

/// Places ball 0 at x = 1.5 and `count` touching balls from x = 5 on, all on y = 2.5, shoots
/// ball 0 at `speed` to the right and steps `ticks` ticks.
World row(const Level& level, int count, double speed, int ticks, int* ballHits) {
    World world(level, count + 1);
    EXPECT_TRUE(world.placeBall(0, {1.5, 2.5}));
    for (int k = 1; k <= count; ++k) {
        EXPECT_TRUE(world.placeBall(k, {5 + 0.4 * (k - 1), 2.5}));
    }
    world.setVelocity(0, {speed, 0});
    *ballHits = 0;
    for (int t = 0; t < ticks; ++t) {
        for (const Event& event : world.step()) {
            *ballHits += event.type == EventType::BallHit ? 1 : 0;
        }
    }
    return world;
}

TEST(BallCluster, AnInelasticRowMovesAsOne) {
    for (const double e : {0.0, 0.2, 0.4}) {
        int hits = 0;
        // 30 ticks of 1/120 s: ball 0 reaches the row (3.1 tiles at 5 tiles/s) after 0.62 s.
        const World world = row(corridor(e), 7, 5, 90, &hits);
        for (int k = 0; k < 8; ++k) {
            EXPECT_NEAR(world.balls()[static_cast<std::size_t>(k)].velocity.x, 5.0 / 8, 1e-12)
                << "restitution " << e << " ball " << k;
            EXPECT_EQ(world.balls()[static_cast<std::size_t>(k)].velocity.y, 0.0);
        }
        EXPECT_LE(hits, 7 * 2) << e; // one event per touching pair, not a thousand
    }
}

TEST(BallCluster, NewtonsCradleAtRestitutionOne) {
    int hits = 0;
    const World world = row(corridor(1), 7, 5, 90, &hits);
    for (int k = 0; k < 7; ++k) {
        EXPECT_NEAR(world.balls()[static_cast<std::size_t>(k)].velocity.x, 0, 1e-12) << k;
    }
    EXPECT_NEAR(world.balls()[7].velocity.x, 5, 1e-12);
}

TEST(BallCluster, TwoTouchingBallsAtRestitutionZeroTakeAThirdEach) {
    int hits = 0;
    const World world = row(corridor(0), 2, 6, 90, &hits);
    for (int k = 0; k < 3; ++k) {
        EXPECT_NEAR(world.balls()[static_cast<std::size_t>(k)].velocity.x, 2, 1e-12) << k;
    }
}

TEST(BallCluster, ADecelerationStillStopsTheRowTogether) {
    // Default deceleration 3: ball 0 arrives at sqrt(25 - 6 * 3.1) = sqrt(6.4); the row of
    // eight then rolls (sqrt(6.4) / 8)^2 / 6 tiles before it stops.
    int hits = 0;
    const World world = row(corridor(0.4, 3), 7, 5, 400, &hits);
    const double shared = std::sqrt(6.4) / 8;
    for (int k = 1; k <= 7; ++k) {
        EXPECT_NEAR(world.balls()[static_cast<std::size_t>(k)].position.x,
                    5 + 0.4 * (k - 1) + shared * shared / 6, 1e-12)
            << k;
    }
    EXPECT_TRUE(world.atRest());
}

double energy(const World& world) {
    double sum = 0;
    for (const Ball& ball : world.balls()) {
        sum += ball.inPlay ? lengthSquared(ball.velocity) / 2 : 0;
    }
    return sum;
}

Vec2 momentum(const World& world) {
    Vec2 sum;
    for (const Ball& ball : world.balls()) {
        sum = sum + (ball.inPlay ? ball.velocity : Vec2{});
    }
    return sum;
}

// Racks of eight touching balls (a triangle of 1 + 2 + 3 and two more), struck from random
// directions at random restitutions, with no deceleration and no walls near: momentum is the
// shot's, energy never more than the shot's, and the balls move apart (no freeze).
TEST(BallCluster, RacksConserveMomentumAndNeverGainEnergy) {
    std::mt19937_64 rng(10);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int n = 0; n < 60; ++n) {
        Level level = test::makeBox(40, 40);
        level.physics.rollingDeceleration = 0;
        level.physics.ballRestitution = unit(rng);
        World world(level, 8);
        const double d = 0.4; // touching
        const Vec2 apex{20, 20};
        const Vec2 spots[7] = {apex,
                               apex + Vec2{d * std::sqrt(3.0) / 2, -d / 2},
                               apex + Vec2{d * std::sqrt(3.0) / 2, d / 2},
                               apex + Vec2{d * std::sqrt(3.0), -d},
                               apex + Vec2{d * std::sqrt(3.0), 0},
                               apex + Vec2{d * std::sqrt(3.0), d},
                               apex + Vec2{0, d}};
        for (int k = 0; k < 7; ++k) {
            ASSERT_TRUE(world.placeBall(k + 1, spots[k])) << n << " " << k;
        }
        const double angle = std::numbers::pi * (0.75 + 0.5 * unit(rng));
        const Vec2 from = apex + Vec2{6 * std::cos(angle), 6 * std::sin(angle)} * -1.0;
        ASSERT_TRUE(world.placeBall(0, from));
        const Vec2 v = (apex - from) / length(apex - from) * 8.0;
        world.setVelocity(0, v);
        const double start = energy(world);
        for (int t = 0; t < 240; ++t) {
            (void)world.step();
            const Vec2 p = momentum(world);
            ASSERT_NEAR(p.x, v.x, 1e-9) << "case " << n << " tick " << t;
            ASSERT_NEAR(p.y, v.y, 1e-9) << "case " << n << " tick " << t;
            ASSERT_LE(energy(world), start * (1 + 1e-12)) << "case " << n << " tick " << t;
        }
        EXPECT_FALSE(world.atRest()) << "case " << n; // nothing froze
    }
}

} // namespace
} // namespace golf
