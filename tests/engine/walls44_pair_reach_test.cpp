// Issue 27, walls44: the lean wall search (TickSolver::searchWalls) reads each row's segments and
// corners apart (Boundary::forEachFacingRowInBox) and sweeps them two at a time
// (segmentPairReach, cornerPairReach).
//
// Walls44PairReach: for pairs of segments and of corners of random dense levels and rays from
// random points (many touching or overlapping a feature), each lane of segmentPairReach and
// cornerPairReach finds a contact not beyond the bound where sweepSegment and sweepCorner find
// one without a bound and it lies not beyond it, at their distance bit for bit (bounds: none,
// the contact's own distance, just short of it, random).
//
// Walls44FacingRows: the rows' ranges of segments and of corners, read in order, are the
// entries of the bucket index for the box (forEachFeatureInBox) less the segments facing away
// from the quadrant (worked out from their normals' signs), each kind in the same order, on
// narrow and 32-bit lists; the two entries after every range are real features.
//
// Walls44LeanSearch: a ball struck across random dense levels, narrow and 32-bit, and sparse ones
// first meets the wall a sweep of every feature finds first.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "sweep.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace walls44_pair_reach {

constexpr double unbounded = std::numeric_limits<double>::infinity();

std::uint64_t pairBits(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

// A start near `point`: on it, within a radius or so, or a few tiles away.
Vec2 pairStartNear(std::mt19937_64& rng, Vec2 point, double radius) {
    std::uniform_real_distribution<double> unit(0, 1);
    const double spread = unit(rng) < 0.5 ? radius * 1.5 : 4.0;
    const double angle = unit(rng) * 6.283185307179586;
    const double away = unit(rng) < 0.1 ? radius : unit(rng) * spread;
    return point + Vec2{std::cos(angle), std::sin(angle)} * away;
}

// A bound for a pair whose first lane's sweep found `hit`: none, the contact's distance, just
// short of it, or random.
double pairBound(std::mt19937_64& rng, const std::optional<SweepHit>& hit) {
    std::uniform_real_distribution<double> unit(0, 1);
    const double pick = unit(rng);
    if (hit && pick < 0.3) {
        return hit->distance;
    }
    if (hit && pick < 0.45) {
        return std::nextafter(hit->distance, -unbounded);
    }
    return pick < 0.7 ? unbounded : unit(rng) * 3;
}

// Expects lane `lane` of `pair` to be the sweep `hit` within `bound`; counts the contacts.
void expectLane(const PairReach& pair, int lane, const std::optional<SweepHit>& hit, double bound,
                const std::string& where, int& contacts) {
    const bool expected = hit && hit->distance <= bound;
    ASSERT_EQ((pair.hits >> lane) & 1U, expected ? 1U : 0U) << where << " lane " << lane;
    if (expected) {
        EXPECT_EQ(pairBits(pair.distance[lane]), pairBits(hit->distance))
            << where << " lane " << lane;
        ++contacts;
    }
}

// The entries of a facing list range [from, to) of `items`, as feature ids (`base` added).
template <typename Id>
void appendRange(std::vector<std::uint32_t>& out, const Id* items, std::size_t from, std::size_t to,
                 std::uint32_t base) {
    for (std::size_t k = from; k < to; ++k) {
        out.push_back(base + static_cast<std::uint32_t>(items[k]));
    }
}

// Checks forEachFacingRowInBox on `queries` random boxes of `boundary` in every quadrant;
// returns how many entries the rows held.
template <typename Id>
std::int64_t checkRows(const Boundary& boundary, int side, int queries, std::mt19937_64& rng,
                       const std::string& label) {
    std::uniform_real_distribution<double> unit(0, 1);
    const auto segments = static_cast<std::uint32_t>(boundary.segmentCount());
    std::int64_t entries = 0;
    for (int query = 0; query < queries; ++query) {
        const Vec2 from{unit(rng) * (side + 4) - 2, unit(rng) * (side + 4) - 2};
        const Vec2 to = from + Vec2{unit(rng) * 6 - 3, unit(rng) * 6 - 3};
        const double pad = query % 2 == 0 ? 0.21 : unit(rng);
        std::vector<std::uint32_t> expectedSegments;
        std::vector<std::uint32_t> expectedCorners;
        std::vector<std::uint32_t> all;
        boundary.forEachFeatureInBox(from, to, pad, [&](std::uint32_t id) { all.push_back(id); });
        for (int quadrant = 0; quadrant < 4; ++quadrant) {
            expectedSegments.clear();
            expectedCorners.clear();
            for (const std::uint32_t id : all) {
                if (boundary.isCorner(id)) {
                    expectedCorners.push_back(id);
                } else if (!test::facesAway(boundary.segment(id).normal, quadrant)) {
                    expectedSegments.push_back(id);
                }
            }
            const Boundary::FacingLists<Id> lists = boundary.facingLists<Id>(quadrant);
            std::vector<std::uint32_t> rowSegments;
            std::vector<std::uint32_t> rowCorners;
            const std::string where =
                label + " query " + std::to_string(query) + " quadrant " + std::to_string(quadrant);
            boundary.forEachFacingRowInBox(
                lists, from, to, pad,
                [&](std::size_t k, std::size_t kEnd, std::size_t c, std::size_t cEnd) {
                    ASSERT_LE(k, kEnd) << where;
                    ASSERT_LE(c, cEnd) << where;
                    appendRange(rowSegments, lists.segments, k, kEnd, 0);
                    appendRange(rowCorners, lists.corners, c, cEnd, segments);
                    // The two entries after each range: real features of its kind.
                    for (std::size_t extra = 0; extra < 2; ++extra) {
                        EXPECT_LT(std::uint32_t{lists.segments[kEnd + extra]}, segments) << where;
                        EXPECT_LT(std::size_t{lists.corners[cEnd + extra]}, boundary.cornerCount())
                            << where;
                    }
                });
            EXPECT_EQ(rowSegments, expectedSegments) << where;
            EXPECT_EQ(rowCorners, expectedCorners) << where;
            entries += static_cast<std::int64_t>(rowSegments.size() + rowCorners.size());
        }
    }
    return entries;
}

// Strikes balls across `level` and expects each first wall to be the first contact over every
// feature; returns how many met a wall.
int strikeAcross(const Level& level, int side, int shots, std::mt19937_64& rng,
                 const std::string& label) {
    std::uniform_real_distribution<double> unit(0, 1);
    const Boundary boundary(level);
    int walls = 0;
    for (int shot = 0; shot < shots; ++shot) {
        World world(level, 1);
        const Vec2 from{1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)};
        if (!world.isFreeSpot(from) || !world.placeBall(0, from)) {
            continue;
        }
        const double angle = unit(rng) * 6.283185307179586;
        const double speed = 3 + unit(rng) * 12;
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        const Vec2 dir = velocity / length(velocity);
        const test::FirstContact first =
            test::firstContactOverEveryFeature(boundary, from, dir, level.ballRadius, unbounded);
        const test::StrikeEnd end = test::strikeMeetsFirstContact(
            world, from, velocity, first, label + " shot " + std::to_string(shot));
        walls += end == test::StrikeEnd::Wall ? 1 : 0;
    }
    return walls;
}

} // namespace walls44_pair_reach

