// Tests of the level and course loader (SPEC sections 2 and 3). Expected messages and values
// are written out by hand from the SPEC and docs/levels.md.

#include "golf/formats/level_loader.hpp"
#include "long_tests.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace golf {
namespace {

using nlohmann::json;
using Messages = std::vector<std::string>;

/// A minimal valid level: a 5 x 3 box with the tee at (1.5, 1.5) and the cup at (3.5, 1.5).
json levelLoaderSmallLevel() {
    return {{"format", "minigolf-level/1"},
            {"name", "Box"},
            {"par", 2},
            {"tiles", {"#####", "#S.O#", "#####"}}};
}

Messages levelLoaderProblemsOf(const json& level) {
    return parseLevel(level.dump(), "t.json").errors;
}

Messages problemsOfText(std::string_view text) {
    return parseLevel(text, "t.json").errors;
}

Level levelLoaderLoad(const json& level) {
    LevelLoadResult result = parseLevel(level.dump(), "t.json");
    EXPECT_EQ(result.errors, Messages{});
    return result.level.value_or(Level{});
}

// ---- valid levels ------------------------------------------------------------------------

TEST(LevelLoader, LoadsTheSpecExample) {
    const std::string text = R"({
      "format": "minigolf-level/1",
      "name": "Around the Bend",
      "par": 3,
      "tiles": [
        "##########",
        "#S......J#",
        "#######..#",
        "#O.......#",
        "##########"
      ],
      "ball":    { "radius": 0.2 },
      "cup":     { "radius": 0.3 },
      "physics": { "rollingDeceleration": 3.0 }
    })";
    const LevelLoadResult result = parseLevel(text, "bend.json");
    ASSERT_EQ(result.errors, Messages{});
    ASSERT_TRUE(result.level);
    const Level& level = *result.level;
    EXPECT_EQ(level.name, "Around the Bend");
    EXPECT_EQ(level.par, 3);
    EXPECT_EQ(level.width, 10);
    EXPECT_EQ(level.height, 5);
    EXPECT_EQ(level.tiles.size(), 50u);
    EXPECT_EQ(level.tee, (Vec2{1.5, 1.5}));
    EXPECT_EQ(level.cup, (Vec2{1.5, 3.5}));
    EXPECT_EQ(level.at(8, 1), Tile::LowerRight);
    EXPECT_EQ(level.at(1, 1), Tile::Open); // the S tile is floor
    EXPECT_EQ(level.at(1, 3), Tile::Open); // the O tile is floor
    EXPECT_EQ(level.at(1, 2), Tile::Block);
    EXPECT_EQ(level.at(7, 2), Tile::Open);
}

TEST(LevelLoader, DefaultsOfTheSpecTable) {
    const Level level = levelLoaderLoad(levelLoaderSmallLevel());
    EXPECT_EQ(level.ballRadius, 0.2);
    EXPECT_EQ(level.cupRadius, 0.3);
    EXPECT_EQ(level.maxStrokes, 10);
    EXPECT_EQ(level.physics.tickRate, 120);
    EXPECT_EQ(level.physics.rollingDeceleration, 3.0);
    EXPECT_EQ(level.physics.wallRestitution, 0.8);
    EXPECT_EQ(level.physics.ballRestitution, 0.95);
    EXPECT_EQ(level.physics.maxShotSpeed, 14.0);
    EXPECT_EQ(level.physics.captureSpeed, 4.0);
    EXPECT_EQ(level.physics.maxShotSeconds, 60.0);
}

TEST(LevelLoader, ReadsEveryOptionalKey) {
    json j = levelLoaderSmallLevel();
    j["ball"] = {{"radius", 0.25}};
    j["cup"] = {{"radius", 0.5}};
    j["maxStrokes"] = 7;
    j["physics"] = {{"tickRate", 240},       {"rollingDeceleration", 2.5}, {"wallRestitution", 0.5},
                    {"ballRestitution", 1},  {"maxShotSpeed", 20},         {"captureSpeed", 3.5},
                    {"maxShotSeconds", 30.5}};
    const Level level = levelLoaderLoad(j);
    EXPECT_EQ(level.ballRadius, 0.25);
    EXPECT_EQ(level.cupRadius, 0.5);
    EXPECT_EQ(level.maxStrokes, 7);
    EXPECT_EQ(level.physics.tickRate, 240);
    EXPECT_EQ(level.physics.rollingDeceleration, 2.5);
    EXPECT_EQ(level.physics.wallRestitution, 0.5);
    EXPECT_EQ(level.physics.ballRestitution, 1.0);
    EXPECT_EQ(level.physics.maxShotSpeed, 20.0);
    EXPECT_EQ(level.physics.captureSpeed, 3.5);
    EXPECT_EQ(level.physics.maxShotSeconds, 30.5);
}

