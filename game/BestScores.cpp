#include "BestScores.hpp"

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace golf::game {

namespace {

constexpr const char* formatName = "minigolf-best/1";

} // namespace

BestScores::BestScores(std::filesystem::path file) : file_(std::move(file)) {
    std::ifstream in(file_);
    if (!in) {
        return;
    }
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded() || !json.is_object() || json.value("format", "") != formatName ||
        !json.contains("holes") || !json["holes"].is_object()) {
        loadError_ = file_.string() + ": not a best-scores file; it will be replaced";
        return;
    }
    for (const auto& [name, value] : json["holes"].items()) {
        if (value.is_number_integer() && value.get<int>() > 0) {
            best_[name] = value.get<int>();
        }
    }
}

std::optional<int> BestScores::best(const Level& level) const {
    const auto found = best_.find(key(level));
    if (found == best_.end()) {
        return std::nullopt;
    }
    return found->second;
}

bool BestScores::offer(const Level& level, int strokes) {
    const std::string levelKey = key(level);
    const auto found = best_.find(levelKey);
    if (found != best_.end() && found->second <= strokes) {
        return false;
    }
    best_[levelKey] = strokes;
    return true;
}

std::string BestScores::save() const {
    nlohmann::json json{{"format", formatName}, {"holes", nlohmann::json::object()}};
    for (const auto& [name, strokes] : best_) {
        json["holes"][name] = strokes;
    }
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    std::filesystem::path temporary = file_;
    temporary += ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << json.dump(2) << '\n';
        out.flush();
        if (!out) {
            return temporary.string() + ": cannot write";
        }
    }
    std::filesystem::rename(temporary, file_, error);
    if (error) {
        return file_.string() + ": cannot replace: " + error.message();
    }
    return {};
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
