// Where movers are at an instant of the hole clock (golf/core/mover_motion.hpp), against
// values derived by hand: a 4-arm windmill at quarter and eighth turns, a slider on its two
// legs and at its turning points, and the nearest points of arms and boxes from outside,
// inside, on the axis and on a corner.

#include "golf/core/mover_motion.hpp"
#include "test_movers.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

constexpr double pi = 3.14159265358979323846;
constexpr double rootHalf = 0.70710678118654752440;

Blades moverMotionWindmill(TurnSense turn = TurnSense::Clockwise, double phase = 0) {
    Blades b;
    b.pivot = {5, 5};
    b.arms = 4;
    b.length = 1.4;
    b.width = 0.16;
    b.period = 4;
    b.phase = phase;
    b.turn = turn;
    return b;
}

Slider rail(double phase = 0) {
    Slider s;
    s.from = {2, 3};
    s.to = {6, 3};
    s.size = {1, 0.5};
    s.period = 4;
    s.phase = phase;
    return s;
}

void moverMotionExpectNear(Vec2 actual, Vec2 expected, double tolerance = 1e-15) {
    EXPECT_NEAR(actual.x, expected.x, tolerance);
    EXPECT_NEAR(actual.y, expected.y, tolerance);
}

TEST(MoverMotion, FourArmsPointAlongTheAxesAtQuarterTurnsExactly) {
    const Blades b = moverMotionWindmill();
    // t = 0: arms at 0, 90, 180, 270 degrees (right, down, left, up on the screen).
    EXPECT_EQ(armDirection(b, 0, 0), (Vec2{1, 0}));
    EXPECT_EQ(armDirection(b, 1, 0), (Vec2{0, 1}));
    EXPECT_EQ(armDirection(b, 2, 0), (Vec2{-1, 0}));
    EXPECT_EQ(armDirection(b, 3, 0), (Vec2{0, -1}));
    // t = period / 4: each arm a quarter turn on, clockwise on the screen (right -> down).
    EXPECT_EQ(armDirection(b, 0, 1), (Vec2{0, 1}));
    EXPECT_EQ(armDirection(b, 3, 1), (Vec2{1, 0}));
    EXPECT_EQ(armTurns(b, 3, 3), 0.5); // 3/4 + 3/4 turns, reduced
    // Counterclockwise: right -> up.
    const Blades ccw = moverMotionWindmill(TurnSense::Counterclockwise);
    EXPECT_EQ(armDirection(ccw, 0, 1), (Vec2{0, -1}));
    EXPECT_EQ(armTurns(ccw, 0, 1), 0.75);
    // A late clock: 1000 whole turns.
    EXPECT_EQ(armDirection(b, 0, 4000), (Vec2{1, 0}));
    EXPECT_EQ(armDirection(b, 1, 4001), (Vec2{-1, 0}));
}

TEST(MoverMotion, EighthTurnsAndPhases) {
    const Blades b = moverMotionWindmill();
    EXPECT_EQ(armDirection(b, 0, 0.5), (Vec2{rootHalf, rootHalf}));
    EXPECT_EQ(armDirection(b, 1, 0.5), (Vec2{-rootHalf, rootHalf}));
    EXPECT_EQ(armDirection(moverMotionWindmill(TurnSense::Clockwise, 90), 0, 0), (Vec2{0, 1}));
    EXPECT_EQ(armDirection(moverMotionWindmill(TurnSense::Clockwise, 450), 0, 0), (Vec2{0, 1}));
    EXPECT_EQ(armTurns(moverMotionWindmill(TurnSense::Clockwise, -90), 0, 0), 0.75);
    EXPECT_EQ(armDirection(moverMotionWindmill(TurnSense::Clockwise, 45), 0, 0),
              (Vec2{rootHalf, rootHalf}));
    // Three arms: 120 degrees apart, arm 1 at (cos 120, sin 120).
    Blades three = moverMotionWindmill();
    three.arms = 3;
    moverMotionExpectNear(armDirection(three, 1, 0), {-0.5, std::sqrt(3.0) / 2});
    moverMotionExpectNear(armDirection(three, 2, 0), {-0.5, -std::sqrt(3.0) / 2});
    for (int arm = 0; arm < 3; ++arm) {
        const double turns = armTurns(three, arm, 123.456);
        EXPECT_GE(turns, 0);
        EXPECT_LT(turns, 1);
    }
}

