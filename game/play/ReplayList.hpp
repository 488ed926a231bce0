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

/// A recorded hole's place in the round it was played in.
struct RoundPlace {
    CoursePlace place;
    std::string round; ///< the round's id (the local time it began, "20261122-013500")
    /// Per player, the strokes the hole scored (penalties, pick-ups and restarts counted, as
    /// the scorecard has them); empty until the hole is scored (a hole restarted or left
    /// unfinished has none).
    std::vector<int> scores;
};

/// The round file of the shot log `log`: "NAME.shots.json" -> "NAME.round.json" beside it.
/// It says which hole of which course the log was played as (a level may be in several
/// courses, and a shot log has no key for it).
[[nodiscard]] std::filesystem::path roundFileOf(const std::filesystem::path& log);

/// Writes `round` to `file` atomically, as {"format": "minigolf-round-hole/1", "course",
/// "hole", "holes", "round"} and, once the hole is scored, "scores". Returns an error message
/// naming the file, or "".
[[nodiscard]] std::string writeRoundFile(const std::filesystem::path& file,
                                         const RoundPlace& round);

/// The round place in `file`; nothing if it is missing or is not a valid round file (hole in
/// 1..holes, holes in 1..1000, a course name). Scores that are not an array of at most 8
/// integers in 0..1000 are left out (the place stays).
[[nodiscard]] std::optional<RoundPlace> readRoundFile(const std::filesystem::path& file);

/// Where the log `log` was played: its round file if it has one, else the course holding
/// its level (coursePlaceOf of `level`).
[[nodiscard]] std::optional<CoursePlace> placeOfLog(const std::filesystem::path& log,
                                                    const std::filesystem::path& level);

/// The course holding the level file `level`: the first course file (minigolf-course) in the
/// level's folder or the one above it that lists it. Nothing if none does.
[[nodiscard]] std::optional<CoursePlace> coursePlaceOf(const std::filesystem::path& level);

/// One recorded hole.
struct ReplayEntry {
    std::filesystem::path file;
    std::string when;        ///< local date and time of the last shot, "2026-11-22 01:35"
    std::string course;      ///< the course holding the level ("" if none is found beside it)
    int hole = 0;            ///< the hole's number in its course (0 if unknown)
    int holes = 0;           ///< the holes of that course (0 if unknown)
    std::string round;       ///< the round's id from the round file ("" without one)
    std::vector<int> scores; ///< the hole's scores per player from the round file, if scored
    std::vector<std::string> names; ///< the log's player names ("Player N" where it has none)
    std::string level;              ///< the level's name, or its file name if it cannot be loaded
    std::string players; ///< the player names, "Ana, Bo", or "2 players" for a log without names
    int shots = 0;
    bool readable = true; ///< false: a broken log (listed, greyed out, not opened)
    std::string problem;  ///< why it is not readable
};

/// The course and the hole as the replays list shows them: "Grand Tour  ·  hole 15/18",
/// "hole 3" without the course's size, "" when unknown.
[[nodiscard]] std::string placeText(const ReplayEntry& entry);
/// The hole's part of placeText: "hole 15/18", "hole 3", "" when unknown.
[[nodiscard]] std::string holePlaceText(const ReplayEntry& entry);

/// The shot logs (*.shots.json) in `folder`, newest first (by the time they were last
/// written), at most `limit` of them. The course and the hole's number come from the log's
/// round file (the round it was played in), else from the course files (minigolf-course) in
/// the level's folder or the one above it; the names from the log. A missing folder is an empty
/// list.
[[nodiscard]] std::vector<ReplayEntry> listReplays(const std::filesystem::path& folder,
                                                   std::size_t limit = 300);

} // namespace golf::game
