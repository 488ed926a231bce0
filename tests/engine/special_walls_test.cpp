// Special walls (level format 3): faces and corners with their own restitution, bumpers capped
// at maxShotSpeed. Expected values derived by hand from the rules in boundary.hpp and
// TickSolver::bounce: a wall's outgoing normal speed is e times the incoming one, the
// tangential part kept; a bumper's is lowered to sqrt(cap^2 - vt^2) where e times the incoming
// would pass cap = max(maxShotSpeed, incoming speed).

#include "boundary.hpp"
#include "golf/physics/first_contact.hpp"
#include "golf/physics/world.hpp"
#include "special_levels.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

constexpr double specialWallsTight = 1e-12;

/// A 10 x 3 box whose column 8 (rows 1..3) is a special wall of restitution `e`: its face
/// x = 8 faces the ball (normal -x).
Level columnLevel(double e) {
    Level level = test::makeBox(10, 3);
    for (int row = 1; row <= 3; ++row) {
        test::setSpecialWall(level, 8, row, e);
    }
    return level;
}

Vec2 leaving(const Level& level, Vec2 from, Vec2 velocity) {
    const World world(level, 1);
    const std::optional<FirstContact> contact = firstContact(world, 0, from, velocity, 20);
    EXPECT_TRUE(contact);
    return contact ? contact->velocity : Vec2{};
}

TEST(SpecialWalls, BumperHeadOnAndAt45Degrees) {
    const Level level = columnLevel(1.25);
    // Head on at 10: -1.25 * 10.
    EXPECT_EQ(leaving(level, {5.5, 2.5}, {10, 0}), (Vec2{-12.5, 0}));
    // 45 degrees, (5, 5): normal part 5 -> 6.25 back, tangential 5 kept; speed 8.0 < 14.
    EXPECT_EQ(leaving(level, {5.5, 1.3}, {5, 5}), (Vec2{-6.25, 5}));
}

TEST(SpecialWalls, DeadWallHeadOnAndAt45Degrees) {
    const Level level = columnLevel(0.3);
    const Vec2 head = leaving(level, {5.5, 2.5}, {10, 0});
    EXPECT_NEAR(head.x, -3, specialWallsTight);
    EXPECT_EQ(head.y, 0);
    const Vec2 slant = leaving(level, {5.5, 1.3}, {5, 5});
    EXPECT_NEAR(slant.x, -1.5, specialWallsTight);
    EXPECT_EQ(slant.y, 5);
}

TEST(SpecialWalls, BumperNeverPassesMaxShotSpeed) {
    const Level level = columnLevel(1.25);
    ASSERT_EQ(level.physics.maxShotSpeed, 14);
    // Head on at 12: 15 would pass 14, so exactly 14.
    EXPECT_EQ(leaving(level, {5.5, 2.5}, {12, 0}), (Vec2{-14, 0}));
    // (9, 9): 11.25 back would make sqrt(81 + 126.5625) > 14: the normal part is sqrt(196 - 81),
    // the tangential 9 kept, the speed 14.
    const Vec2 slant = leaving(level, {5.5, 1.3}, {9, 9});
    EXPECT_NEAR(slant.x, -std::sqrt(115.0), specialWallsTight);
    EXPECT_EQ(slant.y, 9);
    EXPECT_NEAR(length(slant), 14, specialWallsTight);
    // A bumper met faster than the cap (possible only from a mover) never slows the ball
    // below an elastic bounce, nor speeds it up: (15, 0) leaves at (-15, 0).
    EXPECT_EQ(leaving(level, {5.5, 2.5}, {15, 0}), (Vec2{-15, 0}));
}

TEST(SpecialWalls, RestPositionsWithFriction) {
    // From x = 6.5 at 5 tiles/s, a = 3: contact at x = 7.8 after 1.3 tiles, v1^2 = 25 - 7.8.
    const double v1squared = 25 - 2 * 3 * 1.3;
    for (const double e : {1.25, 0.3}) {
        const test::ShotRun run = test::playShot(columnLevel(e), {{6.5, 2.5}}, {5, 0}, 120);
        const double expected = 7.8 - e * e * v1squared / 6;
        EXPECT_NEAR(run.balls[0].position.x, expected, 1e-9) << e;
        EXPECT_EQ(run.balls[0].position.y, 2.5);
        ASSERT_EQ(test::eventsOf(run, EventType::WallHit).size(), 1U);
    }
    // At 14 the bump would give 1.25 sqrt(196 - 7.8) = 17.1: capped to 14, so the ball meets
    // the left wall (x = 1.2) at sqrt(14^2 - 2 * 3 * 6.6).
    const test::ShotRun run = test::playShot(columnLevel(1.25), {{6.5, 2.5}}, {14, 0}, 120);
    const std::vector<Event> hits = test::eventsOf(run, EventType::WallHit);
    ASSERT_GE(hits.size(), 2U);
    EXPECT_NEAR(hits[0].speed, std::sqrt(196 - 7.8), 1e-9);
    EXPECT_NEAR(hits[1].speed, std::sqrt(196 - 39.6), 1e-9);
}

