// Replay of shot logs on levels built in code: the rules checked with located messages, the
// per-shot outcome, the JSON form of SPEC section 6 and the "expect" comparison. Expected
// positions are derived by hand from closed-form rolling (distance v^2 / 2a).

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/replay/replay.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace golf {
namespace {

using test::makeLevel;

constexpr double replayTight = 1e-9;

/// A corridor: tee at (1.5, 1.5), cup at (8.5, 1.5), deceleration 3 tiles/s^2.
Level replayCorridor() {
    Level level = makeLevel({"##########", "#S......O#", "##########"});
    level.name = "corridor";
    level.par = 2;
    return level;
}

Shot velocityShot(int player, Vec2 velocity) {
    return {.player = player, .velocity = velocity};
}

Shot angleShot(int player, double angle, double speed) {
    return {.player = player,
            .velocity = velocityFromAngle(angle, speed),
            .form = ShotForm::AngleAndSpeed,
            .speed = speed};
}

ReplayOutcome replayOk(const ShotLog& log, const Level& level) {
    ReplayResult result = replayShotLog(log, level, "F");
    EXPECT_TRUE(result.errors.empty()) << ::testing::PrintToString(result.errors);
    return result.outcome.value_or(ReplayOutcome{});
}

std::string replayError(const ShotLog& log, const Level& level) {
    const ReplayResult result = replayShotLog(log, level, "F");
    EXPECT_FALSE(result.outcome);
    return result.errors.empty() ? "" : result.errors[0];
}

TEST(Replay, OneShotRollsVSquaredOverTwoA) {
    const ShotLog log{.level = "l", .players = 1, .shots = {velocityShot(0, {3.01, 0})}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    ASSERT_EQ(outcome.shots.size(), 1u);
    const ShotReport& shot = outcome.shots[0];
    EXPECT_EQ(shot.player, 0);
    EXPECT_EQ(shot.stroke, 1);
    EXPECT_EQ(shot.wallHits, 0);
    EXPECT_EQ(shot.ballHits, 0);
    EXPECT_TRUE(shot.holed.empty());
    // 3.01 tiles/s at 3 tiles/s^2: rests after 3.01 / 3 s = 120.4 ticks, so during tick 121,
    // 3.01^2 / 6 = 1.5100166... tiles further.
    EXPECT_EQ(shot.ticks, 121);
    const BallReport& ball = outcome.final.balls[0];
    EXPECT_TRUE(ball.inPlay);
    EXPECT_NEAR(ball.position.x, 1.5 + 3.01 * 3.01 / 6, replayTight);
    EXPECT_EQ(ball.position.y, 1.5);
    EXPECT_EQ(ball.velocity, (Vec2{0, 0}));
    EXPECT_EQ(ball.strokes, 1);
    EXPECT_EQ(outcome.final.ticks, 121);
    EXPECT_EQ(outcome.final.hash.size(), 16u);
    EXPECT_EQ(outcome.final.hash, outcome.shots[0].hash);
    EXPECT_DOUBLE_EQ(outcome.seconds(), 121.0 / 120.0);
}

TEST(Replay, HoledBallLeavesPlay) {
    // 6.5 tiles/s over the 6.7 tiles to the cup's edge: speed sqrt(6.5^2 - 2*3*6.7) = 1.43,
    // below captureSpeed 4.
    const ShotLog log{.level = "l", .players = 1, .shots = {angleShot(0, 0, 6.5)}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    EXPECT_EQ(outcome.shots[0].holed, std::vector<int>{0});
    const BallReport& ball = outcome.final.balls[0];
    EXPECT_FALSE(ball.inPlay);
    EXPECT_TRUE(ball.holed);
    EXPECT_EQ(ball.strokes, 1);
}

TEST(Replay, ShotAfterHolingOutIsAnError) {
    const ShotLog log{
        .level = "l", .players = 1, .shots = {angleShot(0, 0, 6.5), velocityShot(0, {1, 0})}};
    EXPECT_EQ(replayError(log, replayCorridor()), "F: shots[1]: player 0 has already holed out");
}

TEST(Replay, PickedUpAfterMaxStrokes) {
    Level level = replayCorridor();
    level.maxStrokes = 2;
    ShotLog log{.level = "l",
                .players = 1,
                .shots = {velocityShot(0, {0.3, 0}), velocityShot(0, {0.3, 0})}};
    const ReplayOutcome outcome = replayOk(log, level);
    EXPECT_TRUE(outcome.shots[0].pickedUp.empty());
    EXPECT_EQ(outcome.shots[1].pickedUp, std::vector<int>{0});
    EXPECT_FALSE(outcome.final.balls[0].inPlay);
    EXPECT_TRUE(outcome.final.balls[0].pickedUp);
    EXPECT_EQ(outcome.final.balls[0].strokes, 2);

    log.shots.push_back(velocityShot(0, {0.3, 0}));
    EXPECT_EQ(replayError(log, level),
              "F: shots[2]: player 0 was picked up after 2 strokes (maxStrokes 2)");
}

TEST(Replay, MaxShotSpeed) {
    const Level level = replayCorridor(); // maxShotSpeed 14
    EXPECT_EQ(replayError({.level = "l", .shots = {velocityShot(0, {15, 0})}}, level),
              "F: shots[0]: speed 15 is above maxShotSpeed 14");
    EXPECT_EQ(replayError({.level = "l", .shots = {angleShot(0, 30, 15)}}, level),
              "F: shots[0].speed: 15 is above maxShotSpeed 14");
    // Exactly maxShotSpeed is legal at any angle, whatever cos and sin round to.
    for (double angle = 0; angle < 360; angle += 7.5) {
        const ReplayResult result =
            replayShotLog({.level = "l", .shots = {angleShot(0, angle, 14)}}, level, "F");
        EXPECT_TRUE(result.outcome) << angle << ": " << ::testing::PrintToString(result.errors);
    }
}

TEST(PlayedVelocity, ShortensOnlyWhatRoundingLengthened) {
    int shortened = 0;
    for (int tenth = 0; tenth < 3600; ++tenth) {
        const Shot shot = angleShot(0, tenth / 10.0, 14);
        const Vec2 played = playedVelocity(shot, 14);
        EXPECT_LE(length(played), 14.0) << tenth / 10.0;
        // At most a few ulps away from the computed velocity.
        EXPECT_NEAR(played.x, shot.velocity.x, 1e-14);
        EXPECT_NEAR(played.y, shot.velocity.y, 1e-14);
        shortened += played == shot.velocity ? 0 : 1;
    }
    EXPECT_GT(shortened, 0); // some angles do round above 14: the case is exercised
    // Velocity shots and slower angle shots are played as written.
    const Shot fast = velocityShot(0, {14, 1e-8});
    EXPECT_EQ(playedVelocity(fast, 14), fast.velocity);
    const Shot slow = angleShot(0, 33.3, 5);
    EXPECT_EQ(playedVelocity(slow, 14), slow.velocity);
}

TEST(Replay, SetupBallsMustFit) {
    const Level level = replayCorridor();
    EXPECT_EQ(replayError({.level = "l", .setup = {{.player = 0, .position = {0.5, 0.5}}}}, level),
              "F: setup[0]: the ball at (0.5, 0.5) (radius 0.2) is not on open floor: it "
              "overlaps a solid or lies outside the level");
    // 0.1 into the top wall (the corridor's floor is y in [1, 2]).
    EXPECT_EQ(replayError({.level = "l", .setup = {{.player = 0, .position = {4.5, 1.1}}}}, level),
              "F: setup[0]: the ball at (4.5, 1.1) (radius 0.2) is not on open floor: it "
              "overlaps a solid or lies outside the level");
    EXPECT_EQ(replayError({.level = "l",
                           .players = 2,
                           .setup = {{.player = 1, .position = {4.5, 1.5}},
                                     {.player = 0, .position = {4.8, 1.5}}}},
                          level),
              "F: setup[1]: the ball at (4.8, 1.5) overlaps player 1's ball at (4.5, 1.5) "
              "(setup[0])");
}

TEST(Replay, TouchingSetupBallsAreAllowed) {
    const ShotLog log{
        .level = "l",
        .players = 2,
        .setup = {{.player = 0, .position = {4.5, 1.5}}, {.player = 1, .position = {4.9, 1.5}}}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    EXPECT_EQ(outcome.final.balls[1].position, (Vec2{4.9, 1.5}));
    EXPECT_EQ(outcome.final.ticks, 0);
}

TEST(Replay, OccupiedTeeUsesTheDocumentedRing) {
    // Player 0 rests on the tee. Ring 1 (radius 0.2) overlaps it everywhere; ring 2 (radius
    // 0.4) starts at angle 0: (tee.x + 0.4, tee.y), touching player 0's ball.
    const ShotLog log{.level = "l",
                      .players = 2,
                      .setup = {{.player = 0, .position = {1.5, 1.5}}},
                      .shots = {velocityShot(1, {0, 0})}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    const BallReport& entered = outcome.final.balls[1];
    EXPECT_TRUE(entered.inPlay);
    EXPECT_EQ(entered.position, (Vec2{1.5 + 2 * 0.2 * std::cos(0.0), 1.5}));
    EXPECT_EQ(entered.strokes, 1);
}

TEST(Replay, BallHitTransfersMomentum) {
    // Player 0 from the tee at 6 tiles/s meets player 1's ball (x = 5.5) when its centre is at
    // 5.1, with v^2 = 36 - 2*3*3.6 = 14.4. Restitution 0.95: ball 1 leaves with 0.975 v and
    // rolls 0.975^2 * 14.4 / 6 = 2.2815; ball 0 keeps 0.025 v and rolls 0.0015.
    const ShotLog log{.level = "l",
                      .players = 2,
                      .setup = {{.player = 1, .position = {5.5, 1.5}}},
                      .shots = {velocityShot(0, {6, 0})}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    const ShotReport& shot = outcome.shots[0];
    EXPECT_EQ(shot.ballHits, 1);
    EXPECT_EQ(shot.ballsHit, (std::vector<int>{0, 1}));
    EXPECT_EQ(shot.wallHits, 0);
    EXPECT_NEAR(shot.balls[0].position.x, 5.1015, replayTight);
    EXPECT_NEAR(shot.balls[1].position.x, 7.7815, replayTight);
    EXPECT_EQ(shot.balls[1].strokes, 0);
}

TEST(Replay, BallCollisionsOffPassesThrough) {
    // Without collisions player 0's ball rolls its full 6^2 / (2 * 3) = 6 tiles, from the tee
    // at 1.5 through player 1's ball at 5.5 to 7.5; player 1's ball does not move.
    const ShotLog log{.level = "l",
                      .players = 2,
                      .setup = {{.player = 1, .position = {5.5, 1.5}}},
                      .shots = {velocityShot(0, {6, 0})},
                      .ballCollisions = false};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    const ShotReport& shot = outcome.shots[0];
    EXPECT_EQ(shot.ballHits, 0);
    EXPECT_NEAR(shot.balls[0].position.x, 7.5, replayTight);
    EXPECT_EQ(shot.balls[1].position.x, 5.5);
}

TEST(Replay, SameLogSameBits) {
    const ShotLog log{.level = "l",
                      .players = 2,
                      .setup = {{.player = 1, .position = {5.5, 1.5}}},
                      .shots = {angleShot(0, 3, 7), velocityShot(1, {-4, 0.7})}};
    const ReplayOutcome a = replayOk(log, replayCorridor());
    const ReplayOutcome b = replayOk(log, replayCorridor());
    EXPECT_EQ(outcomeToJson(a), outcomeToJson(b));
}

TEST(Replay, ObserverSeesEveryTick) {
    const ShotLog log{
        .level = "l", .players = 1, .shots = {velocityShot(0, {3, 0}), velocityShot(0, {-1.5, 0})}};
    std::int64_t ticks = 0;
    std::vector<int> shots;
    Vec2 last;
    ReplayObserver observer;
    observer.onShot = [&](const Match& match, int shot) {
        shots.push_back(shot);
        EXPECT_TRUE(match.shotInProgress());
    };
    observer.onTick = [&](const Match& match, int) {
        ++ticks;
        EXPECT_EQ(match.ticks(), ticks);
        last = match.world().balls()[0].position;
    };
    const ReplayResult result = replayShotLog(log, replayCorridor(), "F", observer);
    ASSERT_TRUE(result.outcome);
    EXPECT_EQ(shots, (std::vector<int>{0, 1}));
    EXPECT_EQ(ticks, result.outcome->final.ticks);
    EXPECT_EQ(last, result.outcome->final.balls[0].position);
    // Back 1.5^2 / 6 = 0.375 from x = 3.
    EXPECT_NEAR(last.x, 2.625, replayTight);
}

TEST(ReplayJson, ShapeOfSpecSection6) {
    const ShotLog log{.level = "l", .players = 2, .shots = {velocityShot(0, {3.01, 0})}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    const nlohmann::json json = nlohmann::json::parse(outcomeToJson(outcome));
    ASSERT_EQ(json["shots"].size(), 1u);
    const nlohmann::json& shot = json["shots"][0];
    EXPECT_EQ(shot["shot"], 0);
    EXPECT_EQ(shot["player"], 0);
    EXPECT_EQ(shot["ticks"], 121);
    EXPECT_EQ(shot["balls"].size(), 2u);
    const nlohmann::json& final = json["final"];
    EXPECT_EQ(final["ticks"], 121);
    EXPECT_EQ(final["hash"].get<std::string>().size(), 16u);
    ASSERT_EQ(final["balls"].size(), 2u);
    const nlohmann::json& played = final["balls"][0];
    EXPECT_EQ(played["player"], 0);
    EXPECT_EQ(played["inPlay"], true);
    EXPECT_NEAR(played["x"].get<double>(), 1.5 + 3.01 * 3.01 / 6, replayTight);
    EXPECT_EQ(played["y"], 1.5);
    EXPECT_EQ(played["vx"], 0);
    EXPECT_EQ(played["vy"], 0);
    EXPECT_EQ(played["holed"], false);
    EXPECT_EQ(played["strokes"], 1);
    const nlohmann::json& waiting = final["balls"][1];
    EXPECT_EQ(waiting["player"], 1);
    EXPECT_EQ(waiting["inPlay"], false);
    EXPECT_FALSE(waiting.contains("x"));
    EXPECT_FALSE(waiting.contains("y"));
    EXPECT_EQ(waiting["strokes"], 0);
}

TEST(ReplayJson, NumbersRoundTrip) {
    const ShotLog log{.level = "l", .players = 1, .shots = {angleShot(0, 3, 9)}};
    const ReplayOutcome outcome = replayOk(log, replayCorridor());
    const nlohmann::json json = nlohmann::json::parse(outcomeToJson(outcome));
    EXPECT_EQ(json["final"]["balls"][0]["x"].get<double>(), outcome.final.balls[0].position.x);
    EXPECT_EQ(json["final"]["balls"][0]["y"].get<double>(), outcome.final.balls[0].position.y);
}

class Expectation : public ::testing::Test {
  protected:
    void SetUp() override {
        // No ball moves, so every value is known exactly: one tick per shot.
        const ShotLog log{.level = "l",
                          .players = 2,
                          .setup = {{.player = 0, .position = {3, 1.5}}},
                          .shots = {velocityShot(0, {0, 0}), velocityShot(1, {0, 0})}};
        outcome = replayOk(log, replayCorridor());
    }
    ReplayOutcome outcome;
};

TEST_F(Expectation, ItsOwnOutcomeMatches) {
    EXPECT_EQ(checkExpectation(outcome, outcomeToJson(outcome), "F"), "");
}

TEST_F(Expectation, PartialExpectationsCompareWhatIsThere) {
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"ticks": 2}})", "F"), "");
    EXPECT_EQ(checkExpectation(outcome, R"({"shots": [{"player": 0}, {"stroke": 1}]})", "F"), "");
    EXPECT_EQ(checkExpectation(outcome, R"({"log": "ignored.shots.json"})", "F"), "");
}

TEST_F(Expectation, NamesTheFirstDifferenceWithBothValues) {
    // Ball 0 rests at x = 3 where it was set up; the integer 3 compares equal to 3.0.
    ASSERT_EQ(outcome.final.balls[0].position.x, 3.0);
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"balls": [{"x": 3}, {}]}})", "F"), "");
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"balls": [{"x": 3.25}, {}]}})", "F"),
              "F: expect.final.balls[0].x: expected 3.25, got 3");
    EXPECT_EQ(
        checkExpectation(outcome, R"({"final": {"balls": [{"x": 3.0000000000000004}, {}]}})", "F"),
        "F: expect.final.balls[0].x: expected 3.0000000000000004, got 3");
    // Shots come before the final state; within a shot, fields in the outcome's order.
    EXPECT_EQ(checkExpectation(outcome,
                               R"({"final": {"hash": "0000000000000000"},
                                   "shots": [{"ticks": 1}, {"hash": "x", "stroke": 2}]})",
                               "F"),
              "F: expect.shots[1].stroke: expected 2, got 1");
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"hash": "0000000000000000"}})", "F"),
              "F: expect.final.hash: expected \"0000000000000000\", got \"" + outcome.final.hash +
                  "\"");
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"balls": [{}, {"holed": true}]}})", "F"),
              "F: expect.final.balls[1].holed: expected true, got false");
}

