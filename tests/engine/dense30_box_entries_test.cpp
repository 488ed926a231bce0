// A wall search's step sweeps the entries of the buckets its box meets
// (Boundary::forEachFeatureInBox): they hold every entry the buckets along the step hold
// (forEachFeatureAlong), so every feature near the step, found here by distance.

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
    std::int64_t near = 0;
    std::int64_t extra = 0;
    for (int n = 0; n < 30; ++n) {
        const std::vector<std::string> rows = dense30RandomRows(rng, 0.1 + 0.3 * unit(rng));
        const Boundary boundary(test::makeLevel(rows));
        ASSERT_TRUE(boundary.hasBucketIndex());
        for (int q = 0; q < 60; ++q) {
            // Random steps, some from whole or half tiles along the axes and diagonals (the
            // rows' and columns' edges), some from outside the grid.
            Vec2 from{unit(rng) * static_cast<double>(rows[0].size() + 2) - 1,
                      unit(rng) * static_cast<double>(rows.size() + 2) - 1};
            Vec2 dir{0, 0};
            if (q % 3 == 0) {
                from = {std::floor(from.x * 2) / 2, std::floor(from.y * 2) / 2};
                dir = Vec2{static_cast<double>(q % 5) - 2, static_cast<double>(q / 5 % 3) - 1};
            } else {
                const double angle = unit(rng) * 6.283185307179586;
                dir = {std::cos(angle), std::sin(angle)};
            }
            const Vec2 to = from + dir * (unit(rng) * 7);
            const double pad = q % 2 == 0 ? 0.21 : 0.05 + unit(rng) * 0.5;
            std::vector<std::uint32_t> box;
            boundary.forEachFeatureInBox(from, to, pad,
                                         [&](std::uint32_t id) { box.push_back(id); });
            std::vector<std::uint32_t> along;
            boundary.forEachFeatureAlong(from, to, pad,
                                         [&](std::uint32_t id) { along.push_back(id); });
            std::sort(box.begin(), box.end());
            std::sort(along.begin(), along.end());
            // Each bucket along is in the box, so each entry at least as often.
            EXPECT_TRUE(std::includes(box.begin(), box.end(), along.begin(), along.end()))
                << "level " << n << " query " << q;
            extra += static_cast<std::int64_t>(box.size() - along.size());
            for (std::uint32_t id = 0; id < boundary.segmentCount() + boundary.cornerCount();
                 ++id) {
                const double distance =
                    boundary.isCorner(id)
                        ? distanceToSegment(boundary.cornerPoint(id), from, to)
                        : test::distanceBetweenSegments(from, to, boundary.segment(id).start,
                                                        boundary.segment(id).end);
                if (distance <= pad) {
                    ++near;
                    EXPECT_TRUE(std::binary_search(box.begin(), box.end(), id))
                        << "level " << n << " query " << q << ": feature " << id << " at "
                        << distance << " is missing";
                }
            }
        }
    }
    EXPECT_GT(near, 1000); // the steps do pass near features
    EXPECT_GT(extra, 0);   // and the boxes take buckets the steps do not pass near
}

} // namespace
} // namespace golf
