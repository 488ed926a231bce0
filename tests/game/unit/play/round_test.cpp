// Round: a course with all its holes, or a single level.

#include "Round.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>

namespace golf::game {
namespace {

const std::filesystem::path roundData = GOLF_TEST_DATA;

TEST(Round, LoadsACourseWithItsHolesInOrder) {
    EXPECT_TRUE(isCourseFile(roundData / "course.json"));
    const RoundLoadResult loaded = loadRound(roundData / "course.json");
    ASSERT_TRUE(loaded.round.has_value()) << loaded.errors.front();
    EXPECT_EQ(loaded.round->name, "Test Two");
    ASSERT_EQ(loaded.round->holes.size(), 2u);
    EXPECT_EQ(loaded.round->holes[0].level.name, "Straight Shot");
    EXPECT_EQ(loaded.round->holes[1].level.name, "Around the Bend");
    EXPECT_EQ(loaded.round->holes[1].path.filename(), "bend.json");
}

TEST(Round, LoadsASingleLevelAsOneHole) {
    EXPECT_FALSE(isCourseFile(roundData / "bend.json"));
    const RoundLoadResult loaded = loadRound(roundData / "bend.json");
    ASSERT_TRUE(loaded.round.has_value());
    EXPECT_EQ(loaded.round->name, "Around the Bend");
    EXPECT_EQ(loaded.round->holes.size(), 1u);
}

TEST(Round, ABrokenFileIsRefusedWithItsName) {
    const RoundLoadResult loaded = loadRound(roundData / "broken.json");
    EXPECT_FALSE(loaded.round.has_value());
    ASSERT_FALSE(loaded.errors.empty());
    EXPECT_NE(loaded.errors.front().find("broken.json"), std::string::npos);
    EXPECT_FALSE(loadRound(roundData / "missing.json").errors.empty());
}

TEST(Round, OnlyAFileThatSaysSoIsACourseAndAFifoIsNotRead) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-round-kinds";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    std::ofstream(folder / "course2.json") << R"({"format": "minigolf-course/2"})";
    EXPECT_TRUE(isCourseFile(folder / "course2.json")); // any version: its loader says more
    std::ofstream(folder / "broken.json") << R"({"format": "minigolf-course/1", )";
    EXPECT_FALSE(isCourseFile(folder / "broken.json"));
    EXPECT_FALSE(isCourseFile(folder / "missing.json"));
    ASSERT_EQ(mkfifo((folder / "fifo.json").c_str(), 0600), 0);
    EXPECT_FALSE(isCourseFile(folder / "fifo.json")); // must not block
    const RoundLoadResult fifo = loadRound(folder / "fifo.json");
    ASSERT_FALSE(fifo.errors.empty());
    EXPECT_NE(fifo.errors.front().find("is not a regular file"), std::string::npos);
}

} // namespace
} // namespace golf::game