TEST_F(Expectation, MissingAndExtraEntries) {
    EXPECT_EQ(checkExpectation(outcome, R"({"shots": [{}]})", "F"),
              "F: expect.shots: expected 1 entries, got 2");
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"tciks": 2}})", "F"),
              "F: expect.final.tciks: expected 2, but the outcome has no \"tciks\" here");
    EXPECT_EQ(checkExpectation(outcome, R"({"final": {"balls": 3}})", "F"),
              "F: expect.final.balls: expected 3, got [{\"player\":0,\"inPlay\":true,\"x\":3.0,"
              "\"y\":1.5,\"vx\":0.0,\"vy\":...");
}

TEST_F(Expectation, BrokenExpectationText) {
    EXPECT_EQ(checkExpectation(outcome, "{", "F").rfind("F: expect:1:", 0), 0u);
    EXPECT_EQ(checkExpectation(outcome, "[]", "F"), "F: expect: must be an object");
}

TEST(ReplayFile, MissingLog) {
    const ReplayFileResult result = replayFile("/nonexistent/a.shots.json", true);
    EXPECT_FALSE(result.outcome);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0], "/nonexistent/a.shots.json: no such file");
}

TEST(ReplayFile, LevelRelativeToTheLogAndItsExpectation) {
    // A golden log: its level path is relative to tests/golden, its expectation must hold.
    const std::filesystem::path log =
        std::filesystem::path(GOLF_SOURCE_DIR) / "tests/golden/bend-two-players.shots.json";
    const ReplayFileResult result = replayFile(log, true);
    EXPECT_TRUE(result.errors.empty()) << ::testing::PrintToString(result.errors);
    ASSERT_TRUE(result.outcome);
    EXPECT_TRUE(result.hadExpectation);
    EXPECT_EQ(result.outcome->levelName, "Around the Bend");
    EXPECT_EQ(result.outcome->shots.size(), 5u);
    EXPECT_EQ(result.log->players, 2);
}

