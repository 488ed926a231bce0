// Tests of level format 2 (SPEC section 2: floors, water, slopes, the legend): the loader's
// rules and exact messages, the level model's accessors and the writer's round trip. Expected
// values are written by hand from the SPEC and docs/levels.md.

#include "golf/core/level.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace golf {
namespace {

using nlohmann::json;
using Messages = std::vector<std::string>;

/// A 7 x 3 box of format 2 with the tee at (1.5, 1.5) and the cup at (5.5, 1.5).
json box(std::string middle = "#S...O#") {
    return {{"format", "minigolf-level/2"},
            {"name", "Box"},
            {"par", 2},
            {"tiles", {"#######", middle, "#######"}}};
}

Messages problemsOf(const json& level) {
    return parseLevel(level.dump(), "t.json").errors;
}

Level load(const json& level) {
    LevelLoadResult result = parseLevel(level.dump(), "t.json");
    EXPECT_EQ(result.errors, Messages{});
    return result.level.value_or(Level{});
}

/// Every field of two levels, with each tile's surface compared by what it means.
void expectSameLevel(const Level& a, const Level& b) {
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.width, b.width);
    EXPECT_EQ(a.height, b.height);
    EXPECT_EQ(a.tiles, b.tiles);
    EXPECT_EQ(a.tee, b.tee);
    EXPECT_EQ(a.cup, b.cup);
    EXPECT_EQ(a.physics.sandDeceleration, b.physics.sandDeceleration);
    EXPECT_EQ(a.physics.iceDeceleration, b.physics.iceDeceleration);
    EXPECT_EQ(a.physics.slopeAcceleration, b.physics.slopeAcceleration);
    for (int row = 0; row < a.height; ++row) {
        for (int col = 0; col < a.width; ++col) {
            EXPECT_EQ(a.surfaceAt(col, row), b.surfaceAt(col, row)) << col << "," << row;
            EXPECT_EQ(a.slopeAt(col, row), b.slopeAt(col, row)) << col << "," << row;
        }
    }
}

// ---- built-in tiles ----------------------------------------------------------------------

TEST(LevelFormat2, BuiltInFloorsAndSlopes) {
    json j = box();
    j["tiles"] = {"########", "#Ssiw>O#", "#^v<...#", "########"};
    const Level level = load(j);
    EXPECT_EQ(level.floorAt(1, 1), Floor::Grass); // S
    EXPECT_EQ(level.floorAt(2, 1), Floor::Sand);
    EXPECT_EQ(level.floorAt(3, 1), Floor::Ice);
    EXPECT_EQ(level.floorAt(4, 1), Floor::Water);
    EXPECT_EQ(level.floorAt(5, 1), Floor::Grass);  // a slope of grass
    EXPECT_EQ(level.floorAt(0, 0), Floor::Grass);  // a wall
    EXPECT_EQ(level.floorAt(-3, 9), Floor::Grass); // outside
    EXPECT_EQ(level.at(2, 1), Tile::Open);
    EXPECT_EQ(level.at(4, 1), Tile::Open);
    // The default push is 4 tiles/s^2, exactly along the axes.
    EXPECT_EQ(level.slopeAt(5, 1), (Vec2{4, 0}));  // '>'
    EXPECT_EQ(level.slopeAt(1, 2), (Vec2{0, -4})); // '^'
    EXPECT_EQ(level.slopeAt(2, 2), (Vec2{0, 4}));  // 'v'
    EXPECT_EQ(level.slopeAt(3, 2), (Vec2{-4, 0})); // '<'
    EXPECT_EQ(level.slopeAt(2, 1), (Vec2{0, 0}));  // sand is flat
    EXPECT_EQ(level.slopeAt(0, 0), (Vec2{0, 0}));
    EXPECT_EQ(level.surfaceAt(3, 1).symbol, 'i');
    EXPECT_EQ(level.decelerationOf(Floor::Grass), 3.0);
    EXPECT_EQ(level.decelerationOf(Floor::Sand), 9.0);
    EXPECT_EQ(level.decelerationOf(Floor::Ice), 0.6);
    EXPECT_EQ(level.decelerationOf(Floor::Water), 3.0);
}

