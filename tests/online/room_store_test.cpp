// The SQLite store (online/room_store.hpp): what is written is read back exactly, a finished
// room is not resumed, a failed write changes nothing. And the lobby resumes a room from it.

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/lobby.hpp"
#include "golf/online/room_store.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace golf::online {
namespace {

namespace fs = std::filesystem;

const char* const corridorText = R"({ "format": "minigolf-level/1", "name": "C", "par": 2,
    "maxStrokes": 2, "tiles": ["##########", "#S......O#", "##########"] })";

LoadedCourse course() {
    LevelLoadResult level = parseLevel(corridorText, "c.json");
    const std::uint64_t hash = levelHash(*level.level);
    return {"c", "C", {{"c.json", corridorText, *level.level, hash}}};
}

/// A fresh folder of its own for each test.
fs::path freshFolder(const std::string& name) {
    const fs::path folder =
        fs::temp_directory_path() / ("golf-online-" + name + "-" + std::to_string(getpid()));
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

TEST(RoomStore, WritesAndReadsBackExactly) {
    const fs::path folder = freshFolder("store");
    const std::string path = (folder / "rooms.sqlite").string();
    Room room("ABCDEFGH", course(), false);
    room.join("ann", "0123");
    {
        RoomStore store(path);
        store.createRoom(room);
        store.addPlayer("ABCDEFGH", 1, {"ben", "4567"});
        store.setPhase("ABCDEFGH", RoomPhase::Playing);
        RoomShot shot;
        shot.shot = {.player = 0, .velocity = {0.1 + 0.2, -1e-300}, .at = 1.0 / 3};
        shot.hash = 0x0123456789abcdefULL;
        store.addShot("ABCDEFGH", shot);
        // The same shot again breaks the key: refused, and nothing of it is written.
        shot.roundOver = true;
        EXPECT_THROW(store.addShot("ABCDEFGH", shot), std::runtime_error);
    }
    RoomStore store(path); // reopened: the data is on disk
    const std::vector<StoredRoom> rooms = store.unfinishedRooms();
    ASSERT_EQ(rooms.size(), 1U);
    const StoredRoom& stored = rooms[0];
    EXPECT_EQ(stored.course, "c");
    EXPECT_FALSE(stored.ballCollisions);
    EXPECT_EQ(stored.phase, RoomPhase::Playing);
    EXPECT_EQ(stored.levelHashes, std::vector<std::uint64_t>{course().holes[0].hash});
    ASSERT_EQ(stored.players.size(), 2U);
    EXPECT_EQ(stored.players[1].name, "ben");
    EXPECT_EQ(stored.players[1].token, "4567");
    ASSERT_EQ(stored.shots.size(), 1U);
    EXPECT_EQ(stored.shots[0].shot.velocity.x, 0.1 + 0.2); // bit for bit
    EXPECT_EQ(stored.shots[0].shot.velocity.y, -1e-300);
    EXPECT_EQ(stored.shots[0].shot.at, 1.0 / 3);
    EXPECT_EQ(stored.shots[0].hash, "0123456789abcdef");

    RoomShot last;
    last.seq = 1;
    last.roundOver = true;
    store.addShot("ABCDEFGH", last);
    EXPECT_TRUE(store.unfinishedRooms().empty());
    EXPECT_EQ(store.room("ABCDEFGH")->phase, RoomPhase::Finished);
    EXPECT_FALSE(store.room("ZZZZZZZZ"));
    fs::remove_all(folder);
}

TEST(RoomStore, RefusesAFileThatIsNotADatabase) {
    const fs::path folder = freshFolder("bad");
    std::ofstream(folder / "junk.sqlite") << std::string(4096, 'x');
    EXPECT_THROW(RoomStore((folder / "junk.sqlite").string()), std::runtime_error);
    fs::remove_all(folder);
}

TEST(Lobby, ResumesARoomFromTheStore) {
    const fs::path folder = freshFolder("lobby");
    std::ofstream(folder / "c.json") << corridorText;
    RoomStore store((folder / "rooms.sqlite").string());
    std::ostringstream log;
    std::string code;
    std::string hash;
    {
        Lobby lobby(CourseLibrary({folder}), store, log);
        const std::vector<Delivery> hosted =
            lobby.receive(1, R"({"type":"host","course":"c","name":"ann"})");
        ASSERT_FALSE(hosted.empty());
        ASSERT_NE(hosted.back().text.find("\"lobby\""), std::string::npos) << log.str();
        code = lobby.room(hosted.back().text.substr(hosted.back().text.find("\"room\":\"") + 8, 8))
                   ->code();
        (void)lobby.receive(1, R"({"type":"start"})");
        const std::vector<Delivery> shot =
            lobby.receive(1, R"({"type":"shot","angle":0,"speed":3})");
        ASSERT_EQ(shot.size(), 1U);
        hash = shot[0].text.substr(shot[0].text.find("\"hash\":\"") + 8, 16);
        // Refused: another seat's token, an unknown course, a path for a course.
        EXPECT_NE(lobby
                      .receive(2, R"({"type":"rejoin","room":")" + code +
                                      R"(","token":"00000000000000000000000000000000"})")[0]
                      .text.find("no such room or token"),
                  std::string::npos);
        EXPECT_NE(lobby.receive(2, R"({"type":"host","course":"../c","name":"x"})")[0].text.find(
                      "no path"),
                  std::string::npos);
    }
    Lobby again(CourseLibrary({folder}), store, log);
    EXPECT_EQ(again.resumeRooms(), 1U);
    const Room* room = again.room(code);
    ASSERT_NE(room, nullptr);
    ASSERT_EQ(room->hole().shots().size(), 1U);
    EXPECT_EQ(hashToHex(room->hole().hash()), hash);
    fs::remove_all(folder);
}

} // namespace
} // namespace golf::online
