#pragma once

/// \file
/// How floors, water and slopes look (format 2): the colour of each floor, its marks (sand
/// grains, ice streaks), chevrons pointing downhill on slopes, and water's moving ripples.
/// Geometry in world units (one tile = 1), like the rest of the hole.

#include "golf/core/level.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace golf::game {

/// The base colour of `floor`; `stripe` for every other column (as the turf's stripes).
[[nodiscard]] sf::Color floorColour(Floor floor, bool stripe);

/// Appends the marks of the open tile (col, row) to `out` (sf::Triangles): sand grains, ice
/// streaks, the slope's light uphill edge and its downhill chevrons. Nothing on plain grass
/// and on water (whose ripples move: addWaterRipples).
void addFloorMarks(sf::VertexArray& out, const Level& level, int col, int row);

/// Appends the ripples of every water tile of `level` at animation time `seconds` (driven by
/// the game's fixed-step frames, never a clock) to `out` (sf::Triangles).
void addWaterRipples(sf::VertexArray& out, const Level& level, double seconds);

} // namespace golf::game
