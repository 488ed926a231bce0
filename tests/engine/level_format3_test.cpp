// Tests of level format 3 (SPEC section 2, "Moving and special elements"): the loader's rules
// and exact messages for movers, teleports, special walls and gates, the writer's round trip,
// and the level hash. Expected values are written by hand from the SPEC and docs/levels.md.

#include "golf/core/level.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <functional>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace golf {
namespace {

using nlohmann::json;
using Messages = std::vector<std::string>;

json blades() {
    return {{"kind", "blades"}, {"pivot", {{"x", 6.0}, {"y", 3.5}}},
            {"arms", 4},        {"length", 1.4},
            {"width", 0.2},     {"period", 4.0}};
}

json slider() {
    return {{"kind", "slider"},
            {"from", {{"x", 3.5}, {"y", 4.5}}},
            {"to", {{"x", 8.5}, {"y", 4.5}}},
            {"size", {{"w", 1.0}, {"h", 0.5}}},
            {"period", 3.0},
            {"phase", 0.25}};
}

json teleport() {
    return {{"from", {{"x", 2.5}, {"y", 5.5}, {"radius", 0.35}}},
            {"to", {{"x", 9.5}, {"y", 1.5}}},
            {"exitAngle", 90}};
}

/// A 12 x 7 hole of format 3: tee (1.5, 1.5), cup (10.5, 5.5), a bumper '*' at (2, 3), a dead
/// triangle 'd' at (10, 2), gates 'g' (pass 0) at (5, 2) and 'h' (pass 270) at (7, 4), a
/// windmill of reach 1.5 at (6, 3.5), a slider on y = 4.5 and one teleport.
json hole() {
    return {{"format", "minigolf-level/3"},
            {"name", "Mill"},
            {"par", 3},
            {"tiles",
             {"############", "#S.........#", "#....g....d#", "#.*........#", "#......h...#",
              "#.........O#", "############"}},
            {"physics", {{"moverRestitution", 0.5}}},
            {"legend",
             {{"*", {{"wall", {{"shape", "#"}, {"restitution", 1.25}}}}},
              {"d", {{"wall", {{"shape", "L"}, {"restitution", 0.25}}}}},
              {"g", {{"gate", {{"pass", 0}}}}},
              {"h", {{"gate", {{"pass", 270}}}}}}},
            {"movers", {blades(), slider()}},
            {"teleports", {teleport()}}};
}

Messages levelFormat3ProblemsOf(const json& level) {
    return parseLevel(level.dump(), "t.json").errors;
}

Level levelFormat3Load(const json& level) {
    LevelLoadResult result = parseLevel(level.dump(), "t.json");
    EXPECT_EQ(result.errors, Messages{});
    return result.level.value_or(Level{});
}

std::size_t at(int col, int row) {
    return static_cast<std::size_t>(row * 12 + col);
}

TEST(LevelFormat3, EveryElementIsRead) {
    const Level level = levelFormat3Load(hole());
    EXPECT_TRUE(level.usesFormat3());
    EXPECT_EQ(level.physics.moverRestitution, 0.5);
    ASSERT_EQ(level.movers.size(), 2u);
    const Mover& mill = level.movers[0];
    EXPECT_EQ(mill.kind, MoverKind::Blades);
    EXPECT_EQ(mill.blades.pivot, (Vec2{6.0, 3.5}));
    EXPECT_EQ(mill.blades.arms, 4);
    EXPECT_EQ(mill.blades.length, 1.4);
    EXPECT_EQ(mill.blades.width, 0.2);
    EXPECT_EQ(mill.blades.period, 4.0);
    EXPECT_EQ(mill.blades.phase, 0.0);                 // default
    EXPECT_EQ(mill.blades.turn, TurnSense::Clockwise); // default
    const Mover& block = level.movers[1];
    EXPECT_EQ(block.kind, MoverKind::Slider);
    EXPECT_EQ(block.slider.from, (Vec2{3.5, 4.5}));
    EXPECT_EQ(block.slider.to, (Vec2{8.5, 4.5}));
    EXPECT_EQ(block.slider.size, (Vec2{1.0, 0.5}));
    EXPECT_EQ(block.slider.period, 3.0);
    EXPECT_EQ(block.slider.phase, 0.25);
    ASSERT_EQ(level.teleports.size(), 1u);
    EXPECT_EQ(level.teleports[0].entry, (Vec2{2.5, 5.5}));
    EXPECT_EQ(level.teleports[0].radius, 0.35);
    EXPECT_EQ(level.teleports[0].exit, (Vec2{9.5, 1.5}));
    EXPECT_EQ(level.teleports[0].exitAngle, 90.0);
    ASSERT_EQ(level.specialWalls.size(), 2u);
    EXPECT_EQ(level.specialWalls[0], (SpecialWall{'*', Tile::Block, 1.25}));
    EXPECT_EQ(level.specialWalls[1], (SpecialWall{'d', Tile::LowerLeft, 0.25}));
    ASSERT_EQ(level.gates.size(), 2u);
    EXPECT_EQ(level.gates[0], (Gate{'g', 0}));
    EXPECT_EQ(level.gates[1], (Gate{'h', 270}));
    ASSERT_EQ(level.wallIndex.size(), 84u);
    ASSERT_EQ(level.gateIndex.size(), 84u);
    EXPECT_EQ(level.tiles[at(2, 3)], Tile::Block);
    EXPECT_EQ(level.wallIndex[at(2, 3)], 1);
    EXPECT_EQ(level.tiles[at(10, 2)], Tile::LowerLeft);
    EXPECT_EQ(level.wallIndex[at(10, 2)], 2);
    EXPECT_EQ(level.tiles[at(5, 2)], Tile::Open);
    EXPECT_EQ(level.gateIndex[at(5, 2)], 1);
    EXPECT_EQ(level.gateIndex[at(7, 4)], 2);
    EXPECT_EQ(level.floorAt(7, 4), Floor::Grass);
    // Plain tiles carry no element; a plain wall is no special wall.
    EXPECT_EQ(level.wallIndex[at(0, 0)], 0);
    EXPECT_EQ(level.gateIndex[at(1, 2)], 0);
}

TEST(LevelFormat3, DefaultsAndOtherSpellings) {
    json j = hole();
    j["movers"][0]["phase"] = -30;
    j["movers"][0]["turn"] = "counterclockwise";
    j["movers"][0]["arms"] = 1;
    j["teleports"][0].erase("exitAngle");
    j["legend"]["*"]["wall"].erase("shape");
    j.erase("physics");
    const Level level = levelFormat3Load(j);
    EXPECT_EQ(level.movers[0].blades.phase, -30.0);
    EXPECT_EQ(level.movers[0].blades.turn, TurnSense::Counterclockwise);
    EXPECT_EQ(level.movers[0].blades.arms, 1);
    EXPECT_FALSE(level.teleports[0].exitAngle.has_value());
    EXPECT_EQ(level.specialWalls[0].shape, Tile::Block); // "#" by default
    EXPECT_EQ(level.physics.moverRestitution, 0.8);
    // Elements alone are no format-2 content (moverRestitution off its default would be).
    EXPECT_FALSE(level.usesFormat2());
}

TEST(LevelFormat3, FormatThreeAlsoTakesEverythingOfFormatTwo) {
    json j = hole();
    j["tiles"][1] = "#S..ss.....#";
    j["legend"]["n"] = {{"slope", {{"angle", 45}}}};
    const Level level = levelFormat3Load(j);
    EXPECT_EQ(level.floorAt(4, 1), Floor::Sand);
    EXPECT_TRUE(level.usesFormat2());
}

TEST(LevelFormat3, OlderFormatsRefuseEveryElement) {
    json j = hole();
    j["format"] = "minigolf-level/2";
    EXPECT_EQ(levelFormat3ProblemsOf(j),
              (Messages{"t.json: physics.moverRestitution: needs format 'minigolf-level/3'",
                        "t.json: legend.*.wall: needs format 'minigolf-level/3'",
                        "t.json: legend.d.wall: needs format 'minigolf-level/3'",
                        "t.json: legend.g.gate: needs format 'minigolf-level/3'",
                        "t.json: legend.h.gate: needs format 'minigolf-level/3'",
                        "t.json: movers: needs format 'minigolf-level/3'",
                        "t.json: teleports: needs format 'minigolf-level/3'"}));
    json one = hole();
    one["format"] = "minigolf-level/1";
    one.erase("legend");
    one["tiles"] = {"############", "#S.........#", "#..........#", "#..........#",
                    "#..........#", "#.........O#", "############"};
    EXPECT_EQ(levelFormat3ProblemsOf(one),
              (Messages{"t.json: physics.moverRestitution: needs format 'minigolf-level/3'",
                        "t.json: movers: needs format 'minigolf-level/3'",
                        "t.json: teleports: needs format 'minigolf-level/3'"}));
}

TEST(LevelFormat3, MoverValuesAreCheckedWhereTheyAre) {
    const auto problems = [](const std::function<void(json&)>& change) {
        json j = hole();
        change(j);
        return levelFormat3ProblemsOf(j);
    };
    EXPECT_EQ(problems([](json& j) { j["movers"][1]["period"] = 0; }),
              Messages{"t.json: movers[1].period: 0 is outside (0, 3600]"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["period"] = 3600.5; }),
              Messages{"t.json: movers[0].period: 3600.5 is outside (0, 3600]"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["arms"] = 9; }),
              Messages{"t.json: movers[0].arms: 9 is outside [1, 8]"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["arms"] = 2.5; }),
              Messages{"t.json: movers[0].arms: must be an integer, got 2.5"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["length"] = 0; }),
              Messages{"t.json: movers[0].length: 0 is outside (0, 4096]"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["width"] = -1; }),
              Messages{"t.json: movers[0].width: -1 is outside (0, 4096]"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["turn"] = "left"; }),
              Messages{"t.json: movers[0].turn: 'left' is not a turn: use \"clockwise\" or "
                       "\"counterclockwise\""});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["kind"] = "fan"; }),
              Messages{"t.json: movers[0].kind: 'fan' is not a mover: use \"blades\" or "
                       "\"slider\""});
    EXPECT_EQ(problems([](json& j) { j["movers"][0].erase("kind"); }),
              Messages{"t.json: movers[0]: missing required key 'kind' (\"blades\" or "
                       "\"slider\")"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0].erase("pivot"); }),
              Messages{"t.json: movers[0]: missing required key 'pivot'"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["pivot"].erase("y"); }),
              Messages{"t.json: movers[0].pivot: missing required key 'y'"});
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["pivot"] = 3; }),
              Messages{"t.json: movers[0].pivot: must be an object {\"x\": ..., \"y\": ...}, "
                       "got 3"});
    EXPECT_EQ(problems([](json& j) { j["movers"][1]["phase"] = 1; }),
              Messages{"t.json: movers[1].phase: 1 is outside [0, 1)"});
    EXPECT_EQ(problems([](json& j) { j["movers"][1]["size"]["h"] = 0; }),
              Messages{"t.json: movers[1].size.h: 0 is outside (0, 4096]"});
    EXPECT_EQ(problems([](json& j) {
                  j["movers"][1]["size"] = {{"width", 1}, {"height", 1}};
              }),
              (Messages{"t.json: unknown key 'movers[1].size.height'",
                        "t.json: unknown key 'movers[1].size.width'",
                        "t.json: movers[1].size: missing required key 'w'",
                        "t.json: movers[1].size: missing required key 'h'"}));
    EXPECT_EQ(problems([](json& j) { j["movers"][0]["perod"] = 4; }),
              Messages{"t.json: unknown key 'movers[0].perod' (did you mean "
                       "'movers[0].period'?)"});
    // A slider has no arms: the keys are the kind's own.
    EXPECT_EQ(problems([](json& j) { j["movers"][1]["arms"] = 2; }),
              Messages{"t.json: unknown key 'movers[1].arms'"});
    EXPECT_EQ(problems([](json& j) { j["movers"] = json::object(); }),
              Messages{"t.json: movers: must be an array, got an object"});
    EXPECT_EQ(problems([](json& j) { j["movers"][1] = 7; }),
              Messages{"t.json: movers[1]: must be an object, got 7"});
    EXPECT_EQ(problems([](json& j) { j["movr"] = json::array(); }),
              Messages{"t.json: unknown key 'movr' (did you mean 'movers'?)"});
}

