// A bot that thinks longer than the host's skipAfter (docs/online.md, "skipAfter"): the server
// skips it while its shot is on the way and refuses that shot; the bot takes the refusal of a
// shot sent before its own skip as the skip's consequence, not as an error, and still stops on
// any other refusal. The server's side is a Lobby (no network); times are given.

#include "golf/online/bot_player.hpp"
#include "golf/online/lobby.hpp"
#include "golf/online/room_store.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <unistd.h>

namespace golf::online {
namespace {

namespace fs = std::filesystem;

/// What `deliveries` hold for `connection`, given to `bot`; every reaction, in order.
std::vector<BotReaction> feedBot(BotPlayer& bot, const std::vector<Delivery>& deliveries,
                                 std::uint64_t connection) {
    std::vector<BotReaction> reactions;
    for (const Delivery& delivery : deliveries) {
        if (delivery.connection == connection) {
            reactions.push_back(bot.receive(delivery.text));
        }
    }
    return reactions;
}

TEST(BotLateShot, ARefusalAfterItsOwnSkipIsNotAnError) {
    const fs::path folder =
        fs::temp_directory_path() / ("golf-late-shot-" + std::to_string(getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    std::ofstream(folder / "c.json") << R"({ "format": "minigolf-level/1", "name": "C",
        "par": 2, "maxStrokes": 4, "tiles": ["##########", "#S......O#", "##########"] })";
    RoomStore store(":memory:");
    std::ostringstream log;
    Lobby lobby(CourseLibrary({folder}), store, log);
    BotPlayer bot(BotSettings{});
    const std::vector<Delivery> hosted =
        lobby.receive(1, R"({"type":"host","course":"c","name":"ann","skipAfter":1})");
    const std::string code = hosted[0].text.substr(hosted[0].text.find("\"room\":\"") + 8, 8);
    (void)feedBot(bot, lobby.receive(2, R"({"type":"join","room":")" + code + R"(","name":"bot"})"),
                  2);
    (void)feedBot(bot, lobby.receive(1, R"({"type":"start"})"), 2);
    ASSERT_EQ(bot.seat(), 1);

    // Ann shoots; the bot, on turn, answers with its shot, which the server has not read yet.
    const std::vector<BotReaction> onShot =
        feedBot(bot, lobby.receive(1, R"({"type":"shot","angle":0,"speed":1})"), 2);
    ASSERT_EQ(onShot.size(), 1U);
    ASSERT_TRUE(onShot[0].error.empty()) << onShot[0].error;
    ASSERT_EQ(onShot[0].send.size(), 1U);
    const std::string lateShot = onShot[0].send[0];

    // The host's 1 s passes (after the 1/3 s roll): the bot is skipped, connected as it is.
    const std::chrono::steady_clock::time_point t0{};
    EXPECT_TRUE(lobby.tick(t0).empty());
    const std::vector<BotReaction> onSkip =
        feedBot(bot, lobby.tick(t0 + std::chrono::seconds(2)), 2);
    ASSERT_EQ(onSkip.size(), 1U);
    EXPECT_TRUE(onSkip[0].error.empty()) << onSkip[0].error;
    EXPECT_TRUE(onSkip[0].send.empty()); // ann is on turn now

    // Its shot arrives late and is refused: the consequence of the skip, not an error.
    const std::vector<BotReaction> onRefusal = feedBot(bot, lobby.receive(2, lateShot), 2);
    ASSERT_EQ(onRefusal.size(), 1U);
    EXPECT_TRUE(onRefusal[0].error.empty()) << onRefusal[0].error;
    ASSERT_EQ(onRefusal[0].lines.size(), 1U);
    EXPECT_EQ(onRefusal[0].lines[0], "hole 1: the bot's shot came after its skip and was refused");

    // One skip excuses one refusal: the next one stops the bot.
    const std::vector<BotReaction> again = feedBot(bot, lobby.receive(2, lateShot), 2);
    ASSERT_EQ(again.size(), 1U);
    EXPECT_NE(again[0].error.find("the server refused: shot: not your turn"), std::string::npos)
        << again[0].error;
    fs::remove_all(folder);
}

} // namespace
} // namespace golf::online
