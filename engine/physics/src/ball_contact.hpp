#pragma once

// Swept ball-versus-ball contact for two balls that both roll and decelerate.

#include "golf/core/vec2.hpp"

#include <optional>

namespace golf {

/// A ball's free rolling: it was at `position` with `velocity` `elapsed` seconds ago, slowing
/// at `decel` (tiles/s^2), so that it is at positionAfter(position, velocity, decel,
/// elapsed + t) at time t from now.
struct BallMotion {
    Vec2 position;
    Vec2 velocity;
    double elapsed = 0;
    double decel = 0;

    [[nodiscard]] Vec2 at(double t) const;
    [[nodiscard]] Vec2 velocityAt(double t) const;
};

/// Earliest time in [0, maxTime] (seconds) at which the two balls touch while getting closer:
/// the distance of their centres reaches `contactDistance` (twice the ball radius) going down.
/// Balls already touching (or overlapping by rounding) whose distance is not growing touch at
/// time 0. The squared distance is a quartic in t on each interval where neither ball stops;
/// its first downward crossing is found to full double precision.
[[nodiscard]] std::optional<double> firstBallContact(const BallMotion& a, const BallMotion& b,
                                                     double contactDistance, double maxTime);

} // namespace golf