TEST(LevelFormat3, TheLimitsAreSixtyFourOfEach) {
    json j = hole();
    j["movers"] = json::array();
    j["teleports"] = json::array();
    for (int i = 0; i < 64; ++i) {
        j["movers"].push_back(slider());
    }
    EXPECT_EQ(levelFormat3Load(j).movers.size(), 64u);
    j["movers"].push_back(slider());
    for (int i = 0; i < 65; ++i) {
        j["teleports"].push_back(teleport());
    }
    EXPECT_EQ(levelFormat3ProblemsOf(j),
              (Messages{"t.json: movers: 65 movers, more than the limit of 64",
                        "t.json: teleports: 65 teleports, more than the limit of "
                        "64"}));
}

TEST(LevelFormat3, TeleportValuesAreCheckedWhereTheyAre) {
    const auto problems = [](const std::function<void(json&)>& change) {
        json j = hole();
        change(j);
        return levelFormat3ProblemsOf(j);
    };
    EXPECT_EQ(problems([](json& j) { j["teleports"][0]["from"]["radius"] = 0; }),
              Messages{"t.json: teleports[0].from.radius: 0 is outside (0, 4096]"});
    EXPECT_EQ(problems([](json& j) { j["teleports"][0]["from"].erase("radius"); }),
              Messages{"t.json: teleports[0].from: missing required key 'radius'"});
    EXPECT_EQ(problems([](json& j) { j["teleports"][0]["to"]["zed"] = 1; }),
              Messages{"t.json: unknown key 'teleports[0].to.zed'"});
    EXPECT_EQ(problems([](json& j) { j["teleports"][0]["exitAngle"] = "up"; }),
              Messages{"t.json: teleports[0].exitAngle: must be a number, got a string"});
    EXPECT_EQ(problems([](json& j) { j["teleports"][0].erase("to"); }),
              Messages{"t.json: teleports[0]: missing required key 'to'"});
}

