// Tests of the display-free picture module. Expected colours are worked out by hand from the
// palette, the tile layout and the 4 x 4 sample positions (i + 0.5) / 4 inside each pixel.

#include "golf/analysis/picture.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

namespace palette = picture_palette;

// At 16 pixels per tile: tile (col, row) covers pixels [16 col, 16 col + 16) x [16 row, ...).
// The wall edge is max(1, 16 / 12) = 1 pixel wide.
constexpr int tileScale = 16;

Level pictureLevel() {
    return test::makeLevel({
        "#####", //
        "#S.L#", //
        "#..O#", //
        "#### ", //
    });
}

TEST(Picture, HasTheSizeOfTheLevelTimesTheScale) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    EXPECT_EQ(image.width, 80);
    EXPECT_EQ(image.height, 64);
    EXPECT_EQ(image.pixels.size(), 80u * 64u);
}

TEST(Picture, WallsAreWallColouredWithAnEdgeTowardFloorAndOutside) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    EXPECT_EQ(image.at(8, 8), palette::wall);         // middle of tile (0, 0)
    EXPECT_EQ(image.at(0, 8), palette::wallEdge);     // its left side faces the outside
    EXPECT_EQ(image.at(24, 15), palette::wallEdge);   // tile (1, 0): bottom row faces floor (1, 1)
    EXPECT_EQ(image.at(24, 14), palette::wall);       // one pixel further in
    EXPECT_EQ(image.at(72, 56), palette::background); // the void tile (4, 3)
}

TEST(Picture, OpenFloorIsAChecker) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    EXPECT_EQ(image.at(24, 40), palette::turfDark); // tile (1, 2): 1 + 2 is odd
    EXPECT_EQ(image.at(40, 40), palette::turf);     // tile (2, 2): even
    EXPECT_EQ(image.at(40, 24), palette::turfDark); // tile (2, 1): odd
}

TEST(Picture, ATriangleIsSolidInItsCornerAndTurfInTheOtherHalf) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    // 'L' at tile (3, 1), pixels x 48..63, y 16..31: solid below the diagonal y - 16 > x - 48.
    EXPECT_EQ(image.at(50, 29), palette::wall); // lower-left, away from the edges
    EXPECT_EQ(image.at(61, 18), palette::turf); // upper-right: turf of tile (3, 1), even
    // A pixel on the diagonal mixes the edge and the turf: neither of them pure.
    const Colour diagonal = image.at(56, 24);
    EXPECT_NE(diagonal, palette::turf);
    EXPECT_NE(diagonal, palette::wallEdge);
    EXPECT_NE(diagonal, palette::wall);
}

TEST(Picture, TheCupIsADarkDiscWithALightRim) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    // Cup centre (3.5, 2.5) = pixel corner (56, 40); radius 0.3 * 16 = 4.8 px, rim 0.07 tile
    // above 1.5 px = 1.5 px, so the dark disc reaches 3.3 px.
    EXPECT_EQ(image.at(56, 40), palette::cup);
    EXPECT_EQ(image.at(55, 39), palette::cup);
    // Pixel (60, 40): samples at dx 4.125, 4.375, 4.625 lie in the rim (<= 4.8), dx 4.875 is
    // turf of tile (3, 2) (odd: turfDark): 12 rim + 4 turf samples.
    EXPECT_EQ(image.at(60, 40), (Colour{192, 216, 191}));
    // Far from the cup, the tile is plain turf.
    EXPECT_EQ(image.at(50, 34), palette::turfDark);
}

TEST(Picture, TheTeeIsMarked) {
    const Image image = drawLevel(pictureLevel(), tileScale);
    EXPECT_EQ(image.at(24, 24), palette::tee);  // tee (1.5, 1.5): pixel corner (24, 24)
    EXPECT_EQ(image.at(20, 20), palette::turf); // 4 px away, beyond the 2.5 px marker; tile (1, 1)
}