TEST(LevelLoader, EveryTileCharacter) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#########", "#S.LJ7FO#", "## ######"};
    const Level level = levelLoaderLoad(j);
    EXPECT_EQ(level.at(0, 0), Tile::Block);
    EXPECT_EQ(level.at(1, 1), Tile::Open);
    EXPECT_EQ(level.at(2, 1), Tile::Open);
    EXPECT_EQ(level.at(3, 1), Tile::LowerLeft);
    EXPECT_EQ(level.at(4, 1), Tile::LowerRight);
    EXPECT_EQ(level.at(5, 1), Tile::UpperRight);
    EXPECT_EQ(level.at(6, 1), Tile::UpperLeft);
    EXPECT_EQ(level.at(7, 1), Tile::Open);
    EXPECT_EQ(level.at(2, 2), Tile::Void);
    EXPECT_EQ(level.cup, (Vec2{7.5, 1.5}));
}

TEST(LevelLoader, BoundaryValuesAreAccepted) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#######", "#S....#", "#.....#", "#..O..#", "#.....#", "#######"};
    j["par"] = 1;
    j["maxStrokes"] = 100;
    j["ball"] = {{"radius", 0.49}};
    j["cup"] = {{"radius", 1.0}}; // touches the walls around (3.5, 3.5) exactly: allowed
    j["physics"] = {{"tickRate", 2000},      {"rollingDeceleration", 0}, {"wallRestitution", 1},
                    {"ballRestitution", 0},  {"captureSpeed", 0},        {"maxShotSpeed", 1e-9},
                    {"maxShotSeconds", 1e-9}};
    const Level level = levelLoaderLoad(j);
    EXPECT_EQ(level.cupRadius, 1.0);
    EXPECT_EQ(level.physics.tickRate, 2000);

    j["maxStrokes"] = 1;
    j["physics"] = {{"tickRate", 30}, {"wallRestitution", 0}, {"ballRestitution", 1}};
    j["cup"] = {{"radius", 0.49}}; // equal to the ball's radius
    const Level other = levelLoaderLoad(j);
    EXPECT_EQ(other.maxStrokes, 1);
    EXPECT_EQ(other.physics.tickRate, 30);
    EXPECT_EQ(other.cupRadius, 0.49);
}

TEST(LevelLoader, TeeAndCupByKeys) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#####", "#...#", "#...#", "#####"};
    j["tee"] = {{"x", 1.2}, {"y", 1.25}}; // touches the left wall: allowed
    j["cup"] = {{"x", 3.25}, {"y", 2.5}, {"radius", 0.25}};
    const Level level = levelLoaderLoad(j);
    EXPECT_EQ(level.tee, (Vec2{1.2, 1.25}));
    EXPECT_EQ(level.cup, (Vec2{3.25, 2.5}));
    EXPECT_EQ(level.cupRadius, 0.25);
}

TEST(LevelLoader, CupByTileWithOnlyARadiusKey) {
    json j = levelLoaderSmallLevel();
    j["cup"] = {{"radius", 0.5}}; // touches the walls of the 1-tile corridor: allowed
    const Level level = levelLoaderLoad(j);
    EXPECT_EQ(level.cup, (Vec2{3.5, 1.5}));
    EXPECT_EQ(level.cupRadius, 0.5);
}

TEST(LevelLoader, LevelsAtTheSizeLimit) {
    json wide = levelLoaderSmallLevel();
    std::string row(4096, '.');
    row[0] = 'S';
    row[4095] = 'O';
    wide["tiles"] = {row};
    const Level level = levelLoaderLoad(wide);
    EXPECT_EQ(level.width, 4096);
    EXPECT_EQ(level.height, 1);
    EXPECT_EQ(level.cup, (Vec2{4095.5, 0.5}));

    json tall = levelLoaderSmallLevel();
    std::vector<std::string> rows(4096, ".");
    rows[0] = "S";
    rows[4095] = "O";
    tall["tiles"] = rows;
    EXPECT_EQ(levelLoaderLoad(tall).height, 4096);
}

// ---- the top level, format and keys ------------------------------------------------------

TEST(LevelLoader, MissingRequiredKeys) {
    EXPECT_EQ(
        levelLoaderProblemsOf(json::object()),
        (Messages{"t.json: missing required key 'format'", "t.json: missing required key 'name'",
                  "t.json: missing required key 'par'", "t.json: missing required key 'tiles'"}));
}

TEST(LevelLoader, WrongFormats) {
    json j = levelLoaderSmallLevel();
    j["format"] = "minigolf-level/4";
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: format: 'minigolf-level/4' is not supported (expected "
                       "'minigolf-level/1', 'minigolf-level/2' or 'minigolf-level/3')"});
    j["format"] = "minigolf-course/1";
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: format: 'minigolf-course/1' is a course, not a "
                       "level"});
    j["format"] = 1;
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: format: must be the string 'minigolf-level/1', got 1"});
}

TEST(LevelLoader, TopLevelMustBeAnObject) {
    EXPECT_EQ(problemsOfText(std::string_view("[1, 2]")),
              Messages{"t.json: the top level must be a JSON object, got an array"});
    EXPECT_EQ(problemsOfText(std::string_view("\"level\"")),
              Messages{"t.json: the top level must be a JSON object, got a string"});
}

