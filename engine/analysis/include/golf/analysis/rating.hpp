#pragma once

/// \file
/// Rating a level (`golf rate`, the editor's "suggest par"): the fewest strokes the shot search
/// finds, and how often a noisy player holes out. The player aims the search's plan with
/// Gaussian noise in angle and speed (and, where movers turn, in the moment it strikes) and
/// re-plans after every stroke from where the ball stopped, at the hole clock it stopped at.
/// Deterministic for a seed, whatever the number of threads: every sample draws its noise from its
/// own generator seeded from the seed and the sample's index.

#include "golf/analysis/shot_search.hpp"
#include "golf/core/level.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace golf {

/// The grid the noisy player re-plans with after its first stroke: coarser than the search's
/// default (the first stroke follows the full search from the tee).
[[nodiscard]] ShotSearchOptions defaultPlanOptions();

/// How a level is rated.
struct RatingOptions {
    /// Noisy players simulated; >= 1.
    int samples = 200;
    /// Seed of the noise; the same seed gives the same rating.
    std::uint64_t seed = 1;
    /// Standard deviation of the aim, degrees; >= 0.
    double angleSigmaDegrees = 1.0;
    /// Standard deviation of the speed as a fraction of the planned speed; >= 0.
    double speedSigmaFraction = 0.03;
    /// On a level with movers, standard deviation of the moment of the strike (seconds): the
    /// player waits the plan's wait plus this noise (clamped to [0, the plan's maxWait]), drawn
    /// after the aim and the speed; >= 0. Not drawn on still levels.
    double timingSigmaSeconds = 0.05;
    /// Share of the noisy players that must hole within the suggested par, (0, 1].
    double parSuccessShare = 0.5;
    /// Least par suggested (mini-golf holes are par 2 or more); >= 1.
    int minPar = 2;
    /// The search for the fewest strokes (and the first stroke of every player). Its
    /// `threads` is ignored: `threads` below is used.
    ShotSearchOptions search;
    /// The players' re-planning after each stroke (`threads` ignored: one per player).
    ShotSearchOptions plan = defaultPlanOptions();
    /// On a still level, the side (tiles) of the cells whose re-plans are shared: the first
    /// player whose ball rests in a cell has the re-plan searched from the cell's centre, and
    /// every player there adapts that plan to its own ball with a few trial shots (a search
    /// of its own only where that finds nothing). 0: every re-plan searches from where the
    /// ball rests (the reference: the output before the cells, 1-4 times slower). >= 0.
    double planCell = 0.25;
    /// Worker threads, >= 1. The result does not depend on it.
    int threads = 2;
};

/// A 95 % interval of a proportion.
struct ProportionInterval {
    double low = 0;
    double high = 0;
};

/// What rating a level found.
struct LevelRating {
    /// Fewest strokes the shot search found; nullopt if it found none.
    std::optional<int> bestStrokes;
    /// The suggested par (decidePar's `par`); 0 if the level was not rated (`problem`).
    int suggestedPar = 0;
    /// Share of the samples holed within suggestedPar strokes, 0..1.
    double successRate = 0;
    /// 95 % Wilson score interval of successRate.
    double successLow = 0;
    double successHigh = 0;
    /// False if the interval of a smaller stroke count straddles the threshold (decidePar).
    bool parCertain = true;
    /// The fewest strokes whose interval reaches the threshold (decidePar's `low`); equals
    /// suggestedPar when parCertain.
    int parLow = 0;
    /// The par the shares themselves give (decidePar's `leans`), parLow..suggestedPar.
    int parLeans = 0;
    /// Share of the samples holed within parLow strokes and its 95 % interval.
    double parLowRate = 0;
    ProportionInterval parLowInterval;
    /// Samples simulated (fewer than asked only if cancelled).
    int samples = 0;
    /// Per sample, the strokes it holed in, or 0 if it did not hole (picked up, or no plan).
    std::vector<int> sampleStrokes;
    /// Ticks simulated by the searches and the players.
    std::int64_t ticksSimulated = 0;
    /// True if the rating was stopped before its end (then nothing else is meaningful).
    bool cancelled = false;
    /// Why the level could not be rated (too large to search); else empty.
    std::string problem;
};

/// The Wilson score interval (z = 1.96) of `successes` out of `trials`.
/// Preconditions: 0 <= successes <= trials; trials >= 1.
[[nodiscard]] ProportionInterval wilsonInterval(int successes, int trials);

/// The point rule (decidePar's `leans`, before clamping): the fewest strokes k, from the fewest the
/// search found (1 if none) up to `maxStrokes`, such that at least `share` of the samples holed
/// within k strokes; `maxStrokes` if no such k; never below `minPar`. `sampleStrokes` as in
/// LevelRating (0: not holed). Precondition: sampleStrokes not empty.
[[nodiscard]] int suggestPar(const std::vector<int>& sampleStrokes, std::optional<int> bestStrokes,
                             int maxStrokes, double share, int minPar);

/// The share of the samples holed within some number of strokes, and its 95 % interval.
struct StrokeShare {
    double share = 0; ///< 0..1
    ProportionInterval interval;
};

/// Where a share's interval lies against the threshold: Above if low >= threshold, Below if
/// high < threshold, else Straddles (the samples cannot tell).
enum class ShareVerdict { Below, Straddles, Above };
[[nodiscard]] ShareVerdict judgeShare(const ProportionInterval& interval, double threshold);

/// Par decided from the intervals, so that it does not flip with the sample count when a
/// share sits near the threshold.
struct ParDecision {
    /// The fewest strokes whose interval lies Above the threshold (the samples say that many
    /// strokes are enough); the largest stroke count if none does; never below minPar.
    int par = 0;
    /// The fewest strokes whose interval reaches the threshold (Straddles or Above), at least
    /// minPar, at most par: the smallest par the samples do not rule out.
    int low = 0;
    /// The fewest strokes whose share itself reaches the threshold (suggestPar's rule, which
    /// flips with the sample count near the threshold), clamped to [low, par].
    int leans = 0;
    /// True if no stroke count from minPar to par straddles the threshold (then low == par).
    bool certain = true;
};

/// The par rule on intervals: `shares[i]` is the share within `firstStrokes + i` strokes (the
/// last is the stroke limit). Preconditions: shares not empty, firstStrokes >= 1, shares
/// non-decreasing (as counts within more strokes are).
[[nodiscard]] ParDecision decidePar(const std::vector<StrokeShare>& shares, int firstStrokes,
                                    double threshold, int minPar);

/// Rates `level` (valid, as loaded). Calls `progress` (if given) with 0..1 now and then, from
/// the calling thread only. Returns soon after `stop` is requested, with `cancelled` set (a
/// search under way is finished first: at most its tick budget).
[[nodiscard]] LevelRating rateLevel(const Level& level, const RatingOptions& options,
                                    const std::function<void(double)>& progress = {},
                                    std::stop_token stop = {});

} // namespace golf
