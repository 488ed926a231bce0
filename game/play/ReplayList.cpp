#include "ReplayList.hpp"

#include "golf/formats/json_document.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <optional>

namespace golf::game {

namespace {

constexpr const char* roundFormat = "minigolf-round-hole/1";
/// A round file is a few lines; anything bigger is not one.
constexpr JsonLimits roundLimits{.maxBytes = 4 * 1024, .maxValues = 100, .maxObjectKeys = 20};

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
    for (int i = 0; i < log.players; ++i) {
        const auto index = static_cast<std::size_t>(i);
        entry.names.push_back(index < log.playerNames.size() ? log.playerNames[index]
                                                             : "Player " + std::to_string(i + 1));
    }
    entry.shots = static_cast<int>(log.shots.size());
    const std::filesystem::path level = entry.file.parent_path() / log.level;
    LevelLoadResult levelFile = loadLevelFile(level);
    entry.level = levelFile.level ? levelFile.level->name : level.filename().string();
    std::optional<CoursePlace> place;
    if (const std::optional<RoundPlace> round = readRoundFile(roundFileOf(entry.file))) {
        place = round->place;
        entry.round = round->round;
        if (round->scores.size() == entry.names.size()) {
            entry.scores = round->scores;
        }
    } else {
        place = courses.find(level);
    }
    if (place) {
        entry.course = place->course;
        entry.hole = place->hole;
        entry.holes = place->holes;
    }
}

} // namespace

std::filesystem::path roundFileOf(const std::filesystem::path& log) {
    std::string name = log.filename().string();
    const std::string suffix = ".shots.json";
    if (name.ends_with(suffix)) {
        name.resize(name.size() - suffix.size());
    }
    return log.parent_path() / (name + ".round.json");
}

std::string writeRoundFile(const std::filesystem::path& file, const RoundPlace& round) {
    std::vector<JsonMember> members{{"format", roundFormat},
                                    {"course", round.place.course},
                                    {"hole", round.place.hole},
                                    {"holes", round.place.holes},
                                    {"round", round.round}};
    if (!round.scores.empty()) {
        std::vector<JsonValue> scores(round.scores.begin(), round.scores.end());
        members.push_back({"scores", JsonValue::array(std::move(scores))});
    }
    const JsonValue json = JsonValue::object(std::move(members));
    return writeJsonDocument(file, json);
}

std::optional<RoundPlace> readRoundFile(const std::filesystem::path& file) {
    const JsonDocumentRead read = readJsonDocument(file, roundLimits);
    if (!read.document || !read.document->place()["format"].expectOneOf({roundFormat}).empty()) {
        return std::nullopt;
    }
    const JsonPlace top = read.document->place();
    const JsonResult<std::string> course = top["course"].string();
    const JsonResult<std::int64_t> holes = top["holes"].integer(1, 1000);
    const JsonResult<std::string> round = top["round"].string();
    if (!course.value || !holes.value || !round.value) {
        return std::nullopt;
    }
    const JsonResult<std::int64_t> hole = top["hole"].integer(1, *holes.value);
    if (!hole.value) {
        return std::nullopt;
    }
    RoundPlace place{{*course.value, static_cast<int>(*hole.value), static_cast<int>(*holes.value)},
                     *round.value,
                     {}};
    const std::vector<JsonPlace> scores = top["scores"].elements();
    for (const JsonPlace& score : scores) {
        const JsonResult<std::int64_t> value = score.integer(0, 1000);
        if (!value.value || scores.size() > 8) {
            place.scores.clear();
            break;
        }
        place.scores.push_back(static_cast<int>(*value.value));
    }
    return place;
}

std::optional<CoursePlace> placeOfLog(const std::filesystem::path& log,
                                      const std::filesystem::path& level) {
    if (const std::optional<RoundPlace> round = readRoundFile(roundFileOf(log))) {
        return round->place;
    }
    return coursePlaceOf(level);
}

std::string holePlaceText(const ReplayEntry& entry) {
    if (entry.hole <= 0) {
        return {};
    }
    std::string text = "hole " + std::to_string(entry.hole);
    if (entry.holes > 0) {
        text += "/" + std::to_string(entry.holes);
    }
    return text;
}

std::string placeText(const ReplayEntry& entry) {
    const std::string hole = holePlaceText(entry);
    if (entry.course.empty() || hole.empty()) {
        return entry.course + hole;
    }
    return entry.course + "  \u00b7  " + hole;
}

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
