// Placeholder until the level loader lands (issue 3).
#include "golf/level_loader.hpp"

namespace golf {

LevelLoadResult parseLevel(std::string_view, const std::string& sourceName) {
    return {std::nullopt, {sourceName + ": the level loader is not written yet"}};
}

LevelLoadResult loadLevelFile(const std::filesystem::path& path) {
    return parseLevel({}, path.string());
}

CourseLoadResult loadCourseFile(const std::filesystem::path& path) {
    return {std::nullopt, {path.string() + ": the course loader is not written yet"}};
}

} // namespace golf
