#pragma once

/// \file
/// The level model: tile grid, tee, cup, ball and physics parameters (SPEC section 2).

#include "golf/core/surface.hpp"
#include "golf/core/tile.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace golf {

/// Physics parameters of a level; defaults as documented in README ("Physics defaults").
struct PhysicsParams {
    int tickRate = 120;               ///< ticks per second, 30..2000
    double rollingDeceleration = 3.0; ///< tiles/s^2, >= 0
    double wallRestitution = 0.8;     ///< normal speed kept after a wall hit, [0, 1]
    double ballRestitution = 0.95;    ///< for ball-versus-ball hits, [0, 1]
    double maxShotSpeed = 14.0;       ///< tiles/s, > 0
    double captureSpeed = 4.0;        ///< tiles/s, >= 0: the cup holds balls this slow or slower
    double maxShotSeconds = 60.0;     ///< s, > 0: a shot is stopped after this long
    double sandDeceleration = 9.0;    ///< tiles/s^2, >= 0: on sand (format 2)
    double iceDeceleration = 0.6;     ///< tiles/s^2, >= 0: on ice (format 2)
    double slopeAcceleration = 4.0;   ///< tiles/s^2, >= 0: a slope's default push (format 2)
};

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

    /// The tile at (col, row); everything outside the grid is Block.
    [[nodiscard]] Tile at(int col, int row) const {
        if (col < 0 || row < 0 || col >= width || row >= height) {
            return Tile::Block;
        }
        return tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
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
    /// True if the level needs format 2 to be written: an open tile that is not plain grass,
    /// a legend character in `surfaces`, or a format-2 physics key off its default.
    [[nodiscard]] bool usesFormat2() const;
};

/// Continues a 64-bit FNV-1a hash `seed` over what format 2 adds to a level: the bits of the
/// three format-2 physics keys, and each open tile's floor and slope vector (row-major) where
/// it is not plain grass. Returns `seed` unchanged for a level that does not use format 2
/// (usesFormat2() false), so the hashes of format-1 levels stay what they were. For the level
/// hash of shot logs (SPEC section 5).
[[nodiscard]] std::uint64_t hashSurfaces(const Level& level, std::uint64_t seed);

/// True if a disc of the given radius at `centre` overlaps no solid part of the level
/// (touching is allowed). Used to validate tees, setup positions and tee-entry spots.
[[nodiscard]] bool discFitsOnFloor(const Level& level, Vec2 centre, double radius);

} // namespace golf
