// The editor's element panel model: a selected windmill's, slider's, teleport's, special
// wall's and gate's keys changed one undoable edit at a time, each checked by the loader.

#include "ElementFields.hpp"
#include "LevelEdit.hpp"
#include "SpecialTiles.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::game {
namespace {

// newLevel: a walled 12 x 8 box, the tee at (2.5, 4.5), the cup at (9.5, 4.5).

/// The index of `key` among the element's keys (fails the test if it has none).
std::size_t fieldIndex(const Level& level, const ElementRef& ref, const std::string& key) {
    const auto fields = elementFields(level, ref);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].key == key) {
            return i;
        }
    }
    ADD_FAILURE() << "no key " << key;
    return 0;
}

/// The level written and read back by the loader (fails the test if it is refused).
Level reloaded(const Level& level) {
    LevelLoadResult loaded = parseLevel(levelToJson(level), "t.json");
    EXPECT_TRUE(loaded.level) << (loaded.errors.empty() ? "" : loaded.errors.front());
    return loaded.level ? *loaded.level : Level{};
}

TEST(EditorElementFields, AWindmillsPeriodArmsPhaseAndTurnEachOneUndoableEdit) {
    LevelEdit edit(newLevel("mill"));
    ASSERT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    const auto ref = elementAt(edit.level(), {6.2, 4.6}, removeReach);
    ASSERT_TRUE(ref);
    EXPECT_EQ(elementName(edit.level(), *ref), "windmill 1");
    const std::size_t period = fieldIndex(edit.level(), *ref, "period");
    EXPECT_EQ(stepElement(edit, *ref, period, +3), ""); // 4 + 3 x 0.5
    EXPECT_EQ(edit.level().movers[0].blades.period, 5.5);
    EXPECT_EQ(changeElement(edit, *ref, period, 2.25), "");
    EXPECT_EQ(reloaded(edit.level()).movers[0].blades.period, 2.25);
    const std::size_t arms = fieldIndex(edit.level(), *ref, "arms");
    EXPECT_EQ(changeElement(edit, *ref, arms, 2.5), "arms: a whole number");
    EXPECT_EQ(stepElement(edit, *ref, arms, -1), "");
    EXPECT_EQ(edit.level().movers[0].blades.arms, 3);
    const std::size_t phase = fieldIndex(edit.level(), *ref, "phase");
    EXPECT_EQ(stepElement(edit, *ref, phase, -1), ""); // 0 - 15 wraps to 345
    EXPECT_EQ(edit.level().movers[0].blades.phase, 345);
    const std::size_t turn = fieldIndex(edit.level(), *ref, "turn");
    EXPECT_EQ(elementValueText(edit.level(), *ref, turn), "clockwise");
    EXPECT_EQ(stepElement(edit, *ref, turn, 1), "");
    EXPECT_EQ(elementValueText(edit.level(), *ref, turn), "counterclockwise");
    EXPECT_EQ(reloaded(edit.level()).movers[0].blades.turn, TurnSense::Counterclockwise);
    EXPECT_EQ(edit.undoDepth(), 6U); // the mover and five changes
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().movers[0].blades.turn, TurnSense::Clockwise);
    EXPECT_TRUE(edit.undo() && edit.undo() && edit.undo());
    EXPECT_EQ(edit.level().movers[0].blades.period, 5.5);
    EXPECT_EQ(edit.level().movers[0].blades.arms, 4);
}

TEST(EditorElementFields, ARefusedValueChangesNothingAndIsInTheLoadersWords) {
    LevelEdit edit(newLevel("mill"));
    ASSERT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    const ElementRef ref{.kind = ElementKind::Mover, .index = 0};
    const std::size_t arms = fieldIndex(edit.level(), ref, "arms");
    EXPECT_NE(changeElement(edit, ref, arms, 9).find("movers[0].arms"), std::string::npos);
    // Arms of 3.5 + 0.08 around x = 6 reach the tee at 2.5 (3.5 away) and the cup.
    const std::size_t length = fieldIndex(edit.level(), ref, "length");
    const std::string refusal = changeElement(edit, ref, length, 3.5);
    EXPECT_NE(refusal.find("movers[0]"), std::string::npos) << refusal;
    EXPECT_EQ(edit.level().movers[0].blades.length, 1.4);
    EXPECT_EQ(edit.undoDepth(), 1U);
    EXPECT_EQ(resetElement(edit, ref, fieldIndex(edit.level(), ref, "pivot.x")),
              "pivot.x has no default");
}

