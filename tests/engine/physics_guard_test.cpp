// Every accepted input keeps the physics finite, and worlds share their fixed terrain.
// Expected values are derived by hand: a ball too slow to have a direction stays exactly
// where it lay; one just fast enough keeps its velocity on a frictionless floor.

#include "golf/formats/outcome.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "golf/physics/world.hpp"
#include "golf/replay/replay.hpp"
#include "test_levels.hpp"
#include "trajectory.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <string>

namespace golf {
namespace {

using test::makeBox;

bool finite(Vec2 v) {
    return std::isfinite(v.x) && std::isfinite(v.y);
}

/// Speeds whose squares underflow (to 0 below ~1e-162, to a subnormal up to ~1.5e-154), the
/// smallest subnormal, and the first speeds with a normal square.
const double tinySpeeds[] = {
    std::numeric_limits<double>::denorm_min(), 1e-300, 1e-200, 1.4e-161, 1e-160, 1e-155, 1.49e-154};

TEST(PhysicsGuard, TinyShotLeavesTheBallExactlyWhereItLay) {
    for (const double speed : tinySpeeds) {
        for (const Vec2 dir : {Vec2{1, 0}, Vec2{0, -1}, Vec2{0.6, 0.8}}) {
            World world(makeBox(6, 6), 1);
            const Vec2 start{3.5, 3.5};
            ASSERT_TRUE(world.placeBall(0, start));
            world.setVelocity(0, dir * speed);
            (void)world.step();
            const Ball& ball = world.balls()[0];
            EXPECT_TRUE(finite(ball.position)) << speed;
            EXPECT_EQ(ball.position, start) << speed;
            EXPECT_EQ(ball.velocity, Vec2{}) << speed;
            EXPECT_TRUE(world.atRest()) << speed;
        }
    }
}

TEST(PhysicsGuard, DirectionNeedsANormalSquare) {
    // 1.5e-154 squared is 2.25e-308, above the smallest normal double (2.2250738585072014e-308);
    // 1.49e-154 squared is 2.2201e-308, below it.
    EXPECT_TRUE(hasDirection({1.5e-154, 0}));
    EXPECT_TRUE(hasDirection({0, -1.5e-154}));
    EXPECT_FALSE(hasDirection({1.49e-154, 0}));
    EXPECT_FALSE(hasDirection({1e-200, 1e-200}));
    EXPECT_FALSE(hasDirection({}));
    EXPECT_TRUE(hasDirection({14, 0}));
    // A trajectory keeps a directed velocity exactly and zeroes an undirected one.
    EXPECT_EQ(Trajectory::at({1, 1}, {1.5e-154, 0}, Floor::Grass, 3).velocity, (Vec2{1.5e-154, 0}));
    EXPECT_EQ(Trajectory::at({1, 1}, {1e-200, 0}, Floor::Grass, 3).velocity, Vec2{});
    // Where it has a direction, the normalised velocity is a unit vector.
    const Vec2 v{1.5e-154, 1.5e-154};
    EXPECT_NEAR(length(v / length(v)), 1.0, 1e-15);
}

TEST(PhysicsGuard, TinyShotIntoATouchingBallStaysFinite) {
    World world(makeBox(8, 4), 2);
    ASSERT_TRUE(world.placeBall(0, {3.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {3.9, 2.5})); // touching: 2 * radius 0.2 apart
    world.setVelocity(0, {1e-200, 0});
    (void)world.step();
    for (const Ball& ball : world.balls()) {
        EXPECT_TRUE(finite(ball.position));
        EXPECT_EQ(ball.velocity, Vec2{});
    }
    EXPECT_EQ(world.balls()[0].position, (Vec2{3.5, 2.5}));
    EXPECT_EQ(world.balls()[1].position, (Vec2{3.9, 2.5}));
}

TEST(PhysicsGuard, ReplayOfTinyShotsPrintsNoNull) {
    // A log through the replay and the outcome JSON, as `golf replay --json` prints it.
    Level level = makeBox(6, 6);
    level.tee = {2.5, 2.5};
    const std::string text = R"({"format": "minigolf-shots/1", "level": "x.json", "players": 2,
        "shots": [{"player": 0, "vx": 1e-200, "vy": 0},
                  {"player": 1, "angle": 45, "speed": 1e-300},
                  {"player": 0, "vx": 4.9e-324, "vy": -4.9e-324},
                  {"player": 1, "vx": 3, "vy": 1e-200}]})";
    const ShotLogLoadResult log = parseShotLog(text, "tiny.shots.json");
    ASSERT_TRUE(log.log) << (log.errors.empty() ? "" : log.errors.front());
    const ReplayResult result = replayShotLog(*log.log, level, "tiny.shots.json");
    ASSERT_TRUE(result.outcome) << (result.errors.empty() ? "" : result.errors.front());
    const std::string json = outcomeToJson(*result.outcome);
    EXPECT_EQ(json.find("null"), std::string::npos) << json;
    EXPECT_EQ(json.find("nan"), std::string::npos) << json;
    EXPECT_EQ(result.outcome->shots.size(), 4u);
    EXPECT_EQ(result.outcome->shots[0].ticks, 1); // at rest after the first tick
}

TEST(PhysicsGuard, CopiesShareTheTerrainAndNotTheBalls) {
    World world(makeBox(6, 6), 2);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    World copy = world;
    EXPECT_EQ(&copy.level(), &world.level()) << "the level grid is shared, not copied";
    copy.setVelocity(0, {3, 0});
    (void)copy.step();
    EXPECT_NE(copy.balls()[0].position, world.balls()[0].position);
    EXPECT_EQ(world.balls()[0].position, (Vec2{2.5, 2.5})) << "the original did not move";
    EXPECT_EQ(world.balls()[0].velocity, Vec2{});

    World assigned(makeBox(3, 3), 1);
    assigned = copy;
    EXPECT_EQ(&assigned.level(), &world.level());
    EXPECT_EQ(assigned.balls()[0].position, copy.balls()[0].position);

    Match match(makeBox(6, 6), 1);
    const Match matchCopy = match;
    EXPECT_EQ(&matchCopy.level(), &match.level());
}

} // namespace
} // namespace golf
