#pragma once

/// \file
/// How the still elements of level format 3 look (SPEC section 2, "Moving and special
/// elements"): special walls (bumpers bright, dead walls dull), one-way gates with their arrows
/// and teleports (an entry disc and an exit marker). Geometry in world units (one tile = 1),
/// appended to sf::Triangles arrays like FloorArt's.

#include "HoleScene.hpp"
#include "golf/core/level.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace golf::game {

/// The kind of a special wall as drawn, by its restitution against the level's walls.
enum class WallLook { Plain, Bumper, Dead };

/// Bumper above the level's wallRestitution, Dead below it, Plain equal.
[[nodiscard]] WallLook wallLook(const SpecialWall& wall, double wallRestitution);

/// The special wall of the solid tile (col, row), or nullptr for an ordinary one (and outside
/// the grid).
[[nodiscard]] const SpecialWall* specialWallAt(const Level& level, int col, int row);

/// The gate of the open tile (col, row), or nullptr.
[[nodiscard]] const Gate* gateAt(const Level& level, int col, int row);

/// Appends the special walls' tops over the ordinary wall colours: bumpers bright with a
/// light rim, dead walls dull and dark. Call after the walls, so that they cover them.
void addSpecialWalls(sf::VertexArray& out, const Level& level);

/// Appends every gate: its two one-way edges as striped bars and an arrow in its pass
/// direction.
void addGates(sf::VertexArray& out, const Level& level);

/// Appends the flashes of hit bumpers (white over the tile's solid shape, by strength).
void addWallFlashes(sf::VertexArray& out, const Level& level, const std::vector<WallFlash>& hits);

/// Appends every teleport at animation time `seconds`: the entry disc, a dark well with a
/// turning ring, and the exit, a ring with an arrow toward exitAngle when it has one.
void addTeleports(sf::VertexArray& out, const Level& level, double seconds);

/// Appends a filled disc (a triangle fan of `segments` triangles).
void addDisc(sf::VertexArray& out, Vec2 centre, double radius, sf::Color colour, int segments = 32);

/// Appends a ring between `inner` and `outer` radii, from angle `from` over `sweep` radians.
void addRing(sf::VertexArray& out, Vec2 centre, double inner, double outer, sf::Color colour,
             double from = 0, double sweep = 6.283185307179586, int segments = 32);

} // namespace golf::game
