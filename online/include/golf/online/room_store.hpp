#pragma once

/// \file
/// The server's SQLite store: rooms, their players and every accepted shot, each written in
/// a transaction before the server acknowledges it, so that a server killed at any moment
/// loses nothing it has acknowledged. On start the server resumes every unfinished room from
/// it by replaying the stored shots (docs/online.md, "What is stored").

#include "golf/online/room.hpp"
#include "golf/online/round_record.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace golf::online {

class SqliteDatabase;

/// A stored shot.
struct StoredShot {
    int hole = 0;
    int seq = 0;
    Shot shot;        ///< player, vx/vy (exact: SQLite's REAL is the double's 8 bytes), at
    std::string hash; ///< the state hash after it, 16 hex digits, as acknowledged
};

/// A stored skip: `player` lost the turn after `seq` shots of hole `hole`.
struct StoredSkip {
    int hole = 0;
    int seq = 0;
    int player = 0;
};

/// A stored room: what is needed to rebuild it.
struct StoredRoom {
    std::string code;
    std::string course; ///< the course's name in the levels folders
    bool ballCollisions = true;
    RoomPhase phase = RoomPhase::Lobby;
    std::vector<std::uint64_t> levelHashes; ///< per hole, when the room was opened
    std::vector<RoomPlayer> players;        ///< by seat
    std::vector<StoredShot> shots;          ///< by hole, then seq
    double skipAfter = 0;                   ///< seconds; 0: never
    std::vector<StoredSkip> skips;          ///< in the order they happened
};

/// The store. Every method throws std::runtime_error when SQLite fails; a failed write
/// changes nothing (its transaction is rolled back).
class RoomStore {
  public:
    /// Opens or creates the database at `path` (":memory:" for tests) and its tables.
    explicit RoomStore(const std::string& path);
    ~RoomStore();
    RoomStore(const RoomStore&) = delete;
    RoomStore& operator=(const RoomStore&) = delete;

    /// Stores a new room with its players (the host).
    void createRoom(const Room& room);
    /// Stores a player who joined at `seat`.
    void addPlayer(const std::string& code, int seat, const RoomPlayer& player);
    /// Stores the room's phase.
    void setPhase(const std::string& code, RoomPhase phase);
    /// Stores an accepted shot, and the finished phase if it ended the round, in one
    /// transaction; with `round` (the round it ended), the round's leaderboard record too.
    void addShot(const std::string& code, const RoomShot& shot, const RoundRecord* round = nullptr);

    /// Stores a skipped turn.
    void addSkip(const std::string& code, const StoredSkip& skip);

    /// Every room not finished, oldest first.
    [[nodiscard]] std::vector<StoredRoom> unfinishedRooms();
    /// The room `code`, or nullopt.
    [[nodiscard]] std::optional<StoredRoom> room(const std::string& code);

    /// The connection, shared with the RoundStore of the same database.
    [[nodiscard]] SqliteDatabase& database() { return *db_; }

  private:
    [[nodiscard]] StoredRoom loadRoom(const std::string& code);

    std::unique_ptr<SqliteDatabase> db_;
};

} // namespace golf::online
