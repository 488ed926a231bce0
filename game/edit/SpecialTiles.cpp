#include "SpecialTiles.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace golf::game {

namespace {

[[nodiscard]] std::size_t indexOfTile(const Level& level, int col, int row) {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
           static_cast<std::size_t>(col);
}

[[nodiscard]] bool symbolTaken(const Level& level, char c) {
    const auto has = [c](const auto& table) {
        return std::any_of(table.begin(), table.end(),
                           [c](const auto& entry) { return entry.symbol == c; });
    };
    return !isLegendCharacter(c) || has(level.surfaces) || has(level.specialWalls) ||
           has(level.gates);
}

/// The tile's floor made plain grass where the level keeps surfaces (a gate is a grass tile;
/// a wall carries none).
void plainGrassUnder(Level& level, int col, int row) {
    if (!level.surfaceIndex.empty()) {
        level.setSurface(col, row, Surface{});
    }
}

/// Renumbers one per-tile index after dropping the unused entries of its table.
template <typename Entry>
void pruneTable(std::vector<Entry>& table, std::vector<std::uint8_t>& index) {
    std::vector<bool> used(table.size() + 1, false);
    for (const std::uint8_t k : index) {
        used[k] = true;
    }
    std::vector<std::uint8_t> renumbered(table.size() + 1, 0);
    std::vector<Entry> kept;
    for (std::size_t k = 1; k <= table.size(); ++k) {
        if (used[k]) {
            kept.push_back(table[k - 1]);
            renumbered[k] = static_cast<std::uint8_t>(kept.size());
        }
    }
    table = std::move(kept);
    if (table.empty()) {
        index.clear();
        return;
    }
    for (std::uint8_t& k : index) {
        k = renumbered[k];
    }
}

} // namespace

std::optional<char> freeLegendSymbol(const Level& level, std::string_view preferred) {
    for (const char c : preferred) {
        if (!symbolTaken(level, c)) {
            return c;
        }
    }
    for (char c = '!'; c < 0x7F; ++c) {
        if (!symbolTaken(level, c)) {
            return c;
        }
    }
    return std::nullopt;
}

int wallEntryAt(const Level& level, int col, int row) {
    return level.wallIndex.empty() ? 0 : level.wallIndex[indexOfTile(level, col, row)];
}

int gateEntryAt(const Level& level, int col, int row) {
    return level.gateIndex.empty() ? 0 : level.gateIndex[indexOfTile(level, col, row)];
}

namespace {

/// Sets the tile's two indices (0 for none), making the index vectors as the tables need.
void setIndices(Level& level, int col, int row, std::uint8_t wall, std::uint8_t gate) {
    const std::size_t i = indexOfTile(level, col, row);
    for (auto [index, value] :
         {std::pair{&level.wallIndex, wall}, std::pair{&level.gateIndex, gate}}) {
        if (index->empty() && value != 0) {
            index->assign(level.tiles.size(), 0);
        }
        if (!index->empty()) {
            (*index)[i] = value;
        }
    }
}

} // namespace

bool setWallTile(Level& level, int col, int row, double restitution, Tile shape) {
    auto entry = std::find_if(level.specialWalls.begin(), level.specialWalls.end(),
                              [&](const SpecialWall& wall) {
                                  return wall.shape == shape && wall.restitution == restitution;
                              });
    if (entry == level.specialWalls.end()) {
        const auto symbol = freeLegendSymbol(level, restitution > 1 ? "*+@" : "%&$");
        if (!symbol || level.specialWalls.size() >= 255) {
            return false;
        }
        level.specialWalls.push_back(
            SpecialWall{.symbol = *symbol, .shape = shape, .restitution = restitution});
        entry = level.specialWalls.end() - 1;
    }
    setIndices(level, col, row, static_cast<std::uint8_t>(entry - level.specialWalls.begin() + 1),
               0);
    level.tiles[indexOfTile(level, col, row)] = shape;
    plainGrassUnder(level, col, row); // a triangle's open half is grass, as its legend says
    pruneSpecialTiles(level);
    return true;
}

bool setGateTile(Level& level, int col, int row, int pass) {
    auto entry = std::find_if(level.gates.begin(), level.gates.end(),
                              [pass](const Gate& gate) { return gate.pass == pass; });
    if (entry == level.gates.end()) {
        const char* preferred = pass == 0 ? "r" : pass == 90 ? "d" : pass == 180 ? "l" : "u";
        const auto symbol = freeLegendSymbol(level, preferred);
        if (!symbol || level.gates.size() >= 255) {
            return false;
        }
        level.gates.push_back(Gate{.symbol = *symbol, .pass = pass});
        entry = level.gates.end() - 1;
    }
    setIndices(level, col, row, 0, static_cast<std::uint8_t>(entry - level.gates.begin() + 1));
    level.tiles[indexOfTile(level, col, row)] = Tile::Open;
    plainGrassUnder(level, col, row);
    pruneSpecialTiles(level);
    return true;
}

bool clearSpecialTile(Level& level, int col, int row) {
    if (wallEntryAt(level, col, row) == 0 && gateEntryAt(level, col, row) == 0) {
        return false;
    }
    setIndices(level, col, row, 0, 0);
    pruneSpecialTiles(level);
    return true;
}

void pruneSpecialTiles(Level& level) {
    pruneTable(level.specialWalls, level.wallIndex);
    pruneTable(level.gates, level.gateIndex);
}

} // namespace golf::game
