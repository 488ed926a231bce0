// A trial shot played to rest and scored (trial_play.hpp).

#include "trial_play.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace golf {

namespace {

/// The duration of `ticks` whole ticks (seconds): at least a stretch of that many ticks lasts
/// (a shot's first tick may be shorter, and the bounds hold over any longer span).
[[nodiscard]] double ticksSeconds(const Level& level, std::int64_t ticks) {
    return static_cast<double>(ticks) / level.physics.tickRate;
}

/// The ticks to try to skip from `match`'s state, at most `left`: all of them where the lone
/// ball rolls straight, a few where a slope may curve its path (ApproachBound).
[[nodiscard]] std::int64_t skipSpan(const Match& match, const ApproachBound& bounds,
                                    std::int64_t left) {
    return bounds.mayCurve(match.world().balls()[0].position)
               ? std::min(left, bounds.curvedStretchTicks())
               : left;
}

/// The rest of a trial shot once every ball rests: where, whether it holed, its rest score.
void finishTrial(const Match& match, const CupDistanceField& field, TrialResult& result) {
    const Ball& ball = match.world().balls()[0];
    result.played = true;
    result.ticks = match.shotTicks();
    result.holed = match.players()[0].holed;
    result.pickedUp = match.players()[0].pickedUp;
    result.rest = ball.position;
    result.restScore = result.holed ? -1.0 : field.at(ball.position);
    result.clockFree = !match.shotReadClock() && match.world().ballCount() == 1;
    if (result.holed) {
        result.approach = -1.0;
        result.approachExact = true;
    }
}

/// Plays `match` (a trial just struck) to rest skipping every quiet stretch (Scoring::Bounded):
/// `approach` is the least of the scores of the stepped ticks and of the skipped stretches' last
/// ticks (whose states are the stepped ones') and of the bounds of the stretches' other ticks
/// (`bounds`; minus infinity where no bound holds: more than one ball); exact where no bound is
/// below the least score (then no skipped tick came nearer, and that score is the one
/// Scoring::Exact finds). Where a slope may curve the path, a stretch is skipped a few ticks at
/// a time, so that its bound stays near the positions'.
[[nodiscard]] TrialResult runBoundedTrial(Match& match, const ShotSearchOptions& options,
                                          const CupDistanceField& field,
                                          const ApproachBound& bounds) {
    TrialResult result;
    result.tickLimit = options.shotTickLimit;
    const Level& level = match.level();
    const bool lone = match.world().ballCount() == 1;
    // After a skip that skipped nothing (a mover near the ball, a wall ahead) the next tries
    // are spaced out, 1, 2, 4 ... up to 32 ticks apart, as Scoring::Exact's looks are: a try
    // costs a tick's search, and a stepped tick is scored exactly.
    std::int64_t stepUntil = 0;
    std::int64_t tryGap = 1;
    double scored = infinity;  // the least score of the ticks whose states were reached
    double skipped = infinity; // the least bound of the other ticks
    const auto score = [&](const Ball& ball) {
        scored = std::min(scored, approachScore(level, ball.position, length(ball.velocity)));
    };
    const auto stepScored = [&] {
        (void)match.step();
        const Ball& ball = match.world().balls()[0];
        if (ball.inPlay) {
            score(ball);
        }
    };
    const auto settleApproach = [&] {
        result.approach = std::min(scored, skipped);
        result.approachExact = skipped >= scored;
    };
    while (match.shotInProgress()) {
        if (match.shotTicks() >= options.shotTickLimit) {
            result.ticks = match.shotTicks();
            settleApproach();
            return result; // abandoned, as Scoring::Exact abandons it
        }
        if (match.shotTicks() < stepUntil) {
            stepScored();
            continue;
        }
        const std::int64_t start = match.shotTicks();
        const Ball& before = match.world().balls()[0];
        const StretchEnd from{before.position, before.velocity};
        const bool wasInPlay = before.inPlay;
        const std::int64_t span = skipSpan(match, bounds, options.shotTickLimit - start);
        match.skipQuietTicks(span);
        const Ball& ball = match.world().balls()[0];
        if (match.shotTicks() > start) {
            if (lone && wasInPlay && ball.inPlay) {
                score(ball);
                // The bound holds to within rounding: 1e-6 below it is a bound for certain.
                skipped = std::min(skipped, bounds.innerBound(from, {ball.position, ball.velocity},
                                                              match.shotTicks() - start,
                                                              ticksSeconds(level, 1), start > 0) -
                                                1e-6);
            } else if (wasInPlay || ball.inPlay) {
                skipped = -infinity; // no bound holds
            }
            tryGap = 1;
            if (match.shotTicks() - start < span) {
                // Stopped short: the next tick may hold an event, so a try from here would skip
                // nothing; it is stepped at once.
                stepUntil = match.shotTicks() + 1;
            }
            continue;
        }
        stepUntil = start + tryGap;
        tryGap = std::min<std::int64_t>(2 * tryGap, 32);
        stepScored();
    }
    settleApproach();
    finishTrial(match, field, result);
    return result;
}

/// For a quiet stretch of `ticks` ticks from `from` to `to` on a straight roll (not `curved`):
/// about which tick (1..ticks) lies nearest the point of the path closest to the cup, taking
/// the roll to slow evenly; 0 if there is none to estimate. Only an estimate: it picks where a
/// look at a stretch stops, which changes the cost, not the result.
[[nodiscard]] std::int64_t closestTick(const Level& level, const StretchEnd& from,
                                       const StretchEnd& to, std::int64_t ticks, bool curved) {
    const Vec2 path = to.position - from.position;
    const double rolled = length(path);
    if (curved || !(rolled > 0)) {
        return 0;
    }
    // Distance along the path to the closest point, as a share of the whole stretch's.
    const double along = dot(level.cup - from.position, path) / (rolled * rolled);
    if (!(along > 0 && along < 1)) {
        return 0;
    }
    // Slowing evenly from v0 to v1, the share rolled after a share t of the time is
    // (2 v0 t - (v0 - v1) t^2) / (v0 + v1).
    const double v0 = length(from.velocity);
    const double v1 = length(to.velocity);
    const double slowing = v0 - v1;
    double t = along; // no slowing: as far in time as along the path
    if (slowing > 1e-12 * v0) {
        const double disc = v0 * v0 - slowing * along * (v0 + v1);
        t = (v0 - std::sqrt(std::max(0.0, disc))) / slowing;
    }
    return static_cast<std::int64_t>(std::llround(t * static_cast<double>(ticks)));
}

} // namespace

