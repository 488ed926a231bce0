#pragma once

// Triangles for SFML vertex arrays from world points, shared by the element and mover art.

#include "golf/core/vec2.hpp"

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/Vector2.hpp>

namespace golf::game {

/// A world point (tiles) as a vertex position; the board's view maps tiles to pixels.
[[nodiscard]] sf::Vector2f vertexAt(Vec2 p);

/// Appends the triangle a-b-c in `colour` to `out` (a vertex array of triangles).
void appendTriangle(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, sf::Color colour);

/// Appends the convex quad a-b-c-d (corners in order) as the triangles a-b-c and a-c-d.
void appendQuad(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, Vec2 d, sf::Color colour);

} // namespace golf::game
