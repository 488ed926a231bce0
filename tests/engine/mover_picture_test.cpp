// Pictures of the moving and special elements of format 3 (picture_elements.cpp): movers where
// they are at a hole-clock time over their faded swept regions, teleports, special walls tinted
// by restitution, gate arrows. Expected colours are worked out by hand from the palette, the
// shapes and the 4 x 4 sample positions (i + 0.5) / 4 inside each pixel.

#include "golf/analysis/picture.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

namespace palette = picture_palette;

// At 32 pixels per tile the world point (x, y) lies in pixel (32 x, 32 y), 1/32 tile a side.
constexpr int scale = 32;

// Tile (col, row) is turf when col + row is even, turfDark when odd.
Level elementsLevel() {
    Level level = test::makeLevel({
        "##############", //
        "#S..........O#", //
        "#............#", //
        "#............#", //
        "#............#", //
        "#...........##", //
        "#...........##", //
        "#............#", //
        "#............#", //
        "##############", //
    });
    Mover blades;
    blades.kind = MoverKind::Blades;
    blades.blades = {.pivot = {6, 4},
                     .arms = 4,
                     .length = 1.4,
                     .width = 0.16,
                     .period = 4,
                     .phase = 0,
                     .turn = TurnSense::Clockwise};
    Mover slider;
    slider.kind = MoverKind::Slider;
    slider.slider = {.from = {3, 7}, .to = {9, 7}, .size = {1, 0.5}, .period = 4, .phase = 0};
    level.movers = {blades, slider};
    level.teleports = {{.entry = {3, 3}, .radius = 0.35, .exit = {10, 3}, .exitAngle = 90}};
    // Tile (12, 5) a bumper, (12, 6) a dead wall; tiles (4, 5) and (4, 6) gates right and down.
    level.specialWalls = {{.symbol = '*', .shape = Tile::Block, .restitution = 1.5},
                          {.symbol = '_', .shape = Tile::Block, .restitution = 0.2}};
    level.wallIndex.assign(level.tiles.size(), 0);
    level.wallIndex[5 * 14 + 12] = 1;
    level.wallIndex[6 * 14 + 12] = 2;
    level.gates = {{.symbol = '>', .pass = 0}, {.symbol = 'V', .pass = 90}};
    level.gateIndex.assign(level.tiles.size(), 0);
    level.gateIndex[5 * 14 + 4] = 1;
    level.gateIndex[6 * 14 + 4] = 2;
    return level;
}

Level counterclockwise() {
    Level level = elementsLevel();
    level.movers[0].blades.turn = TurnSense::Counterclockwise;
    return level;
}

// The swept regions: the mover colour at opacity 1/4 over the turf, by hand:
// turfDark (70, 156, 78) -> (70 + 156/4, 156 - 68/4, 78 - 44/4) = (109, 139, 67);
// turf (78, 168, 86) -> (78 + 148/4, 168 - 80/4, 86 - 52/4) = (115, 148, 73).
constexpr Colour sweptOnTurfDark{109, 139, 67};
constexpr Colour sweptOnTurf{115, 148, 73};

TEST(MoverPicture, ArmsAreWhereTheClockPutsThem) {
    // Arm 0 runs from the pivot (6, 4) to (7.4, 4) at t = 0, 0.08 tiles either side: pixel
    // (224, 128), [7, 7.03) x [4, 4.03) tiles, lies on it.
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 0).at(224, 128), palette::mover);
    // At t = period / 8 the arms point at 45, 135, ... degrees: the same pixel is only swept
    // (tile (7, 4), odd), and the pixel at (6.7, 4.7) tiles, on the 45-degree arm, is mover.
    const Image eighth = drawLevel(elementsLevel(), scale, 0.5);
    EXPECT_EQ(eighth.at(224, 128), sweptOnTurfDark);
    EXPECT_EQ(eighth.at(214, 150), palette::mover);
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 0).at(214, 150), sweptOnTurf); // tile (6, 4)
    // At t = period / 4 arm 0 points down (clockwise on the screen): (6, 5) is on it; turning
    // the other way, arm 0 points up and (6, 3) is on it.
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 1).at(192, 160), palette::mover);
    EXPECT_EQ(drawLevel(counterclockwise(), scale, 1).at(192, 96), palette::mover);
    // At period / 16 arm 0 points at 22.5 degrees, through (6.92, 4.38), turning clockwise,
    // and at -22.5 degrees, through (6.92, 3.62), turning counterclockwise.
    const Image clockwise = drawLevel(elementsLevel(), scale, 0.25);
    const Image other = drawLevel(counterclockwise(), scale, 0.25);
    EXPECT_EQ(clockwise.at(221, 140), palette::mover);
    EXPECT_EQ(clockwise.at(221, 115), sweptOnTurfDark); // tile (6, 3)
    EXPECT_EQ(other.at(221, 115), palette::mover);
    EXPECT_EQ(other.at(221, 140), sweptOnTurf); // tile (6, 4)
    // The pivot: a dark dot of 0.048 tiles.
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 2.3).at(192, 128), palette::moverPivot);
}

