// Computer opponents: the shot search's plan spoilt by the level's noise, deterministic per
// seed; thinking on a worker thread; the --computer option.

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
