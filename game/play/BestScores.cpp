#include "BestScores.hpp"

#include "golf/formats/atomic_file.hpp"

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace golf::game {

namespace {

/// The format written: each hole's record is {"strokes": N, "holder": "name"}.
constexpr const char* formatName = "minigolf-best/2";
/// The older format, still read: each hole's record is a bare number of strokes.
constexpr const char* oldFormatName = "minigolf-best/1";

/// A record as read from the file (either format); nothing if it is not a valid one.
std::optional<BestScore> readRecord(const nlohmann::json& value) {
    if (value.is_number_integer() && value.get<long long>() > 0 &&
        value.get<long long>() < 1000000) {
        return BestScore{static_cast<int>(value.get<long long>()), ""};
    }
    if (!value.is_object() || !value.contains("strokes")) {
        return std::nullopt;
    }
    std::optional<BestScore> record = readRecord(value["strokes"]);
    if (record && value.contains("holder") && value["holder"].is_string()) {
        record->holder = value["holder"].get<std::string>();
    }
    return record;
}

} // namespace

BestScores::BestScores(std::filesystem::path file) : file_(std::move(file)) {
    std::error_code error;
    if (!std::filesystem::exists(file_, error)) {
        return;
    }
    // A FIFO or a folder in its place would block or fail the read: report and replace it.
    std::ifstream in;
    if (std::filesystem::is_regular_file(file_, error)) {
        in.open(file_);
    }
    if (!in) {
        loadError_ = file_.string() + ": not a readable file; it will be replaced";
        return;
    }
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
    const bool known = json.is_object() && json.contains("format") && json["format"].is_string() &&
                       (json["format"] == formatName || json["format"] == oldFormatName);
    if (json.is_discarded() || !known || !json.contains("holes") || !json["holes"].is_object()) {
        loadError_ = file_.string() + ": not a best-scores file; it will be replaced";
        return;
    }
    for (const auto& [name, value] : json["holes"].items()) {
        if (const std::optional<BestScore> record = readRecord(value)) {
            best_[name] = *record;
        }
    }
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

std::string BestScores::save() const {
    nlohmann::json json{{"format", formatName}, {"holes", nlohmann::json::object()}};
    for (const auto& [name, record] : best_) {
        json["holes"][name] = {{"strokes", record.strokes}, {"holder", record.holder}};
    }
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    // Names come from the keyboard: replace broken UTF-8 rather than throw.
    const std::string text = json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    return writeFileAtomically(file_, text + "\n");
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
