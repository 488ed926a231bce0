#pragma once

// What the wall-index tests share: random steps near a boundary's features, each checked against
// every feature of the level by distance (Boundary::forEachFeatureInBox, the buckets a wall
// search's step sweeps, and forEachFeatureAlong, the buckets along the step).

#include "boundary.hpp"
#include "golf/core/geometry.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"
#include "sweep.hpp"
#include "test_geometry.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf::test {

/// Where the random steps start and how long and padded they are.
struct BoundaryQueryShape {
    Vec2 low;             ///< the starts' least corner (tiles)
    Vec2 high;            ///< the starts' greatest corner (tiles)
    double maxLength = 5; ///< a step's length, uniform in [0, maxLength) (tiles)
    double minPad = 0.05; ///< every odd step's pad, uniform in [minPad, minPad + 0.5)
    int queries = 60;     ///< steps
};

/// What the steps met.
struct BoundaryQueryCounts {
    std::int64_t near = 0;  ///< features within a step's pad (each must be in its box and along)
    std::int64_t extra = 0; ///< entries of the boxes beyond those along the steps
};

/// Checks `shape.queries` random steps on `boundary`: every entry along a step is in its box
/// (as often at least), and every feature within the pad of a step is in both. A third of the
/// steps start on the half-tile lattice (the buckets' edges) along an axis or a diagonal, the
/// others anywhere in any direction; even steps are padded by a ball's 0.21. `label` names the
/// case in the failures.
inline BoundaryQueryCounts checkBoundaryQueries(const Boundary& boundary,
                                                const BoundaryQueryShape& shape,
                                                std::mt19937_64& rng, const char* label) {
    std::uniform_real_distribution<double> unit(0, 1);
    BoundaryQueryCounts counts;
    const auto features =
        static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
    for (int q = 0; q < shape.queries; ++q) {
        Vec2 from{shape.low.x + unit(rng) * (shape.high.x - shape.low.x),
                  shape.low.y + unit(rng) * (shape.high.y - shape.low.y)};
        Vec2 dir{0, 0};
        if (q % 3 == 0) {
            from = {std::floor(from.x * 2) / 2, std::floor(from.y * 2) / 2};
            dir = Vec2{static_cast<double>(q % 5) - 2, static_cast<double>(q / 5 % 3) - 1};
        } else {
            const double angle = unit(rng) * 6.283185307179586;
            dir = {std::cos(angle), std::sin(angle)};
        }
        const Vec2 to = from + dir * (unit(rng) * shape.maxLength);
        const double pad = q % 2 == 0 ? 0.21 : shape.minPad + unit(rng) * 0.5;
        std::vector<std::uint32_t> box;
        boundary.forEachFeatureInBox(from, to, pad, [&](std::uint32_t id) { box.push_back(id); });
        std::vector<std::uint32_t> along;
        boundary.forEachFeatureAlong(from, to, pad, [&](std::uint32_t id) { along.push_back(id); });
        std::sort(box.begin(), box.end());
        std::sort(along.begin(), along.end());
        // Each bucket along is in the box, so each entry at least as often.
        EXPECT_TRUE(std::includes(box.begin(), box.end(), along.begin(), along.end()))
            << label << " query " << q;
        counts.extra += static_cast<std::int64_t>(box.size() - along.size());
        for (std::uint32_t id = 0; id < features; ++id) {
            const double distance =
                boundary.isCorner(id)
                    ? distanceToSegment(boundary.cornerPoint(id), from, to)
                    : distanceBetweenSegments(from, to, boundary.segment(id).start,
                                              boundary.segment(id).end);
            if (distance <= pad) {
                ++counts.near;
                EXPECT_TRUE(std::binary_search(box.begin(), box.end(), id))
                    << label << " query " << q << " from (" << from.x << ", " << from.y
                    << "): feature " << id << " at " << distance << " missing from the box";
                EXPECT_TRUE(std::binary_search(along.begin(), along.end(), id))
                    << label << " query " << q << " from (" << from.x << ", " << from.y
                    << "): feature " << id << " at " << distance << " missing along";
            }
        }
    }
    return counts;
}

/// A first contact found so far: the sweep's hit and its feature's id (none yet: no hit).
struct FirstContact {
    std::optional<SweepHit> hit;
    std::uint32_t feature = 0;
};

/// Feature `id` of `boundary` (a corner's point or a segment) swept by a ball of radius `radius`
/// from `from` along the unit `dir`, within `maxDistance`.
inline std::optional<SweepHit> sweepFeature(const Boundary& boundary, std::uint32_t id, Vec2 from,
                                            Vec2 dir, double radius, double maxDistance) {
    return boundary.isCorner(id)
               ? sweepCorner(from, dir, radius, maxDistance, boundary.cornerPoint(id))
               : sweepSegment(from, dir, radius, maxDistance, boundary.segment(id));
}

/// Keeps feature `id`'s `hit` in `first` if it comes first (nearer, or as near with a lower id).
inline void keepFirst(FirstContact& first, std::uint32_t id, const std::optional<SweepHit>& hit) {
    if (hit && (!first.hit || hit->distance < first.hit->distance ||
                (hit->distance == first.hit->distance && id < first.feature))) {
        first.hit = hit;
        first.feature = id;
    }
}

