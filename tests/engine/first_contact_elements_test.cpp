// firstContact with the elements of level format 3: a slider met at the shot's instant on
// the hole clock (or missed at another), and a teleport, with and without an exit angle.
// Every expected value is worked out by hand in the comments.

#include "golf/physics/first_contact.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>
#include <optional>

namespace golf {
namespace {

constexpr double elementsTight = 1e-9;
constexpr double elementsFar = 400; // tiles, the aiming aid's reach

void expectNearElements(Vec2 actual, Vec2 expected) {
    EXPECT_NEAR(actual.x, expected.x, elementsTight);
    EXPECT_NEAR(actual.y, expected.y, elementsTight);
}

/// A 12 x 6 room (inner walls at x = 1 and 11, y = 1 and 5), tee (1.5, 2.5), ball radius 0.2.
Level room() {
    return test::makeLevel({
        "############", //
        "#..........#", //
        "#S.........#", //
        "#..........#", //
        "#.........O#", //
        "############",
    });
}

/// A 1 x 1 block whose centre slides from (6, 0.5) down to (6, 4.5) and back in 8 s: 1 tile/s,
/// centre y = 0.5 + t for t in [0, 4].
Level roomWithSlider() {
    Level level = room();
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {6.0, 0.5}, .to = {6.0, 4.5}, .size = {1.0, 1.0}, .period = 8.0};
    level.movers.push_back(mover);
    return level;
}

TEST(FirstContactElements, TheSliderIsMetWhereItIsAtTheShotsInstant) {
    const Level level = roomWithSlider();
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    // Struck at t = 2 at 10 tiles/s along y = 2.5: the block's left face is at x = 5.5, so the
    // ball's centre touches it at x = 5.3 after 3.8 tiles, 0.38 s, when the block spans
    // y in [2.38, 3.38], across the ball's line. Relative to the block (moving (0, 1)) the ball
    // comes at (10, -1); the normal part -10 along (-1, 0) leaves at 0.8 x 10 = 8, the
    // tangential -1 is kept: (-8, -1) relative, (-8, 0) on the ground.
    const std::optional<FirstContact> hit =
        firstContact(world, 0, level.tee, {10, 0}, elementsFar, 2.0);
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->type, EventType::MoverHit);
    EXPECT_EQ(hit->other, 0);
    expectNearElements(hit->position, {5.3, 2.5});
    expectNearElements(hit->after, {5.3, 2.5});
    expectNearElements(hit->normal, {-1, 0});
    expectNearElements(hit->velocity, {-8, 0});
}

TEST(FirstContactElements, TheSliderIsMissedAtAnotherInstant) {
    const Level level = roomWithSlider();
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    // Struck at t = 0 the ball crosses x in [5.3, 6.7] during t in [0.38, 0.52], while the
    // block spans y in [t, t + 1], at most 1.52 < 2.3 (the ball's top): it passes under it
    // and meets the right wall at x = 11 - 0.2 = 10.8, leaving at 0.8 x 10 (wallRestitution).
    const std::optional<FirstContact> hit =
        firstContact(world, 0, level.tee, {10, 0}, elementsFar, 0.0);
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->type, EventType::WallHit);
    EXPECT_EQ(hit->other, -1);
    expectNearElements(hit->position, {10.8, 2.5});
    expectNearElements(hit->velocity, {-8, 0});
    // Without `at` the shot is struck at the world's clock: 0 here, 2 once the clock says so.
    const std::optional<FirstContact> now = firstContact(world, 0, level.tee, {10, 0}, elementsFar);
    ASSERT_TRUE(now);
    EXPECT_EQ(now->type, EventType::WallHit);
    world.setClock(2.0);
    const std::optional<FirstContact> later =
        firstContact(world, 0, level.tee, {10, 0}, elementsFar);
    ASSERT_TRUE(later);
    EXPECT_EQ(later->type, EventType::MoverHit);
    expectNearElements(later->position, {5.3, 2.5});
}

TEST(FirstContactElements, NoContactFromInsideTheSlider) {
    const Level level = roomWithSlider();
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    // At t = 2 the block covers (6, 2.5): no free spot there; at t = 0 (block at y <= 1) it is.
    EXPECT_FALSE(firstContact(world, 0, {6.0, 2.5}, {10, 0}, elementsFar, 2.0));
    EXPECT_TRUE(firstContact(world, 0, {6.0, 2.5}, {10, 0}, elementsFar, 0.0));
}

/// room() with a teleport: from disc at (4.5, 2.5), radius 0.3, exit (8.5, 1.5).
Level roomWithTeleport(std::optional<double> exitAngle) {
    Level level = room();
    Teleport teleport;
    teleport.entry = {4.5, 2.5};
    teleport.radius = 0.3;
    teleport.exit = {8.5, 1.5};
    teleport.exitAngle = exitAngle;
    level.teleports.push_back(teleport);
    return level;
}