TEST(LevelFormat2, PhysicsKeysAndTheirDefaults) {
    json j = box();
    j["tiles"] = {"########", "#S>si.O#", "########"};
    EXPECT_EQ(load(j).physics.sandDeceleration, 9.0);
    EXPECT_EQ(load(j).physics.iceDeceleration, 0.6);
    EXPECT_EQ(load(j).physics.slopeAcceleration, 4.0);
    j["physics"] = {{"sandDeceleration", 12.5}, {"iceDeceleration", 0}, {"slopeAcceleration", 2}};
    const Level level = load(j);
    EXPECT_EQ(level.decelerationOf(Floor::Sand), 12.5);
    EXPECT_EQ(level.decelerationOf(Floor::Ice), 0.0);
    EXPECT_EQ(level.slopeAt(2, 1), (Vec2{2, 0}));
    j["physics"] = {
        {"sandDeceleration", -1}, {"iceDeceleration", "x"}, {"slopeAcceleration", -0.5}};
    EXPECT_EQ(problemsOf(j),
              (Messages{"t.json: physics.sandDeceleration: -1 is outside [0, 1000]",
                        "t.json: physics.iceDeceleration: must be a number, got a "
                        "string",
                        "t.json: physics.slopeAcceleration: -0.5 is outside [0, 1000]"}));
}

TEST(LevelFormat2, AFormat2LevelOfPlainTilesLoadsAsFormat1Would) {
    const Level level = load(box());
    EXPECT_TRUE(level.surfaceIndex.empty());
    EXPECT_FALSE(level.usesFormat2());
    EXPECT_EQ(level.floorAt(2, 1), Floor::Grass);
}

// ---- format 1 stays format 1 -------------------------------------------------------------

TEST(LevelFormat2, Format1RefusesFormat2TilesAtTheirPlace) {
    json j = box("#S.s<O#");
    j["format"] = "minigolf-level/1";
    EXPECT_EQ(problemsOf(j),
              (Messages{"t.json: row 2, column 4: tile 's' (sand) needs format 'minigolf-level/2'",
                        "t.json: row 2, column 5: tile '<' (a slope) needs format "
                        "'minigolf-level/2'"}));
    j["tiles"][1] = "#Sw.iO#";
    EXPECT_EQ(problemsOf(j),
              (Messages{"t.json: row 2, column 3: tile 'w' (water) needs format 'minigolf-level/2'",
                        "t.json: row 2, column 5: tile 'i' (ice) needs format "
                        "'minigolf-level/2'"}));
}

TEST(LevelFormat2, Format1RefusesFormat2KeysAndTheLegend) {
    json j = box("#S.d.O#");
    j["format"] = "minigolf-level/1";
    j["physics"] = {{"sandDeceleration", 5.0}, {"slopeAcceleration", 1.0}};
    j["legend"] = {{"d", {{"floor", "sand"}}}};
    // The legend's characters are known (no "unknown tile" on top), but the legend is refused.
    EXPECT_EQ(problemsOf(j), (Messages{"t.json: physics.sandDeceleration: needs format "
                                       "'minigolf-level/2'",
                                       "t.json: physics.slopeAcceleration: needs format "
                                       "'minigolf-level/2'",
                                       "t.json: legend: needs format 'minigolf-level/2'"}));
}

TEST(LevelFormat2, UnknownCharactersStayUnknownInFormat2) {
    EXPECT_EQ(problemsOf(box("#S.x.O#")), Messages{"t.json: row 2, column 4: unknown tile 'x'"});
}

// ---- the legend --------------------------------------------------------------------------

