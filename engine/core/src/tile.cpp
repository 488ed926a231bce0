#include "golf/core/tile.hpp"

namespace golf {

std::optional<Tile> tileFromChar(char c) {
    switch (c) {
    case '.':
    case 'S':
    case 'O':
        return Tile::Open;
    case '#':
        return Tile::Block;
    case ' ':
        return Tile::Void;
    case 'L':
        return Tile::LowerLeft;
    case 'J':
        return Tile::LowerRight;
    case '7':
        return Tile::UpperRight;
    case 'F':
        return Tile::UpperLeft;
    default:
        return std::nullopt;
    }
}

char tileToChar(Tile t) {
    switch (t) {
    case Tile::Open:
        return '.';
    case Tile::Block:
        return '#';
    case Tile::Void:
        return ' ';
    case Tile::LowerLeft:
        return 'L';
    case Tile::LowerRight:
        return 'J';
    case Tile::UpperRight:
        return '7';
    case Tile::UpperLeft:
        return 'F';
    }
    return '#';
}

} // namespace golf
