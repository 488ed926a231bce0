#pragma once

/// \file
/// The celebration on holing: a burst of confetti from the cup that flies up, falls and fades
/// (drawing only; it never changes play). An ace gets a bigger, faster burst.

#include "HoleScene.hpp"
#include "golf/core/vec2.hpp"

#include <SFML/Graphics/Color.hpp>
#include <cstdint>
#include <vector>

namespace golf::game {

/// The bursts under way, timed in the screen's animation seconds.
class Confetti {
  public:
    /// How long a burst lasts (s).
    static constexpr double seconds = 1.6;
    /// Pieces of a burst: an ordinary holing, and a hole in one.
    static constexpr int pieces = 28;
    static constexpr int acePieces = 110;

    /// Starts a burst at `cup` (world units) at `now` (s); `ace`: the big one. `colour`: the
    /// holing player's, mixed with the celebration's own colours.
    void burst(Vec2 cup, double now, bool ace, sf::Color colour);

    /// Adds the pieces still flying at `now` to the scene.
    void addTo(HoleScene& scene, double now) const;

    /// Forgets the bursts that have ended by `now`.
    void update(double now);

    /// Forgets every burst (a new hole).
    void clear() { pieces_.clear(); }

  private:
    struct Piece {
        Vec2 from;
        Vec2 velocity; ///< tiles/s at the start
        double start;
        double size; ///< tiles
        sf::Color colour;
    };
    /// A small linear congruential generator: the same bursts on every run.
    double random();

    std::vector<Piece> pieces_;
    std::uint32_t state_ = 12345;
};

} // namespace golf::game
