#pragma once

// Levels for the game's unit tests, built in code from tile rows ('S' tee, 'O' cup).

#include "golf/core/level.hpp"
#include "golf/core/tile.hpp"

#include <string>
#include <vector>

namespace golf::game::test {

inline Level makeLevel(const std::vector<std::string>& rows, const std::string& name = "Test") {
    Level level;
    level.name = name;
    level.height = static_cast<int>(rows.size());
    level.width = static_cast<int>(rows.front().size());
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const char c = rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
            level.tiles.push_back(tileFromChar(c).value());
            if (c == 'S') {
                level.tee = {col + 0.5, row + 0.5};
            } else if (c == 'O') {
                level.cup = {col + 0.5, row + 0.5};
            }
        }
    }
    return level;
}

/// A corridor with a bend and a slope: walls, triangles and a cup to hole out in.
inline Level bendLevel() {
    return makeLevel({
        "##########",
        "#S......7#",
        "#######..#",
        "#O.......#",
        "##########",
    });
}

} // namespace golf::game::test
