#pragma once

/// \file
/// Short fading trails behind rolling balls (drawing only; fed from drawn positions).

#include "HoleScene.hpp"
#include "golf/core/vec2.hpp"

#include <deque>
#include <vector>

namespace golf::game {

/// The last few drawn positions of each moving ball. A ball at rest loses its trail.
class BallTrails {
  public:
    explicit BallTrails(int balls) : trails_(static_cast<std::size_t>(balls)) {}

    /// Adds this frame's position of a ball; `moving` false clears its trail.
    void add(int ball, Vec2 position, bool moving);

    /// Forgets every trail (a new hole, a jump in a replay).
    void clear();

    /// The trail of a ball, oldest first.
    [[nodiscard]] const std::deque<Vec2>& trail(int ball) const {
        return trails_[static_cast<std::size_t>(ball)];
    }
    [[nodiscard]] int count() const { return static_cast<int>(trails_.size()); }

    /// Adds every ball's trail to the scene, in its player's colour.
    void addTo(HoleScene& scene) const;

  private:
    std::vector<std::deque<Vec2>> trails_;
};

} // namespace golf::game
