// Computer opponents: the shot search's plan spoilt by the level's noise, deterministic per
// seed; thinking on a worker thread; the --computer option.

#include "BallAwareAim.hpp"
#include "ComputerOption.hpp"
#include "ComputerPlan.hpp"
#include "ComputerPlayer.hpp"
#include "FrameTimes.hpp"
#include "golf/formats/level_loader.hpp"
#include "long_tests.hpp"
#include "test_level.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <gtest/gtest.h>
#include <numbers>
#include <thread>

namespace golf::game {
namespace {

/// A straight lane of 10 tiles: tee at x = 1.5, cup at x = 8.5 (par 2).
Level straightLevel() {
    Level level = test::makeLevel({
        "##########",
        "#S......O#",
        "##########",
    });
    level.par = 2;
    return level;
}

/// A small search: enough to plan a straight putt, cheap under the sanitizers.
ShotSearchOptions smallSearch() {
    ShotSearchOptions options = computerSearchOptions();
    options.angles = 36;
    options.speeds = 8;
    options.beamWidth = 2;
    options.refineSeeds = 2;
    options.tickBudget = 400'000;
    return options;
}

/// Plays a hole alone with a computer of `level`; its strokes (0 if picked up).
int playSolo(const Level& hole, ComputerLevel level, std::uint64_t seed,
             const ShotSearchOptions& search) {
    Match match(hole, 1);
    while (!match.finished()) {
        const ComputerShot shot = planComputerShot(match, 0, level, seed, search);
        if (shot.at) {
            match.waitUntil(*shot.at);
        }
        EXPECT_EQ(match.shotError(0, shot.velocity), "");
        match.shoot(0, shot.velocity);
        while (match.shotInProgress()) {
            (void)match.step();
        }
    }
    return match.players()[0].holed ? match.players()[0].strokes : 0;
}

double degreesOf(Vec2 v) {
    return std::atan2(v.y, v.x) * 180 / std::numbers::pi;
}

TEST(ComputerPlan, SameSeedSameShotOtherSeedOtherShot) {
    const Match match(straightLevel(), 2);
    const ComputerShot a = planComputerShot(match, 1, ComputerLevel::Medium, 42, smallSearch());
    const ComputerShot b = planComputerShot(match, 1, ComputerLevel::Medium, 42, smallSearch());
    const ComputerShot c = planComputerShot(match, 1, ComputerLevel::Medium, 43, smallSearch());
    const ComputerShot d = planComputerShot(match, 0, ComputerLevel::Medium, 42, smallSearch());
    EXPECT_EQ(a.velocity.x, b.velocity.x); // bit for bit
    EXPECT_EQ(a.velocity.y, b.velocity.y);
    EXPECT_NE(a.velocity.x, c.velocity.x); // another seed, another noise
    EXPECT_NE(a.velocity.x, d.velocity.x); // another player, another noise
    EXPECT_TRUE(a.planned);
    EXPECT_FALSE(a.at); // a still level: no "at"
}

TEST(ComputerPlan, NoiseSpreadsEasyMoreThanMediumMoreThanHard) {
    // One plan (7 tiles/s along +x) spoilt by 200 seeds per level: the spread of the aim
    // (degrees) and of the speed (as a fraction of the mean) follow the levels' sigmas.
    const Level level = straightLevel();
    const SearchedShot plan{.angle = 0, .speed = 7, .velocity = {7, 0}, .wait = 0, .at = {}};
    const auto spread = [&](ComputerLevel computer, bool ofAngle) {
        std::vector<double> values;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const Vec2 v = spoilShot(plan, level, computer, seed, 8).velocity;
            values.push_back(ofAngle ? degreesOf(v) : length(v));
        }
        double mean = 0;
        for (const double value : values) {
            mean += value / static_cast<double>(values.size());
        }
        double variance = 0;
        for (const double value : values) {
            variance += (value - mean) * (value - mean) / static_cast<double>(values.size() - 1);
        }
        return std::sqrt(variance) / (ofAngle ? 1.0 : mean);
    };
    const double easy = spread(ComputerLevel::Easy, true);
    const double medium = spread(ComputerLevel::Medium, true);
    const double hard = spread(ComputerLevel::Hard, true);
    EXPECT_GT(easy, 2 * medium);
    EXPECT_GT(medium, 4 * hard);
    EXPECT_GT(hard, 0); // nearly, not exactly, noiseless
    // Within 20 % of the sigmas (200 samples: the standard error is 5 %).
    EXPECT_NEAR(easy, computerNoise(ComputerLevel::Easy).angleDegrees, 0.8);
    EXPECT_NEAR(medium, computerNoise(ComputerLevel::Medium).angleDegrees, 0.2);
    EXPECT_NEAR(hard, computerNoise(ComputerLevel::Hard).angleDegrees, 0.02);
    EXPECT_NEAR(spread(ComputerLevel::Easy, false),
                computerNoise(ComputerLevel::Easy).speedFraction, 0.024);
    EXPECT_GT(spread(ComputerLevel::Easy, false), 2 * spread(ComputerLevel::Medium, false));
    EXPECT_GT(spread(ComputerLevel::Medium, false), 4 * spread(ComputerLevel::Hard, false));
}

TEST(ComputerPlan, HardHolesAStraightHoleWithinPar) {
    const Level hole = straightLevel();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const int strokes = playSolo(hole, ComputerLevel::Hard, seed, smallSearch());
        EXPECT_GE(strokes, 1) << "seed " << seed;
        EXPECT_LE(strokes, hole.par) << "seed " << seed;
    }
}

