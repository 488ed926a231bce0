// The mover search's sampled centres are positionAfter's, bit for bit (the search keeps the
// piece's speed, direction and stop time rather than recomputing them per sample), on pieces
// that stop and pieces that do not; directionOfTurns is exact where the answer is.

#include "golf/core/mover_motion.hpp"
#include "golf/core/turn_trig.hpp"
#include "motion.hpp"
#include "mover_contact.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

Mover exactSearchWindmill() {
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades = {.pivot = {5, 5},
                    .arms = 4,
                    .length = 1.5,
                    .width = 0.2,
                    .period = 3,
                    .phase = 25,
                    .turn = TurnSense::Counterclockwise};
    return mover;
}

Mover exactSearchSlider() {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {3, 4}, .to = {7, 6}, .size = {0.8, 0.6}, .period = 2.5, .phase = 0.3};
    return mover;
}

TEST(MoverSearchExact, ContactCentresAreThoseOfPositionAfter) {
    std::mt19937_64 random(2711);
    std::uniform_real_distribution<double> unit(0, 1);
    int contacts = 0;
    for (const Mover& mover : {exactSearchWindmill(), exactSearchSlider()}) {
        for (int trial = 0; trial < 200; ++trial) {
            const double angle = 6.283185307179586 * unit(random);
            const Vec2 origin{5 + 4 * std::cos(angle), 5 + 4 * std::sin(angle)};
            const Vec2 aim = Vec2{5 + 2 * unit(random) - 1, 5 + 2 * unit(random) - 1} - origin;
            const Vec2 velocity = aim / length(aim) * (1 + 6 * unit(random));
            const double decel = trial % 4 == 0 ? 0.0 : 2 * unit(random); // some never stop
            const Trajectory path = Trajectory::at(origin, velocity, Floor::Grass, decel);
            const MoverSearch found = searchMoverContact(path, 7 * unit(random), 0.15, mover, 0, 6);
            if (!found.contact) {
                continue;
            }
            ++contacts;
            const Vec2 expected = positionAfter(origin, velocity, decel, found.contact->pieceTime);
            EXPECT_EQ(found.contact->centre.x, expected.x) << trial;
            EXPECT_EQ(found.contact->centre.y, expected.y) << trial;
        }
    }
    EXPECT_GT(contacts, 100);
}

TEST(MoverSearchExact, DirectionOfTurnsIsExactOnTheAxesAndDiagonals) {
    const double half = std::sqrt(0.5); // correctly rounded
    EXPECT_EQ(directionOfTurns(0).x, 1);
    EXPECT_EQ(directionOfTurns(0).y, 0);
    EXPECT_EQ(directionOfTurns(0.25).x, 0);
    EXPECT_EQ(directionOfTurns(0.25).y, 1);
    EXPECT_EQ(directionOfTurns(0.5).x, -1);
    EXPECT_EQ(directionOfTurns(0.5).y, 0);
    EXPECT_EQ(directionOfTurns(-0.25).y, -1);
    EXPECT_EQ(directionOfTurns(0.125).x, half);
    EXPECT_EQ(directionOfTurns(0.125).y, half);
    EXPECT_EQ(directionOfTurns(0.375).x, -half);
    EXPECT_EQ(directionOfTurns(0.375).y, half);
    for (double turns = -3; turns <= 3; turns += 0.0078125) {
        const Vec2 d = directionOfTurns(turns);
        // The angle is rounded (up to 2e-15 at 3 turns): its sine and cosine are as uncertain.
        const double angle = turns * 6.283185307179586476925;
        EXPECT_NEAR(d.x, std::cos(angle), 1e-14) << turns;
        EXPECT_NEAR(d.y, std::sin(angle), 1e-14) << turns;
    }
}

} // namespace
} // namespace golf