/// A 10 x 5 box with a bar of special tiles (restitution 1.25) in row 3, columns 2..7.
Level barLevel() {
    Level level = test::makeBox(10, 5);
    for (int col = 2; col <= 7; ++col) {
        test::setSpecialWall(level, col, 3, 1.25);
    }
    return level;
}

TEST(SpecialWalls, ARowOfTilesIsOneFaceWithoutSeams) {
    const Level level = barLevel();
    const Boundary boundary(level);
    int found = 0;
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(id);
        if (s.start.y == 3 && s.end.y == 3 && s.normal.y == -1) {
            EXPECT_EQ(s.start.x, 2);
            EXPECT_EQ(s.end.x, 8);
            EXPECT_EQ(boundary.material(id), 1);
            ++found;
        }
    }
    EXPECT_EQ(found, 1);
    // Met at 45 degrees exactly on the seam x = 5: a face's bounce, not a corner's.
    const World world(level, 1);
    const std::optional<FirstContact> contact = firstContact(world, 0, {3.5, 1.3}, {4, 4}, 20);
    ASSERT_TRUE(contact);
    EXPECT_EQ(contact->position, (Vec2{5, 2.8}));
    EXPECT_EQ(contact->normal, (Vec2{0, -1}));
    EXPECT_EQ(contact->velocity, (Vec2{4, -5}));
    // Rolling along the bar, touching it (centre 0.2 above it): never met, the direction kept.
    const test::ShotRun run = test::playShot(level, {{1.5, 2.8}}, {4, 0}, 120);
    EXPECT_TRUE(test::eventsOf(run, EventType::WallHit).empty());
    EXPECT_EQ(run.balls[0].position.y, 2.8);
    EXPECT_NEAR(run.balls[0].position.x, 1.5 + 16.0 / 6, 1e-12);
}

TEST(SpecialWalls, FacesBelongToTheirSolidTileCornersTakeTheLeastRestitution) {
    // A bumper block at (4, 2) and an ordinary 'L' at (5, 2): they meet at the convex corner
    // (5, 2) (the block's upper right, 90 degrees, and the triangle's 45-degree tip): the
    // ordinary wall's 0.8 < 1.25.
    Level level = test::makeBox(10, 5);
    test::setSpecialWall(level, 4, 2, 1.25);
    level.tiles[static_cast<std::size_t>(2 * level.width + 5)] = Tile::LowerLeft;
    const auto cornerAt = [](const Boundary& boundary, Vec2 point) {
        for (std::size_t k = 0; k < boundary.cornerCount(); ++k) {
            if (boundary.corner(k).point == point) {
                return static_cast<int>(boundary.corner(k).material);
            }
        }
        return -1;
    };
    EXPECT_EQ(cornerAt(Boundary(level), {5, 2}), 0);
    EXPECT_EQ(cornerAt(Boundary(level), {4, 2}), 1);  // the bumper's alone
    EXPECT_EQ(cornerAt(Boundary(level), {5, 3}), -1); // a straight face, no corner
    EXPECT_EQ(cornerAt(Boundary(level), {4, 3}), 1);
    // The triangle a dead wall (0.3): the corner takes 0.3, material 2.
    test::setSpecialWall(level, 5, 2, 0.3, Tile::LowerLeft, 'd');
    EXPECT_EQ(cornerAt(Boundary(level), {5, 2}), 2);
    // The block's left face is the bumper's, the triangle's diagonal the dead wall's.
    const Boundary boundary(level);
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(id);
        if (s.start == Vec2{4, 2} && s.end == Vec2{4, 3}) {
            EXPECT_EQ(boundary.material(id), 1);
        }
        if (s.normal.x > 0 && s.normal.y < 0 && s.start.x == 5) {
            EXPECT_EQ(boundary.material(id), 2);
        }
    }
}

TEST(SpecialWalls, SameShotBitIdenticalAtAnyTickRate) {
    const Level level = columnLevel(1.25);
    const test::ShotRun reference = test::playShot(level, {{3.5, 1.7}}, {9, 2.5}, 30);
    for (const int rate : {240, 997}) {
        for (const bool skip : {false, true}) {
            const test::ShotRun run = test::playShot(level, {{3.5, 1.7}}, {9, 2.5}, rate, skip);
            EXPECT_EQ(run.balls[0].position, reference.balls[0].position) << rate;
            ASSERT_EQ(run.events.size(), reference.events.size()) << rate;
            for (std::size_t k = 0; k < run.events.size(); ++k) {
                EXPECT_EQ(run.events[k].position, reference.events[k].position) << rate;
                EXPECT_EQ(run.events[k].speed, reference.events[k].speed) << rate;
            }
        }
    }
    EXPECT_GE(test::eventsOf(reference, EventType::WallHit).size(), 3U);
}

} // namespace
} // namespace golf
