// Shot logs (SPEC section 5): every rule with its message, the velocity of angle + speed
// shots, the writer's exact round-trip and its atomic rewrite.

#include "golf/formats/shot_log.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <sstream>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// A valid log with the given "shots" array text (and optional extra top-level members).
std::string shotLogLogText(const std::string& shots, const std::string& extra = "") {
    return R"({"format": "minigolf-shots/1", "level": "l.json", "players": 2, )" + extra +
           R"("shots": )" + shots + "}";
}

/// The errors of parsing `text` as "F".
std::vector<std::string> errorsOf(const std::string& text) {
    return parseShotLog(text, "F").errors;
}

/// True if some error equals `message`.
bool hasError(const std::vector<std::string>& errors, const std::string& message) {
    for (const std::string& error : errors) {
        if (error == message) {
            return true;
        }
    }
    return false;
}

#define EXPECT_ERROR(text, message)                                                                \
    do {                                                                                           \
        const std::vector<std::string> errors = errorsOf(text);                                    \
        EXPECT_TRUE(hasError(errors, message)) << "wanted: " << (message) << "\ngot:\n"            \
                                               << ::testing::PrintToString(errors);                \
    } while (false)

/// A fresh empty folder under the test temp dir.
fs::path shotLogFreshFolder(const std::string& name) {
    const fs::path folder = fs::path(::testing::TempDir()) / ("shot_log_test_" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

std::string shotLogReadText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(ShotLogParse, ReadsEveryPart) {
    const ShotLogLoadResult result = parseShotLog(R"({
        "format": "minigolf-shots/1",
        "level": "../levels/02-bend.json",
        "players": 2,
        "setup": [ { "player": 1, "x": 6.5, "y": 1.5 } ],
        "shots": [
            { "player": 0, "angle": 90, "speed": 6.5 },
            { "player": 1, "vx": 3.25, "vy": -1.5 }
        ],
        "expect": { "final": { "ticks": 3 } }
    })",
                                                  "F");
    ASSERT_TRUE(result.log) << ::testing::PrintToString(result.errors);
    const ShotLog& log = *result.log;
    EXPECT_EQ(log.level, "../levels/02-bend.json");
    EXPECT_EQ(log.players, 2);
    ASSERT_EQ(log.setup.size(), 1u);
    EXPECT_EQ(log.setup[0].player, 1);
    EXPECT_EQ(log.setup[0].position, (Vec2{6.5, 1.5}));
    ASSERT_EQ(log.shots.size(), 2u);
    EXPECT_EQ(log.shots[0].player, 0);
    EXPECT_EQ(log.shots[0].velocity, (Vec2{0.0, 6.5})); // 90 degrees is straight down (+y)
    EXPECT_EQ(log.shots[0].form, ShotForm::AngleAndSpeed);
    EXPECT_EQ(log.shots[0].speed, 6.5);
    EXPECT_EQ(log.shots[1].velocity, (Vec2{3.25, -1.5}));
    EXPECT_EQ(log.shots[1].form, ShotForm::Velocity);
    EXPECT_EQ(log.expectJson, R"({"final":{"ticks":3}})");
}

TEST(ShotLogParse, PlayersDefaultsToOneAndSetupIsOptional) {
    const ShotLogLoadResult result =
        parseShotLog(R"({"format": "minigolf-shots/1", "level": "l.json", "shots": []})", "F");
    ASSERT_TRUE(result.log);
    EXPECT_EQ(result.log->players, 1);
    EXPECT_TRUE(result.log->setup.empty());
    EXPECT_TRUE(result.log->shots.empty());
    EXPECT_TRUE(result.log->expectJson.empty());
}

TEST(ShotLogParse, OptionalKeysDefaultToNone) {
    const ShotLogLoadResult result = parseShotLog(shotLogLogText("[]"), "F");
    ASSERT_TRUE(result.log) << ::testing::PrintToString(result.errors);
    EXPECT_TRUE(result.log->ballCollisions);
    EXPECT_FALSE(result.log->levelHash);
    EXPECT_TRUE(result.log->playerNames.empty());
}