TEST(LevelFormat3, SpecialWallsAndGatesAreCheckedWhereTheyAre) {
    const auto problems = [](const std::function<void(json&)>& change) {
        json j = hole();
        change(j);
        return levelFormat3ProblemsOf(j);
    };
    EXPECT_EQ(problems([](json& j) { j["legend"]["*"]["wall"]["restitution"] = 1.6; }),
              Messages{"t.json: legend.*.wall.restitution: 1.6 is outside [0, 1.5]"});
    EXPECT_EQ(problems([](json& j) { j["legend"]["*"]["wall"].erase("restitution"); }),
              Messages{"t.json: legend.*.wall.restitution: missing: a wall's own restitution, "
                       "in [0, 1.5]"});
    EXPECT_EQ(problems([](json& j) { j["legend"]["*"]["wall"]["shape"] = "O"; }),
              Messages{"t.json: legend.*.wall.shape: \"O\" is not a wall's shape: use \"#\", "
                       "\"L\", \"J\", \"7\" or \"F\""});
    EXPECT_EQ(problems([](json& j) { j["legend"]["*"]["floor"] = "sand"; }),
              Messages{"t.json: legend.*: a wall goes alone: 'floor' does not belong beside it"});
    EXPECT_EQ(problems([](json& j) { j["legend"]["g"]["gate"]["pass"] = 45; }),
              Messages{"t.json: legend.g.gate.pass: 45 is not 0, 90, 180 or 270"});
    EXPECT_EQ(problems([](json& j) {
                  j["legend"]["g"]["gate"] = {{"pas", 0}};
              }),
              (Messages{"t.json: unknown key 'legend.g.gate.pas' (did you mean "
                        "'legend.g.gate.pass'?)",
                        "t.json: legend.g.gate.pass: missing: the direction a ball may cross it "
                        "(0, 90, 180 or 270 degrees)"}));
    EXPECT_EQ(problems([](json& j) { j["legend"]["g"]["gate"] = 0; }),
              Messages{"t.json: legend.g.gate: must be an object {\"pass\": ...}, got 0"});
}

