// Issue 27: answers a shortcut must keep. World::atRest while the first ball the quiet horizon
// saw moving has stopped and another still rolls (a look at the horizon's movers first was
// tried: one that trusts them fails here); reachBeforeApproachWithin, which takes the range's
// square from its caller. Each is checked against values derived here by hand.

#include "golf/physics/world.hpp"
#include "pair_bound.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

/// True if some ball in play has a sampled velocity (a flat level: no curved pieces).
bool movesBySample(const World& world) {
    for (const Ball& ball : world.balls()) {
        if (ball.inPlay && (ball.velocity.x != 0 || ball.velocity.y != 0)) {
            return true;
        }
    }
    return false;
}

TEST(RestingHints, AtRestWhileTheFirstBallSeenMovingHasStoppedAndAnotherRolls) {
    // Ball 0 rolls into ball 1 at restitution 1/2: both roll on, ball 0 at a third of ball 1's
    // speed, and it stops first, at the end of some tick, while the quiet horizon still lists
    // it first of the two movers. atRest must say no until ball 1 stops too.
    Level level = test::makeBox(20, 3);
    level.physics.ballRestitution = 0.5;
    level.physics.rollingDeceleration = 1;
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, {1.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {5, 2.5}));
    world.setVelocity(0, {4, 0});
    int ticks = 0;
    int otherRolls = 0; // ticks in which ball 0 lies still and ball 1 rolls
    for (; ticks < 4000 && movesBySample(world); ++ticks) {
        (void)world.step();
        const bool still0 = world.balls()[0].velocity.x == 0 && world.balls()[0].velocity.y == 0;
        otherRolls += still0 && world.balls()[1].velocity.x != 0 ? 1 : 0;
        ASSERT_EQ(world.atRest(), !movesBySample(world)) << "tick " << ticks;
    }
    EXPECT_GT(otherRolls, 100); // ball 1 rolls on (about 1.7 s) after ball 0 stopped
    EXPECT_TRUE(world.atRest());
    // They meet at x = 4.6 (centres 0.4 apart) at speed sqrt(16 - 2 * 1 * 3.1) = sqrt(9.8):
    // ball 0 goes on at a quarter of it and ball 1 at three quarters, each v^2 / 2 further.
    EXPECT_NEAR(world.balls()[0].position.x, 4.6 + 9.8 / 16 / 2, 1e-9);
    EXPECT_NEAR(world.balls()[1].position.x, 5 + 9.8 * 9 / 16 / 2, 1e-9);
}

TEST(RestingHints, ApproachWithTheRangeGivenIsTheSameNumberAndTheGeometry) {
    // With the range's square given the approach is reachBeforeApproach bit for bit, and where
    // it enters the circle it is the entry point found by hand: along - sqrt(R^2 - across^2).
    std::mt19937_64 rng(20261127);
    std::uniform_real_distribution<double> place(-6, 6);
    std::uniform_real_distribution<double> angle(0, 6.283185307179586);
    std::uniform_real_distribution<double> travel(0, 3);
    const double contact = 0.4;
    const double range = contact + PairBound::margin;
    int entering = 0;
    for (int n = 0; n < 20000; ++n) {
        const Vec2 origin{place(rng), place(rng)};
        const double a = angle(rng);
        const Vec2 dir{std::cos(a), std::sin(a)};
        const double travelled = travel(rng);
        // Half the balls placed near the path, so that many are entered.
        const double along = place(rng) + 6;
        const double across = (n % 2 == 0 ? 0.5 : 8) * place(rng) / 6;
        const Vec2 other{origin.x + along * dir.x - across * dir.y,
                         origin.y + along * dir.y + across * dir.x};
        const double given =
            reachBeforeApproachWithin(origin, dir, travelled, other, range * range);
        const double kept = reachBeforeApproach(origin, dir, travelled, other, contact);
        ASSERT_EQ(std::bit_cast<std::uint64_t>(given), std::bit_cast<std::uint64_t>(kept)) << n;
        if (std::abs(across) < range - 1e-6) {
            const double enter = along - std::sqrt(range * range - across * across);
            const double leave = along + std::sqrt(range * range - across * across);
            if (travelled < enter - 1e-9) {
                EXPECT_NEAR(given, enter, 1e-9) << n;
                ++entering;
            } else if (travelled > leave + 1e-9) {
                EXPECT_TRUE(std::isinf(given)) << n;
            } else if (travelled > enter + 1e-9 && travelled < leave - 1e-9) {
                EXPECT_EQ(given, travelled) << n;
            }
        } else if (std::abs(across) > range + 1e-6) {
            EXPECT_TRUE(std::isinf(given)) << n;
        }
    }
    EXPECT_GT(entering, 1000);
}

} // namespace
} // namespace golf
