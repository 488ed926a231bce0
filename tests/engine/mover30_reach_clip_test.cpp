// The windmill search over the part of a chunk the ball spends within the arms' reach (issue
// 27, the mover search): balls that cross the outer ring of the arms' disc on a chord, chunk
// by chunk. Where the search reports no contact, no arm comes within the ball's reach over
// the chunk, and before a contact none does (dense sampling); an arm reported is at the reach
// then. Chunks that never enter the disc, and many that cross it while the arms are elsewhere,
// are settled without a step.

#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "motion.hpp"
#include "mover_contact.hpp"
#include "test_geometry.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

TEST(Mover30ReachClip, ChordsThroughTheArmsDiscAreSearchedSoundly) {
    std::mt19937_64 random(3030);
    std::uniform_real_distribution<double> unit(0, 1);
    constexpr double ball = 0.12;
    int contacts = 0;
    int stepless = 0;
    int crossed = 0;
    for (int trial = 0; trial < 200; ++trial) {
        Mover mover;
        mover.kind = MoverKind::Blades;
        mover.blades = {.pivot = {6, 5},
                        .arms = 1 + trial % 6,
                        .length = 1 + unit(random),
                        .width = 0.1 + 0.2 * unit(random),
                        .period = 2 + 4 * unit(random),
                        .phase = 360 * unit(random),
                        .turn =
                            trial % 2 == 0 ? TurnSense::Clockwise : TurnSense::Counterclockwise};
        const Blades& blades = mover.blades;
        const double reach = ball + blades.width / 2;
        // A line whose nearest point to the pivot lies in the outer ring (or just outside).
        const double angle = 6.283185307179586 * unit(random);
        const Vec2 normal{std::cos(angle), std::sin(angle)};
        const Vec2 along{-normal.y, normal.x};
        const double offset = blades.length * (0.6 + 0.5 * unit(random)) + reach * unit(random);
        const Vec2 origin = blades.pivot + normal * offset - along * (blades.length + 1);
        const Vec2 velocity = along * (2 + 6 * unit(random));
        const double decel = 1.5;
        const Trajectory path = Trajectory::at(origin, velocity, Floor::Grass, decel);
        const double clock = 20 * unit(random);
        for (int chunk = 0; chunk < 6; ++chunk) {
            const double from = 0.25 * chunk;
            const double to = from + 0.25;
            const MoverSearch found = searchMoverContact(path, clock, ball, mover, from, to);
            const double end = found.contact ? found.contact->pieceTime : to;
            bool entered = false;
            for (int k = 0; k <= 400; ++k) {
                const double s = from + (end - from) * k / 400;
                const Vec2 centre = positionAfter(origin, velocity, decel, s);
                entered = entered || length(centre - blades.pivot) < blades.length + reach + 0.01;
                for (int arm = 0; arm < blades.arms; ++arm) {
                    EXPECT_GT(test::armGap(blades, arm, clock + s, centre), reach - 1e-9)
                        << trial << " chunk " << chunk << " arm " << arm << " at " << s;
                }
            }
            if (found.contact) {
                ++contacts;
                EXPECT_NEAR(test::armGap(blades, found.contact->arm,
                                         clock + found.contact->pieceTime, found.contact->centre),
                            reach, 1e-9)
                    << trial << " chunk " << chunk;
                break; // the piece ends there
            }
            crossed += entered ? 1 : 0;
            stepless += entered && found.steps == 0 ? 1 : 0;
            if (!entered) {
                // Clear of the arms' disc (by 0.01 tiles): no step taken at all.
                EXPECT_EQ(found.steps, 0) << trial << " chunk " << chunk;
            }
        }
    }
    EXPECT_GT(contacts, 60);
    EXPECT_GT(crossed, 200);
    EXPECT_GT(stepless, 150); // chords crossed while the arms are elsewhere: settled stepless
}

} // namespace
} // namespace golf
