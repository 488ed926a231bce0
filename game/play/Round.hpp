#pragma once

/// \file
/// The holes one game plays: a whole course, or a single level.

#include "golf/core/level.hpp"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// One hole to play: the level and the file it came from.
struct Hole {
    std::filesystem::path path; ///< the level file (empty for levels made in code)
    Level level;
};

/// The holes of a course (or of a single level) in playing order.
struct Round {
    std::string name;           ///< course name, or the level's name
    std::filesystem::path path; ///< the course or level file
    std::vector<Hole> holes;
};

/// A round, or every problem found while loading it.
struct RoundLoadResult {
    std::optional<Round> round;
    std::vector<std::string> errors;
};

/// Loads a course file ("format": "minigolf-course/1") with all its holes, or a single level.
/// Any broken hole refuses the whole round; messages name the file.
[[nodiscard]] RoundLoadResult loadRound(const std::filesystem::path& path);

/// True if the file declares itself a course; false for levels and unreadable files.
[[nodiscard]] bool isCourseFile(const std::filesystem::path& path);

} // namespace golf::game
