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

/// The installed data folder (share/minigolf): GOLF_INSTALL_DATADIR, which cmake/Install.cmake
/// gives relative to the install prefix, is taken from the prefix the running executable is in
/// (bin/..), so that an installation staged elsewhere (DESTDIR, --prefix) finds its own files.
std::filesystem::path installedDataFolder() {
    const std::filesystem::path folder(GOLF_INSTALL_DATADIR);
    if (folder.is_absolute()) {
        return folder;
    }
    std::error_code error;
    const std::filesystem::path executable = std::filesystem::read_symlink("/proc/self/exe", error);
    return error ? std::filesystem::path() : executable.parent_path().parent_path() / folder;
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
    if (const std::filesystem::path folder = installedDataFolder(); !folder.empty()) {
        const std::filesystem::path installed = folder / "levels" / "course-27.json";
        if (std::filesystem::exists(installed, error)) {
            return installed;
        }
    }
    return std::filesystem::path("levels") / "course-27.json";
}

std::filesystem::path fontPath() {
    return "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
}

} // namespace golf::game