/// Expects the same contact, or none, bit for bit (distance, feature and normal).
inline void expectSameContact(const FirstContact& a, const FirstContact& b,
                              const std::string& where) {
    ASSERT_EQ(a.hit.has_value(), b.hit.has_value()) << where;
    if (a.hit) {
        EXPECT_EQ(std::bit_cast<std::uint64_t>(a.hit->distance),
                  std::bit_cast<std::uint64_t>(b.hit->distance))
            << where;
        EXPECT_EQ(a.feature, b.feature) << where;
        EXPECT_EQ(std::bit_cast<std::uint64_t>(a.hit->normal.x),
                  std::bit_cast<std::uint64_t>(b.hit->normal.x))
            << where;
        EXPECT_EQ(std::bit_cast<std::uint64_t>(a.hit->normal.y),
                  std::bit_cast<std::uint64_t>(b.hit->normal.y))
            << where;
    }
}

/// The first contact of a ball of radius `radius` from `from` along the unit `dir` within
/// `maxDistance`, over every feature of `boundary` (no index, no steps; the lowest id on a tie):
/// the reference the wall searches are compared with. Precondition: the level has no gates.
inline FirstContact firstContactOverEveryFeature(const Boundary& boundary, Vec2 from, Vec2 dir,
                                                 double radius, double maxDistance) {
    const auto features =
        static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
    FirstContact first;
    for (std::uint32_t id = 0; id < features; ++id) {
        keepFirst(first, id, sweepFeature(boundary, id, from, dir, radius, maxDistance));
    }
    return first;
}

/// The same first contact as a wall search finds it over `boundary`'s facing index of the
/// path's quadrant: steps of 2 tiles, each step's box grown by the radius, until a contact lies
/// within the steps searched. Precondition: the boundary has facing indexes.
inline FirstContact firstContactOverFacingSteps(const Boundary& boundary, Vec2 from, Vec2 dir,
                                                double radius, double maxDistance) {
    FirstContact first;
    const int quadrant = Boundary::quadrantOf(dir);
    for (double at = 0;; at += 2) {
        const double to = std::min(maxDistance, at + 2);
        boundary.forEachFacingInBox(
            from + dir * at, from + dir * to, radius + 1e-6, quadrant, [&](std::uint32_t id) {
                keepFirst(first, id, sweepFeature(boundary, id, from, dir, radius, maxDistance));
            });
        if (to >= maxDistance || (first.hit && first.hit->distance <= to)) {
            return first;
        }
    }
}

/// What a struck lone ball came to first (strikeMeetsFirstContact).
enum class StrikeEnd { Wall, Stop, Neither };

/// Strikes the lone ball of `world`, at rest at `from`, with `velocity` and steps the world
/// until the ball's first wall hit or its stop: a wall hit is expected to be `first` (the first
/// contact over every feature along the whole path: its normal bit for bit, its position within
/// 1e-9 tiles of from + dir * distance), and a stop short of it. At most 100,000 ticks.
inline StrikeEnd strikeMeetsFirstContact(World& world, Vec2 from, Vec2 velocity,
                                         const FirstContact& first, const std::string& where) {
    world.setVelocity(0, velocity);
    const Vec2 dir = velocity / length(velocity);
    for (int tick = 0; tick < 100000; ++tick) {
        for (const Event& event : world.step()) {
            if (event.type == EventType::WallHit) {
                EXPECT_TRUE(first.hit) << where;
                if (first.hit) {
                    const Vec2 expected = from + dir * first.hit->distance;
                    EXPECT_NEAR(event.position.x, expected.x, 1e-9) << where;
                    EXPECT_NEAR(event.position.y, expected.y, 1e-9) << where;
                    EXPECT_EQ(std::bit_cast<std::uint64_t>(event.normal.x),
                              std::bit_cast<std::uint64_t>(first.hit->normal.x))
                        << where;
                    EXPECT_EQ(std::bit_cast<std::uint64_t>(event.normal.y),
                              std::bit_cast<std::uint64_t>(first.hit->normal.y))
                        << where;
                }
                return StrikeEnd::Wall;
            }
            if (event.type == EventType::Stopped) {
                if (first.hit) {
                    EXPECT_LT(length(event.position - from), first.hit->distance) << where;
                }
                return StrikeEnd::Stop;
            }
        }
    }
    ADD_FAILURE() << where << ": neither a wall nor a stop within 100,000 ticks";
    return StrikeEnd::Neither;
}

/// True if a segment with normal `n` faces away from every direction of quadrant `quadrant`
/// (Boundary::quadrantOf: bit 0 for x < 0, bit 1 for y < 0): the facing index of that quadrant
/// leaves it out (worked out here from the normal's signs, apart from the index's build).
inline bool facesAway(Vec2 n, int quadrant) {
    const double sx = (quadrant & 1) != 0 ? -1.0 : 1.0;
    const double sy = (quadrant & 2) != 0 ? -1.0 : 1.0;
    return n.x * sx >= 0 && n.y * sy >= 0;
}

} // namespace golf::test
