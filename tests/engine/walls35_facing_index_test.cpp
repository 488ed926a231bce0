// Issue 27, the eighteenth session's wall search (boundary.hpp: the facing indexes).
//
// Walls35FacingIndex: on random dense levels, each quadrant's facing lists hold, bucket by
// bucket and in the same order, the entries of the full index less the segments facing away
// from the quadrant, worked out here from each segment's normal and the quadrant's signs (n.x *
// sx >= 0 and n.y * sy >= 0); every corner stays.
//
// Walls35FacingSearch: the first contact of a ball along random paths (any direction, and the
// axes and diagonals, with zeros of both signs), swept over the features of the facing lists of
// the path's quadrant in steps of the path, is the first contact over every feature of the level
// (sweepSegment and sweepCorner, no index), bit for bit, with the same feature on a tie.
//
// Walls35FacingMemory: a boundary whose entries cannot hold the facing indexes too builds none,
// and its wall search takes the indexed loop (no lean index).

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "sweep.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
TEST(Walls35FacingIndex, EachQuadrantHoldsTheFullIndexLessTheSegmentsFacingAway) {
    std::mt19937_64 rng(3500);
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t dropped = 0;
    std::int64_t corners = 0;
    for (int round = 0; round < 6; ++round) {
        const int side = 12 + 10 * round;
        const Boundary boundary(
            test::randomBoundaryLevel(rng, side, 0.15 + 0.05 * round, "walls35"));
        ASSERT_TRUE(boundary.hasFacingIndex()) << "round " << round;
        ASSERT_TRUE(boundary.leanIndex()) << "round " << round;
        for (int query = 0; query < 40; ++query) {
            // A box anywhere on the level (some beyond its edges), the whole level at times.
            const Vec2 from{unit(rng) * (side + 4) - 2, unit(rng) * (side + 4) - 2};
            const Vec2 to = query % 10 == 0 ? Vec2{side + 2.0, side + 2.0}
                                            : from + Vec2{unit(rng) * 6 - 3, unit(rng) * 6 - 3};
            const double pad = query % 2 == 0 ? 0.21 : unit(rng);
            std::vector<std::uint32_t> full;
            boundary.forEachFeatureInBox(from, to, pad,
                                         [&](std::uint32_t id) { full.push_back(id); });
            for (int quadrant = 0; quadrant < 4; ++quadrant) {
                std::vector<std::uint32_t> expected;
                for (const std::uint32_t id : full) {
                    if (boundary.isCorner(id)) {
                        ++corners;
                        expected.push_back(id);
                    } else if (test::facesAway(boundary.segment(id).normal, quadrant)) {
                        ++dropped;
                    } else {
                        expected.push_back(id);
                    }
                }
                std::vector<std::uint32_t> facing;
                boundary.forEachFacingInBox(from, to, pad, quadrant,
                                            [&](std::uint32_t id) { facing.push_back(id); });
                EXPECT_EQ(facing, expected)
                    << "round " << round << " query " << query << " quadrant " << quadrant;
            }
        }
    }
    // (What the boxes met, so that the test keeps testing.)
    EXPECT_GT(dropped, 5000);
    EXPECT_GT(corners, 5000);
}

TEST(Walls35FacingIndex, QuadrantsByTheSignsOfTheDirection) {
    EXPECT_EQ(Boundary::quadrantOf({1, 1}), 0);
    EXPECT_EQ(Boundary::quadrantOf({-1, 1}), 1);
    EXPECT_EQ(Boundary::quadrantOf({1, -1}), 2);
    EXPECT_EQ(Boundary::quadrantOf({-1, -1}), 3);
    // Zeros of both signs count as positive.
    EXPECT_EQ(Boundary::quadrantOf({0.0, -1}), 2);
    EXPECT_EQ(Boundary::quadrantOf({-0.0, -1}), 2);
    EXPECT_EQ(Boundary::quadrantOf({-1, -0.0}), 1);
    EXPECT_EQ(Boundary::quadrantOf({-0.0, -0.0}), 0);
}

TEST(Walls35FacingSearch, FirstContactAlongThePathIsTheFirstOverEveryFeature) {
    std::mt19937_64 rng(3501);
    std::uniform_real_distribution<double> unit(0, 1);
    int contacts = 0;
    for (int round = 0; round < 5; ++round) {
        const int side = 16 + 8 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.25, "walls35");
        const Boundary boundary(level);
        ASSERT_TRUE(boundary.hasFacingIndex());
        const double r = level.ballRadius;
        for (int path = 0; path < 150; ++path) {
            Vec2 from{1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)};
            Vec2 dir;
            if (path % 4 == 0) {
                // Along an axis or a diagonal, with zeros of both signs, from a lattice point or a
                // half tile (where a ball slides along a wall).
                constexpr double h = 0.7071067811865476;
                const Vec2 axes[] = {{1, 0},    {-1, 0},    {0, 1}, {0, -1}, {-0.0, 1}, {-0.0, -1},
                                     {1, -0.0}, {-1, -0.0}, {h, h}, {-h, h}, {h, -h},   {-h, -h}};
                dir = axes[static_cast<std::size_t>(path / 4) % 12];
                from = {std::floor(from.x * 2) / 2 + (path % 8 == 0 ? r : 0),
                        std::floor(from.y * 2) / 2};
            } else {
                const double angle = unit(rng) * 6.283185307179586;
                dir = {std::cos(angle), std::sin(angle)};
            }
            const double reach = 0.5 + unit(rng) * 12;
            const test::FirstContact all =
                test::firstContactOverEveryFeature(boundary, from, dir, r, reach);
            // As a wall search: steps of 2 tiles, each step's box, until a contact lies within
            // the steps searched.
            const test::FirstContact facing =
                test::firstContactOverFacingSteps(boundary, from, dir, r, reach);
            contacts += all.hit ? 1 : 0;
            test::expectSameContact(
                facing, all, "round " + std::to_string(round) + " path " + std::to_string(path));
        }
    }
    EXPECT_GT(contacts, 400);
}

TEST(Walls35FacingMemory, NoFacingIndexBeyondTheEntries) {
    std::mt19937_64 rng(3502);
    const Level level = test::randomBoundaryLevel(rng, 24, 0.25, "walls35");
    const Boundary full(level);
    ASSERT_TRUE(full.hasFacingIndex());
    // The bucket index alone: 25 x 25 offsets and one more, and at most a few entries per
    // feature; five times as many are more than the facing indexes may take here.
    const std::size_t bucketOnly = 25 * 25 + 1 + 3 * (full.segmentCount() + full.cornerCount());
    const Boundary lean(level, bucketOnly);
    EXPECT_TRUE(lean.hasBucketIndex());
    EXPECT_FALSE(lean.hasFacingIndex());
    EXPECT_FALSE(lean.leanIndex());
    const Boundary none(level, 0);
    EXPECT_FALSE(none.hasBucketIndex());
    EXPECT_FALSE(none.hasFacingIndex());
}

} // namespace golf
