// The work bound of a shot (issue 29): eight elastic balls struck at 1000 tiles/s in a 6 x 4
// box would bounce for the whole hour of maxShotSeconds, millions of contacts; the shot ends
// at the end of the tick in which its events reach the limit, every ball stopped where it is.

#include "golf/core/constants.hpp"
#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>

namespace golf {
namespace {

Level crowdedBox() {
    Level level = test::makeBox(6, 4);
    level.ballRadius = 0.4;
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    level.physics.ballRestitution = 1;
    level.physics.captureSpeed = 0;
    level.physics.maxShotSpeed = 1000;
    level.physics.maxShotSeconds = 3600;
    return level;
}

/// Plays the shot; returns the events of the tick that ended it.
std::int64_t playCrowdedShot(Match& match) {
    const Vec2 spots[] = {{3.5, 1.5}, {5.5, 1.5}, {1.5, 3.5}, {3.5, 3.5},
                          {5.5, 3.5}, {2.5, 4.5}, {4.5, 2.5}};
    for (int player = 1; player < 8; ++player) {
        EXPECT_EQ(match.setup(player, spots[player - 1]), "");
    }
    const double angle = 33.3 * std::numbers::pi / 180;
    match.shoot(0, {1000 * std::cos(angle), 1000 * std::sin(angle)});
    std::int64_t lastTickEvents = 0;
    while (match.shotInProgress()) {
        lastTickEvents = static_cast<std::int64_t>(match.step().size());
    }
    return lastTickEvents;
}

TEST(ShotEventLimit, EveryShotStartsWithTheSharedConstant) {
    const Match match(crowdedBox(), 8);
    EXPECT_EQ(match.shotEventLimit(), maxShotEvents);
    EXPECT_EQ(maxShotEvents, 250'000); // docs/limits.md states this number
}

TEST(ShotEventLimit, ACrowdedElasticShotEndsInTheTickThatReachesTheLimit) {
    Match match(crowdedBox(), 8);
    match.setShotEventLimit(3000);
    const std::int64_t lastTick = playCrowdedShot(match);
    // The limit ended the shot, not its hour: 432,000 ticks at 120 ticks/s.
    EXPECT_LT(match.shotTicks(), 432'000);
    EXPECT_GE(match.shotEvents(), 3000);
    // Reached in the last tick, not before it.
    EXPECT_LT(match.shotEvents() - lastTick, 3000);
    for (const Ball& ball : match.world().balls()) {
        EXPECT_TRUE(ball.inPlay);
        EXPECT_EQ(ball.velocity.x, 0.0);
        EXPECT_EQ(ball.velocity.y, 0.0);
        EXPECT_TRUE(std::isfinite(ball.position.x) && std::isfinite(ball.position.y));
    }
    EXPECT_EQ(match.players()[0].strokes, 1);
    EXPECT_FALSE(match.players()[0].finished());
}

TEST(ShotEventLimit, TheCutIsDeterministicAndTheNextShotCountsAfresh) {
    Match first(crowdedBox(), 8);
    Match second(crowdedBox(), 8);
    first.setShotEventLimit(1000);
    second.setShotEventLimit(1000);
    (void)playCrowdedShot(first);
    (void)playCrowdedShot(second);
    EXPECT_EQ(first.hash(), second.hash());
    EXPECT_EQ(first.ticks(), second.ticks());

    // The next shot counts from zero (it too ends at the limit: nothing slows these balls).
    first.shoot(1, {0.5, 0});
    EXPECT_EQ(first.shotEvents(), 0);
    std::int64_t lastTick = 0;
    while (first.shotInProgress()) {
        lastTick = static_cast<std::int64_t>(first.step().size());
    }
    EXPECT_GE(first.shotEvents(), 1000);
    EXPECT_LT(first.shotEvents() - lastTick, 1000);
}

} // namespace
} // namespace golf
