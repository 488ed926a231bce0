// moverBounce: SPEC section 2's response, worked by hand, and the least leaving speed that turns
// a ball carried by an arm into a finite series of small bounces (measured).

#include "golf/core/mover_motion.hpp"
#include "mover_bounce.hpp"
#include "mover_contact.hpp"

#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>

namespace golf {
namespace {

void moverBounceExpectNear(Vec2 actual, Vec2 expected) {
    EXPECT_NEAR(actual.x, expected.x, 1e-15);
    EXPECT_NEAR(actual.y, expected.y, 1e-15);
}

TEST(MoverBounce, ReflectsTheRelativeNormalSpeedScaledAndKeepsTheTangent) {
    // Head on: relative velocity (-6, 0) becomes (4.8, 0); the surface's (4, 0) added back.
    moverBounceExpectNear(moverBounce({-2, 0}, {1, 0}, {4, 0}, 0.8), {8.8, 0});
    // The tangential part (here y) is kept, also the surface's own tangential velocity.
    moverBounceExpectNear(moverBounce({-2, 1}, {1, 0}, {4, 3}, 0.8), {8.8, 1});
    // A diagonal normal: v = (0, -1), n = (0.6, 0.8), w = 0: vn = -0.8 -> 0.4, v + 1.2 n.
    moverBounceExpectNear(moverBounce({0, -1}, {0.6, 0.8}, {0, 0}, 0.5), {0.72, -0.04});
}

TEST(MoverBounce, LeavesAtLeastAtTheLeastLeavingSpeed) {
    // Relative normal speed -0.01: 0.8 of it is below moverLeaveSpeed, which it gets instead.
    moverBounceExpectNear(moverBounce({3.99, 0}, {1, 0}, {4, 0}, 0.8), {4 + moverLeaveSpeed, 0});
    // A dead mover (restitution 0) and a ball resting against it.
    moverBounceExpectNear(moverBounce({0, 0}, {0, -1}, {0, 0}, 0), {0, -moverLeaveSpeed});
    // A ball already leaving faster than that keeps its velocity.
    moverBounceExpectNear(moverBounce({4.2, 1}, {1, 0}, {4, 0}, 0.8), {4.2, 1});
}

/// A ball at rest in the way of a 4-arm windmill (period 4 s, length 1.4), 0.76 tiles from the
/// pivot: the arm pushes it along in a finite series of bounces. The bounces in the first second
/// after the first hit, the search steps they cost, and the worst single search.
struct Carried {
    int bounces = 0;
    int steps = 0;
    int worst = 0;
};

Carried carry(double restitution) {
    Mover mover;
    mover.blades = {.pivot = {5, 5}, .arms = 4, .length = 1.4, .width = 0.16, .period = 4};
    constexpr double radius = 0.2;
    constexpr double decel = 3;
    Vec2 position{5.7, 5.3};
    Vec2 velocity;
    double clock = 0;
    double first = -1;
    int bounces = 0;
    int steps = 0;
    int worst = 0;
    while (bounces < 1000) {
        const double limit = first < 0 ? 4 : first + 1;
        const MoverSearch found =
            searchMoverContact(Trajectory::at(position, velocity, Floor::Grass, decel), clock,
                               radius, mover, 0, limit - clock);
        steps += found.steps;
        worst = std::max(worst, found.steps);
        if (!found.contact) {
            break;
        }
        const MoverContact& hit = *found.contact;
        if (first < 0) {
            first = clock + hit.pieceTime;
        }
        ++bounces;
        const Vec2 before = velocityAfter(velocity, decel, hit.pieceTime);
        velocity = moverBounce(before, hit.normal, hit.surfaceVelocity, restitution);
        position = hit.centre;
        clock += hit.pieceTime;
    }
    EXPECT_GT(first, 0);
    std::printf("[ figures  ] carried ball, restitution %.1f: %d bounces in the second after the "
                "first hit, %d steps (worst search %d)\n",
                restitution, bounces, steps, worst);
    return {bounces, steps, worst};
}

TEST(MoverBounce, AnArmCarriesABallInAFiniteSeriesOfBounces) {
    // Restitution 0.8: three bounces of 1.1, 0.95 and 0.81 tiles/s, each sending the ball
    // ahead; it slides out along the arm and leaves past the tip.
    const Carried lively = carry(0.8);
    EXPECT_GE(lively.bounces, 3);
    EXPECT_LE(lively.bounces, 5);
    // Restitution 0 (a dead arm): every bounce leaves at moverLeaveSpeed and the floor (3
    // tiles/s^2) brings the arm back in about 2 * 0.05 / 3 s (sooner: the arm turns towards the
    // ball): 38 in the second, never infinitely many.
    const Carried dead = carry(0);
    EXPECT_GE(dead.bounces, 15);
    EXPECT_LE(dead.bounces, 50);
    EXPECT_LT(dead.worst, 200);
}

} // namespace
} // namespace golf
