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

TEST(EditorElements, TheNearestHandleIsRemovedNotTheLastPlaced) {
    LevelEdit edit(newLevel("t"));
    ASSERT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    ASSERT_EQ(edit.addTeleport(editorTeleport({6.5, 2.5}, {8.5, 6.0})), "");
    // (6.0, 3.9): 0.6 from the pivot, hypot(0.5, 1.4) = 1.49 from the entry; the teleport,
    // placed last, would win if the search took the last element in reach (1.5).
    EXPECT_TRUE(edit.removeElementNear({6.0, 3.9}, 1.5));
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_EQ(edit.level().teleports.size(), 1U);
    // A tie: (6.5, 3.5) is 1.0 from the entry (6.5, 2.5) and from a new pivot (6.5, 4.5); the
    // mover, drawn over the teleport, goes first.
    ASSERT_EQ(edit.addMover(editorBlades({6.5, 4.5})), "");
    EXPECT_TRUE(edit.removeElementNear({6.5, 3.5}, 1.0));
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_EQ(edit.level().teleports.size(), 1U);
    EXPECT_FALSE(edit.removeElementNear({6.5, 3.5}, 0.99)); // the entry is 1.0 away
    EXPECT_EQ(edit.undoDepth(), 5U);                        // two placed, two removed, one placed
}

TEST(EditorElements, ToolsPlaceAtTileCentresAndRefuseAOneTileDrag) {
    LevelEdit edit(newLevel("t"));
    EXPECT_TRUE(isElementTool(EditorTool::Windmill) && isElementTool(EditorTool::Remove));
    EXPECT_FALSE(isElementTool(EditorTool::Cup) || isElementTool(EditorTool::Floor));
    EXPECT_FALSE(tileOfTool(EditorTool::Teleport).has_value());
    // A click anywhere in tile (6, 4) puts the pivot at its centre (6.5, 4.5).
    EXPECT_EQ(edit.placeElement(EditorTool::Windmill, {6.1, 4.9}, {6.1, 4.9}), "");
    ASSERT_EQ(edit.level().movers.size(), 1U);
    EXPECT_EQ(edit.level().movers[0].blades.pivot, (Vec2{6.5, 4.5}));
    // A slider from tile (4, 1) to tile (8, 1): centres (4.5, 1.5) and (8.5, 1.5).
    EXPECT_EQ(edit.placeElement(EditorTool::Slider, {4.2, 1.3}, {8.9, 1.0}), "");
    ASSERT_EQ(edit.level().movers.size(), 2U);
    EXPECT_EQ(edit.level().movers[1].slider.from, (Vec2{4.5, 1.5}));
    EXPECT_EQ(edit.level().movers[1].slider.to, (Vec2{8.5, 1.5}));
    EXPECT_EQ(edit.placeElement(EditorTool::Teleport, {3.7, 6.2}, {9.0, 6.99}), "");
    ASSERT_EQ(edit.level().teleports.size(), 1U);
    EXPECT_EQ(edit.level().teleports[0].entry, (Vec2{3.5, 6.5}));
    EXPECT_EQ(edit.level().teleports[0].exit, (Vec2{9.5, 6.5}));
    EXPECT_EQ(edit.undoDepth(), 3U);
    // A drag that stays in one tile is refused without an edit, as is a click with apply.
    EXPECT_NE(edit.placeElement(EditorTool::Slider, {2.1, 2.1}, {2.9, 2.9}).find("drag"),
              std::string::npos);
    EXPECT_NE(edit.apply(EditorTool::Teleport, 2, 2).find("drag"), std::string::npos);
    EXPECT_EQ(edit.undoDepth(), 3U);
    // The loader's refusal comes back in its words: a windmill whose arms sweep the cup.
    const std::string refusal = edit.placeElement(EditorTool::Windmill, {9.5, 3.5}, {9.5, 3.5});
    EXPECT_NE(refusal.find("movers[2]"), std::string::npos) << refusal;
    EXPECT_EQ(edit.level().movers.size(), 2U);
    // Remove: 0.7 from the slider's end (8.5, 1.5) is within removeReach (0.75); far from
    // everything it says so.
    EXPECT_EQ(edit.placeElement(EditorTool::Remove, {8.5, 2.2}, {8.5, 2.2}), "");
    EXPECT_EQ(edit.level().movers.size(), 1U);
    EXPECT_EQ(edit.level().movers[0].kind, MoverKind::Blades);
    EXPECT_NE(edit.placeElement(EditorTool::Remove, {1.5, 1.5}, {1.5, 1.5}), "");
    EXPECT_EQ(edit.apply(EditorTool::Remove, 6, 4), ""); // the windmill's tile
    EXPECT_TRUE(edit.level().movers.empty());
    EXPECT_EQ(edit.undoDepth(), 5U);
}

} // namespace
} // namespace golf::game
