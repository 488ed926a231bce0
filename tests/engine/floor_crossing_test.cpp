// Tests of floor crossings (SPEC section 4, "Floors"): straight rolls across grass, sand, ice
// and water against their closed forms, worked out by hand from s = v t - a t^2 / 2 per floor.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

TEST(FloorCrossing, GrassSandIceStraightRollHasItsClosedForm) {
    // From x = 1.5 at 6 tiles/s: 1.5 tiles of grass (a = 3) leave v^2 = 36 - 9 = 27; one tile of
    // sand (a = 9) leaves v^2 = 27 - 18 = 9; on ice (a = 0.6) the ball stops 9 / 1.2 = 7.5 tiles
    // further, at x = 11.5. Times: (6 - sqrt 27) / 3, then (sqrt 27 - 3) / 9, then 3 / 0.6.
    const Level level =
        test::makeSurfaceLevel({"#################", "#..siiiiiiiiiiii#", "#################"});
    const FlatRoll roll = rollAcrossFloors(level, {1.5, 1.5}, {6, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 2u); // the seams grass-grass and ice-ice are no crossings
    EXPECT_EQ(roll.crossings[0].point, (Vec2{3, 1.5}));
    EXPECT_EQ(roll.crossings[0].col, 3);
    EXPECT_EQ(roll.crossings[1].point, (Vec2{4, 1.5}));
    const double t1 = (6 - std::sqrt(27.0)) / 3;
    const double t2 = t1 + (std::sqrt(27.0) - 3) / 9;
    EXPECT_NEAR(roll.crossingTimes[0], t1, 1e-12);
    EXPECT_NEAR(roll.crossingTimes[1], t2, 1e-12);
    EXPECT_TRUE(roll.stopped);
    EXPECT_NEAR(roll.rest.x, 11.5, 1e-12);
    EXPECT_EQ(roll.rest.y, 1.5);
    EXPECT_NEAR(roll.time, t2 + 5, 1e-12);
}

TEST(FloorCrossing, TooSlowForTheSandStopsInIt) {
    // 3 tiles/s from x = 2.5: 0.5 tiles of grass leave v^2 = 9 - 3 = 6; sand stops it after
    // 6 / 18 = 1/3 tile, at x = 3 + 1/3.
    const Level level = test::makeSurfaceLevel({"#######", "#..sss#", "#######"});
    const FlatRoll roll = rollAcrossFloors(level, {2.5, 1.5}, {3, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 1u);
    EXPECT_NEAR(roll.rest.x, 3 + 1.0 / 3, 1e-12);
    EXPECT_NEAR(roll.time, (3 - std::sqrt(6.0)) / 3 + std::sqrt(6.0) / 9, 1e-12);
}

TEST(FloorCrossing, AThroughACornerEntersTheDiagonalTile) {
    // Sand only on the diagonal tile (2, 2): the path from (1.5, 1.5) along (1, 1) passes the
    // corner (2, 2) after sqrt(0.5) tiles and enters it there.
    const Level level = test::makeSurfaceLevel({"#####", "#...#", "#.s.#", "#####"});
    const Vec2 d{std::sqrt(0.5), std::sqrt(0.5)};
    const auto crossing = firstFloorCrossing(level, {1.5, 1.5}, d, 5);
    ASSERT_TRUE(crossing.has_value());
    EXPECT_EQ(crossing->col, 2);
    EXPECT_EQ(crossing->row, 2);
    EXPECT_EQ(crossing->point, (Vec2{2, 2}));
    EXPECT_NEAR(crossing->distance, std::sqrt(0.5), 1e-15);
}

TEST(FloorCrossing, ASlopedPathFindsTheFirstOtherTileAndMaxDistanceCounts) {
    // Along (0.6, 0.8) from (1.5, 1.25): x reaches 2 after 0.5/0.6 = 0.8333 tiles, y reaches 2
    // after 0.75/0.8 = 0.9375; the ice tile (2, 1) is entered first, at y = 1.25 + 0.8 * 5/6.
    const Level level = test::makeSurfaceLevel({"#####", "#.i.#", "#.s.#", "#####"});
    const Vec2 d{0.6, 0.8};
    const auto crossing = firstFloorCrossing(level, {1.5, 1.25}, d, 10);
    ASSERT_TRUE(crossing.has_value());
    EXPECT_EQ(crossing->col, 2);
    EXPECT_EQ(crossing->row, 1);
    EXPECT_EQ(crossing->point.x, 2.0);
    EXPECT_NEAR(crossing->point.y, 1.25 + 0.8 * (0.5 / 0.6), 1e-15);
    EXPECT_NEAR(crossing->distance, 0.5 / 0.6, 1e-15);
    // Just short of the edge: nothing; exactly at it: the crossing.
    EXPECT_FALSE(firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 0.4999).has_value());
    EXPECT_TRUE(firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 0.5).has_value());
}

