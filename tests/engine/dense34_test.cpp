// Issue 27, the seventeenth session's wall search (tick_solver_search.cpp, boundary.hpp).
//
// Dense34WallContactTick: a moving ball's wall contact is taken in the tick its path reaches it,
// the window's reach read from followPieces (TickMemory::reachEnd) rather than worked out again.
// Each tick, every moving ball's first contact within the tick is found here over every feature
// of the level (sweepSegment and sweepCorner, no index, no kept search, no reach of the solver):
// a contact well inside the tick must be the ball's first event of that step, at its time; one
// well beyond it must not come in that step. A reach short by a thousandth fails it (the
// contact falls to the next tick).
//
// Dense34RestingContactTick: the same for a lone moving ball among balls at rest, whose contact
// with one of them is searched only if findRestingApproach (its test of each ball at rest against
// the path's line made on both coordinates at once) finds that ball near the line: the first
// contact, a wall's or a resting ball's (found here by the line's distance to each centre), well
// inside the tick must be the ball's first event of the step.
//
// Dense34BucketClamp: Boundary::bucketNear's clamp (max, min and the conversion kept apart on
// x86-64): steps that start or end far outside the grid (beyond 1e7 tiles, where the clamp to
// 1e7 keeps the conversion defined, and at minus as much) still read every feature near them,
// checked by distance over every feature.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "golf/core/geometry.hpp"
#include "golf/physics/world.hpp"
#include "motion.hpp"
#include "sweep.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace dense34 {

/// A side x side level with a border wall, a quarter of its inner tiles solid (blocks and
/// triangles), the tee near one corner and the cup near the other.
Level denseLevel(std::mt19937_64& rng, int side) {
    return test::randomDenseCourse(rng, side, "dense34");
}

/// The distance along the unit `dir` from `from` to the first contact with any feature of
/// `boundary` within `maxDistance`, over every feature (the level has no gates).
std::optional<double> firstContactOverAll(const Boundary& boundary, Vec2 from, Vec2 dir,
                                          double radius, double maxDistance) {
    const test::FirstContact first =
        test::firstContactOverEveryFeature(boundary, from, dir, radius, maxDistance);
    return first.hit ? std::optional<double>(first.hit->distance) : std::nullopt;
}

} // namespace dense34

TEST(Dense34WallContactTick, EachContactInTheTickItsPathReachesIt) {
    std::mt19937_64 rng(34);
    std::uniform_real_distribution<double> unit(0, 1);
    int checkedWithin = 0;
    int checkedBeyond = 0;
    for (int round = 0; round < 12; ++round) {
        const Level level = dense34::denseLevel(rng, 20);
        const Boundary boundary(level);
        const double decel = level.decelerationOf(Floor::Grass);
        const double r = level.ballRadius;
        constexpr int balls = 4;
        World world(level, balls);
        world.setBallCollisions(false); // no ball events: each ball's first event is its own
        for (int b = 0; b < balls; ++b) {
            const Vec2 near{1.5 + unit(rng) * 17, 1.5 + unit(rng) * 17};
            ASSERT_TRUE(world.placeBall(b, world.freeSpotNear(near, b)));
        }
        for (int shot = 0; shot < 3; ++shot) {
            // Every ball struck at once (the search follows several), at up to full power.
            for (int b = 0; b < balls; ++b) {
                if (world.balls()[static_cast<std::size_t>(b)].inPlay) {
                    const double angle = unit(rng) * 6.283185307179586;
                    const double speed = 4 + unit(rng) * 10;
                    world.setVelocity(b, {speed * std::cos(angle), speed * std::sin(angle)});
                }
            }
            const double tick = world.tickSeconds();
            for (int t = 0; t < 2400 && !world.atRest(); ++t) {
                // Each moving ball's first contact within the tick, from where it is.
                std::vector<std::optional<double>> within(balls);
                std::vector<bool> beyond(balls, false);
                for (int b = 0; b < balls; ++b) {
                    const Ball& ball = world.balls()[static_cast<std::size_t>(b)];
                    const double speed = length(ball.velocity);
                    if (!ball.inPlay || speed == 0) {
                        continue;
                    }
                    const Vec2 dir = ball.velocity / speed;
                    const double travel = distanceAfter(speed, decel, tick);
                    const std::optional<double> contact =
                        dense34::firstContactOverAll(boundary, ball.position, dir, r, 2 * travel);
                    if (contact && *contact > 1e-6 && *contact < travel * 0.99) {
                        within[static_cast<std::size_t>(b)] = timeToTravel(speed, decel, *contact);
                    } else if (!contact || *contact > travel * 1.01) {
                        beyond[static_cast<std::size_t>(b)] = true;
                    }
                }
                const std::vector<Event> events = world.step();
                for (int b = 0; b < balls; ++b) {
                    const auto first = std::find_if(events.begin(), events.end(),
                                                    [&](const Event& e) { return e.ball == b; });
                    const std::optional<double>& expected = within[static_cast<std::size_t>(b)];
                    if (expected && first != events.end() && first->type == EventType::Holed &&
                        first->time <= *expected) {
                        continue; // holed on the way (the cup comes first)
                    }
                    if (expected) {
                        ++checkedWithin;
                        ASSERT_NE(first, events.end())
                            << "round " << round << " shot " << shot << " tick " << t << " ball "
                            << b << ": no event, a wall contact after " << *expected << " s";
                        EXPECT_EQ(first->type, EventType::WallHit)
                            << "round " << round << " tick " << t << " ball " << b;
                        EXPECT_NEAR(first->time, *expected, 1e-9)
                            << "round " << round << " tick " << t << " ball " << b;
                    } else if (beyond[static_cast<std::size_t>(b)]) {
                        ++checkedBeyond;
                        EXPECT_TRUE(first == events.end() || first->type != EventType::WallHit)
                            << "round " << round << " tick " << t << " ball " << b
                            << ": a wall contact beyond the tick's reach";
                    }
                }
            }
        }
    }
    // (What the steps met, so that the test keeps testing.)
    EXPECT_GT(checkedWithin, 400);
    EXPECT_GT(checkedBeyond, 3000);
}