TEST(LevelLoader, UnknownKeysSuggestTheNearestKnownKey) {
    json j = levelLoaderSmallLevel();
    j["phisics"] = json::object();
    j["tickRate"] = 100;
    j["colour"] = "green";
    j["Par"] = 3;
    j["ball"] = {{"raduis", 0.2}};
    j["cup"] = {{"X", 1}};
    EXPECT_EQ(
        levelLoaderProblemsOf(j),
        (Messages{// top-level keys come in alphabetical order (nlohmann sorts them)
                  "t.json: unknown key 'Par' (did you mean 'par'?)", "t.json: unknown key 'colour'",
                  "t.json: unknown key 'phisics' (did you mean 'physics'?)",
                  "t.json: unknown key 'tickRate' (did you mean 'physics.tickRate'?)",
                  "t.json: unknown key 'ball.raduis' (did you mean 'ball.radius'?)",
                  "t.json: unknown key 'cup.X' (did you mean 'cup.x'?)"}));
}

TEST(LevelLoader, NestedSectionsMustBeObjects) {
    json j = levelLoaderSmallLevel();
    j["physics"] = 3;
    j["ball"] = json::array();
    EXPECT_EQ(levelLoaderProblemsOf(j), (Messages{"t.json: ball: must be an object, got an array",
                                                  "t.json: physics: must be an object, got 3"}));
}

TEST(LevelLoader, NameAndParTypes) {
    json j = levelLoaderSmallLevel();
    j["name"] = 7;
    j["par"] = 2.5;
    EXPECT_EQ(levelLoaderProblemsOf(j), (Messages{"t.json: name: must be a string, got 7",
                                                  "t.json: par: must be an integer, got 2.5"}));
    j["name"] = "";
    j["par"] = "3";
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: name: must not be empty",
                        "t.json: par: must be an integer, got a string"}));
    j["name"] = "ok";
    j["par"] = 0;
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: par: 0 must be >= 1"});
    j["par"] = true;
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: par: must be an integer, got true"});
}

TEST(LevelLoader, NamesAreBoundedAndOnOneLine) {
    json j = levelLoaderSmallLevel();
    j["name"] = std::string(100, 'n');
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{});
    std::string hundredAccents;
    for (int i = 0; i < 100; ++i) {
        hundredAccents += "\u00e9"; // two bytes, one code point
    }
    j["name"] = hundredAccents;
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{});
    j["name"] = std::string(101, 'n');
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: name: has 101 characters; at most 100"});
    // Far past the bound, counted to the end and not echoed. The long run takes a name near
    // the 64 MiB a JSON file may have (under the sanitizers that one alone took 55 s).
    const std::size_t huge = test::longTests() ? 50'000'000 : 1'000'000;
    j["name"] = std::string(huge, 'n');
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: name: has " + std::to_string(huge) + " characters; at most 100"});
    j["name"] = "A\x1b[2JB";
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: name: has a control character (U+001B)"});
    j["name"] = "two\nlines";
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: name: has a control character (U+000A)"});
    j["name"] = "A\u009b1m";
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: name: has a control character (U+009B)"});
}

TEST(LevelLoader, HugeIntegersAreRangeErrors) {
    json j = levelLoaderSmallLevel();
    j["par"] = 18446744073709551615ull;
    j["maxStrokes"] = -9223372036854775807ll;
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: par: 18446744073709551615 is too big (at most 2147483647)",
                        "t.json: maxStrokes: -9223372036854775807 is outside [1, 100]"}));
    j["maxStrokes"] = 3;
    for (const std::uint64_t par :
         {9223372036854775808ull, 9223372036854775807ull, 2147483648ull}) {
        j["par"] = par;
        EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: par: " + std::to_string(par) +
                                                     " is too big (at most 2147483647)"});
    }
    j["par"] = 2147483647;
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{});
    // Beyond 64 bits JSON numbers are read as floating point, which is not an integer.
    std::string text = levelLoaderSmallLevel().dump();
    text.replace(text.find("\"par\":2"), 7, "\"par\":99999999999999999999");
    EXPECT_EQ(problemsOfText(text), Messages{"t.json: par: must be an integer, got 1e+20"});
}

// ---- value ranges ------------------------------------------------------------------------

TEST(LevelLoader, RangesOfTheSpecTable) {
    json j = levelLoaderSmallLevel();
    j["ball"] = {{"radius", 0.5}};
    j["maxStrokes"] = 101;
    j["physics"] = {{"tickRate", 29},         {"rollingDeceleration", -0.5},
                    {"wallRestitution", 1.5}, {"ballRestitution", -0.1},
                    {"maxShotSpeed", 0},      {"captureSpeed", -1},
                    {"maxShotSeconds", -2}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: maxStrokes: 101 is outside [1, 100]",
                        "t.json: ball.radius: 0.5 is outside (0, 0.5)",
                        "t.json: physics.tickRate: 29 is outside [30, 2000]",
                        "t.json: physics.rollingDeceleration: -0.5 is outside [0, 1000]",
                        "t.json: physics.wallRestitution: 1.5 is outside [0, 1]",
                        "t.json: physics.ballRestitution: -0.1 is outside [0, 1]",
                        "t.json: physics.maxShotSpeed: 0 is outside (0, 1000]",
                        "t.json: physics.captureSpeed: -1 must be >= 0",
                        "t.json: physics.maxShotSeconds: -2 is outside (0, 3600]"}));
}

