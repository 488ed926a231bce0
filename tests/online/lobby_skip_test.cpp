// Skipping a player who stays away (docs/online.md, "skipAfter"): the lobby passes the turn of
// the seat on turn, connected or not, once the host's timeout has passed between ticks without
// a shot (counted after the last shot's roll), never the last player left on the hole; stores
// the skip, and a lobby resumed from the store finds the same turn. Times are given, not
// waited for.

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/lobby.hpp"
#include "golf/online/room_store.hpp"
#include "golf/online/server_messages.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <unistd.h>

namespace golf::online {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

const char* const skipCorridorText = R"({ "format": "minigolf-level/1", "name": "C", "par": 2,
    "maxStrokes": 4, "tiles": ["##########", "#S......O#", "##########"] })";

std::string codeIn(const std::string& text) {
    return text.substr(text.find("\"room\":\"") + 8, 8);
}

struct ThreeSeats {
    fs::path folder = fs::temp_directory_path() / ("golf-skip-" + std::to_string(getpid()));
    std::ostringstream log;
    std::string code;
    ThreeSeats() {
        fs::remove_all(folder);
        fs::create_directories(folder);
        std::ofstream(folder / "c.json") << skipCorridorText;
    }
    ~ThreeSeats() { fs::remove_all(folder); }
    /// Ann (connection 1) hosts with skipAfter 2 s, bob (2) and cy (3) join, ann starts.
    void open(Lobby& lobby) {
        code = codeIn(
            lobby.receive(1, R"({"type":"host","course":"c","name":"ann","skipAfter":2})")[0].text);
        (void)lobby.receive(2, R"({"type":"join","room":")" + code + R"(","name":"bob"})");
        (void)lobby.receive(3, R"({"type":"join","room":")" + code + R"(","name":"cy"})");
        (void)lobby.receive(1, R"({"type":"start"})");
    }
};

TEST(LobbySkip, PassesTheTurnOfASeatAwayForTheHostsTime) {
    ThreeSeats s;
    RoomStore store((s.folder / "rooms.sqlite").string());
    const Clock::time_point t0{};
    {
        Lobby lobby(CourseLibrary({s.folder}), store, s.log);
        s.open(lobby);
        // Ann shoots (a short roll, not holed); bob, next, leaves.
        ASSERT_EQ(lobby.receive(1, R"({"type":"shot","angle":0,"speed":1})").size(), 3U);
        EXPECT_EQ(lobby.room(s.code)->hole().nextPlayer(), 1);
        // 1 tile/s against the default rolling deceleration of 3 tiles/s^2: 1/3 s of rolling,
        // which every client watches before bob may aim; bob's 2 s count from its end.
        const double roll = lobby.room(s.code)->hole().lastRollSeconds();
        EXPECT_NEAR(roll, 1.0 / 3, 0.01);
        const auto rolled =
            std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(roll));
        lobby.disconnect(2);
        EXPECT_TRUE(lobby.tick(t0).empty());                               // bob's turn from now
        EXPECT_TRUE(lobby.tick(t0 + rolled + milliseconds(1999)).empty()); // not yet
        const Clock::time_point t1 = t0 + rolled + milliseconds(2000);
        const std::vector<Delivery> skipped = lobby.tick(t1);
        ASSERT_EQ(skipped.size(), 2U); // to ann and cy
        EXPECT_EQ(skipped[0].text, R"({"type":"skip","hole":0,"player":1,"next":2})");
        EXPECT_EQ(lobby.room(s.code)->hole().nextPlayer(), 2);
        EXPECT_NE(s.log.str().find("seat 1 (bob) is away: skipped"), std::string::npos);
        // Cy is connected but does not shoot: skipped as well, 2 s after the first tick of his
        // turn (nothing rolled before it: the turn passed by a skip).
        EXPECT_TRUE(lobby.tick(t1 + milliseconds(250)).empty()); // cy's turn from here
        EXPECT_TRUE(lobby.tick(t1 + milliseconds(2249)).empty());
        const std::vector<Delivery> silent = lobby.tick(t1 + milliseconds(2250));
        ASSERT_EQ(silent.size(), 2U); // to ann and cy, who hears of his own skip
        EXPECT_EQ(silent[1].connection, 3U);
        EXPECT_EQ(silent[1].text, R"({"type":"skip","hole":0,"player":2,"next":0})");
        EXPECT_NE(s.log.str().find("seat 2 (cy) did not shoot in time: skipped"),
                  std::string::npos);
        // Cy's late shot is refused and changes nothing; ann, on turn, shoots in time.
        EXPECT_NE(lobby.receive(3, R"({"type":"shot","angle":0,"speed":1})")[0].text.find(
                      "not your turn"),
                  std::string::npos);
        EXPECT_TRUE(lobby.tick(t1 + milliseconds(2500)).empty());
        ASSERT_EQ(lobby.receive(1, R"({"type":"shot","angle":0,"speed":1})").size(), 2U);
        EXPECT_EQ(lobby.room(s.code)->hole().nextPlayer(), 1);
        // A stranger's token still finds no seat.
        EXPECT_NE(lobby
                      .receive(2, R"({"type":"rejoin","room":")" + s.code +
                                      R"(","token":"00000000000000000000000000000000"})")[0]
                      .text.find("no such room or token"),
                  std::string::npos);
    }
    Lobby again(CourseLibrary({s.folder}), store, s.log);
    EXPECT_EQ(again.resumeRooms(), 1U);
    const Room* room = again.room(s.code);
    ASSERT_NE(room, nullptr);
    EXPECT_EQ(room->skipAfter(), 2.0);
    EXPECT_EQ(room->hole().nextPlayer(), 1); // the stored skips replayed, then ann's shot
    // A player coming back hears of them in the state: bob, then cy, lost their turns.
    EXPECT_NE(ServerMessages::state(*room).find(
                  R"("skips":[{"after":1,"player":1},{"after":1,"player":2}],"next":1})"),
              std::string::npos)
        << ServerMessages::state(*room);
}

