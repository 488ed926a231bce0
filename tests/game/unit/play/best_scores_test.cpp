// BestScores: records kept between runs in an atomically written JSON file.

#include "BestScores.hpp"
#include "test_level.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <thread>

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

TEST(BestScores, ManyRecordsAreReadAndBadOnesDropped) {
    // More levels than a level file may have legend keys (1000): every record is kept.
    const auto folder = freshFolder("many");
    std::filesystem::create_directories(folder);
    const auto file = folder / "best-scores.json";
    {
        std::ofstream out(file);
        out << R"({"format": "minigolf-best/2", "holes": {)";
        for (int i = 0; i < 1500; ++i) {
            out << "\"L" << i << R"(": {"strokes": )" << 1 + i % 9 << R"(, "holder": "P"},)";
        }
        out << R"("zero": 0, "float": 2.0, "huge": 18446744073709551615, "noStrokes": {},)"
            << R"("old": 7, "badHolder": {"strokes": 3, "holder": 5}})"
            << "}";
    }
    BestScores best(file);
    EXPECT_EQ(best.loadError(), "");
    ASSERT_EQ(best.save(), "");
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find(R"("L1499": { "strokes": 6, "holder": "P" })"), std::string::npos);
    EXPECT_NE(text.find(R"("old": { "strokes": 7, "holder": "" })"), std::string::npos);
    EXPECT_NE(text.find(R"("badHolder": { "strokes": 3, "holder": "" })"), std::string::npos);
    for (const char* dropped : {"\"zero\"", "\"float\"", "\"huge\"", "\"noStrokes\""}) {
        EXPECT_EQ(text.find(dropped), std::string::npos) << dropped;
    }
}

TEST(BestScores, ABrokenFileIsReportedWhereItBreaks) {
    const auto folder = freshFolder("located");
    std::filesystem::create_directories(folder);
    const auto file = folder / "best-scores.json";
    std::ofstream(file) << R"({"format": "minigolf-best/2", "holes": []})";
    EXPECT_EQ(BestScores(file).loadError(),
              file.string() + ": holes: must be an object, got an array; not a best-scores file, "
                              "it will be replaced");
    std::ofstream(file) << R"({"format": "minigolf-best/2", "holes": {"a": 1, "a": 2}})";
    EXPECT_EQ(BestScores(file).loadError(),
              file.string() + ": 'holes.a': duplicate key; not a best-scores file, it will be "
                              "replaced");
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

TEST(BestScores, TheHolderIsStoredWithTheRecord) {
    const auto file = freshFolder("holder") / "best-scores.json";
    const Level level = test::bendLevel();
    {
        BestScores best(file);
        EXPECT_TRUE(best.offer(level, 3, "Ana and Zoë"));
        EXPECT_EQ(best.save(), "");
    }
    const BestScores again(file);
    const auto record = again.record(level);
    ASSERT_TRUE(record.has_value());
    EXPECT_EQ(record->strokes, 3);
    EXPECT_EQ(record->holder, "Ana and Zoë");
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\"format\": \"minigolf-best/2\""), std::string::npos);
    EXPECT_NE(text.find("\"holder\": \"Ana and Zo"), std::string::npos);
}

TEST(BestScores, TheOldFormatIsStillRead) {
    const auto folder = freshFolder("old");
    std::filesystem::create_directories(folder);
    const auto file = folder / "best-scores.json";
    const Level level = test::bendLevel();
    std::ofstream(file) << R"({"format": "minigolf-best/1", "holes": {")" << BestScores::key(level)
                        << R"(": 4}})";
    const BestScores best(file);
    EXPECT_EQ(best.loadError(), "");
    EXPECT_EQ(best.best(level), 4);
    EXPECT_EQ(best.record(level)->holder, "");
}

TEST(BestScores, AFifoInPlaceOfTheFileNeitherBlocksNorIsWrittenThrough) {
    const auto folder = freshFolder("fifo");
    std::filesystem::create_directories(folder);
    const auto file = folder / "best-scores.json";
    ASSERT_EQ(mkfifo(file.c_str(), 0600), 0);
    BestScores best(file); // reading must not wait for a writer
    EXPECT_NE(best.loadError().find("best-scores.json"), std::string::npos);
    EXPECT_TRUE(best.offer(test::bendLevel(), 2, "Ana"));
    // The atomic writer either replaces the FIFO by a regular file or refuses it with a clear
    // error naming the file (it refuses anything but a regular file since atomic_file.hpp);
    // never a hang, never a write through the FIFO.
    const std::string error = best.save();
    if (error.empty()) {
        EXPECT_TRUE(std::filesystem::is_regular_file(file));
        EXPECT_EQ(BestScores(file).best(test::bendLevel()), 2);
    } else {
        EXPECT_NE(error.find("best-scores.json"), std::string::npos) << error;
        EXPECT_TRUE(std::filesystem::is_fifo(file));
    }
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        // The lock file of save() stays (an empty file; see BestScores::save).
        const std::string name = entry.path().filename().string();
        EXPECT_TRUE(name == "best-scores.json" || name == "best-scores.json.lock")
            << "left behind: " << entry.path();
    }
}

TEST(BestScores, TwoGamesAtOnceKeepEachOthersRecords) {
    // Both read the file at their start; the one that saves last used to write what it read.
    const auto file = freshFolder("two-games") / "best-scores.json";
    const Level bend = test::bendLevel();
    Level other = bend;
    other.name = "Other";
    {
        BestScores seed(file);
        EXPECT_TRUE(seed.offer(bend, 6, "Old"));
        EXPECT_EQ(seed.save(), "");
    }
    BestScores first(file);
    BestScores second(file);
    EXPECT_TRUE(first.offer(bend, 3, "Ana"));
    EXPECT_TRUE(second.offer(other, 4, "Bo"));
    EXPECT_TRUE(second.offer(bend, 5, "Bo")); // beats 6, not Ana's 3 saved before it
    EXPECT_EQ(first.save(), "");
    EXPECT_EQ(second.save(), "");
    // The second game now knows the first's record too.
    EXPECT_EQ(second.record(bend)->holder, "Ana");
    const BestScores after(file);
    EXPECT_EQ(after.best(bend), 3);
    EXPECT_EQ(after.record(bend)->holder, "Ana");
    EXPECT_EQ(after.best(other), 4);
    EXPECT_TRUE(std::filesystem::exists(file.string() + ".lock"));
}

TEST(BestScores, SavesThatRaceLoseNoRecord) {
    // Two games saving in turn as fast as they can, each with records of its own levels: the
    // lock makes each read-merge-write whole, so every record of both is in the file.
    const auto file = freshFolder("race") / "best-scores.json";
    constexpr int levelsEach = 40;
    const auto play = [&file](const std::string& prefix) {
        BestScores best(file);
        for (int i = 0; i < levelsEach; ++i) {
            Level level = test::bendLevel();
            level.name = prefix + std::to_string(i);
            EXPECT_TRUE(best.offer(level, 2 + i % 5, prefix));
            EXPECT_EQ(best.save(), "");
        }
    };
    std::thread a(play, "A");
    std::thread b(play, "B");
    a.join();
    b.join();
    const BestScores after(file);
    for (const std::string prefix : {"A", "B"}) {
        for (int i = 0; i < levelsEach; ++i) {
            Level level = test::bendLevel();
            level.name = prefix + std::to_string(i);
            EXPECT_EQ(after.best(level), 2 + i % 5) << level.name;
        }
    }
}

} // namespace
} // namespace golf::game
