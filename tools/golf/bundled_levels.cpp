#include "bundled_levels.hpp"

namespace golf::cli {

namespace {

/// GOLF_INSTALL_DATADIR (cmake/Install.cmake) relative to the prefix of the running executable,
/// so that an installation staged elsewhere (DESTDIR, --prefix) finds its own files; as given
/// when absolute.
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

std::filesystem::path bundledLevelsFolder() {
    std::error_code error;
    const std::filesystem::path source = std::filesystem::path(GOLF_SOURCE_DIR) / "levels";
    if (std::filesystem::is_directory(source, error)) {
        return source;
    }
    const std::filesystem::path installed = installedDataFolder();
    if (!installed.empty() && std::filesystem::is_directory(installed / "levels", error)) {
        return installed / "levels";
    }
    return {};
}

} // namespace golf::cli