TEST(MoverMotion, BladeSpeedsAreOmegaCrossR) {
    const Blades b = moverMotionWindmill();
    EXPECT_DOUBLE_EQ(angularSpeed(b), pi / 2); // a turn in 4 s
    EXPECT_DOUBLE_EQ(angularSpeed(moverMotionWindmill(TurnSense::Counterclockwise)), -pi / 2);
    // The point of arm 0 one tile out moves down (toward 90 degrees) at pi/2 tiles/s.
    moverMotionExpectNear(surfaceVelocity(test::asMover(b), {6, 5}, 0), {0, pi / 2});
    // Two tiles above the pivot it moves right at pi (clockwise on the screen).
    moverMotionExpectNear(surfaceVelocity(test::asMover(b), {5, 3}, 0), {pi, 0});
    moverMotionExpectNear(
        surfaceVelocity(test::asMover(moverMotionWindmill(TurnSense::Counterclockwise)), {5, 3}, 7),
        {-pi, 0});
    EXPECT_EQ(surfaceVelocity(test::asMover(b), b.pivot, 1.3), (Vec2{0, 0}));
    EXPECT_DOUBLE_EQ(maxSurfaceSpeed(test::asMover(b)), pi / 2 * 1.48);
}

TEST(MoverMotion, SliderGoesOutAndBackAtConstantSpeed) {
    const Slider s = rail();
    EXPECT_EQ(sliderCentre(s, 0), (Vec2{2, 3}));
    EXPECT_EQ(sliderCentre(s, 1), (Vec2{4, 3}));
    EXPECT_EQ(sliderCentre(s, 2), (Vec2{6, 3}));
    EXPECT_EQ(sliderCentre(s, 3), (Vec2{4, 3}));
    EXPECT_EQ(sliderCentre(s, 4), (Vec2{2, 3}));
    EXPECT_EQ(sliderCentre(s, 401), (Vec2{4, 3}));
    // 4 tiles out and 4 back in 4 s: 2 tiles/s; at a turning point the leg that starts there.
    EXPECT_EQ(sliderVelocity(s, 0), (Vec2{2, 0}));
    EXPECT_EQ(sliderVelocity(s, 1), (Vec2{2, 0}));
    EXPECT_EQ(sliderVelocity(s, 2), (Vec2{-2, 0}));
    EXPECT_EQ(sliderVelocity(s, 3.5), (Vec2{-2, 0}));
    EXPECT_EQ(sliderVelocity(s, 4), (Vec2{2, 0}));
    EXPECT_EQ(surfaceVelocity(test::asMover(s), {100, 100}, 2.5), (Vec2{-2, 0}));
    EXPECT_DOUBLE_EQ(maxSurfaceSpeed(test::asMover(s)), 2);
    // Phases: a quarter gone at t = 0 is half-way out; 0.75 + 0.5/4 = 0.875: 3/4 of the way
    // back, at 6 - 3.
    EXPECT_EQ(sliderCentre(rail(0.25), 0), (Vec2{4, 3}));
    EXPECT_EQ(sliderCentre(rail(0.75), 0.5), (Vec2{3, 3}));
    EXPECT_EQ(sliderVelocity(rail(0.75), 0.5), (Vec2{-2, 0}));
}

TEST(MoverMotion, NearestOnArmsFromOutsideAndBeyondTheTip) {
    const Mover m = test::asMover(moverMotionWindmill());
    // Beside arm 0 (along +x at t = 0): straight down onto its lower face.
    const MoverProximity side = nearestOnMover(m, {5.7, 5.5}, 0);
    EXPECT_NEAR(side.distance, 0.5 - 0.08, 1e-15);
    moverMotionExpectNear(side.closest, {5.7, 5.08});
    EXPECT_EQ(side.normal, (Vec2{0, 1}));
    // Beyond the tip (6.4, 5): onto the round end.
    const MoverProximity tip = nearestOnMover(m, {7, 5}, 0);
    EXPECT_NEAR(tip.distance, 0.6 - 0.08, 1e-15);
    moverMotionExpectNear(tip.closest, {6.48, 5});
    EXPECT_EQ(tip.normal, (Vec2{1, 0}));
    // Off the round end at 3-4-5: (6.4, 5) + (0.3, 0.4).
    const MoverProximity corner = nearestOnMover(m, {6.7, 5.4}, 0);
    EXPECT_NEAR(corner.distance, 0.5 - 0.08, 1e-15);
    moverMotionExpectNear(corner.normal, {0.6, 0.8});
    // At t = period / 8 arm 0 points at 45 degrees; (6, 5) is sqrt(1/2) from its axis (arm 3
    // is as far: the first arm wins the tie).
    const MoverProximity turned = nearestOnMover(m, {6, 5}, 0.5);
    EXPECT_NEAR(turned.distance, rootHalf - 0.08, 1e-15);
    moverMotionExpectNear(turned.normal, {rootHalf, -rootHalf});
}

