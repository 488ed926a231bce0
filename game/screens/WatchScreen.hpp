#pragma once

/// \file
/// The replay viewer (--watch LOG): plays a shot log with pause, speed and shot stepping.

#include "BallDrops.hpp"
#include "BallTrails.hpp"
#include "BoardView.hpp"
#include "GameContext.hpp"
#include "HitFlashes.hpp"
#include "HoleRenderer.hpp"
#include "HoleSession.hpp"
#include "Hud.hpp"
#include "ReplayList.hpp"
#include "Screen.hpp"
#include "ShotPaths.hpp"
#include "golf/core/level.hpp"
#include "golf/formats/shot_log.hpp"

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace golf::game {

/// Shows a logged hole with its number in its course, each shot's power and angle, the
/// paths of the shots played and a seek bar (one segment per shot; a click jumps to it).
/// Space pauses, Up/Down (or +/-) change the speed from 0.25x to 4x, Left/Right jump to the
/// previous/next shot, R starts over, Escape or Q quits.
class WatchScreen : public Screen {
  public:
    WatchScreen(GameContext& context, std::filesystem::path file, ShotLog log, Level level);

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return quit_ || !failure_.empty(); }
    [[nodiscard]] std::string failure() const override { return failure_; }

  private:
    /// Starts over and plays shots [0, shot) instantly, then shot `shot` is the next to show.
    void seek(int shot);
    [[nodiscard]] bool startShot(int shot);
    void react(const std::vector<Event>& events);
    [[nodiscard]] HudInfo hudInfo() const;
    /// The seek bar's rectangle in a window of `size` pixels.
    [[nodiscard]] static sf::FloatRect seekBar(sf::Vector2f size);
    void drawSeekBar(sf::RenderTarget& target) const;
    /// Shots whose paths are complete: played and come to rest.
    [[nodiscard]] int shotsDone() const;

    GameContext& context_;
    std::filesystem::path file_;
    ShotLog log_;
    Level level_;
    Hud hud_;
    HoleRenderer renderer_;
    BoardView view_;
    std::unique_ptr<HoleSession> session_;
    int next_ = 0; ///< the next shot to play
    double waited_ = 0;
    bool paused_ = false;
    int speedIndex_ = 2;
    double seconds_ = 0;
    BallDrops drops_;
    BallTrails trails_;
    HitFlashes flashes_;
    bool quit_ = false;
    std::string failure_;
    PlayedLog played_;                 ///< every shot's path, power and angle
    std::optional<CoursePlace> place_; ///< the hole's place in its course, if found
    sf::Vector2f windowSize_{1024, 720};
};

} // namespace golf::game