TEST(LevelLoader, ShotSpeedAndDurationHaveUpperBoundsSoEveryShotEnds) {
    json j = levelLoaderSmallLevel();
    j["physics"] = {{"maxShotSpeed", 1000.5}, {"maxShotSeconds", 1e300}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: physics.maxShotSpeed: 1000.5 is outside (0, 1000]",
                        "t.json: physics.maxShotSeconds: 1e+300 is outside (0, 3600]"}));
    j["physics"] = {{"maxShotSpeed", 1000}, {"maxShotSeconds", 3600}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{});
}

TEST(LevelLoader, MoreRangeEdges) {
    json j = levelLoaderSmallLevel();
    j["ball"] = {{"radius", 0}};
    j["maxStrokes"] = 0;
    j["physics"] = {{"tickRate", 2001}, {"tickRate", 2001}, {"maxShotSeconds", 0}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: maxStrokes: 0 is outside [1, 100]",
                        "t.json: ball.radius: 0 is outside (0, 0.5)",
                        "t.json: physics.tickRate: 2001 is outside [30, 2000]",
                        "t.json: physics.maxShotSeconds: 0 is outside (0, 3600]"}));
    j = levelLoaderSmallLevel();
    j["physics"] = {{"tickRate", 120.0}, {"wallRestitution", "high"}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: physics.tickRate: must be an integer, got 120.0",
                        "t.json: physics.wallRestitution: must be a number, got a string"}));
}

TEST(LevelLoader, CupRadiusIsAtLeastTheBallRadius) {
    json j = levelLoaderSmallLevel();
    j["ball"] = {{"radius", 0.4}};
    j["cup"] = {{"radius", 0.35}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: cup.radius: 0.35 is outside [0.4, 1]"});
    j["ball"] = json::object();
    j["cup"] = {{"radius", 0.1}}; // below the default ball radius 0.2
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: cup.radius: 0.1 is outside [0.2, 1]"});
    j["cup"] = {{"radius", 1.01}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: cup.radius: 1.01 is outside [0.2, 1]"});
    // With a broken ball radius the cup is only checked against (0, 1].
    j["ball"] = {{"radius", 0.7}};
    j["cup"] = {{"radius", 0.1}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: ball.radius: 0.7 is outside (0, 0.5)"});
}

// ---- tiles -------------------------------------------------------------------------------

TEST(LevelLoader, RowsMustHaveEqualLengths) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#####", "#S.O#", "####", "######"};
    EXPECT_EQ(levelLoaderProblemsOf(j), (Messages{"t.json: row 3: has 4 tiles, but row 1 has 5",
                                                  "t.json: row 4: has 6 tiles, but row 1 has 5"}));
}

TEST(LevelLoader, TilesShape) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = json::array();
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: tiles: must have at least one row"});
    j["tiles"] = "#S.O#";
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: tiles: must be an array of strings (one per row), got a string"});
    j["tiles"] = {"#S.O#", 5, ""};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: row 2: must be a string, got 5", "t.json: row 3: is empty"}));
}

TEST(LevelLoader, UnknownTilesNameRowAndColumn) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#####", "#S.O#", "##X##", "#\x07\t.#"};
    EXPECT_EQ(levelLoaderProblemsOf(j), (Messages{"t.json: row 3, column 3: unknown tile 'X'",
                                                  "t.json: row 4, column 2: unknown tile U+0007",
                                                  "t.json: row 4, column 3: unknown tile U+0009"}));
}

TEST(LevelLoader, NonAsciiTilesCountAsOneColumn) {
    json j = levelLoaderSmallLevel();
    // "é" is two bytes in UTF-8 but one character, one column, one tile.
    j["tiles"] = {"#####", "#S.O#", "#\xC3\xA9..#"};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: row 3, column 2: unknown tile U+00E9"});
}

TEST(LevelLoader, SizeLimitIsCheckedPerRowAndForTheRowCount) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {std::string(4097, '.'), "#S.O#"};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: row 1: 4097 tiles, more than the limit of 4096"});
    std::vector<std::string> rows(4097, "S");
    j["tiles"] = rows;
    const Messages problems = levelLoaderProblemsOf(j);
    ASSERT_FALSE(problems.empty());
    EXPECT_EQ(problems[0], "t.json: tiles: 4097 rows, more than the limit of 4096");
}

