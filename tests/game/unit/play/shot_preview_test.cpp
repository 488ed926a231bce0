// The bounce preview draws the engine's first contact (golf::firstContact): balls in the way,
// a ball that passes all its speed on, water and a blocked origin, and its cache.

#include "ShotPreview.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

/// A corridor 20 tiles long, the tee at (1.5, 1.5), the cup walled off below.
Level corridor() {
    return test::makeLevel({
        "######################",
        "#S...................#",
        "######################",
        "#O####################",
        "######################",
    });
}

TEST(ShotPreviewContact, AnotherBallEndsTheLineAndTheShooterFollowsSlowly) {
    const Level level = corridor();
    const double r = level.ballRadius;
    Match match(level, 2);
    ASSERT_EQ(match.setup(1, {8.5, 1.5}), "");
    ShotPreview preview;
    // Head on: the centres meet 2r apart; equal masses with restitution e keep
    // (1 - e) / 2 of the shooter's velocity, still forward, so the line goes on to the right.
    const std::vector<Vec2> path = preview.path(match, 0, level.tee, {1, 0});
    ASSERT_EQ(path.size(), 3u);
    EXPECT_NEAR(path[1].x, 8.5 - 2 * r, 1e-9);
    EXPECT_NEAR(path[1].y, 1.5, 1e-12);
    EXPECT_NEAR(path[2].x, path[1].x + ShotPreview::afterContact, 1e-9);
    // Without ball collisions the line passes the ball to the far wall (x = 21 - r).
    Match ghosts(level, 2);
    ghosts.setBallCollisions(false);
    ASSERT_EQ(ghosts.setup(1, {8.5, 1.5}), "");
    ShotPreview through;
    const std::vector<Vec2>& wall = through.path(ghosts, 0, level.tee, {1, 0});
    ASSERT_EQ(wall.size(), 3u);
    EXPECT_NEAR(wall[1].x, 21 - r, 1e-9);
    EXPECT_NEAR(wall[2].x, wall[1].x - ShotPreview::afterContact, 1e-9);
}

TEST(ShotPreviewContact, ABallThatPassesAllItsSpeedOnHasNoLineAfter) {
    Level level = corridor();
    level.physics.ballRestitution = 1; // head on, the shooter stops dead
    Match match(level, 2);
    ASSERT_EQ(match.setup(1, {8.5, 1.5}), "");
    ShotPreview preview;
    const std::vector<Vec2>& path = preview.path(match, 0, level.tee, {1, 0});
    ASSERT_EQ(path.size(), 2u);
    EXPECT_NEAR(path[1].x, 8.5 - 2 * level.ballRadius, 1e-9);
}

TEST(ShotPreviewContact, WaterOrABlockedOriginLeavesTheOriginAlone) {
    Level level = corridor();
    level.setSurface(10, 1, *builtinSurface('w'));
    const Match match(level, 1);
    ShotPreview preview;
    EXPECT_EQ(preview.path(match, 0, level.tee, {1, 0}), std::vector<Vec2>{level.tee});
    // Away from the water the wall behind the tee is found.
    EXPECT_EQ(preview.path(match, 0, level.tee, {-1, 0}).size(), 3u);
    const Vec2 inWall{5.5, 0.5};
    EXPECT_EQ(preview.path(match, 0, inWall, {1, 0}), std::vector<Vec2>{inWall});
}

TEST(ShotPreviewContact, KeepsItsLineUntilTheAimOrTheBallsChange) {
    const Level level = corridor();
    Match match(level, 1);
    ShotPreview preview;
    const std::vector<Vec2>* first = &preview.path(match, 0, level.tee, {1, 0});
    const std::vector<Vec2> kept = *first;
    EXPECT_EQ(&preview.path(match, 0, level.tee, {1, 0}), first);
    EXPECT_EQ(preview.path(match, 0, level.tee, {1, 0}), kept);
    // The ball rolls on after a shot: a new origin and new ticks give a new line.
    match.shoot(0, {4, 0});
    while (match.shotInProgress()) {
        (void)match.step();
    }
    const Vec2 rest = match.world().balls()[0].position;
    ASSERT_GT(rest.x, level.tee.x);
    const std::vector<Vec2>& moved = preview.path(match, 0, rest, {1, 0});
    ASSERT_EQ(moved.size(), 3u);
    EXPECT_EQ(moved[0], rest);
    EXPECT_NEAR(moved[1].x, kept[1].x, 1e-9); // the same wall
    EXPECT_NEAR(moved[1].y, kept[1].y, 1e-12);
}

} // namespace
} // namespace golf::game