TEST(FloorCrossing, TileAheadFloorsAsTheLibrary) {
    // tileAhead floors by truncation below 2^30 (no library call): the tile std::floor gives,
    // one less on an edge left behind, near integers, at -0 and at the limits.
    const auto expected = [](double x, double d) {
        constexpr double outside = 1 << 30;
        const double f = std::clamp(std::floor(x), -outside, outside);
        return static_cast<int>(f == x && d < 0 ? f - 1 : f);
    };
    std::vector<double> xs = {0.0, -0.0, 0x1p30, -0x1p30, 1e300, -1e300, 0x1p-1074, -0x1p-1074};
    for (int k = -40; k <= 40; ++k) {
        for (const double base : {static_cast<double>(k), std::ldexp(static_cast<double>(k), 25),
                                  0x1p30 - static_cast<double>(k * k)}) {
            xs.push_back(base);
            xs.push_back(std::nextafter(base, -1e300));
            xs.push_back(std::nextafter(base, 1e300));
            xs.push_back(base + 0.5);
            xs.push_back(-base - 0.25);
        }
    }
    for (const double x : xs) {
        for (const double d : {-1.0, 0.0, 1.0}) {
            EXPECT_EQ(tileAhead({x, 0.5}, {d, 1}).col, expected(x, d)) << x << " " << d;
            EXPECT_EQ(tileAhead({0.5, x}, {1, d}).row, expected(x, d)) << x << " " << d;
        }
    }
}

TEST(FloorCrossing, OnAnEdgeTheDirectionPicksTheTile) {
    EXPECT_EQ(tileAhead({3, 1.5}, {1, 0}).col, 3);
    EXPECT_EQ(tileAhead({3, 1.5}, {-1, 0}).col, 2);
    EXPECT_EQ(tileAhead({3, 2}, {0, -1}).row, 1);
    EXPECT_EQ(tileAhead({3, 2}, {0, 1}).row, 2);
    // Leaving sand at its left edge toward grass: the first crossing is that edge itself.
    const Level level = test::makeSurfaceLevel({"######", "#..s.#", "######"});
    const auto crossing = firstFloorCrossing(level, {3, 1.5}, {-1, 0}, 1);
    EXPECT_FALSE(crossing.has_value()); // starting in the grass tile (2, 1): all grass ahead
    // Starting in the sand tile itself: the next edge is x = 4, one tile on.
    EXPECT_FALSE(firstFloorCrossing(level, {3, 1.5}, {1, 0}, 0.999).has_value());
    const auto out = firstFloorCrossing(level, {3, 1.5}, {1, 0}, 1);
    ASSERT_TRUE(out.has_value());
    EXPECT_EQ(out->point, (Vec2{4, 1.5}));
}

TEST(FloorCrossing, WaterEndsTheRollAtItsEdge) {
    // 4 tiles/s from x = 1.5 on grass: water at x = 3 is reached with v^2 = 16 - 9 = 7.
    const Level level = test::makeSurfaceLevel({"#######", "#..ww.#", "#######"});
    const FlatRoll roll = rollAcrossFloors(level, {1.5, 1.5}, {4, 0}, 60);
    ASSERT_EQ(roll.crossings.size(), 1u);
    EXPECT_EQ(roll.rest, (Vec2{3, 1.5}));
    EXPECT_NEAR(roll.time, (4 - std::sqrt(7.0)) / 3, 1e-12);
    EXPECT_EQ(level.floorAt(roll.crossings[0].col, roll.crossings[0].row), Floor::Water);
}

TEST(FloorCrossing, SlopesOfAnotherDirectionAreAnotherSurface) {
    const Level level = test::makeSurfaceLevel({"######", "#.>>v#", "######"});
    EXPECT_TRUE(sameSurface(level, 2, 1, 3, 1));
    EXPECT_FALSE(sameSurface(level, 1, 1, 2, 1));
    EXPECT_FALSE(sameSurface(level, 3, 1, 4, 1));
    const auto crossing = firstFloorCrossing(level, {2.5, 1.5}, {1, 0}, 5);
    ASSERT_TRUE(crossing.has_value());
    EXPECT_EQ(crossing->point, (Vec2{4, 1.5}));
}

TEST(FloorCrossing, MaxTimeCutsTheRoll) {
    // On ice (a = 0.6) at 3 tiles/s, after 2 s the ball has gone 6 - 1.2 = 4.8 tiles.
    const Level level = test::makeSurfaceLevel({"#############", "#iiiiiiiiiii#", "#############"});
    const FlatRoll roll = rollAcrossFloors(level, {1.5, 1.5}, {3, 0}, 2);
    EXPECT_FALSE(roll.stopped);
    EXPECT_NEAR(roll.rest.x, 1.5 + 4.8, 1e-12);
    EXPECT_EQ(roll.time, 2.0);
}

} // namespace
} // namespace golf
