// The editor's model places and removes movers and teleports (level format 3): each is one
// undoable edit, checked by the loader, and the level is written as format 3.

#include "LevelEdit.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::game {
namespace {

// newLevel: a walled 12 x 8 box, the tee at (2.5, 4.5), the cup at (9.5, 4.5).

TEST(EditorElements, AWindmillIsPlacedWrittenAsFormat3AndUndone) {
    LevelEdit edit(newLevel("mill"));
    // Arms of 1.4 + 0.08 around (6, 4.5) sweep x in [4.52, 7.48]: clear of tee and cup.
    EXPECT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    ASSERT_EQ(edit.level().movers.size(), 1U);
    EXPECT_TRUE(edit.modified());
    EXPECT_EQ(edit.undoDepth(), 1U);
    const std::string text = levelToJson(edit.level());
    EXPECT_NE(text.find("\"minigolf-level/3\""), std::string::npos);
    const LevelLoadResult loaded = parseLevel(text, "mill.json");
    ASSERT_TRUE(loaded.level) << (loaded.errors.empty() ? "" : loaded.errors.front());
    EXPECT_EQ(loaded.level->movers, edit.level().movers);
    EXPECT_TRUE(checkLevel(edit.level(), "mill.json").problems.empty());
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_FALSE(edit.modified());
    EXPECT_TRUE(edit.redo());
    EXPECT_EQ(edit.level().movers.size(), 1U);
}

TEST(EditorElements, AMoverOverTheTeeIsRefusedInTheLoadersWords) {
    LevelEdit edit(newLevel("t"));
    const std::string refusal = edit.addMover(editorBlades({3.0, 4.5})); // 0.5 from the tee
    EXPECT_NE(refusal.find("movers[0]"), std::string::npos) << refusal;
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_EQ(edit.undoDepth(), 0U);
    EXPECT_FALSE(edit.modified());
}

TEST(EditorElements, ASliderAndATeleportAndAnExitInAWallRefused) {
    LevelEdit edit(newLevel("t"));
    EXPECT_EQ(edit.addMover(editorSlider({6.0, 1.5}, {6.0, 6.5})), "");
    EXPECT_EQ(edit.level().movers[0].kind, MoverKind::Slider);
    EXPECT_EQ(edit.addTeleport(editorTeleport({4.5, 1.5}, {8.5, 6.0})), "");
    ASSERT_EQ(edit.level().teleports.size(), 1U);
    EXPECT_EQ(edit.level().teleports[0].exit, (Vec2{8.5, 6.0}));
    const std::string refusal = edit.addTeleport(editorTeleport({4.5, 6.0}, {0.5, 0.5}));
    EXPECT_NE(refusal.find("teleports[1]"), std::string::npos) << refusal;
    EXPECT_EQ(edit.level().teleports.size(), 1U);
    EXPECT_EQ(edit.undoDepth(), 2U);
    EXPECT_TRUE(checkLevel(edit.level(), "t.json").problems.empty());
}

TEST(EditorElements, RemovingTheElementUnderTheMouse) {
    LevelEdit edit(newLevel("t"));
    ASSERT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    ASSERT_EQ(edit.addTeleport(editorTeleport({4.5, 1.5}, {8.5, 6.0})), "");
    EXPECT_FALSE(edit.removeElementNear({6.6, 4.5})); // 0.6 from the pivot: beyond 0.5
    EXPECT_TRUE(edit.removeElementNear({8.5, 5.6}));  // the teleport's exit, 0.4 away
    EXPECT_TRUE(edit.level().teleports.empty());
    EXPECT_TRUE(edit.removeElementNear({6.0, 4.9}));
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_FALSE(edit.modified());
    EXPECT_TRUE(edit.undo()); // one edit each
    EXPECT_EQ(edit.level().movers.size(), 1U);
    EXPECT_TRUE(edit.level().teleports.empty());
}

} // namespace
} // namespace golf::game