// Without shot details (the text report shows each shooter's ball and the final state alone)
// each shot's hash and balls are left empty and nothing else changes; a log whose "expect" is
// checked still gets them.
TEST(ReplayFile, ShotDetailsOnlyWhenAskedForOrExpected) {
    const std::filesystem::path log =
        std::filesystem::path(GOLF_SOURCE_DIR) / "tests/golden/bend-two-players.shots.json";
    const ReplayFileResult with = replayFile(log, ReplayOptions{.checkExpect = false});
    const ReplayFileResult without =
        replayFile(log, ReplayOptions{.checkExpect = false, .shotDetails = false});
    const ReplayFileResult checked =
        replayFile(log, ReplayOptions{.checkExpect = true, .shotDetails = false});
    ASSERT_TRUE(with.outcome && without.outcome && checked.outcome);
    ASSERT_EQ(with.outcome->shots.size(), 5u);
    ASSERT_EQ(without.outcome->shots.size(), 5u);
    for (std::size_t k = 0; k < 5; ++k) {
        const ShotReport& a = with.outcome->shots[k];
        const ShotReport& b = without.outcome->shots[k];
        EXPECT_EQ(a.hash.size(), 16u);
        EXPECT_EQ(b.hash, "");
        EXPECT_EQ(checked.outcome->shots[k].hash, a.hash);
        EXPECT_EQ(a.ticks, b.ticks);
        EXPECT_EQ(a.wallHits, b.wallHits);
        ASSERT_EQ(a.balls.size(), 2u);
        EXPECT_TRUE(b.balls.empty());
        EXPECT_EQ(checked.outcome->shots[k].balls.size(), 2u);
        // The shooter's ball is there either way, and is the shooter's entry of every ball.
        const BallReport& shooter = a.balls[static_cast<std::size_t>(a.player)];
        for (const BallReport& ball : {a.shooter, b.shooter}) {
            EXPECT_EQ(ball.player, a.player);
            EXPECT_EQ(ball.inPlay, shooter.inPlay);
            EXPECT_EQ(ball.position, shooter.position);
            EXPECT_EQ(ball.velocity, shooter.velocity);
            EXPECT_EQ(ball.holed, shooter.holed);
            EXPECT_EQ(ball.strokes, shooter.strokes);
        }
    }
    EXPECT_EQ(without.outcome->final.hash, with.outcome->final.hash);
    ASSERT_EQ(without.outcome->final.balls.size(), 2u);
    EXPECT_EQ(without.outcome->final.balls[1].position, with.outcome->final.balls[1].position);
    EXPECT_TRUE(checked.hadExpectation);
    EXPECT_TRUE(checked.errors.empty()) << ::testing::PrintToString(checked.errors);
}

