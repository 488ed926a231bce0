#include "ReplayRecorder.hpp"

#include "golf/core/level_hash.hpp"

#include <cctype>
#include <chrono>
#include <ctime>
#include <system_error>

namespace golf::game {

namespace {

/// Longest slug of a level name in a log's file name.
constexpr std::size_t maxSlugLength = 48;

} // namespace

std::string localTimestamp() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm local{};
    localtime_r(&now, &local);
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &local);
    return text;
}

namespace {

/// A file name in `folder` that does not exist yet: "stem.shots.json", "stem-2.shots.json", ...
std::filesystem::path freshName(const std::filesystem::path& folder, const std::string& stem) {
    std::error_code error;
    std::filesystem::path candidate = folder / (stem + ".shots.json");
    for (int n = 2; std::filesystem::exists(candidate, error); ++n) {
        candidate = folder / (stem + "-" + std::to_string(n) + ".shots.json");
    }
    return candidate;
}

} // namespace

std::string slugify(const std::string& name) {
    std::string slug;
    for (const char c : name) {
        if (slug.size() >= maxSlugLength) {
            break; // file names have a limit; a huge level name must not hit it
        }
        if (std::isalnum(static_cast<unsigned char>(c)) != 0) {
            slug += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!slug.empty() && slug.back() != '-') {
            slug += '-';
        }
    }
    while (!slug.empty() && slug.back() == '-') {
        slug.pop_back();
    }
    return slug.empty() ? "hole" : slug;
}

ReplayRecorder::ReplayRecorder(const std::filesystem::path& folder,
                               const std::filesystem::path& levelPath, int players, int holeNumber,
                               const Level& level, const std::vector<std::string>& names,
                               bool ballCollisions) {
    const std::string& levelName = level.name;
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    const std::filesystem::path absoluteFolder =
        std::filesystem::weakly_canonical(std::filesystem::absolute(folder, error), error);
    char hole[16];
    std::snprintf(hole, sizeof hole, "hole%02d", holeNumber);
    path_ = freshName(absoluteFolder, localTimestamp() + "-" + hole + "-" + slugify(levelName));
    // The SPEC wants the level path relative to the log's folder.
    const std::filesystem::path absoluteLevel =
        std::filesystem::weakly_canonical(std::filesystem::absolute(levelPath, error), error);
    std::filesystem::path relative = absoluteLevel.lexically_relative(absoluteFolder);
    log_.level = (relative.empty() ? absoluteLevel : relative).generic_string();
    log_.players = players;
    log_.levelHash = levelHash(level);
    log_.ballCollisions = ballCollisions;
    log_.format = clocked(level) ? 2 : 1;
    for (std::size_t i = 0; i < names.size() && static_cast<int>(i) < players; ++i) {
        log_.playerNames.push_back(
            playerNameProblem(names[i]).empty() ? names[i] : "Player " + std::to_string(i + 1));
    }
}

void ReplayRecorder::addSetup(const SetupBall& ball) {
    log_.setup.push_back(ball);
}

void ReplayRecorder::setRound(const CoursePlace& place, std::string roundId) {
    round_ = RoundPlace{place, std::move(roundId)};
}

std::string ReplayRecorder::setScores(std::vector<int> scores) {
    if (!round_ || !roundWritten_) {
        return {};
    }
    round_->scores = std::move(scores);
    return writeRoundFile(roundFileOf(path_), *round_);
}

std::string ReplayRecorder::addShot(const Shot& shot) {
    if (path_.empty()) {
        return {};
    }
    log_.shots.push_back(shot);
    std::string error = writeShotLogFile(path_, log_);
    if (error.empty() && round_ && !roundWritten_) {
        // Beside the log and only once it exists: a hole left without a shot leaves nothing.
        error = writeRoundFile(roundFileOf(path_), *round_);
        roundWritten_ = error.empty();
    }
    return error;
}

} // namespace golf::game
