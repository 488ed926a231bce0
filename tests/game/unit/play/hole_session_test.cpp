// HoleSession: frames of any length, stalls and catch-up never change the outcome.

#include "HoleSession.hpp"
#include "LimitLevelFile.hpp"
#include "ReplayRecorder.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/replay/replay.hpp"
#include "test_level.hpp"

#include <filesystem>
#include <gtest/gtest.h>
#include <unistd.h>

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
    const Level level = golf::test::makeTeleportBox();
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

/// A lane of 10 tiles: tee (1.5, 1.5), cup (8.5, 1.5); maxStrokes 10.
Level limitLane() {
    return test::makeLevel({
        "##########",
        "#S......O#",
        "##########",
    });
}

/// Plays `velocity` for `player` to rest; returns whether one ball struck another.
bool playToRest(HoleSession& session, int player, Vec2 velocity) {
    EXPECT_EQ(session.shoot(player, velocity), "");
    bool struck = false;
    for (const Event& event : session.finishShot()) {
        struck = struck || event.type == EventType::BallHit;
    }
    return struck;
}

TEST(HoleSession, APlayerPickedUpAtThePartysLimitLeavesTheCourse) {
    // A limit of 1: player 0 putts short (3 tiles/s rolls 1.5 tiles) and is picked up by
    // the engine, which takes the ball off the course; player 1's full-length putt along the
    // same line then passes where it lay and holes (it would have struck it before).
    HoleSession session(limitLane(), 2);
    EXPECT_FALSE(session.limited());
    EXPECT_TRUE(session.setTurnRule(TurnOrder::Fixed, 1, {}));
    EXPECT_TRUE(session.limited());
    EXPECT_EQ(session.level().maxStrokes, 1);
    EXPECT_FALSE(playToRest(session, 0, {3, 0}));
    const PlayerState& first = session.match().players()[0];
    EXPECT_TRUE(first.pickedUp);
    EXPECT_FALSE(session.match().world().balls()[0].inPlay);
    EXPECT_TRUE(session.atLimit(0));
    EXPECT_EQ(session.currentPlayer(), 1);
    EXPECT_FALSE(playToRest(session, 1, {7.5, 0}));
    EXPECT_TRUE(session.match().players()[1].holed);
    EXPECT_TRUE(session.over());
}

TEST(HoleSession, TheLevelsOwnLimitOrAHoleBegunKeepsTheMatch) {
    HoleSession session(limitLane(), 2);
    EXPECT_FALSE(session.setTurnRule(TurnOrder::Fixed, 10, {})); // the level's own
    EXPECT_FALSE(session.setTurnRule(TurnOrder::Fixed, 20, {})); // above it
    EXPECT_FALSE(session.limited());
    EXPECT_FALSE(playToRest(session, 0, {3, 0}));
    EXPECT_FALSE(session.setTurnRule(TurnOrder::Fixed, 1, {})); // begun: the game picks up
    EXPECT_FALSE(session.limited());
    EXPECT_TRUE(session.atLimit(0));
    EXPECT_TRUE(session.match().world().balls()[0].inPlay); // and the ball stays
    // After a restart the fewest strokes carried count: 3 and 5 carried of a limit of 6
    // leave 3 in the match (player 1 is picked up by the game after 1).
    HoleSession restarted(limitLane(), 2);
    EXPECT_TRUE(restarted.setTurnRule(TurnOrder::Fixed, 6, {3, 5}));
    EXPECT_EQ(restarted.level().maxStrokes, 3);
}

TEST(HoleSession, ALimitedHolesLogReplaysToItsHashWithTheBallOff) {
    // The log names the level copy with the limit (replays/limits/…): golf replay picks
    // player 0 up where the game did and reaches the game's hash.
    const std::filesystem::path folder = std::filesystem::temp_directory_path() /
                                         ("minigolf-limit-log-" + std::to_string(::getpid()));
    std::filesystem::remove_all(folder);
    HoleSession session(limitLane(), 2);
    ASSERT_TRUE(session.setTurnRule(TurnOrder::Fixed, 1, {}));
    std::string error;
    const std::filesystem::path level = writeLimitLevel(folder, session.level(), error);
    ASSERT_EQ(error, "");
    EXPECT_EQ(level.parent_path(), folder / "limits");
    EXPECT_EQ(level.filename().string(), "test-" + hashToHex(levelHash(session.level())) + ".json");
    ReplayRecorder recorder(folder, level, 2, 1, session.level());
    for (const auto& [player, velocity] : {std::pair{0, Vec2{3, 0}}, std::pair{1, Vec2{7.5, 0}}}) {
        ASSERT_EQ(recorder.addShot(session.loggedShot(player, velocity, false)), "");
        (void)playToRest(session, player, velocity);
    }
    const ReplayFileResult replayed = replayFile(recorder.path(), true);
    ASSERT_TRUE(replayed.outcome) << (replayed.errors.empty() ? "" : replayed.errors[0]);
    EXPECT_EQ(replayed.outcome->final.hash, hashToHex(session.reportedHash(false)));
    EXPECT_TRUE(replayed.outcome->final.balls[0].pickedUp);
    EXPECT_FALSE(replayed.outcome->final.balls[0].inPlay);
    std::filesystem::remove_all(folder);
}

} // namespace
} // namespace golf::game
