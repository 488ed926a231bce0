#include "Settings.hpp"

#include "golf/formats/atomic_file.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace golf::game {

namespace {

constexpr const char* formatName = "minigolf-settings/1";
/// A settings file is tiny; anything larger is not one.
constexpr std::uintmax_t maxBytes = 64 * 1024;

void readFlag(const nlohmann::json& json, const char* key, bool& flag) {
    if (json.contains(key) && json[key].is_boolean()) {
        flag = json[key].get<bool>();
    }
}

} // namespace

SettingsLoadResult loadSettings(const std::filesystem::path& file) {
    SettingsLoadResult result;
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        return result;
    }
    const std::string broken = file.string() + ": not a settings file; it will be replaced";
    // Only a regular file is read: a FIFO in its place would block the game.
    if (!std::filesystem::is_regular_file(file, error) ||
        std::filesystem::file_size(file, error) > maxBytes) {
        result.error = broken;
        return result;
    }
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    const nlohmann::json json = nlohmann::json::parse(text.str(), nullptr, false);
    if (json.is_discarded() || !json.is_object() || !json.contains("format") ||
        json["format"] != formatName) {
        result.error = broken;
        return result;
    }
    Settings& s = result.settings;
    if (json.contains("volume") && json["volume"].is_number()) {
        const double volume = json["volume"].get<double>();
        s.volume = std::isfinite(volume) ? std::clamp(volume, 0.0, 1.0) : s.volume;
    }
    readFlag(json, "muted", s.muted);
    readFlag(json, "ballCollisions", s.ballCollisions);
    readFlag(json, "bouncePreview", s.bouncePreview);
    readFlag(json, "ghost", s.ghost);
    return result;
}

std::string saveSettings(const std::filesystem::path& file, const Settings& settings) {
    const nlohmann::json json{{"format", formatName},
                              {"volume", settings.volume},
                              {"muted", settings.muted},
                              {"ballCollisions", settings.ballCollisions},
                              {"bouncePreview", settings.bouncePreview},
                              {"ghost", settings.ghost}};
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    return writeFileAtomically(file, json.dump(2) + "\n");
}

} // namespace golf::game
