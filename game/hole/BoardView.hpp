#pragma once

/// \file
/// How the level sits in the window: scaled to fit, centred, letterboxed.

#include "golf/core/vec2.hpp"

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Transform.hpp>

namespace golf::game {

/// Maps world units (tiles) to window pixels for a level fitted into a screen area.
class BoardView {
  public:
    /// Fits a level of cols x rows tiles into `area` (pixels), keeping tiles square.
    void fit(int cols, int rows, sf::FloatRect area);

    /// Pixels per tile.
    [[nodiscard]] float scale() const { return scale_; }
    /// Window pixel of a world point.
    [[nodiscard]] sf::Vector2f toScreen(Vec2 world) const;
    /// World point under a window pixel.
    [[nodiscard]] Vec2 toWorld(sf::Vector2f pixel) const;
    /// The same mapping as a transform, for geometry built in world units.
    [[nodiscard]] sf::Transform transform() const;

  private:
    float scale_ = 1;
    sf::Vector2f offset_;
};

} // namespace golf::game
