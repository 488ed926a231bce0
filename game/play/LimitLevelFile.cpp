#include "LimitLevelFile.hpp"

#include "ReplayRecorder.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_writer.hpp"

#include <algorithm>
#include <system_error>

namespace golf::game {

Level levelWithLimit(const Level& level, int maxStrokes) {
    Level limited = level;
    limited.maxStrokes = std::clamp(maxStrokes, 1, level.maxStrokes);
    return limited;
}

std::filesystem::path writeLimitLevel(const std::filesystem::path& replays, const Level& level,
                                      std::string& error) {
    const std::filesystem::path folder = replays / "limits";
    std::error_code made;
    std::filesystem::create_directories(folder, made);
    if (made) {
        error = folder.string() + ": " + made.message();
        return {};
    }
    const std::string slug = slugify(level.name);
    const std::filesystem::path file = folder / ((slug.empty() ? std::string("level") : slug) +
                                                 "-" + hashToHex(levelHash(level)) + ".json");
    error = writeLevelFile(file, level);
    return error.empty() ? file : std::filesystem::path();
}

} // namespace golf::game
