// The room's rules (online/room.hpp): joining, starting, turns, refusals that change
// nothing, the end of a hole and of the round.

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/room.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::online {
namespace {

/// A corridor whose stroke limit is 1: every shot that does not hole picks its player up.
LoadedHole corridor() {
    const std::string text = R"({ "format": "minigolf-level/1", "name": "C", "par": 2,
        "maxStrokes": 1, "tiles": ["##########", "#S......O#", "##########"] })";
    LevelLoadResult level = parseLevel(text, "c.json");
    EXPECT_TRUE(level.level);
    const std::uint64_t hash = levelHash(*level.level);
    return {.file = "c.json", .text = text, .level = *level.level, .hash = hash};
}

Room twoHoleRoom() {
    return Room("ABCDEFGH", LoadedCourse{"c", "C", {corridor(), corridor()}}, true);
}

TEST(Room, JoinRules) {
    Room room = twoHoleRoom();
    EXPECT_EQ(room.joinError(""), "name: is empty");
    EXPECT_EQ(room.join("ann", "t0"), 0);
    EXPECT_EQ(room.joinError("ann"), "name: 'ann' is taken in this room");
    for (int i = 1; i < 8; ++i) {
        EXPECT_EQ(room.join("p" + std::to_string(i), "t" + std::to_string(i)), i);
    }
    EXPECT_EQ(room.joinError("late"), "the room is full (8 players)");
    EXPECT_EQ(room.seatOf("t3"), 3);
    EXPECT_EQ(room.seatOf("nope"), -1);
}

TEST(Room, OnlyTheHostStartsOnce) {
    Room room = twoHoleRoom();
    room.join("ann", "a");
    room.join("ben", "b");
    EXPECT_EQ(room.prepareShot(0, 0, 1, std::nullopt).error, "the round has not started");
    EXPECT_NE(room.startError(1), "");
    EXPECT_EQ(room.startError(0), "");
    room.start();
    EXPECT_EQ(room.phase(), RoomPhase::Playing);
    EXPECT_EQ(room.startError(0), "the round has already started");
    EXPECT_NE(room.joinError("cat"), "");
}

TEST(Room, TurnsRefusalsAndTheEnd) {
    Room room = twoHoleRoom();
    room.join("ann", "a");
    room.join("ben", "b");
    room.start();
    const std::uint64_t before = room.hole().hash();
    EXPECT_EQ(room.prepareShot(1, 0, 1, std::nullopt).error,
              "not your turn: seat 0 (ann) shoots next");
    // maxShotSpeed is 14 by default (SPEC section 4).
    EXPECT_EQ(room.prepareShot(0, 0, 14.5, std::nullopt).error,
              "speed 14.5 is above maxShotSpeed 14");
    EXPECT_NE(room.prepareShot(0, 0, 1, 2.0).error, ""); // "at" on a still level
    EXPECT_EQ(room.hole().hash(), before);
    EXPECT_TRUE(room.hole().shots().empty());

    // A shot at exactly maxShotSpeed and an angle whose cos/sin round is legal.
    RoomShot first = room.prepareShot(0, 45, 14, std::nullopt);
    ASSERT_EQ(first.error, "");
    EXPECT_EQ(first.seq, 0);
    EXPECT_FALSE(first.holeOver);
    EXPECT_TRUE(room.hole().shots().empty()); // prepared, not yet committed
    room.commit(std::move(first));
    EXPECT_EQ(room.hole().nextPlayer(), 1);

    RoomShot second = room.prepareShot(1, 180, 0, std::nullopt); // a stroke of speed 0
    ASSERT_EQ(second.error, "");
    EXPECT_TRUE(second.holeOver); // both picked up after their one stroke
    EXPECT_FALSE(second.roundOver);
    room.commit(std::move(second));
    EXPECT_EQ(room.holeIndex(), 1);
    ASSERT_EQ(room.scores().size(), 1U);
    EXPECT_EQ(room.scores()[0], (std::vector<int>{1, 1}));
    EXPECT_EQ(room.holeLog(0).shots.size(), 2U);
    EXPECT_EQ(room.holeLog(0).playerNames, (std::vector<std::string>{"ann", "ben"}));

    room.commit(room.prepareShot(0, 0, 0, std::nullopt));
    RoomShot last = room.prepareShot(1, 0, 0, std::nullopt);
    EXPECT_TRUE(last.roundOver);
    room.commit(std::move(last));
    EXPECT_EQ(room.phase(), RoomPhase::Finished);
    EXPECT_EQ(room.prepareShot(0, 0, 1, std::nullopt).error, "the round is over");
}

TEST(Room, StoredShotsReplayToTheSameHashes) {
    Room played = twoHoleRoom();
    played.join("ann", "a");
    played.start();
    RoomShot shot = played.prepareShot(0, 30, 9.5, std::nullopt);
    const Shot asPlayed = shot.shot;
    const std::uint64_t hash = shot.hash;
    played.commit(std::move(shot));

    Room again = twoHoleRoom();
    again.join("ann", "a");
    again.start();
    const RoomShot replayed = again.prepareStoredShot(asPlayed);
    ASSERT_EQ(replayed.error, "");
    EXPECT_EQ(replayed.hash, hash);
}

} // namespace
} // namespace golf::online
