#pragma once

/// \file
/// Balls dropping into the cup: the little animation after a Holed event (drawing only).

#include "HoleScene.hpp"
#include "golf/core/vec2.hpp"

#include <vector>

namespace golf::game {

/// The drop animations under way, timed in the screen's animation seconds.
class BallDrops {
  public:
    /// Length of one drop animation (s).
    static constexpr double seconds = 0.5;

    /// Starts the drop of `player`'s ball from `from` (world units) at time `now` (s).
    void add(int player, Vec2 from, double now) { drops_.push_back({player, from, now}); }

    /// Forgets the drops that have finished by `now`.
    void update(double now);

    /// Forgets every drop (a new hole, a jump in a replay).
    void clear() { drops_.clear(); }

    /// Adds the drops under way at `now` to the scene, in their players' colours.
    void addTo(HoleScene& scene, double now) const;

  private:
    struct Drop {
        int player;
        Vec2 from;
        double start;
    };
    std::vector<Drop> drops_;
};

} // namespace golf::game
