#pragma once

/// \file
/// The courses a server offers: course (or single level) files named by their stem in the
/// server's levels folders. A client names a course, never a path, and every hole of it must
/// lie inside one of the folders, so that no other file is ever read or served.

#include "golf/core/level.hpp"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf::online {

/// Largest level file a room loads (bytes); the level's text is sent to every client.
inline constexpr std::size_t maxLevelFileBytes = 1024 * 1024;

/// One hole of a loaded course.
struct LoadedHole {
    std::string file;       ///< path relative to its levels folder, '/'-separated (a log's "level")
    std::string text;       ///< the level file as read, sent to clients
    Level level;            ///< as parsed from `text`
    std::uint64_t hash = 0; ///< levelHash(level)
};

/// A course ready to play.
struct LoadedCourse {
    std::string name;  ///< the name a client asked for (the file's stem)
    std::string title; ///< the course's own name (a level's name for a one-hole course)
    std::vector<LoadedHole> holes;
};

/// A course, or why it cannot be played. `course` is set if and only if `error` is empty.
struct CourseLoad {
    std::optional<LoadedCourse> course;
    std::string error;
};

/// Courses by name from a list of folders.
class CourseLibrary {
  public:
    /// `folders`: the --levels folders, searched in order. They need not exist yet.
    explicit CourseLibrary(std::vector<std::filesystem::path> folders);

    /// True if `name` may name a course: 1..64 of A-Z a-z 0-9 '-' '_' (no dot, no slash).
    [[nodiscard]] static bool isCourseName(std::string_view name);

    /// Loads course `name`: FOLDER/NAME.json of the first folder that has it, a course file
    /// or a level (a course of one hole). Refuses a name of the wrong shape, a missing file,
    /// a hole outside every folder, a file above maxLevelFileBytes and a level with problems
    /// (the first one is said; the server's paths are not).
    [[nodiscard]] CourseLoad load(std::string_view name) const;

    /// The names of the courses offered (every FOLDER/NAME.json whose NAME isCourseName, the
    /// first folder's winning), sorted, at most `limit`. A file need not load to be listed.
    [[nodiscard]] std::vector<std::string> names(std::size_t limit) const;

    /// Loads course `nameOrTitle` by name, else the first listed course (of at most 1000)
    /// whose title it is.
    [[nodiscard]] CourseLoad find(std::string_view nameOrTitle) const;

  private:
    /// The folder `path` lies in (canonically), or nullopt.
    [[nodiscard]] std::optional<std::filesystem::path>
    folderOf(const std::filesystem::path& path) const;
    [[nodiscard]] CourseLoad loadHoles(std::string_view name, std::string title,
                                       const std::vector<std::filesystem::path>& files) const;

    std::vector<std::filesystem::path> folders_;
};

} // namespace golf::online
