// The format-3 elements the web page draws (docs/online.md, "Paths"): what the server sends
// beside the paths — special walls, gates, teleports, the movers' shapes, and where the movers
// were as each shot was struck — against positions worked out by hand from SPEC section 2.

#include "golf/formats/json_document.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_elements.hpp"
#include "golf/online/hole_paths.hpp"

#include <gtest/gtest.h>

namespace golf::online {
namespace {

// A windmill of two arms at (5, 2), length 1, a turn in 4 s clockwise from phase 0 (arm 0
// points right); a slider from (2, 1.5) to (2, 3.5) and back in 2 s; a teleport; a bumper
// wall 'b' (restitution 1.3) and a gate 'g' passing down (90 degrees).
const char* const elementsLevelText = R"({ "format": "minigolf-level/3", "name": "E", "par": 2,
    "legend": {"b": {"wall": {"shape": "#", "restitution": 1.3}}, "g": {"gate": {"pass": 90}}},
    "tiles": ["##########",
              "#S.......#",
              "#........#",
              "#........#",
              "#.....g..#",
              "#......O.#",
              "####b#####"],
    "movers": [
      {"kind": "blades", "pivot": {"x": 5, "y": 2}, "arms": 2, "length": 1, "width": 0.2,
       "period": 4, "phase": 0, "turn": "clockwise"},
      {"kind": "slider", "from": {"x": 2, "y": 1.5}, "to": {"x": 2, "y": 3.5},
       "size": {"w": 0.5, "h": 0.5}, "period": 2, "phase": 0}],
    "teleports": [{"from": {"x": 8.5, "y": 1.5, "radius": 0.3}, "to": {"x": 1.5, "y": 5.5},
                   "exitAngle": 0}] })";

Level elementsLevel() {
    LevelLoadResult loaded = parseLevel(elementsLevelText, "e.json");
    EXPECT_TRUE(loaded.level) << (loaded.errors.empty() ? "" : loaded.errors[0]);
    return *loaded.level;
}

TEST(HoleElements, TheFixedElementsAsTheLevelHasThem) {
    const std::string json = compactJsonText(levelElements(elementsLevel()));
    EXPECT_NE(json.find(R"("walls":[{"col":4,"row":6,"shape":"#","restitution":1.3}])"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"("gates":[{"col":6,"row":4,"pass":90}])"), std::string::npos) << json;
    EXPECT_NE(json.find(R"("teleports":[{"entry":[8.5,1.5],"radius":0.3,"exit":[1.5,5.5],)"
                        R"("exitAngle":0.0}])"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"({"kind":"blades","pivot":[5.0,2.0],"arms":2,"length":1.0,)"
                        R"("width":0.2})"),
              std::string::npos)
        << json;
    EXPECT_NE(json.find(R"({"kind":"slider","from":[2.0,1.5],"to":[2.0,3.5],"size":[0.5,0.5]})"),
              std::string::npos)
        << json;
}

TEST(HoleElements, MoversWhereTheyAreAtAnInstant) {
    const Level level = elementsLevel();
    // At t = 1 s a quarter turn clockwise (y down): arm 0 points down, arm 1 up; the slider
    // has gone half its period, to its far end.
    EXPECT_EQ(compactJsonText(moverPoses(level, 1.0)),
              R"([{"tips":[[5.0,3.0],[5.0,1.0]]},{"centre":[2.0,3.5]}])");
    // At t = 0.5 s an eighth of a turn: arm 0 at 45 degrees, (5 + 0.7071, 2 + 0.7071); the
    // slider half way out.
    EXPECT_EQ(compactJsonText(moverPoses(level, 0.5)),
              R"([{"tips":[[5.7071,2.7071],[4.2929,1.2929]]},{"centre":[2.0,2.5]}])");
}

TEST(HoleElements, NoneOnAnOlderLevel) {
    const LevelLoadResult plain = parseLevel(
        R"({"format":"minigolf-level/1","name":"P","par":2,"tiles":["#####","#S.O#","#####"]})",
        "p.json");
    ASSERT_TRUE(plain.level);
    EXPECT_TRUE(levelElements(*plain.level).isNull());
    const HolePaths replayed =
        holePaths(R"({"format":"minigolf-shots/1","level":"p.json","players":1,)"
                  R"("shots":[{"player":0,"vx":1,"vy":0}]})",
                  *plain.level);
    ASSERT_EQ(replayed.error, "");
    const std::string& paths = replayed.json;
    EXPECT_NE(paths.find(R"({"paths":[{"player":0,)"), std::string::npos) << paths;
    EXPECT_EQ(paths.find("elements"), std::string::npos) << paths;
    EXPECT_EQ(paths.find("moments"), std::string::npos) << paths;
}

TEST(HoleElements, ThePathsCarryTheMoversAtEachShotsInstant) {
    const Level level = elementsLevel();
    // Two shots by one player, struck at t = 1 s and t = 9 s (the first has come to rest).
    const HolePaths paths =
        holePaths(R"({"format":"minigolf-shots/2","level":"e.json","players":1,"shots":[)"
                  R"({"player":0,"vx":1,"vy":0,"at":1},{"player":0,"vx":0,"vy":1,"at":9}]})",
                  level);
    ASSERT_EQ(paths.error, "");
    // t = 9 s: 2.25 turns, as at 1 s; 4.5 slider periods, as at 1 s.
    EXPECT_NE(paths.json.find(R"("moments":[)"
                              R"({"shot":0,"player":0,"clock":1.0,"movers":[{"tips":[[5.0,3.0],)"
                              R"([5.0,1.0]]},{"centre":[2.0,3.5]}]},)"
                              R"({"shot":1,"player":0,"clock":9.0,"movers":[{"tips":[[5.0,3.0],)"
                              R"([5.0,1.0]]},{"centre":[2.0,3.5]}]}])"),
              std::string::npos)
        << paths.json;
    EXPECT_NE(paths.json.find(R"("elements":{"walls":[{"col":4)"), std::string::npos) << paths.json;
}

} // namespace
} // namespace golf::online
