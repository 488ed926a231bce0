// The tick solver's loop: a tick as a sequence of the earliest events (searched in
// tick_solver_search.cpp, resolved in tick_solver_resolve.cpp and tick_solver_slope.cpp), the
// balls advanced in closed form between them and sampled at the end. Quiet ticks are in
// tick_solver_quiet.cpp.

#include "tick_solver.hpp"

#include "golf/core/assert.hpp"
#include "motion.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

namespace golf {

const std::vector<Event>& TickSolver::run(double seconds) {
    events_.clear();
    // A skip that ended at this tick may have proved it not quiet: then the first search does not
    // test it again (the same clock and length; nothing has changed a piece since, or the mark
    // would be cleared).
    const bool loud = memory_.loudSeconds == seconds && memory_.loudClock == tickClock_;
    memory_.forgetLoudTick();
    // The tick ends with the settled movers listing every ball that moves, every other lying
    // where it was last sampled: `settled` as the last search left it, which a stop in the
    // advance after it clears (its ball sampled where it stopped) while the list still holds.
    // A tick that runs to its end samples its balls in its last advance (advanceAndSample).
    bool sampled = false;
    // A wall contact on a straight piece gives its ball a new velocity (its normal part turned
    // back): that ball's quiet test, the first the search after it makes, fails.
    bool afterWall = false;
    for (int count = 0;; ++count) {
        const double remaining = seconds - now_;
        const std::optional<Candidate> next =
            remaining > 0 ? nextEvent(remaining, (loud && count == 0) || afterWall) : std::nullopt;
        eventBall_ = -1; // a hint for the search after an event only
        if (!next) {
            // The last advance samples each ball as it goes: the same balls as the sampling
            // below would (the settled movers if settled now, else every ball).
            advanceAndSample(std::max(remaining, 0.0));
            sampled = true;
            break;
        }
        advance(next->time);
        // The event gives a ball a new piece: a wall contact on a straight piece that ball alone
        // (resolveWall), any other perhaps more.
        if (next->kind == Kind::Wall && next->curve == nullptr) {
            memory_.unsettle(next->ball);
        } else {
            memory_.unsettle();
        }
        eventBall_ = next->ball;
        // A wall contact on a straight piece that still has its clock, the most frequent event:
        // eventClock's answer for it (the piece's clock plus the contact's kept timeToTravel)
        // without its call and its dispatch on the kind.
        const Trajectory& eventPath = trajectory(next->ball);
        const double clock = next->kind == Kind::Wall && next->curve == nullptr &&
                                     eventPath.curve == nullptr && !std::isnan(eventPath.clock) &&
                                     std::isfinite(next->pieceTime)
                                 ? eventPath.clock + next->pieceTime
                                 : eventClock(*next);
        GOLF_ASSERT(std::bit_cast<std::uint64_t>(clock) ==
                    std::bit_cast<std::uint64_t>(eventClock(*next)));
        if (!memory_.clockRead && movers_) {
            for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
                noteUnclearRoll(i); // the event may end any ball's piece
            }
        }
        resolve(*next);
        afterWall = next->kind == Kind::Wall && next->curve == nullptr;
        stampClocks(clock, afterWall ? next->ball : -1);
        if (toFirstEvent_ && !events_.empty()) {
            break;
        }
        if (count + 1 >= maxEventsPerTick) {
            boundReached_ = true;
            for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
                if (moving(i)) {
                    stopBall(i);
                }
            }
            break;
        }
    }
    if (sampled) {
        // (sampled as the tick's last advance went)
    } else if (memory_.settled) {
        for (const int i : memory_.settledMovers) { // the others lie where they were sampled
            sample(i);
        }
    } else {
        for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
            sample(i);
        }
    }
    // Stops found while advancing are appended as they happen; keep the list in time order
    // (mostly it is: then no sort, which would allocate its buffer).
    const auto earlier = [](const Event& a, const Event& b) {
        return a.time < b.time;
    };
    if (!std::is_sorted(events_.begin(), events_.end(), earlier)) {
        std::stable_sort(events_.begin(), events_.end(), earlier);
    }
    return events_;
}

