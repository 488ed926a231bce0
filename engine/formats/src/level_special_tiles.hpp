#pragma once

// Format 3 of level files (SPEC section 2): the legend's special walls ("wall": a solid tile
// of a shape whose faces have their own restitution) and one-way gates ("gate": a grass tile
// whose edges across `pass` let a ball through one way only).

#include "golf/core/mover.hpp"
#include "golf/core/tile.hpp"
#include "json_text.hpp"
#include "problems.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace golf {

/// True if a legend entry defines a special wall or a gate (it has a "wall" or "gate" key):
/// such entries are read here, not as surfaces (level_legend.hpp).
[[nodiscard]] bool isSpecialTileEntry(const Json& entry);

/// The legend characters that are special walls or gates, with the tables the level keeps
/// (Level::specialWalls, Level::gates).
class SpecialTileChars {
  public:
    /// Reads the wall and gate entries of "legend" (`legend` may be null). In a file of an
    /// older format they are refused ("needs format 'minigolf-level/3'") but still known, so
    /// that their tiles are not reported once more as unknown. Keys that are no legend
    /// character are left to SurfaceChars, which reports them.
    SpecialTileChars(bool format3, const Json* legend, Problems& problems);

    /// What a tile character means here: the tile, and the 1-based index into walls() or
    /// gates() (0: none).
    struct Use {
        Tile tile = Tile::Open;
        std::uint8_t wall = 0;
        std::uint8_t gate = 0;
    };
    /// nullopt if `c` is not a wall or gate character of this level.
    [[nodiscard]] std::optional<Use> lookup(char32_t c) const;

    [[nodiscard]] std::vector<SpecialWall> takeWalls() { return std::move(walls_); }
    [[nodiscard]] std::vector<Gate> takeGates() { return std::move(gates_); }

  private:
    void readWall(char c, const Json& value, const std::string& path, Problems& problems);
    void readGate(char c, const Json& value, const std::string& path, Problems& problems);

    std::vector<SpecialWall> walls_;
    std::vector<Gate> gates_;
    std::array<std::optional<Use>, 128> uses_{}; ///< by ASCII character
};

} // namespace golf
