#pragma once

/// \file
/// A search for shots that hole out (`golf solve`): a bounded beam search over a grid of shot
/// angles and speeds, every shot simulated with golf::Match, positions ranked by their distance
/// to the cup through the free space (so dog-legs are scored by the way round, not through
/// walls). Deterministic: the same level and options give the same shots on every run, however
/// many threads are used. It finds good shots, not provably the fewest strokes.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace golf {

/// Largest level the shot search takes (tiles): the cost per tick and the distance-to-cup lattice
/// grow with the level, and the tick budget does not count them.
inline constexpr std::int64_t maxShotSearchTiles = 250'000;

/// Limits and grid of the search.
struct ShotSearchOptions {
    /// Most strokes searched; 0 means min(level.maxStrokes, level.par + 2). Values above
    /// level.maxStrokes are reduced to it.
    int maxStrokes = 0;
    /// Coarse grid: `angles` directions 360/angles degrees apart, starting at 0; >= 1.
    int angles = 360;
    /// Coarse grid: `speeds` speeds up to maxShotSpeed, spaced so that the distances the ball
    /// would roll on open floor are evenly spaced (speed_j = max * sqrt(j / speeds)); >= 1.
    int speeds = 24;
    /// Positions kept after each stroke (the beam), best first; >= 1.
    int beamWidth = 6;
    /// Coarse shots around which a finer grid is tried at every position: those that came
    /// closest to the cup (at a speed the cup could hold). >= 0.
    int refineSeeds = 4;
    /// Coarse-to-fine: 1 tries the whole coarse grid at every position. k > 1 first tries every
    /// k-th angle of it (all speeds), then the whole grid's angles within k - 1 steps of the
    /// `strideSeeds` sparse angles that came nearest to dropping (all speeds), about
    /// 1/k + 2 * strideSeeds / angles of the grid's shots; the refined grid (refineSeeds)
    /// follows as before. Where a sparse angle holes, the k - 1 grid angles below it are tried
    /// first (the whole grid would have), so the shot found is the whole grid's when their
    /// range of holing angles reaches it. Faster, and it may find other shots than the whole
    /// grid. >= 1.
    int coarseStride = 1;
    /// Coarse-to-fine: sparse angles whose neighbourhoods are filled in (the nearest to
    /// dropping, at least 2 * coarseStride grid steps apart). >= 1.
    int strideSeeds = 8;
    /// Budget of simulated ticks over the whole search; the search stops (without a solution)
    /// once it is used up. Counted in ticks, not seconds, so the result is the same on every
    /// machine. Checked between chunks of 256 trial shots, each trial abandoned once it has
    /// used what the budget had left when its chunk began: at most 256 times the budget is
    /// simulated. A chunk ends at its first trial that holes (the trials after it are not
    /// played nor counted). > 0.
    std::int64_t tickBudget = 25'000'000;
    /// A trial shot still rolling after this many ticks is abandoned (not used). > 0.
    std::int64_t shotTickLimit = 30'000;
    /// Cheaper trials, the same search (issue 27): a trial whose approach (how near it came
    /// to dropping) picks nothing skips every quiet stretch of ticks, as a player's shot does;
    /// so does every coarse trial, scored by a lower bound (on slopes, where a path may curve,
    /// a bound from the level's largest acceleration over stretches of a few ticks), and only
    /// those the choice of the refined shots reaches are played again tick by tick. The same
    /// shots, counts and ticks as false, which scores every coarse trial tick by tick (the
    /// reference the tests compare with).
    bool boundedTrials = true;
    /// On a level with movers, a trial whose course did not depend on the hole clock (a lone
    /// ball that never came within reach of a mover's swept region, nor was put at a free
    /// spot: Match::shotReadClock) is played at the first of a resting node's waits that
    /// tries it and taken from there at the others, whose balls are the same, instead of
    /// played again. The same shots, counts and ticks (a shared trial counts its ticks at every
    /// wait, in the budget too, as if played), at a fraction of the cost where most trials
    /// keep away from the movers. false: every wait plays its own (the reference the tests
    /// compare with).
    bool shareWaits = true;
    /// Worker threads (>= 1). The result does not depend on it.
    int threads = 2;
    /// On a level with movers, when to strike: every position also tries `waits` waits after
    /// its balls came to rest, evenly spaced over the movers' common span (shotWaits); >= 1.
    /// Each wait multiplies the trial shots; the idle ticks count in tickBudget. Ignored on
    /// still levels (every shot is struck at rest, as before).
    int waits = 8;
    /// Longest wait tried (seconds), and the span used when the movers' periods have no short
    /// common multiple; > 0, at most maxWaitSeconds.
    double maxWait = 8;
    /// The hole clock (seconds, >= 0) of the tee position: the search's first stroke is struck
    /// at startClock + wait. For a re-plan from where a ball rests (golf rate's player), so that
    /// the movers are where they are in the game. Ignored on still levels.
    double startClock = 0;
};

