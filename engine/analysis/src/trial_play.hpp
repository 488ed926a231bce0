#pragma once

// One trial shot of the shot search played to rest, with how near it came to dropping (its
// approach): every tick stepped where it might come nearer than the best so far, or the quiet
// stretches skipped and bounded.

#include "approach_bound.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>

namespace golf {

/// What a trial shot did.
struct TrialResult {
    bool played = false;         ///< legal and finished within shotTickLimit
    bool holed = false;          ///< the ball dropped
    bool pickedUp = false;       ///< the ball was picked up (its last stroke, not holed)
    Vec2 rest;                   ///< where it came to rest
    double restScore = infinity; ///< cup distance of `rest`; lower is better
    double approach = infinity;  ///< how near it came to dropping; lower is better
    /// False if `approach` is only a lower bound (a bounded trial skipped ticks that might
    /// have come nearer); Scoring::Exact played again gives the exact value.
    bool approachExact = true;
    std::int64_t ticks = 0;
    std::int64_t tickLimit = 0; ///< the shot tick limit it was played with
    /// Played, and its course did not depend on the hole clock (Match::shotReadClock): the
    /// same shot from the same resting balls at another wait plays the same.
    bool clockFree = false;
    bool shared = false; ///< taken from another wait (SharedTrials), not played here
};

/// How a trial scores its approach. Both play the same ticks to the same rest (a skipped
/// tick's state is the stepped one's), so the outcome and the tick count are the same.
enum class Scoring {
    /// Every tick that might come nearer to dropping than the best so far is stepped:
    /// `approach` is exact. For the trials whose approach picks the shots to refine.
    Exact,
    /// Every quiet stretch is skipped and scored by a lower bound: about as cheap as a
    /// player's shot. For trials whose approach is not needed, or needed only for the few
    /// that come nearest (ApproachOrder plays those again, exactly).
    Bounded,
};

/// Plays `match`, a trial just struck (Match::shoot), until every ball rests or it reaches
/// options.shotTickLimit ticks (then abandoned: not played), scoring its approach as `scoring`
/// says; `field` scores where it rests, `bounds` the stretches it skips. Scoring::Exact gives
/// the least approachScore over every tick the ball is in play, as stepping each tick would.
[[nodiscard]] TrialResult playStruckTrial(Match& match, const ShotSearchOptions& options,
                                          const CupDistanceField& field,
                                          const ApproachBound& bounds, Scoring scoring);

} // namespace golf