TEST(LevelFormat3, MoversMustNotSweepOverTheTeeOrTheCup) {
    json j = hole();
    // Reach 1.5 + 0.2 of the ball: a pivot 1.7 from the tee touches it (allowed), nearer covers.
    j["movers"][0]["pivot"] = {{"x", 3.2}, {"y", 1.5}};
    EXPECT_EQ(levelFormat3ProblemsOf(j), Messages{});
    j["movers"][0]["pivot"] = {{"x", 3.0}, {"y", 1.5}};
    EXPECT_EQ(levelFormat3ProblemsOf(j),
              Messages{"t.json: movers[0]: the region it sweeps covers the ball "
                       "on the tee at (1.5, 1.5)"});
    // The slider's box ends at x in [9.5, 10.5], y in [5.25, 5.75]: over the cup's centre.
    json k = hole();
    k["movers"][1]["to"] = {{"x", 10.0}, {"y", 5.5}};
    EXPECT_EQ(levelFormat3ProblemsOf(k),
              Messages{"t.json: movers[1]: the region it sweeps covers the cup "
                       "at (10.5, 5.5)"});
    k["movers"][1]["to"] = {{"x", 12.5}, {"y", 4.5}};
    // Along y = 4.5 the box stays 0.75 from the cup's centre: only the path is wrong.
    EXPECT_EQ(levelFormat3ProblemsOf(k),
              Messages{"t.json: movers[1].to: (12.5, 4.5) is outside the level (12 x 7 tiles)"});
}

