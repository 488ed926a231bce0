#include "Round.hpp"

#include "golf/formats/level_loader.hpp"

namespace golf::game {

bool isCourseFile(const std::filesystem::path& path) {
    // Only the "format" key, by the bounded reader of every level: broken JSON is left to the
    // level loader, whose messages say where the JSON breaks.
    return detectFileFormat(path).format == FileFormat::Course;
}

RoundLoadResult loadRound(const std::filesystem::path& path) {
    RoundLoadResult result;
    if (!isCourseFile(path)) {
        LevelLoadResult loaded = loadLevelFile(path);
        if (!loaded.level) {
            result.errors = std::move(loaded.errors);
            return result;
        }
        result.round = Round{.name = loaded.level->name, .path = path, .holes = {}};
        result.round->holes.push_back({path, std::move(*loaded.level)});
        return result;
    }
    CourseLoadResult course = loadCourseFile(path);
    if (!course.course) {
        result.errors = std::move(course.errors);
        return result;
    }
    Round round{.name = course.course->name, .path = path, .holes = {}};
    for (const std::filesystem::path& holePath : course.course->holes) {
        LevelLoadResult loaded = loadLevelFile(holePath);
        if (!loaded.level) {
            result.errors.insert(result.errors.end(), loaded.errors.begin(), loaded.errors.end());
            continue;
        }
        round.holes.push_back({holePath, std::move(*loaded.level)});
    }
    if (round.holes.empty() && result.errors.empty()) {
        result.errors.push_back(path.string() + ": the course has no holes");
    }
    if (result.errors.empty()) {
        result.round = std::move(round);
    }
    return result;
}

} // namespace golf::game
