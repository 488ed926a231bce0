// Tests of the level writer: what levelToJson writes loads back as the same level, and the text
// is the readable level file a person would write by hand.

#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// Compares every field of two levels, doubles bit for bit (the sign of zero included).
void expectIdentical(const Level& a, const Level& b) {
    const auto same = [](double x, double y) {
        return x == y && std::signbit(x) == std::signbit(y);
    };
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.par, b.par);
    EXPECT_EQ(a.width, b.width);
    EXPECT_EQ(a.height, b.height);
    EXPECT_EQ(a.tiles, b.tiles);
    EXPECT_TRUE(same(a.tee.x, b.tee.x) && same(a.tee.y, b.tee.y));
    EXPECT_TRUE(same(a.cup.x, b.cup.x) && same(a.cup.y, b.cup.y));
    EXPECT_TRUE(same(a.cupRadius, b.cupRadius));
    EXPECT_TRUE(same(a.ballRadius, b.ballRadius));
    EXPECT_EQ(a.maxStrokes, b.maxStrokes);
    EXPECT_EQ(a.physics.tickRate, b.physics.tickRate);
    EXPECT_TRUE(same(a.physics.rollingDeceleration, b.physics.rollingDeceleration));
    EXPECT_TRUE(same(a.physics.wallRestitution, b.physics.wallRestitution));
    EXPECT_TRUE(same(a.physics.ballRestitution, b.physics.ballRestitution));
    EXPECT_TRUE(same(a.physics.maxShotSpeed, b.physics.maxShotSpeed));
    EXPECT_TRUE(same(a.physics.captureSpeed, b.physics.captureSpeed));
    EXPECT_TRUE(same(a.physics.maxShotSeconds, b.physics.maxShotSeconds));
}

Level reload(const Level& level) {
    LevelLoadResult result = parseLevel(levelToJson(level), "written.json");
    EXPECT_EQ(result.errors, std::vector<std::string>{}) << levelToJson(level);
    return result.level.value_or(Level{});
}

TEST(LevelWriter, BundledHolesReadBackIdentical) {
    const fs::path folder = fs::path(GOLF_SOURCE_DIR) / "levels" / "front-nine";
    int holes = 0;
    for (const auto& entry : fs::directory_iterator(folder)) {
        if (entry.path().extension() != ".json") {
            continue;
        }
        SCOPED_TRACE(entry.path().string());
        LevelLoadResult original = loadLevelFile(entry.path());
        ASSERT_TRUE(original.level.has_value());
        expectIdentical(reload(*original.level), *original.level);
        ++holes;
    }
    EXPECT_EQ(holes, 9);
}

TEST(LevelWriter, NonDefaultKeysAndAPointTeeReadBackIdentical) {
    Level level = test::makeLevel({"#######", "#.....#", "#..L..#", "#....O#", "#######"});
    level.name = "Odd \"Quotes\" \\ and \u00e9";
    level.par = 7;
    level.tee = {1.3000000000000003, 1.7};
    level.cupRadius = 0.45;
    level.ballRadius = 0.1 + 0.2; // 0.30000000000000004: needs 17 digits
    level.maxStrokes = 42;
    level.physics.tickRate = 240;
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    level.physics.ballRestitution = 0.5;
    level.physics.maxShotSpeed = 1000;
    level.physics.captureSpeed = 1e300;
    level.physics.maxShotSeconds = 1.0 / 3.0;
    const std::string text = levelToJson(level);
    EXPECT_NE(text.find("\"tee\": {\"x\": 1.3000000000000003, \"y\": 1.7}"), std::string::npos)
        << text;
    EXPECT_NE(text.find("\"ballRestitution\": 0.5"), std::string::npos) << text;
    EXPECT_NE(text.find("\"rollingDeceleration\": 0.0"), std::string::npos) << text;
    expectIdentical(reload(level), level);
}

