// Reachability with water (SPEC section 4): water is a hazard, so the cup must be reachable
// by a path of the ball's centre that never touches a water tile.

#include "golf/analysis/reachability.hpp"
#include "golf/formats/level_loader.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace golf {
namespace {

Level format2Level(const std::vector<std::string>& rows) {
    const nlohmann::json j = {
        {"format", "minigolf-level/2"}, {"name", "Water"}, {"par", 2}, {"tiles", rows}};
    LevelLoadResult result = parseLevel(j.dump(), "w.json");
    EXPECT_EQ(result.errors, std::vector<std::string>{});
    return result.level.value_or(Level{});
}

TEST(FloorWaterReachability, AWaterRiverAcrossTheHoleCutsTheCupOff) {
    const Level level = format2Level({"#########", "#S..w..O#", "#...w...#", "#########"});
    EXPECT_EQ(cupReachability(level).status, Reachability::Unreachable);
}

TEST(FloorWaterReachability, ABridgeOfGrassOverTheRiverIsAWay) {
    const Level level = format2Level({"#########", "#S..w..O#", "#.......#", "#########"});
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
}

TEST(FloorWaterReachability, AnIslandGreenIsUnreachable) {
    const Level level =
        format2Level({"#######", "#S....#", "#.www.#", "#.wOw.#", "#.www.#", "#######"});
    EXPECT_EQ(cupReachability(level).status, Reachability::Unreachable);
}

TEST(FloorWaterReachability, SandIceAndSlopesAreNoObstacle) {
    const Level level = format2Level({"#########", "#S.s^i>O#", "#########"});
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
}

} // namespace
} // namespace golf
