// Placeholder until the shot-log loader lands (issue 5).
#include "golf/shot_log.hpp"

namespace golf {

ShotLogLoadResult loadShotLogFile(const std::filesystem::path& path) {
    return {std::nullopt, {path.string() + ": the shot-log loader is not written yet"}};
}

std::string writeShotLogFile(const std::filesystem::path& path, const ShotLog&) {
    return path.string() + ": the shot-log writer is not written yet";
}

} // namespace golf