TEST(LevelFormat2, LegendFloorsAndSlopes) {
    json j = box();
    j["tiles"] = {"########", "#Sndgq.#", "#.....O#", "########"};
    j["legend"] = {{"n", {{"slope", {{"angle", 45}}}}},
                   {"d", {{"floor", "sand"}, {"slope", {{"angle", 300}, {"acceleration", 1.5}}}}},
                   {"g", json::object()},
                   {"q", {{"floor", "ice"}, {"slope", {{"angle", -90}}}}},
                   {"u", {{"floor", "water"}}}};
    j["physics"] = {{"slopeAcceleration", 2.0}};
    const Level level = load(j);
    const double half = std::sqrt(0.5);
    EXPECT_EQ(level.slopeAt(2, 1), (Vec2{2 * half, 2 * half})); // 45 degrees, the default push
    EXPECT_EQ(level.floorAt(2, 1), Floor::Grass);
    EXPECT_EQ(level.floorAt(3, 1), Floor::Sand);
    const Vec2 d = level.slopeAt(3, 1); // 300 degrees: right and up, 1.5 tiles/s^2
    EXPECT_NEAR(d.x, 1.5 * 0.5, 1e-15);
    EXPECT_NEAR(d.y, -1.5 * std::sqrt(3.0) / 2, 1e-15);
    EXPECT_EQ(level.surfaceAt(4, 1).floor, Floor::Grass); // "g": {} is plain grass
    EXPECT_FALSE(level.surfaceAt(4, 1).slope.has_value());
    EXPECT_EQ(level.surfaceAt(4, 1).symbol, 'g');
    EXPECT_EQ(level.floorAt(5, 1), Floor::Ice);
    EXPECT_EQ(level.slopeAt(5, 1), (Vec2{0, -2})); // -90 is up, exactly
    EXPECT_TRUE(level.usesFormat2());
}

TEST(LevelFormat2, LegendKeysMustBeCharactersOfTheirOwn) {
    json j = box();
    j["legend"] = {{"ab", json::object()}, {" ", json::object()}, {"s", json::object()},
                   {".", json::object()},  {"S", json::object()}, {"\u00e9", json::object()},
                   {"", json::object()}};
    EXPECT_EQ(problemsOf(j),
              (Messages{"t.json: legend: key '' must be a single printable ASCII character other "
                        "than a space",
                        "t.json: legend: key ' ' must be a single printable ASCII character other "
                        "than a space",
                        "t.json: legend..: '.' is a tile character of the SPEC already; a legend "
                        "needs characters of its own",
                        "t.json: legend.S: 'S' is a tile character of the SPEC already; a legend "
                        "needs characters of its own",
                        "t.json: legend: key 'ab' must be a single printable ASCII character "
                        "other than a space",
                        "t.json: legend.s: 's' is a tile character of the SPEC already; a legend "
                        "needs characters of its own",
                        "t.json: legend: key '\u00e9' must be a single printable ASCII character "
                        "other than a space"}));
}

TEST(LevelFormat2, LegendEntriesAreChecked) {
    json j = box();
    j["tiles"] = {"########", "#Sabcde#", "#.fgh.O#", "########"};
    j["legend"] = {{"a", 3},
                   {"b", {{"floor", "mud"}}},
                   {"c", {{"floor", 2}, {"flor", "sand"}}},
                   {"d", {{"slope", {{"acceleration", 1}}}}},
                   {"e", {{"slope", {{"angle", "up"}, {"acceleration", -1}}}}},
                   {"f", {{"slope", 45}}},
                   {"g", {{"floor", "water"}, {"slope", {{"angle", 90}}}}},
                   {"h", {{"slope", {{"angle", 0}, {"accelaration", 1}}}}}};
    // No tile using a broken legend character is reported on top of its definition.
    EXPECT_EQ(
        problemsOf(j),
        (Messages{
            "t.json: legend.a: must be an object {\"floor\": ..., \"slope\": ...}, got 3",
            "t.json: legend.b.floor: 'mud' is not a floor: use \"grass\", \"sand\", \"ice\" or "
            "\"water\"",
            "t.json: unknown key 'legend.c.flor' (did you mean 'legend.c.floor'?)",
            "t.json: legend.c.floor: 2 is not a floor: use \"grass\", \"sand\", \"ice\" or "
            "\"water\"",
            "t.json: legend.d.slope.angle: missing: a slope needs its downhill angle (degrees)",
            "t.json: legend.e.slope.angle: must be a number, got a string",
            "t.json: legend.e.slope.acceleration: -1 is outside [0, 1000]",
            "t.json: legend.f.slope: must be an object {\"angle\": ..., \"acceleration\": ...}, "
            "got 45",
            "t.json: legend.g.slope: water has no slope: a ball that enters water leaves it at "
            "once",
            "t.json: unknown key 'legend.h.slope.accelaration' (did you mean "
            "'legend.h.slope.acceleration'?)"}));
    j["legend"] = json::array();
    j["tiles"] = {"#######", "#S...O#", "#######"};
    EXPECT_EQ(problemsOf(j),
              Messages{"t.json: legend: must be an object of tile characters, got an array"});
}

