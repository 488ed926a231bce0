// Round: a course with all its holes, or a single level.

#include "Round.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

const std::filesystem::path data = GOLF_TEST_DATA;

TEST(Round, LoadsACourseWithItsHolesInOrder) {
    EXPECT_TRUE(isCourseFile(data / "course.json"));
    const RoundLoadResult loaded = loadRound(data / "course.json");
    ASSERT_TRUE(loaded.round.has_value()) << loaded.errors.front();
    EXPECT_EQ(loaded.round->name, "Test Two");
    ASSERT_EQ(loaded.round->holes.size(), 2u);
    EXPECT_EQ(loaded.round->holes[0].level.name, "Straight Shot");
    EXPECT_EQ(loaded.round->holes[1].level.name, "Around the Bend");
    EXPECT_EQ(loaded.round->holes[1].path.filename(), "bend.json");
}

TEST(Round, LoadsASingleLevelAsOneHole) {
    EXPECT_FALSE(isCourseFile(data / "bend.json"));
    const RoundLoadResult loaded = loadRound(data / "bend.json");
    ASSERT_TRUE(loaded.round.has_value());
    EXPECT_EQ(loaded.round->name, "Around the Bend");
    EXPECT_EQ(loaded.round->holes.size(), 1u);
}

TEST(Round, ABrokenFileIsRefusedWithItsName) {
    const RoundLoadResult loaded = loadRound(data / "broken.json");
    EXPECT_FALSE(loaded.round.has_value());
    ASSERT_FALSE(loaded.errors.empty());
    EXPECT_NE(loaded.errors.front().find("broken.json"), std::string::npos);
    EXPECT_FALSE(loadRound(data / "missing.json").errors.empty());
}

} // namespace
} // namespace golf::game
