#pragma once

/// \file
/// The rules of play on one hole (SPEC section 5): players, strokes, entering at the tee,
/// maxStrokes pick-up, when a shot ends, and the state hash. Shared by the game and replay so
/// that both compute exactly the same outcome.

#include "golf/core/constants.hpp"
#include "golf/core/level.hpp"
#include "golf/core/level_hash.hpp" // hashToHex, for Match::hash
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace golf {

/// The score-keeping state of one player.
struct PlayerState {
    int strokes = 0;
    bool holed = false;    ///< the ball dropped into the cup
    bool pickedUp = false; ///< the ball was picked up after maxStrokes strokes without holing
    [[nodiscard]] bool finished() const { return holed || pickedUp; }
};

/// One hole played by 1..maxPlayers players; player i plays ball i.
class Match {
  public:
    /// Precondition: 1 <= players <= maxPlayers.
    Match(const Level& level, int players);
    /// As Match(const Level&, int), sharing `level` (not null) instead of copying it.
    Match(std::shared_ptr<const Level> level, int players);
    /// As Match(std::shared_ptr<const Level>, int) for a `level` that differs from
    /// shape.level() at most in its tee, sharing shape's boundary (World's constructor).
    Match(const World& shape, std::shared_ptr<const Level> level, int players);

    [[nodiscard]] const World& world() const { return world_; }
    [[nodiscard]] const Level& level() const { return world_.level(); }
    [[nodiscard]] int playerCount() const { return static_cast<int>(players_.size()); }
    [[nodiscard]] const std::vector<PlayerState>& players() const { return players_; }

    /// Puts player's ball at rest at `centre` before the first shot (a log's "setup").
    /// Returns an error message, or an empty string on success.
    [[nodiscard]] std::string setup(int player, Vec2 centre);

    /// Why `player` may not shoot with `velocity` now (empty string: the shot is legal).
    /// Reasons: a shot is still in progress, unknown player, player holed out or picked up,
    /// speed above maxShotSpeed, velocity not finite.
    [[nodiscard]] std::string shotError(int player, Vec2 velocity) const;

    /// Plays a stroke: enters the ball at the tee if it is not in play yet, counts the stroke
    /// and sets the velocity. Precondition: shotError(player, velocity) is empty.
    void shoot(int player, Vec2 velocity);

    /// Advances one tick. The shooter's ball entering water (a Watered event; World puts it
    /// back where it was struck) adds a penalty stroke; another player's ball that enters
    /// water goes back the same way without one. A ball other than the shooter's that drops into
    /// the cup is not holed (SPEC section 5): when the shot ends (all balls rest, or maxShotSeconds
    /// or the shot's event limit is reached and the balls are stopped) it is put back where it lay
    /// when the shot began, or at the nearest free spot of World::freeSpotNear (a Returned event).
    /// Then the shooter's ball is picked up if it has used maxStrokes strokes without holing (a
    /// PickedUp event). The events stay valid until the next step or skipQuietTicks (the match
    /// keeps them, or during a shot its world: they are the world's then).
    [[nodiscard]] const std::vector<Event>& step();

    /// Between shots (no shot in progress): lets the hole clock run to `end` (seconds, after
    /// clock(), at most one tick on), as while players aim. On a level with movers this is a
    /// tick of the world: a mover may push a resting ball; a ball pushed into water goes back
    /// where it lay (World), one pushed into the cup is put back at the free spot nearest where
    /// it lay (a Returned event; nobody shot it); nobody takes a stroke. Elsewhere nothing moves
    /// and only the clock changes (no tick is counted). The events stay valid until the next
    /// step, idleUntil or skipQuietTicks.
    const std::vector<Event>& idleUntil(double end);
    /// idleUntil(clock() + one tick): one tick of the game's loop while players aim.
    const std::vector<Event>& idle() { return idleUntil(world_.nextTickClock()); }
    /// Lets the clock run to `at` in idle ticks (the last one shorter, ending exactly at `at`):
    /// a shot log's "at". Precondition: no shot in progress, at >= clock(), finite.
    void waitUntil(double at);
    /// The hole clock (World::clock). When a shot ends it is the instant its balls all came to
    /// rest, exactly (World::restInstant), not the end of the tick.
    [[nodiscard]] double clock() const { return world_.clock(); }

    /// During a shot, steps every tick before the next one that may hold an event, a stop or
    /// the shot's time limit (World::skipQuietTicks): the same state and tick counts as that
    /// many step() calls, which would return no events. For callers that need no per-tick
    /// positions; step() then plays the tick that may hold one. At most `maxTicks` ticks.
    void skipQuietTicks(std::int64_t maxTicks = std::numeric_limits<std::int64_t>::max()) {
        // loop35: inline, a call less a tick.
        if (!shotInProgress_) {
            return;
        }
        // step() stops the balls on the tick that reaches the limit: that tick is not skipped.
        shotTicks_ += world_.skipQuietTicks(std::min(maxTicks, shotTickLimit_ - 1 - shotTicks_));
    }

    /// True from shoot() until every ball rests again.
    [[nodiscard]] bool shotInProgress() const { return shotInProgress_; }
    /// Ticks of the current (or last) shot.
    [[nodiscard]] std::int64_t shotTicks() const { return shotTicks_; }
    /// Events the world reported in the current (or last) shot; at the end of the tick in which
    /// they reach shotEventLimit() the balls are stopped, as at maxShotSeconds.
    [[nodiscard]] std::int64_t shotEvents() const { return shotEvents_; }
    [[nodiscard]] std::int64_t shotEventLimit() const { return shotEventLimit_; }
    /// Replaces maxShotEvents (golf/core/constants.hpp) for the coming shots: only for tests,
    /// which reach a small limit cheaply; every replay uses the constant. Precondition: >= 1.
    void setShotEventLimit(std::int64_t events);
    /// Whether the current (or last) shot's course may have depended on the hole clock
    /// (World::clockRead since the strike, or a knocked-in ball put back at a free spot that a
    /// mover might have changed: World::freeSpotReadsClock). When false for a lone ball, the same
    /// shot struck from the same spot at another instant plays the same, ticks included.
    [[nodiscard]] bool shotReadClock() const { return world_.clockRead() || returnedNearMovers_; }
    /// Total ticks stepped.
    [[nodiscard]] std::int64_t ticks() const { return world_.tick(); }

    /// True when every player has holed out or been picked up.
    [[nodiscard]] bool finished() const;

    /// The player who shoots next in turn order: the first unfinished player after `last`
    /// (cyclically); -1 if finished(). Use last = -1 for the first shot.
    [[nodiscard]] int nextPlayer(int last) const;

    /// Whether balls collide with each other (default true); see World::setBallCollisions.
    /// Precondition: no shot has been played yet.
    void setBallCollisions(bool enabled);

    /// FNV-1a 64 hash over the full state: tick count, every ball's position and velocity
    /// bits and flags, every player's strokes and flags.
    /// With `withClock` (shot logs of format 2, SPEC section 5) the bits of the hole clock
    /// follow the tick count; without it the hash is the one format-1 logs have always had.
    [[nodiscard]] std::uint64_t hash(bool withClock = false) const;

  private:
    World world_;
    std::vector<PlayerState> players_;
    bool shotInProgress_ = false;
    int shooter_ = -1;
    std::int64_t shotTicks_ = 0;
    std::int64_t shotTickLimit_ = 0;
    std::int64_t shotEvents_ = 0;
    std::int64_t shotEventLimit_ = maxShotEvents;
    std::vector<Vec2> shotStart_; ///< every ball's centre when the current shot began
    std::vector<Event> events_;   ///< the last step's events
    std::vector<int> knockedIn_;  ///< other players' balls that dropped during the shot
    /// A knocked-in ball put back during the shot at a spot a mover might have changed.
    bool returnedNearMovers_ = false;

    void returnKnockedInBalls(std::vector<Event>& events);
};

} // namespace golf
