// The shot search's approach score and its lower bounds over skipped quiet stretches.

#include "approach_bound.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace golf {

namespace {

/// Tiles of approach per tile/s of speed above the cup's captureSpeed.
constexpr double tilesPerExcessSpeed = 0.15;

/// How far (tiles) a slope tile may lie from a ball's centre for its stretch to count as one
/// that may curve: far more than the physics' rounding at a crossing (1e-9), so that a ball on
/// a slope is never taken for one on flat floor.
constexpr double slopeReach = 1e-3;

/// The bound's slack from the positions (tiles) that sets how many ticks of a stretch that may
/// curve are skipped at once: smaller costs more skips, larger more trials played again.
constexpr double curvedSlack = 0.005;

/// slopeTiles_'s flags: the tile slopes; a tile of its 3 x 3 neighbourhood (itself too) does.
constexpr char slopeHere = 1;
constexpr char slopeNear = 2;

/// Most ticks skipped at once on a stretch that may curve, whatever the acceleration.
constexpr std::int64_t maxCurvedTicks = 64;

/// A lower bound of approachScore over a straight roll on one floor from `a` at `speedA` to `b`,
/// every speed on the way at least `speedB`: where the roll began faster than the cup holds,
/// each half bounded by straightApproachBound with the speed at its far end (the square of the
/// speed falls linearly with the distance rolled at a constant deceleration), so that a roll
/// past the cup at speed that slows further on is not bounded by its last speed alone.
[[nodiscard]] double rollBound(const Level& level, Vec2 a, double speedA, Vec2 b, double speedB) {
    if (speedA <= level.physics.captureSpeed) {
        return straightApproachBound(level, a, b, speedB); // no speed term anywhere
    }
    const Vec2 middle = (a + b) / 2;
    const double speedMiddle =
        std::max(speedB, std::sqrt(std::max(0.0, (speedA * speedA + speedB * speedB) / 2)));
    return std::min(straightApproachBound(level, a, middle, speedMiddle),
                    straightApproachBound(level, middle, b, speedB));
}

} // namespace

double approachScore(const Level& level, Vec2 position, double speed) {
    const double excess = std::max(0.0, speed - level.physics.captureSpeed);
    return std::max(0.0, length(position - level.cup) - level.cupRadius) +
           tilesPerExcessSpeed * excess;
}

double straightApproachBound(const Level& level, Vec2 from, Vec2 to, double speed) {
    return std::max(0.0, distanceToSegment(level.cup, from, to) - level.cupRadius) +
           tilesPerExcessSpeed * std::max(0.0, speed - level.physics.captureSpeed);
}

ApproachBound::ApproachBound(const Level& level) : level_(level) {
    // Every surface a ball may roll on: the tiles without one of `surfaces` (and a triangle's
    // open half) are plain grass.
    maxAcceleration_ = level.decelerationOf(Floor::Grass);
    for (const Surface& surface : level.surfaces) {
        const double push =
            surface.slope ? surface.slope->acceleration.value_or(level.physics.slopeAcceleration)
                          : 0.0;
        maxAcceleration_ = std::max(maxAcceleration_, push + level.decelerationOf(surface.floor));
        hasSlopes_ = hasSlopes_ || surface.slope.has_value();
    }
    if (!hasSlopes_) {
        return;
    }
    slopeTiles_.assign(static_cast<std::size_t>(level.width) * level.height, 0);
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            if (!level.surfaceAt(col, row).slope) {
                continue;
            }
            slopeTiles_[static_cast<std::size_t>(row) * level.width + col] |= slopeHere;
            for (int r = std::max(0, row - 1); r <= std::min(level.height - 1, row + 1); ++r) {
                for (int c = std::max(0, col - 1); c <= std::min(level.width - 1, col + 1); ++c) {
                    slopeTiles_[static_cast<std::size_t>(r) * level.width + c] |= slopeNear;
                }
            }
        }
    }
    // A stretch of T seconds drifts up to a (T/2)^2 / 2 from either end's straight line.
    const double seconds = maxAcceleration_ > 0
                               ? 2 * std::sqrt(2 * curvedSlack / maxAcceleration_)
                               : static_cast<double>(maxCurvedTicks) / level.physics.tickRate;
    curvedTicks_ = std::clamp(static_cast<std::int64_t>(seconds * level.physics.tickRate),
                              std::int64_t{1}, maxCurvedTicks);
}

