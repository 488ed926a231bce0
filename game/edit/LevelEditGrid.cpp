// LevelEdit: the grid edits (rows and columns on every side, rectangle fill, copy and paste).

#include "LevelEdit.hpp"
#include "SpecialTiles.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace golf::game {

namespace {

/// A handle of an element the grid's edges may cut off: its name for the refusal and where
/// it is (world units).
struct GridHandle {
    std::string name;
    Vec2 at;
};

/// The tee, the cup, every windmill's pivot, slider's ends and teleport's entry and exit.
std::vector<GridHandle> gridHandles(const Level& level) {
    std::vector<GridHandle> handles{{"the tee", level.tee}, {"the cup", level.cup}};
    int windmills = 0;
    int sliders = 0;
    for (const Mover& mover : level.movers) {
        if (mover.kind == MoverKind::Blades) {
            handles.push_back(
                {"windmill " + std::to_string(++windmills) + "'s pivot", mover.blades.pivot});
        } else {
            const std::string name = "slider " + std::to_string(++sliders);
            handles.push_back({name + "'s from", mover.slider.from});
            handles.push_back({name + "'s to", mover.slider.to});
        }
    }
    for (std::size_t i = 0; i < level.teleports.size(); ++i) {
        const std::string name = "teleport " + std::to_string(i + 1);
        handles.push_back({name + "'s entry", level.teleports[i].entry});
        handles.push_back({name + "'s exit", level.teleports[i].exit});
    }
    return handles;
}

/// Moves every element of `level` by `shift` (whole tiles: exact).
void shiftElements(Level& level, Vec2 shift) {
    for (Mover& mover : level.movers) {
        mover.blades.pivot = mover.blades.pivot + shift;
        mover.slider.from = mover.slider.from + shift;
        mover.slider.to = mover.slider.to + shift;
    }
    for (Teleport& teleport : level.teleports) {
        teleport.entry = teleport.entry + shift;
        teleport.exit = teleport.exit + shift;
    }
}

} // namespace

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
    for (const GridHandle& handle : gridHandles(level_)) {
        const auto [col, row] = tileUnder(handle.at);
        if (col < left || row < top || col - left >= width || row - top >= height) {
            return handle.name + " would be cut off: move " +
                   (handle.name.starts_with("the ") ? "it" : "or remove it") + " first";
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
    level_.wallIndex.assign(old.wallIndex.empty() ? 0 : level_.tiles.size(), 0);
    level_.gateIndex.assign(old.gateIndex.empty() ? 0 : level_.tiles.size(), 0);
    level_.width = width;
    level_.height = height;
    // The ground moves by whole tiles: exact for every coordinate a level can hold.
    level_.tee = {old.tee.x - left, old.tee.y - top};
    level_.cup = {old.cup.x - left, old.cup.y - top};
    shiftElements(level_, {static_cast<double>(-left), static_cast<double>(-top)});
    for (int row = std::max(0, -top); row < std::min(height, old.height - top); ++row) {
        for (int col = std::max(0, -left); col < std::min(width, old.width - left); ++col) {
            level_.tiles[index(col, row)] = old.at(col + left, row + top);
            const std::size_t from =
                static_cast<std::size_t>(row + top) * static_cast<std::size_t>(old.width) +
                static_cast<std::size_t>(col + left);
            if (!old.wallIndex.empty()) {
                level_.wallIndex[index(col, row)] = old.wallIndex[from];
            }
            if (!old.gateIndex.empty()) {
                level_.gateIndex[index(col, row)] = old.gateIndex[from];
            }
            const Surface& surface = old.surfaceAt(col + left, row + top);
            if (!old.surfaceIndex.empty() && !surface.isPlainGrass()) {
                level_.setSurface(col, row, surface);
            }
        }
    }
    pruneSpecialTiles(level_); // a special wall or gate in a removed line
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
