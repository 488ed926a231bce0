#pragma once

/// \file
/// Tile kinds of the level grid and their characters in level files.

#include <cstdint>
#include <optional>

namespace golf {

/// One grid cell. Stored as one byte so that levels of 4096 x 4096 tiles stay small.
enum class Tile : std::uint8_t {
    Open,       ///< '.', 'S', 'O': open floor
    Block,      ///< '#': a wall block
    Void,       ///< ' ': blocked, drawn as background
    LowerLeft,  ///< 'L': solid lower-left half, diagonal from top-left to bottom-right
    LowerRight, ///< 'J': solid lower-right half, diagonal from top-right to bottom-left
    UpperRight, ///< '7': solid upper-right half, diagonal from top-left to bottom-right
    UpperLeft,  ///< 'F': solid upper-left half, diagonal from top-right to bottom-left
};

/// True for Block and Void: the whole tile is solid.
[[nodiscard]] constexpr bool isFullySolid(Tile t) {
    return t == Tile::Block || t == Tile::Void;
}

/// True for the four corner triangles.
[[nodiscard]] constexpr bool isTriangle(Tile t) {
    return t == Tile::LowerLeft || t == Tile::LowerRight || t == Tile::UpperRight ||
           t == Tile::UpperLeft;
}

/// The tile a level-file character stands for ('S' and 'O' are Open); nullopt if unknown.
[[nodiscard]] std::optional<Tile> tileFromChar(char c);

/// The canonical level-file character of a tile ('.' for Open).
[[nodiscard]] char tileToChar(Tile t);

} // namespace golf