TEST(LevelFormat2, UnusedLegendCharactersAreKept) {
    json j = box();
    j["legend"] = {{"k", {{"floor", "ice"}}}};
    const Level level = load(j);
    EXPECT_TRUE(level.surfaceIndex.empty());
    EXPECT_TRUE(level.usesFormat2()); // its legend must be written back
    const Level back = parseLevel(levelToJson(level), "w.json").level.value_or(Level{});
    ASSERT_EQ(back.surfaces.size(), 2u);
    EXPECT_EQ(back.surfaces[1], (Surface{.symbol = 'k', .floor = Floor::Ice, .slope = {}}));
}

// ---- tee and cup -------------------------------------------------------------------------

TEST(LevelFormat2, TeeAndCupNotOnWater) {
    json j = box();
    j["tiles"] = {"#######", "#.w.w.#", "#######"};
    j["tee"] = {{"x", 2.5}, {"y", 1.5}};
    j["cup"] = {{"x", 4.0}, {"y", 1.5}}; // on the edge of a water tile counts as on it
    EXPECT_EQ(problemsOf(j), (Messages{"t.json: tee: (2.5, 1.5) is on water",
                                       "t.json: cup: (4, 1.5) is on water"}));
    j["tee"] = {{"x", 3.5}, {"y", 1.5}}; // between two water tiles, on grass
    j["cup"] = {{"x", 5.5}, {"y", 1.5}};
    EXPECT_EQ(problemsOf(j), Messages{});
}

TEST(LevelFormat2, TeeAndCupOnSandIceAndSlopes) {
    json j = box();
    j["tiles"] = {"#######", "#s.i.v#", "#######"};
    j["tee"] = {{"x", 1.5}, {"y", 1.5}};
    j["cup"] = {{"x", 3.5}, {"y", 1.5}};
    EXPECT_EQ(problemsOf(j), Messages{});
    j["cup"] = {{"x", 5.5}, {"y", 1.5}};
    EXPECT_EQ(problemsOf(j), Messages{});
}

// ---- the level model ---------------------------------------------------------------------

TEST(LevelFormat2, FloorUnderAndWaterOnEdges) {
    json j = box();
    j["tiles"] = {"#######", "#S.w.O#", "#######"};
    const Level level = load(j);
    EXPECT_EQ(level.floorUnder({3.0, 1.5}), Floor::Water); // the left edge of [3, 4)
    EXPECT_EQ(level.floorUnder({std::nextafter(3.0, 0.0), 1.5}), Floor::Grass);
    EXPECT_EQ(level.floorUnder({4.0, 1.5}), Floor::Grass); // the right edge belongs to the next
    EXPECT_TRUE(level.touchesWater({4.0, 1.5}));
    EXPECT_TRUE(level.touchesWater({3.0, 1.0}));
    EXPECT_FALSE(level.touchesWater({std::nextafter(3.0, 0.0), 1.5}));
    EXPECT_FALSE(level.touchesWater({std::nextafter(4.0, 5.0), 1.5}));
    EXPECT_FALSE(level.touchesWater({NAN, 1.5}));
    EXPECT_EQ(level.floorUnder({NAN, 1.5}), Floor::Grass);
}

