// Tests of issue 27's solver38 step: the tick solver's switches copied at its construction (the
// level's kinds, from the boundary, in one move, and the world's ball collisions), through both
// solvers a step builds (World::skipQuietTicks and the tick), against the closed form of
// motion.hpp (rollStateAfter): balls that pass through each other where collisions are off, meet
// where they are on, and a ball that enters a teleport's disc on the tick its centre reaches it.

#include "golf/physics/world.hpp"
#include "motion.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <vector>

namespace golf {
namespace solver38 {
namespace {

/// The ball's centre and velocity within 1e-9 of the closed form's.
::testing::AssertionResult nearState(const Ball& ball, const RollState& want) {
    const double tol = 1e-9;
    if (std::abs(ball.position.x - want.position.x) <= tol &&
        std::abs(ball.position.y - want.position.y) <= tol &&
        std::abs(ball.velocity.x - want.velocity.x) <= tol &&
        std::abs(ball.velocity.y - want.velocity.y) <= tol) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure()
           << "(" << ball.position.x << ", " << ball.position.y << ") against (" << want.position.x
           << ", " << want.position.y << ")";
}

struct Stepped {
    bool ballHit = false;
    std::int64_t hitTick = -1; ///< the tick (1-based) whose events held the first BallHit
};

/// Two balls struck head-on along one lane of a 40 x 10 box, 8 tiles apart (each rolls 25/6); the
/// world skips quiet ticks (up to 3 at a time) and steps until at rest. Without collisions, every
/// ball stays on its closed form throughout.
Stepped headOn(bool collisions) {
    const Level level = test::makeBox(40, 10);
    World world(level, 2);
    world.setBallCollisions(collisions);
    const Vec2 start[2] = {{6.5, 5.5}, {14.5, 5.5}};
    const Vec2 velocity[2] = {{5, 0}, {-5, 0}};
    for (int i = 0; i < 2; ++i) {
        EXPECT_TRUE(world.placeBall(i, start[i]));
        world.setVelocity(i, velocity[i]);
    }
    const double decel = level.physics.rollingDeceleration;
    const double seconds = world.tickSeconds();
    Stepped out;
    for (int round = 0; round < 100000 && !world.atRest(); ++round) {
        (void)world.skipQuietTicks(3);
        const std::vector<Event>& events = world.step();
        for (const Event& e : events) {
            if (e.type == EventType::BallHit && !out.ballHit) {
                out.ballHit = true;
                out.hitTick = world.tick();
            }
        }
        if (!collisions) {
            const double t = static_cast<double>(world.tick()) * seconds;
            for (int i = 0; i < 2; ++i) {
                EXPECT_TRUE(nearState(world.balls()[static_cast<std::size_t>(i)],
                                      rollStateAfter(start[i], velocity[i], decel, t)))
                    << "ball " << i << " at tick " << world.tick();
            }
        }
    }
    EXPECT_TRUE(world.atRest());
    return out;
}

TEST(Solver38Kinds, BallsPassThroughWithoutCollisions) {
    EXPECT_FALSE(headOn(false).ballHit);
}

TEST(Solver38Kinds, BallsMeetWithCollisions) {
    const Stepped stepped = headOn(true);
    ASSERT_TRUE(stepped.ballHit);
    // The closed forms' centres come within two radii during the first tick that ends with them
    // closer than that (both move at once, the gap shrinking until they would stop).
    const Level level = test::makeBox(40, 10);
    const double decel = level.physics.rollingDeceleration;
    const double seconds = 1.0 / level.physics.tickRate;
    std::int64_t tick = 1;
    for (;; ++tick) {
        const double t = static_cast<double>(tick) * seconds;
        const double gap = rollStateAfter({14.5, 5.5}, {-5, 0}, decel, t).position.x -
                           rollStateAfter({6.5, 5.5}, {5, 0}, decel, t).position.x;
        if (gap < 2 * level.ballRadius) {
            break;
        }
        ASSERT_LT(tick, 100000);
    }
    EXPECT_EQ(stepped.hitTick, tick);
}

TEST(Solver38Kinds, TeleportEnteredWhereTheCentreReachesTheDisc) {
    // makeTeleportBox: the disc at (5.5, 3.5), radius 0.3; the ball from (2.5, 3.5) along x.
    const Level level = test::makeTeleportBox();
    World world(level, 1);
    const Vec2 start{2.5, 3.5};
    const Vec2 velocity{5, 0};
    ASSERT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    const double decel = level.physics.rollingDeceleration;
    const double seconds = world.tickSeconds();
    std::int64_t want = 1;
    for (;; ++want) {
        const double x =
            rollStateAfter(start, velocity, decel, static_cast<double>(want) * seconds).position.x;
        if (x >= 5.5 - 0.3) {
            break;
        }
        ASSERT_LT(want, 100000);
    }
    std::int64_t got = -1;
    for (int round = 0; round < 100000 && !world.atRest() && got < 0; ++round) {
        (void)world.skipQuietTicks(3);
        for (const Event& e : world.step()) {
            if (e.type == EventType::Teleported) {
                EXPECT_EQ(e.other, 0);
                got = world.tick();
            }
        }
    }
    EXPECT_EQ(got, want);
}

} // namespace
} // namespace solver38
} // namespace golf