[[gnu::always_inline]] inline void TickSolver::advanceBall(int i, double seconds) {
    if (!moving(i)) {
        return;
    }
    Trajectory& path = trajectory(i);
    if (path.curve) {
        path.elapsed += seconds; // a curved piece ends in an event (Kind::PieceEnd)
        return;
    }
    // Stopped exactly when velocityAfter(0) is zero (a velocity that goes on is more than
    // restSpeed along its direction, never zero), with one speed and stop time for both.
    const double speed = length(path.velocity);
    const double stopAt = stopTime(speed, path.decel);
    const double stop = stopAt - path.elapsed;
    path.elapsed += seconds;
    if (stoppedAfter(speed, path.decel, path.elapsed + 0.0, stopAt)) {
        comeToRest(i, seconds, stop);
    }
}

// advanceBall, then sample, for ball i: a straight piece that goes on is sampled with the
// speed the advance worked out, and without sample's tests (sampleGoingOn: the advance's stop
// test has just found that it goes on).
[[gnu::always_inline]] inline void TickSolver::advanceAndSampleBall(int i, double seconds) {
    if (!moving(i)) {
        sample(i);
        return;
    }
    Trajectory& path = trajectory(i);
    if (path.curve) {
        path.elapsed += seconds;
        sample(i);
        return;
    }
    const double speed = length(path.velocity);
    const double stopAt = stopTime(speed, path.decel);
    const double stop = stopAt - path.elapsed;
    path.elapsed += seconds;
    const double t = path.elapsed + 0.0;
    if (stoppedAfter(speed, path.decel, t, stopAt)) {
        comeToRest(i, seconds, stop);
        sample(i);
        return;
    }
    sampleGoingOn(i, speed, t); // it rolls on at t
}

// Apart from advanceBall, which runs for every moving ball in every tick, so that it stays
// small enough to be inlined into run().
void TickSolver::comeToRest(int i, double seconds, double stop) {
    // At rest: a new anchor where it stopped (v^2 / 2a from the old one, exactly).
    noteUnclearRoll(i);
    Trajectory& path = trajectory(i);
    const double clock = path.clock + stopTime(length(path.velocity), path.decel);
    if (level_.surfaceIndex.empty()) {
        // Grass everywhere: piece() is Trajectory::at at rest on grass (startPiece), in place.
        const Vec2 at = path.positionAfter(0);
        path.restartAt(at, {}, Floor::Grass, level_.physics.rollingDeceleration);
    } else {
        setPiece(path, piece(path.positionAfter(0), {}));
    }
    path.clock = clock;
    memory_.unsettle(i); // a new piece
    if (path.moving()) {
        // A slope starts it rolling again (restartAfterStop made the stop an event).
        path.elapsed = seconds - std::clamp(stop, 0.0, seconds);
        return;
    }
    sample(i);
    appendTickEvent(events_, {.type = EventType::Stopped,
                              .ball = i,
                              .position = path.origin,
                              .time = now_ + std::clamp(stop, 0.0, seconds)});
}

template <typename Each> inline void TickSolver::forEachAdvancing(Each each) const {
    if (memory_.settled) {
        for (const int i : memory_.settledMovers) {
            each(i);
        }
    } else {
        for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
            each(i);
        }
    }
}

[[gnu::always_inline]] inline void TickSolver::advance(double seconds) {
    forEachAdvancing([&](int i) { advanceBall(i, seconds); });
    now_ += seconds;
}

void TickSolver::advanceAndSample(double seconds) {
    // As advance() then run()'s sampling: no ball's advance reads another's sample.
    forEachAdvancing([&](int i) { advanceAndSampleBall(i, seconds); });
    now_ += seconds;
}

void TickSolver::stopBall(int i) {
    noteUnclearRoll(i);
    // Held where it is, even on a slope: a startPiece at rest never rolls.
    setPiece(trajectory(i), startPiece(level_, trajectory(i).positionAfter(0), {}));
    trajectory(i).clock = tickClock_ + now_;
    memory_.unsettle(i);
    sample(i);
    appendTickEvent(
        events_,
        {.type = EventType::Stopped, .ball = i, .position = trajectory(i).origin, .time = now_});
}