/// The golden two-player log rewritten into a temp folder with its level path absolute and
/// the given levelHash; returns the new log's path.
std::filesystem::path goldenLogWithHash(const std::string& name,
                                        std::optional<std::uint64_t> hash) {
    const std::filesystem::path golden = std::filesystem::path(GOLF_SOURCE_DIR) / "tests/golden";
    ShotLogLoadResult loaded = loadShotLogFile(golden / "bend-two-players.shots.json");
    EXPECT_TRUE(loaded.log);
    ShotLog log = loaded.log.value_or(ShotLog{});
    log.level = (golden / log.level).string();
    log.levelHash = hash;
    const std::filesystem::path folder =
        std::filesystem::path(::testing::TempDir()) / ("replay_test_" + name);
    std::filesystem::create_directories(folder);
    const std::filesystem::path path = folder / "a.shots.json";
    EXPECT_EQ(writeShotLogFile(path, log), "");
    return path;
}

std::uint64_t goldenLevelHash() {
    const LevelLoadResult level =
        loadLevelFile(std::filesystem::path(GOLF_SOURCE_DIR) / "tests/golden/levels/bend.json");
    EXPECT_TRUE(level.level);
    return level.level ? levelHash(*level.level) : 0;
}

TEST(ReplayFile, MatchingLevelHashReplays) {
    const ReplayFileResult result =
        replayFile(goldenLogWithHash("hash_ok", goldenLevelHash()), true);
    EXPECT_TRUE(result.errors.empty()) << ::testing::PrintToString(result.errors);
    EXPECT_TRUE(result.outcome);
    EXPECT_TRUE(result.hadExpectation);
}

