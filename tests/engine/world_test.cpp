// Analytic tests of the physics: every expected value is derived by hand from the SPEC's
// rules (closed-form rolling, reflection with restitution, equal-mass impulses).

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

using test::makeBox;
using test::makeLevel;

constexpr double worldTight = 1e-12;

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

/// Steps until a tick has wall hits (at most `maxTicks`) and returns that tick's wall hits.
std::vector<Event> wallHitsOfFirstTickWithOne(World& world, int maxTicks) {
    std::vector<Event> hits;
    for (int i = 0; i < maxTicks && hits.empty(); ++i) {
        for (const Event& e : world.step()) {
            if (e.type == EventType::WallHit) {
                hits.push_back(e);
            }
        }
    }
    return hits;
}

TEST(WorldRolling, StopsAfterExactlyVSquaredOverTwoA) {
    Level level = makeBox(40, 3);
    level.physics.rollingDeceleration = 3.0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2.5}));
    world.setVelocity(0, {6.0, 0.0});
    // v^2 / 2a = 36 / 6 = 6 tiles, reached after v / a = 2 s = 240 ticks at 120 ticks/s.
    EXPECT_EQ(runUntilRest(world), 240);
    EXPECT_NEAR(world.balls()[0].position.x, 7.5, worldTight);
    EXPECT_EQ(world.balls()[0].position.y, 2.5);
    EXPECT_EQ(world.balls()[0].velocity, (Vec2{0, 0}));
}

TEST(WorldRolling, AStopOnATickBoundaryEndsOnThatTick) {
    // 3 tiles/s at 3 tiles/s^2: stops after exactly 1 s = 120 ticks, 1.5 tiles on.
    Level level = makeBox(10, 3);
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2.5}));
    world.setVelocity(0, {3.0, 0.0});
    EXPECT_EQ(runUntilRest(world), 120);
    EXPECT_NEAR(world.balls()[0].position.x, 3.0, 1e-14);
}

TEST(WorldRolling, DiagonalRollFollowsTheClosedForm) {
    Level level = makeBox(20, 20);
    level.physics.rollingDeceleration = 2.0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    world.setVelocity(0, {3.0, 4.0}); // speed 5, stops after 2.5 s and 6.25 tiles
    runFor(world, 1.0);
    // After 1 s: s = 5 - 1 = 4 tiles along (0.6, 0.8); speed 3.
    EXPECT_NEAR(world.balls()[0].position.x, 2.5 + 0.6 * 4, worldTight);
    EXPECT_NEAR(world.balls()[0].position.y, 2.5 + 0.8 * 4, worldTight);
    EXPECT_NEAR(world.balls()[0].velocity.x, 0.6 * 3, worldTight);
    EXPECT_NEAR(world.balls()[0].velocity.y, 0.8 * 3, worldTight);
    runFor(world, 2.0);
    EXPECT_NEAR(world.balls()[0].position.x, 2.5 + 0.6 * 6.25, worldTight);
    EXPECT_NEAR(world.balls()[0].position.y, 2.5 + 0.8 * 6.25, worldTight);
    EXPECT_TRUE(world.atRest());
}

struct FaceCase {
    const char* name;
    std::vector<std::string> rows;
    Vec2 start;
    Vec2 velocity;
    Vec2 normal; // of the face the ball must hit
};

/// Names the case in test listings (the default prints the struct's raw bytes).
void PrintTo(const FaceCase& c, std::ostream* os) {
    *os << c.name;
}

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
    const std::vector<Event> hits = wallHitsOfFirstTickWithOne(world, 240);
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_NEAR(hits[0].normal.x, c.normal.x, worldTight);
    EXPECT_NEAR(hits[0].normal.y, c.normal.y, worldTight);
    const double vn = dot(c.velocity, c.normal);
    const Vec2 expected = c.velocity - c.normal * (1.8 * vn);
    EXPECT_NEAR(world.balls()[0].velocity.x, expected.x, worldTight);
    EXPECT_NEAR(world.balls()[0].velocity.y, expected.y, worldTight);
    EXPECT_NEAR(hits[0].speed, -vn, worldTight);
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

