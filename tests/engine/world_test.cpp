// Analytic tests of the physics: every expected value is derived by hand from the SPEC's
// rules (closed-form rolling, reflection with restitution, equal-mass impulses).

#include "golf/world.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

using test::makeBox;
using test::makeLevel;

constexpr double tight = 1e-12;

/// Steps until every ball rests or `maxTicks` pass; returns the ticks stepped.
int runUntilRest(World& world, int maxTicks = 100000) {
    int ticks = 0;
    while (!world.atRest() && ticks < maxTicks) {
        (void)world.step();
        ++ticks;
    }
    return ticks;
}

/// Steps `seconds` worth of ticks (seconds * tickRate must be a whole number).
void runFor(World& world, double seconds) {
    const auto ticks = std::lround(seconds * world.level().physics.tickRate);
    for (long i = 0; i < ticks; ++i) {
        (void)world.step();
    }
}

TEST(WorldRolling, StopsAfterExactlyVSquaredOverTwoA) {
    Level level = makeBox(40, 3);
    level.physics.rollingDeceleration = 3.0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2.5}));
    world.setVelocity(0, {6.0, 0.0});
    // v^2 / 2a = 36 / 6 = 6 tiles, reached after v / a = 2 s = 240 ticks at 120 ticks/s.
    EXPECT_EQ(runUntilRest(world), 240);
    EXPECT_NEAR(world.balls()[0].position.x, 7.5, tight);
    EXPECT_EQ(world.balls()[0].position.y, 2.5);
    EXPECT_EQ(world.balls()[0].velocity, (Vec2{0, 0}));
}

TEST(WorldRolling, DiagonalRollFollowsTheClosedForm) {
    Level level = makeBox(20, 20);
    level.physics.rollingDeceleration = 2.0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    world.setVelocity(0, {3.0, 4.0}); // speed 5, stops after 2.5 s and 6.25 tiles
    runFor(world, 1.0);
    // After 1 s: s = 5 - 1 = 4 tiles along (0.6, 0.8); speed 3.
    EXPECT_NEAR(world.balls()[0].position.x, 2.5 + 0.6 * 4, tight);
    EXPECT_NEAR(world.balls()[0].position.y, 2.5 + 0.8 * 4, tight);
    EXPECT_NEAR(world.balls()[0].velocity.x, 0.6 * 3, tight);
    EXPECT_NEAR(world.balls()[0].velocity.y, 0.8 * 3, tight);
    runFor(world, 2.0);
    EXPECT_NEAR(world.balls()[0].position.x, 2.5 + 0.6 * 6.25, tight);
    EXPECT_NEAR(world.balls()[0].position.y, 2.5 + 0.8 * 6.25, tight);
    EXPECT_TRUE(world.atRest());
}

struct FaceCase {
    const char* name;
    std::vector<std::string> rows;
    Vec2 start;
    Vec2 velocity;
    Vec2 normal; // of the face the ball must hit
};

class WallReflection : public ::testing::TestWithParam<FaceCase> {};

TEST_P(WallReflection, KeepsTangentialScalesNormalByRestitution) {
    const FaceCase& c = GetParam();
    Level level = makeLevel(c.rows);
    level.cup = {-100, -100};
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 0.8;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, c.start));
    world.setVelocity(0, c.velocity);
    std::vector<Event> hits;
    for (int i = 0; i < 240 && hits.empty(); ++i) {
        for (const Event& e : world.step()) {
            if (e.type == EventType::WallHit) {
                hits.push_back(e);
            }
        }
    }
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_NEAR(hits[0].normal.x, c.normal.x, tight);
    EXPECT_NEAR(hits[0].normal.y, c.normal.y, tight);
    const double vn = dot(c.velocity, c.normal);
    const Vec2 expected = c.velocity - c.normal * (1.8 * vn);
    EXPECT_NEAR(world.balls()[0].velocity.x, expected.x, tight);
    EXPECT_NEAR(world.balls()[0].velocity.y, expected.y, tight);
    EXPECT_NEAR(hits[0].speed, -vn, tight);
}

const double h = std::sqrt(0.5);

INSTANTIATE_TEST_SUITE_P(
    EveryFace, WallReflection,
    ::testing::Values(
        FaceCase{"top", {"#######", "#.....#", "#.....#", "#######"}, {3.5, 2.5}, {1, -2}, {0, 1}},
        FaceCase{
            "bottom", {"#######", "#.....#", "#.....#", "#######"}, {3.5, 1.5}, {1, 2}, {0, -1}},
        FaceCase{
            "left", {"#######", "#.....#", "#.....#", "#######"}, {3.5, 2.0}, {-2, 0.3}, {1, 0}},
        FaceCase{
            "right", {"#######", "#.....#", "#.....#", "#######"}, {3.5, 2.0}, {2, -0.3}, {-1, 0}},
        // 'L' at (3,3): diagonal y = x from (3,3) to (4,4), open upper-right.
        FaceCase{"L",
                 {"########", "#......#", "#......#", "#..#L..#", "#......#", "########"},
                 {6.0, 3.5},
                 {-3, 0},
                 {h, -h}},
        // 'J' at (3,3): diagonal x + y = 7 from (4,3) to (3,4), open upper-left.
        FaceCase{"J",
                 {"########", "#......#", "#......#", "#..J#..#", "#......#", "########"},
                 {1.5, 3.5},
                 {3, 0},
                 {-h, -h}},
        // '7' at (4,3): diagonal y = x - 1 from (4,3) to (5,4), open lower-left.
        FaceCase{"7",
                 {"########", "#......#", "#......#", "#...7#.#", "#......#", "########"},
                 {1.5, 3.5},
                 {3, 0},
                 {-h, h}},
        // 'F' at (4,3): diagonal x + y = 8 from (5,3) to (4,4), open lower-right.
        FaceCase{"F",
                 {"########", "#......#", "#......#", "#..#F..#", "#......#", "########"},
                 {6.5, 3.5},
                 {-3, 0},
                 {h, h}}),
    [](const ::testing::TestParamInfo<FaceCase>& info) {
        return std::string(info.param.name) == "7" ? std::string("Seven")
                                                   : std::string(info.param.name);
    });

} // namespace
} // namespace golf