TEST(ShotLogParse, BallCollisionsLevelHashAndPlayerNames) {
    const ShotLogLoadResult result = parseShotLog(
        shotLogLogText("[]", R"("ballCollisions": false, "levelHash": "0123456789abcdef",
                                       "playerNames": ["Ann", "Zoë 🏌"], )"),
        "F");
    ASSERT_TRUE(result.log) << ::testing::PrintToString(result.errors);
    EXPECT_FALSE(result.log->ballCollisions);
    EXPECT_EQ(result.log->levelHash, std::optional<std::uint64_t>(0x0123456789abcdefu));
    EXPECT_EQ(result.log->playerNames, (std::vector<std::string>{"Ann", "Zoë 🏌"}));
    EXPECT_TRUE(
        parseShotLog(shotLogLogText("[]", R"("ballCollisions": true, )"), "F").log->ballCollisions);
    EXPECT_EQ(parseShotLog(shotLogLogText("[]", R"("levelHash": "ffffffffffffffff", )"), "F")
                  .log->levelHash,
              std::optional<std::uint64_t>(~std::uint64_t{0}));
}

TEST(ShotLogErrors, DuplicateKeysAreRefused) {
    EXPECT_EQ(errorsOf(shotLogLogText("[]", R"("players": 1, )")),
              std::vector<std::string>{"F: 'players': duplicate key"});
    EXPECT_EQ(errorsOf(shotLogLogText(R"([{"player": 0, "vx": 1, "vy": 0},
                                   {"player": 1, "vx": 1, "vy": 2, "vx": 3}])")),
              std::vector<std::string>{"F: 'shots[1].vx': duplicate key"});
    EXPECT_EQ(errorsOf(shotLogLogText("[]", R"("setup": [[], {"player": 0, "x": 1, "y": 1},
                                        {"x": 1, "y": 1, "player": 1, "y": 2}], )")),
              std::vector<std::string>{"F: 'setup[2].y': duplicate key"});
    // The same key in different objects is fine.
    EXPECT_TRUE(parseShotLog(shotLogLogText(R"([{"player": 0, "vx": 1, "vy": 0},
                                        {"player": 1, "vx": 1, "vy": 0}])"),
                             "F")
                    .log);
}

TEST(ShotLogErrors, BallCollisionsIsABool) {
    EXPECT_ERROR(shotLogLogText("[]", R"("ballCollisions": 0, )"),
                 "F: ballCollisions: must be true or false, got 0");
    EXPECT_ERROR(shotLogLogText("[]", R"("ballCollisions": "false", )"),
                 "F: ballCollisions: must be true or false, got a string");
}

TEST(ShotLogErrors, LevelHashIsSixteenLowerCaseHexDigits) {
    const std::string message = "F: levelHash: must be 16 lower-case hex digits (a string), not ";
    EXPECT_ERROR(shotLogLogText("[]", R"("levelHash": "0123456789ABCDEF", )"),
                 message + "\"0123456789ABCDEF\"");
    EXPECT_ERROR(shotLogLogText("[]", R"("levelHash": "0123456789abcde", )"),
                 message + "\"0123456789abcde\"");
    EXPECT_ERROR(shotLogLogText("[]", R"("levelHash": "0123456789abcdef0", )"),
                 message + "\"0123456789abcdef0\"");
    EXPECT_ERROR(shotLogLogText("[]", R"("levelHash": "0x23456789abcdef", )"),
                 message + "\"0x23456789abcdef\"");
    EXPECT_ERROR(shotLogLogText("[]", R"("levelHash": 12, )"), message + "12");
}

