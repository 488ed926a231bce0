#pragma once

/// \file
/// What each player did on one hole, counted from the engine's events of their strokes: the
/// facts behind the round's stats (aces, the longest holed putt, water, banks before holing).

#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"

#include <span>
#include <vector>

namespace golf::game {

/// One player's hole, as its strokes' events tell it.
struct HoleStats {
    int strokes = 0;      ///< strokes struck, restarts included (water penalties are not strokes)
    int water = 0;        ///< water penalties: Watered events of the player's ball on their own
                          ///< strokes (a ball knocked into water by another goes back free)
    bool holed = false;   ///< the player's ball dropped on their own stroke
    double puttTiles = 0; ///< holed: the straight distance (tiles) from the ball's centre when
                          ///< the holing stroke was struck to the cup's centre
    int banks = 0;        ///< holed: the banks of the holing stroke before it dropped

    /// Holed with the first stroke struck (no restart, no penalty: water ends a stroke).
    [[nodiscard]] bool ace() const { return holed && strokes == 1; }
};

/// Counts the hole's facts per player from the strokes and their events, fed as they are
/// played (live, or from a log replayed through golf::Match).
class HoleTally {
  public:
    /// A bank is a WallHit of the shooter's ball met at this approach speed (tiles/s, along
    /// the wall's normal) or more: a wall, a bumper or a dead wall, face or corner. Contacts
    /// slower than it (a ball rolling along a wall, or wedged) are not banks.
    static constexpr double minBankSpeed = 0.1;

    /// A tally for `players` players on a hole whose cup's centre is `cup` (world units).
    HoleTally(int players, Vec2 cup);

    /// A stroke of `player` begins, the ball's centre at `origin` (HoleSession::shotOrigin).
    /// Precondition: 0 <= player < players.
    void strike(int player, Vec2 origin);

    /// The events of the current stroke's ticks, in order (events before the first stroke or
    /// of idle ticks between strokes must not be given: nothing is the shooter's then).
    void shotEvents(std::span<const Event> events);

    /// The hole restarts: strokes and water visits stay (the strokes count), a holed ball is
    /// back in play.
    void restart();

    /// Per player.
    [[nodiscard]] const std::vector<HoleStats>& players() const { return players_; }

  private:
    Vec2 cup_;
    std::vector<HoleStats> players_;
    int shooter_ = -1;
    Vec2 origin_;
    int banks_ = 0; ///< banks of the current stroke so far
};

} // namespace golf::game
