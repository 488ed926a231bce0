// Tests of the floor and slope crossings' shortcuts (issue 27) found wanting by a mutation pass
// (helper mutant42): each changes the bits of an output when wrong, and no earlier test told.
// - firstFloorCrossing computes the distance to the next edge as one division from the start,
//   (k - x0) / dx, again only when the walk moves past that edge: distances added up tile by
//   tile (x0's edge, then + 1 / |dx| a tile) drift by the roundings of every addition, yet the
//   random tests compared the walk with itself (a kept clear distance) and the closed-form ones
//   crossed a tile or two.
// - firstSurfaceCrossing skips a step whose box, p(0) -+ (sum |c_k| L^k + 1e-12 of the values'
//   size), lies strictly inside its cell. Without the 1e-12 a step whose end lies on a line as
//   Horner evaluates it, though the exact sum stops short of it, was skipped: the walk (which
//   compares the evaluated values with the lines) passes that line, the skip did not.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "golf/core/surface.hpp"
#include "slope_crossing.hpp"
#include "slope_roll.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <optional>
#include <string>
#include <vector>

namespace golf {
namespace mutant42cr {
namespace {

/// 50 x 50 tiles of grass inside a border, column 45 and row 45 sand.
Level grassWithSandLines42() {
    std::vector<std::string> rows;
    for (int row = 0; row < 50; ++row) {
        std::string line(50, '.');
        if (row == 45) {
            line.assign(50, 's');
        }
        line[45] = 's';
        line.front() = '#';
        line.back() = '#';
        rows.push_back(row == 0 || row == 49 ? std::string(50, '#') : line);
    }
    return test::makeSurfaceLevel(rows);
}

// From (1.5, 1.5) along (0.96, 0.28) (a unit vector: 0.9216 + 0.0784 = 1, as doubles to within
// rounding) the ray passes 43 seams of grass columns and 12 of rows before the sand at x = 45:
// the distance there is 43.5 / 0.96 (one IEEE division: the quotient of the doubles rounded
// once, 45.3125 less 1 / 0.96 of a unit in the last place of 0.96), the point (45, 1.5 + 0.28 d)
// with d that distance. Along (0.28, 0.96) the same with x and y swapped, into row 45. Far
// shorter distances and other directions too: each crossing at (k - x0) / dx exactly.
TEST(Mutant42Crossing, AFloorCrossingManyTilesAwayIsOneDivisionFromTheStart) {
    const Level level = grassWithSandLines42();
    {
        const auto crossing = firstFloorCrossing(level, {1.5, 1.5}, {0.96, 0.28}, 100);
        ASSERT_TRUE(crossing.has_value());
        EXPECT_EQ(crossing->distance, 43.5 / 0.96);
        EXPECT_EQ(crossing->point.x, 45.0);
        EXPECT_EQ(crossing->point.y, 1.5 + 0.28 * (43.5 / 0.96));
        EXPECT_EQ(crossing->col, 45);
        EXPECT_EQ(crossing->row, 14);
    }
    {
        const auto crossing = firstFloorCrossing(level, {1.5, 1.5}, {0.28, 0.96}, 100);
        ASSERT_TRUE(crossing.has_value());
        EXPECT_EQ(crossing->distance, 43.5 / 0.96);
        EXPECT_EQ(crossing->point.y, 45.0);
        EXPECT_EQ(crossing->point.x, 1.5 + 0.28 * (43.5 / 0.96));
        EXPECT_EQ(crossing->col, 14);
        EXPECT_EQ(crossing->row, 45);
    }
    // Many starts and unit directions (angles whose tangents keep the ray inside the grid):
    // the first of the two sand lines ahead at (45 - x0) / dx or (45 - y0) / dy, whichever is
    // nearer (the ray crosses the sand column or row first).
    int checked = 0;
    for (int i = 0; i < 40; ++i) {
        const Vec2 start{1.03125 + 0.37 * i, 1.25 + 0.21 * i};
        for (int j = 1; j < 30; ++j) {
            const double angle = j * (std::acos(-1.0) / 2) / 30;
            const Vec2 direction{std::cos(angle), std::sin(angle)};
            const double toColumn = (45 - start.x) / direction.x;
            const double toRow = (45 - start.y) / direction.y;
            const auto crossing = firstFloorCrossing(level, start, direction, 200);
            ASSERT_TRUE(crossing.has_value()) << i << " " << j;
            if (toColumn == toRow) {
                continue; // through the corner: either formula
            }
            EXPECT_EQ(crossing->distance, std::min(toColumn, toRow)) << i << " " << j;
            ++checked;
        }
    }
    EXPECT_GT(checked, 1000);
}

// A straight roll downhill: the slope '>' pushes along +x at 4 tiles/s^2 and the grass slows
// at 3, so a ball rolling along +x gains 1 tile/s^2: x(t) = x0 + v t + t^2 / 2, every term
// positive, so the step's box p(0) + sum |c_k| L^k is the end itself and the margin that covers
// the roundings is all that keeps a step whose evaluated end reaches x = 3 (the sand) from
// being skipped. Horizons around the one that ends there (v h + h^2 / 2 = 3 - x0) a few
// hundred units in the last place apart: the crossing into the sand is found exactly when the
// step's evaluated end is on or past x = 3 (the walk compares the evaluated values with the
// line), at that line, and some of those ends lie past it though x0 + the sum of the terms
// falls short (the cases the margin is for: python3's floats, which are doubles, with the
// same sums, find 8 among these 20 starts and speeds).
TEST(Mutant42Crossing, AStepWhoseEvaluatedEndReachesTheLineIsNotSkipped) {
    const Level level = test::makeSurfaceLevel({"######", "#.>s.#", "######"});
    const TileIndex tile{2, 1};
    int reached = 0;
    int shortSums = 0; // the end reached though x0 + the sum stays below 3
    for (const double x0 : {2.5, 2.75, 2.125, 2.3, 2.7}) {
        for (const double v : {2.0, 3.0, 4.0, 5.0}) {
            const double root = std::sqrt(v * v + 2 * (3 - x0)) - v;
            double h = root;
            for (int k = 0; k < 200; ++k) {
                h = std::nextafter(h, 0.0);
            }
            for (int k = 0; k < 400; ++k, h = std::nextafter(h, 1.0)) {
                const SlopePath path({x0, 1.5}, {v, 0}, fieldAt(level, tile), h);
                ASSERT_EQ(path.stepCount(), 1U);
                ASSERT_EQ(path.end(), h);
                const TaylorStep& step = path.step(0);
                ASSERT_GE(step.length, h);
                // The series of x: x0 + v t + t^2 / 2, nothing above t^2.
                ASSERT_EQ(step.x.c[0], x0);
                ASSERT_EQ(step.x.c[1], v);
                ASSERT_EQ(step.x.c[2], 0.5);
                ASSERT_EQ(step.x.degree(), 2);
                const double end = step.x(h);
                const auto crossing = firstSurfaceCrossing(level, path, tile);
                EXPECT_EQ(crossing.has_value(), end >= 3) << x0 << " " << v << " " << k;
                if (end >= 3) {
                    ++reached;
                    shortSums += x0 + step.reach(h).x < 3 ? 1 : 0;
                    if (crossing) {
                        EXPECT_EQ(crossing->point.x, 3.0);
                        EXPECT_EQ(crossing->tile.col, 3);
                        EXPECT_LE(crossing->time, h);
                        EXPECT_NEAR(crossing->time, root, 1e-14);
                    }
                }
            }
        }
    }
    EXPECT_GT(reached, 2000);
    EXPECT_GT(shortSums, 0);
}

} // namespace
} // namespace mutant42cr
} // namespace golf
