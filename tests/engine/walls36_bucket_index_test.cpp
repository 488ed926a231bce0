// Issue 27, the nineteenth session's boundary build (boundary.cpp: the bucket index counted and
// filled by two walks of the runs, the bucket of a run's unit face stepped by a constant).
//
// Walls36BucketLists: on random levels (blocks and corner triangles, so faces of every kind of
// line), each bucket of one tile holds, in ascending order and once each, the segments with a
// unit face whose midpoint lies in the tile and the corners whose point does, worked out here
// from the segments' ends (a unit face every tile along the segment) and the corner points.

#include "boundary.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace walls36 {

TEST(Walls36BucketLists, EachTileHoldsItsFeaturesInIdOrder) {
    std::mt19937_64 rng(3619);
    for (const double share : {0.05, 0.25, 0.5}) {
        for (int round = 0; round < 3; ++round) {
            const Level level = test::randomBoundaryLevel(rng, 24 + 7 * round, share, "walls36");
            const Boundary boundary(level);
            ASSERT_TRUE(boundary.hasBucketIndex());
            const int columns = level.width + 1; // buckets of one tile, the last on the edge
            const int rowsOfBuckets = level.height + 1;
            std::vector<std::vector<std::uint32_t>> expected(
                static_cast<std::size_t>(columns * rowsOfBuckets));
            const auto file = [&](double x, double y, std::uint32_t id) {
                const int bx = static_cast<int>(std::floor(x));
                const int by = static_cast<int>(std::floor(y));
                ASSERT_TRUE(bx >= 0 && bx < columns && by >= 0 && by < rowsOfBuckets);
                auto& list = expected[static_cast<std::size_t>(by * columns + bx)];
                if (list.empty() || list.back() != id) {
                    list.push_back(id);
                }
            };
            for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
                const Segment s = boundary.segment(id);
                const Vec2 d = s.end - s.start;
                const int faces = static_cast<int>(std::max(std::abs(d.x), std::abs(d.y)));
                ASSERT_GT(faces, 0);
                for (int k = 0; k < faces; ++k) {
                    const double t = (k + 0.5) / faces;
                    file(s.start.x + d.x * t, s.start.y + d.y * t, id);
                }
            }
            const std::vector<Corner> corners = boundary.corners();
            for (std::size_t k = 0; k < corners.size(); ++k) {
                file(corners[k].point.x, corners[k].point.y,
                     static_cast<std::uint32_t>(boundary.segmentCount() + k));
            }
            for (int by = 0; by < rowsOfBuckets; ++by) {
                for (int bx = 0; bx < columns; ++bx) {
                    const Vec2 centre{bx + 0.5, by + 0.5};
                    std::vector<std::uint32_t> found;
                    boundary.forEachFeatureInBox(centre, centre, 0,
                                                 [&](std::uint32_t id) { found.push_back(id); });
                    EXPECT_EQ(found, expected[static_cast<std::size_t>(by * columns + bx)])
                        << "share " << share << " round " << round << " bucket " << bx << "," << by;
                }
            }
        }
    }
}

} // namespace walls36
} // namespace golf
