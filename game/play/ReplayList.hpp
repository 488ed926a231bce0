#pragma once

/// \file
/// The recorded shot logs in the replays folder, as the replays screen lists them.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Where a level sits in a course.
struct CoursePlace {
    std::string course; ///< the course's name
    int hole = 0;       ///< 1-based
    int holes = 0;      ///< how many holes the course has
};

/// The course holding the level file `level`: the first course file (minigolf-course) in the
/// level's folder or the one above it that lists it. Nothing if none does.
[[nodiscard]] std::optional<CoursePlace> coursePlaceOf(const std::filesystem::path& level);

/// One recorded hole.
struct ReplayEntry {
    std::filesystem::path file;
    std::string when;    ///< local date and time of the last shot, "2026-11-22 01:35"
    std::string course;  ///< the course holding the level ("" if none is found beside it)
    int hole = 0;        ///< the hole's number in its course (0 if unknown)
    std::string level;   ///< the level's name, or its file name if it cannot be loaded
    std::string players; ///< the player names, "Ana, Bo", or "2 players" for a log without names
    int shots = 0;
    bool readable = true; ///< false: a broken log (listed, greyed out, not opened)
    std::string problem;  ///< why it is not readable
};

/// The shot logs (*.shots.json) in `folder`, newest first (by the time they were last
/// written), at most `limit` of them. The course and the hole's number come from the course
/// files (minigolf-course) in the level's folder or the one above it; the names from the
/// log. A missing folder is an empty list.
[[nodiscard]] std::vector<ReplayEntry> listReplays(const std::filesystem::path& folder,
                                                   std::size_t limit = 300);

} // namespace golf::game
