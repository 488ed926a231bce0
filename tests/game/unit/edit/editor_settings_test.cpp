// Tests of the editor's side panel model (LevelSettings): the stroke limit, radii and physics
// keys stepped, typed and reset within the loader's limits, each change one undo step, and
// the level file written with exactly the keys that differ from the defaults.

#include "LevelSettings.hpp"
#include "fixture_physics_table.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>
#include <string>
#include <string_view>
#include <vector>

namespace golf::game {
namespace {

Level editorSettingsBox() {
    return test::makeLevel({"######", "#S...#", "#...O#", "######"}, "Box");
}

/// The index of the setting with level-file key `key`.
std::size_t settingIndex(std::string_view key) {
    const auto all = levelSettings();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i].key == key) {
            return i;
        }
    }
    ADD_FAILURE() << "no setting " << key;
    return 0;
}

TEST(EditorSettings, EverySettingReadsItsDefaultAndRoundTrips) {
    const Level defaults;
    const auto all = levelSettings();
    EXPECT_EQ(all.size(), 14u); // maxStrokes, two radii, the eleven physics keys
    for (std::size_t i = 0; i < all.size(); ++i) {
        LevelEdit edit(editorSettingsBox());
        const double before = all[i].get(edit.level());
        EXPECT_EQ(before, all[i].get(defaults)) << all[i].key;
        ASSERT_EQ(stepSetting(edit, i, -1), "") << all[i].key;
        EXPECT_LT(all[i].get(edit.level()), before) << all[i].key;
        // The file written holds the changed key and loads back to the same value.
        const LevelLoadResult back = parseLevel(levelToJson(edit.level()), "box.json");
        ASSERT_TRUE(back.level.has_value()) << all[i].key << ": " << back.errors.front();
        EXPECT_EQ(all[i].get(*back.level), all[i].get(edit.level())) << all[i].key;
        const std::string key(all[i].key);
        const std::string leaf = key.substr(key.find('.') + 1);
        EXPECT_NE(levelToJson(edit.level()).find('"' + leaf + '"'), std::string::npos) << key;
        EXPECT_TRUE(edit.undo());
        EXPECT_FALSE(edit.modified());
    }
}

TEST(EditorSettings, StepsAreRoundAndStopAtTheLoadersLimits) {
    LevelEdit edit(editorSettingsBox());
    const std::size_t wall = settingIndex("physics.wallRestitution");
    EXPECT_EQ(stepSetting(edit, wall, 1), "");
    EXPECT_EQ(edit.level().physics.wallRestitution, 0.85); // not 0.8500000000000001
    EXPECT_EQ(stepSetting(edit, wall, 3), "");
    EXPECT_EQ(edit.level().physics.wallRestitution, 1.0);
    EXPECT_EQ(stepSetting(edit, wall, 1), "physics.wallRestitution: 1.05 is outside [0, 1]");
    EXPECT_EQ(edit.level().physics.wallRestitution, 1.0);
    EXPECT_EQ(edit.undoDepth(), 2u);

    const std::size_t strokes = settingIndex("maxStrokes");
    EXPECT_EQ(changeSetting(edit, strokes, 100), "");
    EXPECT_EQ(edit.level().maxStrokes, 100);
    EXPECT_NE(stepSetting(edit, strokes, 1), "");
    EXPECT_EQ(changeSetting(edit, strokes, 2.5), "maxStrokes: a whole number");
    EXPECT_NE(changeSetting(edit, strokes, 0), "");
    EXPECT_EQ(edit.level().maxStrokes, 100);

    const std::size_t speed = settingIndex("physics.maxShotSpeed");
    EXPECT_NE(changeSetting(edit, speed, 0), ""); // the loader wants more than 0
    EXPECT_EQ(changeSetting(edit, speed, 1000), "");
    EXPECT_NE(changeSetting(edit, speed, 1000.5), "");
}

