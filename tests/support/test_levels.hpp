#pragma once

// Levels built in code for the tests of the engine, the tools and the game (one builder for
// all: the golf_test_support target puts this folder on their include path).

#include "golf/core/level.hpp"

#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace golf::test {

/// A level from tile rows ('S' and 'O' place the tee and the cup at tile centres), named
/// `name`; physics defaults unless changed by the caller. Throws std::invalid_argument on a
/// character that is no tile.
inline Level makeLevel(const std::vector<std::string>& rows, const std::string& name = "test") {
    Level level;
    level.name = name;
    level.height = static_cast<int>(rows.size());
    int row = 0;
    for (const std::string& text : rows) {
        level.width = static_cast<int>(text.size());
        for (int col = 0; col < level.width; ++col) {
            const char c = text[static_cast<std::size_t>(col)];
            const auto tile = tileFromChar(c);
            if (!tile) {
                throw std::invalid_argument("bad tile");
            }
            level.tiles.push_back(*tile);
            if (c == 'S') {
                level.tee = {col + 0.5, row + 0.5};
            } else if (c == 'O') {
                level.cup = {col + 0.5, row + 0.5};
            }
        }
        ++row;
    }
    return level;
}

/// An open rectangle of w x h floor tiles inside a one-tile wall; no tee or cup set (the cup
/// is put far outside so that it never captures).
inline Level makeBox(int w, int h) {
    Level level;
    level.name = "box";
    level.width = w + 2;
    level.height = h + 2;
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const bool wall =
                row == 0 || col == 0 || row == level.height - 1 || col == level.width - 1;
            level.tiles.push_back(wall ? Tile::Block : Tile::Open);
        }
    }
    level.tee = {1.5, 1.5};
    level.cup = {-100, -100};
    return level;
}

/// A 14 x 5 box (x in [1, 15], y in [1, 6]), the tee at (2.5, 3.5), a teleport from the disc
/// at (5.5, 3.5) (radius 0.3) to (10.5, 5.5), keeping the direction.
inline Level makeTeleportBox() {
    Level level = makeBox(14, 5);
    level.tee = {2.5, 3.5};
    Teleport teleport;
    teleport.entry = {5.5, 3.5};
    teleport.radius = 0.3;
    teleport.exit = {10.5, 5.5};
    level.teleports.push_back(teleport);
    return level;
}

/// A level from rows of '#', '.' and the format-2 characters s i w ^ > v < (builtinSurface);
/// no tee or cup set.
inline Level makeSurfaceLevel(const std::vector<std::string>& rows) {
    Level level;
    level.height = static_cast<int>(rows.size());
    level.width = static_cast<int>(rows.front().size());
    for (const std::string& row : rows) {
        for (const char c : row) {
            level.tiles.push_back(c == '#' ? Tile::Block : Tile::Open);
        }
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const char c = rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
            if (const auto surface = builtinSurface(c)) {
                level.setSurface(col, row, *surface);
            }
        }
    }
    return level;
}

/// The rows of a random flat side x side level: a border wall, and each inner tile for which
/// `keepOpen(row, col)` is false solid with probability `share`: a block with probability
/// `blockShare`, else one of the four corner triangles (issue 27's dense levels: a quarter
/// solid, half of it blocks). The caller places the tee and the cup. Draws from `rng` tile by
/// tile in row order: one number for an open tile, two for a block, three for a triangle.
template <typename KeepOpen>
std::vector<std::string> randomSolidRows(std::mt19937_64& rng, int side, double share,
                                         double blockShare, KeepOpen keepOpen) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::string> rows(static_cast<std::size_t>(side), std::string(side, '.'));
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c) {
            const bool border = r == 0 || c == 0 || r == side - 1 || c == side - 1;
            char& tile = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (border) {
                tile = '#';
            } else if (!keepOpen(r, c) && unit(rng) < share) {
                tile =
                    unit(rng) < blockShare ? '#' : "LJ7F"[static_cast<std::size_t>(unit(rng) * 4)];
            }
        }
    }
    return rows;
}

/// A random dense side x side level (randomSolidRows: every inner tile may be solid, half of
/// the solid ones blocks) for the boundary's tests: the tee in the corner tile (1, 1), the cup
/// far outside the grid (nothing drops).
inline Level randomBoundaryLevel(std::mt19937_64& rng, int side, double share,
                                 const std::string& name = "test") {
    Level level =
        makeLevel(randomSolidRows(rng, side, share, 0.5, [](int, int) { return false; }), name);
    level.tee = {1.5, 1.5};
    level.cup = {-100, -100};
    return level;
}

/// A random course as dense as issue 27's long replay (randomSolidRows: a quarter of the inner
/// tiles solid, half of them blocks; the tee's 3 x 3 corner kept open), the tee at tile (2, 2)
/// and the cup at (side - 3, side - 3).
inline Level randomDenseCourse(std::mt19937_64& rng, int side, const std::string& name = "test") {
    std::vector<std::string> rows =
        randomSolidRows(rng, side, 0.25, 0.5, [](int r, int c) { return r <= 3 && c <= 3; });
    rows[2][2] = 'S';
    rows[static_cast<std::size_t>(side - 3)][static_cast<std::size_t>(side - 3)] = 'O';
    return makeLevel(rows, name);
}

} // namespace golf::test
