// firstBallContact's bisection evaluates each ball's closed form with its speed, direction and
// stop time worked out once (ball_contact.cpp): the contact it returns must be a sign change, at
// double resolution, of the gap computed from BallMotion::at itself. And World::atRest, which
// asks one ball first as a hint, must give the answer of a scan of every ball.

#include "ball_contact.hpp"
#include "golf/physics/world.hpp"
#include "motion.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace {

/// The squared centre distance less the squared contact distance, from BallMotion::at.
double closedFormGap(const BallMotion& a, const BallMotion& b, double contact, double t) {
    const Vec2 d = a.at(t) - b.at(t);
    return dot(d, d) - contact * contact;
}

TEST(Dense31ContactRoll, ContactIsASignChangeOfTheClosedFormGap) {
    std::mt19937_64 rng(31);
    std::uniform_real_distribution<double> coord(0, 3);
    std::uniform_real_distribution<double> vel(-6, 6);
    std::uniform_real_distribution<double> past(0, 0.5);
    const double decels[] = {0.0, 1.5, 6.0, 12.0};
    const double contact = 0.4;
    int found = 0;
    int stopped = 0;
    for (int n = 0; n < 20000; ++n) {
        const bool aRests = n % 7 == 0;
        const BallMotion a{{coord(rng), coord(rng)},
                           aRests ? Vec2{} : Vec2{vel(rng), vel(rng)},
                           aRests ? 0.0 : past(rng),
                           decels[n % 4]};
        const BallMotion b{
            {coord(rng), coord(rng)}, {vel(rng), vel(rng)}, past(rng), decels[(n / 4) % 4]};
        const double window = 1.0;
        if (!(closedFormGap(a, b, contact, 0) > 0)) {
            continue; // apart at the start: any contact is a bisection's
        }
        const std::optional<double> t = firstBallContact(a, b, contact, window);
        if (!t) {
            continue;
        }
        ++found;
        const double speedB = length(b.velocity);
        if (b.decel > 0 && speedB / b.decel - b.elapsed < *t) {
            ++stopped; // ball b stopped before the contact (a later phase)
        }
        ASSERT_GT(*t, 0.0) << n;
        ASSERT_LE(*t, window) << n;
        // Touching at t, and apart at the double just below.
        EXPECT_LE(closedFormGap(a, b, contact, *t), 0.0) << n;
        EXPECT_GT(closedFormGap(a, b, contact, std::nextafter(*t, 0.0)), 0.0) << n;
    }
    // The cases are not vacuous: many contacts, some after a ball has stopped.
    EXPECT_GT(found, 300);
    EXPECT_GT(stopped, 10);
}

TEST(Dense31ContactRoll, AtRestIsEveryBallScanned) {
    const Level level = test::makeBox(14, 10);
    World world(level, 4);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    ASSERT_TRUE(world.placeBall(1, {6.5, 5.5}));
    ASSERT_TRUE(world.placeBall(2, {10.5, 7.5}));
    ASSERT_TRUE(world.placeBall(3, {3.5, 7.5}));
    const auto scanned = [&] {
        for (const Ball& ball : world.balls()) {
            if (ball.inPlay && (ball.velocity.x != 0 || ball.velocity.y != 0)) {
                return false;
            }
        }
        return true;
    };
    EXPECT_TRUE(world.atRest());
    // Ball 0 slowly (it stops first, while the others still move), balls 1 and 2 fast; ball 3
    // leaves play while moving.
    world.setVelocity(0, {0.6, 0.2});
    world.setVelocity(1, {5.0, -3.0});
    world.setVelocity(2, {-7.0, 1.5});
    world.setVelocity(3, {2.0, 0.5});
    int steps = 0;
    int restingBeforeEnd = 0;
    while (!scanned() && steps < 20000) {
        EXPECT_EQ(world.atRest(), scanned()) << steps;
        (void)world.step();
        ++steps;
        if (steps == 5) {
            world.removeBall(3);
        }
        restingBeforeEnd += world.balls()[0].velocity.x == 0 && !scanned() ? 1 : 0;
        EXPECT_EQ(world.atRest(), scanned()) << steps;
    }
    EXPECT_TRUE(world.atRest());
    EXPECT_GT(steps, 10);
    EXPECT_GT(restingBeforeEnd, 0); // ball 0 lay still while others moved
}

} // namespace
} // namespace golf
