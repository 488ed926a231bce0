#include "Settings.hpp"

#include "golf/formats/json_document.hpp"

#include <algorithm>
#include <cmath>

namespace golf::game {

namespace {

constexpr const char* settingsFormat = "minigolf-settings/1";
/// A settings file is tiny; anything larger is not one.
constexpr JsonLimits settingsLimits{.maxBytes = 64 * 1024, .maxValues = 1000, .maxObjectKeys = 100};

void readFlag(const JsonPlace& top, const char* key, bool& flag) {
    if (const JsonResult<bool> value = top[key].boolean(); value.value) {
        flag = *value.value;
    }
}

/// A short text (an address, a name); a long one is not the game's and keeps the default.
void readText(const JsonPlace& top, const char* key, std::string& text) {
    if (JsonResult<std::string> value = top[key].string();
        value.value && value.value->size() <= 200) {
        text = std::move(*value.value);
    }
}

} // namespace

SettingsLoadResult loadSettings(const std::filesystem::path& file) {
    SettingsLoadResult result;
    // Only a regular file is read: a FIFO in its place would block the game.
    const JsonDocumentRead read = readJsonDocument(file, settingsLimits);
    if (read.missing) {
        return result;
    }
    const std::string problem =
        read.document ? read.document->place()["format"].expectOneOf({settingsFormat}) : read.error;
    if (!problem.empty()) {
        result.error = problem + "; not a settings file, it will be replaced";
        return result;
    }
    // Ill-typed values keep their defaults: the file is rewritten whole on the next save.
    const JsonPlace top = read.document->place();
    Settings& s = result.settings;
    if (const JsonResult<double> volume = top["volume"].number(); volume.value) {
        s.volume = std::isfinite(*volume.value) ? std::clamp(*volume.value, 0.0, 1.0) : s.volume;
    }
    readFlag(top, "muted", s.muted);
    readFlag(top, "ballCollisions", s.ballCollisions);
    readFlag(top, "bouncePreview", s.bouncePreview);
    readFlag(top, "ghost", s.ghost);
    readText(top, "onlineServer", s.onlineServer);
    readText(top, "onlineName", s.onlineName);
    return result;
}

std::string saveSettings(const std::filesystem::path& file, const Settings& settings) {
    JsonValue json = JsonValue::object({{"format", settingsFormat},
                                        {"volume", settings.volume},
                                        {"muted", settings.muted},
                                        {"ballCollisions", settings.ballCollisions},
                                        {"bouncePreview", settings.bouncePreview},
                                        {"ghost", settings.ghost}});
    // Written once played online, so that a file of before keeps its bytes.
    if (!settings.onlineServer.empty()) {
        json.set("onlineServer", settings.onlineServer);
    }
    if (!settings.onlineName.empty()) {
        json.set("onlineName", settings.onlineName);
    }
    std::error_code error;
    std::filesystem::create_directories(file.parent_path(), error);
    return writeJsonDocument(file, json);
}

} // namespace golf::game
