#pragma once

/// \file
/// Shot logs (SPEC section 5): what was played on one hole, to replay it headlessly.

#include "golf/vec2.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf {

/// A ball put at rest before the first shot.
struct SetupBall {
    int player = 0;
    Vec2 position;
};

/// One stroke: the player and the initial velocity (tiles/s).
struct Shot {
    int player = 0;
    Vec2 velocity;
};

/// A parsed shot log.
struct ShotLog {
    std::string level; ///< level path as written in the log (relative to the log's folder)
    int players = 1;   ///< 1..8
    std::vector<SetupBall> setup;
    std::vector<Shot> shots;
    /// The expected outcome ("expect"), as compact JSON text; empty if the log has none.
    std::string expectJson;
};

/// A shot log, or every problem found in it. `log` is set if and only if `errors` is empty.
struct ShotLogLoadResult {
    std::optional<ShotLog> log;
    std::vector<std::string> errors;
};

/// Reads and parses a shot log file. Messages name the file, the shot index and the key.
[[nodiscard]] ShotLogLoadResult loadShotLogFile(const std::filesystem::path& path);

/// Writes a shot log as readable JSON, vx/vy with enough digits to round-trip exactly.
/// Atomic: writes a temporary file beside `path`, then renames it. Returns an error message,
/// or an empty string on success.
[[nodiscard]] std::string writeShotLogFile(const std::filesystem::path& path, const ShotLog& log);

} // namespace golf
