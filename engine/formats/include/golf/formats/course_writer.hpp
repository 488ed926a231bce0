#pragma once

/// \file
/// Writing a course file (SPEC section 3), as the level editor saves one.

#include "golf/formats/level_loader.hpp"

#include <filesystem>
#include <string>

namespace golf {

/// A hole's path as a course file at `courseFile` lists it: relative to the course file's
/// folder with '/' separators ("01-straight.json", "../other/03.json"), or absolute when no
/// relative path leads there (another drive). Both paths may be relative to the working folder.
[[nodiscard]] std::string coursePathOf(const std::filesystem::path& hole,
                                       const std::filesystem::path& courseFile);

/// The course as readable course-file JSON for a file at `courseFile`: "format", "name" and
/// "holes", one hole per line, each as coursePathOf gives it.
[[nodiscard]] std::string courseToJson(const Course& course,
                                       const std::filesystem::path& courseFile);

/// Writes courseToJson(course, path) to `path` atomically (a temporary file beside it, then
/// rename). A course that would not load back (parseCourse reports a problem: no name, no
/// holes, a hole file that does not exist) is not written. Returns an error message naming
/// the file, or "" on success.
[[nodiscard]] std::string writeCourseFile(const std::filesystem::path& path, const Course& course);

} // namespace golf