TEST(LevelFormat3, TeleportsAreCheckedAgainstEverythingElse) {
    const auto problems = [](const std::function<void(json&)>& change) {
        json j = hole();
        change(j);
        return levelFormat3ProblemsOf(j);
    };
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["from"]["x"] = 2.5;
                  j["teleports"][0]["from"]["y"] = 3.5;
              }),
              Messages{"t.json: teleports[0].from: (2.5, 3.5) is not on open floor"});
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["to"] = {{"x", 2.5}, {"y", 3.5}};
              }),
              Messages{"t.json: teleports[0].to: (2.5, 3.5) is not on open floor"});
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["to"] = {{"x", 1.1}, {"y", 4.5}};
              }),
              Messages{"t.json: teleports[0].to: a ball of radius 0.2 at (1.1, 4.5) overlaps a "
                       "solid tile"});
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["to"] = {{"x", 20}, {"y", 1}};
              }),
              Messages{"t.json: teleports[0].to: (20, 1) is outside the level (12 x 7 tiles)"});
    // Its own from disc: 0.35 around (2.5, 5.5).
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["to"] = {{"x", 2.5}, {"y", 5.25}};
              }),
              Messages{"t.json: teleports[0].to: (2.5, 5.25) is inside teleports[0].from"});
    // From discs: the tee's ball (1.5, 1.5) r 0.2, the cup (10.5, 5.5) r 0.3.
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["from"]["y"] = 2.0;
                  j["teleports"][0]["from"]["x"] = 1.5;
              }),
              Messages{"t.json: teleports[0].from: its disc overlaps the ball on the tee at "
                       "(1.5, 1.5)"});
    EXPECT_EQ(problems([](json& j) { j["teleports"][0]["from"]["x"] = 9.9; }),
              Messages{"t.json: teleports[0].from: its disc overlaps the cup at (10.5, 5.5)"});
    // The slider sweeps y in [4.25, 4.75] for x in [3, 9]: a disc of 0.35 at (4, 5.25) is
    // clear of it by 0.15, at (4, 5) it overlaps it by 0.1 (the windmill's disc is 1 away).
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["from"]["x"] = 4.0;
                  j["teleports"][0]["from"]["y"] = 5.25;
              }),
              Messages{});
    EXPECT_EQ(problems([](json& j) {
                  j["teleports"][0]["from"]["x"] = 4.0;
                  j["teleports"][0]["from"]["y"] = 5.0;
              }),
              Messages{"t.json: teleports[0].from: its disc overlaps the region movers[1] "
                       "sweeps"});
    EXPECT_EQ(problems([](json& j) {
                  json second = teleport();
                  second["from"]["x"] = 3.1; // 0.6 from the first: the discs overlap by 0.1
                  second["to"] = {{"x", 1.5}, {"y", 3.5}};
                  j["teleports"].push_back(second);
              }),
              Messages{"t.json: teleports[1].from: its disc overlaps teleports[0].from"});
    EXPECT_EQ(problems([](json& j) {
                  json second = teleport();
                  second["from"] = {{"x", 9.5}, {"y", 1.5}, {"radius", 0.2}};
                  second["to"] = {{"x", 1.5}, {"y", 3.5}};
                  j["teleports"].push_back(second);
              }),
              Messages{"t.json: teleports[0].to: (9.5, 1.5) is inside teleports[1].from"});
}