TEST(ReplayFile, ChangedLevelIsRefusedWithBothHashes) {
    const std::uint64_t now = goldenLevelHash();
    const std::uint64_t old = now ^ 0x10u;
    const std::filesystem::path log = goldenLogWithHash("hash_changed", old);
    const ReplayFileResult result = replayFile(log, true);
    EXPECT_FALSE(result.outcome);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0], log.string() +
                                    ": levelHash: the level changed since the log was written "
                                    "(the log has " +
                                    hashToHex(old) + ", the level now has " + hashToHex(now) + ")");
    // Asked to, it replays anyway (and its expectation still holds: the level did not change).
    const ReplayFileResult ignored =
        replayFile(log, ReplayOptions{.checkExpect = true, .ignoreLevelHash = true});
    EXPECT_TRUE(ignored.errors.empty()) << ::testing::PrintToString(ignored.errors);
    EXPECT_TRUE(ignored.outcome);
}

TEST(FormatNumber, ShortestRoundTrip) {
    EXPECT_EQ(formatNumber(15.0), "15");
    EXPECT_EQ(formatNumber(3.25), "3.25");
    EXPECT_EQ(formatNumber(0.1 + 0.2), "0.30000000000000004");
    EXPECT_EQ(formatNumber(-0.5), "-0.5");
}

} // namespace
} // namespace golf
