#pragma once

// Levels for the game's unit tests, built in code from tile rows ('S' tee, 'O' cup).

#include "golf/core/level.hpp"
#include "test_levels.hpp"

#include <string>
#include <vector>

namespace golf::game::test {

/// golf::test::makeLevel, named "Test" unless told.
inline Level makeLevel(const std::vector<std::string>& rows, const std::string& name = "Test") {
    return golf::test::makeLevel(rows, name);
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
