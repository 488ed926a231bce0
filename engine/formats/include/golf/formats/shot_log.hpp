#pragma once

/// \file
/// Shot logs (SPEC section 5): what was played on one hole, to replay it headlessly.
/// The rules the SPEC leaves open are documented in docs/replay.md.

#include "golf/core/vec2.hpp"
#include "golf/formats/atomic_file.hpp" // writeFileAtomically, for the users that wrote it from here

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The value of a shot log's "format" key: format 1, which every still level's logs may keep.
inline constexpr std::string_view shotLogFormat = "minigolf-shots/1";
/// Format 2 (SPEC section 5): format 1 and each shot's optional "at" on the hole clock.
inline constexpr std::string_view shotLogFormat2 = "minigolf-shots/2";

/// The largest "at" the reader accepts (seconds). The SPEC's bound, at most 3600 s after the
/// previous shot came to rest, needs the replay; this one keeps every clock finite and exact
/// enough without it.
inline constexpr double maxShotAt = 1e9; // messages write it "1e9"

/// A ball put at rest before the first shot.
struct SetupBall {
    int player = 0;
    Vec2 position; ///< ball centre, world units
};

/// How a shot was written in the log (the velocity is the same either way).
enum class ShotForm {
    Velocity,     ///< "vx" + "vy"
    AngleAndSpeed ///< "angle" (degrees) + "speed" (tiles/s)
};

/// One stroke: the player and the initial velocity (tiles/s).
struct Shot {
    int player = 0;
    Vec2 velocity; ///< tiles/s
    /// How the log wrote it; the writer always writes "vx"/"vy".
    ShotForm form = ShotForm::Velocity;
    /// The "speed" as written (tiles/s) when form is AngleAndSpeed, else 0. Checked against
    /// maxShotSpeed as written, so that rounding in cos/sin never refuses a legal shot.
    double speed = 0;
    /// "at" (format 2): the hole-clock instant, in seconds, at which the shot is struck;
    /// finite, in [0, maxShotAt], never less than an earlier shot's. nullopt: at the instant
    /// the previous shot came to rest (the first at 0).
    std::optional<double> at;
};

/// A parsed shot log.
struct ShotLog {
    std::string level; ///< level path as written in the log (relative to the log's folder)
    int players = 1;   ///< 1..8
    std::vector<SetupBall> setup;
    std::vector<Shot> shots;
    /// The expected outcome ("expect"), as compact JSON text; empty if the log has none.
    std::string expectJson;
    /// "ballCollisions": false plays the whole log with balls that pass through each other.
    bool ballCollisions = true;
    /// "levelHash": levelHash(level) when the log was written (golf/core/level_hash.hpp);
    /// nullopt if the log has none. The replay refuses a log whose level hashes otherwise.
    std::optional<std::uint64_t> levelHash;
    /// "playerNames": at most `players` names, each 1..maxPlayerNameLength code points with no
    /// control characters; player i is playerNames[i]. Empty if the log has none.
    std::vector<std::string> playerNames;
    /// The log's format as read, 1 or 2 ("minigolf-shots/2"). The writer writes format 2 when
    /// this is 2 or any shot has `at`; the replay's hash of a format-2 log includes the hole
    /// clock (Match::hash).
    int format = 1;
};

/// Longest name in a shot log's "playerNames" (Unicode code points).
inline constexpr std::size_t maxPlayerNameLength = 40;

/// Why `name` may not be a player name of a shot log ("is empty", "has 41 characters; at most
/// 40", "has a control character (U+000A)", "is not valid UTF-8"); empty if it is fine.
[[nodiscard]] std::string playerNameProblem(std::string_view name);

/// A shot log, or every problem found in it. `log` is set if and only if `errors` is empty.
struct ShotLogLoadResult {
    std::optional<ShotLog> log;
    std::vector<std::string> errors;
};

/// The velocity (tiles/s) of a shot at `angleDegrees` (from +x toward +y, SPEC section 1)
/// and `speed` (tiles/s). Multiples of 90 degrees give exact axis directions and odd multiples
/// of 45 degrees exactly equal components. Precondition: both arguments are finite.
[[nodiscard]] Vec2 velocityFromAngle(double angleDegrees, double speed);

/// Parses shot-log JSON text; `sourceName` is the file name used in messages. Checks every
/// rule that needs no level; the level-dependent ones (maxShotSpeed, setup balls fitting,
/// shots after holing out) are checked by the replay.
[[nodiscard]] ShotLogLoadResult parseShotLog(std::string_view text, const std::string& sourceName);

/// Reads and parses a shot log file. Messages name the file, the shot index and the key,
/// e.g. "FILE: shots[3].speed: must be a number". Never throws on bad input.
[[nodiscard]] ShotLogLoadResult loadShotLogFile(const std::filesystem::path& path);

/// The text writeShotLogFile writes: readable JSON, vx/vy and at with enough digits to
/// round-trip exactly; format 2 when log.format is 2 or any shot has `at`, else format 1
/// (as it always was). Precondition: shotLogProblem(log) is empty.
[[nodiscard]] std::string shotLogToJson(const ShotLog& log);

/// Why `log` may not be written (players out of range, unknown player, non-finite numbers,
/// an `at` out of [0, maxShotAt] or below an earlier one, a format other than 1 or 2, broken
/// expectJson); empty if it is fine.
[[nodiscard]] std::string shotLogProblem(const ShotLog& log);

/// Writes a shot log as readable JSON, vx/vy with enough digits to round-trip exactly.
/// Atomic: writes a temporary file beside `path`, then renames it. Returns an error message,
/// or an empty string on success.
[[nodiscard]] std::string writeShotLogFile(const std::filesystem::path& path, const ShotLog& log);

/// Replaces (or adds) the "expect" object of the shot log at `path` with `expectJson`,
/// keeping every other key and value as it was (and in its order); rewrites the file as
/// readable JSON, atomically. With `levelHash`, a "levelHash" the log has is replaced by it
/// (the expectation then belongs to the level it was played on; a log without one gets none).
/// Returns an error message, or an empty string on success.
[[nodiscard]] std::string writeShotLogExpect(const std::filesystem::path& path,
                                             std::string_view expectJson,
                                             std::optional<std::uint64_t> levelHash = {});

} // namespace golf
