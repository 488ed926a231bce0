// BestScores: records kept between runs in an atomically written JSON file.

#include "BestScores.hpp"
#include "test_level.hpp"

#include <fstream>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

std::filesystem::path freshFolder(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() / ("minigolf-test-" + name);
    std::filesystem::remove_all(folder);
    return folder;
}

TEST(BestScores, KeepsTheFewestStrokesAcrossRuns) {
    const auto file = freshFolder("best") / "sub" / "best-scores.json";
    const Level level = test::bendLevel();
    {
        BestScores best(file);
        EXPECT_EQ(best.best(level), std::nullopt);
        EXPECT_TRUE(best.offer(level, 4));
        EXPECT_FALSE(best.offer(level, 5));
        EXPECT_FALSE(best.offer(level, 4));
        EXPECT_TRUE(best.offer(level, 3));
        EXPECT_EQ(best.save(), "");
    }
    EXPECT_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    BestScores again(file);
    EXPECT_EQ(again.loadError(), "");
    EXPECT_EQ(again.best(level), 3);
}

TEST(BestScores, AnEditedLevelIsANewRecord) {
    const Level level = test::bendLevel();
    Level edited = level;
    edited.tiles[12] = Tile::Block;
    EXPECT_NE(BestScores::key(level), BestScores::key(edited));
    EXPECT_EQ(BestScores::key(level).rfind("Test #", 0), 0u);
}

TEST(BestScores, ABrokenFileIsReportedAndReplaced) {
    const auto folder = freshFolder("broken");
    std::filesystem::create_directories(folder);
    const auto file = folder / "best-scores.json";
    std::ofstream(file) << "{ not json";
    BestScores best(file);
    EXPECT_NE(best.loadError().find("best-scores.json"), std::string::npos);
    EXPECT_TRUE(best.offer(test::bendLevel(), 2));
    EXPECT_EQ(best.save(), "");
    EXPECT_EQ(BestScores(file).best(test::bendLevel()), 2);
}

} // namespace
} // namespace golf::game
