// The arm search in parts (issue 27, the mover search): armTurns from its parts (armTurnsBase,
// bladesSpin, armTurnsOfSpin) is the same double, and within rounding of the turns worked out
// in long double; the search of a windmill's arms, nearest the ball first, reports the
// earliest touch of any arm: no arm comes within the ball's reach before it (dense sampling),
// the arm reported is at the reach then, and a search cut at that instant reports the same; a
// slider's centre and the leg of a contact are those of the clock (sliderVelocity).

#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/turn_trig.hpp"
#include "motion.hpp"
#include "mover_contact.hpp"
#include "test_geometry.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

Blades mover29Blades(std::mt19937_64& random, int arms, TurnSense turn) {
    std::uniform_real_distribution<double> unit(0, 1);
    return {.pivot = {6, 5},
            .arms = arms,
            .length = 1 + unit(random),
            .width = 0.1 + 0.2 * unit(random),
            .period = 1.5 + 5 * unit(random),
            .phase = 720 * unit(random) - 360,
            .turn = turn};
}

TEST(Mover29ArmOrder, ArmTurnsFromItsPartsIsArmTurns) {
    std::mt19937_64 random(2929);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int trial = 0; trial < 400; ++trial) {
        const int arms = 1 + trial % 8;
        const Blades blades = mover29Blades(
            random, arms, trial % 2 == 0 ? TurnSense::Clockwise : TurnSense::Counterclockwise);
        const int arm = static_cast<int>(unit(random) * arms);
        const double t = trial % 5 == 0 ? 0.0 : 1e4 * unit(random) * unit(random);
        const double parts =
            armTurnsOfSpin(blades, armTurnsBase(blades, arm), bladesSpin(blades, t));
        EXPECT_EQ(parts, armTurns(blades, arm, t)) << trial;
        // Independently: phase / 360 + arm / arms +- t / period, reduced, in long double.
        const long double sign = blades.turn == TurnSense::Clockwise ? 1 : -1;
        long double turns = static_cast<long double>(blades.phase) / 360 +
                            static_cast<long double>(arm) / arms +
                            sign * static_cast<long double>(t) / blades.period;
        turns -= std::floor(turns);
        const double gap = std::abs(static_cast<double>(turns) - parts);
        EXPECT_LT(std::min(gap, 1 - gap), 1e-12) << trial;
        EXPECT_EQ(directionOfTurnsInline(parts).x, directionOfTurns(parts).x);
        EXPECT_EQ(directionOfTurnsInline(parts).y, directionOfTurns(parts).y);
        EXPECT_EQ(directionOfFraction(parts).x, directionOfTurns(parts).x);
        EXPECT_EQ(directionOfFraction(parts).y, directionOfTurns(parts).y);
    }
    // The fraction's direction on the octants' edges and next to them, and just below 1.
    for (int k = 0; k < 8; ++k) {
        for (const double turns :
             {k / 8.0, std::nextafter(k / 8.0, 1.0), k == 0 ? 0.0 : std::nextafter(k / 8.0, 0.0)}) {
            EXPECT_EQ(directionOfFraction(turns).x, directionOfTurns(turns).x) << turns;
            EXPECT_EQ(directionOfFraction(turns).y, directionOfTurns(turns).y) << turns;
            const Vec2 d = directionOfFraction(turns); // zeros positive
            EXPECT_FALSE(d.x == 0 && std::signbit(d.x)) << turns;
            EXPECT_FALSE(d.y == 0 && std::signbit(d.y)) << turns;
        }
    }
    const double below = std::nextafter(1.0, 0.0);
    EXPECT_EQ(directionOfFraction(below).y, directionOfTurns(below).y);
}

