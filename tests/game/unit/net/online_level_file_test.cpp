// The level of an online hole written beside the local replays (docs/game.md, "Online"): it
// loads back to the level the server sent, with the same level hash (so the hole's shot log,
// recorded by the round screen, replays with `golf replay`), movers and all.

#include "OnlineLevelFile.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace golf::game {
namespace {

namespace fs = std::filesystem;

const char* const onlineLevelFileText = R"({ "format": "minigolf-level/3", "name": "Mill lane",
    "par": 3, "tiles": ["##########", "#S......O#", "#........#", "##########"],
    "movers": [{"kind": "blades", "pivot": {"x": 5, "y": 2}, "arms": 3, "length": 0.8,
                "width": 0.2, "period": 3.7, "phase": 12.5, "turn": "counterclockwise"}] })";

struct OnlineLevelFolder {
    fs::path folder =
        fs::temp_directory_path() / ("minigolf-online-level-" + std::to_string(getpid()));
    OnlineLevelFolder() { fs::remove_all(folder); }
    ~OnlineLevelFolder() { fs::remove_all(folder); }
};

TEST(OnlineLevelFile, LoadsBackToTheServersLevelAndHash) {
    const OnlineLevelFolder replays;
    const LevelLoadResult sent = parseLevel(onlineLevelFileText, "mill.json");
    ASSERT_TRUE(sent.level);
    std::string error;
    const fs::path file = writeOnlineLevel(replays.folder, "JW7TDN4C", 1, *sent.level, error);
    ASSERT_EQ(error, "");
    EXPECT_EQ(file, replays.folder / "online" / "JW7TDN4C-hole02.json");
    const LevelLoadResult back = loadLevelFile(file);
    ASSERT_TRUE(back.level) << (back.errors.empty() ? "" : back.errors[0]);
    EXPECT_EQ(levelHash(*back.level), levelHash(*sent.level));
    EXPECT_EQ(back.level->movers, sent.level->movers);
    // Written again (a rejoin to the same hole): the same file, still loading.
    EXPECT_EQ(writeOnlineLevel(replays.folder, "JW7TDN4C", 1, *sent.level, error), file);
}

TEST(OnlineLevelFile, AStrangeRoomCodeIsNotAFileName) {
    const OnlineLevelFolder replays;
    const LevelLoadResult sent = parseLevel(onlineLevelFileText, "mill.json");
    ASSERT_TRUE(sent.level);
    std::string error;
    EXPECT_EQ(writeOnlineLevel(replays.folder, "../../x", 0, *sent.level, error),
              replays.folder / "online" / "room-hole01.json");
    EXPECT_EQ(error, "");
}

TEST(OnlineLevelFile, AFolderThatCannotBeMadeIsSaid) {
    const OnlineLevelFolder replays;
    fs::create_directories(replays.folder);
    std::ofstream(replays.folder / "online") << "a file, not a folder";
    const LevelLoadResult sent = parseLevel(onlineLevelFileText, "mill.json");
    ASSERT_TRUE(sent.level);
    std::string error;
    EXPECT_EQ(writeOnlineLevel(replays.folder, "JW7TDN4C", 0, *sent.level, error), fs::path());
    EXPECT_NE(error.find("online"), std::string::npos) << error;
}

} // namespace
} // namespace golf::game
