#pragma once

/// \file
/// The flashes of format 3's hits: a mover that hits a ball (EventType::MoverHit) and a bumper
/// wall that a ball bounces off (a WallHit whose contact lies on a special wall tile) light up
/// for a moment.

#include "HoleScene.hpp"
#include "golf/core/level.hpp"
#include "golf/physics/event.hpp"

#include <vector>

namespace golf::game {

/// What a hit event struck, as far as drawing and sound care.
enum class HitKind {
    Other,  ///< not a hit of a format-3 element (an ordinary wall, a ball, no hit)
    Mover,  ///< a mover hit a ball
    Bumper, ///< a ball bounced off a bumper (restitution above the level's walls)
    Dead,   ///< a ball hit a dead wall (below the level's walls)
};

/// Per-mover and per-tile flashes that fade over flashSeconds of animation time.
class HitFlashes {
  public:
    /// How long a flash lasts (animation seconds).
    static constexpr double flashSeconds = 0.35;

    /// Flashes on `level` (kept by copy: a flash never outlives what it lit).
    explicit HitFlashes(const Level& level);

    /// Notes `event` at animation time `seconds` (the screen's clock) and says what it hit;
    /// only movers and bumpers flash.
    HitKind note(const Event& event, double seconds);

    /// The special wall tile a WallHit at `event` touched: the tile just beyond the contact
    /// point (the ball's centre moved against the normal by its radius and a little more).
    /// Returns false if the event is no WallHit.
    [[nodiscard]] bool wallTile(const Event& event, int& col, int& row) const;

    /// Adds the flashes still lit at `seconds` to `scene` (moverFlash, wallFlashes).
    void addTo(HoleScene& scene, double seconds) const;

    /// Forgets every flash (a new hole, a seek in the replay viewer).
    void clear();

  private:
    Level level_;
    std::vector<double> moverHit_; ///< per mover, when it last hit; -inf for never
    struct TileHit {
        int col;
        int row;
        double at;
    };
    std::vector<TileHit> wallHits_;
};

} // namespace golf::game