TEST(ComputerPlan, PlansFromWhereItsBallLies) {
    // Player 0's ball rests short of the cup: the plan putts from there (a short putt along
    // +x), not a full-length one from the tee.
    Match match(straightLevel(), 1);
    match.shoot(0, {5.0, 0.0});
    while (match.shotInProgress()) {
        (void)match.step();
    }
    ASSERT_FALSE(match.finished());
    const double rest = match.world().balls()[0].position.x;
    ASSERT_NEAR(rest, 1.5 + 25.0 / 6, 0.1); // v^2 / 2a with a = 3 tiles/s^2
    const ComputerShot shot = planComputerShot(match, 0, ComputerLevel::Hard, 1, smallSearch());
    EXPECT_TRUE(shot.planned);
    EXPECT_GT(shot.velocity.x, 0);
    // From `rest` (2.83 tiles short) the cup holds a ball arriving at 4 tiles/s at most:
    // v <= sqrt(2 * 3 * 2.83 + 4^2) = 5.74 tiles/s; from the tee it would need at least
    // sqrt(2 * 3 * 7) = 6.48.
    EXPECT_LT(length(shot.velocity), 5.8);
}

TEST(ComputerPlan, WithoutAPlanItLaysUpNearestTheCup) {
    // No budget to search: of the lay-up grid (72 angles, speeds 14 sqrt(j / 8)) the shot along
    // +x at 14 sqrt(2 / 8) = 7 tiles/s holes: it rolls v^2 / 2a = 8.2 tiles and passes the cup,
    // 7 tiles away, at sqrt(49 - 42) = 2.6 tiles/s, below the capture speed 4.
    ShotSearchOptions none = smallSearch();
    none.tickBudget = 1;
    const Match match(straightLevel(), 1);
    const ComputerShot shot = planComputerShot(match, 0, ComputerLevel::Hard, 3, none);
    EXPECT_FALSE(shot.planned);
    EXPECT_NEAR(degreesOf(shot.velocity), 0.0, 0.5);
    EXPECT_NEAR(length(shot.velocity), 7.0, 0.1); // within the hard level's speed noise
}

/// An open lane 8 tiles long: tee (1.5, 3.5), cup (9.5, 3.5), three free rows either side.
Level openLane() {
    Level level = test::makeLevel({
        "###########",
        "#.........#",
        "#.........#",
        "#S.......O#",
        "#.........#",
        "#.........#",
        "###########",
    });
    level.par = 2;
    return level;
}

