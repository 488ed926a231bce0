// Tests of issue 27's slope42 step on the quiet horizon of a straight piece on a level with
// surfaces (TickSolver::surfaceOther): where the piece's wall search has found a contact, the
// walk over the tiles for its first floor crossing stops at the contact, and a restart by a
// slope at its stop is not asked. A ball rolls along a corridor into a wall that has slope tiles
// behind it (where the walk used to find a crossing, and the stop point a slope would restart
// from), with or without a strip of sand before the wall. A world that skips its quiet ticks
// against a copy stepped tick by tick, bit for bit, and the tick of the wall contact against
// the one worked out here from the closed form of the roll (grass and sand slow it evenly).

#include "golf/physics/world.hpp"
#include "same_balls.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace slope42 {
namespace {

/// Seconds to roll `distance` from speed `speed` slowing evenly at `decel` (it gets there).
double rollSeconds(double speed, double decel, double distance) {
    return (speed - std::sqrt(speed * speed - 2 * decel * distance)) / decel;
}

/// The speed left after that roll.
double speedAfter(double speed, double decel, double distance) {
    return std::sqrt(speed * speed - 2 * decel * distance);
}

struct WalkRun {
    std::int64_t hitTick = -1; ///< the tick (from 1) whose events hold the first wall hit
    double hitX = 0;           ///< the centre's x there
    std::int64_t skipped = 0;  ///< ticks skipped before it
};

/// Strikes a ball from (1.5, 1.5) along +x at `speed` on `level`, skipping quiet ticks (at most
/// `most` at once) in one world and stepping every tick in a copy, compared after each skip and
/// step; up to the first wall hit.
::testing::AssertionResult runToWall(const Level& level, double speed, std::int64_t most,
                                     WalkRun& run) {
    World skipping(level, 1);
    if (!skipping.placeBall(0, {1.5, 1.5})) {
        return ::testing::AssertionFailure() << "the ball does not fit";
    }
    skipping.setVelocity(0, {speed, 0});
    World stepped = skipping;
    for (int round = 0; round < 100000; ++round) {
        const std::int64_t ticks = skipping.skipQuietTicks(most);
        for (std::int64_t k = 0; k < ticks; ++k) {
            if (!stepped.step().empty()) {
                return ::testing::AssertionFailure()
                       << "an event in a skipped tick, tick " << stepped.tick();
            }
        }
        run.skipped += ticks;
        if (skipping.tick() != stepped.tick()) {
            return ::testing::AssertionFailure() << "other ticks after a skip";
        }
        if (::testing::AssertionResult same = test::sameBalls(skipping, stepped); !same) {
            return same << " after a skip, tick " << skipping.tick();
        }
        const std::vector<Event> events = skipping.step();
        const std::vector<Event> steppedEvents = stepped.step();
        if (::testing::AssertionResult same = test::sameBalls(skipping, stepped); !same) {
            return same << " after a step, tick " << skipping.tick();
        }
        if (events.size() != steppedEvents.size()) {
            return ::testing::AssertionFailure() << "other events, tick " << skipping.tick();
        }
        for (const Event& event : events) {
            if (event.type == EventType::WallHit) {
                run.hitTick = skipping.tick();
                run.hitX = event.position.x;
                return ::testing::AssertionSuccess();
            }
        }
        if (skipping.atRest()) {
            return ::testing::AssertionFailure() << "at rest before any wall hit";
        }
    }
    return ::testing::AssertionFailure() << "no wall hit";
}

/// The corridor's row: grass from x = 1, `sand` tiles of sand from x = 3, the wall from x = 7,
/// slopes pushing back to -x behind it.
Level corridor(int sand) {
    std::string row = "#......#<<<#";
    for (int k = 0; k < sand; ++k) {
        row[static_cast<std::size_t>(3 + k)] = 's';
    }
    Level level = test::makeSurfaceLevel({"############", row, "############"});
    level.cup = {10.5, 0.5}; // in the border: no ball meets it
    return level;
}

TEST(Slope42QuietWalk, AWallBeforeTheStopEndsTheHorizonAndTheHitComesAtItsTick) {
    // Grass all the way: the wall face at x = 7, the centre's contact at 7 - r. The stop
    // (8.2 tiles on, at x = 9.7) lies on a slope behind the wall, which would restart the ball.
    const Level base = corridor(0);
    const double r = base.ballRadius;
    const double speed = 7;
    const double decel = base.physics.rollingDeceleration;
    ASSERT_GT(1.5 + speed * speed / (2 * decel), 8.0); // the stop lies behind the wall
    for (const int rate : {60, 120, 480}) {
        SCOPED_TRACE(rate);
        Level level = base;
        level.physics.tickRate = rate;
        const double contact = rollSeconds(speed, decel, 7 - r - 1.5) * rate;
        ASSERT_GT(std::abs(contact - std::round(contact)), 1e-6); // not at a tick's end
        for (const std::int64_t most : {std::int64_t{7}, std::int64_t{1000000}}) {
            WalkRun run;
            ASSERT_TRUE(runToWall(level, speed, most, run));
            EXPECT_EQ(run.hitTick, static_cast<std::int64_t>(std::ceil(contact)));
            EXPECT_NEAR(run.hitX, 7 - r, 1e-9);
            // Skipped up to the tick before the contact, less a tick for each short skip.
            EXPECT_GE(run.skipped, run.hitTick - 1 - (run.hitTick / most + 2));
        }
    }
}

TEST(Slope42QuietWalk, ACrossingBeforeTheWallStillEndsTheHorizon) {
    // Sand from x = 3 to 5, then grass to the wall: the crossings lie before the wall contact,
    // within the walk's reach; each slows the ball at its floor's deceleration from there.
    const Level base = corridor(2);
    const double r = base.ballRadius;
    const double grass = base.physics.rollingDeceleration;
    const double sand = base.physics.sandDeceleration;
    const double speed = 9;
    const double onSand = speedAfter(speed, grass, 1.5);
    const double offSand = speedAfter(onSand, sand, 2);
    const double seconds = rollSeconds(speed, grass, 1.5) + rollSeconds(onSand, sand, 2) +
                           rollSeconds(offSand, grass, 7 - r - 5);
    for (const int rate : {60, 120, 480}) {
        SCOPED_TRACE(rate);
        Level level = base;
        level.physics.tickRate = rate;
        const double contact = seconds * rate;
        ASSERT_GT(std::abs(contact - std::round(contact)), 1e-6);
        WalkRun run;
        ASSERT_TRUE(runToWall(level, speed, 1000000, run));
        EXPECT_EQ(run.hitTick, static_cast<std::int64_t>(std::ceil(contact)));
        EXPECT_NEAR(run.hitX, 7 - r, 1e-9);
        EXPECT_GE(run.skipped, run.hitTick / 2); // the quiet stretches were skipped
    }
}

} // namespace
} // namespace slope42
} // namespace golf
