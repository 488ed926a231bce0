// Tests of firstFloorCrossing's reach at the first tile edge: a reach short of the first edge
// meets nothing (the walk stops before looking at any tile), a reach exactly at the edge meets
// the crossing there, and the first tile's own surface never counts. Distances by hand.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

TEST(FloorCrossingFirstEdge, AReachShortOfTheFirstEdgeMeetsNothing) {
    // From (1.25, 1.5) along +x the first edge is x = 2, 0.75 tiles on, and sand starts there.
    const Level level = test::makeSurfaceLevel({"######", "#.ss.#", "######"});
    EXPECT_FALSE(firstFloorCrossing(level, {1.25, 1.5}, {1, 0}, 0).has_value());
    EXPECT_FALSE(firstFloorCrossing(level, {1.25, 1.5}, {1, 0}, 0.5).has_value());
    EXPECT_FALSE(firstFloorCrossing(level, {1.25, 1.5}, {1, 0}, std::nextafter(0.75, 0.0)));
    const auto atEdge = firstFloorCrossing(level, {1.25, 1.5}, {1, 0}, 0.75);
    ASSERT_TRUE(atEdge.has_value());
    EXPECT_EQ(atEdge->distance, 0.75);
    EXPECT_EQ(atEdge->point, (Vec2{2, 1.5}));
    EXPECT_EQ(atEdge->col, 2);
    EXPECT_EQ(atEdge->row, 1);
}

TEST(FloorCrossingFirstEdge, StartingInTheOtherSurfaceTheNextSeamIsNoCrossing) {
    // From inside the sand at (2.5, 1.5) along -x: the sand-sand seam is not walked (the ball
    // is still in the sand), the first crossing is into the grass at x = 2, 0.5 tiles on; along
    // +x the seam at x = 3 is none and the grass at x = 4 is met after 1.5 tiles.
    const Level level = test::makeSurfaceLevel({"######", "#.ss.#", "######"});
    EXPECT_FALSE(firstFloorCrossing(level, {2.5, 1.5}, {-1, 0}, 0.25).has_value());
    const auto back = firstFloorCrossing(level, {2.5, 1.5}, {-1, 0}, 0.5);
    ASSERT_TRUE(back.has_value());
    EXPECT_EQ(back->point, (Vec2{2, 1.5}));
    EXPECT_EQ(back->col, 1);
    EXPECT_FALSE(firstFloorCrossing(level, {2.5, 1.5}, {1, 0}, 1.25).has_value());
    const auto ahead = firstFloorCrossing(level, {2.5, 1.5}, {1, 0}, 1.5);
    ASSERT_TRUE(ahead.has_value());
    EXPECT_EQ(ahead->distance, 1.5);
    EXPECT_EQ(ahead->col, 4);
}

} // namespace
} // namespace golf
