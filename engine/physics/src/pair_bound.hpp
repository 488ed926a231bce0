#pragma once

// A bound that spares the exact contact search of two balls on straight pieces while they are
// far apart: an optimisation that never changes a result.

#include "golf/core/assert.hpp"
#include "golf/core/vec2.hpp"
#include "motion.hpp"
#include "trajectory.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <utility>

namespace golf {

/// A moving ball of a pair, as shareBound needs it: how far it has rolled along its straight
/// piece (tiles), how much further it can roll before it stops (tiles; infinite without
/// deceleration) and its speed now (tiles/s).
struct PieceMotion {
    double travelled = 0;
    double rollLeft = 0;
    double speed = 0;
    /// Where the ball is now and its unit direction (partingShare); set by the caller.
    Vec2 position;
    Vec2 dir;
    /// The motion of a piece that started at `speed` (tiles/s), slows at `decel` (tiles/s^2)
    /// and has rolled `travelled` tiles in `elapsed` seconds (distanceAfter).
    [[nodiscard]] static PieceMotion of(double speed, double decel, double elapsed,
                                        double travelled) {
        return {.travelled = travelled,
                .rollLeft = distanceAfter(speed, decel, std::numeric_limits<double>::infinity()) -
                            travelled,
                .speed = std::max(0.0, speed - decel * elapsed)};
    }
};

/// How far a ball moving on a straight piece may go before it comes near any ball at rest: the
/// least reachBeforeApproach over them, found at some point of the piece. It stays exact for
/// the piece while the same balls rest where they did: each ball's reachBeforeApproach only
/// grows as the mover travels, and the least one is the same number until the mover reaches
/// it. An optimisation: the pair searches and the quiet horizon skip the balls at rest.
struct RestingApproach {
    bool valid = false;
    std::uint32_t serial = 0; ///< the mover's PieceKey serial when found
    double reach = 0;         ///< the least reachBeforeApproach (tiles along the piece)
    std::uint64_t epoch = 0;  ///< TickMemory::restingEpoch when found
};

/// Which piece a ball is on, as the ticks see it: the serial changes whenever the
/// piece's motion changes (a new anchor, velocity or deceleration) or its elapsed time goes
/// back (a piece started again), so that equal serials mean the same motion, seen later.
/// Aligned to a cache line: 256 bytes, so that a key's place is its index shifted (its 216 bytes
/// unpadded took two instructions more at every index, as setQuietHorizon does for every ball).
struct alignas(64) PieceKey {
    // What quietTick reads of every ball each tick comes first, in one cache line.
    Vec2 origin;
    Vec2 velocity;
    double decel = 0;
    double elapsed = 0;
    const SlopePath* curve = nullptr; ///< a curved piece (slopes): its motion (held below)
    std::uint32_t serial = 0;
    /// The quiet horizon (TickSolver::quietTick), kept while the serial stays: nothing can
    /// happen to this ball before it has travelled `quietReach` along its piece (exclusive).
    bool hasHorizon = false;
    bool quietInPlay = false; ///< whether the ball was in play when the horizon was set
    double quietReach = 0;
    /// The part of the horizon that is not the wall search (the cup, the other balls): a
    /// horizon that ends where the wall search stopped looking can be pushed further.
    double quietOther = 0;
    /// A curved piece's horizon, in seconds of the piece: the earliest of its events, each
    /// found once over the whole piece (nothing happens in a tick from elapsed while
    /// quietTime - elapsed exceeds the tick, the test each search makes).
    double quietTime = 0;
    /// On a level with movers: no mover reaches the ball before this piece time (seconds of the
    /// piece: its elapsed time, or for a ball at rest the hole clock minus the piece's clock),
    /// from its kept mover searches (Trajectory::moverHits); infinite where none can before
    /// the piece ends. A window is quiet while it ends before it, as the search tests.
    double moverTime = 0;
    /// The piece's clock when moverTime was set: a new piece at the same place and speed with
    /// another clock has other mover searches.
    double moverClock = 0;
    /// Holds the curved piece followed, so that its address cannot be a new piece's.
    std::shared_ptr<const SlopePath> curveHeld;
    /// A moving straight piece's motion when the horizon was set (setQuietHorizon), computed
    /// once for all its pairs with the other moving balls (not set where it moves alone).
    PieceMotion motion;
    /// A moving straight piece's approach to the balls at rest (TickSolver::findRestingApproach).
    RestingApproach resting;
    /// What nextEvent last saw of the ball: its serial if it was at rest and in play, -1 if
    /// not, -2 before it was seen (TickMemory::restingEpoch).
    std::int64_t restState = -2;
    /// Set with the quiet horizon of the one ball moving (TickMemory::settledMovers): 1 or 0 if
    /// every other ball lay at rest or out of play with no cup contact on its piece (1: some at
    /// rest), else -1; read while the horizon stands (TickSolver::loneWallContact).
    std::int8_t loneRest = -1;