TEST(LevelLoader, ManyProblemsAreCappedAtOneHundred) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#S.O#", std::string(150, 'X')};
    const Messages problems = levelLoaderProblemsOf(j);
    ASSERT_EQ(problems.size(), 101u);
    EXPECT_EQ(problems[0], "t.json: row 2: has 150 tiles, but row 1 has 5");
    EXPECT_EQ(problems[1], "t.json: row 2, column 1: unknown tile 'X'");
    EXPECT_EQ(problems[99], "t.json: row 2, column 99: unknown tile 'X'");
    EXPECT_EQ(problems[100], "t.json: ... and 51 more problems");
}

// ---- tee and cup -------------------------------------------------------------------------

TEST(LevelLoader, ExactlyOneTeeAndOneCup) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"######", "#S.OS#", "#O...#", "######"};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: row 2, column 5: a second tee 'S' (the first is at row 2, column "
                        "2); a level has exactly one",
                        "t.json: row 3, column 2: a second cup 'O' (the first is at row 2, column "
                        "4); a level has exactly one"}));
    j["tiles"] = {"#####", "#...#", "#####"};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: no tee: put an 'S' in the tiles or give \"tee\": {\"x\": ..., "
                        "\"y\": ...}",
                        "t.json: no cup: put an 'O' in the tiles or give \"cup\": {\"x\": ..., "
                        "\"y\": ...}"}));
}

TEST(LevelLoader, NotBothFormsForTheSameThing) {
    json j = levelLoaderSmallLevel();
    j["tee"] = {{"x", 2.5}, {"y", 1.5}};
    j["cup"] = {{"x", 2.5}, {"y", 1.5}, {"radius", 0.3}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: tee: placed twice, by the 'S' at row 2, column 2 "
                        "and by tee.x/tee.y; use one of them",
                        "t.json: cup: placed twice, by the 'O' at row 2, column 4 "
                        "and by cup.x/cup.y; use one of them"}));
}

TEST(LevelLoader, PositionKeysGoTogether) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#####", "#...#", "#####"};
    j["tee"] = {{"x", 1.5}};
    j["cup"] = {{"y", 1.5}, {"x", "right"}};
    EXPECT_EQ(levelLoaderProblemsOf(j), (Messages{"t.json: cup.x: must be a number, got a string",
                                                  "t.json: tee.y: missing: x and y go together"}));
    j["tee"] = json::object();
    j["cup"] = {{"x", 3.5}, {"y", 1.5}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: tee: needs x and y"});
}

