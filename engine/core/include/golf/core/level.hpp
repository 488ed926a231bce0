#pragma once

/// \file
/// The level model: tile grid, tee, cup, ball and physics parameters (SPEC section 2).

#include "golf/core/mover.hpp"
#include "golf/core/physics_table.hpp"
#include "golf/core/surface.hpp"
#include "golf/core/tile.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace golf {

/// Largest grid side accepted by the loader (tiles).
inline constexpr int maxLevelSide = 4096;

/// A validated level. Invariants (guaranteed by the loader): 1 <= width, height <= maxLevelSide,
/// tiles.size() == width * height, the tee and cup lie on open floor.
struct Level {
    std::string name;
    int par = 3;
    int width = 0;           ///< columns
    int height = 0;          ///< rows
    std::vector<Tile> tiles; ///< row-major, tiles[row * width + col]
    Vec2 tee;                ///< ball centre at the start (world units)
    Vec2 cup;                ///< cup centre (world units)
    double cupRadius = 0.3;  ///< tiles
    double ballRadius = 0.2; ///< tiles
    int maxStrokes = 10;     ///< after this many strokes a ball is picked up
    PhysicsParams physics;
    /// What the values of surfaceIndex mean (format 2): the legend's characters and the
    /// built-in ones in use. Empty when every open tile is plain grass.
    std::vector<Surface> surfaces;
    /// Per tile, row-major like `tiles`, an index into `surfaces`; empty when every open tile
    /// is plain grass (every format-1 level). Only open tiles (Tile::Open) carry a surface.
    std::vector<std::uint8_t> surfaceIndex;
    /// Format 3 (SPEC section 2, "Moving and special elements"); all empty in older formats.
    std::vector<Mover> movers;
    std::vector<Teleport> teleports;
    /// The legend's special walls and gates; wallIndex and gateIndex are per tile, row-major
    /// like `tiles`: 0 for none, k for specialWalls[k - 1] (a solid tile) or gates[k - 1] (an
    /// open grass tile). Each is empty when its table is.
    std::vector<SpecialWall> specialWalls;
    std::vector<Gate> gates;
    std::vector<std::uint8_t> wallIndex;
    std::vector<std::uint8_t> gateIndex;

    /// The tile at (col, row); everything outside the grid is Block.
    [[nodiscard]] Tile at(int col, int row) const {
        if (col < 0 || row < 0 || col >= width || row >= height) {
            return Tile::Block;
        }
        return tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
                     static_cast<std::size_t>(col)];
    }

    /// Which entry of `surfaces` the tile at (col, row) carries, or -1 where surfaceAt gives
    /// plain grass without one (a tile that is not Tile::Open, outside the grid, a level with no
    /// surfaces). Tiles with the same slot have the same surface.
    [[nodiscard]] int surfaceSlot(int col, int row) const {
        if (surfaceIndex.empty() || at(col, row) != Tile::Open) {
            return -1;
        }
        return surfaceIndex[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
                            static_cast<std::size_t>(col)];
    }
    /// The surface of the tile at (col, row): plain grass for every tile that is not Tile::Open
    /// (a triangle's open half is grass) and outside the grid.
    [[nodiscard]] const Surface& surfaceAt(int col, int row) const;
    /// The floor of the tile at (col, row), as surfaceAt.
    [[nodiscard]] Floor floorAt(int col, int row) const { return surfaceAt(col, row).floor; }
    /// The slope's acceleration vector at (col, row): the downhill unit vector times the
    /// slope's acceleration (tiles/s^2); zero on flat tiles.
    [[nodiscard]] Vec2 slopeAt(int col, int row) const;
    /// The deceleration of a floor under this level's physics (tiles/s^2); water has grass's
    /// (a ball never rolls on water: it leaves it at once).
    [[nodiscard]] double decelerationOf(Floor floor) const;
    /// The floor under a point: the tile [col, col+1) x [row, row+1) that holds it.
    [[nodiscard]] Floor floorUnder(Vec2 point) const;
    /// True if `point` lies in the closed square of an open water tile (on its edge counts).
    [[nodiscard]] bool touchesWater(Vec2 point) const;
    /// Gives the open tile at (col, row) a surface; adds it to `surfaces` if new.
    /// Preconditions: (col, row) in the grid; no other surface in `surfaces` has its symbol.
    void setSurface(int col, int row, const Surface& surface);
    /// True if the level needs format 2 (or later) to be written: an open tile that is not
    /// plain grass, a legend character in `surfaces`, or a physics key of `table` introduced
    /// by format 2 or later off its default.
    /// True if the level has a moving or special element (needs format 3).
    [[nodiscard]] bool usesFormat3() const {
        return !movers.empty() || !teleports.empty() || !specialWalls.empty() || !gates.empty();
    }
    [[nodiscard]] bool
    usesFormat2(std::span<const PhysicsParameter> table = physicsParameters()) const;
};

/// Continues a 64-bit FNV-1a hash `seed` over what format 2 adds to a level: the bits of the
/// physics keys of `table` that formats 2 and later introduced (PhysicsParameter::hashBits,
/// in table order, each only if the level needs its format; a level with format-3 elements
/// needs format 3), and each open tile's floor and slope vector (row-major) where it is not
/// plain grass. Returns `seed` unchanged for a level that uses neither format 2 nor 3
/// (usesFormat2(table) and usesFormat3() false), so the hashes of format-1 levels stay what
/// they were. For the level hash of shot logs (SPEC section 5).
[[nodiscard]] std::uint64_t
hashSurfaces(const Level& level, std::uint64_t seed,
             std::span<const PhysicsParameter> table = physicsParameters());

/// True if a disc of the given radius at `centre` overlaps no solid part of the level
/// (touching is allowed). Used to validate tees, setup positions and tee-entry spots.
[[nodiscard]] bool discFitsOnFloor(const Level& level, Vec2 centre, double radius);

} // namespace golf
