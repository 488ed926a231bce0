// RoundHistory: finished rounds kept in rounds.json, read back; broken files are kept, never
// overwritten, and say why.

#include "RoundHistory.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <sstream>

namespace golf::game {
namespace {

std::filesystem::path freshHistory(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() / ("minigolf-history-" + name);
    std::filesystem::remove_all(folder);
    return folder / "sub" / "rounds.json";
}

std::string contents(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const std::filesystem::path& file, const std::string& text) {
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file) << text;
}

RoundRecord sample(const std::string& when) {
    RoundRecord round = startRecord(when, "Front Nine", {"Ana", "Bo \u00e9"});
    round.holes = 9;
    round.players[0] = {.name = "Ana",
                        .strokes = 27,
                        .aces = 2,
                        .water = 1,
                        .banks = 4,
                        .mostBanks = 3,
                        .mostBanksHole = 7,
                        .longestPutt = 7.4,
                        .longestPuttHole = 5};
    round.players[1].strokes = 40;
    return round;
}

TEST(RoundHistory, RoundTripsAndAppends) {
    const auto file = freshHistory("trip");
    {
        RoundHistory history(file);
        EXPECT_EQ(history.loadError(), "");
        EXPECT_TRUE(history.rounds().empty());
        EXPECT_EQ(history.append(sample("20261126-150000")), "");
        EXPECT_EQ(history.rounds().size(), 1u);
    }
    RoundHistory other(file); // another game...
    RoundHistory again(file);
    EXPECT_EQ(other.append(sample("20261126-160000")), "");
    EXPECT_EQ(again.append(sample("20261126-170000")), ""); // ...saved meanwhile: both kept
    const RoundHistory read(file);
    EXPECT_EQ(read.loadError(), "");
    ASSERT_EQ(read.rounds().size(), 3u);
    EXPECT_EQ(read.rounds()[0], sample("20261126-150000"));
    EXPECT_EQ(read.rounds()[2], sample("20261126-170000"));
    EXPECT_FALSE(std::filesystem::exists(file.string() + ".tmp"));
    EXPECT_NE(contents(file).find("\"format\": \"minigolf-rounds/1\""), std::string::npos);
}

TEST(RoundHistory, KeepsTheNewestRounds) {
    const auto file = freshHistory("bound");
    constexpr std::size_t keep = 5; // the game's bound, maxRounds, the same way
    std::string text = "{\"format\": \"minigolf-rounds/1\", \"rounds\": [";
    for (std::size_t i = 0; i < keep; ++i) {
        text += (i > 0 ? "," : "") + std::string("{\"when\": \"") + std::to_string(i) +
                "\", \"course\": \"C\", \"holes\": 1, \"players\": [{\"name\": \"A\", "
                "\"strokes\": 1, \"aces\": 1, \"water\": 0, \"banks\": 0, \"mostBanks\": 0, "
                "\"mostBanksHole\": 0, \"longestPutt\": 2, \"longestPuttHole\": 1}]}";
    }
    write(file, text + "]}");
    RoundHistory history(file, keep);
    ASSERT_EQ(history.loadError(), "");
    ASSERT_EQ(history.rounds().size(), keep);
    EXPECT_EQ(history.append(sample("new")), "");
    const RoundHistory read(file);
    ASSERT_EQ(read.rounds().size(), keep);
    EXPECT_EQ(read.rounds().front().when, "1"); // the oldest, "0", was dropped
    EXPECT_EQ(read.rounds().back().when, "new");
}

/// A file that is not a round history: read as empty with a message naming the file and the
/// place, and left as it is by append.
void expectRefused(const std::string& name, const std::string& text, const std::string& why) {
    const auto file = freshHistory(name);
    write(file, text);
    RoundHistory history(file);
    EXPECT_TRUE(history.rounds().empty());
    EXPECT_NE(history.loadError().find(file.string()), std::string::npos) << history.loadError();
    EXPECT_NE(history.loadError().find(why), std::string::npos) << history.loadError();
    EXPECT_NE(history.loadError().find("no round is added"), std::string::npos);
    const std::string error = history.append(sample("x"));
    EXPECT_NE(error.find("not a round history"), std::string::npos) << error;
    EXPECT_EQ(contents(file), text);
}

TEST(RoundHistory, ABrokenFileIsKeptAndSaysWhy) {
    expectRefused("syntax", "{\"format\": \"minigolf-rounds/1\", \"rounds\": [", "1:");
    expectRefused("empty", "", "");
    expectRefused("foreign", "{\"format\": \"minigolf-best/2\", \"holes\": {}}",
                  "minigolf-rounds/1");
    expectRefused("not-array", "{\"format\": \"minigolf-rounds/1\", \"rounds\": {}}",
                  "rounds: must be an array");
    expectRefused("no-rounds", "{\"format\": \"minigolf-rounds/1\"}", "rounds: missing");
    expectRefused("negative",
                  "{\"format\": \"minigolf-rounds/1\", \"rounds\": [{\"when\": \"w\", "
                  "\"course\": \"C\", \"holes\": 1, \"players\": [{\"name\": \"A\", "
                  "\"strokes\": 1, \"aces\": -1, \"water\": 0, \"banks\": 0, \"mostBanks\": 0, "
                  "\"mostBanksHole\": 0, \"longestPutt\": 2, \"longestPuttHole\": 1}]}]}",
                  "rounds[0].players[0].aces");
    expectRefused("no-players",
                  "{\"format\": \"minigolf-rounds/1\", \"rounds\": [{\"when\": \"w\", "
                  "\"course\": \"C\", \"holes\": 1, \"players\": []}]}",
                  "must list 1 to 8 players");
    expectRefused("binary", std::string("\x00\xff\x01", 3), "");
}

TEST(RoundHistory, AFolderInItsPlaceIsReported) {
    const auto file = freshHistory("folder");
    std::filesystem::create_directories(file);
    RoundHistory history(file);
    EXPECT_NE(history.loadError(), "");
    EXPECT_NE(history.append(sample("x")), "");
    EXPECT_TRUE(std::filesystem::is_directory(file));
}

} // namespace
} // namespace golf::game