TEST(LevelFormat2, SetSurfaceAndUsesFormat2) {
    Level level = load(box());
    EXPECT_FALSE(level.usesFormat2());
    level.setSurface(2, 1, *builtinSurface('s'));
    EXPECT_EQ(level.floorAt(2, 1), Floor::Sand);
    EXPECT_TRUE(level.usesFormat2());
    level.setSurface(2, 1, Surface{});
    EXPECT_EQ(level.floorAt(2, 1), Floor::Grass);
    EXPECT_FALSE(level.usesFormat2()); // the sand left in the table is not a legend character
    level.physics.iceDeceleration = 0.5;
    EXPECT_TRUE(level.usesFormat2());
}

TEST(LevelFormat2, HashSurfaces) {
    Level level = load(box());
    EXPECT_EQ(hashSurfaces(level, 42), 42u); // format 1: the hash is left as it was
    level.setSurface(2, 1, *builtinSurface('s'));
    const std::uint64_t sand = hashSurfaces(level, 42);
    EXPECT_NE(sand, 42u);
    level.setSurface(2, 1, *builtinSurface('i'));
    const std::uint64_t ice = hashSurfaces(level, 42);
    EXPECT_NE(ice, sand);
    level.physics.iceDeceleration = 0.7;
    EXPECT_NE(hashSurfaces(level, 42), ice);
    level.physics.iceDeceleration = 0.6;
    EXPECT_EQ(hashSurfaces(level, 42), ice); // a function of the values only
    level.setSurface(3, 1, *builtinSurface('>'));
    const std::uint64_t slope = hashSurfaces(level, 42);
    level.physics.slopeAcceleration = 5;
    EXPECT_NE(hashSurfaces(level, 42), slope);
}

TEST(LevelFormat2, DirectionsOfAngles) {
    EXPECT_EQ(directionOfAngle(0), (Vec2{1, 0}));
    EXPECT_EQ(directionOfAngle(90), (Vec2{0, 1}));
    EXPECT_EQ(directionOfAngle(180), (Vec2{-1, 0}));
    EXPECT_EQ(directionOfAngle(270), (Vec2{0, -1}));
    EXPECT_EQ(directionOfAngle(-90), (Vec2{0, -1}));
    EXPECT_EQ(directionOfAngle(720), (Vec2{1, 0}));
    EXPECT_EQ(directionOfAngle(135), (Vec2{-std::sqrt(0.5), std::sqrt(0.5)}));
    EXPECT_EQ(directionOfAngle(30 + 360), directionOfAngle(30));
    EXPECT_NEAR(directionOfAngle(30).x, std::sqrt(3.0) / 2, 2.3e-16); // within one ulp
    EXPECT_NEAR(directionOfAngle(30).y, 0.5, 1.2e-16);
}

// ---- the writer --------------------------------------------------------------------------

TEST(LevelFormat2, WriterRoundTripsEveryFormat2Part) {
    json j = box();
    j["tiles"] = {"##########", "#Ssiw^>v<#", "#.n\"\\dL..#", "#.......O#", "##########"};
    j["legend"] = {
        {"n", {{"slope", {{"angle", 45}}}}},
        {"\"", {{"floor", "ice"}}},
        {"\\", {{"floor", "water"}}},
        {"d", {{"floor", "sand"}, {"slope", {{"angle", 300.25}, {"acceleration", 1.5}}}}}};
    j["physics"] = {{"sandDeceleration", 7.25}, {"iceDeceleration", 0.1}};
    const Level level = load(j);
    const std::string text = levelToJson(level);
    const LevelLoadResult back = parseLevel(text, "w.json");
    ASSERT_EQ(back.errors, Messages{}) << text;
    expectSameLevel(*back.level, level);
    EXPECT_NE(text.find("\"format\": \"minigolf-level/2\""), std::string::npos);
    EXPECT_EQ(levelToJson(*back.level), text); // a fixed point
}

TEST(LevelFormat2, WriterTextIsAsWrittenByHand) {
    json j = box();
    j["tiles"] = {"#######", "#Sds.O#", "#######"};
    j["legend"] = {{"d", {{"floor", "sand"}, {"slope", {{"angle", 90}, {"acceleration", 2}}}}}};
    j["physics"] = {{"slopeAcceleration", 3.5}};
    EXPECT_EQ(levelToJson(load(j)), R"({
  "format": "minigolf-level/2",
  "name": "Box",
  "par": 2,
  "tiles": [
    "#######",
    "#Sds.O#",
    "#######"
  ],
  "physics": {"slopeAcceleration": 3.5},
  "legend": {
    "d": {"floor": "sand", "slope": {"angle": 90.0, "acceleration": 2.0}}
  }
}
)");
}

