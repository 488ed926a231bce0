#include "BestScores.hpp"

#include "golf/formats/json_document.hpp"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fcntl.h>
#include <sys/file.h>
#include <thread>
#include <unistd.h>

namespace golf::game {

namespace {

/// The format written: each hole's record is {"strokes": N, "holder": "name"}.
constexpr const char* bestFormat = "minigolf-best/2";
/// The older format, still read: each hole's record is a bare number of strokes.
constexpr const char* oldFormatName = "minigolf-best/1";
/// One record for every level ever holed: room for a million of them (about 70 bytes each).
constexpr JsonLimits bestLimits{
    .maxBytes = 64 * 1024 * 1024, .maxValues = 4'000'000, .maxObjectKeys = 1'000'000};

/// A record as read from the file (either format); nothing if it is not a valid one.
std::optional<BestScore> readRecord(const JsonPlace& place) {
    if (const JsonResult<std::int64_t> strokes = place.integer(1, 999'999); strokes.value) {
        return BestScore{static_cast<int>(*strokes.value), ""};
    }
    const JsonPlace strokes = place["strokes"];
    if (!strokes.present()) {
        return std::nullopt;
    }
    std::optional<BestScore> record = readRecord(strokes);
    if (const JsonResult<std::string> holder = place["holder"].string(); record && holder.value) {
        record->holder = *holder.value;
    }
    return record;
}

/// The records of the file at `path` (none if it is missing); why it is not a best-scores
/// file in `error`. A FIFO or a folder in its place would block or fail the read: reported.
std::map<std::string, BestScore> readRecords(const std::filesystem::path& path,
                                             std::string& error) {
    std::map<std::string, BestScore> records;
    const JsonDocumentRead read = readJsonDocument(path, bestLimits);
    if (read.missing) {
        return records;
    }
    std::string problem = read.error;
    if (read.document) {
        const JsonPlace top = read.document->place();
        problem = top["format"].expectOneOf({bestFormat, oldFormatName});
        problem = problem.empty() ? top["holes"].expectObject() : problem;
    }
    if (!problem.empty()) {
        error = problem + "; not a best-scores file, it will be replaced";
        return records;
    }
    // Records that are not valid are dropped (the next save leaves them out).
    for (const JsonPlace& hole : read.document->place()["holes"].members()) {
        if (const std::optional<BestScore> record = readRecord(hole)) {
            records[hole.key()] = *record;
        }
    }
    return records;
}

/// An exclusive lock of a file beside the best scores while it is alive; none if the lock
/// file cannot be made or another holder keeps it longer than the wait.
class FileLock {
  public:
    explicit FileLock(const std::filesystem::path& path)
        : fd_(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0666)) {
        constexpr int tries = 200; // 10 ms apart: about 2 s
        for (int i = 0; fd_ >= 0 && i < tries; ++i) {
            if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) {
                locked_ = true;
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;
    ~FileLock() {
        if (locked_) {
            ::flock(fd_, LOCK_UN);
        }
        if (fd_ >= 0) {
            ::close(fd_);
        }
    }

  private:
    int fd_;
    bool locked_ = false;
};

} // namespace

BestScores::BestScores(std::filesystem::path file) : file_(std::move(file)) {
    best_ = readRecords(file_, loadError_);
}

std::optional<BestScore> bestOfHole(const std::vector<bool>& holed, const std::vector<int>& strokes,
                                    const std::vector<std::string>& names) {
    std::optional<BestScore> best;
    for (std::size_t i = 0; i < holed.size(); ++i) {
        if (!holed[i]) {
            continue;
        }
        if (!best || strokes[i] < best->strokes) {
            best = BestScore{strokes[i], names[i]};
        } else if (strokes[i] == best->strokes) {
            best->holder += " and " + names[i];
        }
    }
    return best;
}

std::optional<int> BestScores::best(const Level& level) const {
    if (const std::optional<BestScore> found = record(level)) {
        return found->strokes;
    }
    return std::nullopt;
}

std::optional<BestScore> BestScores::record(const Level& level) const {
    const auto found = best_.find(key(level));
    if (found == best_.end()) {
        return std::nullopt;
    }
    return found->second;
}

bool BestScores::offer(const Level& level, int strokes, const std::string& holder) {
    const std::string levelKey = key(level);
    const auto found = best_.find(levelKey);
    if (found != best_.end() && found->second.strokes <= strokes) {
        return false;
    }
    best_[levelKey] = BestScore{strokes, holder};
    return true;
}

std::string BestScores::save() {
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    const FileLock lock(std::filesystem::path(file_) += ".lock");
    std::string ignored; // a broken file is replaced, as at start-up
    for (const auto& [name, theirs] : readRecords(file_, ignored)) {
        const auto ours = best_.find(name);
        if (ours == best_.end() || theirs.strokes <= ours->second.strokes) {
            best_[name] = theirs;
        }
    }
    std::vector<JsonMember> holes;
    holes.reserve(best_.size());
    for (const auto& [name, record] : best_) {
        holes.push_back(
            {name, JsonValue::object({{"strokes", record.strokes}, {"holder", record.holder}})});
    }
    // Names come from the keyboard: broken UTF-8 is replaced rather than refused.
    return writeJsonDocument(file_,
                             JsonValue::object({{"format", bestFormat},
                                                {"holes", JsonValue::object(std::move(holes))}}));
}

std::string BestScores::key(const Level& level) {
    // FNV-1a over what decides the score: tiles, tee, cup and size.
    std::uint64_t hash = 0xcbf29ce484222325ull;
    const auto add = [&hash](std::uint64_t value) {
        for (int i = 0; i < 8; ++i) {
            hash ^= (value >> (8 * i)) & 0xffu;
            hash *= 0x100000001b3ull;
        }
    };
    add(static_cast<std::uint64_t>(level.width));
    add(static_cast<std::uint64_t>(level.height));
    for (const Tile tile : level.tiles) {
        add(static_cast<std::uint64_t>(tile));
    }
    add(static_cast<std::uint64_t>(level.tee.x * 1024));
    add(static_cast<std::uint64_t>(level.tee.y * 1024));
    add(static_cast<std::uint64_t>(level.cup.x * 1024));
    add(static_cast<std::uint64_t>(level.cup.y * 1024));
    char text[24];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return level.name + " #" + text;
}

} // namespace golf::game
