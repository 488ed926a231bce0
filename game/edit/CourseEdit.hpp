#pragma once

/// \file
/// The editor's course model: the course file a level is added to, its holes reordered and
/// removed, with undo, saved with golf::writeCourseFile. No window: the editor's course panel
/// draws it, the unit tests drive it directly.

#include "golf/formats/level_loader.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// The course to edit, or why it cannot be edited.
struct CourseOpenResult {
    std::optional<Course> course;
    bool created = false;            ///< the file does not exist: a new course without holes
    std::vector<std::string> errors; ///< the loader's messages, or a missing folder
};

/// Opens the course file `path`: an existing course (the loader's errors if it is broken), or
/// a new course named `newName` with no holes when the file does not exist yet (its folder must).
[[nodiscard]] CourseOpenResult openCourseForEditing(const std::filesystem::path& path,
                                                    const std::string& newName);

/// The course file the editor offers for a level: the first course file (by name) in the
/// level's folder, then in the folder above it, that lists the level; else the first course
/// file in the level's folder; else "course.json" in that folder.
[[nodiscard]] std::filesystem::path suggestCourseFile(const std::filesystem::path& level);

/// True if two paths name the same file (after resolving "..", links and the working folder).
[[nodiscard]] bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b);

/// A course being edited, with undo. Hole paths are kept as the loader resolves them.
class CourseEdit {
  public:
    /// Starts editing `course`, saved to `file`; `created`: the file does not exist yet.
    CourseEdit(std::filesystem::path file, Course course, bool created);

    [[nodiscard]] const Course& course() const { return course_; }
    [[nodiscard]] const std::filesystem::path& file() const { return file_; }

    /// The index of the hole that is the file `hole`, if the course has it.
    [[nodiscard]] std::optional<std::size_t> indexOf(const std::filesystem::path& hole) const;

    /// Appends `hole` as the last hole; refused if the course has it already. "" or why not.
    [[nodiscard]] std::string add(const std::filesystem::path& hole);
    /// Moves hole `index` by `delta` places (clamped to the course). True if it moved.
    bool move(std::size_t index, int delta);
    /// Removes hole `index`. True if it was there.
    bool remove(std::size_t index);

    /// Undoes the last edit; false if there is nothing to undo.
    bool undo();
    /// Redoes the last undone edit; false if there is nothing to redo.
    bool redo();

    /// True if the course differs from the file (always for a course not written yet).
    [[nodiscard]] bool modified() const;
    /// Writes the course file (golf::writeCourseFile: only a course the loader accepts).
    /// "" or the error, naming the file.
    [[nodiscard]] std::string save();

  private:
    void remember();

    std::filesystem::path file_;
    Course course_;
    Course saved_;
    bool created_;
    std::vector<Course> undo_;
    std::vector<Course> redo_;
};

} // namespace golf::game
