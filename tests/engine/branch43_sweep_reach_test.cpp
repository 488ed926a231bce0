// Issue 27, branch43: the lean wall search (TickSolver::searchWalls) sweeps each feature by
// segmentReach or cornerReach, whose tests are one select instead of a branch each.
//
// Branch43SweepReach: segmentReach and cornerReach find, for every segment and corner of random
// dense levels and rays from random points (many of them touching or overlapping a feature,
// where the distance-0 and rounding cases lie), a contact where sweepSegment and sweepCorner
// find one without a bound, at their distance bit for bit, and none where they find none;
// cornerNormal is sweepCorner's normal. Branch43LeanSearch: a ball struck along a wall's face, into
// a corner and across random dense levels first meets the wall a sweep of every feature finds
// first.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "golf/physics/event.hpp"
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

namespace golf {
namespace branch43_sweep_reach {

constexpr double unbounded = std::numeric_limits<double>::infinity();

// The distance a sweep found, or +infinity for none.
double reachOf(const std::optional<SweepHit>& hit) {
    return hit ? hit->distance : unbounded;
}

// segmentReach's or cornerReach's distance, or +infinity where it finds none.
double reachOf(const SweepReach& reach) {
    return reach.hit ? reach.distance : unbounded;
}

std::uint64_t bitsOf(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

// A start near `point`: on it, within a radius or so, or a few tiles away.
Vec2 startNear(std::mt19937_64& rng, Vec2 point, double radius) {
    std::uniform_real_distribution<double> unit(0, 1);
    const double spread = unit(rng) < 0.5 ? radius * 1.5 : 4.0;
    const double angle = unit(rng) * 6.283185307179586;
    const double away = unit(rng) < 0.1 ? radius : unit(rng) * spread;
    return point + Vec2{std::cos(angle), std::sin(angle)} * away;
}

} // namespace branch43_sweep_reach

TEST(Branch43SweepReach, SegmentAndCornerReachAreTheSweepsDistances) {
    using namespace branch43_sweep_reach;
    std::mt19937_64 rng(4343);
    std::uniform_real_distribution<double> unit(0, 1);
    int hits = 0;
    int touching = 0;
    int misses = 0;
    const int rays = test::caseCount(40, 8);
    for (int round = 0; round < 3; ++round) {
        const Level level = test::randomBoundaryLevel(rng, 16 + 8 * round, 0.3, "branch43");
        const Boundary boundary(level);
        const double r = level.ballRadius;
        const auto features =
            static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
        for (std::uint32_t id = 0; id < features; ++id) {
            const bool corner = boundary.isCorner(id);
            const Vec2 point = corner ? boundary.cornerPoint(id)
                                      : boundary.segment(id).start +
                                            boundary.segment(id).tangent *
                                                (unit(rng) * boundary.segment(id).length) +
                                            boundary.segment(id).normal * r;
            for (int ray = 0; ray < rays; ++ray) {
                const Vec2 from = startNear(rng, point, r);
                const double angle = unit(rng) * 6.283185307179586;
                // Now and then straight at the point (onto a face's contact line, head-on).
                Vec2 dir{std::cos(angle), std::sin(angle)};
                if (unit(rng) < 0.2 && length(point - from) > 0) {
                    dir = (point - from) / length(point - from);
                }
                const std::string where = "round " + std::to_string(round) + " feature " +
                                          std::to_string(id) + " ray " + std::to_string(ray);
                if (corner) {
                    const Vec2 at = boundary.cornerPoint(id);
                    const std::optional<SweepHit> hit = sweepCorner(from, dir, r, unbounded, at);
                    ASSERT_EQ(bitsOf(reachOf(cornerReach(from, dir, r, at))), bitsOf(reachOf(hit)))
                        << where;
                    if (hit) {
                        const Vec2 normal = cornerNormal(from, dir, hit->distance, at);
                        EXPECT_EQ(bitsOf(normal.x), bitsOf(hit->normal.x)) << where;
                        EXPECT_EQ(bitsOf(normal.y), bitsOf(hit->normal.y)) << where;
                    }
                    hits += hit ? 1 : 0;
                    touching += hit && hit->distance == 0 ? 1 : 0;
                    misses += hit ? 0 : 1;
                } else {
                    const Segment segment = boundary.segment(id);
                    const std::optional<SweepHit> hit =
                        sweepSegment(from, dir, r, unbounded, segment);
                    ASSERT_EQ(bitsOf(reachOf(segmentReach(from, dir, r, segment))),
                              bitsOf(reachOf(hit)))
                        << where;
                    hits += hit ? 1 : 0;
                    touching += hit && hit->distance == 0 ? 1 : 0;
                    misses += hit ? 0 : 1;
                }
            }
        }
    }
    // Both outcomes, and the contacts at distance 0, were met often.
    EXPECT_GT(hits, 50);
    EXPECT_GT(misses, 50);
    EXPECT_GT(touching, 3);
}

TEST(Branch43SweepReach, TouchingAndParallelCasesMatchTheSweeps) {
    using namespace branch43_sweep_reach;
    // A face along y = 0 facing +y, from x = 0 to 2, and its corner at (0, 0).
    const Segment face{
        .start = {0, 0}, .end = {2, 0}, .normal = {0, 1}, .tangent = {1, 0}, .length = 2};
    const double r = 0.1;
    const Vec2 dirs[] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {0.6, -0.8}, {-0.6, -0.8}};
    const Vec2 starts[] = {{1, r},       {1, r - 1e-8}, {1, r - 1e-6}, {1, 0.5},
                           {-0.05, r},   {-r, 0},       {0, r},        {2 + r, 0.01},
                           {0.01, 0.01}, {-0.3, 0.4},   {0, 0},        {2.5, 0.5}};
    for (const Vec2 from : starts) {
        for (const Vec2 dir : dirs) {
            const std::string where = "from " + std::to_string(from.x) + "," +
                                      std::to_string(from.y) + " dir " + std::to_string(dir.x) +
                                      "," + std::to_string(dir.y);
            EXPECT_EQ(bitsOf(reachOf(segmentReach(from, dir, r, face))),
                      bitsOf(reachOf(sweepSegment(from, dir, r, unbounded, face))))
                << where;
            EXPECT_EQ(bitsOf(reachOf(cornerReach(from, dir, r, face.start))),
                      bitsOf(reachOf(sweepCorner(from, dir, r, unbounded, face.start))))
                << where;
        }
    }
}

TEST(Branch43SweepReach, AStruckBallMeetsTheFirstWallOverEveryFeature) {
    using namespace branch43_sweep_reach;
    std::mt19937_64 rng(4344);
    std::uniform_real_distribution<double> unit(0, 1);
    int walls = 0;
    const int shots = test::caseCount(50, 10);
    for (int round = 0; round < 3; ++round) {
        const int side = 20 + 8 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.3, "branch43lean");
        const Boundary boundary(level);
        ASSERT_TRUE(boundary.leanIndex());
        const double r = level.ballRadius;
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
                test::firstContactOverEveryFeature(boundary, from, dir, r, unbounded);
            const test::StrikeEnd end = test::strikeMeetsFirstContact(
                world, from, velocity, first,
                "round " + std::to_string(round) + " shot " + std::to_string(shot));
            walls += end == test::StrikeEnd::Wall ? 1 : 0;
        }
    }
    EXPECT_GT(walls, shots / 2); // most of 3 * shots strikes meet a wall
}

} // namespace golf