TEST(Mover29ArmOrder, TheEarliestArmIsReportedWhateverItsPlace) {
    std::mt19937_64 random(2930);
    std::uniform_real_distribution<double> unit(0, 1);
    constexpr double ball = 0.12;
    int contacts = 0;
    int laterArms = 0;
    for (int trial = 0; trial < 240; ++trial) {
        const int arms = 1 + trial % 8;
        Mover mover;
        mover.kind = MoverKind::Blades;
        mover.blades = mover29Blades(
            random, arms, trial % 2 == 0 ? TurnSense::Clockwise : TurnSense::Counterclockwise);
        const Blades& blades = mover.blades;
        const double angle = 6.283185307179586 * unit(random);
        const double start = blades.length + 0.3 + unit(random);
        const Vec2 origin = blades.pivot + Vec2{std::cos(angle), std::sin(angle)} * start;
        const Vec2 aim =
            blades.pivot + Vec2{2 * unit(random) - 1, 2 * unit(random) - 1} * 0.8 - origin;
        const Vec2 velocity = aim / length(aim) * (1 + 5 * unit(random));
        const Trajectory path = Trajectory::at(origin, velocity, Floor::Grass, 1.5);
        const double clock = 10 * unit(random);
        // From the piece's start (the ball outside the arms' disc), a chunk or more.
        const double from = 0;
        const double to = 0.25 * (1 + std::floor(4 * unit(random)));
        const MoverSearch found = searchMoverContact(path, clock, ball, mover, from, to);
        const double reach = ball + blades.width / 2;
        const double end = found.contact ? found.contact->pieceTime : to;
        // No arm within reach before the contact (or the chunk's end): dense samples.
        for (int k = 0; k <= 400; ++k) {
            const double s = from + (end - from) * k / 400;
            const Vec2 centre = positionAfter(origin, velocity, 1.5, s);
            for (int arm = 0; arm < arms; ++arm) {
                EXPECT_GT(test::armGap(blades, arm, clock + s, centre), reach - 1e-9)
                    << trial << " arm " << arm << " at " << s;
            }
        }
        if (!found.contact) {
            continue;
        }
        ++contacts;
        laterArms += found.contact->arm > 0 ? 1 : 0;
        EXPECT_NEAR(test::armGap(blades, found.contact->arm, clock + found.contact->pieceTime,
                                 found.contact->centre),
                    reach, 1e-9)
            << trial;
        // The search stops where it stops: cut at the contact, it reports the same one.
        const MoverSearch cut =
            searchMoverContact(path, clock, ball, mover, from, found.contact->pieceTime);
        ASSERT_TRUE(cut.contact.has_value()) << trial;
        EXPECT_EQ(cut.contact->pieceTime, found.contact->pieceTime) << trial;
        EXPECT_EQ(cut.contact->arm, found.contact->arm) << trial;
        EXPECT_EQ(cut.contact->centre.x, found.contact->centre.x) << trial;
        EXPECT_EQ(cut.contact->normal.y, found.contact->normal.y) << trial;
    }
    EXPECT_GT(contacts, 40);
    EXPECT_GT(laterArms, 20); // arms other than the first are found first, too
}

TEST(Mover29ArmOrder, SliderLegsAndCentresAsTheClockSays) {
    std::mt19937_64 random(2931);
    std::uniform_real_distribution<double> unit(0, 1);
    EXPECT_EQ(moverFraction(-1e-20), 0.0); // rounds up to 1: kept below
    EXPECT_EQ(moverFraction(2.75), 0.75);
    EXPECT_EQ(moverFraction(-0.25), 0.75);
    int contacts = 0;
    int backward = 0;
    for (int trial = 0; trial < 300; ++trial) {
        Mover mover;
        mover.kind = MoverKind::Slider;
        mover.slider = {.from = {4, 4 + unit(random)},
                        .to = {8, 4 + 2 * unit(random)},
                        .size = {0.5 + unit(random), 0.5 + unit(random)},
                        .period = 1 + 4 * unit(random),
                        .phase = unit(random)};
        const Slider& slider = mover.slider;
        // The centre, independently: the fraction of the period in long double, out and back.
        const double t = 50 * unit(random);
        long double f = static_cast<long double>(slider.phase) + t / (long double)slider.period;
        f -= std::floor(f);
        const long double out = f < 0.5L ? 2 * f : 2 - 2 * f;
        const Vec2 centre = sliderCentre(slider, t);
        EXPECT_NEAR(centre.x, slider.from.x + (slider.to.x - slider.from.x) * out, 1e-12);
        EXPECT_NEAR(centre.y, slider.from.y + (slider.to.y - slider.from.y) * out, 1e-12);
        // A contact's surface velocity is the slider's at that instant (its leg's direction).
        const Vec2 origin{6 + 4 * unit(random) - 2, 1};
        const Vec2 velocity = Vec2{6 - origin.x, 5 - origin.y} * (1 + unit(random));
        const Trajectory path = Trajectory::at(origin, velocity, Floor::Grass, 0.5);
        const double clock = 20 * unit(random);
        const MoverSearch found = searchMoverContact(path, clock, 0.12, mover, 0, 4);
        if (!found.contact) {
            continue;
        }
        ++contacts;
        const Vec2 expected = sliderVelocity(slider, clock + found.contact->pieceTime);
        backward += expected.x < 0 ? 1 : 0;
        EXPECT_EQ(found.contact->surfaceVelocity.x, expected.x) << trial;
        EXPECT_EQ(found.contact->surfaceVelocity.y, expected.y) << trial;
    }
    EXPECT_GT(contacts, 100);
    EXPECT_GT(backward, 30); // both legs met
}

} // namespace
} // namespace golf
