// The hole clock in the game's play path (issue 23): it runs while players aim on a level with
// movers, shots are logged with their "at" in a format-2 log for a level of format 3 and
// without it in a format-1 log otherwise, and the logged shots replay to the game's hash.

#include "HoleSession.hpp"
#include "ReplayRecorder.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/replay/replay.hpp"
#include "test_level.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>

namespace golf::game {
namespace {

/// A 13 x 7 box with a windmill of four arms turning once in 4 s between tee and cup.
Level windmillLevel() {
    Level level = test::makeLevel({
        "#############",
        "#...........#",
        "#...........#",
        "#S.........O#",
        "#...........#",
        "#...........#",
        "#############",
    });
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades = Blades{.pivot = {6.5, 3.5},
                          .arms = 4,
                          .length = 2.2,
                          .width = 0.3,
                          .period = 4,
                          .phase = 0,
                          .turn = TurnSense::Clockwise};
    level.movers.push_back(mover);
    return level;
}

/// A fresh, empty folder for one test's logs.
std::filesystem::path scratch(const std::string& name) {
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("minigolf-hole-clock-" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

std::string readText(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// Feeds frames of 1/60 s until the shot in progress ends; returns its MoverHit events.
int rollToRest(HoleSession& session) {
    int moverHits = 0;
    for (int guard = 0; session.shotInProgress() && guard < 100000; ++guard) {
        for (const Event& event : session.advance(1.0 / 60, 1000)) {
            moverHits += event.type == EventType::MoverHit ? 1 : 0;
        }
    }
    EXPECT_FALSE(session.shotInProgress());
    return moverHits;
}

TEST(HoleClock, RunsWhilePlayersAimOnlyOnALevelWithMovers) {
    HoleSession still(test::bendLevel(), 1);
    EXPECT_FALSE(still.clockRuns());
    EXPECT_TRUE(still.advance(0.5, 1000).empty());
    EXPECT_EQ(still.match().clock(), 0.0);
    EXPECT_EQ(still.match().ticks(), 0);

    HoleSession windmill(windmillLevel(), 1);
    EXPECT_TRUE(windmill.clockRuns());
    for (int frame = 0; frame < 30; ++frame) {
        (void)windmill.advance(1.0 / 60, 1000);
    }
    // 30 frames of 1/60 s at 120 ticks/s: 60 idle ticks, half a second of hole clock (the
    // last frame's sum may fall a rounding short of a whole tick: 59 or 60).
    EXPECT_GE(windmill.match().ticks(), 59);
    EXPECT_LE(windmill.match().ticks(), 60);
    EXPECT_NEAR(windmill.match().clock(), windmill.match().ticks() / 120.0, 1e-12);
    EXPECT_TRUE(windmill.readyToShoot());
    // Drawn between the last two ticks: never behind the previous tick nor past the current.
    EXPECT_LE(windmill.drawClock(), windmill.match().clock());
    EXPECT_GE(windmill.drawClock(), windmill.match().clock() - 1.0 / 120 - 1e-12);
}

TEST(HoleClock, TheMoversAreDrawnTurningAfterTheHoleIsFinished) {
    Level level = windmillLevel();
    level.maxStrokes = 1; // a stroke short of the cup: the ball is picked up, the hole ends
    HoleSession session(level, 1);
    session.runDrawClock(1.0); // the hole has not begun: the match's clock is drawn
    EXPECT_EQ(session.drawClock(), session.match().clock());
    ASSERT_EQ(session.shoot(0, {1.0, 0}), "");
    (void)rollToRest(session);
    ASSERT_TRUE(session.match().finished());
    ASSERT_FALSE(session.match().world().balls()[0].inPlay);
    const double clock = session.match().clock();
    const std::int64_t ticks = session.match().ticks();
    const std::uint64_t hash = session.match().hash(true);
    EXPECT_EQ(session.drawClock(), clock);
    // Half a second of frames while the card shows: the movers turn on screen, 0.5 s on, and
    // the match is what golf replay ends with.
    for (int frame = 0; frame < 30; ++frame) {
        session.runDrawClock(1.0 / 60);
    }
    EXPECT_NEAR(session.drawClock(), clock + 0.5, 1e-12);
    EXPECT_EQ(session.match().clock(), clock);
    EXPECT_EQ(session.match().ticks(), ticks);
    EXPECT_EQ(session.match().hash(true), hash);
    // A still level has nothing to turn.
    HoleSession still(test::bendLevel(), 1);
    still.runDrawClock(1.0);
    EXPECT_EQ(still.drawClock(), 0.0);
}

TEST(HoleClock, AnIdleLimitStopsTheClockExactlyThere) {
    HoleSession session(windmillLevel(), 1);
    const double at = 0.3337; // not on the tick grid
    for (int frame = 0; frame < 60; ++frame) {
        (void)session.advance(1.0 / 60, 1000, at);
    }
    EXPECT_EQ(session.match().clock(), at);
    // 40 whole ticks of 1/120 s reach 0.3333..., the 41st ends short, at 0.3337.
    EXPECT_EQ(session.match().ticks(), 41);
    EXPECT_EQ(session.drawClock(), at);
    // A still level idles to a log's "at" too, without ticks: only the clock moves.
    HoleSession still(test::bendLevel(), 1);
    (void)still.advance(1.0, 1000, 0.25);
    EXPECT_EQ(still.match().clock(), 0.25);
    EXPECT_EQ(still.match().ticks(), 0);
}

TEST(HoleClock, AFormat3LevelIsLoggedInFormat2WithAtOnEveryShot) {
    const Level level = windmillLevel();
    ASSERT_TRUE(level.usesFormat3());
    ASSERT_TRUE(ReplayRecorder::clocked(level));
    const std::filesystem::path folder = scratch("format3");
    ReplayRecorder recorder(folder, folder / "windmill.json", 1, 1, level);
    HoleSession session(level, 1);
    const bool clocked = ReplayRecorder::clocked(level);

    for (int frame = 0; frame < 45; ++frame) { // 0.75 s of aiming
        (void)session.advance(1.0 / 60, 1000);
    }
    const double firstAt = session.match().clock();
    EXPECT_GT(firstAt, 0.7);
    const Shot first = session.loggedShot(0, {2.0, 0.5}, clocked);
    ASSERT_EQ(session.shoot(0, {2.0, 0.5}), "");
    ASSERT_EQ(recorder.addShot(first), "");
    EXPECT_EQ(rollToRest(session), 0); // short of the arms' reach (x >= 4.15)
    for (int frame = 0; frame < 20; ++frame) {
        (void)session.advance(1.0 / 60, 1000);
    }
    const double secondAt = session.match().clock();
    const Shot second = session.loggedShot(0, {3.0, -0.25}, clocked);
    ASSERT_EQ(session.shoot(0, {3.0, -0.25}), "");
    ASSERT_EQ(recorder.addShot(second), "");
    EXPECT_EQ(rollToRest(session), 0);
    // Then hard into the turning arms.
    for (int frame = 0; frame < 7; ++frame) {
        (void)session.advance(1.0 / 60, 1000);
    }
    const Shot third = session.loggedShot(0, {9.0, 0.0}, clocked);
    ASSERT_EQ(session.shoot(0, {9.0, 0.0}), "");
    ASSERT_EQ(recorder.addShot(third), "");
    EXPECT_GE(rollToRest(session), 1);

    EXPECT_GT(secondAt, firstAt);
    ASSERT_TRUE(third.at);
    EXPECT_GT(*third.at, secondAt);

    // The logged shots replay headlessly to the state the game reports (clock included),
    // though the game's clock has run on since (idle ticks after the last shot).
    for (int frame = 0; frame < 30; ++frame) {
        (void)session.advance(1.0 / 60, 1000);
    }
    ShotLog played;
    played.format = 2;
    played.shots = {first, second, third};
    const ReplayResult replay = replayShotLog(played, level, "played");
    ASSERT_TRUE(replay.outcome) << (replay.errors.empty() ? "" : replay.errors.front());
    EXPECT_EQ(replay.outcome->final.hash, hashToHex(session.reportedHash(true)));
    EXPECT_EQ(replay.outcome->final.ticks, session.reportedTicks());
    EXPECT_NE(session.reportedTicks(), session.match().ticks());

    // The file: format 2, every "at" round-trips bit for bit.
    const std::string text = readText(recorder.path());
    EXPECT_NE(text.find("\"minigolf-shots/2\""), std::string::npos) << text;
    const ShotLogLoadResult loaded = loadShotLogFile(recorder.path());
    ASSERT_TRUE(loaded.log) << (loaded.errors.empty() ? "" : loaded.errors.front());
    EXPECT_EQ(loaded.log->format, 2);
    ASSERT_EQ(loaded.log->shots.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        ASSERT_TRUE(loaded.log->shots[i].at) << "shot " << i;
        EXPECT_EQ(*loaded.log->shots[i].at, *played.shots[i].at) << "shot " << i;
    }
    std::filesystem::remove_all(folder);
}

TEST(HoleClock, AnArmPushesARestingBallAndTheNextShotWaitsForTheRest) {
    const Level level = windmillLevel();
    HoleSession session(level, 2);
    // 1.985 tiles up-left of the pivot, at 220.91 degrees, inside the arms' reach (2.35) and
    // clear of them at t = 0 (arms along the axes). The arm from 180 degrees, turning
    // clockwise at 90 degrees/s, touches it when its side is 0.15 + 0.2 tiles from the ball's
    // centre: asin(0.35 / 1.985) = 10.16 degrees earlier, at 210.75 degrees, t = 0.3417 s.
    const Vec2 spot{5.0, 2.2};
    ASSERT_EQ(session.setup(0, spot), "");
    int frames = 0;
    int hits = 0;
    while (hits == 0 && frames < 120) {
        for (const Event& event : session.advance(1.0 / 60, 1000)) {
            hits += event.type == EventType::MoverHit ? 1 : 0;
        }
        ++frames;
    }
    ASSERT_EQ(hits, 1);
    EXPECT_NEAR(frames / 60.0, 0.3417, 1.0 / 60); // in the frame that holds it
    EXPECT_FALSE(session.shotInProgress());       // nobody shot: no stroke, no shot
    EXPECT_FALSE(session.readyToShoot());         // but the pushed ball rolls: the next one waits
    EXPECT_EQ(session.match().players()[0].strokes, 0);
    while (!session.readyToShoot() && frames < 1200) {
        (void)session.advance(1.0 / 60, 1000);
        ++frames;
    }
    ASSERT_TRUE(session.readyToShoot());
    EXPECT_NE(session.match().world().balls()[0].position, spot);
    const Shot shot = session.loggedShot(1, {3.0, 1.0}, true);
    ASSERT_EQ(session.shoot(1, {3.0, 1.0}), "");
    (void)rollToRest(session);
    // golf replay waits through the same push (setup, then the shot at its "at").
    ShotLog log;
    log.format = 2;
    log.players = 2;
    log.setup = {{0, spot}};
    log.shots = {shot};
    const ReplayResult replay = replayShotLog(log, level, "pushed");
    ASSERT_TRUE(replay.outcome) << (replay.errors.empty() ? "" : replay.errors.front());
    EXPECT_EQ(replay.outcome->final.hash, hashToHex(session.reportedHash(true)));
}

TEST(HoleClock, AStillLevelKeepsFormat1WithoutAt) {
    const Level level = test::bendLevel();
    ASSERT_FALSE(level.usesFormat3());
    EXPECT_FALSE(ReplayRecorder::clocked(level));
    EXPECT_TRUE(ReplayRecorder::clocked(level, 2)); // a format-2 log played through the game
    const std::filesystem::path folder = scratch("format1");
    ReplayRecorder recorder(folder, folder / "bend.json", 1, 1, level);
    HoleSession session(level, 1);
    (void)session.advance(2.0, 1000); // aiming on a still level: no clock
    const Shot shot = session.loggedShot(0, {4.0, 0.0}, ReplayRecorder::clocked(level));
    EXPECT_FALSE(shot.at);
    ASSERT_EQ(session.shoot(0, {4.0, 0.0}), "");
    ASSERT_EQ(recorder.addShot(shot), "");
    (void)rollToRest(session);

    const std::string text = readText(recorder.path());
    EXPECT_NE(text.find("\"minigolf-shots/1\""), std::string::npos) << text;
    EXPECT_EQ(text.find("\"at\""), std::string::npos) << text;
    // Byte for byte what the writer made of such a log before the hole clock.
    ShotLog expected;
    expected.level = "bend.json";
    expected.levelHash = levelHash(level);
    expected.shots.push_back({0, {4.0, 0.0}});
    EXPECT_EQ(text, shotLogToJson(expected));
    const ReplayResult replay = replayShotLog(*loadShotLogFile(recorder.path()).log, level, "log");
    ASSERT_TRUE(replay.outcome);
    EXPECT_EQ(replay.outcome->final.hash, hashToHex(session.reportedHash(false)));
    std::filesystem::remove_all(folder);
}

} // namespace
} // namespace golf::game
