// The replays screen's list, the viewer's shot paths and the ghost of the best round.

#include "ReplayList.hpp"
#include "ReplayRecorder.hpp"
#include "ShotPaths.hpp"
#include "golf/formats/level_loader.hpp"

#include <fstream>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

const std::filesystem::path data = GOLF_TEST_DATA;

TEST(ReplayList, ListsEveryLogWithItsCourseHoleAndPlayers) {
    const std::vector<ReplayEntry> entries = listReplays(data);
    // after-holing, bend-two, diamond-collide, knocked-in, straight-two
    ASSERT_EQ(entries.size(), 5u);
    int found = 0;
    for (const ReplayEntry& entry : entries) {
        EXPECT_TRUE(entry.readable) << entry.file << ": " << entry.problem;
        EXPECT_EQ(entry.when.size(), 16u) << entry.when; // 2026-11-22 01:35
        if (entry.file.filename() == "straight-two.shots.json") {
            EXPECT_EQ(entry.course, "Test Two");
            EXPECT_EQ(entry.hole, 1);
            EXPECT_EQ(entry.level, "Straight Shot");
            EXPECT_EQ(entry.players, "2 players");
            EXPECT_EQ(entry.shots, 2);
            ++found;
        } else if (entry.file.filename() == "bend-two.shots.json") {
            EXPECT_EQ(entry.course, "Test Two");
            EXPECT_EQ(entry.hole, 2);
            EXPECT_EQ(entry.level, "Around the Bend");
            ++found;
        }
    }
    EXPECT_EQ(found, 2);
    EXPECT_EQ(listReplays(data, 1).size(), 1u);
    EXPECT_TRUE(listReplays(data / "no-such-folder").empty());
}

TEST(ReplayList, NewestFirstAndBrokenLogsListedAsSuch) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-replay-list";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    std::filesystem::copy_file(data / "straight.json", folder / "straight.json");
    std::filesystem::copy_file(data / "straight-two.shots.json", folder / "old.shots.json");
    std::ofstream(folder / "new.shots.json") << "{ broken";
    std::ofstream(folder / "notes.json") << "{}"; // not a shot log's name: not listed
    const auto now = std::filesystem::file_time_type::clock::now();
    std::filesystem::last_write_time(folder / "old.shots.json", now - std::chrono::hours(2));
    std::filesystem::last_write_time(folder / "new.shots.json", now);
    const std::vector<ReplayEntry> entries = listReplays(folder);
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].file.filename(), "new.shots.json");
    EXPECT_FALSE(entries[0].readable);
    EXPECT_NE(entries[0].problem.find("new.shots.json"), std::string::npos);
    EXPECT_EQ(entries[1].file.filename(), "old.shots.json");
    EXPECT_TRUE(entries[1].readable);
    EXPECT_EQ(entries[1].course, ""); // no course file beside this copy
    EXPECT_EQ(entries[1].hole, 0);
}

TEST(ShotPaths, EachShotsPathPowerAndAngle) {
    const Level level = loadLevelFile(data / "straight.json").level.value();
    const ShotLog log = loadShotLogFile(data / "straight-two.shots.json").log.value();
    const PlayedLog played = playLog(level, log);
    EXPECT_EQ(played.error, "");
    ASSERT_EQ(played.shots.size(), 2u);
    EXPECT_EQ(played.shots[0].player, 0);
    EXPECT_DOUBLE_EQ(played.shots[0].power, 7.5 / level.physics.maxShotSpeed);
    EXPECT_DOUBLE_EQ(played.shots[0].angleDegrees, 0.0);
    EXPECT_NEAR(played.shots[1].angleDegrees, std::atan2(0.05, 7.4) * 180 / 3.14159265358979, 1e-9);
    for (const PlayedShot& shot : played.shots) {
        ASSERT_GE(shot.path.size(), 3u);
        EXPECT_EQ(shot.path.front(), level.tee);
        EXPECT_EQ(shot.path.back(), level.cup); // both hole in one
        for (std::size_t i = 1; i < shot.path.size(); ++i) {
            EXPECT_GE(shot.path[i].x, shot.path[i - 1].x); // straight down the lane
        }
    }
    EXPECT_EQ(played.holedStrokes, (std::vector<int>{1, 1}));
}

TEST(ShotPaths, TheGhostIsTheBestRecordedRoundOnTheHole) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-ghost";
    std::filesystem::remove_all(folder);
    const std::filesystem::path levelFile = data / "straight.json";
    const Level level = loadLevelFile(levelFile).level.value();
    EXPECT_EQ(bestRoundGhost(folder, levelFile, level), std::nullopt);
    {
        // Two strokes: short, then the rest of the way.
        ReplayRecorder two(folder, levelFile, 1, 1, level);
        ASSERT_EQ(two.addShot({0, {3.0, 0.0}}), "");
        ASSERT_EQ(two.addShot({0, {6.0, 0.0}}), "");
    }
    auto ghost = bestRoundGhost(folder, levelFile, level);
    ASSERT_TRUE(ghost.has_value());
    EXPECT_EQ(ghost->size(), 2u);
    {
        // A round of two with holes in one beats it: one player's one shot.
        ReplayRecorder one(folder, levelFile, 2, 1, level, {"Ana", "Bo"});
        ASSERT_EQ(one.addShot({0, {7.5, 0.0}}), "");
        ASSERT_EQ(one.addShot({1, {7.5, 0.0}}), "");
    }
    ghost = bestRoundGhost(folder, levelFile, level);
    ASSERT_TRUE(ghost.has_value());
    ASSERT_EQ(ghost->size(), 1u);
    EXPECT_EQ(ghost->front().back(), level.cup);
    // The replays list names the players of a log that stores their names.
    bool named = false;
    for (const ReplayEntry& entry : listReplays(folder)) {
        named = named || entry.players == "Ana, Bo";
    }
    EXPECT_TRUE(named);
    // Another level's logs never give it a ghost.
    const Level bend = loadLevelFile(data / "bend.json").level.value();
    EXPECT_EQ(bestRoundGhost(folder, data / "bend.json", bend), std::nullopt);
}

} // namespace
} // namespace golf::game
