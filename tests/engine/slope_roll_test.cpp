// Tests of rolls over floors and slopes without walls (SPEC section 4): surface crossings of
// curved and straight pieces, the uphill roll that comes back and leaves the slope, the
// downhill roll that leaves a slope, a valley's shrinking swings, water. Closed forms by hand.

#include "golf/core/level.hpp"
#include "slope_roll.hpp"
#include "slope_rules.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

TEST(SlopeRoll, DownhillRollLeavesTheSlope) {
    // '>' (push 4, grass 3) from x = 1 to 3: from x = 1.5 at 1 tile/s it gains 1 tile/s^2 and
    // reaches x = 3 after 1 s at 2 tiles/s; the grass stops it 4/6 tile on, 2/3 s later.
    const Level level = test::makeSurfaceLevel({"#######", "#>>...#", "#######"});
    const SurfaceRoll roll = rollOnSurfaces(level, {1.5, 1.5}, {1, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 1u);
    EXPECT_NEAR(roll.crossings[0].time, 1.0, 1e-12);
    EXPECT_EQ(roll.crossings[0].point.x, 3.0);
    EXPECT_TRUE(roll.rests);
    EXPECT_NEAR(roll.position.x, 3 + 2.0 / 3, 1e-12);
    EXPECT_EQ(roll.position.y, 1.5);
    EXPECT_NEAR(roll.time, 1 + 2.0 / 3, 1e-12);
    EXPECT_EQ(roll.velocity, (Vec2{0, 0}));
}

TEST(SlopeRoll, UphillRollComesBackAndLeavesTheSlopeAtTheBottom) {
    // '<' pushes left (4) on x in [3, 8]; grass (3) on [1, 3]. Thrown right from x = 3.5 at 6:
    // it slows at 7, stops after 6/7 s at x = 3.5 + 18/7, rolls back at 1 tile/s^2 for 43/14
    // tiles (sqrt(43/7) s, reaching sqrt(43/7) tiles/s at x = 3), and grass stops it after
    // 43/42 tiles and sqrt(43/7)/3 s more.
    const Level level = test::makeSurfaceLevel({"##########", "#..<<<<<.#", "##########"});
    const SurfaceRoll roll = rollOnSurfaces(level, {3.5, 1.5}, {6, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 1u);
    const double back = std::sqrt(43.0 / 7);
    EXPECT_NEAR(roll.crossings[0].time, 6.0 / 7 + back, 1e-12);
    EXPECT_EQ(roll.crossings[0].point.x, 3.0);
    EXPECT_TRUE(roll.rests);
    EXPECT_NEAR(roll.position.x, 3 - 43.0 / 42, 1e-12);
    EXPECT_NEAR(roll.time, 6.0 / 7 + back + back / 3, 1e-12);
}

TEST(SlopeRoll, AValleyCollectsTheBallInAFiniteTime) {
    // '>' on [1, 5] and '<' on [5, 9] push towards x = 5. From rest at x = 3: down 2 tiles at
    // 1 tile/s^2 (2 s, arriving at 2 tiles/s), up the other side at 7 for 2/7 s and 2/7 tile,
    // and so on with distances shrinking by 1/7: the swings take (1 + 1/7) sqrt(2 d0) times
    // the geometric sum of 1/sqrt(7)^k, and the ball ends at x = 5.
    const Level level = test::makeSurfaceLevel({"##########", "#>>>><<<<#", "##########"});
    const SurfaceRoll roll = rollOnSurfaces(level, {3, 1.5}, {0, 0}, 60);
    EXPECT_TRUE(roll.rests);
    EXPECT_NEAR(roll.position.x, 5.0, 1e-12);
    EXPECT_NEAR(roll.time, (8.0 / 7) * 2 / (1 - 1 / std::sqrt(7.0)), 1e-12);
    EXPECT_EQ(roll.pieces, 1); // the swings after the first crossing are summed, not played
    EXPECT_EQ(roll.velocity, (Vec2{0, 0}));
    // Cut short by maxTime, the swings are played one by one instead.
    const SurfaceRoll cut = rollOnSurfaces(level, {3, 1.5}, {0, 0}, 3);
    EXPECT_FALSE(cut.rests);
    EXPECT_EQ(cut.time, 3.0);
    EXPECT_GT(cut.position.x, 5.0);
}

TEST(SlopeRoll, AFrictionlessValleySwingsUntilMaxTime) {
    // Grass with no deceleration: the swings never shrink (no series) and energy is kept: from
    // rest 0.5 tile from the line, pushed at 4 tiles/s^2, the ball crosses the line at
    // 2 tiles/s after 0.5 s and then every 1 s, back and forth, until maxTime.
    Level level = test::makeSurfaceLevel({"##########", "#>>>><<<<#", "##########"});
    level.physics.rollingDeceleration = 0;
    const SurfaceRoll roll = rollOnSurfaces(level, {4.5, 1.5}, {0, 0}, 10);
    EXPECT_FALSE(roll.rests);
    EXPECT_EQ(roll.time, 10.0);
    ASSERT_GE(roll.crossings.size(), 9u);
    EXPECT_NEAR(roll.crossings[0].time, 0.5, 1e-12);
    EXPECT_NEAR(roll.crossings[8].time, 8.5, 1e-9);
}

TEST(SlopeRoll, ValleySeriesByHand) {
    // Sides 4/3 and 6/2: rA = sqrt(1/7), rB = sqrt(1/2); tB = 1/8 + rB/4, tA = 1/7 + rA/1.
    const ValleySeries s = valleySeries(3, 4, 3, 6, 2);
    const double rA = std::sqrt(1.0 / 7);
    const double rB = std::sqrt(0.5);
    EXPECT_NEAR(s.ratio, rA * rB, 1e-15);
    EXPECT_NEAR(s.duration, 3 * (1.0 / 8 + rB / 4 + rB * (1.0 / 7 + rA)) / (1 - rA * rB), 1e-14);
    EXPECT_NEAR(s.reachB, 9.0 / 16, 1e-15);
    EXPECT_NEAR(s.reachA, 9 * 0.5 / 14, 1e-15);
}

TEST(SlopeRoll, RestOnAFlatTileAndHeldOnSand) {
    const Level level = test::makeSurfaceLevel({"#######", "#.s>..#", "#######"});
    const SurfaceRoll still = rollOnSurfaces(level, {1.5, 1.5}, {0, 0}, 60);
    EXPECT_TRUE(still.rests);
    EXPECT_EQ(still.time, 0.0);
    EXPECT_EQ(still.position, (Vec2{1.5, 1.5}));
    // On the slope from rest: pushed right at 1 tile/s^2 for 0.5 tile, then grass.
    const SurfaceRoll rolls = rollOnSurfaces(level, {3.5, 1.5}, {0, 0}, 60);
    EXPECT_TRUE(rolls.rests);
    EXPECT_NEAR(rolls.position.x, 4 + 1.0 / 6, 1e-12); // v^2 = 1 at x = 4; grass: 1/6 more
    EXPECT_NEAR(rolls.time, 1 + 1.0 / 3, 1e-12);
    // Sand sloping right: 9 holds against a push of 4.
    Level sandy = level;
    sandy.setSurface(4, 1, Surface{.symbol = 'd', .floor = Floor::Sand, .slope = makeSlope(0)});
    const SurfaceRoll held = rollOnSurfaces(sandy, {4.5, 1.5}, {0, 0}, 60);
    EXPECT_TRUE(held.rests);
    EXPECT_EQ(held.position, (Vec2{4.5, 1.5}));
}

TEST(SlopeRoll, CurvedPathCrossesTheBottomOfADownSlope) {
    // Rows 1 and 2 slope down ('v'), row 3 is grass. Across the slope at 5 tiles/s from
    // (2.5, 1.5): the path curves down (reference values in slope_path_test.cpp: y = 3.08 at
    // t = 1), so it leaves the slope at y = 3 a little before t = 1, then rolls straight.
    const Level level =
        test::makeSurfaceLevel({"############", "#vvvvvvvvvv#", "#vvvvvvvvvv#", "#..........#",
                                "#..........#", "#..........#", "############"});
    const SurfaceRoll roll = rollOnSurfaces(level, {2.5, 1.5}, {5, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 1u);
    const SurfaceCrossing& c = roll.crossings[0];
    EXPECT_EQ(c.point.y, 3.0);
    EXPECT_EQ(c.tile.row, 3);
    EXPECT_GT(c.time, 0.5);
    EXPECT_LT(c.time, 1.0);
    const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
    EXPECT_NEAR(path.position(c.time).y, 3.0, 1e-12);
    EXPECT_NEAR(path.position(c.time).x, c.point.x, 1e-12);
    EXPECT_TRUE(roll.rests);
}

TEST(SlopeRoll, CurvedCrossingsAgreeWithTheLineRoots) {
    // A field of 'v' with one ice tile at (6, 2): the curved path from (2.5, 1.5) at (5, 0)
    // passes x = 3, 4, 5, 6 and y = 2 over 'v' tiles (no crossing), and enters the ice where it
    // first reaches x = 6 or y = 2 inside column 6: compare with the path's own line roots.
    Level level = test::makeSurfaceLevel(
        {"##########", "#vvvvvvvv#", "#vvvvvvvv#", "#vvvvvvvv#", "#vvvvvvvv#", "##########"});
    level.setSurface(6, 2, *builtinSurface('i'));
    const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
    const auto crossing = firstSurfaceCrossing(level, path, {2, 1});
    ASSERT_TRUE(crossing.has_value());
    EXPECT_EQ(crossing->tile.col, 6);
    EXPECT_EQ(crossing->tile.row, 2);
    const double atX = path.firstTimeOnLine({1, 0}, 6).value_or(-1);
    const double atY = path.firstTimeOnLine({0, 1}, 2).value_or(-1);
    // The path reaches y = 2 (t ~ 0.5 by the reference values, x ~ 4.6) before x = 6, so it
    // enters row 2 in column 4 (a 'v' tile) and the ice at x = 6.
    EXPECT_LT(atY, atX);
    EXPECT_NEAR(crossing->time, atX, 1e-15);
    EXPECT_EQ(crossing->point.x, 6.0);
    EXPECT_NEAR(crossing->point.y, path.position(atX).y, 1e-15);
    // Without the ice tile nothing changes along the path (for 1 s, before it reaches the
    // wall at y = 5).
    const Level plain = test::makeSurfaceLevel(
        {"##########", "#vvvvvvvv#", "#vvvvvvvv#", "#vvvvvvvv#", "#vvvvvvvv#", "##########"});
    const SlopePath shorter({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 1);
    EXPECT_FALSE(firstSurfaceCrossing(plain, shorter, {2, 1}).has_value());
    EXPECT_TRUE(firstSurfaceCrossing(plain, path, {2, 1}).has_value()); // the wall row 5
}

TEST(SlopeRoll, RollingIntoWaterEndsTheRollAtItsEdge) {
    const Level level = test::makeSurfaceLevel({"#######", "#.>>w.#", "#######"});
    // From x = 1.5 at 2 tiles/s: 0.5 tile of grass leaves v^2 = 4 - 3 = 1, the slope adds
    // 2 * 1 * 2 = 4: v = sqrt(5) at the water's edge x = 4.
    const SurfaceRoll roll = rollOnSurfaces(level, {1.5, 1.5}, {2, 0}, 60);
    EXPECT_TRUE(roll.watered);
    EXPECT_FALSE(roll.rests);
    EXPECT_EQ(roll.position, (Vec2{4, 1.5}));
    EXPECT_EQ(roll.velocity, (Vec2{0, 0}));
    EXPECT_NEAR(roll.time, (2 - 1) / 3.0 + (std::sqrt(5.0) - 1) / 1, 1e-12);
}

TEST(SlopeRoll, RandomFieldsEveryRollEnds) {
    // Random 12 x 12 fields of every surface, random shots: every roll ends (rests, is
    // watered, or reaches maxTime) with finite values, within the piece bound, and a watered
    // ball lies on the edge of water.
    std::uint64_t state = 99;
    const auto next = [&](std::uint64_t n) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        return (state >> 33) % n;
    };
    const std::string chars = "..sssiiw^>v<";
    for (int round = 0; round < 60; ++round) {
        std::vector<std::string> rows;
        for (int row = 0; row < 12; ++row) {
            std::string text;
            for (int col = 0; col < 12; ++col) {
                text += chars[next(chars.size())];
            }
            rows.push_back(text);
        }
        rows[6][6] = '.';
        Level level = test::makeSurfaceLevel(rows);
        level.physics.slopeAcceleration = static_cast<double>(next(80)) / 10;
        const double angle = static_cast<double>(next(360)) * 3.14159265358979 / 180;
        const double speed = static_cast<double>(next(140)) / 10;
        const SurfaceRoll roll =
            rollOnSurfaces(level, {6.5, 6.5}, Vec2{std::cos(angle), std::sin(angle)} * speed, 30);
        SCOPED_TRACE(round);
        EXPECT_TRUE(std::isfinite(roll.position.x) && std::isfinite(roll.position.y));
        EXPECT_LE(roll.time, 30.0);
        EXPECT_LT(roll.pieces, 100000);
        EXPECT_TRUE(roll.rests || roll.watered || roll.time == 30.0);
        if (roll.rests || roll.watered) {
            EXPECT_EQ(roll.velocity, (Vec2{0, 0}));
        }
        if (roll.watered) {
            EXPECT_TRUE(level.touchesWater(roll.position));
        }
    }
}

TEST(SlopeRoll, SeamsOfEqualSlopesAreNoCrossing) {
    const Level level = test::makeSurfaceLevel({"##########", "#>>>>>>>>#", "##########"});
    const SurfaceRoll roll = rollOnSurfaces(level, {1.5, 1.5}, {1, 0}, 2);
    EXPECT_TRUE(roll.crossings.empty());
    EXPECT_FALSE(roll.rests);
    EXPECT_NEAR(roll.position.x, 1.5 + 2 + 2, 1e-12); // 1 * 2 + 1 * 2^2 / 2
    EXPECT_EQ(roll.time, 2.0);
}

} // namespace
} // namespace golf
