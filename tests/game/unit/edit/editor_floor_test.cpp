// Tests of the editor's Floor tool for format 2 (LevelEdit): it paints sand, ice, water, the
// slopes and the level's legend tiles; water never goes under the tee or the cup; a level that
// uses them is written as format 2 and one that no longer does as format 1 again.

#include "LevelEdit.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::game {
namespace {

Level box() {
    return test::makeLevel({"######", "#S...#", "#...O#", "######"}, "Box");
}

bool writtenAs(const Level& level, const std::string& format) {
    return levelToJson(level).find("\"format\": \"" + format + "\"") != std::string::npos;
}

TEST(EditorFloor, ChoicesAreTheBuiltInFloorsThenTheLegend) {
    Level level = box();
    Surface legend{.symbol = 'n', .floor = Floor::Sand, .slope = makeSlope(45)};
    level.setSurface(3, 1, legend);
    const LevelEdit edit(level);
    const std::vector<Surface> choices = edit.floorChoices();
    ASSERT_EQ(choices.size(), 9u);
    EXPECT_TRUE(choices[0].isPlainGrass());
    EXPECT_EQ(choices[1], *builtinSurface('s'));
    EXPECT_EQ(choices[3], *builtinSurface('w'));
    EXPECT_EQ(choices[7], *builtinSurface('<'));
    EXPECT_EQ(choices[8], legend);
    EXPECT_TRUE(edit.floor().isPlainGrass()); // the Floor tool starts with grass
}

TEST(EditorFloor, PaintingSandMakesFormatTwoAndGrassBackMakesFormatOne) {
    LevelEdit edit(box());
    ASSERT_TRUE(writtenAs(edit.level(), "minigolf-level/1"));
    edit.setFloor(*builtinSurface('s'));
    EXPECT_EQ(edit.apply(EditorTool::Floor, 2, 2), "");
    EXPECT_EQ(edit.level().floorAt(2, 2), Floor::Sand);
    EXPECT_TRUE(writtenAs(edit.level(), "minigolf-level/2"));
    // The written level loads back with the sand where it was painted.
    const LevelLoadResult loaded = parseLevel(levelToJson(edit.level()), "edited");
    ASSERT_TRUE(loaded.level);
    EXPECT_EQ(loaded.level->floorAt(2, 2), Floor::Sand);
    edit.setFloor(Surface{});
    EXPECT_EQ(edit.apply(EditorTool::Floor, 2, 2), "");
    EXPECT_EQ(edit.level().floorAt(2, 2), Floor::Grass);
    EXPECT_TRUE(writtenAs(edit.level(), "minigolf-level/1"));
    EXPECT_TRUE(edit.undo());
    EXPECT_EQ(edit.level().floorAt(2, 2), Floor::Sand);
}

TEST(EditorFloor, WaterNeverGoesUnderTheTeeOrTheCup) {
    LevelEdit edit(box());
    edit.setFloor(*builtinSurface('w'));
    EXPECT_NE(edit.apply(EditorTool::Floor, 1, 1), ""); // the tee's tile
    EXPECT_NE(edit.apply(EditorTool::Floor, 4, 2), ""); // the cup's tile
    EXPECT_EQ(edit.level().floorAt(1, 1), Floor::Grass);
    // A rectangle fill of water over the whole inside leaves their tiles grass.
    EXPECT_EQ(edit.fill(TileRect{1, 1, 4, 2}, *builtinSurface('w')), 6);
    EXPECT_EQ(edit.level().floorAt(1, 1), Floor::Grass);
    EXPECT_EQ(edit.level().floorAt(4, 2), Floor::Grass);
    EXPECT_EQ(edit.level().floorAt(2, 1), Floor::Water);
}

TEST(EditorFloor, SlopesAndFillPaintOpenFloorOverWalls) {
    LevelEdit edit(box());
    EXPECT_EQ(edit.fill(TileRect{0, 0, 1, 0}, *builtinSurface('>')), 2); // two wall tiles
    EXPECT_EQ(edit.level().at(0, 0), Tile::Open);
    ASSERT_TRUE(edit.level().surfaceAt(1, 0).slope);
    EXPECT_EQ(edit.level().slopeAt(1, 0), (Vec2{edit.level().physics.slopeAcceleration, 0}));
}

} // namespace
} // namespace golf::game