TEST(ShotLogErrors, PlayerNames) {
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": "Ann", )"),
                 "F: playerNames: must be an array of names, got a string");
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": ["A", "B", "C"], )"),
                 "F: playerNames: has 3 names for 2 players");
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": ["A", 7], )"),
                 "F: playerNames[1]: must be a string, got 7");
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": [""], )"), "F: playerNames[0]: is empty");
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": ["A\nB"], )"),
                 "F: playerNames[0]: has a control character (U+000A)");
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": ["A\u0085B"], )"),
                 "F: playerNames[0]: has a control character (U+0085)");
    // 40 code points (two bytes each) are fine, 41 are not.
    std::string forty;
    for (int i = 0; i < 40; ++i) {
        forty += "é";
    }
    EXPECT_TRUE(
        parseShotLog(shotLogLogText("[]", R"("playerNames": [")" + forty + R"("], )"), "F").log);
    EXPECT_ERROR(shotLogLogText("[]", R"("playerNames": ["x)" + forty + R"("], )"),
                 "F: playerNames[0]: has 41 characters; at most 40");
}

TEST(ShotLogErrors, LevelPathWithANulIsRefused) {
    EXPECT_EQ(
        errorsOf(R"({"format": "minigolf-shots/1", "level": "a.json\u0000.txt", "shots": []})"),
        std::vector<std::string>{"F: level: must not contain a NUL character (\\u0000)"});
}

TEST(PlayerNameProblem, RefusesBrokenUtf8) {
    EXPECT_EQ(playerNameProblem("Ann"), "");
    EXPECT_EQ(playerNameProblem("\xC3"), "is not valid UTF-8");             // cut short
    EXPECT_EQ(playerNameProblem("\xC0\x80"), "is not valid UTF-8");         // overlong NUL
    EXPECT_EQ(playerNameProblem("\xE0\x80\xAF"), "is not valid UTF-8");     // overlong '/'
    EXPECT_EQ(playerNameProblem("\xED\xA0\x80"), "is not valid UTF-8");     // a surrogate
    EXPECT_EQ(playerNameProblem("\xF4\x90\x80\x80"), "is not valid UTF-8"); // above U+10FFFF
    EXPECT_EQ(playerNameProblem("\x7F"), "has a control character (U+007F)");
}

TEST(VelocityFromAngle, AxesAndDiagonalsAreExact) {
    EXPECT_EQ(velocityFromAngle(0, 5), (Vec2{5, 0}));
    EXPECT_EQ(velocityFromAngle(90, 5), (Vec2{0, 5}));   // down on screen
    EXPECT_EQ(velocityFromAngle(180, 5), (Vec2{-5, 0})); // left
    EXPECT_EQ(velocityFromAngle(270, 5), (Vec2{0, -5})); // up
    EXPECT_EQ(velocityFromAngle(-90, 5), (Vec2{0, -5})); // = 270
    EXPECT_EQ(velocityFromAngle(450, 5), (Vec2{0, 5}));  // = 90
    EXPECT_EQ(velocityFromAngle(720, 5), (Vec2{5, 0}));  // = 0
    const double d = 5 * std::sqrt(0.5);
    EXPECT_EQ(velocityFromAngle(45, 5), (Vec2{d, d}));
    EXPECT_EQ(velocityFromAngle(135, 5), (Vec2{-d, d}));
    EXPECT_EQ(velocityFromAngle(225, 5), (Vec2{-d, -d}));
    EXPECT_EQ(velocityFromAngle(315, 5), (Vec2{d, -d}));
}

TEST(VelocityFromAngle, OtherAnglesFollowCosAndSin) {
    // 30 degrees: (cos 30, sin 30) = (sqrt(3)/2, 1/2).
    const Vec2 v = velocityFromAngle(30, 2);
    EXPECT_NEAR(v.x, std::sqrt(3.0), 1e-15);
    EXPECT_NEAR(v.y, 1.0, 1e-15);
    // 120 degrees: (-1/2, sqrt(3)/2); 300 degrees: (1/2, -sqrt(3)/2).
    const Vec2 w = velocityFromAngle(120, 2);
    EXPECT_NEAR(w.x, -1.0, 1e-15);
    EXPECT_NEAR(w.y, std::sqrt(3.0), 1e-15);
    const Vec2 u = velocityFromAngle(300, 2);
    EXPECT_NEAR(u.x, 1.0, 1e-15);
    EXPECT_NEAR(u.y, -std::sqrt(3.0), 1e-15);
    // Equivalent angles give the same bits.
    EXPECT_EQ(velocityFromAngle(30, 2), velocityFromAngle(390, 2));
    EXPECT_EQ(velocityFromAngle(-330, 2), velocityFromAngle(30, 2));
}

