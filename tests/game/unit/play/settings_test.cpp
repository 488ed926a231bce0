// Settings: defaults, a round trip through the file, broken files reported and replaced.

#include "Settings.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>

namespace golf::game {
namespace {

std::filesystem::path freshFolder(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() / ("minigolf-settings-" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

TEST(Settings, DefaultsWithoutAFile) {
    const SettingsLoadResult loaded = loadSettings(freshFolder("none") / "settings.json");
    EXPECT_EQ(loaded.error, "");
    EXPECT_TRUE(loaded.settings.ballCollisions);
    EXPECT_FALSE(loaded.settings.bouncePreview); // practice aid: off by default
    EXPECT_FALSE(loaded.settings.ghost);
    EXPECT_FALSE(loaded.settings.muted);
}

TEST(Settings, RoundTrip) {
    const auto file = freshFolder("trip") / "sub" / "settings.json";
    const Settings settings{.volume = 0.3,
                            .muted = true,
                            .ballCollisions = false,
                            .bouncePreview = true,
                            .ghost = true};
    ASSERT_EQ(saveSettings(file, settings), "");
    const SettingsLoadResult loaded = loadSettings(file);
    EXPECT_EQ(loaded.error, "");
    EXPECT_EQ(loaded.settings.volume, 0.3);
    EXPECT_TRUE(loaded.settings.muted);
    EXPECT_FALSE(loaded.settings.ballCollisions);
    EXPECT_TRUE(loaded.settings.bouncePreview);
    EXPECT_TRUE(loaded.settings.ghost);
}

TEST(Settings, BadValuesKeepTheDefaults) {
    const auto file = freshFolder("bad") / "settings.json";
    std::ofstream(file) << R"({"format": "minigolf-settings/1", "volume": 7, "muted": "yes",
                              "ballCollisions": false})";
    const SettingsLoadResult loaded = loadSettings(file);
    EXPECT_EQ(loaded.error, "");
    EXPECT_EQ(loaded.settings.volume, 1.0); // clamped
    EXPECT_FALSE(loaded.settings.muted);    // not a boolean: default
    EXPECT_FALSE(loaded.settings.ballCollisions);
}

TEST(Settings, BrokenFilesAndFifosAreReportedNotRead) {
    const auto folder = freshFolder("broken");
    std::ofstream(folder / "settings.json") << "{ nope";
    EXPECT_NE(loadSettings(folder / "settings.json").error.find("settings.json"),
              std::string::npos);
    ASSERT_EQ(mkfifo((folder / "fifo.json").c_str(), 0600), 0);
    const SettingsLoadResult fifo = loadSettings(folder / "fifo.json"); // must not block
    EXPECT_NE(fifo.error.find("fifo.json"), std::string::npos);
    EXPECT_TRUE(fifo.settings.ballCollisions);
}

} // namespace
} // namespace golf::game
