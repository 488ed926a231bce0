#include "boundary.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <gtest/gtest.h>

namespace golf {
namespace {

using test::makeLevel;

bool hasSegment(const Boundary& boundary, Vec2 start, Vec2 end) {
    return std::any_of(boundary.segments().begin(), boundary.segments().end(),
                       [&](const Segment& s) { return s.start == start && s.end == end; });
}

TEST(Boundary, ARectangleIsFourMergedFacesAndNoCorners) {
    const Level level = makeLevel({"#######", "#.....#", "#.....#", "#######"});
    const Boundary boundary(level);
    // The inner outline only: the outer faces of the border touch the outside, also solid.
    ASSERT_EQ(boundary.segments().size(), 4u);
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {6, 1}));
    EXPECT_TRUE(hasSegment(boundary, {1, 3}, {6, 3}));
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {1, 3}));
    EXPECT_TRUE(hasSegment(boundary, {6, 1}, {6, 3}));
    EXPECT_TRUE(boundary.corners().empty()); // all four corners are concave
}

TEST(Boundary, AnOpenGridIsBoundedByTheOutside) {
    const Level level = makeLevel({"...", "..."});
    const Boundary boundary(level);
    EXPECT_EQ(boundary.segments().size(), 4u);
    EXPECT_TRUE(hasSegment(boundary, {0, 0}, {3, 0}));
    EXPECT_TRUE(hasSegment(boundary, {0, 2}, {3, 2}));
}

TEST(Boundary, APillarHasFourConvexCorners) {
    const Level level = makeLevel({".....", ".....", "..#..", ".....", "....."});
    const Boundary boundary(level);
    EXPECT_EQ(boundary.segments().size(), 8u); // 4 of the pillar, 4 of the grid's edge
    ASSERT_EQ(boundary.corners().size(), 4u);
    std::vector<Vec2> points;
    for (const Corner& c : boundary.corners()) {
        points.push_back(c.point);
    }
    for (const Vec2 p : {Vec2{2, 2}, Vec2{3, 2}, Vec2{2, 3}, Vec2{3, 3}}) {
        EXPECT_NE(std::find(points.begin(), points.end(), p), points.end()) << p.x << "," << p.y;
    }
}

TEST(Boundary, TrianglesAlongADiagonalMergeIntoOneFace) {
    // Three 'L' tiles on the line y = x, blocks below: one diagonal segment (1,1)-(4,4).
    const Level level = makeLevel({"######", "#L...#", "##L..#", "###L.#", "######"});
    const Boundary boundary(level);
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {4, 4}));
    // Where the diagonal meets the floor at (4,4) the corner is concave: no corner feature;
    // at (1,1) it meets the left wall at 45 degrees: concave too.
    EXPECT_TRUE(boundary.corners().empty());
}

TEST(Boundary, ATriangleTipOnAStraightWallIsNotACorner) {
    // '7' at (2,1) touches the floor row's top face at (3,2)? No: its solid half is the upper
    // right, so its tip (3,2) lies on the line y = 2 of the floor's top face.
    const Level level = makeLevel({"######", "#.7..#", "######"});
    const Boundary boundary(level);
    // The floor's top face y = 2 runs unbroken from x = 1 to 5 past the tip.
    EXPECT_TRUE(hasSegment(boundary, {1, 2}, {5, 2}));
    for (const Corner& c : boundary.corners()) {
        EXPECT_FALSE(c.point == (Vec2{3, 2})) << "the tip on the floor is not a corner";
    }
}

TEST(Boundary, AWallEndingInATriangleHasAConvexCornerAtTheTop) {
    // Block (1,2) then 'L' at (2,2): the block's top face meets the diagonal at (2,2), where the
    // open side spans 225 degrees.
    const Level level = makeLevel({"#####", "#...#", "##L.#", "#####"});
    const Boundary boundary(level);
    ASSERT_EQ(boundary.corners().size(), 1u);
    EXPECT_EQ(boundary.corners()[0].point, (Vec2{2, 2}));
}

TEST(Boundary, FeaturesNearFindsOnlyLocalFeatures) {
    std::vector<std::string> rows(40, std::string(40, '.'));
    rows[5][5] = '#';
    rows[30][30] = '#';
    const Level level = makeLevel(rows);
    const Boundary boundary(level);
    // A buffer holding stale ids from an earlier query is cleared, not appended to.
    std::vector<std::uint32_t> near{999999, 0, 7};
    boundary.featuresNear({4, 4}, {7, 7}, near);
    ASSERT_FALSE(near.empty());
    for (const std::uint32_t id : near) {
        const Vec2 p = boundary.isCorner(id)
                           ? boundary.corners()[id - boundary.segments().size()].point
                           : boundary.segments()[id].start;
        EXPECT_LT(p.x, 20) << "feature of the far pillar returned";
    }
    EXPECT_TRUE(std::is_sorted(near.begin(), near.end()));
    EXPECT_EQ(std::adjacent_find(near.begin(), near.end()), near.end()) << "repeated id";
    // The pillar at (5, 5) has 4 faces and 4 convex corners.
    EXPECT_EQ(near.size(), 8u);
    const std::vector<std::uint32_t> first = near;
    boundary.featuresNear({4, 4}, {7, 7}, near);
    EXPECT_EQ(near, first) << "the same query twice gives the same ids";
    boundary.featuresNear({10, 10}, {12, 12}, near);
    EXPECT_TRUE(near.empty()) << "open floor far from both pillars";
}

} // namespace
} // namespace golf
