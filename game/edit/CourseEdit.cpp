#include "CourseEdit.hpp"

#include "golf/formats/course_writer.hpp"

#include <algorithm>
#include <system_error>

namespace golf::game {

namespace {

[[nodiscard]] bool sameCourse(const Course& a, const Course& b) {
    return a.name == b.name && a.holes == b.holes;
}

/// The course files in `folder`, sorted by name.
[[nodiscard]] std::vector<std::filesystem::path>
courseFilesIn(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> found;
    std::error_code error;
    for (std::filesystem::directory_iterator it(folder.empty() ? "." : folder, error), end;
         !error && it != end; it.increment(error)) {
        const std::filesystem::path& path = it->path();
        if (path.extension() != ".json" || !it->is_regular_file(error)) {
            continue;
        }
        if (detectFileFormat(path).format == FileFormat::Course) {
            found.push_back(folder.empty() ? path.filename() : path);
        }
    }
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace

CourseOpenResult openCourseForEditing(const std::filesystem::path& path,
                                      const std::string& newName) {
    CourseOpenResult result;
    std::error_code error;
    if (std::filesystem::status(path, error).type() == std::filesystem::file_type::not_found) {
        const std::filesystem::path folder = path.parent_path();
        if (!folder.empty() && !std::filesystem::is_directory(folder, error)) {
            result.errors.push_back(path.string() + ": the folder " + folder.string() +
                                    " does not exist");
            return result;
        }
        result.course = Course{newName.empty() ? path.stem().string() : newName, {}};
        result.created = true;
        return result;
    }
    CourseLoadResult loaded = loadCourseFile(path);
    result.course = std::move(loaded.course);
    result.errors = std::move(loaded.errors);
    return result;
}

std::filesystem::path suggestCourseFile(const std::filesystem::path& level) {
    const std::filesystem::path folder = level.parent_path();
    const std::vector<std::filesystem::path> courses = courseFilesIn(folder);
    // A course beside the level or one folder up (levels/course.json lists front-nine/...).
    std::vector<std::filesystem::path> candidates = courses;
    if (!folder.empty() && folder.has_relative_path()) {
        const std::vector<std::filesystem::path> above = courseFilesIn(folder.parent_path());
        candidates.insert(candidates.end(), above.begin(), above.end());
    }
    for (const std::filesystem::path& course : candidates) {
        const CourseLoadResult loaded = inspectCourseFile(course);
        if (loaded.course &&
            std::any_of(loaded.course->holes.begin(), loaded.course->holes.end(),
                        [&](const std::filesystem::path& hole) { return sameFile(hole, level); })) {
            return course;
        }
    }
    if (!courses.empty()) {
        return courses.front();
    }
    return folder / "course.json";
}

bool sameFile(const std::filesystem::path& a, const std::filesystem::path& b) {
    std::error_code error;
    const std::filesystem::path x = std::filesystem::weakly_canonical(a, error);
    if (error) {
        return a.lexically_normal() == b.lexically_normal();
    }
    const std::filesystem::path y = std::filesystem::weakly_canonical(b, error);
    return !error && x == y;
}

CourseEdit::CourseEdit(std::filesystem::path file, Course course, bool created)
    : file_(std::move(file)), course_(std::move(course)), saved_(course_), created_(created) {}

std::optional<std::size_t> CourseEdit::indexOf(const std::filesystem::path& hole) const {
    for (std::size_t i = 0; i < course_.holes.size(); ++i) {
        if (sameFile(course_.holes[i], hole)) {
            return i;
        }
    }
    return std::nullopt;
}

std::string CourseEdit::add(const std::filesystem::path& hole) {
    if (const auto index = indexOf(hole)) {
        return "the course has it already as hole " + std::to_string(*index + 1);
    }
    remember();
    course_.holes.push_back(hole);
    return {};
}

bool CourseEdit::move(std::size_t index, int delta) {
    if (index >= course_.holes.size()) {
        return false;
    }
    const auto last = static_cast<long>(course_.holes.size()) - 1;
    const auto target = std::clamp(static_cast<long>(index) + delta, 0L, last);
    if (target == static_cast<long>(index)) {
        return false;
    }
    remember();
    auto& holes = course_.holes;
    const auto from = holes.begin() + static_cast<long>(index);
    const auto to = holes.begin() + target;
    if (target > static_cast<long>(index)) {
        std::rotate(from, from + 1, to + 1);
    } else {
        std::rotate(to, from, from + 1);
    }
    return true;
}

bool CourseEdit::remove(std::size_t index) {
    if (index >= course_.holes.size()) {
        return false;
    }
    remember();
    course_.holes.erase(course_.holes.begin() + static_cast<long>(index));
    return true;
}

void CourseEdit::remember() {
    undo_.push_back(course_);
    redo_.clear();
}

bool CourseEdit::undo() {
    if (undo_.empty()) {
        return false;
    }
    redo_.push_back(std::move(course_));
    course_ = std::move(undo_.back());
    undo_.pop_back();
    return true;
}

bool CourseEdit::redo() {
    if (redo_.empty()) {
        return false;
    }
    undo_.push_back(std::move(course_));
    course_ = std::move(redo_.back());
    redo_.pop_back();
    return true;
}

bool CourseEdit::modified() const {
    return created_ || !sameCourse(course_, saved_);
}

std::string CourseEdit::save() {
    if (std::string error = writeCourseFile(file_, course_); !error.empty()) {
        return error;
    }
    saved_ = course_;
    created_ = false;
    return {};
}

} // namespace golf::game
