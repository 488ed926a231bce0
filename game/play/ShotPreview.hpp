#pragma once

/// \file
/// The bounce preview, an aiming aid: the line from the ball to its first wall (or ball)
/// contact in the aimed direction, and the direction it leaves that contact in.

#include "golf/core/vec2.hpp"
#include "golf/physics/first_contact.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <vector>

namespace golf::game {

/// Draws the engine's answer to where a shot in a direction first touches a wall or a ball
/// (golf::firstContact: a straight line, on the level without friction, slopes or cup capture),
/// so the preview tells the angle of a bank shot, never how far a putt rolls or whether it
/// drops. Recomputed only when the aim or the balls change; the real match is never touched.
class ShotPreview {
  public:
    /// Length of the line drawn after the contact, in tiles.
    static constexpr double afterContact = 2.0;
    /// How far the line may run before it counts as touching nothing, in tiles.
    static constexpr double reach = 400.0;

    /// The preview of `player`'s shot in `direction` (a unit vector): the shot's origin, the
    /// ball's centre at its first contact, and a point `afterContact` tiles along the
    /// direction it leaves in (none if the contact stops it). Only the origin if nothing is
    /// touched within `reach` (or the ball leaves the level first, e.g. into water, or the
    /// origin is no free spot).
    [[nodiscard]] const std::vector<Vec2>& path(const Match& match, int player, Vec2 origin,
                                                Vec2 direction);

  private:
    std::vector<Vec2> path_;
    Vec2 lastDirection_{};
    Vec2 lastOrigin_{};
    int lastPlayer_ = -1;
    std::int64_t lastTick_ = -1;
};

} // namespace golf::game
