#pragma once

/// \file
/// The simulation side of one hole: the rules (golf::Match) advanced in fixed ticks from
/// real time, with the previous tick kept for interpolated drawing. Knows nothing of drawing.

#include "PartyOptions.hpp"
#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace golf::game {

/// One hole in play. Ticks are stepped while a shot is in progress and, on a level with movers,
/// while players aim (the hole clock runs: Match::idle), so the tick count, the hole clock and
/// with them the state hash are exactly what `golf replay` computes for the shots logged with
/// their "at". On a still level nothing is stepped between shots, as before the hole clock.
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

    /// The shot a log records for `player` striking with `velocity` now: with "at", the hole
    /// clock, when the log is `clocked` (shot log format 2).
    [[nodiscard]] Shot loggedShot(int player, Vec2 velocity, bool clocked) const;

    /// Feeds `seconds` of time: steps as many whole ticks as have accumulated, at most
    /// `maxTicks` (the rest is dropped, which slows the motion but never changes it).
    /// During a shot these are the shot's ticks. Between shots the hole clock runs in idle
    /// ticks (Match::idleUntil): without `idleUntil` only on a level with movers and without
    /// end; with it (a logged shot's "at") on any level, never past that instant, the last
    /// idle tick ending exactly there. Returns the events of the ticks stepped, in order.
    [[nodiscard]] std::vector<Event> advance(double seconds, int maxTicks,
                                             std::optional<double> idleUntil = std::nullopt);

    /// Lets the hole clock run to `at` at once, without drawing (Match::waitUntil: a logged
    /// shot's "at" when the replay viewer skips ahead). Precondition: no shot in progress,
    /// at >= match().clock(), finite.
    void waitUntil(double at);

    /// Steps until the current shot ends, without drawing; returns the events.
    [[nodiscard]] std::vector<Event> finishShot();

    /// True while a shot is in progress (balls may move).
    [[nodiscard]] bool shotInProgress() const { return match_.shotInProgress(); }

    /// True when the next player may shoot: no shot in progress and every ball at rest (a
    /// mover may have pushed a resting ball, which rolls while players wait).
    [[nodiscard]] bool readyToShoot() const {
        return !match_.shotInProgress() && match_.world().atRest();
    }

    /// True if the hole clock runs while players aim: the level has movers.
    [[nodiscard]] bool clockRuns() const { return match_.world().hasMovers(); }

    /// The hole clock to draw movers at: between the previous and the current tick's clock,
    /// by the share of a tick accumulated since the current one (as drawPosition), plus the
    /// time runDrawClock has let the drawing run past the match.
    [[nodiscard]] double drawClock() const;

    /// Lets the drawn hole clock run `seconds` past the match's once the hole is finished and
    /// no ball is in play (every ball holed or picked up), on a level
    /// with movers: the movers keep turning on screen while the hole's card shows or a
    /// replay's log has ended, and the match (its clock, ticks and hash) is not touched, so
    /// the hash stays golf replay's. Nothing can meet a mover then, so what is drawn is what
    /// would happen. Otherwise does nothing.
    void runDrawClock(double seconds);

    /// The party's rules on this hole: the turn order, the strokes a player may take and the
    /// strokes carried over from restarts, per player. Default: fixed order, no limit.
    /// On a hole not begun yet (no tick, no stroke) whose strokes left, `limit` less the
    /// fewest carried, are fewer than the level's maxStrokes, the match is made again on
    /// levelWithLimit of them: the engine picks a player up there and takes the ball off the
    /// course (a player with more strokes carried is picked up by the game at `limit`, the
    /// ball left lying, since one match has one maxStrokes). Returns true if it did so: the
    /// hole's log must then name that level (LimitLevelFile).
    bool setTurnRule(TurnOrder order, int limit, std::vector<int> carried);

    /// True if the match plays on the party's limit (setTurnRule made it again).
    [[nodiscard]] bool limited() const { return limited_; }

    /// Whose turn it is (nextTurn of the turn rule, after the last shooter); -1 when over().
    [[nodiscard]] int currentPlayer() const;

    /// True when every player has holed out, been picked up or reached the stroke limit.
    [[nodiscard]] bool over() const { return currentPlayer() < 0; }

    /// True if `player` is out of the hole by the party's stroke limit: picked up by the
    /// engine on a limited() match, or by the game at the limit.
    [[nodiscard]] bool atLimit(int player) const;

    /// The player who shot last; -1 before the first shot.
    [[nodiscard]] int lastShooter() const { return lastShooter_; }
    /// Passes the turn of `player` to the next one, as if they had shot (online: away).
    void skipTurn(int player) { lastShooter_ = player; }

    /// Where to draw ball `index`: between the previous and the current tick, by the share
    /// of a tick accumulated since the current one; where it is now if the last tick moved it
    /// by a jump (a teleport, water, a squeeze).
    [[nodiscard]] Vec2 drawPosition(int index) const;

    /// The state hash to report for the hole as played so far (Match::hash, with the hole
    /// clock for a `clocked` log): the current state's, unless the clock has run since the
    /// balls last came to rest, where it is the state at that rest — what `golf replay`
    /// computes from the log, which holds no time after its last shot.
    [[nodiscard]] std::uint64_t reportedHash(bool clocked) const;
    /// The tick count of the state reportedHash describes.
    [[nodiscard]] std::int64_t reportedTicks() const;

    /// Where a player's shot starts: the ball if it is in play, else its tee entry spot.
    [[nodiscard]] Vec2 shotOrigin(int player) const;

    /// Largest catch-up per frame, in ticks, for the given playing speed.
    [[nodiscard]] int catchUpTicks(double speed) const;

  private:
    void snapshot();
    /// After a tick: a ball that `events` moved rather than rolled (a teleport, water's
    /// return, a squeeze) is drawn where it is now from the start of the tick's share, never
    /// sliding across the level between.
    void keepJumps(std::span<const Event> events);

    [[nodiscard]] double tickShare() const;
    void noteRest();

    Level original_; ///< the level as given (its own maxStrokes)
    Match match_;
    bool limited_ = false;
    std::vector<Vec2> previous_;
    double previousClock_ = 0;
    double drawnAhead_ = 0; ///< seconds the drawn clock runs past the match's (runDrawClock)
    /// The state when the balls last came to rest (or the hole began): its hashes without and
    /// with the clock, its ticks, and whether idle ticks have been stepped since.
    std::uint64_t restHash_ = 0;
    std::uint64_t restClockedHash_ = 0;
    std::int64_t restTicks_ = 0;
    bool idledSinceRest_ = false;
    double accumulator_ = 0;
    int lastShooter_ = -1;
    TurnOrder order_ = TurnOrder::Fixed;
    int limit_ = std::numeric_limits<int>::max();
    std::vector<int> carried_;
};

} // namespace golf::game