TrialResult playStruckTrial(Match& match, const ShotSearchOptions& options,
                            const CupDistanceField& field, const ApproachBound& bounds,
                            Scoring scoring) {
    if (scoring == Scoring::Bounded) {
        return runBoundedTrial(match, options, field, bounds);
    }
    TrialResult result;
    result.tickLimit = options.shotTickLimit;
    const Level& level = match.level();
    // A stretch of quiet ticks is skipped when no tick of it could come nearer to dropping
    // than the best so far (by far more than rounding), so the best is the one stepping
    // finds, and so are the tick counts.
    // Looks ahead for a lone ball (a stretch of it has a bound); on a level with slopes only
    // with options.boundedTrials, so that the reference (false) steps every tick there.
    const bool lookAhead =
        match.world().ballCount() == 1 && (!bounds.hasSlopes() || options.boundedTrials);
    std::int64_t stepUntil = 0; // a stretch that might come nearer is stepped to its end
    // After a look that skipped nothing (a mover near the ball, a wall ahead), the next looks
    // are spaced out, 1, 2, 4 ... up to 32 ticks apart, until one skips again: each look
    // costs a copy of the match and a tick's search. Stepping a tick instead of skipping it
    // changes nothing but the cost: a skipped tick's state is the stepped one's, and its
    // score could not have lowered the best.
    std::int64_t lookGap = 1;
    // Most ticks a look may skip: where a stretch might hold a tick nearer than the best so far
    // and its end (below), it is looked at again in parts (up to where the roll comes closest to
    // the cup, or halves), down to single ticks, rather than stepped tick by tick (a look costs a
    // copy of the match and a skip, a stepped tick with a mover near about as much).
    std::int64_t lookCap = std::numeric_limits<std::int64_t>::max();
    std::int64_t capAfter = 0; // if > 0, lookCap after the next look that skips
    // The look-ahead: assigned from the state reached before every look (a trial looks ahead about
    // 50 times), so that its buffers are reused instead of a whole match allocated and freed each
    // time (a fifth of a rating's instructions went to those copies).
    std::optional<Match> aheadStore;
    // The state reached and the look's copy: an accepted look swaps the two pointers, not the
    // matches (three moves of every buffer).
    Match* now = &match;
    Match* ahead = nullptr;
    while (now->shotInProgress()) {
        if (now->shotTicks() >= options.shotTickLimit) {
            result.ticks = now->shotTicks();
            return result; // abandoned: far too slow to search with
        }
        if (lookAhead && result.approach < infinity && now->shotTicks() >= stepUntil) {
            if (ahead != nullptr) {
                *ahead = *now;
            } else {
                ahead = &aheadStore.emplace(*now);
            }
            const std::int64_t span =
                std::min(lookCap, skipSpan(*now, bounds, options.shotTickLimit - now->shotTicks()));
            ahead->skipQuietTicks(span);
            // A look that stopped short of its span stopped where the next tick may hold an
            // event: a look from there would skip nothing, so that tick is stepped at once.
            const std::int64_t skippedTicks = ahead->shotTicks() - now->shotTicks();
            const std::int64_t eventTick = skippedTicks < span ? 1 : 0;
            const Ball& before = now->world().balls()[0];
            const Ball& after = ahead->world().balls()[0];
            if (skippedTicks > 0 && before.inPlay && after.inPlay) {
                const StretchEnd from{before.position, before.velocity};
                const StretchEnd to{after.position, after.velocity};
                double best = result.approach;
                bool skip = bounds.bound(from, to, ticksSeconds(level, skippedTicks)) > best + 1e-6;
                if (!skip) {
                    // The stretch's last state is the stepped one's: scored exactly, it leaves
                    // only the ticks before it to the bound (as Scoring::Bounded does). Where
                    // none of those can come nearer than the best with it (by more than
                    // rounding), the least score over every tick is the same as stepping finds.
                    best = std::min(best,
                                    approachScore(level, after.position, length(after.velocity)));
                    skip = bounds.innerBound(from, to, skippedTicks, ticksSeconds(level, 1),
                                             now->shotTicks() > 0) > best + 1e-6;
                }
                if (skip) {
                    std::swap(now, ahead); // the old state's buffers kept for the next look
                    result.approach = best;
                    lookGap = 1;
                    // After halves, the next look doubles (the rest of the stretch may hold the
                    // nearer tick that made the whole fail).
                    lookCap = capAfter > 0 ? capAfter
                              : lookCap > std::numeric_limits<std::int64_t>::max() / 2
                                  ? std::numeric_limits<std::int64_t>::max()
                                  : 2 * lookCap;
                    capAfter = 0;
                    stepUntil = now->shotTicks() + eventTick;
                    continue;
                }
                if (skippedTicks > 1) {
                    // The first part looked at again, at once: up to the tick nearest the point
                    // of the roll closest to the cup where there is one inside (the usual
                    // reason), else the first half; shorter than this look either way, so that
                    // the looks end. (Any part gives the same least score.)
                    const std::int64_t closest =
                        closestTick(level, from, to, skippedTicks, bounds.mayCurve(from.position));
                    const bool near = closest > 1 && closest < skippedTicks;
                    lookCap = near ? closest : skippedTicks / 2;
                    // Past it, a single tick, then doubling again.
                    capAfter = near ? 1 : 0;
                    continue;
                }
            }
            lookCap = std::numeric_limits<std::int64_t>::max();
            capAfter = 0;
            if (skippedTicks == 0) {
                stepUntil = now->shotTicks() + lookGap;
                lookGap = std::min<std::int64_t>(2 * lookGap, 32);
            } else {
                stepUntil = ahead->shotTicks() + eventTick;
                lookGap = 1;
            }
        }
        (void)now->step();
        const Ball& ball = now->world().balls()[0];
        if (ball.inPlay) {
            result.approach = std::min(result.approach,
                                       approachScore(level, ball.position, length(ball.velocity)));
        }
    }
    finishTrial(*now, field, result);
    return result;
}

} // namespace golf
