// The replays list by rounds (issue 24): a round's holes grouped with their course, players and
// total strokes, in the order the viewer plays them; the round file's scores.

#include "ReplayList.hpp"
#include "ReplayRecorder.hpp"
#include "ReplayRounds.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <fstream>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

const std::filesystem::path roundsData = GOLF_TEST_DATA;

ReplayEntry hole(const std::string& file, const std::string& round, const std::string& course,
                 int number, int holes, std::vector<int> scores) {
    ReplayEntry entry;
    entry.file = "/replays/" + file;
    entry.when = "2026-01-0" + file.substr(0, 1) + " 10:00";
    entry.round = round;
    entry.course = course;
    entry.hole = number;
    entry.holes = holes;
    entry.scores = std::move(scores);
    entry.names = {"Ana", "Bo"};
    return entry;
}

TEST(ReplayRounds, GroupsARoundsHolesAndAddsUpItsStrokes) {
    // Newest first, as listReplays gives them: round r2 (holes 2, 1 and hole 2 restarted), a
    // loose hole, then round r1 of another course, a broken log.
    ReplayEntry loose = hole("5-loose.shots.json", "", "", 0, 0, {});
    ReplayEntry broken = hole("1-broken.shots.json", "r1", "Nine", 1, 9, {});
    broken.readable = false;
    const std::vector<ReplayEntry> entries{
        hole("4-b.shots.json", "r2", "Two", 2, 2, {3, 5}),
        loose,
        hole("3-a.shots.json", "r2", "Two", 1, 2, {2, 4}),
        hole("3-c.shots.json", "r2", "Two", 2, 2, {}), // hole 2 before its restart: no score
        hole("2-x.shots.json", "r1", "Nine", 3, 9, {4, 4}),
        hole("2-y.shots.json", "r2", "Other", 1, 1, {1, 1}), // same id, another course
        broken,
    };
    const std::vector<ReplayItem> items = groupReplays(entries);
    ASSERT_EQ(items.size(), 5u);
    ASSERT_TRUE(items[0].isRound);
    const ReplayRound& two = items[0].round;
    EXPECT_EQ(two.course, "Two");
    EXPECT_EQ(two.round, "r2");
    EXPECT_EQ(two.when, "2026-01-04 10:00"); // its newest log
    ASSERT_EQ(two.logs.size(), 3u);
    // By hole, then by file name: the restarted hole's first log first.
    EXPECT_EQ(roundFiles(two), (std::vector<std::filesystem::path>{"/replays/3-a.shots.json",
                                                                   "/replays/3-c.shots.json",
                                                                   "/replays/4-b.shots.json"}));
    EXPECT_EQ(two.totals, (std::vector<int>{5, 9})); // 2 + 3, 4 + 5
    EXPECT_EQ(two.holesScored, 2);
    EXPECT_EQ(totalsText(two), "Ana: 5  \u00b7  Bo: 9");
    EXPECT_EQ(roundPlaceText(two), "Two  \u00b7  2 holes");
    EXPECT_FALSE(items[1].isRound);
    EXPECT_EQ(items[1].hole.file, loose.file);
    ASSERT_TRUE(items[2].isRound);
    EXPECT_EQ(items[2].round.course, "Nine");
    EXPECT_EQ(roundPlaceText(items[2].round), "Nine  \u00b7  hole 3 of 9");
    ASSERT_TRUE(items[3].isRound);
    EXPECT_EQ(items[3].round.course, "Other");
    EXPECT_FALSE(items[4].isRound); // a broken log is never part of a round
    EXPECT_FALSE(items[4].hole.readable);
}

TEST(ReplayRounds, NamesRunsOfHolesAndRoundsWithoutScores) {
    std::vector<ReplayEntry> entries;
    for (const int number : {7, 6, 5, 3, 1}) {
        entries.push_back(
            hole(std::to_string(number) + ".shots.json", "r", "Grand Tour", number, 18, {}));
    }
    const std::vector<ReplayItem> items = groupReplays(entries);
    ASSERT_EQ(items.size(), 1u);
    EXPECT_EQ(roundPlaceText(items[0].round), "Grand Tour  \u00b7  holes 1, 3, 5\u20137 of 18");
    EXPECT_EQ(roundHolesText(items[0].round), "holes 1, 3, 5\u20137 of 18");
    EXPECT_EQ(items[0].round.holesScored, 0);
    EXPECT_EQ(totalsText(items[0].round), "Ana  \u00b7  Bo"); // no scores: names alone
    EXPECT_TRUE(groupReplays({}).empty());
}

TEST(ReplayRounds, TheRecorderWritesTheScoresIntoTheRoundFile) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-round-scores";
    std::filesystem::remove_all(folder);
    const Level level = loadLevelFile(roundsData / "straight.json").level.value();
    ReplayRecorder recorder(folder, roundsData / "straight.json", 2, 1, level, {"Ana", "Bo"});
    recorder.setRound({"Test Two", 1, 2}, "20260101-090000");
    // Before the first shot there is no log and no round file: nothing to write into.
    EXPECT_EQ(recorder.setScores({3, 4}), "");
    EXPECT_FALSE(std::filesystem::exists(roundFileOf(recorder.path())));
    Shot shot;
    shot.velocity = {4, 0};
    ASSERT_EQ(recorder.addShot(shot), "");
    EXPECT_TRUE(readRoundFile(roundFileOf(recorder.path()))->scores.empty());
    ASSERT_EQ(recorder.setScores({3, 10}), "");
    const std::optional<RoundPlace> read = readRoundFile(roundFileOf(recorder.path()));
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->scores, (std::vector<int>{3, 10}));
    EXPECT_EQ(read->place.hole, 1);
    const std::vector<ReplayEntry> listed = listReplays(folder);
    ASSERT_EQ(listed.size(), 1u);
    EXPECT_EQ(listed[0].round, "20260101-090000");
    EXPECT_EQ(listed[0].scores, (std::vector<int>{3, 10}));
    EXPECT_EQ(listed[0].names, (std::vector<std::string>{"Ana", "Bo"}));
}

TEST(ReplayRounds, ScoresThatAreNotASmallArrayOfStrokesAreLeftOut) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-round-badscores";
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    const auto scoresOf = [&](const std::string& scores) {
        std::ofstream(folder / "a.round.json")
            << R"({"format": "minigolf-round-hole/1", "course": "A", "hole": 1, "holes": 2,)"
            << R"( "round": "r", "scores": )" << scores << "}";
        const std::optional<RoundPlace> read = readRoundFile(folder / "a.round.json");
        EXPECT_TRUE(read.has_value()) << scores; // the place stays
        return read ? read->scores : std::vector<int>{99};
    };
    EXPECT_EQ(scoresOf("[2, 0, 1000]"), (std::vector<int>{2, 0, 1000}));
    EXPECT_TRUE(scoresOf("[2, -1]").empty());
    EXPECT_TRUE(scoresOf("[2, 1001]").empty());
    EXPECT_TRUE(scoresOf("[2.5]").empty());
    EXPECT_TRUE(scoresOf("\"3\"").empty());
    EXPECT_TRUE(scoresOf("[1, 1, 1, 1, 1, 1, 1, 1, 1]").empty()); // 9 players: no such round
}

} // namespace
} // namespace golf::game