    /// Follows `path`: a new serial, and no horizon, if it is not the piece last seen.
    void follow(const Trajectory& path) {
        if (path.origin != origin || path.velocity != velocity || path.decel != decel ||
            path.curve.get() != curve || path.elapsed < elapsed) {
            origin = path.origin;
            velocity = path.velocity;
            decel = path.decel;
            curve = path.curve.get();
            curveHeld = path.curve;
            ++serial;
            hasHorizon = false;
        }
        elapsed = path.elapsed;
    }
};

/// Taken when the exact search of a pair found no contact: from where the two balls were then,
/// they cannot touch before the distances they travel from there add up to `budget` (the
/// triangle inequality: on straight pieces a ball's displacement equals its travelled
/// distance). It holds only while both balls stay on the pieces it was taken on.
struct PairBound {
    /// Room kept for rounding (tiles): positions and travelled distances are exact to about
    /// 1e-12 tiles on the largest levels, the contact test to less.
    static constexpr double margin = 1e-6;

    std::uint32_t serialA = 0, serialB = 0; ///< the pieces' PieceKey serials when taken
    double travelledA = 0, travelledB = 0;  ///< distances along the pieces when taken
    double budget = -1;                     ///< negative: no bound

    /// The bound of pieces `a` and `b` (straight, of speeds `speedA` and `speedB`, followed by
    /// `keyA` and `keyB`) at their present elapsed time, for balls that touch at centre
    /// distance `contactDistance`.
    /// Inline: its caller (the pair search) has worked out the same speeds and travels, which
    /// the compiler then computes once.
    [[nodiscard]] static PairBound take(const Trajectory& a, double speedA, const PieceKey& keyA,
                                        const Trajectory& b, double speedB, const PieceKey& keyB,
                                        double contactDistance) {
        GOLF_ASSERT(speedA == length(a.velocity) && speedB == length(b.velocity));
        const double travelledA = distanceAfter(speedA, a.decel, a.elapsed);
        const double travelledB = distanceAfter(speedB, b.decel, b.elapsed);
        // positionAfter's operations, with the speed and the travel at hand.
        const auto position = [](const Trajectory& path, double speed, double travelled) {
            return speed == 0 ? path.origin : path.origin + path.velocity / speed * travelled;
        };
        const Vec2 positionA = position(a, speedA, travelledA);
        const Vec2 positionB = position(b, speedB, travelledB);
        return {.serialA = keyA.serial,
                .serialB = keyB.serial,
                .travelledA = travelledA,
                .travelledB = travelledB,
                .budget = length(positionA - positionB) - contactDistance - margin};
    }

