// Tests of the tee-to-cup flood fill. Passage widths are derived by hand in the comments.

#include "golf/analysis/reachability.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

/// A level from rows of tile characters (test_levels.hpp) with the given radii.
Level reachabilityMakeLevel(const std::vector<std::string>& rows, double ballRadius = 0.2,
                            double cupRadius = 0.3) {
    Level level = test::makeLevel(rows);
    level.ballRadius = ballRadius;
    level.cupRadius = cupRadius;
    return level;
}

/// A corridor along the diagonal x + y = 9.5, between the F tiles (solid below the line
/// x + y = 9) and the J tiles (solid beyond x + y = 10): 1 / sqrt(2) = 0.7071 wide, so a
/// ball of radius below 0.35355 fits through. The tee is at its upper-right end, the cup at
/// the lower-left end; everything else is wall.
const std::vector<std::string> diagonalSlit = {
    "##########", //
    "#######FS#", //
    "######FJ##", //
    "#####FJ###", //
    "####FJ####", //
    "###FJ#####", //
    "##FJ######", //
    "#FJ#######", //
    "#O########", //
    "##########",
};

TEST(PathFitsOnFloor, ThroughABlockIsNotAPath) {
    const Level level = reachabilityMakeLevel({"#####", "#S#O#", "#####"});
    EXPECT_FALSE(pathFitsOnFloor(level, {1.5, 1.5}, {3.5, 1.5}, 0.2));
}

TEST(PathFitsOnFloor, TouchingTheWallsOfACorridor) {
    const Level level = reachabilityMakeLevel({"######", "#S..O#", "######"});
    EXPECT_TRUE(pathFitsOnFloor(level, {1.5, 1.5}, {4.5, 1.5}, 0.5));
    EXPECT_FALSE(pathFitsOnFloor(level, {1.5, 1.5}, {4.5, 1.5}, 0.51));
    EXPECT_FALSE(pathFitsOnFloor(level, {1.5, 1.45}, {4.5, 1.55}, 0.5)); // slanted: scrapes
}

TEST(PathFitsOnFloor, PassingATriangleCorner) {
    // 'L' at (1, 1) is the triangle (1,1), (2,2), (1,2). The segment x = 2.6, 2 <= y <= 4.5
    // passes its corner (2, 2) at 0.6; the other walls are at least 1.0 away.
    const Level level = reachabilityMakeLevel(
        {"#######", "#L....#", "#.....#", "#.....#", "#.....#", "#.....#", "#######"});
    EXPECT_TRUE(pathFitsOnFloor(level, {2.6, 2.0}, {2.6, 4.5}, 0.59));
    EXPECT_FALSE(pathFitsOnFloor(level, {2.6, 2.0}, {2.6, 4.5}, 0.61));
}

TEST(PathFitsOnFloor, OutsideTheGridIsSolid) {
    const Level level = reachabilityMakeLevel({"S.O"});
    EXPECT_FALSE(pathFitsOnFloor(level, {0.5, 0.5}, {-0.5, 0.5}, 0.1));
    EXPECT_TRUE(pathFitsOnFloor(level, {0.5, 0.5}, {2.5, 0.5}, 0.5));
}

TEST(CupReachability, OpenBoxIsReachable) {
    const Level level = reachabilityMakeLevel({"######", "#S...#", "#....#", "#...O#", "######"});
    const ReachabilityResult result = cupReachability(level);
    EXPECT_EQ(result.status, Reachability::Reachable);
    EXPECT_EQ(result.samplesPerTile, 8);
}

TEST(CupReachability, AWallInBetweenMakesItUnreachable) {
    const Level level =
        reachabilityMakeLevel({"#######", "#S.#..#", "#..#..#", "#..#.O#", "#######"});
    const ReachabilityResult result = cupReachability(level);
    EXPECT_EQ(result.status, Reachability::Unreachable);
    // Every free point of the tee's pocket is visited: x in [1.2, 2.8], y in [1.2, 3.8] on a
    // 1/8 lattice gives 13 x 21 points (1.25 .. 2.75 and 1.25 .. 3.75).
    EXPECT_EQ(result.visited, 13u * 21u);
}

TEST(CupReachability, AOneTileGapLetsEveryBallThrough) {
    const std::vector<std::string> rows = {"#######", "#S.#..#", "#.....#", "#..#.O#", "#######"};
    EXPECT_EQ(cupReachability(reachabilityMakeLevel(rows, 0.49, 0.49)).status,
              Reachability::Reachable);
    EXPECT_EQ(cupReachability(reachabilityMakeLevel(rows, 0.49, 0.49), {2, 4'000'000}).status,
              Reachability::Reachable);
}

TEST(CupReachability, NarrowDiagonalSlit) {
    EXPECT_EQ(cupReachability(reachabilityMakeLevel(diagonalSlit, 0.35, 0.35)).status,
              Reachability::Reachable);
    EXPECT_EQ(
        cupReachability(reachabilityMakeLevel(diagonalSlit, 0.35, 0.35), {2, 4'000'000}).status,
        Reachability::Reachable);
    EXPECT_EQ(cupReachability(reachabilityMakeLevel(diagonalSlit, 0.36, 0.36)).status,
              Reachability::Unreachable);
}

TEST(CupReachability, ACupSmallerThanTheLatticeIsStillFound) {
    // The cup at (3.3, 1.45) holds no lattice point within 0.01, but the ball rolls into it.
    Level level = reachabilityMakeLevel({"######", "#S..O#", "######"}, 0.01, 0.01);
    level.cup = {3.3, 1.45};
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
}

TEST(CupReachability, ResolutionDropsForLargeLevels) {
    std::vector<std::string> rows(100, std::string(100, '.'));
    rows[0][0] = 'S';
    rows[99][99] = 'O';
    const Level level = reachabilityMakeLevel(rows);
    // At 8 per tile: 801^2 = 641601 points; at 4: 401^2 = 160801 <= 200000.
    const ReachabilityResult result = cupReachability(level, {8, 200'000});
    EXPECT_EQ(result.status, Reachability::Reachable);
    EXPECT_EQ(result.samplesPerTile, 4);
    // At 2: 201^2 = 40401 > 40000 points: too large to search.
    EXPECT_EQ(cupReachability(level, {8, 40'000}).status, Reachability::TooLarge);
    EXPECT_EQ(cupReachability(level, {8, 40'401}).samplesPerTile, 2);
}

} // namespace
} // namespace golf
