#include "golf/formats/course_writer.hpp"

#include "golf/formats/atomic_file.hpp"
#include "json_text.hpp"

#include <system_error>

namespace golf {

namespace {

/// `path` made absolute against the working folder (without touching the disk beyond that).
[[nodiscard]] std::filesystem::path absoluteOf(const std::filesystem::path& path) {
    std::error_code error;
    std::filesystem::path absolute = std::filesystem::absolute(path, error);
    return (error ? path : absolute).lexically_normal();
}

} // namespace

std::string coursePathOf(const std::filesystem::path& hole,
                         const std::filesystem::path& courseFile) {
    const std::filesystem::path folder = courseFile.parent_path();
    const std::filesystem::path from = absoluteOf(folder.empty() ? "." : folder);
    const std::filesystem::path to = absoluteOf(hole);
    const std::filesystem::path relative = to.lexically_relative(from);
    return (relative.empty() ? to : relative).generic_string();
}

std::string courseToJson(const Course& course, const std::filesystem::path& courseFile) {
    std::string text =
        "{\n  \"format\": \"minigolf-course/1\",\n  \"name\": " + jsonStringLiteral(course.name) +
        ",\n  \"holes\": [";
    for (std::size_t i = 0; i < course.holes.size(); ++i) {
        text += (i == 0 ? "\n    " : ",\n    ") +
                jsonStringLiteral(coursePathOf(course.holes[i], courseFile));
    }
    return text + (course.holes.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

std::string writeCourseFile(const std::filesystem::path& path, const Course& course) {
    const std::string text = courseToJson(course, path);
    // Never leave a course behind that the loader refuses.
    const CourseLoadResult check = parseCourse(text, path.string(), path.parent_path());
    if (!check.course) {
        return path.string() + ": not written: " +
               (check.errors.empty() ? std::string("the course does not load back")
                                     : check.errors.front());
    }
    return writeFileAtomically(path, text);
}

} // namespace golf
