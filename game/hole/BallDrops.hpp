#pragma once

/// \file
/// Balls dropping into the cup (after a Holed event) and knocked-in balls coming back out to
/// where they lay (after a Returned event): animations only, drawing never changes play.

#include "HoleScene.hpp"
#include "golf/core/vec2.hpp"

#include <vector>

namespace golf::game {

/// The drop animations under way, timed in the screen's animation seconds.
class BallDrops {
  public:
    /// Length of one drop animation (s).
    static constexpr double seconds = 0.5;

    /// Length of the flight of a knocked-in ball from the cup back to its spot (s).
    static constexpr double returnSeconds = 0.7;

    /// Starts the drop of `player`'s ball from `from` (world units) at time `now` (s);
    /// `ripple`: with the cup's bright ripple (a holed ball, not one knocked in).
    void add(int player, Vec2 from, double now, bool ripple = true) {
        drops_.push_back({player, from, now, ripple});
    }

    /// Starts the flight of `player`'s knocked-in ball from `cup` back to `to` (world units)
    /// at `now`, or when its drop ends if that is later.
    void addReturn(int player, Vec2 cup, Vec2 to, double now);

    /// True while `player`'s ball is dropping or flying back: the real ball is not drawn.
    [[nodiscard]] bool hides(int player, double now) const;

    /// Forgets the drops that have finished by `now`.
    void update(double now);

    /// Forgets every drop and return (a new hole, a jump in a replay).
    void clear() {
        drops_.clear();
        returns_.clear();
    }

    /// Adds the drops and returns under way at `now` to the scene, in their players' colours.
    void addTo(HoleScene& scene, double now) const;

  private:
    struct Drop {
        int player;
        Vec2 from;
        double start;
        bool ripple;
    };
    struct Return {
        int player;
        Vec2 cup;
        Vec2 to;
        double start;
    };
    std::vector<Drop> drops_;
    std::vector<Return> returns_;
};

} // namespace golf::game