TEST(WallReflection, ConvexCornerNormalPointsFromTheCornerToTheCentre) {
    // The block at (4,2) has its top-left corner at (4,2). A ball rolling right at
    // y = 2 - 0.1 passes 0.1 above the corner's height: it meets the corner, not a face.
    Level level = makeLevel({"##########", "#........#", "#...#....#", "#........#", "##########"});
    level.cup = {-100, -100};
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1.0;
    const double r = level.ballRadius;
    const double offset = 0.1;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2 - offset}));
    world.setVelocity(0, {2, 0});
    const std::vector<Event> hits = wallHitsOfFirstTickWithOne(world, 240);
    ASSERT_EQ(hits.size(), 1u);
    // Contact when the centre is r from the corner: x = 4 - sqrt(r^2 - offset^2).
    const double dx = std::sqrt(r * r - offset * offset);
    EXPECT_NEAR(hits[0].position.x, 4 - dx, 1e-12);
    EXPECT_NEAR(hits[0].position.y, 2 - offset, 1e-15);
    const Vec2 n{-dx / r, -offset / r};
    EXPECT_NEAR(hits[0].normal.x, n.x, 1e-12);
    EXPECT_NEAR(hits[0].normal.y, n.y, 1e-12);
    const Vec2 v = Vec2{2, 0} - n * (2 * dot(Vec2{2, 0}, n));
    EXPECT_NEAR(world.balls()[0].velocity.x, v.x, 1e-12);
    EXPECT_NEAR(world.balls()[0].velocity.y, v.y, 1e-12);
}

TEST(WallReflection, RestitutionZeroLeavesOnlyTheTangentialSpeed) {
    Level level = makeBox(10, 4);
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {3.5, 3.0}));
    world.setVelocity(0, {1.5, -2});
    runFor(world, 1.0);
    // Hits the top face (centre at y = 1.2) after 0.9 s, then slides at vx = 1.5.
    EXPECT_EQ(world.balls()[0].velocity.y, 0);
    EXPECT_EQ(world.balls()[0].velocity.x, 1.5);
    EXPECT_NEAR(world.balls()[0].position.y, 1.2, 1e-15);
    EXPECT_NEAR(world.balls()[0].position.x, 3.5 + 1.5, 1e-12);
}

/// Folds a coordinate of the unfolded straight line into [0, length] (a mirror at each end).
double fold(double x, double length) {
    const double period = 2 * length;
    double m = std::fmod(x, period);
    if (m < 0) {
        m += period;
    }
    return m <= length ? m : period - m;
}

TEST(Billiards, ElasticRectangleMatchesTheUnfoldedStraightLine) {
    Level level = makeBox(7, 4);
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    const double r = level.ballRadius;
    World world(level, 1);
    const Vec2 start{2.3, 3.1};
    const Vec2 v{7.3, -5.9};
    ASSERT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, v);
    runFor(world, 10.0);
    // The centre moves in [1 + r, 8 - r] x [1 + r, 5 - r].
    const double lx = 7 - 2 * r;
    const double ly = 4 - 2 * r;
    const double x = 1 + r + fold(start.x - 1 - r + v.x * 10, lx);
    const double y = 1 + r + fold(start.y - 1 - r + v.y * 10, ly);
    EXPECT_NEAR(world.balls()[0].position.x, x, 1e-9);
    EXPECT_NEAR(world.balls()[0].position.y, y, 1e-9);
    EXPECT_NEAR(length(world.balls()[0].velocity), length(v), 1e-12);
}

