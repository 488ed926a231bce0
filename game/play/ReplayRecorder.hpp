#pragma once

/// \file
/// Writes the shot log of the hole being played, after every shot.

#include "ReplayList.hpp"
#include "golf/core/level.hpp"
#include "golf/formats/shot_log.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Records one hole as a shot log in the replays folder. The file is rewritten (atomically,
/// by golf::writeShotLogFile) after every shot, so a crash or a quit loses nothing.
class ReplayRecorder {
  public:
    /// A recorder that writes nothing (for levels that do not come from a file).
    ReplayRecorder() = default;

    /// Records a hole of `level` (the file `levelPath`) for `players` players into `folder`;
    /// the file name carries the date, the hole number and the level's name. The log carries
    /// the level's hash, the players' names (a name a log may not hold is written as
    /// "Player N") and, when off, "ballCollisions": false. A log of a level of format 3
    /// (Level::usesFormat3) is format 2 (SPEC section 5), its shots with their "at"
    /// (HoleSession::loggedShot); every other level's log stays format 1, byte for byte.
    ReplayRecorder(const std::filesystem::path& folder, const std::filesystem::path& levelPath,
                   int players, int holeNumber, const Level& level,
                   const std::vector<std::string>& names = {}, bool ballCollisions = true);

    /// Whether the shots of `level` are logged with the hole clock (format 2, "at"): a level
    /// of format 3, or a log played through the game (--shots) that is format 2 itself.
    [[nodiscard]] static bool clocked(const Level& level, int scriptFormat = 1) {
        return level.usesFormat3() || scriptFormat >= 2;
    }

    /// Records that this hole is hole `place.hole` of `place.holes` of the course
    /// `place.course`, in the round `roundId`: written with the first shot as the log's round
    /// file (roundFileOf), since a shot log may hold no such key (docs/replay.md).
    void setRound(const CoursePlace& place, std::string roundId);

    /// Writes the hole's scores (per player) into its round file, once the hole is scored; a
    /// hole without a round file, or one whose log has no shot yet, writes nothing. Returns an
    /// error message, or "".
    [[nodiscard]] std::string setScores(std::vector<int> scores);

    /// Adds a setup ball (written with the first shot).
    void addSetup(const SetupBall& ball);

    /// Makes the log format 2 (for a format-2 log played through the game on a level of an
    /// older format: its shots keep their "at").
    void setClocked() { log_.format = 2; }

    /// Adds a shot and writes the log; returns an error message, or "" on success.
    [[nodiscard]] std::string addShot(const Shot& shot);

    /// The file written (empty for a recorder that writes nothing).
    [[nodiscard]] const std::filesystem::path& path() const { return path_; }

  private:
    std::filesystem::path path_;
    ShotLog log_;
    std::optional<RoundPlace> round_;
    bool roundWritten_ = false;
};

/// The local date and time as "20261122-013500" (logs and rounds sort by it).
[[nodiscard]] std::string localTimestamp();

/// "Around the Bend" -> "around-the-bend": safe in file names, at most 48 characters.
[[nodiscard]] std::string slugify(const std::string& name);

} // namespace golf::game
