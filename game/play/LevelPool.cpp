#include "LevelPool.hpp"

#include "DataFolder.hpp"
#include "golf/formats/level_loader.hpp"

#include <algorithm>
#include <random>

namespace golf::game {

std::filesystem::path myLevelsFolder() {
    return userDataFolder() / "levels";
}

std::vector<std::filesystem::path> levelFilesIn(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (std::filesystem::recursive_directory_iterator it(folder, error), end; !error && it != end;
         it.increment(error)) {
        const std::filesystem::path& path = it->path();
        if (path.extension() == ".json" && it->is_regular_file(error) &&
            detectFileFormat(path).format == FileFormat::Level) {
            files.push_back(path);
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

RoundLoadResult myLevelsRound(const std::filesystem::path& folder) {
    RoundLoadResult result;
    Round round{.name = "My levels", .path = {}, .holes = {}};
    for (const std::filesystem::path& file : levelFilesIn(folder)) {
        LevelLoadResult loaded = loadLevelFile(file);
        if (!loaded.level) {
            result.errors.insert(result.errors.end(), loaded.errors.begin(), loaded.errors.end());
            continue;
        }
        round.holes.push_back({file, std::move(*loaded.level)});
    }
    if (round.holes.empty()) {
        result.errors.push_back(folder.string() + ": no level saved from the editor here");
        return result;
    }
    result.round = std::move(round);
    return result;
}

RoundLoadResult randomRound(std::vector<std::filesystem::path> pool, int holes,
                            std::uint64_t seed) {
    // Fisher-Yates with the generator's raw numbers: the same course for a seed on every
    // platform (std::uniform_int_distribution is left to the library).
    std::mt19937_64 random(seed);
    for (std::size_t i = pool.size(); i > 1; --i) {
        std::swap(pool[i - 1], pool[static_cast<std::size_t>(random() % i)]);
    }
    RoundLoadResult result;
    Round round{.name = {}, .path = {}, .holes = {}};
    for (const std::filesystem::path& file : pool) {
        if (static_cast<int>(round.holes.size()) >= holes) {
            break;
        }
        LevelLoadResult loaded = loadLevelFile(file);
        if (loaded.level) {
            round.holes.push_back({file, std::move(*loaded.level)});
        }
    }
    if (round.holes.empty()) {
        result.errors.emplace_back("no level to draw a random course from");
        return result;
    }
    round.name = "Random " + std::to_string(round.holes.size());
    result.round = std::move(round);
    return result;
}

} // namespace golf::game
