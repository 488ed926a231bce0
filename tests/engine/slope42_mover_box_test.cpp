// Tests of issue 27's slope42 steps on the movers' searches of a ball's pieces on a slope: a new
// piece from a tick's resolution keeps the buffer of the old piece's mover searches, cleared
// (TickSolver::setPiece), and each mover's first search of a curved piece tests the piece's box
// against the mover's swept region (TickSolver::outOfReach). A ball struck across a slope
// towards a slider, on a level whose first mover is a second slider shut in a room of its own:
// no ball ever reaches it, so the level must play as the same level without it, event for event
// and bit for bit at every tick (a search left over from an old piece, or sized for the other
// level's movers, would find other contacts, or none).

#include "golf/physics/world.hpp"
#include "same_balls.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>
#include <vector>

namespace golf {
namespace slope42 {
namespace {

/// The slope room (x < 13) with a slider at its left end; with `shutIn`, a first mover, a slider
/// in the room beyond the wall x = 13..15 that no ball can enter.
Level moverBoxLevel(bool shutIn) {
    Level level = test::makeSurfaceLevel({
        "####################",
        "#............##....#",
        "#...<<<<.....##....#",
        "#...<<<<.....##....#",
        "#............##....#",
        "####################",
    });
    level.cup = {0.5, 0.5}; // in the border: no ball meets it
    if (shutIn) {
        level.movers.push_back(test::sliderMover({17, 1.5}, {17, 4.5}, {0.6, 0.8}, 2.0));
    }
    level.movers.push_back(test::sliderMover({2.5, 1.5}, {2.5, 4.5}, {0.6, 0.8}, 3.0));
    return level;
}

TEST(Slope42MoverBox, AMoverShutAwayChangesNothingOnTheSlope) {
    const Level withRoom = moverBoxLevel(true);
    const Level alone = moverBoxLevel(false);
    int moverHits = 0;
    int onSlope = 0; // ticks that ended with the ball on a slope tile
    for (int shot = 0; shot < 24; ++shot) {
        SCOPED_TRACE(shot);
        World a(withRoom, 1);
        World b(alone, 1);
        ASSERT_TRUE(a.placeBall(0, {10.5, 2.5 + (shot % 3) * 0.25}));
        ASSERT_TRUE(b.placeBall(0, {10.5, 2.5 + (shot % 3) * 0.25}));
        // Towards the slope and the slider beyond it, fanned out, at three speeds.
        const double angle = std::numbers::pi * (0.75 + 0.5 * (shot / 3) / 7.0);
        const double speed = 4.0 + 3.0 * (shot % 3);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        a.setVelocity(0, velocity);
        b.setVelocity(0, velocity);
        for (int tick = 0; tick < 4000 && !(a.atRest() && b.atRest()); ++tick) {
            const std::vector<Event> ea = a.step();
            const std::vector<Event> eb = b.step();
            ASSERT_TRUE(test::sameBalls(a, b)) << "tick " << tick;
            ASSERT_EQ(ea.size(), eb.size()) << "tick " << tick;
            for (std::size_t k = 0; k < ea.size(); ++k) {
                ASSERT_EQ(ea[k].type, eb[k].type) << "tick " << tick;
                ASSERT_EQ(ea[k].position, eb[k].position) << "tick " << tick;
                if (ea[k].type == EventType::MoverHit) {
                    ASSERT_EQ(ea[k].other, 1); // the near slider, second on this level
                    ASSERT_EQ(eb[k].other, 0);
                    ++moverHits;
                }
            }
            const Vec2 at = a.balls()[0].position;
            onSlope += at.x > 4 && at.x < 8 && at.y > 2 && at.y < 4 ? 1 : 0;
        }
    }
    EXPECT_GT(moverHits, 0); // the near slider is met
    EXPECT_GT(onSlope, 100); // and the balls roll on the slope
}

} // namespace
} // namespace slope42
} // namespace golf
