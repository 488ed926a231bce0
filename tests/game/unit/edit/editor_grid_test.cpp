// Tests of the editor's grid tools (LevelEdit): rows and columns inserted and deleted on every
// side, rectangle fill, copy and paste, each one undo step. Expected grids are written by hand.

#include "LevelEdit.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf::game {
namespace {

using Rows = std::vector<std::string>;

/// The level's rows as a level file writes them ('S' and 'O' at the tee and cup centres).
Rows rowsOf(const Level& level) {
    Rows rows;
    for (int row = 0; row < level.height; ++row) {
        std::string text;
        for (int col = 0; col < level.width; ++col) {
            const Vec2 centre{col + 0.5, row + 0.5};
            text += level.tee == centre   ? 'S'
                    : level.cup == centre ? 'O'
                                          : tileToChar(level.at(col, row));
        }
        rows.push_back(text);
    }
    return rows;
}

Level editorGridBox() {
    return test::makeLevel({"######", "#S.L.#", "#..7O#", "######"}, "Box");
}

TEST(EditorGrid, InsertOnEverySideAddsWallsAndKeepsTheGround) {
    LevelEdit edit(editorGridBox());
    EXPECT_EQ(edit.insertLine(GridSide::Left), "");
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"#######", "##S.L.#", "##..7O#", "#######"}));
    EXPECT_EQ(edit.level().tee, (Vec2{2.5, 1.5}));
    EXPECT_EQ(edit.level().cup, (Vec2{5.5, 2.5}));
    EXPECT_EQ(edit.insertLine(GridSide::Top), "");
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"#######", "#######", "##S.L.#", "##..7O#", "#######"}));
    EXPECT_EQ(edit.level().tee, (Vec2{2.5, 2.5}));
    EXPECT_EQ(edit.insertLine(GridSide::Right), "");
    EXPECT_EQ(edit.insertLine(GridSide::Bottom), "");
    EXPECT_EQ(rowsOf(edit.level()),
              (Rows{"########", "########", "##S.L.##", "##..7O##", "########", "########"}));
    EXPECT_EQ(edit.undoDepth(), 4u);
    for (int i = 0; i < 4; ++i) {
        EXPECT_TRUE(edit.undo());
    }
    EXPECT_EQ(rowsOf(edit.level()), rowsOf(editorGridBox()));
    EXPECT_EQ(edit.level().tee, editorGridBox().tee);
    EXPECT_FALSE(edit.modified());
}

TEST(EditorGrid, DeleteOnEverySideRemovesTheOutermostLine) {
    LevelEdit edit(test::makeLevel({"#######", "#S..L.#", "#...7O#", "#.....#", "#######"}));
    EXPECT_EQ(edit.deleteLine(GridSide::Left), "");
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"######", "S..L.#", "...7O#", ".....#", "######"}));
    EXPECT_EQ(edit.level().tee, (Vec2{0.5, 1.5}));
    EXPECT_EQ(edit.deleteLine(GridSide::Top), "");
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"S..L.#", "...7O#", ".....#", "######"}));
    EXPECT_EQ(edit.level().cup, (Vec2{4.5, 1.5}));
    // The tee, the cup and the smallest size are not cut off.
    EXPECT_EQ(edit.deleteLine(GridSide::Top), "the tee would be cut off: move it first");
    EXPECT_EQ(edit.deleteLine(GridSide::Bottom), "");
    EXPECT_EQ(edit.deleteLine(GridSide::Right), "");
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"S..L.", "...7O", "....."}));
    EXPECT_EQ(edit.deleteLine(GridSide::Left), "the tee would be cut off: move it first");
    EXPECT_EQ(edit.deleteLine(GridSide::Right), "the cup would be cut off: move it first");
    EXPECT_EQ(edit.deleteLine(GridSide::Bottom), "a level is at least 3 x 3 tiles here");
    EXPECT_EQ(edit.undoDepth(), 4u);
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(rowsOf(edit.level()), (Rows{"S..L.#", "...7O#", ".....#"}));
}

TEST(EditorGrid, InsertingStopsAtTheEditorsLargestSide) {
    LevelEdit edit(editorGridBox());
    EXPECT_EQ(edit.resize(200, 4), "");
    EXPECT_EQ(edit.insertLine(GridSide::Left), "the editor grows levels up to 200 x 200 tiles");
    EXPECT_EQ(edit.level().tee, editorGridBox().tee);
}

TEST(EditorGrid, APointTeeMovesByWholeTiles) {
    Level level = editorGridBox();
    level.tee = {1.25, 1.75};
    LevelEdit edit(level);
    EXPECT_EQ(edit.insertLine(GridSide::Left), "");
    EXPECT_EQ(edit.insertLine(GridSide::Top), "");
    EXPECT_EQ(edit.level().tee, (Vec2{2.25, 2.75}));
    EXPECT_TRUE(checkLevel(edit.level(), "x.json").problems.empty());
}