TEST(EditorSettings, ALevelBreakingValueIsRefusedWithTheLoadersWords) {
    LevelEdit edit(editorSettingsBox());
    // A cup of radius 0.6 no longer fits on the floor around its tile.
    const std::string refused = changeSetting(edit, settingIndex("cup.radius"), 0.6);
    EXPECT_NE(refused.find("cup"), std::string::npos) << refused;
    EXPECT_EQ(edit.level().cupRadius, 0.3);
    EXPECT_FALSE(edit.modified());
    // A problem the level had already does not block the settings.
    EXPECT_TRUE(edit.paint(3, 1, Tile::Block));
    Level broken = edit.level();
    broken.tiles[2 * 6 + 4] = Tile::Block;
    LevelEdit brokenEdit(broken);
    EXPECT_EQ(changeSetting(brokenEdit, settingIndex("physics.tickRate"), 240), "");
    EXPECT_EQ(brokenEdit.level().physics.tickRate, 240);
}

TEST(EditorSettings, ResetGoesBackToTheDefaultAndFormatTwoKeysNeedFormatTwo) {
    LevelEdit edit(editorSettingsBox());
    const std::size_t sand = settingIndex("physics.sandDeceleration");
    EXPECT_EQ(changeSetting(edit, sand, 12), "");
    EXPECT_TRUE(edit.level().usesFormat2()); // so the writer writes format 2
    EXPECT_NE(levelToJson(edit.level()).find("minigolf-level/2"), std::string::npos);
    EXPECT_EQ(resetSetting(edit, sand), "");
    EXPECT_EQ(edit.level().physics.sandDeceleration, 9.0);
    EXPECT_FALSE(edit.modified());
    EXPECT_EQ(edit.undoDepth(), 2u);
}

TEST(EditorSettings, APhysicsRowAddedToTheTableIsOfferedWithItsUnitStepAndDefault) {
    // The project's table with a fixture row "windDrag" (tests/support), as
    // tests/engine/physics_table_test.cpp gives it to the loader, the writer and the hash.
    const std::vector<PhysicsParameter> table = golf::test::fixturePhysicsTable();
    const std::vector<LevelSetting> all = levelSettings(table);
    ASSERT_EQ(all.size(), 13u);
    const LevelSetting& wind = all.back();
    EXPECT_EQ(wind.key, "physics.windDrag");
    EXPECT_EQ(std::string(wind.unit), "1/s");
    EXPECT_EQ(wind.step, 0.05);
    EXPECT_FALSE(wind.whole);
    EXPECT_EQ(wind.fallback, 0.25);
    Level level = editorSettingsBox();
    level.physics.slopeAcceleration = 1.5;
    EXPECT_EQ(wind.get(level), 1.5);
    wind.set(level, 0.75);
    EXPECT_EQ(level.physics.slopeAcceleration, 0.75);
    for (const LevelSetting& setting : all) {
        EXPECT_NE(setting.key, "physics.slopeAcceleration");
    }
    // The project's settings are its table's rows, after the level's own three.
    const auto project = levelSettings();
    for (std::size_t i = 0; i < physicsParameters().size(); ++i) {
        const PhysicsParameter& row = physicsParameters()[i];
        EXPECT_EQ(project[3 + i].key, "physics." + std::string(row.name));
        EXPECT_EQ(project[3 + i].step, row.step);
        EXPECT_EQ(project[3 + i].whole, row.type() == ParameterType::Integer);
    }
}

TEST(EditorSettings, TypedValuesAreFiniteNumbersOnly) {
    EXPECT_EQ(parseSettingValue("0.65"), 0.65);
    EXPECT_EQ(parseSettingValue(" 12 "), 12.0);
    EXPECT_EQ(parseSettingValue("1e-3"), 0.001);
    EXPECT_FALSE(parseSettingValue("").has_value());
    EXPECT_FALSE(parseSettingValue("abc").has_value());
    EXPECT_FALSE(parseSettingValue("1.5x").has_value());
    EXPECT_FALSE(parseSettingValue("nan").has_value());
    EXPECT_FALSE(parseSettingValue("inf").has_value());
    EXPECT_EQ(settingText(0.85), "0.85");
}

} // namespace
} // namespace golf::game
