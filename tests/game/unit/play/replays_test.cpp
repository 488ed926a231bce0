// The replays screen's list, the viewer's shot paths and the ghost of the best round.

#include "ReplayList.hpp"
#include "ReplayRecorder.hpp"
#include "ShotPaths.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <fstream>
#include <gtest/gtest.h>
#include <numbers>

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

TEST(ShotPaths, ATeleportSplitsThePathIntoPieces) {
    // Floor x in [1, 15], y in [1, 6]; the tee at (2.5, 3.5); a teleport from the disc at
    // (5.5, 3.5) (radius 0.3) to (10.5, 5.5). Struck at 6 tiles/s along +x, slowing at 3: it
    // enters the disc at x = 5.2 with speed^2 = 36 - 6 x 2.7 = 19.8, goes on from the exit and
    // stops 19.8 / 6 = 3.3 tiles on, at (13.8, 5.5).
    const Level level = golf::test::makeTeleportBox();
    ShotLog log;
    log.level = "box.json";
    log.players = 1;
    log.shots.push_back({0, {6.0, 0.0}});
    const PlayedLog played = playLog(level, log);
    ASSERT_EQ(played.error, "");
    ASSERT_EQ(played.shots.size(), 1u);
    const PlayedShot& shot = played.shots[0];
    ASSERT_EQ(shot.jumps.size(), 1u);
    const std::size_t jump = shot.jumps[0];
    ASSERT_GE(jump, 2u);
    EXPECT_NEAR(shot.path[jump - 1].x, 5.2, 1e-9);
    EXPECT_EQ(shot.path[jump], (Vec2{10.5, 5.5}));
    const std::vector<std::vector<Vec2>> pieces = pathPieces(shot);
    ASSERT_EQ(pieces.size(), 2u);
    EXPECT_EQ(pieces[0].front(), level.tee);
    EXPECT_EQ(pieces[0].back(), shot.path[jump - 1]);
    EXPECT_EQ(pieces[1].front(), (Vec2{10.5, 5.5}));
    EXPECT_NEAR(pieces[1].back().x, 13.8, 1e-9);
    EXPECT_EQ(pieces[0].size() + pieces[1].size(), shot.path.size());
    for (const Vec2 p : pieces[0]) {
        EXPECT_EQ(p.y, 3.5); // no point of the first piece beyond the disc
    }
    for (const Vec2 p : pieces[1]) {
        EXPECT_EQ(p.y, 5.5);
    }
    // A path without jumps is one piece, itself.
    PlayedShot still = shot;
    still.jumps.clear();
    EXPECT_EQ(pathPieces(still), std::vector<std::vector<Vec2>>{shot.path});
}

TEST(ShotPaths, AnglesAreFromZeroUpToButNot360) {
    // Issue 24: a shot straight right whose vy is a hair below 0 (the keyboard's turned aim)
    // was shown "at 360°": atan2 gives -6.6e-15°, and that + 360 rounds to 360.
    const Level level = loadLevelFile(data / "straight.json").level.value();
    ShotLog log;
    log.level = "straight.json";
    log.players = 1;
    log.shots.push_back({0, {8.68, -1e-15}});
    const PlayedLog played = playLog(level, log);
    ASSERT_EQ(played.error, "");
    ASSERT_EQ(played.shots.size(), 1u);
    EXPECT_GE(played.shots[0].angleDegrees, 0.0);
    EXPECT_LT(played.shots[0].angleDegrees, 360.0);
    EXPECT_EQ(shownDegrees(played.shots[0].angleDegrees), 0);
    EXPECT_EQ(angleOf({1.0, -1e-300}), 0.0);
    EXPECT_FALSE(std::signbit(angleOf({1.0, -0.0}))); // not -0, printed "-0"
    EXPECT_DOUBLE_EQ(angleOf({0.0, 1.0}), 90.0);      // down on screen
    EXPECT_DOUBLE_EQ(angleOf({-1.0, 0.0}), 180.0);
    EXPECT_DOUBLE_EQ(angleOf({0.0, -1.0}), 270.0);
    EXPECT_NEAR(angleOf({1.0, -1e-3}), 360 - std::atan(1e-3) * 180 / std::numbers::pi, 1e-9);
    // Shown as whole degrees in [0, 359]: 359.6 rounds to 360, which is 0.
    EXPECT_EQ(shownDegrees(359.6), 0);
    EXPECT_EQ(shownDegrees(359.4), 359);
    EXPECT_EQ(shownDegrees(0.4), 0);
    EXPECT_EQ(shownDegrees(34.5), 35);
    EXPECT_EQ(shownDegrees(-0.3), 0);
}