TEST(EditorGrid, FormatTwoSurfacesMoveWithTheirTiles) {
    LevelLoadResult loaded = parseLevel(R"({"format": "minigolf-level/2", "name": "Sand",
        "par": 2, "tiles": ["#####", "#Ss.#", "#.iO#", "#####"]})",
                                        "sand.json");
    ASSERT_TRUE(loaded.level.has_value());
    LevelEdit edit(*loaded.level);
    EXPECT_EQ(edit.insertLine(GridSide::Left), "");
    EXPECT_EQ(edit.deleteLine(GridSide::Top), "");
    EXPECT_EQ(edit.level().floorAt(3, 0), Floor::Sand);
    EXPECT_EQ(edit.level().floorAt(3, 1), Floor::Ice);
    EXPECT_EQ(edit.level().floorAt(2, 0), Floor::Grass);
    EXPECT_EQ(edit.level().surfaceIndex.size(), edit.level().tiles.size());
    // Written and read back, the level is the edited one.
    const LevelLoadResult back = parseLevel(levelToJson(edit.level()), "sand.json");
    ASSERT_TRUE(back.level.has_value()) << back.errors.front();
    EXPECT_EQ(back.level->floorAt(3, 0), Floor::Sand);
    EXPECT_EQ(back.level->floorAt(3, 1), Floor::Ice);
    // Paint over the sand: the tile is a wall and no longer carries sand.
    EXPECT_TRUE(edit.paint(3, 0, Tile::Block));
    EXPECT_EQ(edit.level().floorAt(3, 0), Floor::Grass);
    EXPECT_TRUE(edit.paint(3, 0, Tile::Open));
    EXPECT_EQ(edit.level().floorAt(3, 0), Floor::Grass);
}

TEST(EditorGrid, FillPaintsARectangleAsOneEdit) {
    LevelEdit edit(test::makeLevel({"########", "#S.....#", "#......#", "#.....O#", "########"}));
    // Corners in any order; the tee's tile keeps its floor; outside the grid is clipped.
    EXPECT_EQ(edit.fill({3, 3, 1, 1}, Tile::Block), 8);
    EXPECT_EQ(rowsOf(edit.level()),
              (Rows{"########", "#S##...#", "####...#", "####..O#", "########"}));
    EXPECT_EQ(edit.undoDepth(), 1u);
    EXPECT_EQ(edit.fill({5, 2, 12, 2}, Tile::Void), 3);
    EXPECT_EQ(rowsOf(edit.level())[2], "####.   ");
    EXPECT_EQ(edit.fill({1, 1, 1, 1}, Tile::Block), 0); // only the tee's tile
    EXPECT_EQ(edit.undoDepth(), 2u);
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(rowsOf(edit.level())[1], "#S.....#");
}

TEST(EditorGrid, CopyAndPasteAreClippedAndKeepTheTeeAndCup) {
    LevelEdit edit(test::makeLevel({"########", "#SL7...#", "#.JF...#", "#.....O#", "########"}));
    const TileBlock block = edit.copy({2, 1, 3, 2});
    EXPECT_EQ(block.width, 2);
    EXPECT_EQ(block.height, 2);
    EXPECT_EQ(block.tiles, (std::vector<Tile>{Tile::LowerLeft, Tile::UpperRight, Tile::LowerRight,
                                              Tile::UpperLeft}));
    EXPECT_EQ(edit.paste(block, 4, 2), 4);
    EXPECT_EQ(rowsOf(edit.level()),
              (Rows{"########", "#SL7...#", "#.JFL7.#", "#...JFO#", "########"}));
    // At the right edge: the part outside the grid is dropped, the cup keeps its floor.
    EXPECT_EQ(edit.paste(block, 6, 3), 3);
    EXPECT_EQ(rowsOf(edit.level()),
              (Rows{"########", "#SL7...#", "#.JFL7.#", "#...JFO7", "######JF"}));
    EXPECT_EQ(edit.undoDepth(), 2u);
    EXPECT_EQ(edit.paste(block, 4, 2), 0); // the same again changes nothing
    EXPECT_EQ(edit.undoDepth(), 2u);
    // A copy that misses the grid is empty and pastes nothing.
    const TileBlock outside = edit.copy({20, 20, 30, 30});
    EXPECT_EQ(outside.width, 0);
    EXPECT_EQ(edit.paste(outside, 1, 1), 0);
    // Copy clipped at the grid's edge.
    const TileBlock edge = edit.copy({-3, -3, 0, 0});
    EXPECT_EQ(edge.width, 1);
    EXPECT_EQ(edge.height, 1);
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(rowsOf(edit.level())[2], "#.JF...#");
}

} // namespace
} // namespace golf::game
