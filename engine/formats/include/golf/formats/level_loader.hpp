#pragma once

/// \file
/// Loading and validating level and course files (SPEC sections 2 and 3).
/// Every message names the file and the place: "FILE:LINE:COLUMN: ..." for broken JSON,
/// "FILE: KEY.PATH: ..." for a bad value, "FILE: row R, column C: ..." for a tile
/// (rows and columns counted from 1, as an editor shows them).

#include "golf/core/level.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// Longest level or course name accepted (Unicode code points); control characters (C0, DEL,
/// C1) are refused too, so that a name never breaks a message line or a terminal.
inline constexpr std::size_t maxLevelNameLength = 100;

/// A level, or every problem found in it. `level` is set if and only if `errors` is empty.
struct LevelLoadResult {
    std::optional<Level> level;
    std::vector<std::string> errors;
};

/// Parses level JSON text; `sourceName` is the file name used in messages.
[[nodiscard]] LevelLoadResult parseLevel(std::string_view text, const std::string& sourceName);

/// parseLevel with the physics keys of `table` instead of the project's (physicsParameters()):
/// its names are the keys of "physics", checked against its ranges and formats, its defaults
/// fill in the keys not given. For tests that add a row.
[[nodiscard]] LevelLoadResult parseLevel(std::string_view text, const std::string& sourceName,
                                         std::span<const PhysicsParameter> table);

/// Reads and parses a level file. A missing or unreadable file is an error, not an exception.
[[nodiscard]] LevelLoadResult loadLevelFile(const std::filesystem::path& path);

/// A course: a name and its holes in order.
struct Course {
    std::string name;
    std::vector<std::filesystem::path> holes; ///< resolved against the course file's folder
};

/// A course, or every problem found in it (missing hole files included).
struct CourseLoadResult {
    std::optional<Course> course;
    std::vector<std::string> errors;
};

/// Reads and parses a course file; hole paths are resolved relative to it.
[[nodiscard]] CourseLoadResult loadCourseFile(const std::filesystem::path& path);

/// Parses course JSON text; `sourceName` names it in messages, hole paths are resolved against
/// `baseDir` (the course file's folder) and each must be an existing file. Holes are not parsed.
[[nodiscard]] CourseLoadResult parseCourse(std::string_view text, const std::string& sourceName,
                                           const std::filesystem::path& baseDir);

/// Like loadCourseFile, but `course` is set whenever the file holds a JSON object, even with
/// problems, so that a checker can go on and check the holes: it has the name (if valid) and
/// one path per entry of "holes" in order (hole N is holes[N - 1]), empty where the entry is
/// not a file name; paths of missing files are kept too. `errors` are loadCourseFile's.
[[nodiscard]] CourseLoadResult inspectCourseFile(const std::filesystem::path& path);

/// What a file says it is, by its "format" key: "minigolf-level/..." or "minigolf-course/...".
enum class FileFormat { Level, Course };

/// The kind of a file, or why it could not be told (unreadable, broken JSON, no known format).
/// `format` is set if and only if `errors` is empty.
struct FileFormatResult {
    std::optional<FileFormat> format;
    std::vector<std::string> errors;
    /// The file could not be read or is not valid JSON (as opposed to a JSON document of no
    /// known format).
    bool broken = false;
};

/// Reads a file and tells a level from a course by its "format" key only; the rest of the
/// file is not validated (load it with loadLevelFile or loadCourseFile for that).
[[nodiscard]] FileFormatResult detectFileFormat(const std::filesystem::path& path);

} // namespace golf
