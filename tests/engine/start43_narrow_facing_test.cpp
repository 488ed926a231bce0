// Issue 27, the narrow facing indexes (boundary.hpp: 16-bit offsets and ids where the index fits).
//
// Start43NarrowFacing: on random dense levels small enough for narrow facing indexes (and one
// too large for them, whose indexes stay 32 bits), every feature within a step's pad (a sweep of
// every feature of the level by distance, no index) that does not face away from the quadrant
// (worked out from its normal's signs) is among the entries of that quadrant's lists for the
// step's box, and every entry is a feature of the level that does not face away.
//
// Start43NarrowFacingSearch: the first contact along random paths, swept over the lists of the
// path's quadrant in steps (as a wall search), is the first contact over every feature of the
// level, bit for bit, on narrow and on 32-bit indexes alike.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "long_tests.hpp"
#include "sweep.hpp"
#include "test_geometry.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace start43 {

/// Checks `queries` random steps on `boundary` in every quadrant against a sweep of every
/// feature by distance; returns how many features lay within a step's pad.
std::int64_t checkFacingAgainstEveryFeature(const Boundary& boundary, int side, int queries,
                                            std::mt19937_64& rng, const std::string& label) {
    std::uniform_real_distribution<double> unit(0, 1);
    const auto features =
        static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
    std::int64_t near = 0;
    for (int query = 0; query < queries; ++query) {
        // Anywhere on the level and a little beyond; a third on the half-tile lattice.
        Vec2 from{unit(rng) * (side + 2) - 1, unit(rng) * (side + 2) - 1};
        if (query % 3 == 0) {
            from = {std::floor(from.x * 2) / 2, std::floor(from.y * 2) / 2};
        }
        const double angle = unit(rng) * 6.283185307179586;
        const Vec2 to = from + Vec2{std::cos(angle), std::sin(angle)} * (unit(rng) * 4);
        const double pad = query % 2 == 0 ? 0.21 : 0.05 + unit(rng) * 0.5;
        for (int quadrant = 0; quadrant < 4; ++quadrant) {
            std::vector<std::uint32_t> facing;
            boundary.forEachFacingInBox(from, to, pad, quadrant,
                                        [&](std::uint32_t id) { facing.push_back(id); });
            for (const std::uint32_t id : facing) {
                if (id >= features) {
                    ADD_FAILURE() << label << " query " << query << ": no feature " << id;
                    continue;
                }
                EXPECT_TRUE(boundary.isCorner(id) ||
                            !test::facesAway(boundary.segment(id).normal, quadrant))
                    << label << " query " << query << " quadrant " << quadrant << ": feature " << id
                    << " faces away";
            }
            std::sort(facing.begin(), facing.end());
            for (std::uint32_t id = 0; id < features; ++id) {
                const bool corner = boundary.isCorner(id);
                if (!corner && test::facesAway(boundary.segment(id).normal, quadrant)) {
                    continue;
                }
                const double distance =
                    corner ? distanceToSegment(boundary.cornerPoint(id), from, to)
                           : test::distanceBetweenSegments(from, to, boundary.segment(id).start,
                                                           boundary.segment(id).end);
                if (distance <= pad) {
                    ++near;
                    EXPECT_TRUE(std::binary_search(facing.begin(), facing.end(), id))
                        << label << " query " << query << " quadrant " << quadrant << ": feature "
                        << id << " at " << distance << " missing";
                }
            }
        }
    }
    return near;
}

/// The first contact along random paths over the facing lists in steps of 2 tiles against the
/// first over every feature; returns the contacts found.
int checkFacingSearch(const Boundary& boundary, double radius, int side, int paths,
                      std::mt19937_64& rng, const std::string& label) {
    std::uniform_real_distribution<double> unit(0, 1);
    int contacts = 0;
    for (int path = 0; path < paths; ++path) {
        const Vec2 from{1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)};
        const double angle = unit(rng) * 6.283185307179586;
        const Vec2 dir{std::cos(angle), std::sin(angle)};
        const double reach = 0.5 + unit(rng) * 10;
        const test::FirstContact all =
            test::firstContactOverEveryFeature(boundary, from, dir, radius, reach);
        const test::FirstContact facing =
            test::firstContactOverFacingSteps(boundary, from, dir, radius, reach);
        const std::string where = label + " path " + std::to_string(path);
        test::expectSameContact(facing, all, where);
        contacts += facing.hit ? 1 : 0;
    }
    return contacts;
}

} // namespace start43

TEST(Start43NarrowFacing, SmallDenseLevelsAgainstEveryFeature) {
    std::mt19937_64 rng(4300);
    std::int64_t near = 0;
    const int rounds = test::caseCount(6);
    for (int round = 0; round < rounds; ++round) {
        const int side = 16 + 10 * (round % 6);
        const Boundary boundary(
            test::randomBoundaryLevel(rng, side, 0.2 + 0.04 * (round % 6), "start43"));
        ASSERT_TRUE(boundary.leanIndex()) << "round " << round;
        ASSERT_TRUE(boundary.hasNarrowFacingIndex()) << "round " << round;
        near += start43::checkFacingAgainstEveryFeature(boundary, side, 40, rng,
                                                        "round " + std::to_string(round));
    }
    // (What the steps met, so that the test keeps testing.)
    EXPECT_GT(near, 150 * rounds);
}

TEST(Start43NarrowFacing, LargeLevelKeepsThirtyTwoBitLists) {
    std::mt19937_64 rng(4301);
    // Some 85,000 entries: more than 16-bit offsets can count.
    const int side = 260;
    const Boundary boundary(test::randomBoundaryLevel(rng, side, 0.3, "start43"));
    ASSERT_TRUE(boundary.leanIndex());
    ASSERT_FALSE(boundary.hasNarrowFacingIndex());
    const int queries = test::caseCount(40, 10);
    const std::int64_t near =
        start43::checkFacingAgainstEveryFeature(boundary, side, queries, rng, "large");
    EXPECT_GT(near, 3 * queries);
}

TEST(Start43NarrowFacingSearch, FirstContactOverTheListsIsTheFirstOverEveryFeature) {
    std::mt19937_64 rng(4302);
    int contacts = 0;
    for (int round = 0; round < 4; ++round) {
        const int side = 20 + 12 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.25, "start43");
        const Boundary boundary(level);
        ASSERT_TRUE(boundary.hasNarrowFacingIndex());
        contacts +=
            start43::checkFacingSearch(boundary, level.ballRadius, side, test::caseCount(100), rng,
                                       "round " + std::to_string(round));
    }
    const Level large = test::randomBoundaryLevel(rng, 260, 0.3, "start43");
    const Boundary wide(large);
    ASSERT_FALSE(wide.hasNarrowFacingIndex());
    ASSERT_TRUE(wide.hasFacingIndex());
    contacts += start43::checkFacingSearch(wide, large.ballRadius, 260, test::caseCount(20, 5), rng,
                                           "large");
    EXPECT_GT(contacts, 2 * test::caseCount(100));
}

} // namespace golf