TEST(Dense34RestingContactTick, EachContactWithABallAtRestInTheTickItsPathReachesIt) {
    std::mt19937_64 rng(3400);
    std::uniform_real_distribution<double> unit(0, 1);
    int ballContacts = 0;
    int wallContacts = 0;
    for (int round = 0; round < 16; ++round) {
        const Level level = dense34::denseLevel(rng, 20);
        const Boundary boundary(level);
        const double decel = level.decelerationOf(Floor::Grass);
        const double r = level.ballRadius;
        constexpr int balls = 8;
        World world(level, balls);
        for (int b = 0; b < balls; ++b) {
            const Vec2 near{1.5 + unit(rng) * 17, 1.5 + unit(rng) * 17};
            ASSERT_TRUE(world.placeBall(b, world.freeSpotNear(near, b)));
        }
        for (int shot = 0; shot < 16; ++shot) {
            // One ball struck about toward another (a pair of balls in play).
            const int a = static_cast<int>(unit(rng) * balls);
            const int target = (a + 1 + static_cast<int>(unit(rng) * (balls - 1))) % balls;
            const Ball& from = world.balls()[static_cast<std::size_t>(a)];
            const Ball& to = world.balls()[static_cast<std::size_t>(target)];
            if (!from.inPlay || !to.inPlay) {
                continue;
            }
            const Vec2 aim = to.position - from.position;
            const double angle = std::atan2(aim.y, aim.x) + (unit(rng) - 0.5) * 0.2;
            const double speed = 6 + unit(rng) * 8;
            world.setVelocity(a, {speed * std::cos(angle), speed * std::sin(angle)});
            const double tick = world.tickSeconds();
            for (int t = 0; t < 2400 && !world.atRest(); ++t) {
                int moving = -1;
                int movingCount = 0;
                for (int b = 0; b < balls; ++b) {
                    const Ball& ball = world.balls()[static_cast<std::size_t>(b)];
                    if (ball.inPlay && length(ball.velocity) > 0) {
                        moving = b;
                        ++movingCount;
                    }
                }
                std::optional<double> wall;
                std::optional<double> hit;
                bool clear = false; // nothing near the tick's end
                if (movingCount == 1) {
                    const Ball& ball = world.balls()[static_cast<std::size_t>(moving)];
                    const double v = length(ball.velocity);
                    const Vec2 dir = ball.velocity / v;
                    const double travel = distanceAfter(v, decel, tick);
                    wall =
                        dense34::firstContactOverAll(boundary, ball.position, dir, r, 2 * travel);
                    for (int b = 0; b < balls; ++b) {
                        const Ball& other = world.balls()[static_cast<std::size_t>(b)];
                        if (b == moving || !other.inPlay) {
                            continue;
                        }
                        const Vec2 d = other.position - ball.position;
                        const double along = dot(d, dir);
                        const double across = dot(d, d) - along * along;
                        const double range = 4 * r * r;
                        if (along > 0 && across < range) {
                            const double s = along - std::sqrt(range - across);
                            if (!hit || s < *hit) {
                                hit = s;
                            }
                        }
                    }
                    const double first = std::min(wall.value_or(1e300), hit.value_or(1e300));
                    const bool ballFirst = hit && *hit < wall.value_or(1e300) - 1e-6;
                    clear = first > 1e-6 && first < travel * 0.99 &&
                            std::abs(wall.value_or(1e300) - hit.value_or(1e300)) > 1e-6;
                    if (clear) {
                        wall = ballFirst ? std::nullopt : std::optional<double>(first);
                        hit = ballFirst ? std::optional<double>(first) : std::nullopt;
                    }
                }
                const std::vector<Event> events = world.step();
                if (!clear) {
                    continue;
                }
                // (A contact of two balls may name either first.)
                const auto first = std::find_if(events.begin(), events.end(), [&](const Event& e) {
                    return e.ball == moving || (e.type == EventType::BallHit && e.other == moving);
                });
                if (first != events.end() && first->type == EventType::Holed) {
                    continue; // the cup came first
                }
                ASSERT_NE(first, events.end())
                    << "round " << round << " shot " << shot << " tick " << t << ": no event, "
                    << (hit ? "ball " : "wall ") << hit.value_or(wall.value_or(-1)) << " events "
                    << events.size() << " moving " << moving;
                if (hit) {
                    ++ballContacts;
                    EXPECT_EQ(first->type, EventType::BallHit)
                        << "round " << round << " shot " << shot << " tick " << t;
                } else {
                    ++wallContacts;
                    EXPECT_EQ(first->type, EventType::WallHit)
                        << "round " << round << " shot " << shot << " tick " << t;
                }
            }
        }
    }
    EXPECT_GT(ballContacts, 40);
    EXPECT_GT(wallContacts, 300);
}

