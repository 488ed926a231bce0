#pragma once

/// \file
/// Draws a hole: the tiles (built once), the tee, the cup, the balls and the aim.

#include "BoardView.hpp"
#include "HoleScene.hpp"
#include "golf/level.hpp"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace golf::game {

/// Draws one level. The tile geometry is built once, in world units, and placed in the
/// window by the BoardView's transform, so resizing costs nothing.
class HoleRenderer {
  public:
    explicit HoleRenderer(const Level& level);

    /// Draws the level and the scene's moving parts.
    void draw(sf::RenderTarget& target, const BoardView& view, const HoleScene& scene) const;

  private:
    void buildTiles();
    void drawTee(sf::RenderTarget& target, const sf::RenderStates& states) const;
    void drawCup(sf::RenderTarget& target, const sf::RenderStates& states) const;
    void drawFlag(sf::RenderTarget& target, const sf::RenderStates& states) const;
    void drawBall(sf::RenderTarget& target, const sf::RenderStates& states, const BallSprite& ball,
                  double seconds) const;
    void drawDrop(sf::RenderTarget& target, const sf::RenderStates& states,
                  const DropSprite& drop) const;
    void drawAim(sf::RenderTarget& target, const sf::RenderStates& states,
                 const AimSprite& aim) const;
    void drawTrails(sf::RenderTarget& target, const sf::RenderStates& states,
                    const HoleScene& scene) const;
    void drawPreview(sf::RenderTarget& target, const sf::RenderStates& states,
                     const std::vector<Vec2>& path) const;

    Level level_;
    sf::VertexArray tiles_{sf::Triangles};
};

} // namespace golf::game