TEST(Walls44PairReach, EachLaneIsTheSweepWithinTheBound) {
    using namespace walls44_pair_reach;
    std::mt19937_64 rng(4444);
    std::uniform_real_distribution<double> unit(0, 1);
    int contacts = 0;
    int touching = 0;
    int misses = 0;
    const int rays = test::caseCount(30, 6);
    for (int round = 0; round < 3; ++round) {
        const Level level = test::randomBoundaryLevel(rng, 16 + 8 * round, 0.3, "walls44");
        const Boundary boundary(level);
        const double r = level.ballRadius;
        const auto segments = static_cast<std::uint32_t>(boundary.segmentCount());
        const auto corners = static_cast<std::uint32_t>(boundary.cornerCount());
        for (std::uint32_t id = 0; id < segments + corners; ++id) {
            const bool corner = boundary.isCorner(id);
            // The other lane: a feature of the same kind, often a neighbour.
            const std::uint32_t count = corner ? corners : segments;
            const std::uint32_t index = corner ? id - segments : id;
            const std::uint32_t other = unit(rng) < 0.5
                                            ? (index + 1) % count
                                            : static_cast<std::uint32_t>(unit(rng) * count) % count;
            for (int ray = 0; ray < rays; ++ray) {
                const std::string where = "round " + std::to_string(round) + " feature " +
                                          std::to_string(id) + " ray " + std::to_string(ray);
                if (corner) {
                    const Vec2 a = boundary.cornerPoint(id);
                    const Vec2 b = boundary.cornerPoint(segments + other);
                    const Vec2 from = pairStartNear(rng, a, r);
                    const double angle = unit(rng) * 6.283185307179586;
                    Vec2 dir{std::cos(angle), std::sin(angle)};
                    if (unit(rng) < 0.2 && length(a - from) > 0) {
                        dir = (a - from) / length(a - from);
                    }
                    const std::optional<SweepHit> hitA = sweepCorner(from, dir, r, unbounded, a);
                    const std::optional<SweepHit> hitB = sweepCorner(from, dir, r, unbounded, b);
                    const double bound = pairBound(rng, hitA);
                    const PairReach pair = cornerPairReach(from, dir, r, a, b, bound);
                    expectLane(pair, 0, hitA, bound, where, contacts);
                    expectLane(pair, 1, hitB, bound, where, contacts);
                    touching += hitA && hitA->distance == 0 ? 1 : 0;
                    misses += hitA ? 0 : 1;
                } else {
                    const Segment a = boundary.segment(id);
                    const Segment b = boundary.segment(other);
                    const Vec2 from = pairStartNear(
                        rng, a.start + a.tangent * (unit(rng) * a.length) + a.normal * r, r);
                    const double angle = unit(rng) * 6.283185307179586;
                    const Vec2 dir{std::cos(angle), std::sin(angle)};
                    const std::optional<SweepHit> hitA = sweepSegment(from, dir, r, unbounded, a);
                    const std::optional<SweepHit> hitB = sweepSegment(from, dir, r, unbounded, b);
                    const double bound = pairBound(rng, hitA);
                    const PairReach pair = segmentPairReach(from, dir, r, a, b, bound);
                    expectLane(pair, 0, hitA, bound, where, contacts);
                    expectLane(pair, 1, hitB, bound, where, contacts);
                    touching += hitA && hitA->distance == 0 ? 1 : 0;
                    misses += hitA ? 0 : 1;
                }
            }
        }
    }
    // Both outcomes, and the contacts at distance 0, were met often.
    EXPECT_GT(contacts, 50);
    EXPECT_GT(misses, 50);
    EXPECT_GT(touching, 3);
}

