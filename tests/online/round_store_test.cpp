// The leaderboard (online/round_store.hpp) and submissions (online/round_submission.hpp):
// rounds read back exactly, complete rounds ranked by strokes in pages, a finished room's
// round recorded with its last shot; a submission's bounds and what it refuses.

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/room_store.hpp"
#include "golf/online/round_store.hpp"
#include "golf/online/round_submission.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace golf::online {
namespace {

namespace fs = std::filesystem;

const char* const roundStoreCorridorText = R"({ "format": "minigolf-level/1", "name": "C", "par": 2,
    "tiles": ["##########", "#S......O#", "##########"] })";

RoundRecord roundOf(const std::string& course, std::vector<int> strokes, int holes) {
    RoundRecord round{
        .course = course, .title = "T", .source = "test", .created = 7, .courseHoles = holes};
    for (std::size_t i = 0; i < strokes.size(); ++i) {
        round.players.push_back("p" + std::to_string(i));
    }
    round.holes.push_back({.hole = 0,
                           .level = "c.json",
                           .levelHash = 0xfedcba9876543210ULL,
                           .strokes = std::move(strokes),
                           .log = "{}",
                           .hash = "00ff"});
    return round;
}

TEST(RoundStore, ReadsBackARoundExactly) {
    RoomStore rooms(":memory:");
    RoundStore rounds(rooms);
    const std::int64_t id = rounds.add(roundOf("c", {3, 5}, 1));
    const std::optional<RoundRecord> read = rounds.round(id);
    ASSERT_TRUE(read);
    EXPECT_EQ(read->players, (std::vector<std::string>{"p0", "p1"}));
    ASSERT_EQ(read->holes.size(), 1U);
    EXPECT_EQ(read->holes[0].levelHash, 0xfedcba9876543210ULL);
    EXPECT_EQ(read->holes[0].strokes, (std::vector<int>{3, 5}));
    EXPECT_EQ(read->holes[0].hash, "00ff");
    EXPECT_TRUE(read->complete());
    EXPECT_FALSE(rounds.round(id + 1));
}

TEST(RoundStore, RanksCompleteRoundsByStrokesInPages) {
    RoomStore rooms(":memory:");
    RoundStore rounds(rooms);
    const std::int64_t first = rounds.add(roundOf("c", {4, 2}, 1));
    const std::int64_t second = rounds.add(roundOf("c", {2}, 1));
    (void)rounds.add(roundOf("c", {1}, 2)); // one hole of two: not ranked
    (void)rounds.add(roundOf("other", {1}, 1));
    const std::vector<LeaderboardEntry> all = rounds.leaderboard("c", 0, 10);
    ASSERT_EQ(all.size(), 3U);
    // 2 strokes twice: the older round first; then 4.
    EXPECT_EQ(all[0].round, first);
    EXPECT_EQ(all[0].seat, 1);
    EXPECT_EQ(all[1].round, second);
    EXPECT_EQ(all[2].strokes, 4);
    EXPECT_EQ(rounds.leaderboardSize("c"), 3);
    const std::vector<LeaderboardEntry> page = rounds.leaderboard("c", 2, 1);
    ASSERT_EQ(page.size(), 1U);
    EXPECT_EQ(page[0].strokes, 4);
    ASSERT_EQ(rounds.courses(10).size(), 2U);
    EXPECT_EQ(rounds.courses(10)[0].rounds, 2);
}

fs::path freshLevels() {
    const fs::path folder =
        fs::temp_directory_path() / ("golf-online-rounds-" + std::to_string(getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    std::ofstream(folder / "c.json") << roundStoreCorridorText;
    return folder;
}

std::string logText(double vx, bool withHash) {
    const LevelLoadResult level = parseLevel(roundStoreCorridorText, "c.json");
    ShotLog log;
    log.level = "c.json";
    if (withHash) {
        log.levelHash = levelHash(*level.level);
    }
    log.shots = {{.player = 0, .velocity = {vx, 0}}};
    return shotLogToJson(log);
}

TEST(RoundSubmission, RecordsWhatReplaysAndSaysWhyNotTheRest) {
    const CourseLibrary library({freshLevels()});
    // 7 tiles at about 6.39 tiles/s reaches the cup (golf solve's shot); 1 tile/s stops short.
    Submission submission{.course = "c", .name = "ann", .logs = {}};
    submission.logs.push_back({"short.json", std::nullopt, logText(1, true)});
    submission.logs.push_back({"nohash.json", std::nullopt, logText(6.390096497836842, false)});
    submission.logs.push_back({"good.json", 1, logText(6.390096497836842, true)});
    submission.logs.push_back({"again.json", std::nullopt, logText(6.390096497836842, true)});
    const SubmissionVerdict verdict = verifySubmission(submission, library, 5);
    ASSERT_EQ(verdict.files.size(), 4U);
    EXPECT_EQ(verdict.files[0].reason, "short.json: the hole is not finished: ann's ball is "
                                       "still on the course");
    EXPECT_EQ(verdict.files[1].reason.rfind("nohash.json: levelHash: missing", 0), 0U);
    EXPECT_TRUE(verdict.files[2].accepted);
    EXPECT_EQ(verdict.files[2].strokes, std::vector<int>{1});
    // The one hole is taken: the same level again is no further hole of the course.
    const LevelLoadResult level = parseLevel(roundStoreCorridorText, "c.json");
    EXPECT_EQ(verdict.files[3].reason,
              "again.json: levelHash: " + hashToHex(levelHash(*level.level)) +
                  " is no hole of course 'c' on this server");
    ASSERT_TRUE(verdict.round);
    EXPECT_EQ(verdict.round->players, std::vector<std::string>{"ann"});
    EXPECT_EQ(verdict.round->source, "submitted by ann");
    EXPECT_TRUE(verdict.round->complete());
    EXPECT_EQ(verifySubmission({.course = "C", .name = "", .logs = submission.logs}, library, 5)
                  .round->course,
              "c"); // found by its title
    EXPECT_FALSE(
        verifySubmission({.course = "zz", .name = "", .logs = {}}, library, 5).error.empty());
}

TEST(RoundSubmission, ParsingIsBounded) {
    EXPECT_FALSE(
        parseSubmission(R"({"course":"c","logs":[{"file":"f","log":"{}"}]})").error.size());
    EXPECT_NE(parseSubmission(R"({"course":"c","logs":[]})").error.find("1 to 36"),
              std::string::npos);
    EXPECT_NE(parseSubmission(R"({"course":"c","logs":[{"file":"","log":"{}"}]})")
                  .error.find("1 to 1024 bytes"),
              std::string::npos);
    EXPECT_NE(parseSubmission(R"({"course":"c","logs":[{"file":"f","log":"{}","hole":0}]})")
                  .error.find("hole"),
              std::string::npos);
    const std::string big(maxSubmittedLogBytes + 1, ' ');
    EXPECT_NE(parseSubmission(R"({"course":"c","logs":[{"file":"f","log":")" + big + "\"}]}")
                  .error.find("a submitted log has at most"),
              std::string::npos);
    EXPECT_NE(parseSubmission(R"({"course":"c","name":"","logs":[]})").error.find("name"),
              std::string::npos);
}

} // namespace
} // namespace golf::online