TEST(EditorElementFields, ASlidersPathSizePeriodAndPhase) {
    LevelEdit edit(newLevel("slide"));
    ASSERT_EQ(edit.addMover(editorSlider({6.5, 1.5}, {6.5, 6.5})), "");
    const auto ref = elementAt(edit.level(), {6.5, 6.2}, removeReach); // its `to`
    ASSERT_TRUE(ref);
    EXPECT_EQ(elementName(edit.level(), *ref), "slider 1");
    EXPECT_EQ(stepElement(edit, *ref, fieldIndex(edit.level(), *ref, "to.y"), -2), "");
    EXPECT_EQ(stepElement(edit, *ref, fieldIndex(edit.level(), *ref, "from.x"), +1), "");
    EXPECT_EQ(changeElement(edit, *ref, fieldIndex(edit.level(), *ref, "size.w"), 2.0), "");
    const std::size_t period = fieldIndex(edit.level(), *ref, "period");
    EXPECT_NE(changeElement(edit, *ref, period, 0).find("movers[0].period"), std::string::npos);
    const std::size_t phase = fieldIndex(edit.level(), *ref, "phase");
    EXPECT_EQ(changeElement(edit, *ref, phase, 0.95), "");
    EXPECT_EQ(stepElement(edit, *ref, phase, +1), "");    // 0.95 + 0.05 wraps to 0
    EXPECT_NE(changeElement(edit, *ref, phase, 1.0), ""); // [0, 1): the loader refuses 1
    const Level level = reloaded(edit.level());           // kept: the slider is a reference into it
    const Slider& slider = level.movers[0].slider;
    EXPECT_EQ(slider.from, (Vec2{7.0, 1.5}));
    EXPECT_EQ(slider.to, (Vec2{6.5, 5.5}));
    EXPECT_EQ(slider.size, (Vec2{2.0, 0.5}));
    EXPECT_EQ(slider.phase, 0.0);
    EXPECT_EQ(edit.undoDepth(), 6U);
}

TEST(EditorElementFields, ATeleportsExitAngleIsSetAndLeftOutAgain) {
    LevelEdit edit(newLevel("tp"));
    ASSERT_EQ(edit.addTeleport(editorTeleport({4.5, 1.5}, {8.5, 6.5})), "");
    const auto ref = elementAt(edit.level(), {8.4, 6.4}, removeReach);
    ASSERT_TRUE(ref);
    EXPECT_EQ(elementName(edit.level(), *ref), "teleport 1");
    const std::size_t angle = fieldIndex(edit.level(), *ref, "exitAngle");
    EXPECT_EQ(elementValueText(edit.level(), *ref, angle), "none");
    EXPECT_EQ(stepElement(edit, *ref, angle, -2), ""); // from none (0) back 30 degrees
    EXPECT_EQ(reloaded(edit.level()).teleports[0].exitAngle, 330.0);
    EXPECT_EQ(resetElement(edit, *ref, angle), "");
    EXPECT_FALSE(edit.level().teleports[0].exitAngle.has_value());
    EXPECT_EQ(levelToJson(edit.level()).find("exitAngle"), std::string::npos);
    // The exit moved into the wall at x = 11.5 is refused.
    const std::string refusal =
        changeElement(edit, *ref, fieldIndex(edit.level(), *ref, "to.x"), 11.5);
    EXPECT_NE(refusal.find("teleports[0]"), std::string::npos) << refusal;
    EXPECT_EQ(edit.undoDepth(), 3U);
}

TEST(EditorElementFields, ABumpersRestitutionAndAGatesDirection) {
    LevelEdit edit(newLevel("walls"));
    EXPECT_EQ(edit.placeWall(5, 2, bumperRestitution), "");
    EXPECT_EQ(edit.placeWall(6, 2, bumperRestitution), ""); // the same legend entry
    EXPECT_EQ(edit.placeGate(7, 5, 0), "");
    const auto wall = elementAt(edit.level(), {5.5, 2.5}, removeReach);
    ASSERT_TRUE(wall);
    EXPECT_EQ(elementName(edit.level(), *wall), "bumper '*'");
    EXPECT_EQ(stepElement(edit, *wall, 0, +2), ""); // 1.25 + 0.1, every '*' tile
    EXPECT_EQ(reloaded(edit.level()).specialWalls[0].restitution, 1.35);
    EXPECT_NE(changeElement(edit, *wall, 0, 1.6).find("restitution"), std::string::npos);
    const auto gate = elementAt(edit.level(), {7.5, 5.5}, removeReach);
    ASSERT_TRUE(gate);
    EXPECT_EQ(elementName(edit.level(), *gate), "gate 'r'");
    EXPECT_EQ(stepElement(edit, *gate, 0, -1), ""); // 0 - 90 wraps to 270: up
    const Level saved = reloaded(edit.level());
    ASSERT_EQ(saved.gates.size(), 1U); // the entry of 0 degrees is no longer used
    EXPECT_EQ(saved.gates[0].pass, 270);
    EXPECT_EQ(elementName(edit.level(), *gate), "gate 'u'");
    EXPECT_EQ(changeElement(edit, *gate, 0, 45), "pass: 0, 90, 180 or 270");
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().gates[0].pass, 0);
}

} // namespace
} // namespace golf::game
