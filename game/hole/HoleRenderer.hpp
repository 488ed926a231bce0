#pragma once

/// \file
/// Draws a hole: the tiles (built once), the tee, the cup, the balls and the aim.

#include "BoardView.hpp"
#include "HoleScene.hpp"
#include "golf/core/level.hpp"

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <memory>

namespace golf::game {

/// Draws one level. The tile geometry is built once, in world units, and placed in the
/// window by the BoardView's transform, so resizing costs nothing.
class HoleRenderer {
  public:
    /// How void tiles enclosed by a green are drawn.
    enum class EnclosedVoid {
        AsVoid, ///< as they are in the file (the editor: what you paint is what you see)
        AsWall  ///< as walls, which is how they play (the game: void there is not a pit)
    };

    explicit HoleRenderer(const Level& level, EnclosedVoid enclosedVoid = EnclosedVoid::AsVoid);

    /// Draws the level and the scene's moving parts.
    void draw(sf::RenderTarget& target, const BoardView& view, const HoleScene& scene) const;

  private:
    void buildTiles();
    /// Adds every wall's top (`drawTops`) or its faces and lit edges.
    void addWalls(bool drawTops);
    /// The format-3 elements that change from frame to frame: teleports on the floor
    /// (`floorLayer`), or the bumpers' flashes and the movers at the scene's hole clock.
    void drawElements(sf::RenderTarget& target, const sf::RenderStates& states,
                      const HoleScene& scene, bool floorLayer) const;
    void drawTee(sf::RenderTarget& target, const sf::RenderStates& states) const;
    void drawCup(sf::RenderTarget& target, const sf::RenderStates& states, double r) const;
    void drawFlag(sf::RenderTarget& target, const sf::RenderStates& states) const;
    void drawBall(sf::RenderTarget& target, const sf::RenderStates& states, const BallSprite& ball,
                  double seconds, double r) const;
    void drawDrop(sf::RenderTarget& target, const sf::RenderStates& states,
                  const DropSprite& drop) const;
    void drawAim(sf::RenderTarget& target, const sf::RenderStates& states, const AimSprite& aim,
                 double pixelsPerTile) const;
    void drawConfetti(sf::RenderTarget& target, const sf::RenderStates& states,
                      const std::vector<ConfettiSprite>& confetti) const;
    void drawPaths(sf::RenderTarget& target, const sf::RenderStates& states,
                   const std::vector<PathSprite>& paths) const;
    void drawTrails(sf::RenderTarget& target, const sf::RenderStates& states,
                    const HoleScene& scene) const;
    void drawPreview(sf::RenderTarget& target, const sf::RenderStates& states,
                     const std::vector<Vec2>& path) const;

    void buildPicture() const;

    Level level_;
    sf::VertexArray tiles_{sf::Triangles};
    /// Levels too big for per-tile geometry are drawn as a picture of one pixel per tile,
    /// made on first draw (a texture needs the window's GL context).
    bool usePicture_ = false;
    mutable std::unique_ptr<sf::Texture> picture_;
};

/// The shortest aim arrow on screen (pixels): at zero power (keyboard aiming before Space)
/// the arrow still shows the direction clearly.
inline constexpr double minimumAimPixels = 64;

/// Length on screen of the keyboard's aim guide, pixels: the same at every power and scale.
inline constexpr double aimGuidePixels = 200;

/// The aim arrow's reach from the ball's centre (tiles) at `power` (0..1): at least
/// minimumAimPixels on screen at `pixelsPerTile` (> 0) and two ball radii, plus 3.2 tiles at
/// full power.
[[nodiscard]] double aimArrowLength(double power, double ballRadius, double pixelsPerTile);

} // namespace golf::game
