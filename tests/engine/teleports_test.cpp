// Teleports (level format 3): a ball whose centre enters a from disc is moved at that instant
// to the exit (or the free spot nearest it, the tee rule), keeping its speed, in its own
// direction or the exit angle's. Expected values by hand: rolling s = v t - a t^2 / 2 (a = 3).

#include "golf/physics/world.hpp"
#include "special_levels.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <optional>

namespace golf {
namespace {

/// A 10 x 10 box with one teleport from the disc of 0.35 around (6.5, 2.5) to (2.5, 6.5).
Level teleportLevel(std::optional<double> exitAngle) {
    Level level = test::makeBox(10, 10);
    level.teleports.push_back(
        {.entry = {6.5, 2.5}, .radius = 0.35, .exit = {2.5, 6.5}, .exitAngle = exitAngle});
    return level;
}

// From (2.5, 2.5) at 6 tiles/s along +x: the centre enters the disc at x = 6.15, after 3.65
// tiles, at u = sqrt(36 - 6 * 3.65) = sqrt(14.1), at T = (6 - u) / 3 seconds.
const double entrySpeed = std::sqrt(36 - 6 * 3.65);
const double entryTime = (6 - entrySpeed) / 3;

/// Steps until the tick holding the teleport; checks its event and the ball at the tick's end
/// against the closed form from the exit along `dir`.
void expectRightAfter(const Level& level, Vec2 dir) {
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
    world.setVelocity(0, {6, 0});
    for (int tick = 0; tick < 1000; ++tick) {
        for (const Event& event : world.step()) {
            if (event.type != EventType::Teleported) {
                continue;
            }
            EXPECT_NEAR(event.position.x, 6.15, 1e-12);
            EXPECT_EQ(event.position.y, 2.5);
            EXPECT_NEAR(event.speed, entrySpeed, 1e-12);
            EXPECT_EQ(event.other, 0);
            // The tick's end is (tick + 1) / 120 s after the shot: tau after the teleport.
            const double tau = (tick + 1) / 120.0 - entryTime;
            ASSERT_GT(tau, 0);
            const Ball& ball = world.balls()[0];
            const Vec2 expected = Vec2{2.5, 6.5} + dir * (entrySpeed * tau - 1.5 * tau * tau);
            EXPECT_NEAR(ball.position.x, expected.x, 1e-9);
            EXPECT_NEAR(ball.position.y, expected.y, 1e-9);
            EXPECT_NEAR(ball.velocity.x, dir.x * (entrySpeed - 3 * tau), 1e-9);
            EXPECT_NEAR(ball.velocity.y, dir.y * (entrySpeed - 3 * tau), 1e-9);
            return;
        }
    }
    ADD_FAILURE() << "no teleport";
}

TEST(Teleports, KeepsSpeedAndDirection) {
    const Level level = teleportLevel(std::nullopt);
    expectRightAfter(level, {1, 0});
    // It rests u^2 / 2a = 14.1 / 6 beyond the exit along +x.
    const test::ShotRun run = test::playShot(level, {{2.5, 2.5}}, {6, 0}, 120);
    ASSERT_EQ(test::eventsOf(run, EventType::Teleported).size(), 1U);
    EXPECT_NEAR(run.balls[0].position.x, 2.5 + 14.1 / 6, 1e-9);
    EXPECT_EQ(run.balls[0].position.y, 6.5);
}

TEST(Teleports, ExitAngleSetsTheDirection) {
    const Level level = teleportLevel(270.0); // up the screen: -y
    expectRightAfter(level, {0, -1});
    const test::ShotRun run = test::playShot(level, {{2.5, 2.5}}, {6, 0}, 120);
    EXPECT_EQ(run.balls[0].position.x, 2.5);
    EXPECT_NEAR(run.balls[0].position.y, 6.5 - 14.1 / 6, 1e-9);
}

TEST(Teleports, AnExitCoveredByABallUsesTheNearestFreeSpot) {
    // Ball 1 rests on the exit: the ring of radius r is all within it, the ring of 2r starts
    // at angle 0 with (2.9, 6.5), touching it: free. Ball 0 goes on along +x from there.
    const test::ShotRun run =
        test::playShot(teleportLevel(std::nullopt), {{2.5, 2.5}, {2.5, 6.5}}, {6, 0}, 120);
    EXPECT_NEAR(run.balls[0].position.x, 2.9 + 14.1 / 6, 1e-9);
    EXPECT_EQ(run.balls[0].position.y, 6.5);
    EXPECT_EQ(run.balls[1].position, (Vec2{2.5, 6.5}));
    EXPECT_TRUE(test::eventsOf(run, EventType::BallHit).empty());
}

TEST(Teleports, PassingBesideTheDiscOrStartingInsideIsNoEntry) {
    // Centre 0.36 from the disc's centre at closest: no entry.
    const test::ShotRun beside =
        test::playShot(teleportLevel(std::nullopt), {{2.5, 2.86}}, {6, 0}, 120);
    EXPECT_TRUE(test::eventsOf(beside, EventType::Teleported).empty());
    EXPECT_NEAR(beside.balls[0].position.x, 8.5, 1e-12);
    // A ball put inside the disc and struck leaves it without being moved.
    const test::ShotRun inside =
        test::playShot(teleportLevel(std::nullopt), {{6.5, 2.5}}, {3, 0}, 120);
    EXPECT_TRUE(test::eventsOf(inside, EventType::Teleported).empty());
    EXPECT_NEAR(inside.balls[0].position.x, 8, 1e-12);
}

TEST(Teleports, ACurvedPieceEntersToo) {
    // On a slope pushing +x (4 tiles/s^2) against grass's 3: a net 1 tile/s^2 along +x. From
    // (2.5, 2.5) at 0.1 tiles/s the centre enters the disc at x = 6.15 at u^2 = 0.01 + 2 * 3.65.
    Level level = test::makeSurfaceLevel({"############", "#>>>>>>>>>>#", "#>>>>>>>>>>#",
                                          "#>>>>>>>>>>#", "#..........#", "#..........#",
                                          "#..........#", "#..........#", "############"});
    level.cup = {-100, -100};
    level.teleports.push_back({.entry = {6.5, 2.5}, .radius = 0.35, .exit = {2.5, 6.5}});
    const test::ShotRun reference = test::playShot(level, {{2.5, 2.5}}, {0.1, 0}, 30);
    const std::vector<Event> teleported = test::eventsOf(reference, EventType::Teleported);
    ASSERT_EQ(teleported.size(), 1U);
    EXPECT_NEAR(teleported[0].position.x, 6.15, 1e-9);
    EXPECT_NEAR(teleported[0].position.y, 2.5, 1e-12);
    EXPECT_NEAR(teleported[0].speed, std::sqrt(0.01 + 7.3), 1e-9);
    // On flat grass from the exit along +x: u^2 / 2a further.
    EXPECT_NEAR(reference.balls[0].position.x, 2.5 + 7.31 / 6, 1e-9);
    EXPECT_NEAR(reference.balls[0].position.y, 6.5, 1e-12);
    for (const int rate : {240, 997}) {
        const test::ShotRun run = test::playShot(level, {{2.5, 2.5}}, {0.1, 0}, rate, true);
        EXPECT_EQ(run.balls[0].position, reference.balls[0].position) << rate;
    }
}

TEST(Teleports, SameShotBitIdenticalAtAnyTickRate) {
    const Level level = teleportLevel(200.0);
    const test::ShotRun reference = test::playShot(level, {{2.5, 2.5}}, {9, 0}, 30);
    ASSERT_EQ(test::eventsOf(reference, EventType::Teleported).size(), 1U);
    for (const int rate : {240, 997}) {
        for (const bool skip : {false, true}) {
            const test::ShotRun run = test::playShot(level, {{2.5, 2.5}}, {9, 0}, rate, skip);
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
