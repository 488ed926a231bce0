#pragma once

/// \file
/// The simulation side of one hole: the rules (golf::Match) advanced in fixed ticks from
/// real time, with the previous tick kept for interpolated drawing. Knows nothing of drawing.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/match.hpp"

#include <string>
#include <vector>

namespace golf::game {

/// One hole in play. Ticks are only stepped while a shot is in progress, so the tick count,
/// and with it the state hash, is exactly what `golf replay` computes for the same shots.
class HoleSession {
  public:
    /// Precondition: 1 <= players <= golf::maxPlayers.
    HoleSession(const Level& level, int players);

    [[nodiscard]] const Match& match() const { return match_; }
    [[nodiscard]] const Level& level() const { return match_.level(); }

    /// Whether balls collide with each other (default true; the shot log's "ballCollisions").
    /// Precondition: no shot has been played yet.
    void setBallCollisions(bool enabled) { match_.setBallCollisions(enabled); }

    /// Puts a ball at rest before the first shot (a shot log's "setup"); error text or "".
    [[nodiscard]] std::string setup(int player, Vec2 centre);

    /// Plays a stroke if the rules allow it; returns why not, or "" when it was played.
    [[nodiscard]] std::string shoot(int player, Vec2 velocity);

    /// Feeds `seconds` of time: steps as many whole ticks as have accumulated, at most
    /// `maxTicks` (the rest is dropped, which slows the motion but never changes it).
    /// Returns the events of the ticks stepped, in order.
    [[nodiscard]] std::vector<Event> advance(double seconds, int maxTicks);

    /// Steps until the current shot ends, without drawing; returns the events.
    [[nodiscard]] std::vector<Event> finishShot();

    /// True while a shot is in progress (balls may move).
    [[nodiscard]] bool shotInProgress() const { return match_.shotInProgress(); }

    /// Whose turn it is: the next unfinished player after the last shooter; -1 when done.
    [[nodiscard]] int currentPlayer() const { return match_.nextPlayer(lastShooter_); }

    /// The player who shot last; -1 before the first shot.
    [[nodiscard]] int lastShooter() const { return lastShooter_; }

    /// Where to draw ball `index`: between the previous and the current tick, by the share
    /// of a tick accumulated since the current one.
    [[nodiscard]] Vec2 drawPosition(int index) const;

    /// Where a player's shot starts: the ball if it is in play, else its tee entry spot.
    [[nodiscard]] Vec2 shotOrigin(int player) const;

    /// Largest catch-up per frame, in ticks, for the given playing speed.
    [[nodiscard]] int catchUpTicks(double speed) const;

  private:
    void snapshot();

    Match match_;
    std::vector<Vec2> previous_;
    double accumulator_ = 0;
    int lastShooter_ = -1;
};

} // namespace golf::game
