// Rating a level: the shot search's fewest strokes and a noisy player's success rate.

#include "golf/analysis/rating.hpp"

#include "golf/analysis/worker_threads.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "nearby_plans.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <map>
#include <mutex>
#include <numbers>
#include <optional>
#include <thread>
#include <utility>

namespace golf {

namespace {

/// splitmix64: a small generator whose outputs from consecutive states are well mixed.
class SampleRandom {
  public:
    SampleRandom(std::uint64_t seed, std::uint64_t index)
        : state_(seed ^ (0x9E3779B97F4A7C15ULL * (index + 1))) {
        (void)next();
    }

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// Uniform in (0, 1].
    double uniform() { return (static_cast<double>(next() >> 11) + 1.0) * 0x1.0p-53; }

    /// Standard normal (Box-Muller, one value per pair of uniforms).
    double normal() {
        const double u = uniform();
        const double v = uniform();
        return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
    }

  private:
    std::uint64_t state_;
};

/// What one noisy player did.
struct SampleResult {
    int strokes = 0; ///< strokes it holed in; 0 if not holed
    std::int64_t ticks = 0;
};

/// The shot actually played when aiming `planned`.
Vec2 noisyShot(const SearchedShot& planned, const RatingOptions& options, const Level& level,
               SampleRandom& random) {
    const double angle = planned.angle + options.angleSigmaDegrees * random.normal();
    const double topSpeed = level.physics.maxShotSpeed * (1 - 1e-9);
    const double speed = std::clamp(
        planned.speed * (1 + options.speedSigmaFraction * random.normal()), 0.0, topSpeed);
    return velocityFromAngle(angle, speed);
}

/// On a level with movers, lets the clock run for the player's wait: the plan's plus noise.
/// False if a mover left a ball rolling that did not stop within maxWaitSeconds (no shot may be
/// struck while a ball moves). Counts the idle ticks in `ticks`.
bool waitToStrike(Match& match, const SearchedShot& planned, const RatingOptions& options,
                  double maxWait, SampleRandom& random, std::int64_t& ticks) {
    const double noisy = planned.wait + options.timingSigmaSeconds * random.normal();
    const double wait = std::clamp(noisy, 0.0, maxWait);
    const std::int64_t before = match.ticks();
    const double limit = match.clock() + maxWaitSeconds;
    match.waitUntil(match.clock() + wait);
    while (!match.world().atRest() && match.clock() < limit) {
        (void)match.idle(); // pushed by a mover: the player waits for the ball to stop
    }
    ticks += match.ticks() - before;
    return match.world().atRest();
}

/// The players' re-plans on a still level, by the exact place they start from: a player whose
/// ball went into the water is put back where it was struck and searches from there again, and
/// so does every player whose ball slips in from the same place (the tee). The search goes
/// stroke by stroke and stops at the first count that holes, so a search from the same place
/// whose stroke limit is at least the plan's length plays the same trials: the same plan and
/// the same ticks (counted again on a hit). So the rating is the same with the cache as
/// without it, whatever the threads and their order. Shared by the players; guarded.
class PlanCache {
  public:
    /// The plan searched from `from`, if one holed within `maxStrokes` strokes.
    [[nodiscard]] std::optional<ShotSearchResult> find(Vec2 from, int maxStrokes) const {
        const std::lock_guard lock(mutex_);
        const auto found = plans_.find(key(from));
        if (found == plans_.end() || static_cast<int>(found->second.shots.size()) > maxStrokes) {
            return std::nullopt;
        }
        return found->second;
    }

    /// Keeps `plan` (searched from `from`) if it holed.
    void store(Vec2 from, const ShotSearchResult& plan) {
        if (plan.holed) {
            const std::lock_guard lock(mutex_);
            plans_.emplace(key(from), plan);
        }
    }

  private:
    using Key = std::pair<std::uint64_t, std::uint64_t>;
    [[nodiscard]] static Key key(Vec2 from) {
        return {std::bit_cast<std::uint64_t>(from.x), std::bit_cast<std::uint64_t>(from.y)};
    }

