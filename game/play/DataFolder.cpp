#include "DataFolder.hpp"

#include <cstdlib>

namespace golf::game {

namespace {

/// An environment variable, or an empty path when it is unset or empty.
std::filesystem::path environmentPath(const char* name) {
    const char* value = std::getenv(name);
    return (value != nullptr && *value != '\0') ? std::filesystem::path(value)
                                                : std::filesystem::path();
}

} // namespace

std::filesystem::path userDataFolder() {
    if (const auto xdg = environmentPath("XDG_DATA_HOME"); !xdg.empty()) {
        return xdg / "minigolf";
    }
    if (const auto home = environmentPath("HOME"); !home.empty()) {
        return home / ".local" / "share" / "minigolf";
    }
    return "minigolf-data";
}

std::filesystem::path defaultCoursePath() {
    const std::filesystem::path bundled =
        std::filesystem::path(GOLF_SOURCE_DIR) / "levels" / "course-27.json";
    std::error_code error;
    if (std::filesystem::exists(bundled, error)) {
        return bundled;
    }
    return std::filesystem::path("levels") / "course-27.json";
}

std::filesystem::path fontPath() {
    return "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
}

} // namespace golf::game