bool ApproachBound::mayCurve(Vec2 from) const {
    if (!hasSlopes_) {
        return false;
    }
    // The square of half-side slopeReach (< 1) around the centre lies in the 3 x 3 tiles
    // around the one that holds it: that tile's flags answer most asks.
    const int col = static_cast<int>(std::floor(from.x));
    const int row = static_cast<int>(std::floor(from.y));
    if (col >= 0 && row >= 0 && col < level_.width && row < level_.height) {
        const char flags = slopeTiles_[static_cast<std::size_t>(row) * level_.width + col];
        if ((flags & slopeHere) != 0) {
            return true;
        }
        if ((flags & slopeNear) == 0) {
            return false;
        }
        // The square inside this tile alone (most points: it is 2e-3 wide): the loop below
        // would look at this tile only, which does not slope. y in [col, col + 1) is floor(y)
        // == col, for the same computed from.x -+ slopeReach as below.
        const double left = from.x - slopeReach;
        const double right = from.x + slopeReach;
        const double top = from.y - slopeReach;
        const double bottom = from.y + slopeReach;
        if (left >= col && right < col + 1 && top >= row && bottom < row + 1) {
            return false;
        }
    }
    const int col0 = static_cast<int>(std::floor(from.x - slopeReach));
    const int col1 = static_cast<int>(std::floor(from.x + slopeReach));
    const int row0 = static_cast<int>(std::floor(from.y - slopeReach));
    const int row1 = static_cast<int>(std::floor(from.y + slopeReach));
    for (int r = std::max(0, row0); r <= std::min(level_.height - 1, row1); ++r) {
        for (int c = std::max(0, col0); c <= std::min(level_.width - 1, col1); ++c) {
            if ((slopeTiles_[static_cast<std::size_t>(r) * level_.width + c] & slopeHere) != 0) {
                return true;
            }
        }
    }
    return false;
}

double ApproachBound::bound(const StretchEnd& from, const StretchEnd& to, double seconds) const {
    if (!mayCurve(from.position)) {
        return rollBound(level_, from.position, length(from.velocity), to.position,
                         length(to.velocity));
    }
    return curvedBound(from, to, seconds);
}

// On flat floor every whole tick rolls at least |v1| t (the speed falls to |v1| at the end), so
// the centres of the ticks but the last lie on the segment short of `to` by c = |v1| t, and,
// when the first tick was whole, short of `from` by c too (the first tick's end is a tick's
// roll from `from`), at speeds of at least |v1|. rollBound gives the cut segment's middle the
// speed of the whole segment's middle: cut alike at both ends (or only at `to`, where the middle
// lies before the whole one's), that is at most the speed there.
double ApproachBound::innerBound(const StretchEnd& from, const StretchEnd& to, std::int64_t ticks,
                                 double tickSeconds, bool wholeFirstTick) const {
    GOLF_ASSERT(ticks >= 1 && tickSeconds > 0);
    if (ticks == 1) {
        return std::numeric_limits<double>::infinity(); // no tick before the last
    }
    if (mayCurve(from.position)) {
        return curvedBound(from, to, static_cast<double>(ticks) * tickSeconds);
    }
    const double speed = length(to.velocity);
    const Vec2 path = to.position - from.position;
    const double rolled = length(path);
    const double cut = speed * tickSeconds;
    const double cuts = wholeFirstTick ? 2 * cut : cut;
    if (!(cuts < rolled)) {
        return rollBound(level_, from.position, length(from.velocity), to.position, speed);
    }
    const Vec2 along = path / rolled;
    const Vec2 start = wholeFirstTick ? from.position + along * cut : from.position;
    return rollBound(level_, start, length(from.velocity), to.position - along * cut, speed);
}

// Proof. Let p(t), v(t) be the ball's centre and velocity over the stretch, t in [0, T], from
// p0, v0 to p1, v1. Without events v is continuous and |v'| <= A (maxAcceleration: a slope's
// push g plus the floor's deceleration a opposite the velocity, |g - a v/|v|| <= |g| + a; a
// wall that holds the ball takes away part of the push; an edge ride mixes two tiles' fields).
// Taylor from either end: |p(t) - (p0 + v0 t)| <= A t^2 / 2 and |p(t) - (p1 - v1 (T - t))| <=
// A (T - t)^2 / 2. For t <= T/2 the first puts p(t) within d = A (T/2)^2 / 2 of the segment
// from p0 to p0 + v0 T/2, so its distance to the cup is at least that segment's minus d; for
// t >= T/2 the second does the same with the segment from p1 - v1 T/2 to p1. The speeds:
// |v(t)| >= |v0| - A t >= |v0| - A T/2 on the first half, |v1| - A T/2 on the second, and
// everywhere |v(t)| >= max(|v0| - A t, |v1| - A (T - t)) >= (|v0| + |v1| - A T) / 2. The
// score's two terms are non-decreasing in distance and speed, so each half's least score is
// at least its terms' bounds added, and the stretch's least is the lesser of the halves'.
double ApproachBound::curvedBound(const StretchEnd& from, const StretchEnd& to,
                                  double seconds) const {
    const double a = maxAcceleration_;
    const double half = seconds / 2;
    const double drift = a * half * half / 2;
    const double speed0 = length(from.velocity);
    const double speed1 = length(to.velocity);
    const double least = std::max(0.0, (speed0 + speed1 - a * seconds) / 2);
    const auto part = [&](Vec2 start, Vec2 end, double speed) {
        return std::max(0.0, distanceToSegment(level_.cup, start, end) - drift - level_.cupRadius) +
               tilesPerExcessSpeed * std::max(0.0, speed - level_.physics.captureSpeed);
    };
    return std::min(
        part(from.position, from.position + from.velocity * half,
             std::max(least, speed0 - a * half)),
        part(to.position - to.velocity * half, to.position, std::max(least, speed1 - a * half)));
}

} // namespace golf