TEST(Dense34BucketClamp, StepsFarOutsideTheGridReadEveryFeatureNearThem) {
    std::mt19937_64 rng(3434);
    const Level level = dense34::denseLevel(rng, 12);
    const Boundary boundary(level);
    ASSERT_TRUE(boundary.hasBucketIndex());
    // Random steps from around the grid, many of them starting outside it.
    const test::BoundaryQueryShape shape{
        .low = {-4, -4}, .high = {16, 16}, .maxLength = 8, .queries = 200};
    EXPECT_GT(test::checkBoundaryQueries(boundary, shape, rng, "around").near, 200);
    // Steps from far outside (beyond the clamp's 1e7 tiles, and the int range) into the grid,
    // along each axis and diagonally: the features near their inner part must be read.
    const auto features =
        static_cast<std::uint32_t>(boundary.segmentCount() + boundary.cornerCount());
    const double far[] = {-1e300, -1e12, -2e7, -1e7, -100, 112, 1e7, 3e7, 1e12, 1e300};
    // Ends beside features: segments' middles and corners, a little off them.
    std::vector<Vec2> inner;
    for (std::uint32_t id = 0; id < features; id += 7) {
        inner.push_back(boundary.isCorner(id)
                            ? boundary.cornerPoint(id) + Vec2{0.05, -0.1}
                            : (boundary.segment(id).start + boundary.segment(id).end) * 0.5 +
                                  boundary.segment(id).normal * 0.15);
    }
    int near = 0;
    for (const double f : far) {
        for (const Vec2 to : inner) {
            for (const Vec2 from : {Vec2{f, to.y}, Vec2{to.x, f}, Vec2{f, f}}) {
                const double pad = 0.21;
                std::vector<std::uint32_t> box;
                boundary.forEachFeatureInBox(from, to, pad,
                                             [&](std::uint32_t id) { box.push_back(id); });
                std::sort(box.begin(), box.end());
                for (std::uint32_t id = 0; id < features; ++id) {
                    // Near the step's part inside the grid (a far start's own rounding aside).
                    const Vec2 a = boundary.isCorner(id) ? boundary.cornerPoint(id)
                                                         : boundary.segment(id).start;
                    const Vec2 b = boundary.isCorner(id) ? a : boundary.segment(id).end;
                    if (test::distanceBetweenSegments(a, b, to, to) <= pad) {
                        ++near;
                        EXPECT_TRUE(std::binary_search(box.begin(), box.end(), id))
                            << "from (" << from.x << ", " << from.y << ") to (" << to.x << ", "
                            << to.y << "): feature " << id << " missing from the box";
                    }
                }
            }
        }
    }
    EXPECT_GT(near, 100);
}

} // namespace golf
