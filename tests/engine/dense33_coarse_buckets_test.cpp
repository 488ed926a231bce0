// Boundary::bucketNear finds a bucket by a product with 1 / bucketTiles_ (boundary.hpp), which
// must be the quotient it was: on a level large enough for buckets of 2 x 2 tiles, and on a small
// one of single tiles, the entries a wall search's step reads (forEachFeatureInBox) and those
// along it (forEachFeatureAlong) hold every feature near the step, found here by distance over
// every feature of the level; steps start on the buckets' edges (even and odd lattice lines),
// between them and outside the grid.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "test_levels.hpp"

#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

/// A side x side level, open but for a share `solid` of the tiles of its corner of
/// `cluster` x `cluster` tiles (blocks and triangles).
std::vector<std::string> dense33ClusterRows(std::mt19937_64& rng, std::size_t side,
                                            std::size_t cluster, double solid) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::string> rows(side, std::string(side, '.'));
    for (std::size_t y = 0; y < cluster; ++y) {
        for (std::size_t x = 0; x < cluster; ++x) {
            if (unit(rng) < solid) {
                rows[y][x] = "#LJ7F"[static_cast<std::size_t>(unit(rng) * 5)];
            }
        }
    }
    return rows;
}

/// Steps from [-2, extent + 2]^2 of up to 5 tiles on `boundary`; returns the features found near.
std::int64_t dense33CheckQueries(const Boundary& boundary, double extent, std::mt19937_64& rng,
                                 int queries) {
    const test::BoundaryQueryShape shape{.low = {-2, -2},
                                         .high = {extent + 2, extent + 2},
                                         .maxLength = 5,
                                         .minPad = 0.02,
                                         .queries = queries};
    return test::checkBoundaryQueries(boundary, shape, rng, "dense33").near;
}

TEST(Dense33CoarseBuckets, BucketsOfTwoTilesHoldEveryFeatureNearAStep) {
    std::mt19937_64 rng(3303);
    // 2100 x 2100 tiles: more than Boundary::defaultMaxIndexEntries bucket offsets with
    // buckets of one tile, so buckets of 2 x 2.
    const Boundary boundary(test::makeLevel(dense33ClusterRows(rng, 2100, 40, 0.25)));
    ASSERT_TRUE(boundary.hasBucketIndex());
    EXPECT_GT(dense33CheckQueries(boundary, 40, rng, 600), 1000);
}

TEST(Dense33CoarseBuckets, BucketsOfOneTileHoldEveryFeatureNearAStep) {
    std::mt19937_64 rng(3304);
    const Boundary boundary(test::makeLevel(dense33ClusterRows(rng, 48, 48, 0.25)));
    ASSERT_TRUE(boundary.hasBucketIndex());
    EXPECT_GT(dense33CheckQueries(boundary, 48, rng, 600), 1000);
}

} // namespace
} // namespace golf