    mutable std::mutex mutex_;
    std::map<Key, ShotSearchResult> plans_;
};

/// The re-plan from where `match`'s ball rests: from `cache` where it can (still levels).
ShotSearchResult replan(const Level& level, const Match& match, ShotSearchOptions planOptions,
                        const CupDistanceField& field, const CoarseShotGrid& grid,
                        PlanCache& cache) {
    Level from = level;
    from.tee = match.world().balls()[0].position;
    planOptions.maxStrokes = level.maxStrokes - match.players()[0].strokes;
    planOptions.startClock = match.clock(); // the movers where they are now
    const bool still = level.movers.empty();
    if (still) {
        if (std::optional<ShotSearchResult> cached = cache.find(from.tee, planOptions.maxStrokes)) {
            return std::move(*cached);
        }
    }
    // The search's matches share the boundary of the player's (it does not depend on the tee).
    ShotSearchResult plan = searchShots(from, planOptions, field, &grid, &match.world());
    if (still) {
        cache.store(from.tee, plan);
    }
    return plan;
}

/// Plays one noisy player: the first stroke follows `firstPlan`, every later one a new search
/// from where the ball rests, or the plan of its cell in `nearby` (if given). `shape`: a world of
/// `level` (shared), whose boundary the player's match shares.
SampleResult playSample(const Level& level, const RatingOptions& options,
                        const SearchedShot& firstPlan, int index, const CupDistanceField& field,
                        const CoarseShotGrid& grid, PlanCache& cache, NearbyPlans* nearby,
                        const World& shape) {
    SampleRandom random(options.seed, static_cast<std::uint64_t>(index));
    SampleResult result;
    Match match(shape, shape.levelShared(), 1);
    ShotSearchOptions planOptions = options.plan;
    planOptions.threads = 1;
    while (!match.finished()) {
        const PlayerState& player = match.players()[0];
        SearchedShot planned = firstPlan;
        std::optional<SearchedShot> reused;
        if (player.strokes > 0 && nearby != nullptr) {
            reused = nearby->find(match.world().balls()[0].position,
                                  level.maxStrokes - player.strokes, result.ticks);
        }
        if (reused) {
            planned = *reused;
        } else if (player.strokes > 0) {
            const ShotSearchResult plan = replan(level, match, planOptions, field, grid, cache);
            result.ticks += plan.ticksSimulated;
            if (!plan.holed) {
                return result; // no plan: the player gives up
            }
            planned = plan.shots.front();
        }
        const Vec2 velocity = noisyShot(planned, options, level, random);
        if (!level.movers.empty() &&
            !waitToStrike(match, planned, options,
                          player.strokes > 0 ? options.plan.maxWait : options.search.maxWait,
                          random, result.ticks)) {
            return result;
        }
        if (!match.shotError(0, velocity).empty()) {
            return result;
        }
        match.shoot(0, velocity);
        while (match.shotInProgress()) {
            match.skipQuietTicks(); // only where it rests matters
            (void)match.step();
        }
        result.ticks += match.shotTicks();
    }
    if (match.players()[0].holed) {
        result.strokes = match.players()[0].strokes;
    }
    return result;
}

/// Plays samples [0, count) on `threads` threads, each sample into its own slot; the calling
/// thread reports progress.
std::vector<SampleResult> playSamples(const Level& level, const RatingOptions& options,
                                      const SearchedShot& firstPlan, int count,
                                      const std::function<void(double)>& progress,
                                      const std::stop_token& stop, bool& cancelled,
                                      std::int64_t& sharedTicks) {
    std::vector<SampleResult> results(static_cast<std::size_t>(count));
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::atomic<bool> stopped{false};
    PlanCache cache;
    const CupDistanceField field(level); // every re-plan's: it does not depend on the tee
    const CoarseShotGrid grid(level, options.plan); // likewise (nor on the stroke or clock)
    const World shape(level, 0); // the boundary every player's match shares, built once
    std::optional<NearbyPlans> nearby;
    if (level.movers.empty() && options.planCell > 0) {
        nearby.emplace(level, options.plan, options.planCell, field);
    }
    const auto work = [&](bool report) {
        for (;;) {
            if (stop.stop_requested()) {
                stopped = true;
                return;
            }
            const int index = next.fetch_add(1);
            if (index >= count) {
                return;
            }
            results[static_cast<std::size_t>(index)] =
                playSample(level, options, firstPlan, index, field, grid, cache,
                           nearby ? &*nearby : nullptr, shape);
            const int finished = done.fetch_add(1) + 1;
            if (report && progress) {
                progress(0.1 + 0.9 * finished / count);
            }
        }
    };
    // The calling thread plays too (and reports); samples are drawn one at a time, so the
    // threads started share the work whatever their number.
    WorkerThreads workers(
        static_cast<std::size_t>(std::max(0, std::min(options.threads, count) - 1)),
        [&](std::size_t) { work(false); });
    work(true);
    workers.join();
    cancelled = stopped.load();
    sharedTicks = nearby ? nearby->searchTicks() : 0; // every cell's search once
    return results;
}

/// Samples of `strokes` holed within k strokes, for every k from `first` to `last`.
std::vector<int> holedWithin(const std::vector<int>& strokes, int first, int last) {
    std::vector<int> counts(static_cast<std::size_t>(std::max(0, last - first + 1)), 0);
    for (int s : strokes) {
        for (int k = std::max(s, first); s > 0 && k <= last; ++k) {
            ++counts[static_cast<std::size_t>(k - first)];
        }
    }
    return counts;
}

/// Fills the rating's par, its success share and the decision's certainty from its samples.
void decideRatingPar(LevelRating& rating, int maxStrokes, const RatingOptions& options) {
    const int first = std::min(rating.bestStrokes.value_or(1), maxStrokes);
    const int samples = static_cast<int>(rating.sampleStrokes.size());
    const std::vector<int> within = holedWithin(rating.sampleStrokes, first, maxStrokes);
    std::vector<StrokeShare> shares;
    for (int count : within) {
        shares.push_back({static_cast<double>(count) / samples, wilsonInterval(count, samples)});
    }
    const ParDecision decision = decidePar(shares, first, options.parSuccessShare, options.minPar);
    const auto shareWithin = [&](int k) {
        const int count =
            k < first ? 0 : within[static_cast<std::size_t>(std::min(k, maxStrokes) - first)];
        return StrokeShare{static_cast<double>(count) / samples, wilsonInterval(count, samples)};
    };
    const StrokeShare atPar = shareWithin(decision.par);
    const StrokeShare atLow = shareWithin(decision.low);
    rating.suggestedPar = decision.par;
    rating.successRate = atPar.share;
    rating.successLow = atPar.interval.low;
    rating.successHigh = atPar.interval.high;
    rating.parCertain = decision.certain;
    rating.parLow = decision.low;
    rating.parLeans = decision.leans;
    rating.parLowRate = atLow.share;
    rating.parLowInterval = atLow.interval;
}

} // namespace

ShotSearchOptions defaultPlanOptions() {
    ShotSearchOptions options;
    options.angles = 180;
    options.speeds = 16;
    options.beamWidth = 3;
    options.refineSeeds = 4;
    options.tickBudget = 3'000'000;
    return options;
}

ProportionInterval wilsonInterval(int successes, int trials) {
    GOLF_ASSERT(trials >= 1 && successes >= 0 && successes <= trials);
    constexpr double z = 1.959963984540054;
    const double n = trials;
    const double p = successes / n;
    const double denominator = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

int suggestPar(const std::vector<int>& sampleStrokes, std::optional<int> bestStrokes,
               int maxStrokes, double share, int minPar) {
    GOLF_ASSERT(!sampleStrokes.empty());
    const double needed = share * static_cast<double>(sampleStrokes.size());
    int par = maxStrokes;
    for (int k = bestStrokes.value_or(1); k <= maxStrokes; ++k) {
        const auto within = std::count_if(sampleStrokes.begin(), sampleStrokes.end(),
                                          [k](int s) { return s > 0 && s <= k; });
        if (static_cast<double>(within) >= needed) {
            par = k;
            break;
        }
    }
    return std::max(par, minPar);
}

ShareVerdict judgeShare(const ProportionInterval& interval, double threshold) {
    if (interval.low >= threshold) {
        return ShareVerdict::Above;
    }
    return interval.high < threshold ? ShareVerdict::Below : ShareVerdict::Straddles;
}

ParDecision decidePar(const std::vector<StrokeShare>& shares, int firstStrokes, double threshold,
                      int minPar) {
    GOLF_ASSERT(!shares.empty() && firstStrokes >= 1);
    const int maxStrokes = firstStrokes + static_cast<int>(shares.size()) - 1;
    std::optional<int> sure;    // first Above
    std::optional<int> reached; // first Straddles or Above
    std::optional<int> point;   // first share >= threshold
    bool straddles = false;     // some count from minPar up to the par straddles
    for (std::size_t i = 0; i < shares.size() && !sure; ++i) {
        const int k = firstStrokes + static_cast<int>(i);
        const ShareVerdict verdict = judgeShare(shares[i].interval, threshold);
        if (verdict != ShareVerdict::Below && !reached) {
            reached = k;
        }
        if (shares[i].share >= threshold && !point) {
            point = k;
        }
        if (verdict == ShareVerdict::Above) {
            sure = k;
        }
        straddles = straddles || (verdict == ShareVerdict::Straddles && k >= minPar);
    }
    ParDecision decision;
    decision.par = std::max(sure.value_or(maxStrokes), minPar);
    decision.low = std::clamp(reached.value_or(decision.par), minPar, decision.par);
    decision.leans = std::clamp(point.value_or(maxStrokes), decision.low, decision.par);
    decision.certain = !straddles;
    return decision;
}

LevelRating rateLevel(const Level& level, const RatingOptions& options,
                      const std::function<void(double)>& progress, std::stop_token stop) {
    GOLF_ASSERT(options.samples >= 1 && options.threads >= 1 && options.planCell >= 0);
    LevelRating rating;
    if (progress) {
        progress(0);
    }
    ShotSearchOptions search = options.search;
    search.threads = options.threads;
    if (search.maxStrokes == 0) {
        search.maxStrokes = level.maxStrokes; // the fewest strokes, whatever the declared par
    }
    const ShotSearchResult best = searchShots(level, search);
    rating.ticksSimulated = best.ticksSimulated;
    if (!best.problem.empty()) {
        rating.problem = best.problem;
        return rating;
    }
    if (stop.stop_requested()) {
        rating.cancelled = true;
        return rating;
    }
    if (best.holed) {
        rating.bestStrokes = static_cast<int>(best.shots.size());
    }
    if (progress) {
        progress(0.1);
    }
    std::vector<SampleResult> samples;
    if (best.holed) {
        std::int64_t sharedTicks = 0;
        samples = playSamples(level, options, best.shots.front(), options.samples, progress, stop,
                              rating.cancelled, sharedTicks);
        rating.ticksSimulated += sharedTicks;
    } else {
        samples.resize(static_cast<std::size_t>(options.samples)); // no plan: nobody holes
    }
    if (rating.cancelled) {
        return rating;
    }
    for (const SampleResult& sample : samples) {
        rating.sampleStrokes.push_back(sample.strokes);
        rating.ticksSimulated += sample.ticks;
    }
    rating.samples = options.samples;
    decideRatingPar(rating, level.maxStrokes, options);
    if (progress) {
        progress(1);
    }
    return rating;
}

} // namespace golf