void growTickEvents(std::vector<Event>& events) {
    events.reserve(std::max<std::size_t>(2 * events.capacity(), 16));
}

double TickSolver::eventClock(const Candidate& candidate) const {
    // A ball contact is timed on the moving ball's piece (a ball at rest counts no time).
    const bool pair = candidate.kind == Kind::BallContact;
    const int ball =
        pair && !moving(candidate.ball) && candidate.other >= 0 ? candidate.other : candidate.ball;
    const Trajectory& path = trajectory(ball);
    if (std::isnan(path.clock)) {
        return tickClock_ + now_;
    }
    if (pair && candidate.pieceTimes) { // found on the pieces' own times (curved pieces)
        return path.clock +
               (ball == candidate.ball ? candidate.pieceTime : candidate.otherPieceTime);
    }
    // The time on the piece now, summed like elapsed (two balls need not be exact): where the
    // event gives none of its own (asked only there).
    const auto now = [&] {
        return pieceNow(ball);
    };
    if (pair) {
        return path.clock + now();
    }
    double pieceTime = 0;
    if (path.curve || candidate.kind == Kind::Mover) {
        pieceTime = candidate.pieceTime; // found on the piece's own time
    } else if (candidate.kind == Kind::Wall) {
        // wallContact's timeToTravel to the contact, kept: the same bits, computed once.
        GOLF_ASSERT(std::bit_cast<std::uint64_t>(candidate.pieceTime) ==
                    std::bit_cast<std::uint64_t>(
                        timeToTravel(length(path.velocity), path.decel, candidate.distance)));
        pieceTime = std::isfinite(candidate.pieceTime) ? candidate.pieceTime : now();
    } else if (candidate.kind == Kind::Cup || candidate.kind == Kind::Floor ||
               candidate.kind == Kind::Teleport) {
        const double t = timeToTravel(length(path.velocity), path.decel, candidate.distance);
        pieceTime = std::isfinite(t) ? t : now();
    } else if (candidate.kind == Kind::PieceEnd) {
        pieceTime = stopTime(length(path.velocity), path.decel);
    } else {
        pieceTime = now(); // SupportEnd (on a curved piece: above), BallContact (above)
    }
    return path.clock + pieceTime;
}

void TickSolver::stampClocks(double clock, int only) {
    // Once every piece has a clock, only a resolution makes pieces without one: a wall contact on
    // a straight piece makes its ball's alone (resolveWall).
    if (only >= 0 && memory_.clocksStamped) {
        Trajectory& path = trajectory(only);
        if (std::isnan(path.clock)) {
            path.clock = clock;
        }
        GOLF_ASSERT(std::none_of(trajectories_.begin(), trajectories_.end(),
                                 [](const Trajectory& other) { return std::isnan(other.clock); }));
        return;
    }
    for (Trajectory& path : trajectories_) {
        if (std::isnan(path.clock)) {
            path.clock = clock;
        }
    }
    memory_.clocksStamped = true;
}

void TickSolver::sample(int i) {
    Ball& ball = balls_[static_cast<std::size_t>(i)];
    if (!ball.inPlay) {
        return;
    }
    const Trajectory& path = trajectory(i);
    if (!path.moving()) {
        ball.position = path.origin; // at rest: what the closed form gives, without the work
        ball.velocity = {};
        return;
    }
    if (path.curve) {
        // positionAfter(0) and velocityAfter(0), the curve's step looked up once.
        path.curve->state(path.elapsed + 0, ball.position, ball.velocity);
        return;
    }
    // One speed, direction and stop time for both (elapsed + 0 as positionAfter(0) adds it).
    const RollState state =
        rollStateAfter(path.origin, path.velocity, path.decel, path.elapsed + 0.0);
    ball.position = state.position;
    ball.velocity = state.velocity;
}

} // namespace golf