TEST(Billiards, ElasticRightTriangleOfTriangleTilesMatchesTheUnfoldedStraightLine) {
    // Open region: the triangle (1,1), (1,7), (7,7); its hypotenuse y = x is six '7' tiles.
    Level level = makeLevel({"########", "#7######", "#.7#####", "#..7####", "#...7###", "#....7##",
                             "#.....7#", "########"});
    level.cup = {-100, -100};
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    const double r = level.ballRadius;
    // Centre region in u = x - (1 + r), w = (7 - r) - y: u >= 0, w >= 0, u + w <= s.
    const double s = 6 - 2 * r - r * std::sqrt(2.0);
    const auto toWorld = [&](double u, double w) {
        return Vec2{u + 1 + r, 7 - r - w};
    };
    World world(level, 1);
    const double u0 = 0.8;
    const double w0 = 1.1;
    const Vec2 v{5.3, -3.7}; // in world axes; in (u, w): (5.3, 3.7)
    ASSERT_TRUE(world.placeBall(0, toWorld(u0, w0)));
    world.setVelocity(0, v);
    runFor(world, 10.0);
    // The reflections in u = 0, w = 0 and u + w = s generate translations by 2s: fold each
    // coordinate into [0, s], then mirror across u + w = s if needed.
    double u = fold(u0 + 5.3 * 10, s);
    double w = fold(w0 + 3.7 * 10, s);
    if (u + w > s) {
        const double mirroredU = s - w;
        w = s - u;
        u = mirroredU;
    }
    const Vec2 expected = toWorld(u, w);
    EXPECT_NEAR(world.balls()[0].position.x, expected.x, 1e-9);
    EXPECT_NEAR(world.balls()[0].position.y, expected.y, 1e-9);
}

/// Largest deviation of a sliding ball from a line, and the wall hits after the first.
struct SlideResult {
    double deviation = 0;
    int laterHits = 0;
};

SlideResult slide(const Level& level, Vec2 start, Vec2 velocity, Vec2 linePoint, Vec2 lineNormal,
                  double offset) {
    World world(level, 1);
    EXPECT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    SlideResult result;
    int hits = 0;
    while (!world.atRest()) {
        for (const Event& e : world.step()) {
            if (e.type == EventType::WallHit && e.speed > 1e-12) {
                ++hits;
            }
        }
        if (hits >= 1) {
            const Vec2 p = world.balls()[0].position;
            result.deviation =
                std::max(result.deviation, std::abs(dot(p - linePoint, lineNormal) - offset));
        }
    }
    result.laterHits = hits - 1;
    return result;
}

TEST(Sliding, AlongALongStraightWallWithoutSeams) {
    Level level = makeBox(60, 3);
    level.physics.wallRestitution = 0;
    level.physics.rollingDeceleration = 0.5;
    // Hits the top wall near x = 2 and slides along 60 tiles of wall blocks.
    const SlideResult result =
        slide(level, {1.5, 1.6}, {7.5, -0.6}, {0, 1}, {0, 1}, level.ballRadius);
    EXPECT_EQ(result.laterHits, 0);
    EXPECT_LT(result.deviation, 1e-12);
}

TEST(Sliding, AlongALongDiagonalOfTriangleTilesWithoutSeams) {
    // A staircase of 'L' tiles: the diagonal y = x - 0 runs from (1,1) to (21,21); solid below.
    std::vector<std::string> rows(23, std::string(23, '#'));
    for (int row = 1; row <= 21; ++row) {
        for (int col = 1; col <= 21; ++col) {
            rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] =
                col > row ? '.' : (col == row ? 'L' : '#');
        }
    }
    Level level = makeLevel(rows);
    level.cup = {-100, -100};
    level.physics.wallRestitution = 0;
    level.physics.rollingDeceleration = 0.5;
    const Vec2 n{std::sqrt(0.5), -std::sqrt(0.5)};
    // Start above the diagonal, shot down-right and a little into it.
    // After the hit it slides (2.75 * sqrt 2 = 3.9 tiles/s) about 15 tiles along the diagonal.
    const SlideResult result = slide(level, {3.5, 2.5}, {2.5, 3.0}, {0, 0}, n, level.ballRadius);
    EXPECT_EQ(result.laterHits, 0);
    EXPECT_LT(result.deviation, 1e-12);
}

TEST(BallCollision, HeadOnWithRestitution) {
    Level level = makeBox(20, 3);
    level.physics.rollingDeceleration = 0;
    level.physics.ballRestitution = 0.6;
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {6.5, 2.5}));
    world.setVelocity(0, {4, 0});
    runFor(world, 0.5); // contact after (4 - 0.4) / 4 = 0.9 s: not yet
    EXPECT_EQ(world.balls()[1].velocity.x, 0);
    runFor(world, 0.5);
    // Equal masses: v1' = (1 - e) v / 2, v2' = (1 + e) v / 2.
    EXPECT_NEAR(world.balls()[0].velocity.x, 0.4 * 4 / 2, 1e-12);
    EXPECT_NEAR(world.balls()[1].velocity.x, 1.6 * 4 / 2, 1e-12);
    // After the contact at 0.9 s each moved on for 0.1 s from x = 6.1 and 6.5.
    EXPECT_NEAR(world.balls()[0].position.x, 6.1 + 0.8 * 0.1, 1e-12);
    EXPECT_NEAR(world.balls()[1].position.x, 6.5 + 3.2 * 0.1, 1e-12);
}

