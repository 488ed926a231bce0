// Gates (level format 3): a gate tile's two edges across `pass` are one-way faces (see
// boundary.hpp): a ball crossing with `pass` rolls through, against it bounces with the level's
// wallRestitution. Expected values by hand: rolling s = v^2 / 2a (a = 3), reflection by e = 0.8.

#include "boundary.hpp"
#include "golf/physics/world.hpp"
#include "special_levels.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

/// A 10 x 3 box (rows 1..3) with gates of direction 0 (+x) at column 5 in `rows`.
Level gateLevel(const std::vector<int>& rows) {
    Level level = test::makeBox(10, 3);
    for (const int row : rows) {
        test::setGate(level, 5, row, 0);
    }
    return level;
}

TEST(Gates, CrossedWithPassRollsThrough) {
    const test::ShotRun run = test::playShot(gateLevel({1, 2, 3}), {{2.5, 2.5}}, {5, 0}, 120);
    EXPECT_TRUE(test::eventsOf(run, EventType::WallHit).empty());
    EXPECT_NEAR(run.balls[0].position.x, 2.5 + 25.0 / 6, 1e-12);
    EXPECT_EQ(run.balls[0].position.y, 2.5);
}

TEST(Gates, CrossedAgainstPassBounces) {
    // The face x = 6 (normal +x) met at centre x = 6.2 after 3.3 tiles: v1^2 = 25 - 19.8, then
    // back at 0.8 v1.
    const test::ShotRun run = test::playShot(gateLevel({1, 2, 3}), {{9.5, 2.5}}, {-5, 0}, 120);
    const std::vector<Event> hits = test::eventsOf(run, EventType::WallHit);
    ASSERT_EQ(hits.size(), 1U);
    EXPECT_NEAR(hits[0].position.x, 6.2, 1e-12);
    EXPECT_EQ(hits[0].normal, (Vec2{1, 0}));
    EXPECT_NEAR(hits[0].speed, std::sqrt(5.2), 1e-12);
    EXPECT_NEAR(run.balls[0].position.x, 6.2 + 0.64 * 5.2 / 6, 1e-12);
    EXPECT_EQ(run.balls[0].position.y, 2.5);
}

TEST(Gates, InsideTheTileAgainstPassMeetsTheNearEdge) {
    // From the middle of the gate tile, -x: the face x = 6 lies behind, x = 5 is met at 5.2.
    const test::ShotRun run = test::playShot(gateLevel({1, 2, 3}), {{5.5, 2.5}}, {-3, 0}, 120);
    ASSERT_EQ(test::eventsOf(run, EventType::WallHit).size(), 1U);
    EXPECT_NEAR(run.balls[0].position.x, 5.2 + 0.64 * (9 - 1.8) / 6, 1e-12);
}

TEST(Gates, ABallOverTheEdgeTurningBackBouncesAtOnce) {
    // Centre 0.1 in front of x = 6, the ball over the edge, struck back: met at distance 0.
    const test::ShotRun run = test::playShot(gateLevel({1, 2, 3}), {{6.1, 2.5}}, {-2, 0}, 120);
    const std::vector<Event> hits = test::eventsOf(run, EventType::WallHit);
    ASSERT_EQ(hits.size(), 1U);
    EXPECT_EQ(hits[0].position, (Vec2{6.1, 2.5}));
    EXPECT_NEAR(run.balls[0].position.x, 6.1 + 0.64 * 4 / 6, 1e-12);
}

TEST(Gates, NeighbouringGatesHaveNoSeam) {
    const Level level = gateLevel({1, 2});
    const Boundary boundary(level);
    ASSERT_EQ(boundary.segmentCount() - boundary.gateStart(), 2U); // x = 5 and x = 6, rows 1..3
    for (std::size_t id = boundary.gateStart(); id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(static_cast<std::uint32_t>(id));
        EXPECT_EQ(s.start.y, 1);
        EXPECT_EQ(s.end.y, 3);
        EXPECT_EQ(s.normal, (Vec2{1, 0}));
    }
    // Along the seam y = 2 between the two gates: against pass a face's bounce (straight
    // back, y kept exactly), with pass straight through.
    const test::ShotRun back = test::playShot(level, {{9.5, 2.0}}, {-5, 0}, 120);
    ASSERT_EQ(test::eventsOf(back, EventType::WallHit).size(), 1U);
    EXPECT_EQ(test::eventsOf(back, EventType::WallHit)[0].normal, (Vec2{1, 0}));
    EXPECT_EQ(back.balls[0].position.y, 2.0);
    EXPECT_NEAR(back.balls[0].position.x, 6.2 + 0.64 * 5.2 / 6, 1e-12);
    const test::ShotRun through = test::playShot(level, {{2.5, 2.0}}, {5, 0}, 120);
    EXPECT_TRUE(test::eventsOf(through, EventType::WallHit).empty());
    EXPECT_EQ(through.balls[0].position.y, 2.0);
    // Row 3 has no gate: against pass the ball rolls on.
    const test::ShotRun open = test::playShot(level, {{9.5, 3.5}}, {-5, 0}, 120);
    EXPECT_TRUE(test::eventsOf(open, EventType::WallHit).empty());
    EXPECT_NEAR(open.balls[0].position.x, 9.5 - 25.0 / 6, 1e-12);
}

TEST(Gates, EdgesOnAWallGetNoGateFace) {
    // A gate whose far edge is a block's face: only its near edge is a gate face.
    Level level = test::makeBox(10, 3);
    test::setGate(level, 5, 2, 0);
    level.tiles[static_cast<std::size_t>(2 * level.width + 6)] = Tile::Block;
    const Boundary boundary(level);
    ASSERT_EQ(boundary.segmentCount() - boundary.gateStart(), 1U);
    EXPECT_EQ(boundary.segment(static_cast<std::uint32_t>(boundary.gateStart())).start,
              (Vec2{5, 2}));
}

TEST(Gates, SameShotsBitIdenticalAtAnyTickRate) {
    const Level level = gateLevel({1, 2, 3});
    // Slanted, against pass first, then back through with it after the left wall.
    const Vec2 v{-9, 2.2};
    const test::ShotRun reference = test::playShot(level, {{9.5, 1.5}}, v, 30);
    EXPECT_GE(test::eventsOf(reference, EventType::WallHit).size(), 3U);
    for (const int rate : {240, 997}) {
        for (const bool skip : {false, true}) {
            const test::ShotRun run = test::playShot(level, {{9.5, 1.5}}, v, rate, skip);
            EXPECT_EQ(run.balls[0].position, reference.balls[0].position) << rate;
            ASSERT_EQ(run.events.size(), reference.events.size()) << rate;
            for (std::size_t k = 0; k < run.events.size(); ++k) {
                EXPECT_EQ(run.events[k].position, reference.events[k].position) << rate;
            }
        }
    }
}

} // namespace
} // namespace golf