TEST(MoverPicture, TheSweptDiscEndsAtLengthPlusHalfTheWidth) {
    // 1.48 tiles from the pivot: (7.45, 4) is swept at t = 0.5, (7.625, 4) is not.
    const Image image = drawLevel(elementsLevel(), scale, 0.5);
    EXPECT_EQ(image.at(238, 128), sweptOnTurfDark);
    EXPECT_EQ(image.at(244, 128), palette::turfDark);
}

TEST(MoverPicture, SlidersAreBoxesOnTheirSweptPath) {
    // From (3, 7) to (9, 7) and back in 4 s, 1 x 0.5 tiles.
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 0).at(96, 224), palette::mover);
    const Image later = drawLevel(elementsLevel(), scale, 1); // centre at (6, 7)
    EXPECT_EQ(later.at(96, 224), sweptOnTurf);
    EXPECT_EQ(later.at(192, 224), palette::mover);
    EXPECT_EQ(later.at(300, 230), sweptOnTurf);       // (9.4, 7.2): in the box at `to`
    EXPECT_EQ(later.at(307, 224), palette::turf);     // (9.6, 7): beyond it
    EXPECT_EQ(later.at(192, 234), palette::turfDark); // (6, 7.3): below the path
    EXPECT_EQ(drawLevel(elementsLevel(), scale, 2).at(288, 224), palette::mover); // at `to`
}

TEST(MoverPicture, TeleportsShowTheirDiscAndTheirExitArrow) {
    const Image image = drawLevel(elementsLevel(), scale, 0);
    // The from disc is teleport-tinted turf: neither turf nor the full colour.
    const Colour entry = image.at(96, 96);
    EXPECT_NE(entry, palette::turf);
    EXPECT_NE(entry, palette::teleport);
    EXPECT_GT(entry.b, palette::turf.b);
    // The exit (10, 3) with exitAngle 90: an arrow 0.6 tiles down, 0.04 tiles either side.
    EXPECT_EQ(image.at(320, 96), palette::teleport);  // the exit's dot
    EXPECT_EQ(image.at(320, 108), palette::teleport); // (10, 3.375): the shaft
    EXPECT_EQ(image.at(332, 96), palette::turfDark);  // (10.375, 3): no shaft to the right
    EXPECT_EQ(image.at(320, 84), palette::turf);      // (10, 2.625), tile (10, 2): none up
}

TEST(MoverPicture, SpecialWallsAreTintedByRestitution) {
    const Image image = drawLevel(elementsLevel(), scale, 0);
    // Bumper 1.5: wall (152, 130, 108) toward (255, 64, 200) at 0.85 = (240, 74, 186).
    EXPECT_EQ(image.at(400, 176), (Colour{240, 74, 186}));
    // Dead 0.2: toward (84, 84, 92) at 0.35 + 0.6 / 1.6 = 0.725: (103, 97, 96).
    EXPECT_EQ(image.at(400, 208), (Colour{103, 97, 96}));
    EXPECT_EQ(image.at(16, 176), palette::wall); // an ordinary wall
}

TEST(MoverPicture, GatesPointTheirPassDirection) {
    const Image image = drawLevel(elementsLevel(), scale, 0);
    // Tile (4, 5), pass 0: a shaft along y = 5.5 from x = 4.2 to 4.8.
    EXPECT_EQ(image.at(144, 176), palette::gate);     // (4.5, 5.5)
    EXPECT_EQ(image.at(150, 176), palette::gate);     // (4.69, 5.5)
    EXPECT_EQ(image.at(144, 186), palette::turfDark); // (4.5, 5.81): off the shaft
    // Tile (4, 6), pass 90: the shaft runs down x = 4.5 instead.
    EXPECT_EQ(image.at(144, 214), palette::gate); // (4.5, 6.69)
    EXPECT_EQ(image.at(150, 208), palette::turf); // (4.69, 6.5): off it
    // The one-way edges across the pass direction: x = 4 and x = 5 for tile (4, 5).
    EXPECT_NE(image.at(128, 172), palette::turfDark);
    EXPECT_NE(image.at(128, 172), palette::turf);
}

TEST(MoverPicture, ALevelWithoutElementsIsTheSameAtAnyTime) {
    const Level level = test::makeLevel({"#####", "#S.O#", "#####"});
    EXPECT_EQ(drawLevel(level, scale, 0).pixels, drawLevel(level, scale, 1234.5).pixels);
}

} // namespace
} // namespace golf
