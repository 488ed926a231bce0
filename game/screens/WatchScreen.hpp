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

/// One logged hole to watch: the log, its file and its level.
struct WatchedHole {
    std::filesystem::path file;
    ShotLog log;
    Level level;
};

/// Shows logged holes one after the other (a round's, or one), each with its number in the
/// round it was played in, each shot's power and angle, the paths of the shots played and a
/// seek bar (one segment per shot; a click jumps to it). Space pauses, Up/Down (or +/-)
/// change the speed from 0.25x to 4x, Left/Right jump to the previous/next shot, Page
/// Down/Up (or N/P) to the next/previous hole, R starts the hole over, Escape or Q quits.
/// A hole's end goes on to the next after betweenHoles seconds.
class WatchScreen : public Screen {
  public:
    /// Precondition: `holes` is not empty.
    WatchScreen(GameContext& context, std::vector<WatchedHole> holes);
    WatchScreen(GameContext& context, std::filesystem::path file, ShotLog log, Level level);

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return quit_ || !failure_.empty(); }
    [[nodiscard]] std::string failure() const override { return failure_; }

  private:
    /// Shows hole `index` of the list from its start (refusing a log golf replay refuses).
    void loadHole(std::size_t index);
    [[nodiscard]] const WatchedHole& hole() const { return holes_[holeIndex_]; }
    /// Prints the hole's final hash once its last shot rests (the hash golf replay prints).
    void reportEnd();
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
    std::vector<WatchedHole> holes_;
    std::size_t holeIndex_ = 0;
    bool endReported_ = false; ///< this hole's final hash is printed
    double endWaited_ = 0;     ///< seconds since the hole's last shot came to rest
    Hud hud_;
    std::unique_ptr<HoleRenderer> renderer_;
    BoardView view_;
    std::unique_ptr<HoleSession> session_;
    int next_ = 0; ///< the next shot to play
    double waited_ = 0;
    bool paused_ = false;
    int speedIndex_ = 2;
    double seconds_ = 0;
    BallDrops drops_;
    BallTrails trails_;
    std::unique_ptr<HitFlashes> flashes_;
    bool quit_ = false;
    std::string failure_;
    PlayedLog played_;                 ///< every shot's path, power and angle
    std::optional<CoursePlace> place_; ///< the hole's place in its course, if found
    sf::Vector2f windowSize_{1024, 720};
};

} // namespace golf::game