TEST(LevelLoader, TheBallOnTheTeeMustFitOnOpenFloor) {
    json j = levelLoaderSmallLevel();
    j["tiles"] = {"#####", "#..O#", "#####"};
    j["tee"] = {{"x", 1.1}, {"y", 1.5}}; // 0.1 from the wall, the ball's radius is 0.2
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: tee: a ball of radius 0.2 at (1.1, 1.5) overlaps a solid tile"});
    j["tee"] = {{"x", 0.5}, {"y", 0.5}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: tee: (0.5, 0.5) is not on open floor"});
    j["tee"] = {{"x", -1}, {"y", 1.5}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: tee: (-1, 1.5) is outside the level (5 x 3 tiles)"});
}

TEST(LevelLoader, TheTeeNearADiagonal) {
    json j = levelLoaderSmallLevel();
    // 'L' at column 1, row 1: its diagonal runs from (1, 1) to (2, 2). The point (1.8, 1.5) is
    // (1.8 - 1.5) / sqrt(2) = 0.212 from it, on the open side.
    j["tiles"] = {"#####", "#L.O#", "#...#", "#####"};
    j["tee"] = {{"x", 1.8}, {"y", 1.5}};
    j["ball"] = {{"radius", 0.2}};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{});
    j["ball"] = {{"radius", 0.22}};
    j["cup"] = {{"radius", 0.22}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: tee: a ball of radius 0.22 at (1.8, 1.5) overlaps a solid tile"});
    j["tee"] = {{"x", 1.2}, {"y", 1.5}}; // in the solid half
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: tee: (1.2, 1.5) is not on open floor"});
}

TEST(LevelLoader, TheCupMustFitOnOpenFloor) {
    json j = levelLoaderSmallLevel();
    j["cup"] = {{"radius", 0.6}}; // the corridor is 1 tile wide
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: cup: a cup of radius 0.6 at (3.5, 1.5) overlaps a solid tile"});
    j["cup"] = {{"x", 4.5}, {"y", 1.5}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              (Messages{"t.json: cup: placed twice, by the 'O' at row 2, column 4 "
                        "and by cup.x/cup.y; use one of them"}));
    j["tiles"] = {"#####", "#S..#", "#####"};
    EXPECT_EQ(levelLoaderProblemsOf(j), Messages{"t.json: cup: (4.5, 1.5) is not on open floor"});
    j["cup"] = {{"x", 3.5}, {"y", 3.5}};
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: cup: (3.5, 3.5) is outside the level (5 x 3 tiles)"});
}

// ---- broken JSON and robustness ----------------------------------------------------------

TEST(LevelLoader, SyntaxErrorsNameLineAndColumn) {
    // An unexpected token is shown at its first character: the "x" starts in column 10.
    EXPECT_EQ(problemsOfText(std::string_view("{\n  \"par\": 3,\n  \"name\" \"x\"\n}")),
              Messages{"t.json:3:10: syntax error while parsing object separator - unexpected "
                       "string literal; expected ':'"});
    EXPECT_EQ(problemsOfText(std::string_view("")),
              Messages{"t.json:1:1: syntax error while parsing value - unexpected end of input; "
                       "expected '[', '{', or a literal"});
    EXPECT_EQ(problemsOfText(std::string_view("{\"par\": NaN}")),
              Messages{"t.json:1:9: syntax error while parsing value - invalid literal"});
    EXPECT_EQ(problemsOfText(std::string_view("{\"a\": 1} // comment")),
              Messages{"t.json:1:10: syntax error while parsing value - invalid literal; "
                       "expected end of input"});
}

TEST(LevelLoader, NumberOverflowPointsAtTheNumber) {
    EXPECT_EQ(problemsOfText(std::string_view("{\n\"par\": -1e999}")),
              Messages{"t.json:2:8: the number -1e999 is too large"});
}

TEST(LevelLoader, ColumnsCountCharactersNotBytes) {
    // "é" takes two bytes; the stray 'x' is the 14th character of the line.
    EXPECT_EQ(problemsOfText(std::string_view("{\"name\": \"\xC3\xA9\" x}")),
              Messages{"t.json:1:14: syntax error while parsing object - invalid literal; "
                       "expected '}'"});
}

TEST(LevelLoader, DeepNestingIsRefusedWithoutRecursion) {
    const std::string deep = "{\"a\": " + std::string(100000, '[') + std::string(100000, ']') + "}";
    // The path is cut after 60 characters: "a" and 19 times "[0]", then "[0".
    std::string path = "a";
    for (int i = 0; i < 19; ++i) {
        path += "[0]";
    }
    EXPECT_EQ(problemsOfText(deep),
              Messages{"t.json: '" + path + "[0...': nested more than 64 arrays and objects deep"});
}

TEST(LevelLoader, DuplicateKeysAreErrors) {
    EXPECT_EQ(problemsOfText(std::string_view(R"({"physics": {"tickRate": 60, "tickRate": 90}})")),
              Messages{"t.json: 'physics.tickRate': duplicate key"});
}

TEST(LevelLoader, ObjectsHaveAtMostAThousandKeys) {
    // Keys keep their file order and are found by a linear search: without this bound a file
    // of 200,000 keys took 19 s to read.
    const auto objectOf = [](int keys) {
        std::string text = "{\"format\": \"minigolf-level/1\", \"x\": {";
        for (int i = 0; i < keys; ++i) {
            text += (i == 0 ? "\"k" : ", \"k") + std::to_string(i) + "\": 0";
        }
        return text + "}}";
    };
    EXPECT_EQ(problemsOfText(objectOf(1001)),
              Messages{"t.json: 'x.k1000': more than 1000 keys in one object"});
    // 1000 keys are read (and then refused as an unknown key of the level, with the rest).
    const Messages problems = problemsOfText(objectOf(1000));
    EXPECT_NE(std::find(problems.begin(), problems.end(), "t.json: unknown key 'x'"),
              problems.end());
}

TEST(LevelLoader, TooManyValues) {
    std::string many = "{\"a\": [";
    for (int i = 0; i < 200'001; ++i) {
        many += "0,";
    }
    many += "0]}";
    EXPECT_EQ(problemsOfText(many), Messages{"t.json: more than 200000 JSON values"});
}

TEST(LevelLoader, BinaryJunkAndInvalidUtf8) {
    EXPECT_EQ(problemsOfText(std::string("\xff\xfe{", 3)),
              Messages{"t.json:1:1: syntax error while parsing value - invalid literal"});
    // nlohmann would read a NUL byte as the end of the text and accept what came before.
    EXPECT_EQ(problemsOfText(std::string("{}\n \0junk", 9)),
              Messages{"t.json:2:2: NUL byte: this is not a JSON text file"});
    // An error before the first NUL byte is the one reported.
    EXPECT_EQ(problemsOfText(std::string("\x89PNG\r\n\x1a\n\0\0", 10)),
              Messages{"t.json:1:1: syntax error while parsing value - invalid literal"});
    EXPECT_EQ(problemsOfText(std::string_view("{\"name\": \"a\xff\"}")),
              Messages{"t.json:1:12: syntax error while parsing value - invalid string: "
                       "ill-formed UTF-8 byte"});
}

TEST(LevelLoader, EveryTruncationIsReportedNotCrashed) {
    // Cut anywhere, the text is broken JSON (the last byte is the closing brace): each prefix
    // must give at least one message, and no level.
    const std::string text = levelLoaderSmallLevel().dump(2);
    for (std::size_t length = 0; length < text.size(); ++length) {
        const LevelLoadResult result = parseLevel(text.substr(0, length), "t.json");
        EXPECT_FALSE(result.level) << length;
        EXPECT_FALSE(result.errors.empty()) << length;
    }
}

TEST(LevelLoader, ControlCharactersInKeysAreEscaped) {
    json j = levelLoaderSmallLevel();
    j["pa\x01r"] = 1;
    EXPECT_EQ(levelLoaderProblemsOf(j),
              Messages{"t.json: unknown key 'pa\\u0001r' (did you mean 'par'?)"});
}

// ---- files -------------------------------------------------------------------------------

/// A fresh scratch folder for one test, of this process only (other builds may run the same
/// tests at the same time).
std::filesystem::path scratch(const std::string& name) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("golf_level_loader_" + std::to_string(::getpid()) + "_" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
}

TEST(LevelLoaderFiles, MissingFileAndDirectory) {
    const auto dir = scratch("missing");
    EXPECT_EQ(loadLevelFile(dir / "none.json").errors,
              Messages{(dir / "none.json").string() + ": no such file"});
    EXPECT_EQ(loadLevelFile(dir).errors, Messages{dir.string() + ": is a folder, not a file"});
}

TEST(LevelLoaderFiles, LoadsAFile) {
    const auto dir = scratch("loads");
    writeFile(dir / "a.json", levelLoaderSmallLevel().dump(2));
    const LevelLoadResult result = loadLevelFile(dir / "a.json");
    EXPECT_EQ(result.errors, Messages{});
    ASSERT_TRUE(result.level);
    EXPECT_EQ(result.level->width, 5);
}

TEST(LevelLoaderFiles, DevicesAndPipesAreRefusedWithoutReading) {
    if (std::filesystem::exists("/dev/zero")) {
        EXPECT_EQ(loadLevelFile("/dev/zero").errors, Messages{"/dev/zero: is not a regular file"});
    }
    // A FIFO without a writer would block a read for ever.
    const auto dir = scratch("fifo");
    const auto fifo = dir / "level.json";
    std::filesystem::remove(fifo);
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_EQ(loadLevelFile(fifo).errors, Messages{fifo.string() + ": is not a regular file"});
    EXPECT_EQ(loadCourseFile(fifo).errors, Messages{fifo.string() + ": is not a regular file"});
}

TEST(LevelLoaderFiles, SymlinkLoopIsNotAMissingFile) {
    const auto dir = scratch("loop");
    std::filesystem::create_symlink(dir / "b.json", dir / "a.json");
    std::filesystem::create_symlink(dir / "a.json", dir / "b.json");
    const Messages errors = loadLevelFile(dir / "a.json").errors;
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0],
              (dir / "a.json").string() + ": " +
                  std::make_error_code(std::errc::too_many_symbolic_link_levels).message());
    // A course naming it says so too.
    writeFile(dir / "c.json",
              R"({"format": "minigolf-course/1", "name": "Loop", "holes": ["a.json"]})");
    EXPECT_EQ(loadCourseFile(dir / "c.json").errors,
              Messages{(dir / "c.json").string() + ": hole 1: " +
                       std::make_error_code(std::errc::too_many_symbolic_link_levels).message() +
                       ": '" + (dir / "a.json").string() + "'"});
}