TEST(LevelFormat2, WriterWritesFormat1WhenNothingOfFormat2IsUsed) {
    const std::string text = levelToJson(load(box()));
    EXPECT_NE(text.find("\"format\": \"minigolf-level/1\""), std::string::npos) << text;
}

TEST(LevelFormat2, RandomFormat2LevelsRoundTrip) {
    std::uint64_t state = 12345;
    const auto next = [&](std::uint64_t n) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        return (state >> 33) % n;
    };
    const std::string legendChars = "abcdeghjkmnpqrtuxyz!$%&*+-/:;=?@_|~\"'";
    const std::array<const char*, 4> floors = {"grass", "sand", "ice", "water"};
    for (int round = 0; round < 50; ++round) {
        json legend = json::object();
        std::string chars = ".#sSiw^>v<LJ7F";
        for (int k = 0; k < 4; ++k) {
            const char c = legendChars[next(legendChars.size())];
            json entry = json::object();
            const char* floor = floors[next(4)];
            entry["floor"] = floor;
            if (std::string(floor) != "water" && next(2) == 0) {
                entry["slope"] = {{"angle", static_cast<double>(next(7200)) / 20 - 90}};
                if (next(2) == 0) {
                    entry["slope"]["acceleration"] = static_cast<double>(next(100)) / 7;
                }
            }
            legend[std::string(1, c)] = entry;
            chars += c;
        }
        const int width = 3 + static_cast<int>(next(8));
        const int height = 3 + static_cast<int>(next(6));
        json rows = json::array();
        for (int row = 0; row < height; ++row) {
            std::string text;
            for (int col = 0; col < width; ++col) {
                char c = chars[next(chars.size())];
                text += c == 'S' ? '.' : c;
            }
            rows.push_back(text);
        }
        json j = {{"format", "minigolf-level/2"},
                  {"name", "Random"},
                  {"par", 3},
                  {"tiles", rows},
                  {"tee", {{"x", 0.5}, {"y", 0.5}}},
                  {"cup", {{"x", 1.5}, {"y", 0.5}}},
                  {"legend", legend}};
        // Make the tee and cup tiles grass so that most levels are valid.
        std::string first = rows[0].get<std::string>();
        first[0] = '.';
        first[1] = '.';
        first[2] = '.';
        j["tiles"][0] = first;
        SCOPED_TRACE(j.dump());
        const LevelLoadResult loaded = parseLevel(j.dump(), "r.json");
        ASSERT_EQ(loaded.errors, Messages{});
        const std::string text = levelToJson(*loaded.level);
        const LevelLoadResult back = parseLevel(text, "w.json");
        ASSERT_EQ(back.errors, Messages{}) << text;
        expectSameLevel(*back.level, *loaded.level);
        EXPECT_EQ(levelToJson(*back.level), text);
    }
}

// The Front Nine uses nothing of format 2 and is written back as format 1; the back nine is
// format 2 and is written back as format 2, the Windmill Nine as format 3, each with the same
// level hash (the same outcomes).
TEST(LevelFormat2, BundledHolesKeepTheirFormat) {
    const std::filesystem::path folder = std::filesystem::path(GOLF_SOURCE_DIR) / "levels";
    int front = 0;
    int back = 0;
    int windmill = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        const LevelLoadResult loaded = loadLevelFile(entry.path());
        if (!loaded.level) {
            continue; // a course file
        }
        SCOPED_TRACE(entry.path().string());
        const bool backNine = entry.path().parent_path().filename() == "back-nine";
        const bool windmillNine = entry.path().parent_path().filename() == "windmill-nine";
        EXPECT_EQ(loaded.level->usesFormat3(), windmillNine);
        if (!windmillNine) {
            EXPECT_EQ(loaded.level->usesFormat2(), backNine);
            EXPECT_EQ(loaded.level->surfaceIndex.empty(), !backNine);
        }
        const std::string text = levelToJson(*loaded.level);
        const std::string format = windmillNine ? "minigolf-level/3"
                                   : backNine   ? "minigolf-level/2"
                                                : "minigolf-level/1";
        EXPECT_NE(text.find("\"format\": \"" + format + "\""), std::string::npos);
        const LevelLoadResult again = parseLevel(text, "written");
        ASSERT_TRUE(again.level);
        EXPECT_EQ(levelHash(*again.level), levelHash(*loaded.level));
        ++(windmillNine ? windmill : backNine ? back : front);
    }
    EXPECT_GE(front, 9);
    EXPECT_GE(back, 9);
    EXPECT_GE(windmill, 9);
}