    /// True if the balls on the pieces `keyA` and `keyB` follow cannot touch before each has
    /// travelled to `reachA` and `reachB` along its piece (from its anchor, as distanceAfter
    /// gives them).
    [[nodiscard]] bool holds(const PieceKey& keyA, double reachA, const PieceKey& keyB,
                             double reachB) const {
        return budget > 0 && keyA.serial == serialA && keyB.serial == serialB &&
               (reachA - travelledA) + (reachB - travelledB) < budget;
    }
};

/// Splits what is left of `bound` (for two balls on the pieces it was taken on) between them:
/// distances along each piece that neither may reach before the pair needs searching again,
/// in proportion to their speeds now, so that the faster ball is not held up first. Infinite
/// for both if they stop before they could use up the budget. Their travels from now to the
/// two distances add up to the budget left, so the triangle inequality still holds.
[[nodiscard]] inline std::pair<double, double> shareBound(const PairBound& bound, PieceMotion a,
                                                          PieceMotion b) {
    const double left =
        bound.budget - (a.travelled - bound.travelledA) - (b.travelled - bound.travelledB);
    if (!(left > 0)) {
        return {a.travelled, b.travelled};
    }
    // How far each can still roll: if that is less than the budget left, by more than any
    // rounding of the distances (the budget keeps PairBound::margin besides), they never touch
    // on these pieces.
    if (a.rollLeft + b.rollLeft < left - PairBound::margin / 2) {
        const double never = std::numeric_limits<double>::infinity();
        return {never, never};
    }
    const double both = a.speed + b.speed;
    const double shareA = both > 0 ? left * (a.speed / both) : left / 2;
    return {a.travelled + shareA, b.travelled + (left - shareA)};
}

/// The distances along two moving balls' straight pieces up to which they cannot touch, from
/// how they part: with d the offset from `a` to `b` now, at travels s and t from here (at any
/// pace) |d + b.dir t - a.dir s|^2 >= d.d - 2 s max(0, d.a.dir) - 2 t max(0, -d.b.dir) (the
/// square of the travels' difference dropped, as sweepsApart's parting test), which stays
/// above (contactDistance + PairBound::margin)^2 while the closing terms add up to less than
/// the room d.d - R^2. Shared by the speeds now, so that both use it up together; a ball that
/// does not close in on the other (its term zero) may go on for ever. Where the balls touch
/// or are within R now, {a.travelled, b.travelled} (search now).
[[nodiscard]] inline std::pair<double, double>
partingShare(const PieceMotion& a, const PieceMotion& b, double contactDistance) {
    const double range = contactDistance + PairBound::margin;
    const Vec2 d = b.position - a.position;
    const double room = dot(d, d) - range * range;
    if (!(room > 0)) {
        return {a.travelled, b.travelled};
    }
    const double closingA = std::max(0.0, dot(d, a.dir));
    const double closingB = std::max(0.0, -dot(d, b.dir));
    const double never = std::numeric_limits<double>::infinity();
    // Closing terms 2 s closingA + 2 t closingB at s = speed_a T, t = speed_b T: T up to
    // room / (2 rate). (A ball that closes in but no longer moves gets nothing.)
    const double rate = closingA * a.speed + closingB * b.speed;
    const double time = rate > 0 ? room / (2 * rate) : 0;
    return {closingA > 0 ? a.travelled + a.speed * time : never,
            closingB > 0 ? b.travelled + b.speed * time : never};
}

/// The better of shareBound's and partingShare's reaches for the pair (both are sound; one
/// pair of them is taken, not a mix): the one that lasts longer at the speeds now.
[[nodiscard]] inline std::pair<double, double> pairReaches(const PairBound& bound,
                                                           const PieceMotion& a,
                                                           const PieceMotion& b,
                                                           double contactDistance) {
    const std::pair<double, double> shared = shareBound(bound, a, b);
    const std::pair<double, double> parting = partingShare(a, b, contactDistance);
    // How long each pair of reaches lasts: the sooner of the two balls' times to its reach at its
    // speed now (an estimate that only picks one; either is sound).
    const auto lasts = [&](const std::pair<double, double>& reaches) {
        const double timeA = a.speed > 0 ? (reaches.first - a.travelled) / a.speed
                                         : std::numeric_limits<double>::infinity();
        const double timeB = b.speed > 0 ? (reaches.second - b.travelled) / b.speed
                                         : std::numeric_limits<double>::infinity();
        return std::min(timeA, timeB);
    };
    return lasts(parting) > lasts(shared) ? parting : shared;
}

/// reachBeforeApproach with its range R = contactDistance + margin and R * R given (the same
/// numbers, computed once for many balls).
[[nodiscard]] inline double reachBeforeApproachWithin(Vec2 origin, Vec2 dir, double travelled,
                                                      Vec2 other, double rangeSquared) {
    // The centres are closer than R for path distances s in (along - half, along + half):
    // along is where the path passes nearest to `other`.
    const Vec2 d = other - origin;
    const double along = dot(d, dir);
    const double across = dot(d, d) - along * along; // squared distance from the path's line
    if (!(across < rangeSquared)) {
        return std::numeric_limits<double>::infinity();
    }
    const double half = std::sqrt(rangeSquared - across);
    if (travelled >= along + half) {
        return std::numeric_limits<double>::infinity(); // passed it: the gap only grows
    }
    return std::max(travelled, along - half);
}

/// How far along a straight path from `origin` in unit direction `dir` a ball may go, from
/// `travelled` on, before its centre comes within `contactDistance` + PairBound::margin of a
/// ball at rest at `other` (tiles from the origin): infinity if it never does, `travelled`
/// if it is that close already. Exact geometry (the path is a line), so that a ball passing
/// near a resting one is not held back by the triangle inequality's bound.
[[nodiscard]] inline double reachBeforeApproach(Vec2 origin, Vec2 dir, double travelled, Vec2 other,
                                                double contactDistance) {
    const double range = contactDistance + PairBound::margin;
    return reachBeforeApproachWithin(origin, dir, travelled, other, range * range);
}

/// The stretch of a straight piece's line a ball covers in a window: from the point `from`
/// tiles along it to the point `to` tiles along it, in the unit direction `dir`.
struct Sweep {
    Vec2 origin;
    Vec2 dir;
    double from = 0;
    double to = 0;
};

/// True if two balls covering the stretches `a` and `b` (at any pace: the positions along
/// each are all that counts) cannot come within `contactDistance` of each other, by more than
/// PairBound::margin: the stretches' midpoints lie further apart than their half lengths and
/// `contactDistance` add up to (the triangle inequality), or the balls part: from their
/// distance d at the stretches' starts, |d + a.dir s - b.dir t|^2 >= d.d + 2 s (d.a.dir)
/// - 2 t (d.b.dir) for travels s and t, so only a ball heading toward the other can bring them
/// nearer, by at most its travel times that heading's share. A position computed along a
/// piece lies within about 1e-12 tiles of its stretch, which the margin covers: an exact
/// contact search of the window finds every gap above zero, so no contact.
[[nodiscard]] inline bool sweepsApart(const Sweep& a, const Sweep& b, double contactDistance) {
    const double range = contactDistance + PairBound::margin;
    const Vec2 midA = a.origin + a.dir * ((a.from + a.to) / 2);
    const Vec2 midB = b.origin + b.dir * ((b.from + b.to) / 2);
    if (length(midA - midB) - (a.to - a.from) / 2 - (b.to - b.from) / 2 > range) {
        return true;
    }
    const Vec2 d = (a.origin + a.dir * a.from) - (b.origin + b.dir * b.from);
    const double closing = 2 * (a.to - a.from) * std::max(0.0, -dot(d, a.dir)) +
                           2 * (b.to - b.from) * std::max(0.0, dot(d, b.dir));
    return dot(d, d) - closing > range * range;
}

/// Index of the pair (a, b), a < b, in a table of n (n - 1) / 2 pairs.
[[nodiscard]] inline std::size_t pairIndex(int a, int b) {
    return static_cast<std::size_t>(b) * static_cast<std::size_t>(b - 1) / 2 +
           static_cast<std::size_t>(a);
}

} // namespace golf