TEST(BallCollision, ElasticGlancingHitSplitsAtRightAngles) {
    Level level = makeBox(20, 8);
    level.physics.rollingDeceleration = 0;
    level.physics.ballRestitution = 1;
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, {2.5, 4.5}));
    ASSERT_TRUE(world.placeBall(1, {6.5, 4.75})); // offset 0.25 of a contact distance 0.4
    const Vec2 v{5, 0};
    world.setVelocity(0, v);
    bool hit = false;
    for (int i = 0; i < 120 && !hit; ++i) {
        for (const Event& e : world.step()) {
            hit = hit || e.type == EventType::BallHit;
        }
    }
    ASSERT_TRUE(hit);
    const Vec2 a = world.balls()[0].velocity;
    const Vec2 b = world.balls()[1].velocity;
    EXPECT_NEAR(dot(a, b), 0, 1e-12);
    EXPECT_NEAR(lengthSquared(a) + lengthSquared(b), lengthSquared(v), 1e-12);
    EXPECT_NEAR(a.x + b.x, v.x, 1e-12);
    EXPECT_NEAR(a.y + b.y, v.y, 1e-12);
    // The struck ball leaves along the line of centres at contact: (sqrt(0.4^2-0.25^2), 0.25).
    const double along = std::sqrt(0.16 - 0.0625);
    EXPECT_NEAR(b.y / b.x, 0.25 / along, 1e-12);
}

TEST(Cup, SlowBallDropsFastBallRollsOver) {
    Level level = makeLevel({"##########", "#S.....O.#", "##########"});
    level.physics.rollingDeceleration = 1;
    level.physics.captureSpeed = 2;
    {
        World world(level, 1);
        ASSERT_TRUE(world.placeBall(0, level.tee));
        world.setVelocity(0, {3.8, 0});
        std::vector<Event> holed;
        for (int i = 0; i < 1000 && !world.atRest(); ++i) {
            for (const Event& e : world.step()) {
                if (e.type == EventType::Holed) {
                    holed.push_back(e);
                }
            }
        }
        ASSERT_EQ(holed.size(), 1u);
        EXPECT_TRUE(world.balls()[0].holed);
        EXPECT_FALSE(world.balls()[0].inPlay);
        // The speed falls to 2 after (3.8^2 - 2^2) / 2 = 5.22 tiles, before the rim at
        // x = 7.5 - 0.3 (5.7 tiles): the ball drops as its centre crosses the rim.
        EXPECT_NEAR(holed[0].position.x, 7.2, 1e-12);
        EXPECT_NEAR(holed[0].speed, std::sqrt(3.8 * 3.8 - 2 * 5.7), 1e-12);
    }
    {
        level.physics.captureSpeed = 0.5;
        World fast(level, 1);
        ASSERT_TRUE(fast.placeBall(0, level.tee));
        // Crosses the whole cup faster than 0.5 and bounces off the right wall.
        fast.setVelocity(0, {5, 0});
        for (int i = 0; i < 1000 && !fast.atRest(); ++i) {
            (void)fast.step();
        }
        EXPECT_FALSE(fast.balls()[0].holed);
    }
}

TEST(Cup, CaptureIsTestedAlongThePathWithinATick) {
    // At 30 ticks/s and 13 tiles/s a ball moves 0.43 tiles a tick; the cup is 0.6 wide. A
    // capture speed of 100 makes every crossing a capture: the ball must not skip it.
    Level level =
        makeLevel({"####################", "#S................O#", "####################"});
    level.physics.tickRate = 30;
    level.physics.captureSpeed = 100;
    level.physics.rollingDeceleration = 0;
    level.cupRadius = 0.2;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    world.setVelocity(0, {13, 0});
    for (int i = 0; i < 60 && !world.balls()[0].holed; ++i) {
        (void)world.step();
    }
    EXPECT_TRUE(world.balls()[0].holed);
    EXPECT_NEAR(world.balls()[0].position.x, 18.5 - 0.2, 1e-12);
}