TEST(FirstContactElements, ATeleportIsTheFirstEventWithItsExit) {
    // The centre enters the disc at x = 4.5 - 0.3 = 4.2 and goes on from (8.5, 1.5) at the
    // same speed, in its own direction (10, 0).
    const Level level = roomWithTeleport(std::nullopt);
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    const std::optional<FirstContact> jump =
        firstContact(world, 0, level.tee, {10, 0}, elementsFar);
    ASSERT_TRUE(jump);
    EXPECT_EQ(jump->type, EventType::Teleported);
    EXPECT_EQ(jump->other, 0);
    expectNearElements(jump->position, {4.2, 2.5});
    expectNearElements(jump->after, {8.5, 1.5});
    expectNearElements(jump->velocity, {10, 0});
}

TEST(FirstContactElements, ATeleportWithAnExitAngle) {
    // exitAngle 90 is straight down the screen (SPEC section 1): speed 10 kept, (0, 10).
    const Level level = roomWithTeleport(90.0);
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, level.tee));
    const std::optional<FirstContact> jump =
        firstContact(world, 0, level.tee, {10, 0}, elementsFar);
    ASSERT_TRUE(jump);
    EXPECT_EQ(jump->type, EventType::Teleported);
    expectNearElements(jump->position, {4.2, 2.5});
    expectNearElements(jump->after, {8.5, 1.5});
    expectNearElements(jump->velocity, {0, 10});
}

/// A 16 x 7 room (inner walls at x = 1 and 17, y = 1 and 8) and a 1 x 1 block sliding from
/// (2.5, 4.5) to (6.5, 4.5) and back in 8 s: at 1 tile/s, its right face at x = 3 + t for t
/// in [0, 4]. Ball `still` lies at rest at (4.5, 4.5) in its way, its left at x = 4.3: the
/// block reaches it at t = 1.3 and sends it off at 1 + 0.8 x 1 = 1.8 tiles/s along +x (the
/// block's speed plus the relative approach reflected with moverRestitution), away from the
/// block: x = 4.5 + 1.8 (t - 1.3) on y = 4.5.
World worldWithStruckBall(int shooter, int still) {
    Level level = test::makeLevel({
        "##################", //
        "#................#", //
        "#................#", //
        "#................#", //
        "#................#", //
        "#................#", //
        "#................#", //
        "#................#", //
        "##################",
    });
    level.cup = {-100, -100};
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {2.5, 4.5}, .to = {6.5, 4.5}, .size = {1.0, 1.0}, .period = 8.0};
    level.movers.push_back(mover);
    World world(level, 2);
    EXPECT_TRUE(world.placeBall(still, {4.5, 4.5}));
    EXPECT_TRUE(world.placeBall(shooter, {15.5, 7.5})); // moved to `from` by the query
    return world;
}

TEST(FirstContactElements, AMoverStrikingAnotherBallFirstDoesNotHideTheContact) {
    for (const int shooter : {0, 1}) {
        const World world = worldWithStruckBall(shooter, 1 - shooter);
        // Sent up at 1 tile/s from (12.5, 3.5), far from the block and the struck ball, it meets
        // the top wall (y = 1 + 0.2) at t = 2.3, after the block struck the other ball (1.3).
        const std::optional<FirstContact> hit =
            firstContact(world, shooter, {12.5, 3.5}, {0, -1}, elementsFar, 0.0);
        ASSERT_TRUE(hit);
        EXPECT_EQ(hit->type, EventType::WallHit);
        expectNearElements(hit->position, {12.5, 1.2});
        expectNearElements(hit->normal, {0, 1});
        expectNearElements(hit->velocity, {0, 0.8});
    }
}

TEST(FirstContactElements, ABallAMoverSentOffIsMetWhereItHasGot) {
    for (const int shooter : {0, 1}) {
        const int still = 1 - shooter;
        const World world = worldWithStruckBall(shooter, still);
        // Sent at 1 tile/s along -x on y = 4.5 from (12.5, 4.5), toward the ball at rest (it
        // would meet it at x = 4.9 at t = 7.6). The block sends that ball toward it at t = 1.3;
        // their centres are 2r = 0.4 apart when 12.5 - t - (4.5 + 1.8 (t - 1.3)) = 0.4, i.e.
        // 2.8 t = 9.94, t = 3.55: the shooter at x = 8.95, the other at 8.55. Head on, equal
        // masses, ballRestitution 0.95: the shooter leaves at ((-1 + 1.8) + 0.95 (1.8 + 1)) / 2
        // = 1.73 along +x, the normal (1, 0) toward it.
        const std::optional<FirstContact> hit =
            firstContact(world, shooter, {12.5, 4.5}, {-1, 0}, elementsFar, 0.0);
        ASSERT_TRUE(hit);
        EXPECT_EQ(hit->type, EventType::BallHit);
        EXPECT_EQ(hit->other, still);
        expectNearElements(hit->position, {8.95, 4.5});
        expectNearElements(hit->normal, {1, 0});
        expectNearElements(hit->velocity, {1.73, 0});
    }
}

} // namespace
} // namespace golf
