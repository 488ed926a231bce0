// A wall search's step sweeps the entries of the buckets its box meets
// (Boundary::forEachFeatureInBox): they hold every entry the buckets along the step hold
// (forEachFeatureAlong), so every feature near the step, found here by distance.

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

/// A random level of 4..43 x 4..43 tiles, a share `solid` of its tiles solid (a block or a
/// triangle).
std::vector<std::string> dense30RandomRows(std::mt19937_64& rng, double solid) {
    std::uniform_real_distribution<double> unit(0, 1);
    const auto width = static_cast<std::size_t>(4 + static_cast<int>(unit(rng) * 40));
    const auto height = static_cast<std::size_t>(4 + static_cast<int>(unit(rng) * 40));
    std::vector<std::string> rows(height, std::string(width, '.'));
    for (std::string& row : rows) {
        for (char& c : row) {
            c = unit(rng) < solid ? "#LJ7F"[static_cast<std::size_t>(unit(rng) * 5)] : '.';
        }
    }
    return rows;
}

TEST(Dense30BoxEntries, HoldEveryEntryAlongTheSegmentAndEveryFeatureNearIt) {
    std::mt19937_64 rng(3030);
    std::uniform_real_distribution<double> unit(0, 1);
    test::BoundaryQueryCounts total;
    for (int n = 0; n < 30; ++n) {
        const std::vector<std::string> rows = dense30RandomRows(rng, 0.1 + 0.3 * unit(rng));
        const Boundary boundary(test::makeLevel(rows));
        ASSERT_TRUE(boundary.hasBucketIndex());
        // Random steps, some from whole or half tiles along the axes and diagonals (the rows'
        // and columns' edges), some from outside the grid.
        const test::BoundaryQueryShape shape{
            .low = {-1, -1},
            .high = {static_cast<double>(rows[0].size()) + 1, static_cast<double>(rows.size()) + 1},
            .maxLength = 7,
            .minPad = 0.05,
            .queries = 60};
        const std::string label = "level " + std::to_string(n);
        const test::BoundaryQueryCounts counts =
            test::checkBoundaryQueries(boundary, shape, rng, label.c_str());
        total.near += counts.near;
        total.extra += counts.extra;
    }
    EXPECT_GT(total.near, 1000); // the steps do pass near features
    EXPECT_GT(total.extra, 0);   // and the boxes take buckets the steps do not pass near
}

} // namespace
} // namespace golf
