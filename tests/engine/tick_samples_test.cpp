// Issue 27: what the tick solver keeps between searches must follow the balls. A ball that
// bounces several times within one tick is sampled where the tick ends (a wall contact that
// leaves it rolling no longer samples it), and the list of the balls at rest that a new piece
// reads (TickMemory::restingOrigins) follows a ball knocked somewhere else. Each is checked
// against positions worked out here by hand.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

TEST(TickSamples, ABallBouncingSeveralTimesATickIsSampledWhereTheTickEnds) {
    // A corridor x in [1, 4] (the centre between 1.2 and 3.8): at 600 tiles/s, without friction
    // and with restitution 1, ball 0 crosses it twice a tick along y = 1.5, while ball 1 lies
    // out of its reach. Unfolded, its centre travels 600 t from 2 on a line of period 5.2.
    Level level = test::makeBox(3, 3);
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, {2, 1.5}));
    ASSERT_TRUE(world.placeBall(1, {3.5, 3.5}));
    const double speed = 600;
    world.setVelocity(0, {speed, 0});
    const double lane = 3.8 - 1.2;
    for (int tick = 1; tick <= 240; ++tick) {
        (void)world.step();
        const double t = tick * world.tickSeconds();
        const double unfolded = std::fmod(2 - 1.2 + speed * t, 2 * lane);
        const bool out = unfolded < lane; // moving towards +x
        const double x = 1.2 + (out ? unfolded : 2 * lane - unfolded);
        const Ball& ball = world.balls()[0];
        ASSERT_NEAR(ball.position.x, x, 1e-8) << "tick " << tick;
        ASSERT_EQ(ball.position.y, 1.5) << "tick " << tick;
        // (At a wall when the tick ends, either way is right.)
        const double fromWall =
            std::min({unfolded, std::abs(unfolded - lane), 2 * lane - unfolded});
        if (fromWall > 1e-6) {
            ASSERT_EQ(ball.velocity.x, out ? speed : -speed) << "tick " << tick;
        }
        ASSERT_EQ(ball.velocity.y, 0) << "tick " << tick;
        const Ball& still = world.balls()[1];
        ASSERT_EQ(still.position.x, 3.5);
        ASSERT_EQ(still.position.y, 3.5);
        ASSERT_EQ(still.velocity.x, 0);
        ASSERT_EQ(still.velocity.y, 0);
    }
}

/// Steps until every ball rests (at most 4000 ticks); false if they never do.
bool settle(World& world) {
    for (int tick = 0; tick < 4000; ++tick) {
        (void)world.step();
        if (world.atRest()) {
            return true;
        }
    }
    return false;
}

TEST(TickSamples, TheBallsAtRestFollowABallKnockedElsewhere) {
    // Ball 0 rolls into ball 1 (restitution 1: it stops, ball 1 takes its velocity), which rests
    // 4.9 tiles further on; then ball 2 rolls down onto ball 1 where it rests now, far from where
    // it lay. A list of the balls at rest kept from before would let ball 2 roll through it.
    Level level = test::makeBox(20, 5);
    level.physics.rollingDeceleration = 1;
    level.physics.ballRestitution = 1;
    World world(level, 3);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {5, 2.5}));
    ASSERT_TRUE(world.placeBall(2, {12, 5.5}));
    // Ball 2 looks at the balls at rest while ball 0 rolls and before ball 1 moves.
    world.setVelocity(2, {-0.5, 0});
    world.setVelocity(0, {4, 0});
    ASSERT_TRUE(settle(world));
    // Ball 0 meets ball 1 with its centre at x = 4.6, at speed sqrt(16 - 2 * 3.1) = sqrt(9.8);
    // ball 1 rolls 9.8 / 2 on. Ball 2 rolls 0.125 back.
    EXPECT_NEAR(world.balls()[0].position.x, 4.6, 1e-9);
    const Vec2 knocked = world.balls()[1].position;
    EXPECT_NEAR(knocked.x, 5 + 4.9, 1e-9);
    EXPECT_NEAR(knocked.y, 2.5, 1e-12);
    EXPECT_NEAR(world.balls()[2].position.x, 11.875, 1e-9);
    // Ball 2 from above ball 1, down at 2.5 tiles/s: it meets ball 1 after 5.5 - 0.4 - 2.5 = 2.6
    // tiles, at speed sqrt(6.25 - 5.2), and stops there; ball 1 rolls 1.05 / 2 down.
    ASSERT_TRUE(world.placeBall(2, {knocked.x, 5.5}));
    world.setVelocity(2, {0, -2.5});
    ASSERT_TRUE(settle(world));
    EXPECT_NEAR(world.balls()[2].position.x, knocked.x, 1e-12);
    EXPECT_NEAR(world.balls()[2].position.y, 2.9, 1e-9);
    EXPECT_NEAR(world.balls()[1].position.x, knocked.x, 1e-12);
    EXPECT_NEAR(world.balls()[1].position.y, knocked.y - 0.525, 1e-9);
    EXPECT_NEAR(world.balls()[0].position.x, 4.6, 1e-9);
}

} // namespace
} // namespace golf
