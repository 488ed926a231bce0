#pragma once

/// \file
/// The bounce preview, an aiming aid: the line from the ball to its first wall, ball or mover
/// contact in the aimed direction, and the direction it leaves that contact in; or to the
/// teleport it enters first.

#include "golf/core/vec2.hpp"
#include "golf/physics/first_contact.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <vector>

namespace golf::game {

/// Draws the engine's answer to where a shot in a direction first touches a wall, a ball or a
/// mover (golf::firstContact: a straight line, on the level without friction, slopes or cup
/// capture, struck now on the hole clock), so the preview tells the angle of a bank shot,
/// never how far a putt rolls or whether it drops. Its probe is fast (probeSpeed): a mover
/// is met about where it is now, not where a slower putt would find it. A teleport ends the
/// line where the ball enters it. Recomputed only when the aim or the balls change; the real match
/// is never touched.
class ShotPreview {
  public:
    /// Length of the line drawn after the contact, in tiles.
    static constexpr double afterContact = 2.0;
    /// How far the line may run before it counts as touching nothing, in tiles.
    static constexpr double reach = 400.0;

    /// The preview of `player`'s shot in `direction` (a unit vector): the shot's origin, the
    /// ball's centre at its first contact, and a point `afterContact` tiles along the
    /// direction it leaves in (none if the contact stops it or is a teleport). Only the origin if
    /// nothing is touched within `reach` (or the ball leaves the level first, e.g. into water, or
    /// the origin is no free spot).
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
