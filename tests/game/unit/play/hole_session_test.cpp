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
