#include "VertexShapes.hpp"

namespace golf::game {

sf::Vector2f vertexAt(Vec2 p) {
    return {static_cast<float>(p.x), static_cast<float>(p.y)};
}

void appendTriangle(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, sf::Color colour) {
    out.append({vertexAt(a), colour});
    out.append({vertexAt(b), colour});
    out.append({vertexAt(c), colour});
}

void appendQuad(sf::VertexArray& out, Vec2 a, Vec2 b, Vec2 c, Vec2 d, sf::Color colour) {
    appendTriangle(out, a, b, c, colour);
    appendTriangle(out, a, c, d, colour);
}

} // namespace golf::game
