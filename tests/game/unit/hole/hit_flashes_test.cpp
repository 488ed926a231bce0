// HitFlashes: which hits light up (movers, bumpers) and how their flashes fade.

#include "HitFlashes.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

/// A 6 x 3 box whose top wall has a bumper at column 2 and a dead wall at column 3, and one
/// windmill (its place does not matter here).
Level specialLevel() {
    Level level = test::makeLevel({
        "######",
        "#S..O#",
        "######",
    });
    level.specialWalls = {{'*', Tile::Block, 1.25}, {'d', Tile::Block, 0.3}};
    level.wallIndex.assign(level.tiles.size(), 0);
    level.wallIndex[2] = 1; // row 0, column 2
    level.wallIndex[3] = 2; // row 0, column 3
    level.movers.push_back(Mover{});
    return level;
}

/// A ball of radius 0.2 touching the top wall from below at x, as the engine reports it.
Event topWallHit(double x) {
    Event event;
    event.type = EventType::WallHit;
    event.position = {x, 1.2};
    event.normal = {0, 1};
    event.speed = 3;
    return event;
}

TEST(HitFlashes, ABumperHitLightsItsTileAndFades) {
    HitFlashes flashes(specialLevel());
    EXPECT_EQ(flashes.note(topWallHit(2.5), 10.0), HitKind::Bumper);
    HoleScene scene;
    flashes.addTo(scene, 10.0);
    ASSERT_EQ(scene.wallFlashes.size(), 1u);
    EXPECT_EQ(scene.wallFlashes[0].col, 2);
    EXPECT_EQ(scene.wallFlashes[0].row, 0);
    EXPECT_DOUBLE_EQ(scene.wallFlashes[0].strength, 1.0);
    HoleScene half;
    flashes.addTo(half, 10.0 + HitFlashes::flashSeconds / 2);
    ASSERT_EQ(half.wallFlashes.size(), 1u);
    EXPECT_NEAR(half.wallFlashes[0].strength, 0.5, 1e-12);
    HoleScene gone;
    flashes.addTo(gone, 10.0 + HitFlashes::flashSeconds * 1.001); // past it, whatever rounds
    EXPECT_TRUE(gone.wallFlashes.empty());
}

TEST(HitFlashes, OrdinaryAndDeadWallsDoNotFlash) {
    HitFlashes flashes(specialLevel());
    EXPECT_EQ(flashes.note(topWallHit(1.5), 1.0), HitKind::Other);
    EXPECT_EQ(flashes.note(topWallHit(3.5), 1.0), HitKind::Dead);
    // A contact right at the seam between the bumper and the dead wall: the tile beyond the
    // contact point along the normal decides (x = 3 belongs to column 3).
    EXPECT_EQ(flashes.note(topWallHit(3.0), 1.0), HitKind::Dead);
    HoleScene scene;
    flashes.addTo(scene, 1.0);
    EXPECT_TRUE(scene.wallFlashes.empty());
    Event ball;
    ball.type = EventType::BallHit;
    EXPECT_EQ(flashes.note(ball, 1.0), HitKind::Other);
}

TEST(HitFlashes, AMoverHitFlashesThatMover) {
    HitFlashes flashes(specialLevel());
    HoleScene before;
    flashes.addTo(before, 0.0);
    ASSERT_EQ(before.moverFlash.size(), 1u);
    EXPECT_EQ(before.moverFlash[0], 0.0);
    Event hit;
    hit.type = EventType::MoverHit;
    hit.other = 0;
    EXPECT_EQ(flashes.note(hit, 2.0), HitKind::Mover);
    HoleScene scene;
    flashes.addTo(scene, 2.0 + HitFlashes::flashSeconds / 4);
    EXPECT_NEAR(scene.moverFlash[0], 0.75, 1e-12);
    hit.other = 7; // no such mover: counted as a mover hit, lights nothing, never crashes
    EXPECT_EQ(flashes.note(hit, 2.0), HitKind::Mover);
    flashes.clear();
    HoleScene cleared;
    flashes.addTo(cleared, 2.0);
    EXPECT_EQ(cleared.moverFlash[0], 0.0);
}

} // namespace
} // namespace golf::game