TEST(LevelFormat2, ATeeOnSandIsWrittenAsAPoint) {
    json j = box();
    j["tiles"] = {"#######", "#s...O#", "#######"};
    j["tee"] = {{"x", 1.5}, {"y", 1.5}};
    const Level level = load(j);
    const std::string text = levelToJson(level);
    EXPECT_NE(text.find("\"#s...O#\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"tee\": {\"x\": 1.5, \"y\": 1.5}"), std::string::npos) << text;
    expectSameLevel(parseLevel(text, "w.json").level.value_or(Level{}), level);
}

// ---- the test level files ----------------------------------------------------------------

std::string testLevel(const std::string& name) {
    return std::string(GOLF_SOURCE_DIR) + "/tests/levels/" + name;
}

TEST(LevelFormat2, TheGoodTestLevelLoadsAndRoundTrips) {
    const LevelLoadResult result = loadLevelFile(testLevel("good/floors-and-slopes.json"));
    ASSERT_EQ(result.errors, Messages{});
    const Level& level = *result.level;
    EXPECT_EQ(level.floorAt(4, 1), Floor::Sand);
    EXPECT_EQ(level.floorAt(3, 2), Floor::Water);
    EXPECT_EQ(level.floorAt(1, 3), Floor::Ice);
    EXPECT_EQ(level.slopeAt(9, 1), (Vec2{3.5, 0}));
    EXPECT_EQ(level.slopeAt(7, 3), (Vec2{0, -3.5}));
    EXPECT_EQ(level.slopeAt(2, 4), (Vec2{3.5 * std::sqrt(0.5), 3.5 * std::sqrt(0.5)}));
    EXPECT_EQ(level.floorAt(4, 4), Floor::Sand);
    EXPECT_EQ(level.decelerationOf(Floor::Ice), 0.5);
    const LevelLoadResult back = parseLevel(levelToJson(level), "w.json");
    ASSERT_EQ(back.errors, Messages{});
    expectSameLevel(*back.level, level);
}

TEST(LevelFormat2, TheBadTestLevelsSayWhereAndWhy) {
    const std::string old = testLevel("bad/format1-with-floors.json");
    EXPECT_EQ(loadLevelFile(old).errors,
              (Messages{old + ": physics.iceDeceleration: needs format 'minigolf-level/2'",
                        old + ": row 2, column 4: tile 's' (sand) needs format "
                              "'minigolf-level/2'",
                        old + ": row 2, column 6: tile 'v' (a slope) needs format "
                              "'minigolf-level/2'"}));
    const std::string legend = testLevel("bad/format2-legend.json");
    EXPECT_EQ(loadLevelFile(legend).errors,
              (Messages{legend + ": legend.a.floor: 'lava' is not a floor: use \"grass\", "
                                 "\"sand\", \"ice\" or \"water\"",
                        legend + ": legend.b.slope.acceleration: -2 is outside [0, 1000]",
                        legend + ": legend.c.slope: water has no slope: a ball that enters "
                                 "water leaves it at once",
                        legend + ": legend.v: 'v' is a tile character of the SPEC already; a "
                                 "legend needs characters of its own",
                        legend + ": tee: (2.5, 1.5) is on water"}));
}

} // namespace
} // namespace golf