TEST(ShotLogErrors, BrokenJsonGivesLineAndColumn) {
    // Line 3, column 14 is the '}' where a value should be.
    const std::vector<std::string> errors = errorsOf("{\n  \"format\": \"minigolf-shots/1\",\n"
                                                     "  \"players\": }\n");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].rfind("F:3:14: ", 0), 0u) << errors[0];
}

TEST(ShotLogErrors, EmptyTextIsLocated) {
    const std::vector<std::string> errors = errorsOf("");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].rfind("F:1:1: ", 0), 0u) << errors[0];
}

TEST(ShotLogErrors, HugeNumberIsLocated) {
    // The number starts at line 2, column 13.
    EXPECT_ERROR("{\"format\": 1,\n \"players\": 1e400}", "F:2:13: the number 1e400 is too large");
}

TEST(ShotLogErrors, ManyProblemsAreCountedAsLevelProblemsAre) {
    // 150 shots without a player: 100 messages (the limit levels have too), then a count.
    std::string shots = "[";
    for (int i = 0; i < 150; ++i) {
        shots += std::string(i == 0 ? "" : ", ") + R"({"vx": 1, "vy": 0})";
    }
    const std::vector<std::string> errors = errorsOf(shotLogLogText(shots + "]"));
    ASSERT_EQ(errors.size(), 101u);
    EXPECT_EQ(errors[0], "F: shots[0].player: missing");
    EXPECT_EQ(errors[99], "F: shots[99].player: missing");
    EXPECT_EQ(errors[100], "F: ... and 50 more problems");
}

TEST(ShotLogErrors, ValuesAreDescribedAsInLevels) {
    // The same words as a level's messages: a number as written, else its kind.
    EXPECT_ERROR(shotLogLogText(R"([{"player": 1.0, "vx": 1, "vy": 0}])"),
                 "F: shots[0].player: must be a whole number in 0..1, got 1.0");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "vx": "1", "vy": 0}])"),
                 "F: shots[0].vx: must be a number, got a string");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "vx": [1], "vy": null}])"),
                 "F: shots[0].vx: must be a number, got an array");
}

TEST(ShotLogErrors, ObjectsHaveAtMostAThousandKeysAsInLevels) {
    std::string keys;
    for (int i = 0; i <= 1000; ++i) {
        keys += "\"k" + std::to_string(i) + "\": 0, ";
    }
    EXPECT_EQ(errorsOf("{" + keys + "\"shots\": []}"),
              std::vector<std::string>{"F: 'k1000': more than 1000 keys in one object"});
}

TEST(ShotLogErrors, DeepNestingIsRefusedWithoutCrashing) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::vector<std::string> errors = errorsOf(deep);
    ASSERT_EQ(errors.size(), 1u);
    // The path is cut after 60 characters: 20 times "[0]".
    std::string path;
    for (int i = 0; i < 20; ++i) {
        path += "[0]";
    }
    EXPECT_EQ(errors[0], "F: '" + path + "...': nested more than 64 arrays and objects deep");
}

TEST(ShotLogErrors, TopLevelMustBeAnObject) {
    EXPECT_ERROR("[1, 2]", "F: a shot log must be a JSON object, got an array");
}

TEST(ShotLogErrors, Format) {
    EXPECT_ERROR(R"({"level": "l.json", "shots": []})",
                 "F: format: missing (expected \"minigolf-shots/1\")");
    EXPECT_ERROR(R"({"format": "minigolf-shots/3", "level": "l.json", "shots": []})",
                 "F: format: \"minigolf-shots/3\" is not \"minigolf-shots/1\" or "
                 "\"minigolf-shots/2\"");
}

