#pragma once

/// \file
/// The level model: tile grid, tee, cup, ball and physics parameters (SPEC section 2).

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

    /// The tile at (col, row); everything outside the grid is Block.
    [[nodiscard]] Tile at(int col, int row) const {
        if (col < 0 || row < 0 || col >= width || row >= height) {
            return Tile::Block;
        }
        return tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
                     static_cast<std::size_t>(col)];
    }
};

/// True if a disc of the given radius at `centre` overlaps no solid part of the level
/// (touching is allowed). Used to validate tees, setup positions and tee-entry spots.
[[nodiscard]] bool discFitsOnFloor(const Level& level, Vec2 centre, double radius);

} // namespace golf
