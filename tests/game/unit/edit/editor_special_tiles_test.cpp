// The editor's model paints bumpers, dead walls and one-way gates (level format 3 legend
// entries), paints over them, removes them, and keeps them with the grid when rows and
// columns are added or removed, with the movers and teleports.

#include "LevelEdit.hpp"
#include "SpecialTiles.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::game {
namespace {

// newLevel: a walled 12 x 8 box, the tee at (2.5, 4.5), the cup at (9.5, 4.5).

Level reloadedLevel(const Level& level) {
    LevelLoadResult loaded = parseLevel(levelToJson(level), "t.json");
    EXPECT_TRUE(loaded.level) << (loaded.errors.empty() ? "" : loaded.errors.front());
    return loaded.level ? *loaded.level : Level{};
}

TEST(EditorSpecialTiles, BumperDeadWallAndGateWrittenAsLegendEntries) {
    LevelEdit edit(newLevel("specials"));
    EXPECT_EQ(edit.apply(EditorTool::Bumper, 5, 1), "");
    EXPECT_EQ(edit.apply(EditorTool::DeadWall, 5, 6), "");
    edit.turnGate(); // 90: down
    EXPECT_EQ(edit.gatePass(), 90);
    EXPECT_EQ(edit.apply(EditorTool::Gate, 7, 3), "");
    EXPECT_EQ(edit.undoDepth(), 3U);
    const std::string text = levelToJson(edit.level());
    EXPECT_NE(text.find("\"*\": {\"wall\": {\"shape\": \"#\", \"restitution\": 1.25}}"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\"%\": {\"wall\": {\"shape\": \"#\", \"restitution\": 0.3}}"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\"d\": {\"gate\": {\"pass\": 90}}"), std::string::npos) << text;
    const Level saved = reloadedLevel(edit.level());
    EXPECT_EQ(saved.at(5, 1), Tile::Block);
    EXPECT_EQ(saved.at(7, 3), Tile::Open);
    // The writer lists the legend by character ('%' before '*').
    ASSERT_EQ(wallEntryAt(saved, 5, 1), 2);
    ASSERT_EQ(wallEntryAt(saved, 5, 6), 1);
    EXPECT_EQ(saved.specialWalls[1].restitution, 1.25);
    EXPECT_EQ(saved.specialWalls[0].restitution, 0.3);
    EXPECT_EQ(gateEntryAt(saved, 7, 3), 1);
    EXPECT_EQ(edit.toolAt(5, 1), EditorTool::Bumper);
    EXPECT_EQ(edit.toolAt(5, 6), EditorTool::DeadWall);
    EXPECT_EQ(edit.toolAt(7, 3), EditorTool::Gate);
    EXPECT_EQ(edit.placeWall(2, 4, bumperRestitution),
              "the tee and the cup keep their floor: move them first");
}

TEST(EditorSpecialTiles, BumperAndDeadWallPaintedOverATriangleKeepItsShape) {
    LevelEdit edit(newLevel("corners"));
    ASSERT_EQ(edit.apply(EditorTool::UpperRight, 10, 1), ""); // a '7' in the top-right corner
    EXPECT_EQ(edit.apply(EditorTool::Bumper, 10, 1), "");
    EXPECT_EQ(edit.level().at(10, 1), Tile::UpperRight);
    ASSERT_EQ(edit.level().specialWalls.size(), 1U);
    EXPECT_EQ(edit.level().specialWalls[0].shape, Tile::UpperRight);
    EXPECT_EQ(edit.toolAt(10, 1), EditorTool::Bumper);
    // A block bumper beside it is another legend entry: '*' is the corner's, '+' the next.
    EXPECT_EQ(edit.apply(EditorTool::Bumper, 9, 1), "");
    EXPECT_EQ(edit.level().at(9, 1), Tile::Block);
    std::string text = levelToJson(edit.level());
    EXPECT_NE(text.find("\"*\": {\"wall\": {\"shape\": \"7\", \"restitution\": 1.25}}"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\"+\": {\"wall\": {\"shape\": \"#\", \"restitution\": 1.25}}"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\"#........+*#\""), std::string::npos) << text; // row 1
    EXPECT_EQ(edit.undoDepth(), 3U);
    EXPECT_EQ(edit.apply(EditorTool::Bumper, 10, 1), ""); // already one: no edit
    EXPECT_EQ(edit.undoDepth(), 3U);
    // A dead wall over the corner bumper: still a '7', and the unused '*' entry is dropped.
    EXPECT_EQ(edit.apply(EditorTool::DeadWall, 10, 1), "");
    text = levelToJson(edit.level());
    EXPECT_EQ(text.find("\"*\""), std::string::npos) << text;
    EXPECT_NE(text.find("\"%\": {\"wall\": {\"shape\": \"7\", \"restitution\": 0.3}}"),
              std::string::npos)
        << text;
    EXPECT_TRUE(checkLevel(edit.level(), "corners.json").problems.empty());
    const Level saved = reloadedLevel(edit.level());
    EXPECT_EQ(saved.at(10, 1), Tile::UpperRight);
    // The legend by character: '%' (the corner) before '+' (the block).
    ASSERT_EQ(wallEntryAt(saved, 10, 1), 1);
    EXPECT_EQ(saved.specialWalls[0].shape, Tile::UpperRight);
    EXPECT_EQ(saved.specialWalls[0].restitution, 0.3);
    ASSERT_EQ(wallEntryAt(saved, 9, 1), 2);
    EXPECT_EQ(saved.specialWalls[1].shape, Tile::Block);
    // Undo gives the corner bumper back; Remove leaves an ordinary '7'.
    EXPECT_TRUE(edit.undo());
    ASSERT_EQ(wallEntryAt(edit.level(), 10, 1), 1);
    EXPECT_EQ(edit.level().specialWalls[0].restitution, 1.25);
    EXPECT_EQ(edit.level().specialWalls[0].shape, Tile::UpperRight);
    EXPECT_EQ(edit.placeElement(EditorTool::Remove, {10.5, 1.5}, {10.5, 1.5}), "");
    EXPECT_EQ(wallEntryAt(edit.level(), 10, 1), 0);
    EXPECT_EQ(edit.level().at(10, 1), Tile::UpperRight);
    EXPECT_EQ(edit.level().specialWalls.size(), 1U); // the block bumper's
}

TEST(EditorSpecialTiles, PaintingOverOrRemovingLeavesAnOrdinaryTileAndUndoBringsItBack) {
    LevelEdit edit(newLevel("specials"));
    ASSERT_EQ(edit.apply(EditorTool::Bumper, 5, 1), "");
    ASSERT_EQ(edit.apply(EditorTool::Gate, 7, 3), "");
    EXPECT_TRUE(edit.paint(7, 3, Tile::Block)); // the gate's tile becomes a plain wall
    EXPECT_TRUE(edit.level().gates.empty());
    EXPECT_TRUE(edit.level().gateIndex.empty());
    EXPECT_EQ(edit.placeElement(EditorTool::Remove, {5.5, 1.5}, {5.5, 1.5}), "");
    EXPECT_TRUE(edit.level().specialWalls.empty());
    EXPECT_EQ(edit.level().at(5, 1), Tile::Block); // an ordinary wall
    EXPECT_FALSE(edit.level().usesFormat3());
    EXPECT_NE(levelToJson(edit.level()).find("minigolf-level/1"), std::string::npos);
    EXPECT_NE(edit.placeElement(EditorTool::Remove, {5.5, 1.5}, {5.5, 1.5}), "");
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(wallEntryAt(edit.level(), 5, 1), 1);
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(gateEntryAt(edit.level(), 7, 3), 1);
}

TEST(EditorSpecialTiles, ElementsMoveWithTheGridWhenLinesAreAddedAndRemoved) {
    LevelEdit edit(newLevel("grid"));
    ASSERT_EQ(edit.addMover(editorBlades({6.0, 4.5})), "");
    ASSERT_EQ(edit.addMover(editorSlider({4.5, 1.5}, {7.5, 1.5})), "");
    ASSERT_EQ(edit.addTeleport(editorTeleport({4.5, 6.5}, {8.5, 2.5})), "");
    ASSERT_EQ(edit.apply(EditorTool::Bumper, 5, 0), ""); // in the top wall
    ASSERT_EQ(edit.apply(EditorTool::Gate, 8, 5), "");
    // A column on the left and a row on the top: everything one tile right and down.
    ASSERT_EQ(edit.insertLine(GridSide::Left), "");
    ASSERT_EQ(edit.insertLine(GridSide::Top), "");
    const Level& level = edit.level();
    EXPECT_EQ(level.movers[0].blades.pivot, (Vec2{7.0, 5.5}));
    EXPECT_EQ(level.movers[1].slider.from, (Vec2{5.5, 2.5}));
    EXPECT_EQ(level.movers[1].slider.to, (Vec2{8.5, 2.5}));
    EXPECT_EQ(level.teleports[0].entry, (Vec2{5.5, 7.5}));
    EXPECT_EQ(level.teleports[0].exit, (Vec2{9.5, 3.5}));
    EXPECT_EQ(wallEntryAt(level, 6, 1), 1);
    EXPECT_EQ(wallEntryAt(level, 5, 0), 0);
    EXPECT_EQ(gateEntryAt(level, 9, 6), 1);
    EXPECT_EQ(gateEntryAt(level, 8, 5), 0);
    EXPECT_TRUE(checkLevel(level, "grid.json").problems.empty());
    // Removing the top row takes the bumper's row (1 now) away once the new row 0 is gone:
    // first the added row goes, then the bumper's row with the bumper (no handle in it).
    ASSERT_EQ(edit.deleteLine(GridSide::Top), "");
    ASSERT_EQ(edit.deleteLine(GridSide::Top), "");
    EXPECT_TRUE(edit.level().specialWalls.empty());
    EXPECT_EQ(edit.level().movers[1].slider.from, (Vec2{5.5, 0.5}));
    // The slider's row is now the top one: removing it is refused, naming the slider.
    EXPECT_EQ(edit.deleteLine(GridSide::Top),
              "slider 1's from would be cut off: move or remove it first");
    EXPECT_EQ(edit.level().height, 7);
    // Undo puts the bumper and the rows back.
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(wallEntryAt(edit.level(), 6, 0), 1);
    EXPECT_EQ(edit.level().movers[1].slider.from, (Vec2{5.5, 1.5}));
}

TEST(EditorSpecialTiles, RemovingAColumnRefusesATeleportsExitInIt) {
    LevelEdit edit(newLevel("grid"));
    ASSERT_EQ(edit.addTeleport(editorTeleport({4.5, 6.5}, {10.5, 2.5})), "");
    ASSERT_EQ(edit.deleteLine(GridSide::Right), ""); // column 11: walls only
    EXPECT_EQ(edit.deleteLine(GridSide::Right),
              "teleport 1's exit would be cut off: move or remove it first");
    EXPECT_EQ(edit.level().width, 11);
    EXPECT_EQ(edit.level().teleports[0].exit, (Vec2{10.5, 2.5}));
}

} // namespace
} // namespace golf::game