TEST(ShotLogErrors, Level) {
    EXPECT_ERROR(R"({"format": "minigolf-shots/1", "shots": []})",
                 "F: level: missing (the level file, relative to the log)");
    EXPECT_ERROR(R"({"format": "minigolf-shots/1", "level": 3, "shots": []})",
                 "F: level: must be a non-empty string (the level file, relative to the log)");
}

TEST(ShotLogErrors, PlayersIsOneToEight) {
    const std::string head = R"({"format": "minigolf-shots/1", "level": "l.json", "shots": [], )";
    EXPECT_ERROR(head + R"("players": 0})", "F: players: 0 is not in 1..8");
    EXPECT_ERROR(head + R"("players": 9})", "F: players: 9 is not in 1..8");
    EXPECT_ERROR(head + R"("players": 18446744073709551615})",
                 "F: players: 18446744073709551615 is not in 1..8");
    EXPECT_ERROR(head + R"("players": 2.5})",
                 "F: players: must be a whole number in 1..8, got 2.5");
    EXPECT_ERROR(head + R"("players": 2.0})",
                 "F: players: must be a whole number in 1..8, got 2.0");
    EXPECT_ERROR(head + R"("players": "2"})",
                 "F: players: must be a whole number in 1..8, got a string");
    EXPECT_TRUE(parseShotLog(head + R"("players": 8})", "F").log);
}

TEST(ShotLogErrors, UnknownKeysAreErrors) {
    EXPECT_ERROR(shotLogLogText("[]", R"("shot": 1, )"),
                 "F: shot: unknown key (allowed here: format, level, levelHash, players, "
                 "playerNames, ballCollisions, setup, shots, expect)");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "angle": 1, "spead": 2}])"),
                 "F: shots[0].spead: unknown key (allowed here: player, angle, speed, vx, vy, at)");
    EXPECT_ERROR(shotLogLogText("[]", R"("setup": [{"player": 0, "x": 1, "y": 1, "z": 0}], )"),
                 "F: setup[0].z: unknown key (allowed here: player, x, y)");
}

TEST(ShotLogErrors, Shots) {
    EXPECT_ERROR(R"({"format": "minigolf-shots/1", "level": "l.json"})",
                 "F: shots: missing (an array of shots, may be empty)");
    EXPECT_ERROR(shotLogLogText("{}"), "F: shots: must be an array, got an object");
    EXPECT_ERROR(shotLogLogText("[3]"),
                 "F: shots[0]: must be an object with player and angle + speed or vx + vy, got 3");
}

TEST(ShotLogErrors, EitherAngleAndSpeedOrVelocity) {
    const std::string ok = R"({"player": 0, "vx": 1, "vy": 0}, )";
    EXPECT_ERROR(
        shotLogLogText("[" + ok + R"({"player": 1, "angle": 1, "speed": 2, "vx": 1, "vy": 2}])"),
        "F: shots[1]: give either angle + speed or vx + vy, not both");
    EXPECT_ERROR(shotLogLogText("[" + ok + R"({"player": 1, "angle": 1, "vx": 1}])"),
                 "F: shots[1]: give either angle + speed or vx + vy, not both");
    EXPECT_ERROR(shotLogLogText("[" + ok + ok + R"({"player": 1}])"),
                 "F: shots[2]: missing the velocity: give angle + speed or vx + vy");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 1, "angle": 10}])"),
                 "F: shots[0].speed: missing (angle needs speed)");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 1, "speed": 10}])"),
                 "F: shots[0].angle: missing (speed needs angle)");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 1, "vx": 10}])"),
                 "F: shots[0].vy: missing (vx needs vy)");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 1, "vy": 10}])"),
                 "F: shots[0].vx: missing (vy needs vx)");
}

