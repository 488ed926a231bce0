#include "OnlineLevelFile.hpp"

#include "golf/formats/level_writer.hpp"

#include <cstdio>
#include <system_error>

namespace golf::game {

std::filesystem::path writeOnlineLevel(const std::filesystem::path& replays,
                                       const std::string& room, int hole, const Level& level,
                                       std::string& error) {
    const std::filesystem::path folder = replays / "online";
    std::error_code made;
    std::filesystem::create_directories(folder, made);
    if (made) {
        error = folder.string() + ": " + made.message();
        return {};
    }
    char name[32];
    std::snprintf(name, sizeof name, "-hole%02d.json", hole + 1);
    // Room codes are 8 capitals and digits (RandomSource::isRoomCode), safe in a file name;
    // anything else the server might send is not used as one.
    const bool safe =
        !room.empty() && room.size() <= 16 &&
        room.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == std::string::npos;
    const std::filesystem::path file = folder / ((safe ? room : std::string("room")) + name);
    error = writeLevelFile(file, level);
    return error.empty() ? file : std::filesystem::path();
}

} // namespace golf::game
