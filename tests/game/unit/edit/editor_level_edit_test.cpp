// Tests of the level editor's model (LevelEdit): painting, the tee and the cup, par, resizing,
// undo and redo, the unsaved-changes flag, new files and the loader's verdict.

#include "LevelEdit.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_level.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <unistd.h>
#include <vector>

namespace golf::game {
namespace {

/// The level's rows as a level file writes them ('S' and 'O' at the tee and cup).
std::vector<std::string> editorLevelEditRowsOf(const Level& level) {
    std::vector<std::string> rows;
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

using Rows = std::vector<std::string>;

Level editorLevelEditBox() {
    return test::makeLevel({"######", "#S...#", "#...O#", "######"}, "Box");
}

TEST(EditorLevelEdit, PaintChangesOneTileAndUndoRestoresIt) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_FALSE(edit.modified());
    EXPECT_TRUE(edit.paint(2, 1, Tile::Block));
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), (Rows{"######", "#S#..#", "#...O#", "######"}));
    EXPECT_TRUE(edit.modified());
    EXPECT_FALSE(edit.paint(2, 1, Tile::Block)); // already a wall: nothing to do, no undo step
    EXPECT_EQ(edit.undoDepth(), 1u);
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), editorLevelEditRowsOf(editorLevelEditBox()));
    EXPECT_FALSE(edit.modified()); // back to what was opened
    EXPECT_FALSE(edit.undo());
    EXPECT_TRUE(edit.redo());
    EXPECT_EQ(edit.level().at(2, 1), Tile::Block);
    EXPECT_FALSE(edit.redo());
}

TEST(EditorLevelEdit, EveryToolPaintsItsTile) {
    LevelEdit edit(test::makeLevel({"#########", "#S.....O#", "#########"}));
    const EditorTool tools[] = {EditorTool::Wall,       EditorTool::Void,
                                EditorTool::LowerLeft,  EditorTool::LowerRight,
                                EditorTool::UpperRight, EditorTool::UpperLeft};
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(edit.apply(tools[i], 2 + i, 1), "");
    }
    // The cup's tile keeps its floor: the last tool did not bury it.
    EXPECT_EQ(editorLevelEditRowsOf(edit.level())[1], "#S# LJ7O#");
    EXPECT_EQ(edit.apply(EditorTool::UpperLeft, 7, 2), "");
    EXPECT_EQ(editorLevelEditRowsOf(edit.level())[2], "#######F#");
}

TEST(EditorLevelEdit, AStrokeIsUndoneAsOne) {
    LevelEdit edit(editorLevelEditBox());
    edit.beginStroke();
    EXPECT_TRUE(edit.paint(2, 1, Tile::Block));
    EXPECT_TRUE(edit.paint(3, 1, Tile::Block));
    EXPECT_TRUE(edit.paint(3, 2, Tile::Void));
    edit.endStroke();
    EXPECT_TRUE(edit.paint(1, 2, Tile::LowerLeft));
    EXPECT_EQ(edit.undoDepth(), 2u);
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), (Rows{"######", "#S##.#", "#.. O#", "######"}));
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), editorLevelEditRowsOf(editorLevelEditBox()));
}

TEST(EditorLevelEdit, TheTeeAndTheCupMoveAndKeepTheirFloor) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_FALSE(edit.paint(1, 1, Tile::Block)); // under the tee
    EXPECT_FALSE(edit.paint(4, 2, Tile::Void));  // under the cup
    EXPECT_EQ(edit.placeTee(3, 0), "");          // onto a wall: it becomes floor
    EXPECT_EQ(edit.level().tee, (Vec2{3.5, 0.5}));
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), (Rows{"###S##", "#....#", "#...O#", "######"}));
    EXPECT_EQ(edit.placeCup(1, 1), "");
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), (Rows{"###S##", "#O...#", "#....#", "######"}));
    EXPECT_EQ(edit.placeTee(1, 1), "the cup is on that tile");
    EXPECT_EQ(edit.placeCup(3, 0), "the tee is on that tile");
    EXPECT_EQ(edit.placeTee(6, 1), "the tee must be inside the level");
    EXPECT_EQ(edit.level().tee, (Vec2{3.5, 0.5}));
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().cup, (Vec2{4.5, 2.5}));
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), editorLevelEditRowsOf(editorLevelEditBox()));
}