TEST(MoverMotion, NearestOnArmsFromInsideAndAtThePivot) {
    const Mover m = test::asMover(moverMotionWindmill());
    const MoverProximity inside = nearestOnMover(m, {6, 5.05}, 0);
    EXPECT_EQ(inside.distance, 0);
    EXPECT_EQ(inside.closest, (Vec2{6, 5.05}));
    EXPECT_EQ(inside.normal, (Vec2{0, 1}));
    // On the axis of arm 0: out through the leading face (down, turning clockwise; up,
    // counterclockwise).
    EXPECT_EQ(nearestOnMover(m, {6, 5}, 0).normal, (Vec2{0, 1}));
    const Mover ccw = test::asMover(moverMotionWindmill(TurnSense::Counterclockwise));
    EXPECT_EQ(nearestOnMover(ccw, {6, 5}, 0).normal, (Vec2{0, -1}));
    const MoverProximity pivot = nearestOnMover(m, {5, 5}, 0);
    EXPECT_EQ(pivot.distance, 0);
    EXPECT_EQ(pivot.closest, (Vec2{5, 5}));
    EXPECT_EQ(pivot.normal, (Vec2{0, 1}));
    // Inside arm 1 (down) deeper than in arm 0: arm 1's face, to the left of it.
    EXPECT_EQ(nearestOnMover(m, {4.99, 5.5}, 0).normal, (Vec2{-1, 0}));
}

TEST(MoverMotion, NearestOnSliderFacesCornersAndInside) {
    const Mover m = test::asMover(rail()); // at t = 0 the box is [1.5, 2.5] x [2.75, 3.25]
    const MoverProximity face = nearestOnMover(m, {3.5, 3}, 0);
    EXPECT_EQ(face.distance, 1);
    EXPECT_EQ(face.closest, (Vec2{2.5, 3}));
    EXPECT_EQ(face.normal, (Vec2{1, 0}));
    const MoverProximity corner = nearestOnMover(m, {2.8, 3.65}, 0);
    EXPECT_NEAR(corner.distance, 0.5, 1e-15);
    EXPECT_EQ(corner.closest, (Vec2{2.5, 3.25}));
    moverMotionExpectNear(corner.normal, {0.6, 0.8});
    const MoverProximity onCorner = nearestOnMover(m, {2.5, 3.25}, 0);
    EXPECT_EQ(onCorner.distance, 0);
    EXPECT_EQ(onCorner.normal, (Vec2{1, 0})); // a tie: the vertical face
    const MoverProximity nearSide = nearestOnMover(m, {2.3, 3.0}, 0);
    EXPECT_EQ(nearSide.distance, 0);
    EXPECT_EQ(nearSide.closest, (Vec2{2.3, 3.0}));
    EXPECT_EQ(nearSide.normal, (Vec2{1, 0}));
    EXPECT_EQ(nearestOnMover(m, {2.0, 3.2}, 0).normal, (Vec2{0, 1}));
    EXPECT_EQ(nearestOnMover(m, {1.7, 2.8}, 0).normal, (Vec2{0, -1}));
    // Two seconds on the box is centred at (6, 3): a point left of it.
    const MoverProximity later = nearestOnMover(m, {4.5, 3.1}, 2);
    EXPECT_EQ(later.distance, 1);
    EXPECT_EQ(later.normal, (Vec2{-1, 0}));
}

} // namespace
} // namespace golf