TEST(LobbySkip, NeverTheLastPlayerLeft) {
    ThreeSeats s;
    // One stroke and the ball is picked up: after ann's shot bob is the only one left.
    std::ofstream(s.folder / "one.json") << R"({ "format": "minigolf-level/1", "name": "One",
        "par": 1, "maxStrokes": 1, "tiles": ["##########", "#S......O#", "##########"] })";
    RoomStore store(":memory:");
    Lobby lobby(CourseLibrary({s.folder}), store, s.log);
    const std::string code = codeIn(
        lobby.receive(1, R"({"type":"host","course":"one","name":"ann","skipAfter":1})")[0].text);
    (void)lobby.receive(2, R"({"type":"join","room":")" + code + R"(","name":"bob"})");
    (void)lobby.receive(1, R"({"type":"start"})");
    ASSERT_EQ(lobby.receive(1, R"({"type":"shot","angle":0,"speed":1})").size(), 2U);
    ASSERT_TRUE(lobby.room(code)->hole().match().players()[0].pickedUp);
    const Clock::time_point t0{};
    EXPECT_TRUE(lobby.tick(t0).empty());
    EXPECT_TRUE(lobby.tick(t0 + std::chrono::hours(1)).empty()); // a skip would come back to him
    EXPECT_EQ(lobby.room(code)->hole().nextPlayer(), 1);
    EXPECT_EQ(s.log.str().find("skipped"), std::string::npos);
}

TEST(LobbySkip, NeverWithoutTheOption) {
    ThreeSeats s;
    RoomStore store(":memory:");
    Lobby lobby(CourseLibrary({s.folder}), store, s.log);
    const std::string code =
        codeIn(lobby.receive(1, R"({"type":"host","course":"c","name":"ann"})")[0].text);
    (void)lobby.receive(2, R"({"type":"join","room":")" + code + R"(","name":"bob"})");
    (void)lobby.receive(1, R"({"type":"start"})");
    lobby.disconnect(1);
    const Clock::time_point t0{};
    EXPECT_TRUE(lobby.tick(t0).empty());
    EXPECT_TRUE(lobby.tick(t0 + std::chrono::hours(1)).empty()); // no skipAfter: ann's turn
    EXPECT_EQ(lobby.room(code)->hole().nextPlayer(), 0);
}

TEST(LobbySkip, TheOptionIsBounded) {
    ThreeSeats s;
    RoomStore store(":memory:");
    Lobby lobby(CourseLibrary({s.folder}), store, s.log);
    EXPECT_NE(lobby.receive(1, R"({"type":"host","course":"c","name":"ann","skipAfter":0.5})")[0]
                  .text.find("skipAfter"),
              std::string::npos);
    EXPECT_NE(lobby.receive(1, R"({"type":"host","course":"c","name":"ann","skipAfter":"x"})")[0]
                  .text.find("refusal"),
              std::string::npos);
}

} // namespace
} // namespace golf::online