TEST(EditorLevelEdit, RightClickPicksWhatIsThere) {
    LevelEdit edit(test::makeLevel({"######", "#SL7 #", "#...O#", "######"}));
    EXPECT_EQ(edit.toolAt(1, 1), EditorTool::Tee);
    EXPECT_EQ(edit.toolAt(4, 2), EditorTool::Cup);
    EXPECT_EQ(edit.toolAt(2, 1), EditorTool::LowerLeft);
    EXPECT_EQ(edit.toolAt(3, 1), EditorTool::UpperRight);
    EXPECT_EQ(edit.toolAt(4, 1), EditorTool::Void);
    EXPECT_EQ(edit.toolAt(0, 0), EditorTool::Wall);
    EXPECT_EQ(edit.toolAt(2, 2), EditorTool::Floor);
}

TEST(EditorLevelEdit, ParStaysWithinOneAndNinetyNine) {
    Level level = editorLevelEditBox();
    level.par = 2;
    LevelEdit edit(level);
    EXPECT_TRUE(edit.changePar(-1));
    EXPECT_EQ(edit.level().par, 1);
    EXPECT_FALSE(edit.changePar(-1));
    EXPECT_EQ(edit.level().par, 1);
    EXPECT_TRUE(edit.changePar(+200));
    EXPECT_EQ(edit.level().par, 99);
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().par, 1);
}

TEST(EditorLevelEdit, ResizeGrowsWithWallsAndKeepsTheRest) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_EQ(edit.resize(7, 5), "");
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()),
              (Rows{"#######", "#S...##", "#...O##", "#######", "#######"}));
    EXPECT_EQ(edit.resize(5, 3), "");
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), (Rows{"#####", "#S...", "#...O"}));
    EXPECT_EQ(edit.resize(4, 3), "the cup would be cut off: move it first");
    EXPECT_EQ(edit.resize(5, 2), "a level is at least 3 x 3 tiles here");
    EXPECT_EQ(edit.level().width, 5);
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(editorLevelEditRowsOf(edit.level()), editorLevelEditRowsOf(editorLevelEditBox()));
}

TEST(EditorLevelEdit, RenameIsAnEditAndNeedsAName) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_EQ(edit.rename(""), "a level needs a name");
    EXPECT_FALSE(edit.modified());
    EXPECT_EQ(edit.rename("Caf\u00e9 Corner"), "");
    EXPECT_EQ(edit.level().name, "Caf\u00e9 Corner");
    EXPECT_TRUE(edit.modified());
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().name, "Box");
    EXPECT_FALSE(edit.modified());
}

TEST(EditorLevelEdit, GrowingStopsAtTwoHundred) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_EQ(edit.resize(200, 4), "");
    EXPECT_EQ(edit.resize(201, 4), "the editor grows levels up to 200 x 200 tiles");
    EXPECT_EQ(edit.level().width, 200);
    EXPECT_EQ(edit.level().tiles.size(), 800u);
}

TEST(EditorLevelEdit, SavingClearsModifiedAndANewEditClearsRedo) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_TRUE(edit.paint(2, 1, Tile::Block));
    edit.markSaved();
    EXPECT_FALSE(edit.modified());
    EXPECT_TRUE(edit.undo());
    EXPECT_TRUE(edit.modified()); // differs from the saved level now
    EXPECT_TRUE(edit.paint(3, 1, Tile::Void));
    EXPECT_FALSE(edit.redo());
    const unsigned long before = edit.revision();
    EXPECT_TRUE(edit.undo());
    EXPECT_GT(edit.revision(), before);
}

