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

/// A side of a tile.
enum class TileSide { Top, Right, Bottom, Left };

/// True if `tile` is solid along the whole of `side`: every side of a block or void, the two
/// square sides of a triangle (an 'L' its left and bottom sides), no side of open floor.
[[nodiscard]] constexpr bool isSideSolid(Tile tile, TileSide side) {
    switch (tile) {
    case Tile::Open:
        return false;
    case Tile::Block:
    case Tile::Void:
        return true;
    case Tile::LowerLeft:
        return side == TileSide::Left || side == TileSide::Bottom;
    case Tile::LowerRight:
        return side == TileSide::Right || side == TileSide::Bottom;
    case Tile::UpperRight:
        return side == TileSide::Top || side == TileSide::Right;
    case Tile::UpperLeft:
        return side == TileSide::Top || side == TileSide::Left;
    }
    return true;
}

/// The tile a level-file character stands for ('S' and 'O' are Open); nullopt if unknown.
[[nodiscard]] std::optional<Tile> tileFromChar(char c);

/// The canonical level-file character of a tile ('.' for Open).
[[nodiscard]] char tileToChar(Tile t);

} // namespace golf