TEST(ShotLogErrors, ShotValues) {
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "angle": "north", "speed": 2}])"),
                 "F: shots[0].angle: must be a number, got a string");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "vx": 1, "vy": null}])"),
                 "F: shots[0].vy: must be a number, got null");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 0, "angle": 0, "speed": -2}])"),
                 "F: shots[0].speed: -2 is negative");
    EXPECT_ERROR(shotLogLogText(R"([{"player": 2, "vx": 1, "vy": 0}])"),
                 "F: shots[0].player: player 2 does not exist (players: 2, counted from 0)");
    EXPECT_ERROR(shotLogLogText(R"([{"player": -1, "vx": 1, "vy": 0}])"),
                 "F: shots[0].player: player -1 does not exist (players: 2, counted from 0)");
    EXPECT_ERROR(shotLogLogText(R"([{"vx": 1, "vy": 0}])"), "F: shots[0].player: missing");
    EXPECT_ERROR(shotLogLogText(R"([{"player": true, "vx": 1, "vy": 0}])"),
                 "F: shots[0].player: must be a whole number in 0..1, got true");
}

TEST(ShotLogErrors, Setup) {
    EXPECT_ERROR(shotLogLogText("[]", R"("setup": {}, )"),
                 "F: setup: must be an array, got an object");
    EXPECT_ERROR(shotLogLogText("[]", R"("setup": [{"player": 0, "x": 1}], )"),
                 "F: setup[0].y: missing");
    EXPECT_ERROR(shotLogLogText("[]", R"("setup": [{"player": 0, "x": 1, "y": 2},
                                            {"player": 0, "x": 3, "y": 2}], )"),
                 "F: setup[1].player: player 0 is already placed by setup[0]");
    EXPECT_ERROR(shotLogLogText("[]", R"("setup": [{"player": 5, "x": 1, "y": 2}], )"),
                 "F: setup[0].player: player 5 does not exist (players: 2, counted from 0)");
}

TEST(ShotLogErrors, ExpectMustBeAnObject) {
    EXPECT_ERROR(shotLogLogText("[]", R"("expect": [], )"),
                 "F: expect: must be an object (the outcome as `golf replay --json` prints it), "
                 "got an array");
}

TEST(ShotLogErrors, EveryProblemIsReported) {
    const std::vector<std::string> errors =
        errorsOf(R"({"format": "x", "level": "l.json", "players": 2,
                    "shots": [{"player": 0, "vx": "1", "vy": 0}, {"player": 7, "vx": 1, "vy": 0}]})");
    EXPECT_EQ(errors.size(), 3u) << ::testing::PrintToString(errors);
}

TEST(ShotLogErrors, JunkNeverCrashes) {
    std::mt19937 random(12345); // fixed seed: the same junk on every run
    const std::string valid = shotLogLogText(R"([{"player": 0, "angle": 30, "speed": 2}])");
    for (int round = 0; round < 2000; ++round) {
        std::string text = valid;
        const int edits = 1 + static_cast<int>(random() % 4);
        for (int e = 0; e < edits; ++e) {
            const std::size_t at = random() % text.size();
            text[at] = static_cast<char>(random() % 256);
        }
        const ShotLogLoadResult result = parseShotLog(text, "F");
        EXPECT_NE(result.log.has_value(), !result.errors.empty());
        for (const std::string& error : result.errors) {
            EXPECT_EQ(error.rfind("F", 0), 0u);
        }
    }
}

TEST(ShotLogFile, MissingFileIsAnError) {
    const fs::path path = shotLogFreshFolder("missing") / "nope.shots.json";
    const ShotLogLoadResult result = loadShotLogFile(path);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0], path.string() + ": no such file");
}

TEST(ShotLogFile, FolderIsAnError) {
    const fs::path folder = shotLogFreshFolder("folder");
    const ShotLogLoadResult result = loadShotLogFile(folder);
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0], folder.string() + ": is a folder, not a file");
}

