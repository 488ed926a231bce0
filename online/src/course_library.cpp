#include "golf/online/course_library.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"

#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <utility>

namespace golf::online {

namespace fs = std::filesystem;

namespace {

/// The text of the regular file at `path`, at most maxLevelFileBytes; nullopt otherwise.
std::optional<std::string> readSmallFile(const fs::path& path) {
    std::error_code error;
    if (!fs::is_regular_file(path, error) || fs::file_size(path, error) > maxLevelFileBytes ||
        error) {
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) {
        return std::nullopt;
    }
    return text;
}

/// The first message of `errors` without the server's path before it: "FILE: rest" -> "rest".
std::string withoutPath(const std::vector<std::string>& errors, const std::string& path) {
    if (errors.empty()) {
        return "it does not load";
    }
    const std::string& first = errors.front();
    return first.starts_with(path) ? first.substr(path.size()) : first;
}

} // namespace

CourseLibrary::CourseLibrary(std::vector<fs::path> folders) : folders_(std::move(folders)) {}

bool CourseLibrary::isCourseName(std::string_view name) {
    if (name.empty() || name.size() > 64) {
        return false;
    }
    for (const char c : name) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                        (c >= '0' && c <= '9') || c == '-' || c == '_';
        if (!ok) {
            return false;
        }
    }
    return true;
}

std::optional<fs::path> CourseLibrary::folderOf(const fs::path& path) const {
    std::error_code error;
    const fs::path canonical = fs::weakly_canonical(path, error);
    if (error) {
        return std::nullopt;
    }
    for (const fs::path& folder : folders_) {
        const fs::path root = fs::weakly_canonical(folder, error);
        if (error) {
            continue;
        }
        const fs::path relative = canonical.lexically_relative(root);
        if (!relative.empty() && *relative.begin() != ".." && relative.is_relative()) {
            return root;
        }
    }
    return std::nullopt;
}

CourseLoad CourseLibrary::load(std::string_view name) const {
    const std::string shown(name);
    if (!isCourseName(name)) {
        return {std::nullopt,
                "course: a course's name is 1 to 64 letters, digits, '-' or '_' (no path)"};
    }
    for (const fs::path& folder : folders_) {
        const fs::path file = folder / (shown + ".json");
        std::error_code error;
        if (!fs::is_regular_file(file, error)) {
            continue;
        }
        const FileFormatResult format = detectFileFormat(file);
        if (format.format == FileFormat::Level) {
            return loadHoles(name, "", {file});
        }
        if (format.format != FileFormat::Course) {
            return {std::nullopt, "course '" + shown + "': not a course or a level"};
        }
        const CourseLoadResult course = loadCourseFile(file);
        if (!course.course) {
            return {std::nullopt,
                    "course '" + shown + "': " + withoutPath(course.errors, file.string() + ": ")};
        }
        return loadHoles(name, course.course->name, course.course->holes);
    }
    return {std::nullopt, "course '" + shown + "': no such course on this server"};
}

std::vector<std::string> CourseLibrary::names(std::size_t limit) const {
    std::set<std::string> found;
    for (const fs::path& folder : folders_) {
        std::error_code error;
        for (fs::directory_iterator it(folder, error), end; !error && it != end;
             it.increment(error)) {
            const fs::path& file = it->path();
            if (file.extension() == ".json" && isCourseName(file.stem().string()) &&
                it->is_regular_file(error)) {
                found.insert(file.stem().string());
            }
            if (found.size() >= limit) {
                return {found.begin(), found.end()};
            }
        }
    }
    return {found.begin(), found.end()};
}

CourseLoad CourseLibrary::find(std::string_view nameOrTitle) const {
    CourseLoad byName = load(nameOrTitle);
    // A course of that name that does not load is said as such, not looked for by title.
    if (byName.course || byName.error.find("no such course") == std::string::npos) {
        if (byName.course || isCourseName(nameOrTitle)) {
            return byName;
        }
    }
    for (const std::string& name : names(1000)) {
        CourseLoad course = load(name);
        if (course.course && course.course->title == nameOrTitle) {
            return course;
        }
    }
    return {std::nullopt, "course '" + std::string(nameOrTitle) +
                              "': no course of that name or title on this server"};
}

CourseLoad CourseLibrary::loadHoles(std::string_view name, std::string title,
                                    const std::vector<fs::path>& files) const {
    LoadedCourse course{.name = std::string(name), .title = std::move(title), .holes = {}};
    const std::string shown(name);
    for (std::size_t i = 0; i < files.size(); ++i) {
        const std::string where = "course '" + shown + "': hole " + std::to_string(i + 1) + ": ";
        const std::optional<fs::path> folder = folderOf(files[i]);
        if (!folder) {
            return {std::nullopt, where + "lies outside the server's levels folders"};
        }
        std::optional<std::string> text = readSmallFile(files[i]);
        if (!text) {
            return {std::nullopt, where + "not a readable file of at most 1 MiB"};
        }
        std::error_code error;
        const std::string file =
            fs::weakly_canonical(files[i], error).lexically_relative(*folder).generic_string();
        LevelLoadResult level = parseLevel(*text, file);
        if (!level.level) {
            return {std::nullopt, where + (level.errors.empty() ? "broken" : level.errors[0])};
        }
        if (course.title.empty()) {
            course.title = level.level->name;
        }
        const std::uint64_t hash = levelHash(*level.level);
        course.holes.push_back({.file = file,
                                .text = std::move(*text),
                                .level = std::move(*level.level),
                                .hash = hash});
    }
    if (course.holes.empty()) {
        return {std::nullopt, "course '" + shown + "': no holes"};
    }
    return {std::move(course), ""};
}

} // namespace golf::online