/// A straight putt from the tee at the cup that holes alone: it reaches the cup (8 tiles) at
/// sqrt(7.5^2 - 2 * 3 * 8) = 3.0 tiles/s, below the capture speed 4.
SearchedShot straightPutt() {
    SearchedShot shot;
    shot.angle = 0;
    shot.speed = 7.5;
    return shot;
}

/// The lane with player 1's ball resting at `blocker`; player 0 (the computer) not yet in play.
Match laneWithBallAt(Vec2 blocker) {
    Match match(openLane(), 2);
    EXPECT_EQ(match.setup(1, blocker), "");
    return match;
}

TEST(BallAwareAim, APlanClearOfTheOtherBallsStands) {
    // The other ball lies a row off the line (1 tile > 2 radii, 0.4): the plan is kept, and
    // alone it holes.
    const Match match = laneWithBallAt({5.5, 2.5});
    ASSERT_TRUE(othersOnCourse(match, 0));
    const BallAwareChoice choice = aimAmongBalls(match, 0, openLane(), straightPutt());
    EXPECT_FALSE(choice.changed);
    EXPECT_EQ(choice.shot.angle, 0.0);
    EXPECT_EQ(choice.strokesTried, 2); // alone and among the balls
    const CupDistanceField field(openLane());
    EXPECT_TRUE(playStroke(match, 0, straightPutt(), field, 30'000).holed);
}

TEST(BallAwareAim, AGrazedBallIsAimedPast) {
    // The other ball's centre lies 0.35 tiles off the line, within two radii (0.4): the straight
    // putt clips it and misses. A stroke a few degrees below the line passes it (at 4 tiles,
    // 2 degrees is 0.14 tiles more) and still finds the cup (0.28 < 0.3 off at 8 tiles).
    const Match match = laneWithBallAt({5.5, 3.85});
    const CupDistanceField field(openLane());
    const StrokeOutcome straight = playStroke(match, 0, straightPutt(), field, 30'000);
    ASSERT_TRUE(straight.struckBall);
    ASSERT_FALSE(straight.holed);
    const BallAwareChoice choice = aimAmongBalls(match, 0, openLane(), straightPutt());
    EXPECT_TRUE(choice.changed);
    EXPECT_FALSE(choice.laidUp);
    EXPECT_LT(choice.shot.angle, 0.0); // away from the ball, which lies at +y
    EXPECT_GE(choice.shot.angle, -8.0);
    EXPECT_TRUE(playStroke(match, 0, choice.shot, field, 30'000).holed);
}

TEST(BallAwareAim, ABallOnTheLineIsBankedOrLaidUpAround) {
    // The other ball lies on the line, halfway: no nearby stroke both passes it and holes,
    // so the lay-up grid among the balls decides, and what it picks does not end in the ball.
    const Match match = laneWithBallAt({5.5, 3.5});
    const CupDistanceField field(openLane());
    const BallAwareChoice choice = aimAmongBalls(match, 0, openLane(), straightPutt());
    EXPECT_TRUE(choice.changed);
    EXPECT_TRUE(choice.laidUp);
    EXPECT_GT(choice.strokesTried, 2 + 576 - 1); // the nearby strokes, then the whole grid
    const StrokeOutcome chosen = playStroke(match, 0, choice.shot, field, 6'000);
    const StrokeOutcome straight = playStroke(match, 0, straightPutt(), field, 30'000);
    ASSERT_TRUE(straight.struckBall);
    EXPECT_LT(chosen.cupDistance, straight.cupDistance);
}

TEST(ComputerPlan, AComputerDoesNotPlayIntoABallOnItsLine) {
    // Through the computer's whole plan (search, check, noise): alone on the lane it putts
    // straight at the cup; with a ball on the line it changes its stroke, and the stroke it
    // plays holes or does not end in that ball. The same seed gives the same shot.
    const Match alone(openLane(), 2);
    const ComputerShot free = planComputerShot(alone, 0, ComputerLevel::Hard, 4, smallSearch());
    EXPECT_FALSE(free.avoided);
    EXPECT_EQ(free.checkTicks, 0); // nobody else on the course: nothing to check
    const Match match = laneWithBallAt({5.5, 3.5});
    const ComputerShot shot = planComputerShot(match, 0, ComputerLevel::Hard, 4, smallSearch());
    const ComputerShot again = planComputerShot(match, 0, ComputerLevel::Hard, 4, smallSearch());
    EXPECT_EQ(shot.velocity, again.velocity);
    EXPECT_GT(shot.checkTicks, 0);
    const CupDistanceField field(openLane());
    SearchedShot played;
    played.angle = degreesOf(shot.velocity);
    played.speed = length(shot.velocity);
    const StrokeOutcome outcome = playStroke(match, 0, played, field, 30'000);
    // Alone its plan is the straight putt (within the hard level's 0.1 degree of noise),
    // which the ball on the line spoils.
    EXPECT_NEAR(degreesOf(free.velocity), 0.0, 0.5);
    EXPECT_TRUE(shot.planned);
    EXPECT_TRUE(shot.avoided);
    EXPECT_TRUE(outcome.holed || !outcome.struckBall || shot.laidUp)
        << degreesOf(shot.velocity) << " deg, " << length(shot.velocity) << " tiles/s";
}

TEST(ComputerPlan, WaitsOnlyWithinTheSpan) {
    const Level level = straightLevel();
    const SearchedShot plan{.angle = 90, .speed = 3, .velocity = {0, 3}, .wait = 0, .at = {}};
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const SpoiltShot shot = spoilShot(plan, level, ComputerLevel::Easy, seed, 0.5);
        EXPECT_GE(shot.wait, 0.0); // a wait of 0 plus noise is clamped, never negative
        EXPECT_LE(shot.wait, 0.5);
        EXPECT_GE(length(shot.velocity), 0.05);
    }
}

TEST(ComputerPlayer, ThinksOnAWorkerThreadAndHandsTheShotOver) {
    const Match match(straightLevel(), 1);
    ComputerPlayer player;
    EXPECT_FALSE(player.busy());
    player.start(match, 0, ComputerLevel::Hard, 5);
    EXPECT_TRUE(player.busy());
    std::optional<ThoughtShot> thought;
    for (int i = 0; i < 6000 && !thought; ++i) { // at most a minute
        thought = player.take();
        if (!thought) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    ASSERT_TRUE(thought);
    EXPECT_FALSE(player.busy());
    EXPECT_FALSE(player.thinking());
    EXPECT_GE(thought->seconds, 0);
    // The same shot as planning on this thread with the game's search.
    const ComputerShot here = planComputerShot(match, 0, ComputerLevel::Hard, 5);
    EXPECT_EQ(thought->shot.velocity.x, here.velocity.x);
    EXPECT_EQ(thought->shot.velocity.y, here.velocity.y);
    EXPECT_FALSE(player.take()); // taken once
}

TEST(ComputerPlayer, ForgottenThinkingIsNeverHandedOver) {
    const Match match(straightLevel(), 1);
    ComputerPlayer player;
    player.start(match, 0, ComputerLevel::Easy, 1);
    player.forget();
    EXPECT_FALSE(player.busy());
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_FALSE(player.take());
} // the destructor joins the forgotten worker

TEST(ComputerOption, ParsesPlayerAndLevel) {
    const ComputerSlotParse parsed = parseComputerSlot("2:hard");
    ASSERT_TRUE(parsed.slot);
    EXPECT_EQ(parsed.slot->player, 2);
    EXPECT_EQ(parsed.slot->level, ComputerLevel::Hard);
    EXPECT_EQ(parseComputerSlot("1:easy").slot->level, ComputerLevel::Easy);
    EXPECT_EQ(parseComputerSlot("8:medium").slot->level, ComputerLevel::Medium);
}

TEST(ComputerOption, RefusesBadValuesWithTheirReason) {
    EXPECT_NE(parseComputerSlot("hard").error.find("PLAYER:LEVEL"), std::string::npos);
    EXPECT_NE(parseComputerSlot(":hard").error.find("PLAYER:LEVEL"), std::string::npos);
    EXPECT_NE(parseComputerSlot("0:hard").error.find("number from 1"), std::string::npos);
    EXPECT_NE(parseComputerSlot("x:hard").error.find("number from 1"), std::string::npos);
    EXPECT_NE(parseComputerSlot("2x:hard").error.find("number from 1"), std::string::npos);
    EXPECT_NE(parseComputerSlot("2:Hard").error.find("easy, medium or hard"), std::string::npos);
    EXPECT_NE(parseComputerSlot("2:").error.find("easy, medium or hard"), std::string::npos);
    EXPECT_EQ(computerSlotsError({{1, ComputerLevel::Hard}, {2, ComputerLevel::Easy}}, 2), "");
    EXPECT_NE(computerSlotsError({{3, ComputerLevel::Hard}}, 2).find("only 2 players"),
              std::string::npos);
    EXPECT_NE(computerSlotsError({{1, ComputerLevel::Hard}, {1, ComputerLevel::Easy}}, 2)
                  .find("named twice"),
              std::string::npos);
}

TEST(ComputerOption, LevelsPerPlayerAndNames) {
    const auto levels = computerLevels({{2, ComputerLevel::Hard}}, 3);
    ASSERT_EQ(levels.size(), 3U);
    EXPECT_FALSE(levels[0]);
    EXPECT_EQ(levels[1], ComputerLevel::Hard);
    EXPECT_FALSE(levels[2]);
    EXPECT_EQ(computerName(1, ComputerLevel::Hard), "CPU 2 (hard)");
    EXPECT_EQ(parseComputerLevel("medium"), ComputerLevel::Medium);
    EXPECT_FALSE(parseComputerLevel("expert"));
}

TEST(FrameTimes, LongestIntervalsOverallAndWhileThinking) {
    FrameTimes times;
    times.startAt(10.0);
    times.noteAt(10.016, false);
    times.noteAt(10.316, false); // a 300 ms stall, nobody thinking
    times.noteAt(10.433, true);  // thinking from here: this 117 ms laid out a hole, not counted
    times.noteAt(10.483, true);  // 50 ms
    times.noteAt(10.500, false); // the interval that ends the thinking still counts
    times.noteAt(10.520, false);
    EXPECT_EQ(times.frames(), 6);
    EXPECT_EQ(times.thinkingFrames(), 2);
    EXPECT_NEAR(times.longestMilliseconds(), 300, 1e-6);
    EXPECT_NEAR(times.longestThinkingMilliseconds(), 50, 1e-6);
}

/// The Front Nine played alone by each level (GOLF_LONG_TESTS: minutes): hard within a stroke
/// of par on average, easy worse than medium, medium worse than hard. Prints the think times.
TEST(ComputerPlan, FrontNineByLevel) {
    if (!golf::test::longTests()) {
        GTEST_SKIP() << "GOLF_LONG_TESTS is not set";
    }
    const std::filesystem::path folder =
        std::filesystem::path(GOLF_TEST_DATA) / ".." / ".." / ".." / "levels" / "front-nine";
    std::vector<Level> holes;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        LevelLoadResult loaded = loadLevelFile(entry.path());
        ASSERT_TRUE(loaded.level) << entry.path();
        holes.push_back(std::move(*loaded.level));
    }
    constexpr int seeds = 4;
    std::vector<double> mean;
    for (const ComputerLevel level :
         {ComputerLevel::Easy, ComputerLevel::Medium, ComputerLevel::Hard}) {
        double overPar = 0;
        for (const Level& hole : holes) {
            for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
                const int strokes = playSolo(hole, level, seed, computerSearchOptions());
                overPar += ((strokes == 0 ? hole.maxStrokes : strokes) - hole.par) /
                           static_cast<double>(seeds);
            }
        }
        std::printf("%s: %+.2f strokes against par over the Front Nine\n",
                    computerLevelName(level).c_str(), overPar);
        mean.push_back(overPar);
    }
    EXPECT_GT(mean[0], mean[1]);
    EXPECT_GT(mean[1], mean[2]);
    EXPECT_LE(mean[2], 9.0);
}

} // namespace
} // namespace golf::game
