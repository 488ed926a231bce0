// Tests of the pairs' bounds (physics/src/pair_bound.hpp): by hand on a head-on pair, and
// against the exact contact search (firstBallContact) as the reference over random pairs.

#include "ball_contact.hpp"
#include "motion.hpp"
#include "pair_bound.hpp"
#include "trajectory.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

Trajectory pairBoundStraight(Vec2 origin, Vec2 velocity, double decel, double elapsed) {
    Trajectory path;
    path.origin = origin;
    path.velocity = velocity;
    path.decel = decel;
    path.elapsed = elapsed;
    return path;
}

double reachAt(const Trajectory& path, double seconds) {
    return distanceAfter(length(path.velocity), path.decel, path.elapsed + seconds);
}

TEST(PieceKey, ANewSerialForANewMotionOrATimeThatGoesBack) {
    PieceKey key;
    Trajectory path = pairBoundStraight({1, 1}, {2, 0}, 1, 0);
    key.follow(path);
    const std::uint32_t first = key.serial;
    path.elapsed = 0.5; // the same piece, later
    key.follow(path);
    EXPECT_EQ(key.serial, first);
    path.elapsed = 0.25; // started again: the same motion seen earlier
    key.follow(path);
    EXPECT_EQ(key.serial, first + 1);
    path.velocity = {2, 1e-300}; // any other bit of the motion
    key.follow(path);
    EXPECT_EQ(key.serial, first + 2);
    path.decel = 1.5;
    key.follow(path);
    EXPECT_EQ(key.serial, first + 3);
}

TEST(PairBound, HeadOnBallsAreSparedUntilTheirTravelCouldCloseTheGap) {
    // Centres 10 apart, radius 0.25 each: the budget is 10 - 0.5 - margin. They roll at each
    // other at 2 tiles/s without slowing: 2 s of travel (4 + 4 = 8 tiles) keep them apart,
    // 2.5 s (10 tiles in all) would not.
    const Trajectory a = pairBoundStraight({0, 0}, {2, 0}, 0, 0);
    const Trajectory b = pairBoundStraight({10, 0}, {-2, 0}, 0, 0);
    PieceKey keyA;
    PieceKey keyB;
    keyA.follow(a);
    keyB.follow(b);
    const PairBound bound = PairBound::take(a, 2, keyA, b, 2, keyB, 0.5);
    EXPECT_DOUBLE_EQ(bound.budget, 9.5 - PairBound::margin);
    EXPECT_TRUE(bound.holds(keyA, reachAt(a, 2), keyB, reachAt(b, 2)));
    EXPECT_TRUE(bound.holds(keyA, reachAt(a, 2.37), keyB, reachAt(b, 2.37)));
    EXPECT_FALSE(bound.holds(keyA, reachAt(a, 2.375), keyB, reachAt(b, 2.375)));
    // A new piece of either ball (another serial) voids it.
    PieceKey moved = keyB;
    moved.follow(pairBoundStraight({10, 0}, {-2, 0.5}, 0, 0));
    EXPECT_FALSE(bound.holds(keyA, reachAt(a, 0.1), moved, reachAt(b, 0.1)));
    // Touching balls get no bound.
    const Trajectory c = pairBoundStraight({0.5, 0}, {1, 0}, 0, 0);
    PieceKey keyC;
    keyC.follow(c);
    EXPECT_FALSE(PairBound::take(a, 2, keyA, c, 1, keyC, 0.5).holds(keyA, 0, keyC, 0));
}

TEST(PairBound, AnApproachToABallAtRestIsExactGeometry) {
    // A path along the x axis from the origin; a ball at rest at (10, 0.3); contact at centre
    // distance 0.5 (+ the margin): the path enters that circle at x = 10 - sqrt(R^2 - 0.09).
    const double range = 0.5 + PairBound::margin;
    const double enter = 10 - std::sqrt(range * range - 0.09);
    EXPECT_DOUBLE_EQ(reachBeforeApproach({0, 0}, {1, 0}, 0, {10, 0.3}, 0.5), enter);
    EXPECT_DOUBLE_EQ(reachBeforeApproach({0, 0}, {1, 0}, 3, {10, 0.3}, 0.5), enter);
    // Already that close: no room; past it: never again.
    EXPECT_EQ(reachBeforeApproach({0, 0}, {1, 0}, 9.8, {10, 0.3}, 0.5), 9.8);
    EXPECT_TRUE(std::isinf(reachBeforeApproach({0, 0}, {1, 0}, 10.5, {10, 0.3}, 0.5)));
    // A path that passes 0.6 away never comes within 0.5; one that heads away neither.
    EXPECT_TRUE(std::isinf(reachBeforeApproach({0, 0}, {1, 0}, 0, {10, 0.6}, 0.5)));
    EXPECT_TRUE(std::isinf(reachBeforeApproach({0, 0}, {-1, 0}, 0, {10, 0.3}, 0.5)));
    // The triangle inequality's bound (the gap, 9.5 less the margin) would stop far earlier
    // for a ball passing beside: here at 0.45 across, the path may go to 10 - 0.218.
    EXPECT_GT(reachBeforeApproach({0, 0}, {1, 0}, 0, {10, 0.45}, 0.5), 9.7);
}