TEST(Picture, PathsAreDrawnInThePlayersColourAndBallsAtRestAsDiscs) {
    const Level level = pictureLevel();
    Image image = drawLevel(level, tileScale);
    // Player 1 (red) rolls along y = 2.53125 (pixel row 40's centre line, y = 40.5 px) from
    // x = 1.5 to 2.25 tiles (24 to 36 px) and rests there. Line half-width 0.05 * 16 = 0.8 px.
    const Colour red = palette::players[1];
    BallPath path{.player = 1,
                  .points = {{1.5, 2.53125}, {2.25, 2.53125}},
                  .shots = {},
                  .atRest = true,
                  .end = {2.25, 2.53125}};
    drawPaths(image, tileScale, {path}, level.ballRadius);
    EXPECT_EQ(image.at(30, 40), red);               // on the line
    EXPECT_EQ(image.at(30, 43), palette::turfDark); // 3 px off the line: untouched
    EXPECT_EQ(image.at(36, 41), red);               // inside the ball (radius 3.2 px)
    // Pixel (36, 42) lies 1.6 to 2.5 px from the ball's centre (36, 40.5): 10 samples inside
    // the 2.2 px fill, 6 in the 1 px outline (28, 32, 28).
    EXPECT_EQ(image.at(36, 42), (Colour{158, 57, 51}));
}

TEST(Picture, ScaleIsReducedForBigLevels) {
    Level level;
    level.width = 100;
    level.height = 50;
    EXPECT_EQ(pictureScale(level, 32), 32); // 3200 x 1600
    level.width = 1000;
    level.height = 10;
    EXPECT_EQ(pictureScale(level, 32), 8); // 8192 / 1000 = 8 pixels a side per tile
    level.width = 300;
    level.height = 300;
    // 13: 3900^2 = 15.2 million pixels fits 4096^2 = 16.8 million, 14: 4200^2 does not.
    EXPECT_EQ(pictureScale(level, 32), 13);
    level.width = 4096;
    level.height = 4096;
    EXPECT_EQ(pictureScale(level, 32), 1);
    EXPECT_EQ(pictureScale(level, 1), 1);
}

TEST(PathRecorder, InsertsTheBouncePointAndEndsInTheCup) {
    PathRecorder recorder(2, 0.01);
    recorder.record(0, true, false, {1, 1}, {2, 0});
    // Within the next tick the ball hit a wall at x = 1.8 and now moves down: the tracks
    // y = 1 (before) and x = 1.8 (after) meet at (1.8, 1).
    recorder.record(0, true, false, {1.8, 1.2}, {0, 2});
    recorder.record(0, false, true, {1.8, 1.5}, {0, 0}); // dropped
    recorder.record(0, false, true, {1.8, 1.5}, {0, 0});
    const std::vector<BallPath> paths = recorder.paths();
    ASSERT_EQ(paths.size(), 2u);
    const std::vector<Vec2> expected = {{1, 1}, {1.8, 1}, {1.8, 1.2}, {1.8, 1.5}};
    EXPECT_EQ(paths[0].points, expected);
    EXPECT_FALSE(paths[0].atRest);
    EXPECT_TRUE(paths[1].points.empty()); // player 1 never played
    EXPECT_FALSE(paths[1].atRest);
}

TEST(PathRecorder, LeavesOutTinyStepsButKeepsTheRestingPlace) {
    PathRecorder recorder(1, 0.5);
    recorder.recordShot(0, {1, 1});
    recorder.record(0, true, false, {1, 1}, {1, 0});
    recorder.record(0, true, false, {1.2, 1}, {1, 0}); // 0.2 from the last point: left out
    recorder.record(0, true, false, {1.3, 1}, {0, 0}); // at rest
    const BallPath path = recorder.paths()[0];
    const std::vector<Vec2> expected = {{1, 1}, {1.3, 1}};
    EXPECT_EQ(path.points, expected);
    EXPECT_TRUE(path.atRest);
    EXPECT_EQ(path.end, (Vec2{1.3, 1}));
    EXPECT_EQ(path.shots, (std::vector<Vec2>{Vec2{1, 1}}));
}

} // namespace
} // namespace golf