TEST(CourseLoader, HolesThatAreNotRegularFilesAreRefused) {
    const auto dir = scratch("course_fifo");
    const auto fifo = dir / "fifo.json";
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    std::vector<std::string> holes = {"fifo.json"};
    Messages expected = {(dir / "c.json").string() + ": hole 1: '" + fifo.string() +
                         "' is not a regular file"};
    if (std::filesystem::exists("/dev/zero")) {
        holes.push_back("/dev/zero");
        expected.push_back((dir / "c.json").string() +
                           ": hole 2: '/dev/zero' is not a regular file");
    }
    writeFile(dir / "c.json",
              json{{"format", "minigolf-course/1"}, {"name", "Pipes"}, {"holes", holes}}.dump());
    EXPECT_EQ(loadCourseFile(dir / "c.json").errors, expected);
}

TEST(CourseLoader, HolePathWithANulIsRefused) {
    const auto dir = scratch("course_nul");
    writeFile(dir / "a.json", levelLoaderSmallLevel().dump());
    writeFile(dir / "c.json",
              R"({"format": "minigolf-course/1", "name": "Nul", "holes": ["a.json\u0000x"]})");
    EXPECT_EQ(loadCourseFile(dir / "c.json").errors,
              Messages{(dir / "c.json").string() +
                       ": hole 1: must not contain a NUL character (\\u0000)"});
}

TEST(CourseLoader, ResolvesHolesRelativeToTheCourse) {
    const auto dir = scratch("course");
    writeFile(dir / "holes" / "01.json", levelLoaderSmallLevel().dump());
    writeFile(dir / "holes" / "02.json", levelLoaderSmallLevel().dump());
    writeFile(dir / "course.json", R"({"format": "minigolf-course/1", "name": "Two",
                                       "holes": ["holes/01.json", "holes/02.json"]})");
    const CourseLoadResult result = loadCourseFile(dir / "course.json");
    ASSERT_EQ(result.errors, Messages{});
    ASSERT_TRUE(result.course);
    EXPECT_EQ(result.course->name, "Two");
    EXPECT_EQ(result.course->holes,
              (std::vector<std::filesystem::path>{dir / "holes/01.json", dir / "holes/02.json"}));
}

