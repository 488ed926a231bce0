#pragma once

/// \file
/// The player's settings, kept between runs in a small JSON file.

#include <filesystem>
#include <string>

namespace golf::game {

/// What the settings screen changes.
struct Settings {
    double volume = 0.8;        ///< sound volume, 0..1
    bool muted = false;         ///< no sound
    bool ballCollisions = true; ///< balls hit each other (the shot log's "ballCollisions")
    bool bouncePreview = false; ///< the aiming aid; a practice option: no best score with it
    bool ghost = false;         ///< show the path of your best round's shots on a hole
    std::string onlineServer;   ///< the last server played on ("HOST:PORT"); "" for none yet
    std::string onlineName;     ///< the name last used online; "" for none yet
};

/// Settings read from a file, and why it could not be read ("" if it was fine or missing).
struct SettingsLoadResult {
    Settings settings;
    std::string error;
};

/// Reads `file` ({"format": "minigolf-settings/1", ...}); a missing file gives the defaults,
/// a broken one the defaults and an error naming the file (it is replaced on the next save).
/// Unknown or ill-typed keys keep their defaults.
[[nodiscard]] SettingsLoadResult loadSettings(const std::filesystem::path& file);

/// Writes the settings atomically; returns an error message or "".
[[nodiscard]] std::string saveSettings(const std::filesystem::path& file, const Settings& settings);

} // namespace golf::game
