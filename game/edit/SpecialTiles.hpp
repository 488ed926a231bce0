#pragma once

/// \file
/// The per-tile special walls and gates of level format 3 (SPEC section 2: legend entries
/// `"wall"` and `"gate"`) as the editor changes them: a tile made a bumper, a dead wall or a
/// gate, cleared again, and the legend kept to the entries some tile uses.

#include "golf/core/level.hpp"

#include <optional>
#include <string_view>

namespace golf::game {

/// The restitution of the walls the Bumper tool paints (above 1: a bumper adds speed).
inline constexpr double bumperRestitution = 1.25;
/// The restitution of the walls the Dead wall tool paints (well below the default 0.8).
inline constexpr double deadWallRestitution = 0.3;

/// A legend character no surface, special wall or gate of `level` uses: the first free one of
/// `preferred`, else the first free printable one; nullopt when every one is taken.
[[nodiscard]] std::optional<char> freeLegendSymbol(const Level& level, std::string_view preferred);

/// Makes tile (col, row) a solid tile of `shape` whose faces have `restitution`, sharing the
/// legend entry of a wall with that shape and restitution or adding one. False (nothing
/// changed) when no legend character is left. Preconditions: (col, row) in the grid; `shape` a
/// block or a triangle (SPEC section 2: `#`, `L`, `J`, `7`, `F`).
bool setWallTile(Level& level, int col, int row, double restitution, Tile shape);

/// Makes tile (col, row) a grass gate that lets balls through in direction `pass` (0, 90, 180,
/// 270), sharing the legend entry of that direction or adding one. False when no legend
/// character is left. Precondition: (col, row) in the grid.
bool setGateTile(Level& level, int col, int row, int pass);

/// Takes the special wall or gate off tile (col, row) (the tile itself is left as it is), then
/// prunes the legend. True if there was one. Precondition: (col, row) in the grid.
bool clearSpecialTile(Level& level, int col, int row);

/// Drops the special walls and gates no tile uses and renumbers the per-tile indices (emptied
/// with their table).
void pruneSpecialTiles(Level& level);

/// The legend entry index (1-based, 0 for none) of the special wall / gate on tile (col, row).
[[nodiscard]] int wallEntryAt(const Level& level, int col, int row);
/// As wallEntryAt, for gates.
[[nodiscard]] int gateEntryAt(const Level& level, int col, int row);

} // namespace golf::game