TEST(ShotLogFile, DeviceIsAnError) {
    const ShotLogLoadResult result = loadShotLogFile("/dev/null");
    ASSERT_EQ(result.errors.size(), 1u);
    EXPECT_EQ(result.errors[0], "/dev/null: is not a regular file");
}

TEST(ShotLogWrite, VelocitiesRoundTripBitForBit) {
    const fs::path path = shotLogFreshFolder("roundtrip") / "a.shots.json";
    ShotLog log{.level = "../l.json", .players = 3};
    std::mt19937_64 random(99);
    std::vector<double> values = {0.1,
                                  1.0 / 3.0,
                                  -0.0,
                                  5e-324,
                                  2.2250738585072014e-308,
                                  1.7976931348623157e308,
                                  3.2500000000000004,
                                  14.0};
    while (values.size() < 400) {
        const double v = std::bit_cast<double>(random());
        if (std::isfinite(v)) {
            values.push_back(v);
        }
    }
    for (std::size_t i = 0; i + 1 < values.size(); i += 2) {
        log.shots.push_back(
            {.player = static_cast<int>(i % 3), .velocity = {values[i], values[i + 1]}});
    }
    log.setup.push_back({.player = 2, .position = {1.0 / 7.0, 2.0 / 3.0}});
    ASSERT_EQ(writeShotLogFile(path, log), "");
    const ShotLogLoadResult loaded = loadShotLogFile(path);
    ASSERT_TRUE(loaded.log) << ::testing::PrintToString(loaded.errors);
    ASSERT_EQ(loaded.log->shots.size(), log.shots.size());
    for (std::size_t i = 0; i < log.shots.size(); ++i) {
        EXPECT_EQ(std::bit_cast<std::uint64_t>(loaded.log->shots[i].velocity.x),
                  std::bit_cast<std::uint64_t>(log.shots[i].velocity.x));
        EXPECT_EQ(std::bit_cast<std::uint64_t>(loaded.log->shots[i].velocity.y),
                  std::bit_cast<std::uint64_t>(log.shots[i].velocity.y));
        EXPECT_EQ(loaded.log->shots[i].player, log.shots[i].player);
    }
    EXPECT_EQ(loaded.log->setup[0].position, log.setup[0].position);
    EXPECT_EQ(loaded.log->players, 3);
    EXPECT_EQ(loaded.log->level, "../l.json");
}

TEST(ShotLogWrite, OptionalKeysRoundTrip) {
    const fs::path path = shotLogFreshFolder("optional_keys") / "a.shots.json";
    const ShotLog log{.level = "l.json",
                      .players = 2,
                      .ballCollisions = false,
                      .levelHash = 0x00ab00cd00ef0012u,
                      .playerNames = {"Ann", "Bob"}};
    ASSERT_EQ(writeShotLogFile(path, log), "");
    const std::string text = shotLogReadText(path);
    EXPECT_NE(text.find(R"("levelHash": "00ab00cd00ef0012")"), std::string::npos) << text;
    EXPECT_NE(text.find(R"("ballCollisions": false)"), std::string::npos) << text;
    const ShotLogLoadResult loaded = loadShotLogFile(path);
    ASSERT_TRUE(loaded.log) << ::testing::PrintToString(loaded.errors);
    EXPECT_FALSE(loaded.log->ballCollisions);
    EXPECT_EQ(loaded.log->levelHash, log.levelHash);
    EXPECT_EQ(loaded.log->playerNames, log.playerNames);
    // The defaults are not written.
    ASSERT_EQ(writeShotLogFile(path, ShotLog{.level = "l.json"}), "");
    const std::string plain = shotLogReadText(path);
    for (const char* key : {"ballCollisions", "levelHash", "playerNames"}) {
        EXPECT_EQ(plain.find(key), std::string::npos) << key;
    }
}