TEST(Walls44PairReach, TouchingAndParallelCasesMatchTheSweeps) {
    using namespace walls44_pair_reach;
    // A face along y = 0 facing +y, from x = 0 to 2, and its corner at (0, 0); a second face
    // and corner elsewhere in the other lane.
    const Segment face{
        .start = {0, 0}, .end = {2, 0}, .normal = {0, 1}, .tangent = {1, 0}, .length = 2};
    const Segment other{
        .start = {5, 5}, .end = {5, 3}, .normal = {1, 0}, .tangent = {0, -1}, .length = 2};
    const double r = 0.1;
    const Vec2 dirs[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {0.6, -0.8}, {-0.6, -0.8}};
    const Vec2 starts[] = {{1, r},       {1, r - 1e-8}, {1, r - 1e-6}, {1, 0.5},
                           {-0.05, r},   {-r, 0},       {0, r},        {2 + r, 0.01},
                           {0.01, 0.01}, {-0.3, 0.4},   {0, 0},        {2.5, 0.5}};
    int contacts = 0;
    for (const Vec2 from : starts) {
        for (const Vec2 dir : dirs) {
            const std::string where = "from " + std::to_string(from.x) + "," +
                                      std::to_string(from.y) + " dir " + std::to_string(dir.x) +
                                      "," + std::to_string(dir.y);
            for (const bool swap : {false, true}) {
                const Segment& a = swap ? other : face;
                const Segment& b = swap ? face : other;
                const PairReach segments = segmentPairReach(from, dir, r, a, b, unbounded);
                expectLane(segments, 0, sweepSegment(from, dir, r, unbounded, a), unbounded, where,
                           contacts);
                expectLane(segments, 1, sweepSegment(from, dir, r, unbounded, b), unbounded, where,
                           contacts);
                const PairReach corners =
                    cornerPairReach(from, dir, r, a.start, b.start, unbounded);
                expectLane(corners, 0, sweepCorner(from, dir, r, unbounded, a.start), unbounded,
                           where, contacts);
                expectLane(corners, 1, sweepCorner(from, dir, r, unbounded, b.start), unbounded,
                           where, contacts);
            }
        }
    }
    EXPECT_GT(contacts, 10);
}