TEST(LevelWriter, ACupOffCentreIsAPointWithItsRadius) {
    Level level = test::makeLevel({"######", "#S...#", "#....#", "######"});
    level.cup = {3.25, 2.0};
    level.cupRadius = 0.35;
    const std::string text = levelToJson(level);
    EXPECT_NE(text.find("\"cup\": {\"x\": 3.25, \"y\": 2.0, \"radius\": 0.35}"), std::string::npos)
        << text;
    expectIdentical(reload(level), level);
}

TEST(LevelWriter, SmallLevelTextIsAsWrittenByHand) {
    Level level = test::makeLevel({"#######", "#S.7 .#", "#..J.O#", "#######"});
    level.name = "Tiny";
    level.par = 2;
    level.cupRadius = 0.25;
    level.physics.wallRestitution = 0.6;
    const std::string expected = R"({
  "format": "minigolf-level/1",
  "name": "Tiny",
  "par": 2,
  "tiles": [
    "#######",
    "#S.7 .#",
    "#..J.O#",
    "#######"
  ],
  "cup": {"radius": 0.25},
  "physics": {"wallRestitution": 0.6}
}
)";
    EXPECT_EQ(levelToJson(level), expected);
}

TEST(LevelWriter, DefaultsAreLeftOut) {
    const Level level = test::makeLevel({"#####", "#S.O#", "#####"});
    const std::string text = levelToJson(level);
    for (const char* key : {"\"tee\"", "\"cup\"", "\"ball\"", "\"maxStrokes\"", "\"physics\""}) {
        EXPECT_EQ(text.find(key), std::string::npos) << key << " in\n" << text;
    }
}

/// A fresh folder under the test's temporary directory.
fs::path levelWriterScratchFolder(const std::string& name) {
    const fs::path folder =
        fs::temp_directory_path() / ("level-writer-" + std::to_string(::getpid()) + "-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

std::string levelWriterReadText(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(LevelWriter, WriteLevelFileWritesWhatLoadsBack) {
    const fs::path folder = levelWriterScratchFolder("write");
    Level level = test::makeLevel({"#####", "#S.O#", "#####"});
    level.name = "Written";
    const fs::path file = folder / "level.json";
    EXPECT_EQ(writeLevelFile(file, level), "");
    EXPECT_EQ(levelWriterReadText(file), levelToJson(level));
    LevelLoadResult loaded = loadLevelFile(file);
    ASSERT_TRUE(loaded.level.has_value());
    expectIdentical(*loaded.level, level);
    // Only the file itself is left: the temporary file was renamed over it.
    EXPECT_EQ(std::distance(fs::directory_iterator(folder), fs::directory_iterator{}), 1);
    fs::remove_all(folder);
}

TEST(LevelWriter, ABrokenLevelIsNotWrittenAndTheOldFileStays) {
    const fs::path folder = levelWriterScratchFolder("broken");
    const fs::path file = folder / "level.json";
    Level level = test::makeLevel({"#####", "#S.O#", "#####"});
    ASSERT_EQ(writeLevelFile(file, level), "");
    const std::string before = levelWriterReadText(file);
    level.tiles[1 * 5 + 3] = Tile::Block; // the cup now sits in a wall
    const std::string error = writeLevelFile(file, level);
    EXPECT_NE(error.find(file.string() + ": not written: "), std::string::npos) << error;
    EXPECT_NE(error.find("cup"), std::string::npos) << error;
    EXPECT_EQ(levelWriterReadText(file), before);
    EXPECT_EQ(std::distance(fs::directory_iterator(folder), fs::directory_iterator{}), 1);
    fs::remove_all(folder);
}

TEST(LevelWriter, AMissingFolderIsAnErrorNamingTheFile) {
    const Level level = test::makeLevel({"#####", "#S.O#", "#####"});
    const fs::path file = fs::temp_directory_path() / "no-such-folder-for-levels" / "x.json";
    const std::string error = writeLevelFile(file, level);
    EXPECT_EQ(error.rfind(file.string() + ": ", 0), 0u) << error;
    EXPECT_FALSE(fs::exists(file));
}

} // namespace
} // namespace golf