TEST(CourseLoader, EveryProblemOfACourse) {
    const auto dir = scratch("course_bad");
    std::filesystem::create_directories(dir / "folder");
    writeFile(dir / "c.json", R"({"format": "minigolf-level/1", "nam": "x",
                                  "holes": ["gone.json", 3, "folder", ""]})");
    const std::string c = (dir / "c.json").string();
    EXPECT_EQ(
        loadCourseFile(dir / "c.json").errors,
        (Messages{
            c + ": format: 'minigolf-level/1' is a level, not a course",
            c + ": missing required key 'name'", c + ": unknown key 'nam' (did you mean 'name'?)",
            c + ": hole 1: no such file '" + (dir / "gone.json").string() + "'",
            c + ": hole 2: must be a non-empty string (a level file name), got 3",
            c + ": hole 3: '" + (dir / "folder").string() + "' is a directory, not a level file",
            c + ": hole 4: must be a non-empty string (a level file name), got a "
                "string"}));
}

TEST(CourseLoader, InspectKeepsTheNumberingOfTheHoles) {
    const auto dir = scratch("course_inspect");
    writeFile(dir / "b.json", levelLoaderSmallLevel().dump());
    writeFile(dir / "c.json", R"({"format": "minigolf-course/1", "name": "Gaps",
                                  "holes": ["a.json", 7, "b.json"]})");
    const CourseLoadResult strict = loadCourseFile(dir / "c.json");
    EXPECT_FALSE(strict.course);
    EXPECT_EQ(strict.errors.size(), 2u);
    const CourseLoadResult inspected = inspectCourseFile(dir / "c.json");
    EXPECT_EQ(inspected.errors, strict.errors);
    ASSERT_TRUE(inspected.course);
    EXPECT_EQ(inspected.course->name, "Gaps");
    EXPECT_EQ(inspected.course->holes,
              (std::vector<std::filesystem::path>{dir / "a.json", {}, dir / "b.json"}));
}

TEST(CourseLoader, HolesMustBeANonEmptyArray) {
    EXPECT_EQ(parseCourse(R"({"format": "minigolf-course/1", "name": "x", "holes": []})", "c", ".")
                  .errors,
              Messages{"c: holes: must be a non-empty array of level file names, got an empty "
                       "array"});
    EXPECT_EQ(
        parseCourse(R"({"format": "minigolf-course/1", "name": "x", "holes": "a.json"})", "c", ".")
            .errors,
        Messages{"c: holes: must be a non-empty array of level file names, got a string"});
    EXPECT_EQ(parseCourse("{", "c", ".").errors,
              Messages{"c:1:2: syntax error while parsing object key - unexpected end of input; "
                       "expected string literal"});
}

TEST(DetectFileFormat, TellsLevelsFromCourses) {
    const auto dir = scratch("detect");
    writeFile(dir / "l.json", levelLoaderSmallLevel().dump());
    writeFile(dir / "c.json", R"({"format": "minigolf-course/1"})");
    writeFile(dir / "v2.json", R"({"format": "minigolf-level/2"})");
    writeFile(dir / "shots.json", R"({"format": "minigolf-shots/1"})");
    writeFile(dir / "none.json", R"([])");
    writeFile(dir / "broken.json", R"({)");
    EXPECT_EQ(detectFileFormat(dir / "l.json").format, FileFormat::Level);
    EXPECT_EQ(detectFileFormat(dir / "c.json").format, FileFormat::Course);
    EXPECT_EQ(detectFileFormat(dir / "v2.json").format, FileFormat::Level);
    const std::string expected = " (a level has \"format\": \"minigolf-level/1\", a course "
                                 "\"format\": \"minigolf-course/1\")";
    EXPECT_EQ(detectFileFormat(dir / "shots.json").errors,
              Messages{(dir / "shots.json").string() +
                       ": neither a level nor a course: format 'minigolf-shots/1' is unknown" +
                       expected});
    // What the loaders say of a top level that is no object (issue 29: one message everywhere).
    EXPECT_EQ(detectFileFormat(dir / "none.json").errors,
              Messages{(dir / "none.json").string() +
                       ": the top level must be a JSON object, got an array"});
    EXPECT_FALSE(detectFileFormat(dir / "none.json").broken); // valid JSON, not a level
    EXPECT_TRUE(detectFileFormat(dir / "broken.json").broken);
    writeFile(dir / "noformat.json", R"({"name": "x"})");
    EXPECT_EQ(detectFileFormat(dir / "noformat.json").errors,
              Messages{(dir / "noformat.json").string() +
                       ": neither a level nor a course: no \"format\" key" + expected});
    EXPECT_EQ(detectFileFormat(dir / "broken.json").errors.size(), 1u);
    EXPECT_FALSE(detectFileFormat(dir / "broken.json").format);
}

} // namespace
} // namespace golf