TEST(Wedge, BallPressedIntoTheFortyFiveDegreeWedgeStopsTouchingBothFaces) {
    // The block (2,1) above the 'L' at (2,2): its bottom face y = 2 and the L's diagonal meet
    // at (2,2) at 45 degrees.
    Level level = makeLevel({"########", "########", "#.L....#", "#......#", "########"});
    level.cup = {-100, -100};
    level.physics.wallRestitution = 0;
    level.physics.rollingDeceleration = 0.5;
    const double r = level.ballRadius;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {5.5, 2.5}));
    world.setVelocity(0, {-4, -1});
    int ticks = 0;
    while (!world.atRest() && ticks < 2000) {
        (void)world.step();
        ++ticks;
    }
    ASSERT_TRUE(world.atRest());
    // At rest where it touches both faces: on the bisector (22.5 degrees below the ceiling),
    // r / sin(22.5 degrees) from the apex.
    const double angle = std::acos(-1.0) / 8;
    const Vec2 expected{2 + r / std::tan(angle), 2 + r};
    EXPECT_NEAR(world.balls()[0].position.x, expected.x, 1e-9);
    EXPECT_NEAR(world.balls()[0].position.y, expected.y, 1e-9);
}

TEST(FastBall, BouncesOffAOneTileWallAtMoreThanTwoTilesATick) {
    // 70 tiles/s at 30 ticks/s: 2.33 tiles a tick, the wall at column 6 is one tile thick.
    Level level = makeLevel({"############", "#....#.....#", "############"});
    level.cup = {-100, -100};
    level.physics.tickRate = 30;
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 1.5}));
    world.setVelocity(0, {70, 0});
    for (int i = 0; i < 300; ++i) {
        (void)world.step();
        ASSERT_LT(world.balls()[0].position.x, 5 - 0.2 + 1e-12) << "tick " << i;
        ASSERT_GT(world.balls()[0].position.x, 1 + 0.2 - 1e-12) << "tick " << i;
    }
}

TEST(FastBall, SeveralImpactsInOneTickFollowTheUnfoldedLine) {
    Level level = makeBox(2, 2);
    level.physics.tickRate = 30;
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    const double r = level.ballRadius;
    World world(level, 1);
    const Vec2 start{1.7, 2.1};
    const Vec2 v{61, 47};
    ASSERT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, v);
    const std::vector<Event> events = world.step();
    const auto hits = std::count_if(events.begin(), events.end(),
                                    [](const Event& e) { return e.type == EventType::WallHit; });
    // The centre moves in [1.2, 2.8]^2; 61/30 = 2.03 tiles in x and 1.57 in y this tick.
    EXPECT_GE(hits, 2);
    const double side = 2 - 2 * r;
    const double t = 1.0 / 30;
    EXPECT_NEAR(world.balls()[0].position.x, 1 + r + fold(start.x - 1 - r + v.x * t, side), 1e-12);
    EXPECT_NEAR(world.balls()[0].position.y, 1 + r + fold(start.y - 1 - r + v.y * t, side), 1e-12);
}

TEST(BallCollision, ThreeBallsInARowPassTheImpulseAlong) {
    // Newton's cradle: elastic, touching balls 1 and 2, ball 0 strikes: only ball 2 leaves.
    Level level = makeBox(20, 3);
    level.physics.rollingDeceleration = 0;
    level.physics.ballRestitution = 1;
    World world(level, 3);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {6.5, 2.5}));
    ASSERT_TRUE(world.placeBall(2, {6.9, 2.5}));
    world.setVelocity(0, {3, 0});
    runFor(world, 1.5);
    EXPECT_NEAR(world.balls()[0].velocity.x, 0, 1e-12);
    EXPECT_NEAR(world.balls()[1].velocity.x, 0, 1e-12);
    EXPECT_NEAR(world.balls()[2].velocity.x, 3, 1e-12);
}

} // namespace
} // namespace golf
