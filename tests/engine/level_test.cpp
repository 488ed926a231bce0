#include "golf/core/level.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

Level levelOfRows(std::initializer_list<const char*> rows) {
    return test::makeLevel(std::vector<std::string>(rows.begin(), rows.end()));
}

TEST(DiscFitsOnFloor, TouchingAWallIsAllowedOverlappingIsNot) {
    const Level level = levelOfRows({"###", "#.#", "###"});
    EXPECT_TRUE(discFitsOnFloor(level, {1.5, 1.5}, 0.5));
    EXPECT_TRUE(discFitsOnFloor(level, {1.2, 1.5}, 0.2));   // touches the left wall
    EXPECT_FALSE(discFitsOnFloor(level, {1.19, 1.5}, 0.2)); // overlaps it by 0.01
    EXPECT_FALSE(discFitsOnFloor(level, {0.5, 0.5}, 0.2));  // inside a block
}

TEST(DiscFitsOnFloor, DiagonalOfATriangle) {
    // 'L' at (1,1): solid lower-left half; the diagonal runs from (1,1) to (2,2).
    const Level level = levelOfRows({"#####", "#L..#", "#...#", "#...#", "#####"});
    // Distance from (2.2, 1.6) to the line y = x is 0.6 / sqrt(2) = 0.4243 (the nearest
    // point (1.9, 1.9) is on the diagonal); the top wall is 0.6 away.
    EXPECT_TRUE(discFitsOnFloor(level, {2.2, 1.6}, 0.42));
    EXPECT_FALSE(discFitsOnFloor(level, {2.2, 1.6}, 0.43));
}

TEST(DiscFitsOnFloor, OutsideTheGridIsSolid) {
    const Level level = levelOfRows({"..", ".."});
    EXPECT_FALSE(discFitsOnFloor(level, {-0.5, 1.0}, 0.1));
    EXPECT_FALSE(discFitsOnFloor(level, {0.05, 1.0}, 0.1));
    EXPECT_TRUE(discFitsOnFloor(level, {1.0, 1.0}, 0.5));
}

} // namespace
} // namespace golf
