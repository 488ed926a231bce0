// Tests of issue 27's horizon38 step: the quiet reach of the one ball moving, set by
// setStraightOther with its speed at hand (TickSolver::quietReachOf) instead of by
// setQuietReach's second pass. A reach too short only costs searches; one too long lets the ball
// pass what it should meet. The references are closed forms worked out here: a ball rolling
// along the x axis of an open box stops at x0 + v^2 / (2 a), meets the far wall with its centre
// a radius short of it, and meets a ball at rest on its line two radii short of that ball's
// centre, whether the world skips quiet ticks or steps them one by one, with the pair search on
// or off and with another ball at rest off the line.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <optional>
#include <vector>

namespace golf {
namespace horizon38 {
namespace {

struct LoneRun38 {
    std::optional<Event> firstHit; ///< the first WallHit or BallHit of ball 0
    Vec2 restAt;                   ///< ball 0's centre once every ball rests
    std::int64_t skipped = 0;      ///< ticks skipped (0 when stepped)
};

/// Ball 0 struck from (`startX`, 3.5) at `speed` along +x in a 60 x 5 box (x in [1, 61]),
/// with `others` placed at rest; the world skips quiet ticks if `skip`, else steps every tick.
LoneRun38 runLone(double speed, int rate, bool skip, bool collisions,
                  const std::vector<Vec2>& others, double startX = 2.5) {
    Level level = test::makeBox(60, 5);
    level.physics.tickRate = rate;
    World world(level, 1 + static_cast<int>(others.size()));
    world.setBallCollisions(collisions);
    EXPECT_TRUE(world.placeBall(0, {startX, 3.5}));
    for (std::size_t k = 0; k < others.size(); ++k) {
        EXPECT_TRUE(world.placeBall(static_cast<int>(k) + 1, others[k]));
    }
    world.setVelocity(0, {speed, 0});
    LoneRun38 run;
    for (int round = 0; round < 100000 && !world.atRest(); ++round) {
        if (skip) {
            run.skipped += world.skipQuietTicks(1000000);
        }
        for (const Event& event : world.step()) {
            if (!run.firstHit && event.ball == 0 &&
                (event.type == EventType::WallHit || event.type == EventType::BallHit)) {
                run.firstHit = event;
            }
        }
    }
    EXPECT_TRUE(world.atRest());
    run.restAt = world.balls().front().position;
    return run;
}

constexpr std::array<int, 3> rates38{60, 120, 997};

TEST(Horizon38LoneReach, StopsWhereTheClosedFormSays) {
    const double decel = test::makeBox(60, 5).physics.rollingDeceleration;
    const double speed = 12.0; // rolls 24 tiles at 3 tiles/s^2: to x = 26.5, far from the wall
    const double stopX = 2.5 + speed * speed / (2 * decel);
    ASSERT_LT(stopX, 60);
    for (const int rate : rates38) {
        for (const bool skip : {false, true}) {
            for (const bool collisions : {true, false}) {
                // Alone, and with a ball at rest beside the line (not in the way).
                for (const bool beside : {false, true}) {
                    const std::vector<Vec2> others =
                        beside ? std::vector<Vec2>{{14.5, 5.5}} : std::vector<Vec2>{};
                    const LoneRun38 run = runLone(speed, rate, skip, collisions, others);
                    EXPECT_FALSE(run.firstHit) << rate;
                    EXPECT_NEAR(run.restAt.x, stopX, 1e-9) << rate;
                    EXPECT_EQ(run.restAt.y, 3.5);
                    if (skip) {
                        // The horizon reached the stop: nearly every tick skipped.
                        EXPECT_GT(run.skipped, static_cast<std::int64_t>(speed / decel * rate) - 3)
                            << rate;
                    }
                }
            }
        }
    }
}

TEST(Horizon38LoneReach, MeetsTheFarWallARadiusShort) {
    const Level level = test::makeBox(60, 5);
    const double radius = level.ballRadius;
    const double speed = 25.0; // would roll 104 tiles: meets the wall at x = 61
    for (const int rate : rates38) {
        for (const bool skip : {false, true}) {
            for (const bool collisions : {true, false}) {
                const LoneRun38 run = runLone(speed, rate, skip, collisions, {{30.5, 1.5}});
                ASSERT_TRUE(run.firstHit) << rate;
                EXPECT_EQ(run.firstHit->type, EventType::WallHit);
                EXPECT_NEAR(run.firstHit->position.x, 61 - radius, 1e-9) << rate;
                EXPECT_NEAR(run.firstHit->position.y, 3.5, 1e-12);
            }
        }
    }
}

// The wall near: the first wall search finds it, and the horizon set then ends there.
TEST(Horizon38LoneReach, MeetsANearWallARadiusShort) {
    const Level level = test::makeBox(60, 5);
    const double radius = level.ballRadius;
    for (const int rate : rates38) {
        for (const bool skip : {false, true}) {
            for (const bool collisions : {true, false}) {
                const LoneRun38 run = runLone(9.0, rate, skip, collisions, {{40.5, 1.5}}, 56.5);
                ASSERT_TRUE(run.firstHit) << rate;
                EXPECT_EQ(run.firstHit->type, EventType::WallHit);
                EXPECT_NEAR(run.firstHit->position.x, 61 - radius, 1e-9) << rate;
                EXPECT_NEAR(run.firstHit->position.y, 3.5, 1e-12);
            }
        }
    }
}

TEST(Horizon38LoneReach, MeetsABallAtRestOnItsLineTwoRadiiShort) {
    const Level level = test::makeBox(60, 5);
    const double radius = level.ballRadius;
    const double speed = 16.0; // would roll 42.7 tiles: meets the ball at x = 30.5 first
    for (const int rate : rates38) {
        for (const bool skip : {false, true}) {
            const LoneRun38 run = runLone(speed, rate, skip, true, {{30.5, 3.5}, {10.5, 1.5}});
            ASSERT_TRUE(run.firstHit) << rate;
            EXPECT_EQ(run.firstHit->type, EventType::BallHit);
            EXPECT_NEAR(run.firstHit->position.x, 30.5 - 2 * radius, 1e-9) << rate;
        }
        // Without the pair search it rolls through to its stop (x = 2.5 + 256 / 6 = 45.17).
        const LoneRun38 through = runLone(speed, rate, true, false, {{30.5, 3.5}});
        EXPECT_FALSE(through.firstHit);
        EXPECT_NEAR(through.restAt.x, 2.5 + speed * speed / 6, 1e-9);
    }
}

} // namespace
} // namespace horizon38
} // namespace golf