TEST(Walls44FacingRows, RowsHoldTheFacingFeaturesOfEachKindInOrder) {
    using namespace walls44_pair_reach;
    std::mt19937_64 rng(4445);
    std::int64_t entries = 0;
    for (int round = 0; round < 4; ++round) {
        const int side = 12 + 12 * round;
        const Boundary boundary(
            test::randomBoundaryLevel(rng, side, 0.15 + 0.05 * round, "walls44rows"));
        ASSERT_TRUE(boundary.leanIndex()) << "round " << round;
        ASSERT_TRUE(boundary.hasNarrowFacingIndex()) << "round " << round;
        entries += checkRows<std::uint16_t>(boundary, side, test::caseCount(40, 10), rng,
                                            "round " + std::to_string(round));
    }
    // Some 85,000 entries: 32-bit lists.
    const Boundary wide(test::randomBoundaryLevel(rng, 260, 0.3, "walls44rows"));
    ASSERT_TRUE(wide.leanIndex());
    ASSERT_FALSE(wide.hasNarrowFacingIndex());
    entries += checkRows<std::uint32_t>(wide, 260, test::caseCount(40, 10), rng, "wide");
    EXPECT_GT(entries, 100 * test::caseCount(40, 10));
}

TEST(Walls44LeanSearch, AStruckBallMeetsTheFirstWallOverEveryFeature) {
    using namespace walls44_pair_reach;
    std::mt19937_64 rng(4446);
    const int shots = test::caseCount(40, 8);
    int walls = 0;
    for (int round = 0; round < 3; ++round) {
        const int side = 18 + 10 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.25 + 0.05 * round, "walls44");
        ASSERT_TRUE(Boundary(level).hasNarrowFacingIndex());
        walls += strikeAcross(level, side, shots, rng, "round " + std::to_string(round));
    }
    const Level large = test::randomBoundaryLevel(rng, 260, 0.3, "walls44");
    ASSERT_FALSE(Boundary(large).hasNarrowFacingIndex());
    walls += strikeAcross(large, 260, shots, rng, "large");
    // Many of the 4 * shots strikes meet a wall (a tee on a solid tile, a quarter to a third of
    // them, is skipped: 84 of 160 met one in the release build, 16 of 32 in the sanitizer build).
    EXPECT_GE(walls, shots);
}

TEST(Walls44LeanSearch, OnSparseLevelsTooAStruckBallMeetsTheFirstWallOverEveryFeature) {
    using namespace walls44_pair_reach;
    std::mt19937_64 rng(4447);
    const int shots = test::caseCount(40, 8);
    int walls = 0;
    for (int round = 0; round < 3; ++round) {
        // Levels that are not dense (the search's loops that test first).
        const int side = 40 + 10 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.02 + 0.02 * round, "walls44");
        const Boundary boundary(level);
        ASSERT_TRUE(boundary.leanIndex());
        ASSERT_LT(boundary.solidShare(), 0.2) << "round " << round;
        walls += strikeAcross(level, side, shots, rng, "sparse round " + std::to_string(round));
    }
    EXPECT_GT(walls, shots); // many of 3 * shots strikes meet a wall
}

} // namespace golf