TEST(PairBound, NeverSparesAContactTheExactSearchFinds) {
    // Random pairs: a bound taken at one time, asked about a later window, must never hold
    // when firstBallContact finds a contact in that window (the slower reference).
    std::mt19937_64 rng(20261123);
    std::uniform_real_distribution<double> place(0, 3);
    std::uniform_real_distribution<double> speed(-8, 8);
    std::uniform_real_distribution<double> unit(0, 1);
    int held = 0;
    int contacts = 0;
    int approachesSpared = 0;
    for (int n = 0; n < 20000; ++n) {
        const double decelA = unit(rng) < 0.2 ? 0 : 3 * unit(rng);
        const double decelB = unit(rng) < 0.2 ? 0 : 3 * unit(rng);
        Trajectory a =
            pairBoundStraight({place(rng), place(rng)}, {speed(rng), speed(rng)}, decelA, 0);
        Trajectory b =
            pairBoundStraight({place(rng), place(rng)}, {speed(rng), speed(rng)}, decelB, 0);
        const double radius = 0.05 + 0.4 * unit(rng);
        const double taken = unit(rng);
        // The later window, on the same pieces.
        const double start = taken + unit(rng);
        const double window = unit(rng) * 2;
        const double kind = unit(rng);
        if (kind < 0.2) {
            b.velocity = {}; // a ball at rest
        } else if (kind < 0.7) {
            // b meets a's centre in the middle of the window: a contact at or before it.
            const double meet = start + window / 2;
            const Vec2 target = positionAfter(a.origin, a.velocity, a.decel, meet);
            b.velocity = (target - b.origin) / meet;
            b.decel = 0;
        }
        a.elapsed = b.elapsed = taken;
        PieceKey keyA;
        PieceKey keyB;
        keyA.follow(a);
        keyB.follow(b);
        const PairBound bound =
            PairBound::take(a, length(a.velocity), keyA, b, length(b.velocity), keyB, 2 * radius);
        a.elapsed = b.elapsed = start;
        keyA.follow(a);
        keyB.follow(b);
        const bool holds = bound.holds(keyA, reachAt(a, window), keyB, reachAt(b, window));
        const auto contact =
            firstBallContact({a.origin, a.velocity, a.elapsed, a.decel},
                             {b.origin, b.velocity, b.elapsed, b.decel}, 2 * radius, window);
        held += holds ? 1 : 0;
        contacts += contact ? 1 : 0;
        ASSERT_FALSE(holds && contact) << "pair " << n;
        // Against a ball at rest, the exact approach along the path spares no contact either.
        if (b.velocity == Vec2{} && length(a.velocity) > 0) {
            const double speedA = length(a.velocity);
            const double approach = reachBeforeApproach(a.origin, a.velocity / speedA,
                                                        distanceAfter(speedA, a.decel, a.elapsed),
                                                        b.origin, 2 * radius);
            const bool spared = reachAt(a, window) < approach;
            approachesSpared += spared ? 1 : 0;
            ASSERT_FALSE(spared && contact) << "pair " << n << " (ball at rest)";
        }
    }
    // Both outcomes are common, so the check above was exercised.
    EXPECT_GT(held, 1000);
    EXPECT_GT(contacts, 5000);
    EXPECT_GT(approachesSpared, 1000);
}

TEST(ShareBound, WhatIsLeftGoesByTheSpeedsNow) {
    PairBound bound;
    bound.budget = 1;
    bound.travelledA = 0.5;
    bound.travelledB = 2;
    // A has rolled 0.2 since, B 0.1: 0.7 is left. Speeds now 4 - 1 * 1 = 3 and 2 - 1 * 1 = 1,
    // so A may go 0.525 further and B 0.175 (3 : 1), 0.7 in all.
    const auto [a, b] =
        shareBound(bound, PieceMotion::of(4, 1, 1, 0.7), PieceMotion::of(2, 1, 1, 2.1));
    EXPECT_DOUBLE_EQ(a, 0.7 + 0.525);
    EXPECT_DOUBLE_EQ(b, 2.1 + 0.175);
}

TEST(ShareBound, BallsThatStopFirstNeverNeedIt) {
    PairBound bound;
    bound.budget = 1;
    // Each stops 0.125 tiles further on (speed 0.5, deceleration 1: 0.5^2 / 2 = 0.125 from its
    // start, rolled 0 so far): 0.25 in all, short of the budget.
    const PieceMotion slow = PieceMotion::of(0.5, 1, 0, 0);
    const auto [a, b] = shareBound(bound, slow, slow);
    EXPECT_TRUE(std::isinf(a) && std::isinf(b));
    // On ice (no deceleration) they roll on for ever: a share each.
    const PieceMotion ice = PieceMotion::of(0.5, 0, 0, 0);
    const auto [c, d] = shareBound(bound, ice, ice);
    EXPECT_DOUBLE_EQ(c, 0.5);
    EXPECT_DOUBLE_EQ(d, 0.5);
}

TEST(ShareBound, NothingLeftMeansSearchNow) {
    PairBound bound;
    bound.budget = 0.5;
    const auto [a, b] =
        shareBound(bound, PieceMotion::of(4, 1, 1, 0.4), PieceMotion::of(2, 1, 1, 0.2));
    EXPECT_EQ(a, 0.4);
    EXPECT_EQ(b, 0.2);
}

} // namespace
} // namespace golf
