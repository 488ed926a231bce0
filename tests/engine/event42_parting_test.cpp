// Tests of issue 27's parting bound for two moving balls (helper event42): partingShare's reaches
// against the least distance of the two stretches they allow, found here by a search of its own,
// and worlds whose first ball contact, or its absence, is worked out in closed form here (a
// horizon that reaches too far would let a quiet tick pass the contact, and a world stepped tick
// by tick reads the same horizon, so the expectations do not come from another world).

#include "golf/physics/world.hpp"
#include "pair_bound.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <numbers>
#include <optional>
#include <random>

namespace golf {
namespace event42 {
namespace {

PieceMotion motion42(Vec2 position, Vec2 dir, double speed, double travelled) {
    PieceMotion motion;
    motion.travelled = travelled;
    motion.speed = speed;
    motion.rollLeft = std::numeric_limits<double>::infinity();
    motion.position = position;
    motion.dir = dir;
    return motion;
}

/// The least distance between a point of the stretch from `a` along `da` of length `lengthA` and
/// one of the stretch from `b` along `db` of length `lengthB` (unit directions): for each s the
/// nearest t is the projection clamped to the stretch, and the distance so found is convex in s,
/// so a ternary search over s finds its least (to far below the tests' tolerance).
double leastGap42(Vec2 a, Vec2 da, double lengthA, Vec2 b, Vec2 db, double lengthB) {
    const auto at = [&](double s) {
        const Vec2 p = a + da * s;
        const double t = std::clamp(dot(p - b, db), 0.0, lengthB);
        return length(p - (b + db * t));
    };
    double lo = 0;
    double hi = lengthA;
    for (int k = 0; k < 200; ++k) {
        const double m1 = lo + (hi - lo) / 3;
        const double m2 = hi - (hi - lo) / 3;
        if (at(m1) < at(m2)) {
            hi = m2;
        } else {
            lo = m1;
        }
    }
    return std::min({at(lo), at(0), at(lengthA)});
}

TEST(PartingShare, AChaserMayCloseTheRoomLeftAndTheBallAheadGoesOnForEver) {
    // A at x = 0 heading +x toward B at x = 3, which heads +x too: d = (3, 0); A's closing term
    // is 3 per tile, B's none. Room 9 - R^2 with R = 1 + margin; 2 s 3 < room: s < room / 6.
    const PieceMotion a = motion42({0, 0}, {1, 0}, 2, 0.5);
    const PieceMotion b = motion42({3, 0}, {1, 0}, 1, 4);
    const auto [reachA, reachB] = partingShare(a, b, 1);
    const double range = 1 + PairBound::margin;
    EXPECT_DOUBLE_EQ(reachA, 0.5 + (9 - range * range) / 6);
    EXPECT_TRUE(std::isinf(reachB));
    // Each moving away from the other: neither closes in.
    const auto [awayA, awayB] =
        partingShare(motion42({0, 0}, {-1, 0}, 2, 0), motion42({3, 0}, {0, 1}, 1, 0), 1);
    EXPECT_TRUE(std::isinf(awayA) && std::isinf(awayB));
    // Within reach of each other now: search now.
    const auto [nearA, nearB] =
        partingShare(motion42({0, 0}, {1, 0}, 2, 0.25), motion42({1, 0}, {1, 0}, 1, 0.75), 1);
    EXPECT_EQ(nearA, 0.25);
    EXPECT_EQ(nearB, 0.75);
}

TEST(PartingShare, BothClosingShareTheRoomByTheirSpeeds) {
    // Head on: d = (5, 0), A's term 5, B's 5; rate 5 * 3 + 5 * 1 = 20; T = room / 40, A may go
    // 3 T and B T: 2 (3 T) 5 + 2 T 5 = 40 T = room.
    const auto [reachA, reachB] =
        partingShare(motion42({0, 0}, {1, 0}, 3, 0), motion42({5, 0}, {-1, 0}, 1, 2), 1);
    const double range = 1 + PairBound::margin;
    const double time = (25 - range * range) / 40;
    EXPECT_DOUBLE_EQ(reachA, 3 * time);
    EXPECT_DOUBLE_EQ(reachB, 2 + time);
    // The stretches so allowed (A to about 1.8, B to about 0.6: 2.4 of the 5 - 1 of room) stay
    // apart; the triangle would allow 4 in all.
    EXPECT_GT(leastGap42({0, 0}, {1, 0}, reachA, {5, 0}, {-1, 0}, reachB - 2), 1.0);
}

TEST(PartingShare, TheStretchesItAllowsStayApart) {
    std::mt19937_64 rng(4242);
    std::uniform_real_distribution<double> unit(0, 1);
    const double contact = 0.4;
    int bounded = 0;
    int endless = 0;
    const int cases = 20000;
    for (int n = 0; n < cases; ++n) {
        const double angleA = 2 * std::numbers::pi * unit(rng);
        const double angleB = 2 * std::numbers::pi * unit(rng);
        const Vec2 pa{unit(rng) * 3, unit(rng) * 3};
        const Vec2 pb{unit(rng) * 3, unit(rng) * 3};
        const PieceMotion a =
            motion42(pa, {std::cos(angleA), std::sin(angleA)}, 10 * unit(rng), 5 * unit(rng));
        const PieceMotion b =
            motion42(pb, {std::cos(angleB), std::sin(angleB)}, 10 * unit(rng), 5 * unit(rng));
        const auto [reachA, reachB] = partingShare(a, b, contact);
        ASSERT_GE(reachA, a.travelled);
        ASSERT_GE(reachB, b.travelled);
        if (reachA == a.travelled && reachB == b.travelled) {
            continue; // (near now, or closing and not moving)
        }
        // Infinite reaches checked up to 40 tiles on (far beyond the 3-tile square).
        const double lengthA = std::min(reachA - a.travelled, 40.0);
        const double lengthB = std::min(reachB - b.travelled, 40.0);
        const double gap = leastGap42(pa, a.dir, lengthA, pb, b.dir, lengthB);
        ASSERT_GT(gap, contact) << "case " << n;
        bounded += std::isinf(reachA) || std::isinf(reachB) ? 0 : 1;
        endless += std::isinf(reachA) && std::isinf(reachB) ? 1 : 0;
    }
    // Both kinds are common.
    EXPECT_GT(bounded, cases / 10);
    EXPECT_GT(endless, cases / 20);
}

TEST(PairReaches, TakesThePartingBoundWhereItLastsLonger) {
    // Two balls just parted (0.5 apart, R = 0.4): the triangle leaves about 0.1 of travel, the
    // parting bound none to share (each heads away from the other): no limit.
    const PieceMotion a = motion42({0, 0}, {-1, 0}, 2, 1);
    const PieceMotion b = motion42({0.5, 0}, {0, 1}, 1, 1);
    PairBound bound;
    bound.budget = 0.5 - 0.4 - PairBound::margin;
    bound.travelledA = 1;
    bound.travelledB = 1;
    const auto [reachA, reachB] = pairReaches(bound, a, b, 0.4);
    EXPECT_TRUE(std::isinf(reachA) && std::isinf(reachB));
    // Head on, the parting bound gives less than the triangle's whole budget: the triangle.
    const PieceMotion c = motion42({0, 0}, {1, 0}, 1, 0);
    const PieceMotion d = motion42({5, 0}, {-1, 0}, 1, 0);
    bound.budget = 5 - 0.4 - PairBound::margin;
    bound.travelledA = 0;
    bound.travelledB = 0;
    const auto [reachC, reachD] = pairReaches(bound, c, d, 0.4);
    EXPECT_EQ(reachC, shareBound(bound, c, d).first);
    EXPECT_EQ(reachD, shareBound(bound, c, d).second);
}

/// Plays `world` as a replay does (skip, then a step) until it rests or `limit` steps; returns
/// the steps and the tick of the first BallHit (0: none).
struct Played42 {
    int steps = 0;
    std::int64_t firstHit = 0;
};
Played42 play42(World& world, bool skip, int limit) {
    Played42 played;
    while (!world.atRest() && played.steps < limit) {
        if (skip) {
            static_cast<void>(world.skipQuietTicks(1000000));
        }
        ++played.steps;
        for (const Event& event : world.step()) {
            if (event.type == EventType::BallHit && played.firstHit == 0) {
                played.firstHit = world.tick();
            }
        }
    }
    return played;
}

TEST(PartingWorld, AFasterBallCatchesUpInTheTickWorkedOut) {
    // A at x = 3 rolls +x at 5.5 tiles/s, B at x = 5 at 3 tiles/s, both slowing at 3 tiles/s^2:
    // the gap 2 - 5.5 t + 3 t = 2 - 2.5 t (the decelerations cancel) is the contact distance 0.4
    // at t = 0.64 s, before either stops (B at 1 s): tick 77 at 120 ticks a second.
    const Level level = test::makeBox(60, 10);
    for (const bool skip : {false, true}) {
        World world(level, 2);
        ASSERT_TRUE(world.placeBall(0, {3, 5}));
        ASSERT_TRUE(world.placeBall(1, {5, 5}));
        world.setVelocity(0, {5.5, 0});
        world.setVelocity(1, {3, 0});
        const Played42 played = play42(world, skip, 100000);
        EXPECT_EQ(played.firstHit, 77) << (skip ? "skipping" : "stepping");
    }
}

TEST(PartingWorld, BallsPartingAtRightAnglesAreNotSearchedAgainUntilTheyStop) {
    // A at (10, 5) rolls +y at 4 tiles/s, B at (10.5, 5) rolls +x at 5 (0.5 apart, so 0.1 clear
    // of contact): neither heads toward the other, so they never meet; they stop 16 / 6 and
    // 25 / 6 tiles on, far from the walls. Skipping, the world steps the first tick, the tick of
    // each stop and the one after the first (a ball at rest is new to the other's horizon):
    // the triangle's bound alone would search again each time they had travelled the gap.
    const Level level = test::makeBox(60, 30);
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, {10, 5}));
    ASSERT_TRUE(world.placeBall(1, {10.5, 5}));
    world.setVelocity(0, {0, 4});
    world.setVelocity(1, {5, 0});
    const Played42 played = play42(world, true, 100000);
    EXPECT_EQ(played.firstHit, 0);
    EXPECT_LE(played.steps, 5);
    EXPECT_NEAR(world.balls()[0].position.x, 10, 1e-12);
    EXPECT_NEAR(world.balls()[0].position.y, 5 + 16.0 / 6, 1e-9);
    EXPECT_NEAR(world.balls()[1].position.x, 10.5 + 25.0 / 6, 1e-9);
    EXPECT_NEAR(world.balls()[1].position.y, 5, 1e-12);
}

} // namespace
} // namespace event42
} // namespace golf
