#pragma once

/// \file
/// What a World keeps from tick to tick for its tick solver besides the balls' pieces. Opaque
/// to the world's users: only the physics reads or writes it.

#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace golf {

struct PairBound;
struct PieceKey;

/// Scratch memory, so that a tick does not allocate, the pairs' bounds (PairBound) and the
/// balls' quiet state. Its owner (a World, or one probe of firstContact) hands it to every
/// TickSolver by reference, so that a tick costs no copy of it; it never changes a result.
struct TickMemory {
    std::vector<std::uint32_t> features;     ///< for Boundary::featuresNear
    std::vector<std::uint64_t> seenFeatures; ///< for Boundary::featuresNear, all bits clear
    std::vector<std::uint8_t> movingNow;     ///< which balls move at the instant searched from
    std::vector<double> reachEnd;            ///< straight pieces: distance along at the window end
    std::vector<PieceKey> pieces;            ///< the straight piece each ball is on
    std::vector<PairBound> pairBounds;       ///< by pairIndex
    /// True while every ball has a quiet horizon and no ball's piece has changed since it was
    /// set (only the moving balls' elapsed time grows): then a quiet tick looks at the moving
    /// balls alone, `settledMovers`, and the others lie where they were last sampled. Whatever
    /// gives a ball a new piece (an event, a stop, the World's placing, removing, striking or
    /// stopping of balls) clears it.
    bool settled = false;
    std::vector<int> settledMovers; ///< the balls moving when `settled` was set, by index
    /// While `changedKnown`: no ball outside `changed` (bit k: ball k) has had a new piece since
    /// the last horizon set for every ball (TickSolver::setQuietHorizon, which sets it with an
    /// empty `changed`), so that, on a level without movers, slopes, surfaces or teleports, a
    /// search need look only at those balls and the settled movers (the others lie at rest or
    /// out of play as they were, their keys and horizons as that search left them). Whatever
    /// gives ball k a new piece adds it (unsettle(k)); whatever else changes pieces clears
    /// `changedKnown` (unsettle()).
    bool changedKnown = false;
    std::uint64_t changed = 0;
    /// Set with each ball's horizon (bit k: ball k, of the first 64), read while `changedKnown`:
    /// the ball lay at rest in play with no cup contact on its piece, or out of play
    /// (`quietBalls`), and of those, in play (`quietInPlay`).
    std::uint64_t quietBalls = 0;
    std::uint64_t quietInPlay = 0;
    /// A new piece for ball `ball`: not settled, and the ball among the changed ones.
    void unsettle(int ball) {
        settled = false;
        if (ball >= 0 && ball < 64) {
            changed |= std::uint64_t{1} << ball;
        } else {
            changedKnown = false;
        }
    }
    /// New pieces for balls not told: not settled, and which changed not known.
    void unsettle() {
        settled = false;
        changedKnown = false;
    }
    /// Changes whenever a ball comes to rest, starts moving, comes into or out of play or
    /// rests somewhere else (as nextEvent sees the balls: PieceKey::restState), so that a
    /// RestingApproach found under the same value is about the same balls at rest.
    std::uint64_t restingEpoch = 0;
    /// The centres of the balls at rest in play under `restingListEpoch` (the first
    /// `restingCount`), by index, as TickSolver::findRestingApproach reads them (up to the first
    /// that rests on a slope, if one does: `restingListCurve`), so that each new piece does not
    /// look at every ball again. Made again whenever restingEpoch has moved on (restingListMade:
    /// made at all).
    std::vector<Vec2> restingOrigins;
    std::size_t restingCount = 0;
    std::uint64_t restingListEpoch = 0;
    bool restingListMade = false;
    bool restingListCurve = false;
    /// Set by TickSolver::stampClocks when it has given every piece a clock: from then on only a
    /// resolution makes a piece without one (every other maker gives it the clock), so that the
    /// stamp after one that made a single ball's piece looks at that piece alone (a ball never
    /// placed keeps a NaN clock until the first stamp, which World::restInstant reads).
    bool clocksStamped = false;
    std::vector<Event> events; ///< the events of the last run(), which clears it first
    /// Set by a skip of quiet ticks that ends at a tick it has proved not quiet (the quiet
    /// horizon's test, TickSolver::quietTick, fails for it): the hole clock at that tick's start
    /// and its length (seconds), so that the run() of that very tick does not make the test
    /// again. NaN when unset; run() clears it, and so does whatever changes a ball's piece or
    /// the clock between the two (the World's placing, removing, striking or stopping of balls,
    /// setClock). A mark left standing by mistake would only cost a search: the search finds
    /// nothing where the quiet test passes, as the test itself stands for it.
    double loudClock = std::numeric_limits<double>::quiet_NaN();
    double loudSeconds = std::numeric_limits<double>::quiet_NaN();
    /// Set when the balls' course may have depended on the hole clock (World::clockRead): a
    /// mover searched for a contact on a stretch of a piece not proved clear of its swept
    /// region, or a ball put at a free spot (teleport exits, returns from water, squeezes),
    /// which keeps clear of the movers where they are then, where a spot tried lies within a
    /// ball's radius of a swept region (FreeSpot::clockMattered). Cleared by
    /// World::forgetClockRead.
    bool clockRead = false;
    /// Clears loudClock and loudSeconds.
    void forgetLoudTick() {
        loudClock = std::numeric_limits<double>::quiet_NaN();
        loudSeconds = std::numeric_limits<double>::quiet_NaN();
    }
};

} // namespace golf
