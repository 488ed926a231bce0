#pragma once

/// \file
/// A room: a course played by up to maxPlayers players who joined with its code. The room
/// holds the rules of the round (who may join, who may start, whose turn it is, when a hole
/// and the round end); it has no network and no store, so that its rules are tested alone.

#include "golf/online/course_library.hpp"
#include "golf/online/hole_play.hpp"
#include "golf/online/round_record.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf::online {

/// Where a room's round is.
enum class RoomPhase {
    Lobby,   ///< players join; the host may start
    Playing, ///< holes are played in turn
    Finished ///< every hole was played
};

/// "lobby", "playing" or "finished" (as stored and sent).
[[nodiscard]] std::string_view phaseName(RoomPhase phase);

/// A seat of the room.
struct RoomPlayer {
    std::string name;
    std::string token; ///< the reconnect token (secret to the player)
};

/// A shot played on a copy of the room's hole, to be stored and then committed; or why it
/// is refused (`error` set, nothing else meaningful).
struct RoomShot {
    std::string error;
    std::optional<HolePlay> after; ///< the hole after the shot
    int hole = 0;                  ///< index of the hole, from 0
    int seq = 0;                   ///< index of the shot in its hole, from 0
    Shot shot;                     ///< as played: player, vx/vy, at
    std::uint64_t hash = 0;        ///< the hole's state hash after it
    bool holeOver = false;         ///< the shot ended the hole
    bool roundOver = false;        ///< ... and it was the last hole
};

/// One room.
class Room {
  public:
    /// Precondition: `course` has at least one hole.
    Room(std::string code, LoadedCourse course, bool ballCollisions, double skipAfter = 0);

    [[nodiscard]] const std::string& code() const { return code_; }
    [[nodiscard]] const LoadedCourse& course() const { return course_; }
    [[nodiscard]] bool ballCollisions() const { return ballCollisions_; }
    /// Seconds the player on turn may stay away before being skipped; 0: never.
    [[nodiscard]] double skipAfter() const { return skipAfter_; }
    [[nodiscard]] RoomPhase phase() const { return phase_; }
    [[nodiscard]] const std::vector<RoomPlayer>& players() const { return players_; }
    /// The hole being played (the last one once finished), from 0.
    [[nodiscard]] int holeIndex() const { return holeIndex_; }
    /// The hole being played. Precondition: phase() is not Lobby.
    [[nodiscard]] const HolePlay& hole() const { return *hole_; }
    /// Strokes per finished hole, per player: scores()[hole][player].
    [[nodiscard]] const std::vector<std::vector<int>>& scores() const { return scores_; }

    /// The seat whose token is `token`, or -1.
    [[nodiscard]] int seatOf(std::string_view token) const;
    /// Why `name` may not join now (the round started, the room is full, the name is not a
    /// valid player name or is taken); "" if it may.
    [[nodiscard]] std::string joinError(std::string_view name) const;
    /// Seats a player; returns the seat. Precondition: joinError(name) is "".
    int join(std::string name, std::string token);
    /// Why `seat` may not start the round (not the host, already started); "" if it may.
    [[nodiscard]] std::string startError(int seat) const;
    /// Starts the round at the first hole. Precondition: startError(0) is "".
    void start();

    /// A shot by `seat` at `angleDegrees` and `speed` (tiles/s), struck at `at` (hole clock):
    /// refused if the round is not being played, it is not the seat's turn, the speed is
    /// above the level's maxShotSpeed, or the hole refuses it (HolePlay::play). The velocity
    /// is the replay's for an angle-and-speed shot (playedVelocity). Changes nothing.
    [[nodiscard]] RoomShot prepareShot(int seat, double angleDegrees, double speed,
                                       std::optional<double> at) const;
    /// A stored shot (velocity as played), for resuming a room: the same checks.
    [[nodiscard]] RoomShot prepareStoredShot(const Shot& shot) const;
    /// Makes a prepared shot (error "") the room's state; moves to the next hole, or ends
    /// the round, when it ends the hole.
    void commit(RoomShot&& shot);

    /// The seat whose turn a skip would pass, or -1: the round is being played and another
    /// unfinished player would take the turn.
    [[nodiscard]] int skippable() const;
    /// Passes the turn of the player on turn to the next one. Precondition: skippable() >= 0.
    void skip();

    /// The shot log of hole `hole` (0 <= hole <= holeIndex(); phase not Lobby): the level as
    /// a path relative to the levels folder, its hash, players and their names, the shots.
    [[nodiscard]] ShotLog holeLog(int hole) const;

    /// The round for the leaderboard: every hole's strokes, log and final hash; `source`
    /// "room CODE", created at `created` (Unix seconds). Precondition: phase() is Finished.
    [[nodiscard]] RoundRecord roundRecord(std::int64_t created) const;

  private:
    [[nodiscard]] RoomShot prepare(const Shot& shot) const;

    std::string code_;
    LoadedCourse course_;
    bool ballCollisions_ = true;
    double skipAfter_ = 0;
    RoomPhase phase_ = RoomPhase::Lobby;
    std::vector<RoomPlayer> players_;
    int holeIndex_ = 0;
    std::optional<HolePlay> hole_;
    std::vector<std::vector<int>> scores_;
    std::vector<std::vector<Shot>> holeShots_; ///< per hole begun, its shots
    std::vector<std::uint64_t> finalHashes_;   ///< per finished hole, its last state hash
};

} // namespace golf::online