/// A round place, field by field (GCC 12 warns of nested braces of strings at -O3).
RoundPlace roundPlace(const std::string& course, int hole, int holes, const std::string& round) {
    RoundPlace place;
    place.place.course = course;
    place.place.hole = hole;
    place.place.holes = holes;
    place.round = round;
    return place;
}

TEST(RoundFile, KeepsAHolesPlaceInItsRound) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-round-file";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const std::filesystem::path log = folder / "20261122-013500-hole15-side-hill.shots.json";
    EXPECT_EQ(roundFileOf(log), folder / "20261122-013500-hole15-side-hill.round.json");
    const RoundPlace written = roundPlace("Eighteen", 15, 18, "20261122-010000");
    ASSERT_EQ(writeRoundFile(roundFileOf(log), written), "");
    const std::optional<RoundPlace> read = readRoundFile(roundFileOf(log));
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->place.course, "Eighteen");
    EXPECT_EQ(read->place.hole, 15);
    EXPECT_EQ(read->place.holes, 18);
    EXPECT_EQ(read->round, "20261122-010000");
    // Nothing from a file that is missing, broken, of another format or out of range.
    EXPECT_FALSE(readRoundFile(folder / "missing.round.json").has_value());
    const auto bad = [&](const std::string& text) {
        std::ofstream(folder / "bad.round.json") << text;
        return !readRoundFile(folder / "bad.round.json").has_value();
    };
    EXPECT_TRUE(bad("{ broken"));
    EXPECT_TRUE(bad(R"({"format": "minigolf-settings/1", "course": "A", "hole": 1, "holes": 2,
                        "round": "r"})"));
    EXPECT_TRUE(bad(R"({"format": "minigolf-round-hole/1", "course": "A", "hole": 3,
                        "holes": 2, "round": "r"})"));
    EXPECT_TRUE(bad(R"({"format": "minigolf-round-hole/1", "course": "A", "hole": 0,
                        "holes": 2, "round": "r"})"));
    EXPECT_TRUE(bad(R"({"format": "minigolf-round-hole/1", "hole": 1, "holes": 2, "round": "r"})"));
    EXPECT_FALSE(bad(R"({"format": "minigolf-round-hole/1", "course": "A", "hole": 2,
                         "holes": 2, "round": "r"})"));
}

TEST(RoundFile, TheListAndTheViewerTakeTheRoundOverTheCourseBesideTheLevel) {
    // straight-two's level is hole 1 of "Test Two" beside it; played as hole 15 of 18 of
    // another course, its round file says so.
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-round-list";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const std::filesystem::path log = folder / "straight-two.shots.json";
    std::filesystem::copy_file(data / "straight-two.shots.json", log);
    // The log's level path is relative to it: point it back at the data folder.
    ShotLog copy = loadShotLogFile(data / "straight-two.shots.json").log.value();
    copy.level = (data / "straight.json").string();
    ASSERT_EQ(writeShotLogFile(log, copy), "");
    std::vector<ReplayEntry> entries = listReplays(folder);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(placeText(entries[0]), "Test Two  \u00b7  hole 1/2");
    ASSERT_EQ(writeRoundFile(roundFileOf(log), roundPlace("Eighteen", 15, 18, "r1")), "");
    entries = listReplays(folder);
    ASSERT_EQ(entries.size(), 1u); // the round file is not a log
    EXPECT_EQ(entries[0].course, "Eighteen");
    EXPECT_EQ(entries[0].hole, 15);
    EXPECT_EQ(entries[0].holes, 18);
    EXPECT_EQ(placeText(entries[0]), "Eighteen  \u00b7  hole 15/18");
    EXPECT_EQ(holePlaceText(entries[0]), "hole 15/18"); // the part kept whole in the list
    const std::optional<CoursePlace> viewer = placeOfLog(log, data / "straight.json");
    ASSERT_TRUE(viewer.has_value());
    EXPECT_EQ(viewer->hole, 15);
    EXPECT_EQ(viewer->holes, 18);
    std::filesystem::remove(roundFileOf(log));
    EXPECT_EQ(placeOfLog(log, data / "straight.json")->course, "Test Two");
    ReplayEntry unknown;
    EXPECT_EQ(placeText(unknown), "");
    unknown.hole = 3;
    EXPECT_EQ(placeText(unknown), "hole 3");
    EXPECT_EQ(holePlaceText(unknown), "hole 3");
    unknown.course = "Lone";
    unknown.hole = 0;
    EXPECT_EQ(placeText(unknown), "Lone");
    EXPECT_EQ(holePlaceText(unknown), "");
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