/// One stroke of a solution.
struct SearchedShot {
    double angle = 0; ///< degrees, from +x toward +y
    double speed = 0; ///< tiles/s
    Vec2 velocity;    ///< velocityFromAngle(angle, speed): the shot as played, tiles/s
    /// Seconds waited after the balls came to rest (the previous shot's rest instant, or
    /// startClock for the first); 0 on still levels.
    double wait = 0;
    /// The hole-clock instant the shot is struck (a shot log's "at"): rest + wait. Only on
    /// levels with movers (nullopt on still levels, whose logs stay format 1).
    std::optional<double> at;
};

/// The waits tried on `level` (seconds after rest, ascending, the first 0): {0} on a still
/// level; else `count` waits span * i / count, where span is the least common multiple of the
/// movers' periods of repetition (a windmill's period / arms, a slider's period) when one of
/// the first 64 multiples of the longest is within 1e-9 (relative) of a multiple of every
/// other and at most `maxWait`, else `maxWait`. Preconditions: count >= 1, maxWait > 0.
[[nodiscard]] std::vector<double> shotWaits(const Level& level, int count, double maxWait);

/// The speeds of the coarse grid (tiles/s, ascending): `count` speeds whose rolling distances
/// on open floor are evenly spaced, up to just below maxShotSpeed (so that rounding of the
/// velocity never exceeds it): speed_j = top * sqrt(j / count), j = 1..count. Precondition:
/// count >= 1.
[[nodiscard]] std::vector<double> coarseShotSpeeds(const Level& level, int count);

/// What the search found.
struct ShotSearchResult {
    bool holed = false;              ///< `shots` hole out from the tee
    std::vector<SearchedShot> shots; ///< the strokes, in order (empty unless holed)
    int maxStrokes = 0;              ///< strokes searched at most
    bool budgetExhausted = false;    ///< stopped because tickBudget was used up
    std::int64_t shotsSimulated = 0; ///< trial shots played
    /// Of shotsSimulated, those taken from another wait instead of played again (shareWaits),
    /// and of ticksSimulated, their ticks.
    std::int64_t shotsShared = 0;
    std::int64_t ticksShared = 0;
    std::int64_t ticksSimulated = 0; ///< ticks of all trial shots
    std::string problem;             ///< why the level was not searched (too large); else empty
};

/// Searches shots that hole out on `level` for one player, starting at the tee. Stroke by
/// stroke: every position of the beam tries the coarse grid and a finer grid around its most
/// promising shots; the first stroke count at which some shot holes ends the search. Then the
/// best `beamWidth` distinct resting positions go on to the next stroke.
/// Preconditions: the level is valid (as loaded); the options are within their ranges.
[[nodiscard]] ShotSearchResult searchShots(const Level& level,
                                           const ShotSearchOptions& options = {});

/// The whole coarse grid's shots (ShotSearchOptions::angles directions, each at every speed of
/// coarseShotSpeeds, angles ascending), made once: they depend only on the level's maxShotSpeed
/// and the options' angles and speeds, so that golf rate's re-plans (and its threads) share one
/// grid, read-only, instead of working out its thousands of sines and cosines at every search.
class CoarseShotGrid {
  public:
    CoarseShotGrid(const Level& level, const ShotSearchOptions& options);
    /// Whether these are the shots a search of `level` with `options` tries (the same
    /// maxShotSpeed, angles and speeds).
    [[nodiscard]] bool fits(const Level& level, const ShotSearchOptions& options) const;
    [[nodiscard]] const std::vector<SearchedShot>& shots() const { return shots_; }

  private:
    double maxShotSpeed_ = 0; ///< tiles/s
    int angles_ = 0;
    int speeds_ = 0;
    std::vector<SearchedShot> shots_;
};

class CupDistanceField;
class World;

/// searchShots with the cup distance field built already (a field depends on the level but not
/// on its tee: golf rate's re-plans from many places share one), and the coarse grid's shots
/// too if `grid` is given (used where it fits the level and options, else made anew), and the
/// boundary of `shape` if given (its matches share it instead of building one; it does not
/// depend on the tee either). The same result as searchShots(level, options). Preconditions:
/// `field` was built for `level` or for a level that differs from it only in its tee; `shape`,
/// if not null, is a world of such a level; `grid` and `shape` outlive the call.
[[nodiscard]] ShotSearchResult searchShots(const Level& level, const ShotSearchOptions& options,
                                           const CupDistanceField& field,
                                           const CoarseShotGrid* grid = nullptr,
                                           const World* shape = nullptr);

/// Distance (tiles) a ball's centre must travel from `from` to reach the cup, going round
/// walls: shortest paths over a lattice of the ball's free space (spacing 1/4 tile, coarser on
/// big levels). Straight-line distance plus 1000 where the lattice does not reach.
class CupDistanceField {
  public:
    /// Builds the field for `level` (valid, at most maxShotSearchTiles tiles).
    explicit CupDistanceField(const Level& level);

    /// Distance from `point` (a ball centre, world units) to the cup, tiles.
    [[nodiscard]] double at(Vec2 point) const;

  private:
    [[nodiscard]] Vec2 latticePoint(int i, int j) const;
    Vec2 cup_;
    int n_ = 4;                    ///< lattice points per tile
    int columns_ = 0;              ///< lattice points per row
    int rows_ = 0;                 ///< lattice rows
    std::vector<double> distance_; ///< per lattice point; infinity if unreachable or not free
};

} // namespace golf
