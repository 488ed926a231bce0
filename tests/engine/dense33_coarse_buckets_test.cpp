// Boundary::bucketNear finds a bucket by a product with 1 / bucketTiles_ (boundary.hpp), which
// must be the quotient it was: on a level large enough for buckets of 2 x 2 tiles, and on a small
// one of single tiles, the entries a wall search's step reads (forEachFeatureInBox) and those
// along it (forEachFeatureAlong) hold every feature near the step, found here by distance over
// every feature of the level; steps start on the buckets' edges (even and odd lattice lines),
// between them and outside the grid.

#include "boundary.hpp"
#include "golf/core/geometry.hpp"
#include "test_geometry.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
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

/// Queries of `boundary` near its features in [0, extent]^2; returns the features found near.
std::int64_t dense33CheckQueries(const Boundary& boundary, double extent, std::mt19937_64& rng,
                                 int queries) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t near = 0;
    const auto features =
        static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
    for (int q = 0; q < queries; ++q) {
        Vec2 from{unit(rng) * (extent + 4) - 2, unit(rng) * (extent + 4) - 2};
        Vec2 dir{0, 0};
        if (q % 3 == 0) {
            // On the lattice (every other line a bucket's edge) or half way, along an axis or
            // a diagonal.
            from = {std::floor(from.x * 2) / 2, std::floor(from.y * 2) / 2};
            dir = Vec2{static_cast<double>(q % 5) - 2, static_cast<double>(q / 5 % 3) - 1};
        } else {
            const double angle = unit(rng) * 6.283185307179586;
            dir = {std::cos(angle), std::sin(angle)};
        }
        const Vec2 to = from + dir * (unit(rng) * 5);
        const double pad = q % 2 == 0 ? 0.21 : 0.02 + unit(rng) * 0.5;
        std::vector<std::uint32_t> box;
        boundary.forEachFeatureInBox(from, to, pad, [&](std::uint32_t id) { box.push_back(id); });
        std::vector<std::uint32_t> along;
        boundary.forEachFeatureAlong(from, to, pad, [&](std::uint32_t id) { along.push_back(id); });
        std::sort(box.begin(), box.end());
        std::sort(along.begin(), along.end());
        for (std::uint32_t id = 0; id < features; ++id) {
            const double distance =
                boundary.isCorner(id)
                    ? distanceToSegment(boundary.cornerPoint(id), from, to)
                    : test::distanceBetweenSegments(from, to, boundary.segment(id).start,
                                                    boundary.segment(id).end);
            if (distance <= pad) {
                ++near;
                EXPECT_TRUE(std::binary_search(box.begin(), box.end(), id))
                    << "query " << q << " from (" << from.x << ", " << from.y << "): feature " << id
                    << " at " << distance << " missing from the box";
                EXPECT_TRUE(std::binary_search(along.begin(), along.end(), id))
                    << "query " << q << " from (" << from.x << ", " << from.y << "): feature " << id
                    << " at " << distance << " missing along";
            }
        }
    }
    return near;
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
