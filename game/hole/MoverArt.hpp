#pragma once

/// \file
/// How movers look (SPEC section 2, "Moving and special elements"): windmill blades as rounded
/// arms around a hub, sliders as blocks, each where it is at an instant of the hole clock, with
/// a flash when it hits a ball. Geometry in world units, appended to sf::Triangles arrays.

#include "golf/core/level.hpp"

#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

namespace golf::game {

/// Appends every mover of `level` where it is at hole-clock time `clock` (seconds, finite,
/// >= 0; the game passes a time between two ticks for smooth frames), with its shadow.
/// `flash[i]` in 0..1 whitens mover i (a hit); missing entries count as 0.
void addMovers(sf::VertexArray& out, const Level& level, double clock,
               const std::vector<double>& flash = {});

} // namespace golf::game