TEST(LevelFormat3, TeleportsMayNotLeadIntoWater) {
    json j = hole();
    j["tiles"][1] = "#S.......w.#";
    EXPECT_EQ(levelFormat3ProblemsOf(j),
              Messages{"t.json: teleports[0].to: (9.5, 1.5) is on water"});
}

/// Every field that a level file holds, compared (Level has no operator==).
void levelFormat3ExpectSameLevel(const Level& a, const Level& b) {
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.tiles, b.tiles);
    EXPECT_EQ(a.tee, b.tee);
    EXPECT_EQ(a.cup, b.cup);
    EXPECT_TRUE(samePhysics(a.physics, b.physics));
    EXPECT_EQ(a.movers, b.movers);
    EXPECT_EQ(a.teleports, b.teleports);
    EXPECT_EQ(a.specialWalls, b.specialWalls);
    EXPECT_EQ(a.gates, b.gates);
    EXPECT_EQ(a.wallIndex, b.wallIndex);
    EXPECT_EQ(a.gateIndex, b.gateIndex);
    EXPECT_EQ(levelHash(a), levelHash(b));
}

TEST(LevelFormat3, TheWriterWritesEveryElementBack) {
    json j = hole();
    j["movers"][0]["phase"] = 0.1;
    j["movers"][0]["turn"] = "counterclockwise";
    j["tiles"][1] = "#g.........#"; // the tee on a gate: written as a point
    j["tee"] = {{"x", 1.5}, {"y", 1.5}};
    const Level level = levelFormat3Load(j);
    const std::string text = levelToJson(level);
    EXPECT_NE(text.find("\"minigolf-level/3\""), std::string::npos) << text;
    EXPECT_NE(text.find(R"("tee": {"x": 1.5, "y": 1.5})"), std::string::npos) << text;
    EXPECT_NE(text.find(R"("*": {"wall": {"shape": "#", "restitution": 1.25}})"), std::string::npos)
        << text;
    EXPECT_NE(text.find(R"("h": {"gate": {"pass": 270}})"), std::string::npos) << text;
    EXPECT_NE(text.find(R"({"kind": "blades", "pivot": {"x": 6.0, "y": 3.5}, "arms": 4, )"
                        R"("length": 1.4, "width": 0.2, "period": 4.0, "phase": 0.1, )"
                        R"("turn": "counterclockwise"})"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find(R"({"from": {"x": 2.5, "y": 5.5, "radius": 0.35}, )"
                        R"("to": {"x": 9.5, "y": 1.5}, "exitAngle": 90.0})"),
              std::string::npos)
        << text;
    const LevelLoadResult back = parseLevel(text, "back.json");
    ASSERT_EQ(back.errors, Messages{}) << text;
    levelFormat3ExpectSameLevel(level, *back.level);
    EXPECT_EQ(levelToJson(*back.level), text);
}

TEST(LevelFormat3, ALevelWithOnlyAFormatThreeKeyIsWrittenAsFormatThree) {
    json j = hole();
    j.erase("movers");
    j.erase("teleports");
    j.erase("legend");
    j["tiles"] = {"############", "#S.........#", "#..........#", "#..........#",
                  "#..........#", "#.........O#", "############"};
    Level level = levelFormat3Load(j);
    EXPECT_FALSE(level.usesFormat3());
    EXPECT_NE(levelToJson(level).find("\"minigolf-level/3\""), std::string::npos);
    level.physics.moverRestitution = 0.8;
    EXPECT_NE(levelToJson(level).find("\"minigolf-level/1\""), std::string::npos);
    // A gate alone makes it format 3, and an unused legend entry is kept.
    j["legend"] = {{"g", {{"gate", {{"pass", 90}}}}}};
    const Level gated = levelFormat3Load(j);
    EXPECT_TRUE(gated.usesFormat3());
    EXPECT_EQ(gated.gateIndex, std::vector<std::uint8_t>(84, 0));
    const std::string text = levelToJson(gated);
    EXPECT_NE(text.find("\"minigolf-level/3\""), std::string::npos) << text;
    EXPECT_NE(text.find(R"("g": {"gate": {"pass": 90}})"), std::string::npos) << text;
}

TEST(LevelFormat3, TheHashTakesEveryElementAndOlderLevelsKeepTheirs) {
    const Level level = levelFormat3Load(hole());
    const std::uint64_t base = levelHash(level);
    Level still = level;
    still.movers.clear();
    still.teleports.clear();
    still.specialWalls.clear();
    still.gates.clear();
    still.wallIndex.clear();
    still.gateIndex.clear();
    still.physics.moverRestitution = 0.8;
    EXPECT_EQ(hashElements(still, 12345u), 12345u);
    EXPECT_NE(hashElements(level, 12345u), 12345u);
    std::vector<std::function<void(Level&)>> changes = {
        [](Level& l) { l.movers[0].blades.pivot.x += 0.5; },
        [](Level& l) { l.movers[0].blades.pivot.y += 0.5; },
        [](Level& l) { l.movers[0].blades.arms = 3; },
        [](Level& l) { l.movers[0].blades.length = 1.3; },
        [](Level& l) { l.movers[0].blades.width = 0.3; },
        [](Level& l) { l.movers[0].blades.period = 5; },
        [](Level& l) { l.movers[0].blades.phase = 10; },
        [](Level& l) { l.movers[0].blades.turn = TurnSense::Counterclockwise; },
        [](Level& l) { l.movers[1].slider.from.x = 4; },
        [](Level& l) { l.movers[1].slider.from.y = 4; },
        [](Level& l) { l.movers[1].slider.to.x = 8; },
        [](Level& l) { l.movers[1].slider.to.y = 4; },
        [](Level& l) { l.movers[1].slider.size.x = 0.5; },
        [](Level& l) { l.movers[1].slider.size.y = 1; },
        [](Level& l) { l.movers[1].slider.period = 2; },
        [](Level& l) { l.movers[1].slider.phase = 0.5; },
        [](Level& l) { std::swap(l.movers[0], l.movers[1]); },
        [](Level& l) { l.movers.pop_back(); },
        [](Level& l) { l.teleports[0].entry.x = 2.4; },
        [](Level& l) { l.teleports[0].radius = 0.3; },
        [](Level& l) { l.teleports[0].exit.y = 1.6; },
        [](Level& l) { l.teleports[0].exitAngle = 91; },
        [](Level& l) { l.teleports[0].exitAngle.reset(); },
        [](Level& l) { l.specialWalls[0].restitution = 1.0; },
        [](Level& l) { l.gates[1].pass = 90; },
        [](Level& l) { l.gateIndex[at(7, 4)] = 1; },
        [](Level& l) { l.physics.moverRestitution = 0.6; },
    };
    for (std::size_t i = 0; i < changes.size(); ++i) {
        Level changed = level;
        changes[i](changed);
        EXPECT_NE(levelHash(changed), base) << "change " << i;
    }
    // What no outcome depends on: the characters of the legend.
    Level renamed = level;
    renamed.gates[0].symbol = 'k';
    EXPECT_EQ(levelHash(renamed), base);
}

} // namespace
} // namespace golf