TEST(ShotLogWrite, RefusesBadPlayerNames) {
    const fs::path path = shotLogFreshFolder("bad_names") / "a.shots.json";
    EXPECT_EQ(
        writeShotLogFile(path, ShotLog{.level = "l", .players = 1, .playerNames = {"A", "B"}}),
        path.string() + ": not written: playerNames has 2 names for 1 players");
    EXPECT_EQ(writeShotLogFile(path, ShotLog{.level = "l", .playerNames = {"\xFF"}}),
              path.string() + ": not written: playerNames[0] is not valid UTF-8");
    EXPECT_FALSE(fs::exists(path));
}

TEST(ShotLogWrite, ReadableLayout) {
    const fs::path path = shotLogFreshFolder("layout") / "a.shots.json";
    const ShotLog log{
        .level = "l.json", .players = 1, .shots = {{.player = 0, .velocity = {3.25, -1.5}}}};
    ASSERT_EQ(writeShotLogFile(path, log), "");
    EXPECT_EQ(shotLogReadText(path), "{\n"
                                     "  \"format\": \"minigolf-shots/1\",\n"
                                     "  \"level\": \"l.json\",\n"
                                     "  \"players\": 1,\n"
                                     "  \"shots\": [\n"
                                     "    { \"player\": 0, \"vx\": 3.25, \"vy\": -1.5 }\n"
                                     "  ]\n"
                                     "}\n");
}

TEST(ShotLogWrite, RefusesABadLogAndLeavesNoFile) {
    const fs::path folder = shotLogFreshFolder("refuse");
    const fs::path path = folder / "a.shots.json";
    ShotLog log{.level = "l.json", .players = 9};
    EXPECT_EQ(writeShotLogFile(path, log),
              path.string() + ": not written: players must be 1..8, not 9");
    log.players = 1;
    log.shots.push_back({.player = 0, .velocity = {NAN, 0}});
    EXPECT_EQ(writeShotLogFile(path, log),
              path.string() + ": not written: shots[0]: the velocity is not finite");
    EXPECT_TRUE(fs::is_empty(folder));
}

TEST(ShotLogWrite, ReplacesAtomicallyAndLeavesNoTemporaryFile) {
    const fs::path folder = shotLogFreshFolder("atomic");
    const fs::path path = folder / "a.shots.json";
    {
        std::ofstream old(path);
        old << "old content";
    }
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    ASSERT_EQ(writeShotLogFile(path, ShotLog{.level = "l.json"}), "");
    EXPECT_TRUE(loadShotLogFile(path).log);
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder)) {
        ++files;
    }
    EXPECT_EQ(files, 1u);
    EXPECT_EQ(fs::status(path).permissions(),
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
}

TEST(ShotLogWrite, MissingFolderIsAnError) {
    const fs::path path = shotLogFreshFolder("nofolder") / "sub" / "a.shots.json";
    const std::string error = writeShotLogFile(path, ShotLog{.level = "l.json"});
    EXPECT_EQ(error.rfind(path.string() + ": cannot create a temporary file beside it: ", 0), 0u)
        << error;
}

TEST(ShotLogWriteExpect, KeepsTheRestOfTheLog) {
    const fs::path path = shotLogFreshFolder("expect") / "a.shots.json";
    {
        std::ofstream out(path);
        out << R"({"format":"minigolf-shots/1","level":"l.json","shots":[{"player":0,"angle":30.5,"speed":2}],"expect":{"old":1}})";
    }
    ASSERT_EQ(writeShotLogExpect(path, R"({"final":{"ticks":7}})"), "");
    EXPECT_EQ(shotLogReadText(path), "{\n"
                                     "  \"format\": \"minigolf-shots/1\",\n"
                                     "  \"level\": \"l.json\",\n"
                                     "  \"shots\": [\n"
                                     "    { \"player\": 0, \"angle\": 30.5, \"speed\": 2 }\n"
                                     "  ],\n"
                                     "  \"expect\": {\n"
                                     "    \"final\": { \"ticks\": 7 }\n"
                                     "  }\n"
                                     "}\n");
}

} // namespace
} // namespace golf
