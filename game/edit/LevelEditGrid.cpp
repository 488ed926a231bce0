// LevelEdit: the grid edits (rows and columns on every side, rectangle fill, copy and paste).

#include "LevelEdit.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace golf::game {

namespace {} // namespace

std::string LevelEdit::insertLine(GridSide side) {
    switch (side) {
    case GridSide::Left:
        return reshape(-1, 0, level_.width + 1, level_.height);
    case GridSide::Right:
        return reshape(0, 0, level_.width + 1, level_.height);
    case GridSide::Top:
        return reshape(0, -1, level_.width, level_.height + 1);
    case GridSide::Bottom:
        return reshape(0, 0, level_.width, level_.height + 1);
    }
    return {};
}

std::string LevelEdit::deleteLine(GridSide side) {
    switch (side) {
    case GridSide::Left:
        return reshape(1, 0, level_.width - 1, level_.height);
    case GridSide::Right:
        return reshape(0, 0, level_.width - 1, level_.height);
    case GridSide::Top:
        return reshape(0, 1, level_.width, level_.height - 1);
    case GridSide::Bottom:
        return reshape(0, 0, level_.width, level_.height - 1);
    }
    return {};
}

std::string LevelEdit::reshape(int left, int top, int width, int height) {
    if (left == 0 && top == 0 && width == level_.width && height == level_.height) {
        return {};
    }
    if (width < minEditSide || height < minEditSide) {
        return "a level is at least " + std::to_string(minEditSide) + " x " +
               std::to_string(minEditSide) + " tiles here";
    }
    if ((width > level_.width && width > maxEditSide) ||
        (height > level_.height && height > maxEditSide)) {
        return "the editor grows levels up to " + std::to_string(maxEditSide) + " x " +
               std::to_string(maxEditSide) + " tiles";
    }
    for (const auto& [what, point] : {std::pair{"tee", level_.tee}, std::pair{"cup", level_.cup}}) {
        const auto [col, row] = tileUnder(point);
        if (col < left || row < top || col - left >= width || row - top >= height) {
            return std::string("the ") + what + " would be cut off: move it first";
        }
    }
    remember();
    const Level old = level_;
    const auto index = [width](int col, int row) {
        return static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(col);
    };
    level_.tiles.assign(index(0, height), Tile::Block);
    level_.surfaceIndex.clear();
    level_.width = width;
    level_.height = height;
    // The ground moves by whole tiles: exact for every coordinate a level can hold.
    level_.tee = {old.tee.x - left, old.tee.y - top};
    level_.cup = {old.cup.x - left, old.cup.y - top};
    for (int row = std::max(0, -top); row < std::min(height, old.height - top); ++row) {
        for (int col = std::max(0, -left); col < std::min(width, old.width - left); ++col) {
            level_.tiles[index(col, row)] = old.at(col + left, row + top);
            const Surface& surface = old.surfaceAt(col + left, row + top);
            if (!old.surfaceIndex.empty() && !surface.isPlainGrass()) {
                level_.setSurface(col, row, surface);
            }
        }
    }
    changed();
    return {};
}

int LevelEdit::fill(const TileRect& rect, Tile kind) {
    return fillWith(rect, kind, nullptr);
}

int LevelEdit::fill(const TileRect& rect, const Surface& surface) {
    return fillWith(rect, Tile::Open, &surface);
}

int LevelEdit::fillWith(const TileRect& rect, Tile kind, const Surface* surface) {
    const bool wasInStroke = inStroke_;
    if (!wasInStroke) {
        beginStroke();
    }
    int changedTiles = 0;
    for (int row = std::max(0, rect.top()); row <= std::min(level_.height - 1, rect.bottom());
         ++row) {
        for (int col = std::max(0, rect.left()); col <= std::min(level_.width - 1, rect.right());
             ++col) {
            changedTiles += put(col, row, kind, surface) ? 1 : 0;
        }
    }
    if (!wasInStroke) {
        endStroke();
    }
    return changedTiles;
}

TileBlock LevelEdit::copy(const TileRect& rect) const {
    TileBlock block;
    const int left = std::max(0, rect.left());
    const int top = std::max(0, rect.top());
    const int right = std::min(level_.width - 1, rect.right());
    const int bottom = std::min(level_.height - 1, rect.bottom());
    if (left > right || top > bottom) {
        return block;
    }
    block.width = right - left + 1;
    block.height = bottom - top + 1;
    for (int row = top; row <= bottom; ++row) {
        for (int col = left; col <= right; ++col) {
            block.tiles.push_back(level_.at(col, row));
            block.surfaces.push_back(level_.surfaceAt(col, row));
        }
    }
    return block;
}

int LevelEdit::paste(const TileBlock& block, int col, int row) {
    const bool wasInStroke = inStroke_;
    if (!wasInStroke) {
        beginStroke();
    }
    int changedTiles = 0;
    for (int r = 0; r < block.height; ++r) {
        for (int c = 0; c < block.width; ++c) {
            const auto i = static_cast<std::size_t>(r) * static_cast<std::size_t>(block.width) +
                           static_cast<std::size_t>(c);
            changedTiles += put(col + c, row + r, block.tiles[i], &block.surfaces[i]) ? 1 : 0;
        }
    }
    if (!wasInStroke) {
        endStroke();
    }
    return changedTiles;
}

} // namespace golf::game
