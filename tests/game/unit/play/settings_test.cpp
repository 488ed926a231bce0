// Settings: defaults, a round trip through the file, broken files reported and replaced.

#include "Settings.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <sys/stat.h>

namespace golf::game {
namespace {

std::filesystem::path settingsFreshFolder(const std::string& name) {
    const auto folder = std::filesystem::temp_directory_path() / ("minigolf-settings-" + name);
    std::filesystem::remove_all(folder);
    std::filesystem::create_directories(folder);
    return folder;
}

TEST(Settings, DefaultsWithoutAFile) {
    const SettingsLoadResult loaded = loadSettings(settingsFreshFolder("none") / "settings.json");
    EXPECT_EQ(loaded.error, "");
    EXPECT_TRUE(loaded.settings.ballCollisions);
    EXPECT_FALSE(loaded.settings.bouncePreview); // practice aid: off by default
    EXPECT_FALSE(loaded.settings.ghost);
    EXPECT_FALSE(loaded.settings.muted);
}

TEST(Settings, RoundTrip) {
    const auto file = settingsFreshFolder("trip") / "sub" / "settings.json";
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

TEST(Settings, TheLastServerAndNameOnlineRoundTrip) {
    const auto file = settingsFreshFolder("online") / "settings.json";
    Settings settings;
    settings.onlineServer = "192.168.1.20:8080";
    settings.onlineName = "Zo\u00eb";
    ASSERT_EQ(saveSettings(file, settings), "");
    const SettingsLoadResult loaded = loadSettings(file);
    EXPECT_EQ(loaded.settings.onlineServer, "192.168.1.20:8080");
    EXPECT_EQ(loaded.settings.onlineName, "Zo\u00eb");
    // Not a short text: the default (nothing) stays.
    std::ofstream(file)
        << R"({"format": "minigolf-settings/1", "onlineServer": 8080, "onlineName": ")"
        << std::string(201, 'a') << "\"}";
    const SettingsLoadResult bad = loadSettings(file);
    EXPECT_EQ(bad.error, "");
    EXPECT_EQ(bad.settings.onlineServer, "");
    EXPECT_EQ(bad.settings.onlineName, "");
}

TEST(Settings, BadValuesKeepTheDefaults) {
    const auto file = settingsFreshFolder("bad") / "settings.json";
    std::ofstream(file) << R"({"format": "minigolf-settings/1", "volume": 7, "muted": "yes",
                              "ballCollisions": false})";
    const SettingsLoadResult loaded = loadSettings(file);
    EXPECT_EQ(loaded.error, "");
    EXPECT_EQ(loaded.settings.volume, 1.0); // clamped
    EXPECT_FALSE(loaded.settings.muted);    // not a boolean: default
    EXPECT_FALSE(loaded.settings.ballCollisions);
}

TEST(Settings, BrokenFilesAndFifosAreReportedNotRead) {
    const auto folder = settingsFreshFolder("broken");
    std::ofstream(folder / "settings.json") << "{ nope";
    EXPECT_NE(loadSettings(folder / "settings.json").error.find("settings.json"),
              std::string::npos);
    ASSERT_EQ(mkfifo((folder / "fifo.json").c_str(), 0600), 0);
    const SettingsLoadResult fifo = loadSettings(folder / "fifo.json"); // must not block
    EXPECT_NE(fifo.error.find("fifo.json"), std::string::npos);
    EXPECT_TRUE(fifo.settings.ballCollisions);
}

TEST(Settings, BrokenFilesAreReportedWhereTheyBreak) {
    const auto folder = settingsFreshFolder("located");
    std::ofstream(folder / "syntax.json") << "{\n  \"volume\" 0.5 }";
    // Line 2, column 12: the 0 where a colon belongs.
    EXPECT_EQ(loadSettings(folder / "syntax.json")
                  .error.rfind((folder / "syntax.json").string() + ":2:12: ", 0),
              0u)
        << loadSettings(folder / "syntax.json").error;
    std::ofstream(folder / "other.json") << R"({"format": "minigolf-best/2", "volume": 0.2})";
    const SettingsLoadResult other = loadSettings(folder / "other.json");
    EXPECT_EQ(other.error, (folder / "other.json").string() +
                               ": format: 'minigolf-best/2' is not supported (expected "
                               "'minigolf-settings/1'); not a settings file, it will be replaced");
    EXPECT_EQ(other.settings.volume, 0.8); // the defaults, not the broken file's values
    std::ofstream(folder / "big.json")
        << R"({"format": "minigolf-settings/1", "pad": ")" << std::string(64 * 1024, 'x') << "\"}";
    EXPECT_NE(loadSettings(folder / "big.json").error.find("larger than 64 KiB"),
              std::string::npos);
    std::ofstream(folder / "array.json") << "[]";
    EXPECT_NE(loadSettings(folder / "array.json").error.find("the top level: must be an object"),
              std::string::npos);
}

TEST(Settings, WrittenOnOneReadableLine) {
    const auto file = settingsFreshFolder("layout") / "settings.json";
    ASSERT_EQ(saveSettings(file, Settings{.volume = 0.5, .muted = true}), "");
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(text, "{ \"format\": \"minigolf-settings/1\", \"volume\": 0.5, \"muted\": true, "
                    "\"ballCollisions\": true, \"bouncePreview\": false, \"ghost\": false }\n");
}

} // namespace
} // namespace golf::game
