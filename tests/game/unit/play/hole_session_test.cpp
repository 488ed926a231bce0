// HoleSession: frames of any length, stalls and catch-up never change the outcome.

#include "HoleSession.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

/// Shots that bounce off walls and the slope, for two players.
const std::vector<std::pair<int, Vec2>> shots = {
    {0, {9.0, 0.0}}, {1, {8.0, 1.5}}, {0, {-3.0, 6.0}}, {1, {5.0, -2.0}}};

/// Plays `shots` with Match directly: the reference outcome (what `golf replay` does).
std::uint64_t referenceHash(const Level& level) {
    Match match(level, 2);
    for (const auto& [player, velocity] : shots) {
        match.shoot(player, velocity);
        while (match.shotInProgress()) {
            (void)match.step();
        }
    }
    return match.hash();
}

/// Plays `shots` through a HoleSession fed with frames of the given lengths (cycled).
std::uint64_t sessionHash(const Level& level, const std::vector<double>& frames, int maxTicks) {
    HoleSession session(level, 2);
    std::size_t frame = 0;
    for (const auto& [player, velocity] : shots) {
        EXPECT_EQ(session.shoot(player, velocity), "");
        for (int guard = 0; session.shotInProgress() && guard < 1000000; ++guard) {
            (void)session.advance(frames[frame++ % frames.size()], maxTicks);
        }
    }
    return session.match().hash();
}

TEST(HoleSession, FrameLengthNeverChangesTheOutcome) {
    const Level level = test::bendLevel();
    const std::uint64_t reference = referenceHash(level);
    EXPECT_EQ(sessionHash(level, {1.0 / 60}, 1000), reference);
    EXPECT_EQ(sessionHash(level, {1.0 / 144}, 1000), reference);
    EXPECT_EQ(sessionHash(level, {0.001, 0.05, 0.0171, 0.25, 0.003}, 1000), reference);
    // A stalled frame with a small catch-up limit only slows the motion down.
    EXPECT_EQ(sessionHash(level, {1.0}, 3), reference);
}

TEST(HoleSession, NoTicksWhileEveryBallRests) {
    HoleSession session(test::bendLevel(), 1);
    EXPECT_TRUE(session.advance(5.0, 1000).empty());
    EXPECT_EQ(session.match().ticks(), 0);
}

TEST(HoleSession, CatchUpIsCapped) {
    HoleSession session(test::bendLevel(), 1);
    ASSERT_EQ(session.shoot(0, {10.0, 0.0}), "");
    (void)session.advance(10.0, 7);
    EXPECT_EQ(session.match().ticks(), 7);
    // The dropped time is gone: the next short frame steps one tick, not a backlog.
    (void)session.advance(1.0 / 120, 7);
    EXPECT_EQ(session.match().ticks(), 8);
    EXPECT_EQ(session.catchUpTicks(1.0), 30); // a quarter second at 120 ticks per second
    EXPECT_EQ(session.catchUpTicks(4.0), 120);
}

TEST(HoleSession, DrawsBetweenThePreviousAndTheCurrentTick) {
    HoleSession session(test::bendLevel(), 1);
    ASSERT_EQ(session.shoot(0, {6.0, 0.0}), "");
    (void)session.advance(1.0 / 120, 10); // one tick, nothing left over
    const double afterOne = session.match().world().balls()[0].position.x;
    (void)session.advance(1.5 / 120, 10); // a second tick, and half a tick accumulated
    const double afterTwo = session.match().world().balls()[0].position.x;
    EXPECT_GT(afterTwo, afterOne);
    EXPECT_NEAR(session.drawPosition(0).x, (afterOne + afterTwo) / 2, 1e-12);
    EXPECT_EQ(session.drawPosition(0).y, 1.5);
}

TEST(HoleSession, ATeleportedBallIsDrawnWhereItCameOutNotOnTheWay) {
    // Floor x in [1, 15], y in [1, 6]; the tee at (2.5, 3.5); a teleport from the disc at
    // (5.5, 3.5) (radius 0.3) to (10.5, 5.5). Struck at 6 tiles/s, slowing at 3: the centre
    // reaches x = 5.2 when 6 t - 1.5 t^2 = 2.7, t = (6 - sqrt 19.8) / 3 = 0.51676 s, in tick 63
    // (62.01 ticks of 1/120 s).
    Level level = golf::test::makeBox(14, 5);
    level.tee = {2.5, 3.5};
    Teleport teleport;
    teleport.entry = {5.5, 3.5};
    teleport.radius = 0.3;
    teleport.exit = {10.5, 5.5};
    level.teleports.push_back(teleport);
    HoleSession session(level, 1);
    ASSERT_EQ(session.shoot(0, {6.0, 0.0}), "");
    for (int tick = 0; tick < 62; ++tick) {
        for (const Event& event : session.advance(1.0 / 120, 10)) {
            ASSERT_NE(event.type, EventType::Teleported) << "tick " << tick + 1;
        }
    }
    const std::vector<Event> events = session.advance(1.5 / 120, 10); // tick 63 and a half
    ASSERT_EQ(events.size(), 1u);
    EXPECT_EQ(events[0].type, EventType::Teleported);
    // Half a tick on, it is drawn where it is, past the exit, not half way across the level.
    const Vec2 now = session.match().world().balls()[0].position;
    EXPECT_EQ(now.y, 5.5);
    EXPECT_EQ(session.drawPosition(0), now);
    // The next tick is drawn between its ends again.
    (void)session.advance(1.0 / 120, 10);
    const Vec2 next = session.match().world().balls()[0].position;
    EXPECT_NEAR(session.drawPosition(0).x, (now.x + next.x) / 2, 1e-12);
}

TEST(HoleSession, RefusesIllegalShotsWithTheRulesReason) {
    HoleSession session(test::bendLevel(), 2);
    EXPECT_NE(session.shoot(0, {100.0, 0.0}).find("maxShotSpeed"), std::string::npos);
    EXPECT_NE(session.shoot(5, {1.0, 0.0}).find("does not exist"), std::string::npos);
    ASSERT_EQ(session.shoot(0, {1.0, 0.0}), "");
    EXPECT_NE(session.shoot(1, {1.0, 0.0}).find("in progress"), std::string::npos);
}

TEST(HoleSession, TurnsFollowTheRules) {
    HoleSession session(test::bendLevel(), 3);
    EXPECT_EQ(session.currentPlayer(), 0);
    // A ball not in play is aimed from where it will enter: the tee.
    EXPECT_EQ(session.shotOrigin(0), (Vec2{1.5, 1.5}));
    ASSERT_EQ(session.shoot(0, {3.0, 0.0}), "");
    (void)session.finishShot();
    EXPECT_EQ(session.lastShooter(), 0);
    EXPECT_EQ(session.currentPlayer(), 1);
    EXPECT_EQ(session.shotOrigin(0), session.match().world().balls()[0].position);
}

} // namespace
} // namespace golf::game
