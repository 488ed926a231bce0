#pragma once

/// \file
/// Turns mouse drags and keys into a shot: slingshot with the mouse, arrows and space on the
/// keyboard.

#include "BoardView.hpp"
#include "golf/core/vec2.hpp"

#include <SFML/Window/Event.hpp>
#include <optional>

namespace golf::game {

/// The aim of the player on turn. Mouse: press (on the ball or anywhere), drag back, release;
/// right button or Escape cancels. Keyboard: Left/Right turn the aim, hold Space to build
/// power (it swings up and down), release to shoot.
class AimControl {
  public:
    /// Starts aiming from `origin` (the ball's centre), keeping the last direction.
    void begin(Vec2 origin);
    /// Turns the aim toward `target` as seen from `from` (a new hole: toward the cup).
    void pointAt(Vec2 from, Vec2 target);
    /// Stops aiming (no shot in progress can be aimed).
    void end();

    /// The pull, in window pixels, that gives full power (default 220; the game sets
    /// fullPowerPull of its window).
    void setFullPowerPixels(double pixels) { fullPowerPixels_ = pixels; }
    [[nodiscard]] double fullPowerPixels() const { return fullPowerPixels_; }

    /// Handles an input event; returns true if the event was used (Escape included). A left
    /// press anywhere starts a pull, measured in window pixels from the press (not from the
    /// ball): no position of the ball caps the power. A drag goes on outside the window: the
    /// pointer's position there still sets the pull.
    bool handle(const sf::Event& event, const BoardView& view);

    /// Advances keyboard aiming and the power swing by `seconds` of real time.
    void update(double seconds);

    /// The shot released since the last call, as a unit direction and a power in (0, 1].
    [[nodiscard]] std::optional<std::pair<Vec2, double>> takeShot();

    [[nodiscard]] bool active() const { return active_; }
    /// True while the mouse drags or space is held: the aim shows its power.
    [[nodiscard]] bool charging() const { return dragging_ || spaceHeld_; }
    [[nodiscard]] Vec2 origin() const { return origin_; }
    [[nodiscard]] Vec2 direction() const { return direction_; }
    [[nodiscard]] double power() const { return power_; }
    /// Where the pull ends, drawn from the ball while dragging: the ball's centre moved by the
    /// drag (world units).
    [[nodiscard]] std::optional<Vec2> dragPoint() const;

  private:
    void drag(sf::Vector2f pixel, const BoardView& view);
    void cancel();
    void release();

    bool active_ = false;
    bool dragging_ = false;
    bool spaceHeld_ = false;
    Vec2 origin_;
    Vec2 direction_{1, 0};
    Vec2 dragWorld_;
    sf::Vector2f pressPixel_; ///< where the drag's press was (window pixels)
    double power_ = 0;
    double swingPhase_ = 0;
    int turning_ = 0; ///< -1 left, +1 right, 0 still
    double fullPowerPixels_ = 220;
    std::optional<std::pair<Vec2, double>> released_;
};

} // namespace golf::game

namespace golf::game {

/// The pull in pixels that gives full power in a window of `window` pixels: 30% of its
/// smaller side (216 pixels at 1024x720), at least 60. Every ball lies in the window, so
/// full power can always be reached pulling toward the window's middle, and a drag may go on
/// outside the window for a pull toward its edge.
[[nodiscard]] double fullPowerPull(sf::Vector2u window);

/// The velocity of a shot with `power` (0..1) of `maxSpeed` in `direction`, never longer
/// than maxSpeed even after rounding (the rules refuse faster shots).
[[nodiscard]] Vec2 shotVelocity(Vec2 direction, double power, double maxSpeed);

} // namespace golf::game
