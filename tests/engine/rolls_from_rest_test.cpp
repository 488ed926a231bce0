// rollsFromRest: whether a ball at rest starts to move, without building its piece. Checked
// against the rules by hand (slopes, sand, valleys, gutters) and against
// continuePiece(...).moving(), which builds the piece, on every quarter-tile point (so tile
// edges and corners exactly) and random points of the bundled slope holes.

#include "golf/core/level.hpp"
#include "golf/formats/level_loader.hpp"
#include "test_levels.hpp"
#include "trajectory.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <string>

namespace golf {
namespace {

constexpr double degrees = 3.141592653589793 / 180;

/// A w x h box whose open tiles left of column `split` push at angle `left` and the others at
/// `right` (degrees), with acceleration `acc` on `floor`.
Level twoSlopes(int w, int h, int split, double left, double right, double acc, Floor floor) {
    Level level = test::makeBox(w, h);
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            const bool isLeft = col < split;
            level.setSurface(col, row,
                             Surface{.symbol = isLeft ? 'a' : 'b',
                                     .floor = floor,
                                     .slope = makeSlope(isLeft ? left : right, acc)});
        }
    }
    return level;
}

TEST(RollsFromRest, ASlopeThatBeatsItsFloorStartsTheBall) {
    // Grass holds 3 tiles/s^2: a push of 4 rolls the ball, on sand (9) it stays.
    const Level grass = twoSlopes(6, 3, 4, 0, 0, 4, Floor::Grass);
    EXPECT_TRUE(rollsFromRest(grass, {2.5, 2.5}));
    const Level sand = twoSlopes(6, 3, 4, 0, 0, 4, Floor::Sand);
    EXPECT_FALSE(rollsFromRest(sand, {2.5, 2.5}));
    // Flat grass holds any ball.
    const Level flat = test::makeBox(6, 3);
    EXPECT_FALSE(rollsFromRest(flat, {2.5, 2.5}));
}

TEST(RollsFromRest, AValleyHoldsTheBallOnItsLineAndAGutterCarriesIt) {
    // Columns 1-3 push right, 4-6 left: on the line x = 4 the pushes cancel, nothing is left
    // along the edge, and the ball lies still there; just off it, the slope takes it back.
    const Level valley = twoSlopes(6, 3, 4, 0, 180, 4, Floor::Grass);
    EXPECT_FALSE(rollsFromRest(valley, {4, 2.5}));
    EXPECT_TRUE(rollsFromRest(valley, {3.9, 2.5}));
    // Pushes at 60 and 120 degrees: across the edge they point at each other, along it both
    // push acc sin(60) = 6.93 down, which beats grass's 3: the ball rides the edge off.
    const Level gutter = twoSlopes(6, 3, 4, 60, 120, 8, Floor::Grass);
    EXPECT_GT(8 * std::sin(60 * degrees), 3);
    EXPECT_TRUE(rollsFromRest(gutter, {4, 2.5}));
    // With acc 3.2 the push along, 2.77, is less than grass's 3: it lies still on the edge.
    const Level shallow = twoSlopes(6, 3, 4, 60, 120, 3.2, Floor::Grass);
    EXPECT_LT(3.2 * std::sin(60 * degrees), 3);
    EXPECT_FALSE(rollsFromRest(shallow, {4, 2.5}));
}

/// rollsFromRest against the piece that continuePiece builds, at every quarter-tile point of
/// the open area and at `randomPoints` random points.
void expectSameAsThePiece(const Level& level, const std::string& name, int randomPoints) {
    int compared = 0;
    const auto check = [&](Vec2 p) {
        const int col = static_cast<int>(std::floor(p.x));
        const int row = static_cast<int>(std::floor(p.y));
        if (col < 0 || row < 0 || col >= level.width || row >= level.height ||
            level.at(col, row) != Tile::Open) {
            return;
        }
        ++compared;
        EXPECT_EQ(rollsFromRest(level, p), continuePiece(level, p, {}).moving())
            << name << " at (" << p.x << ", " << p.y << ")";
    };
    for (int y = 4; y < 4 * level.height; ++y) {
        for (int x = 4; x < 4 * level.width; ++x) {
            check({x / 4.0, y / 4.0});
        }
    }
    std::mt19937_64 rng(27);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int k = 0; k < randomPoints; ++k) {
        check({unit(rng) * level.width, unit(rng) * level.height});
    }
    EXPECT_GT(compared, randomPoints / 2) << name;
}

TEST(RollsFromRest, AgreesWithTheBuiltPieceOnTheBundledSlopeHoles) {
    for (const char* file :
         {"back-nine/06-side-hill.json", "back-nine/08-dunes.json",
          "windmill-nine/08-sliding-sands.json", "front-nine/06-switchback.json"}) {
        const std::string path = std::string(GOLF_SOURCE_DIR) + "/levels/" + file;
        const LevelLoadResult loaded = loadLevelFile(path);
        ASSERT_TRUE(loaded.level) << path;
        expectSameAsThePiece(*loaded.level, file, 2000);
    }
    for (const double acc : {3.2, 4.0, 8.0}) {
        expectSameAsThePiece(twoSlopes(8, 4, 5, 60, 120, acc, Floor::Grass), "gutter", 200);
        expectSameAsThePiece(twoSlopes(8, 4, 5, 0, 180, acc, Floor::Ice), "valley", 200);
        expectSameAsThePiece(twoSlopes(8, 4, 5, 200, 340, acc, Floor::Sand), "ridge", 200);
    }
}

} // namespace
} // namespace golf
