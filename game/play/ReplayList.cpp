#include "ReplayList.hpp"

#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <optional>

namespace golf::game {

namespace {

/// Finds which course holds levels, looking in a level's folder and the one above; caches
/// every course file read.
class CourseFinder {
  public:
    [[nodiscard]] std::optional<CoursePlace> find(const std::filesystem::path& level) {
        std::error_code error;
        const std::filesystem::path folder = level.parent_path();
        for (const std::filesystem::path& place : {folder, folder.parent_path()}) {
            for (const auto& entry : std::filesystem::directory_iterator(place, error)) {
                if (entry.path().extension() != ".json" || !entry.is_regular_file(error)) {
                    continue;
                }
                const Course* course = load(entry.path());
                if (course == nullptr) {
                    continue;
                }
                for (std::size_t i = 0; i < course->holes.size(); ++i) {
                    if (std::filesystem::equivalent(course->holes[i], level, error)) {
                        return CoursePlace{course->name, static_cast<int>(i) + 1,
                                           static_cast<int>(course->holes.size())};
                    }
                }
            }
        }
        return std::nullopt;
    }

  private:
    const Course* load(const std::filesystem::path& file) {
        const auto found = courses_.find(file);
        if (found != courses_.end()) {
            return found->second ? &*found->second : nullptr;
        }
        std::optional<Course> course;
        if (detectFileFormat(file).format == FileFormat::Course) {
            course = loadCourseFile(file).course;
        }
        const auto added = courses_.emplace(file, std::move(course)).first;
        return added->second ? &*added->second : nullptr;
    }
    std::map<std::filesystem::path, std::optional<Course>> courses_;
};

std::string localTime(std::filesystem::file_time_type time) {
    const auto system = std::chrono::time_point_cast<std::chrono::system_clock::duration>(
        time - std::filesystem::file_time_type::clock::now() + std::chrono::system_clock::now());
    const std::time_t seconds = std::chrono::system_clock::to_time_t(system);
    std::tm local{};
    localtime_r(&seconds, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
    return text;
}

std::string playersText(const ShotLog& log) {
    std::string text;
    for (const std::string& name : log.playerNames) {
        text += (text.empty() ? "" : ", ") + name;
    }
    if (text.empty()) {
        text = std::to_string(log.players) + (log.players == 1 ? " player" : " players");
    }
    return text;
}

void describe(ReplayEntry& entry, CourseFinder& courses) {
    ShotLogLoadResult loaded = loadShotLogFile(entry.file);
    if (!loaded.log) {
        entry.readable = false;
        entry.problem = loaded.errors.empty() ? "cannot be read" : loaded.errors.front();
        entry.level = entry.file.filename().string();
        return;
    }
    const ShotLog& log = *loaded.log;
    entry.players = playersText(log);
    entry.shots = static_cast<int>(log.shots.size());
    const std::filesystem::path level = entry.file.parent_path() / log.level;
    LevelLoadResult levelFile = loadLevelFile(level);
    entry.level = levelFile.level ? levelFile.level->name : level.filename().string();
    if (const std::optional<CoursePlace> place = courses.find(level)) {
        entry.course = place->course;
        entry.hole = place->hole;
    }
}

} // namespace

std::optional<CoursePlace> coursePlaceOf(const std::filesystem::path& level) {
    CourseFinder finder;
    return finder.find(level);
}

std::vector<ReplayEntry> listReplays(const std::filesystem::path& folder, std::size_t limit) {
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        const std::string name = entry.path().filename().string();
        if (name.ends_with(".shots.json") && entry.is_regular_file(error)) {
            files.emplace_back(entry.last_write_time(error), entry.path());
        }
    }
    // Newest first; the same time falls back to the name (which starts with the date).
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second > b.second;
    });
    files.resize(std::min(files.size(), limit));
    std::vector<ReplayEntry> entries;
    CourseFinder courses;
    for (const auto& [time, file] : files) {
        ReplayEntry entry;
        entry.file = file;
        entry.when = localTime(time);
        describe(entry, courses);
        entries.push_back(std::move(entry));
    }
    return entries;
}

} // namespace golf::game
