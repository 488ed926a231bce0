#pragma once

// How near a trial shot comes to dropping (the shot search's approach), and lower bounds of it
// over a stretch of quiet ticks that a trial skips instead of stepping (issue 27): straight
// stretches on flat floor, and, since slopes curve a ball's path, stretches that may curve.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <vector>

namespace golf {

/// How near a ball at `position` moving at `speed` (tiles/s) is to dropping: its distance from
/// the cup's edge (tiles, 0 inside) plus 0.15 tiles per tile/s of speed above captureSpeed (a
/// speed the cup could not hold). Lower is better; picks the shots worth refining.
[[nodiscard]] double approachScore(const Level& level, Vec2 position, double speed);

/// A lower bound of approachScore over the ticks of a stretch without events in which the ball
/// rolled straight on flat floor from `from` to `to`, slowing to `speed`: every position lies
/// on the segment and every speed is at least the last one.
[[nodiscard]] double straightApproachBound(const Level& level, Vec2 from, Vec2 to, double speed);

/// A ball's centre and velocity at a tick's end (world units, tiles/s).
struct StretchEnd {
    Vec2 position;
    Vec2 velocity;
};

/// The lower bounds of one level's approach over quiet stretches of a lone ball's roll.
class ApproachBound {
  public:
    /// Precondition: `level` is valid (as loaded); it outlives the bound.
    explicit ApproachBound(const Level& level);

    /// True if the level has slopes (else every quiet stretch is straight).
    [[nodiscard]] bool hasSlopes() const { return hasSlopes_; }

    /// True if a quiet stretch whose ball starts with its centre at `from` may curve: a slope
    /// tile lies within 1e-3 tiles of it. Otherwise the ball is on a flat surface, and a
    /// stretch stays on one surface (a crossing is an event), so it rolls straight.
    [[nodiscard]] bool mayCurve(Vec2 from) const;

    /// Most ticks of a stretch that may curve to skip at once, so that its bound stays within
    /// about 0.005 tiles of the positions' (the bound's slack grows as the stretch's square).
    [[nodiscard]] std::int64_t curvedStretchTicks() const { return curvedTicks_; }

    /// The most a ball's acceleration may be anywhere on the level (tiles/s^2): the largest
    /// slope push plus floor deceleration of its surfaces (a ball sliding along a wall or
    /// riding an edge between slopes feels less).
    [[nodiscard]] double maxAcceleration() const { return maxAcceleration_; }

    /// A lower bound of approachScore over the ticks of a quiet stretch of `seconds` (> 0) from
    /// `from` to `to`: straightApproachBound where the stretch cannot curve (mayCurve), else
    /// curvedBound.
    [[nodiscard]] double bound(const StretchEnd& from, const StretchEnd& to, double seconds) const;

    /// A lower bound of approachScore over the ticks of a quiet stretch of `ticks` (>= 1) ticks
    /// of `tickSeconds` (> 0) each from `from` to `to`, all but its last (whose state `to` is,
    /// for the caller to score exactly): infinity for one tick; on flat floor the bound of the
    /// path short of `to` by the distance a tick rolls at least (at the last speed), and short
    /// of `from` by as much if `wholeFirstTick` (the stretch does not begin with a shot's first
    /// tick, which may be shorter); where the path may curve, bound(from, to, ticks *
    /// tickSeconds).
    [[nodiscard]] double innerBound(const StretchEnd& from, const StretchEnd& to,
                                    std::int64_t ticks, double tickSeconds,
                                    bool wholeFirstTick) const;

    /// A lower bound of approachScore over a stretch of `seconds` (> 0) without events from
    /// `from` to `to`, whatever its path, given only that the acceleration stays within
    /// maxAcceleration (the proof is beside the code).
    [[nodiscard]] double curvedBound(const StretchEnd& from, const StretchEnd& to,
                                     double seconds) const;

  private:
    const Level& level_;
    bool hasSlopes_ = false;
    double maxAcceleration_ = 0;
    std::int64_t curvedTicks_ = 1;
    /// Per tile, row-major: slopeHere where the tile's surface slopes, slopeNear where a tile
    /// of its 3 x 3 neighbourhood does (approach_bound.cpp).
    std::vector<char> slopeTiles_;
};

} // namespace golf