TEST(EditorLevelEdit, TheUndoStackIsSmall) {
    LevelEdit edit(editorLevelEditBox());
    for (int i = 0; i < 150; ++i) {
        EXPECT_TRUE(edit.changePar(i % 2 == 0 ? 1 : -1));
    }
    EXPECT_EQ(edit.undoDepth(), 100u);
}

TEST(EditorLevelEdit, ANewLevelIsAWalledRectangleThatLoads) {
    const Level level = newLevel("My Hole");
    EXPECT_EQ(editorLevelEditRowsOf(level),
              (Rows{"############", "#..........#", "#..........#", "#..........#", "#.S......O.#",
                    "#..........#", "#..........#", "############"}));
    const LevelCheck check = checkLevel(level, "new.json");
    EXPECT_EQ(check.problems, std::vector<std::string>{});
    EXPECT_EQ(check.reachability, Reachability::Reachable);
    const LevelLoadResult loaded = parseLevel(levelToJson(level), "new.json");
    ASSERT_TRUE(loaded.level.has_value());
    EXPECT_EQ(loaded.level->name, "My Hole");
    EXPECT_EQ(loaded.level->par, 3);
}

TEST(EditorLevelEdit, CheckUsesTheLoadersRulesAndReachability) {
    LevelEdit edit(editorLevelEditBox());
    EXPECT_EQ(edit.resize(5, 4), ""); // the right wall is gone: still fine
    EXPECT_EQ(checkLevel(edit.level(), "b.json").problems.size(), 0u);
    for (int row = 0; row < 4; ++row) {
        edit.paint(3, row, Tile::Block); // a wall between the tee and the cup
    }
    const LevelCheck walled = checkLevel(edit.level(), "b.json");
    EXPECT_TRUE(walled.problems.empty());
    EXPECT_EQ(walled.reachability, Reachability::Unreachable);
    Level broken = editorLevelEditBox();
    broken.tiles[2 * 6 + 4] = Tile::Block; // the cup in a wall
    const LevelCheck bad = checkLevel(broken, "b.json");
    ASSERT_EQ(bad.problems.size(), 1u);
    EXPECT_EQ(bad.problems[0], "b.json: cup: (4.5, 2.5) is not on open floor");
    EXPECT_FALSE(bad.reachability.has_value());
}

TEST(EditorLevelEdit, OpeningMissingBrokenAndGoodFiles) {
    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("editor-open-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder);
    const EditorOpenResult fresh = openForEditing(folder / "river-run.json");
    ASSERT_TRUE(fresh.level.has_value());
    EXPECT_TRUE(fresh.created);
    EXPECT_EQ(fresh.level->name, "river-run");
    EXPECT_EQ(fresh.level->width, 12);

    const EditorOpenResult noFolder = openForEditing(folder / "nope" / "x.json");
    EXPECT_FALSE(noFolder.level.has_value());
    ASSERT_EQ(noFolder.errors.size(), 1u);
    EXPECT_NE(noFolder.errors[0].find("x.json: the folder"), std::string::npos);

    std::ofstream(folder / "broken.json") << "{\"format\": \"minigolf-level/1\"}";
    const EditorOpenResult broken = openForEditing(folder / "broken.json");
    EXPECT_FALSE(broken.level.has_value());
    ASSERT_FALSE(broken.errors.empty());
    EXPECT_NE(broken.errors[0].find("broken.json"), std::string::npos);

    ASSERT_EQ(writeLevelFile(folder / "good.json", editorLevelEditBox()), "");
    const EditorOpenResult good = openForEditing(folder / "good.json");
    ASSERT_TRUE(good.level.has_value());
    EXPECT_FALSE(good.created);
    EXPECT_EQ(editorLevelEditRowsOf(*good.level), editorLevelEditRowsOf(editorLevelEditBox()));
    std::filesystem::remove_all(folder);
}

} // namespace
} // namespace golf::game
