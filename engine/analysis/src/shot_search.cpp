// Beam search for holing shots. Trial shots are independent, so a batch of them is spread over
// worker threads, each result written to its own slot; everything that chooses between results
// runs on one thread in a fixed order, which keeps the search deterministic.

#include "golf/analysis/shot_search.hpp"

#include "approach_bound.hpp"
#include "golf/analysis/reachability.hpp"
#include "golf/analysis/worker_threads.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/geometry.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "lattice.hpp"
#include "trial_play.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstddef>
#include <limits>
#include <memory>
#include <optional>
#include <queue>
#include <tuple>
#include <utility>

namespace golf {

namespace {

/// Most lattice points of a CupDistanceField: about a second to build at worst.
constexpr std::int64_t maxFieldPoints = 1'000'000;

/// A position reached by a sequence of strokes, at rest; on a level with movers, also the
/// instant the next shot is struck (the match has waited until then).
struct Node {
    Match match;
    std::vector<SearchedShot> shots;
    double wait = 0;          ///< seconds waited since the balls came to rest
    std::optional<double> at; ///< the hole clock now, on levels with movers
    /// The node whose trials this one's may share (SharedTrials::regroup): the first node of
    /// the stroke whose balls and players are the same (as a rule, the same resting node at
    /// its first wait).
    std::size_t sharesWith = 0;
};

/// `shot` with the timing of the node it is struck from.
[[nodiscard]] SearchedShot timed(SearchedShot shot, const Node& node) {
    shot.wait = node.wait;
    shot.at = node.at;
    return shot;
}

/// One trial shot from a node.
struct Trial {
    std::size_t node = 0;
    SearchedShot shot;
};

/// Plays `trial` from a copy of its node until every ball rests, scoring as `scoring` says.
/// The copy is made in `scratch` (kept by the caller from trial to trial, so that its buffers
/// are reused instead of a whole match allocated and freed for every trial).
[[nodiscard]] TrialResult runTrial(const Node& node, const SearchedShot& shot,
                                   const ShotSearchOptions& options, const CupDistanceField& field,
                                   const ApproachBound& bounds, Scoring scoring,
                                   std::optional<Match>& scratch) {
    if (scratch) {
        *scratch = node.match;
    } else {
        scratch.emplace(node.match);
    }
    Match& match = *scratch;
    if (!match.shotError(0, shot.velocity).empty()) {
        TrialResult result;
        result.tickLimit = options.shotTickLimit;
        return result;
    }
    match.shoot(0, shot.velocity);
    return playStruckTrial(match, options, field, bounds, scoring);
}

/// Runs the trials, `threads` at a time; results in the order of `trials`. The search ends at
/// the first trial that holes, so a trial after one that holed is not played (its result is
/// left unplayed); every trial up to the first that holes is, whatever the threads.
[[nodiscard]] std::vector<TrialResult> runTrials(const std::vector<Node>& nodes,
                                                 const std::vector<Trial>& trials,
                                                 const ShotSearchOptions& options,
                                                 const CupDistanceField& field,
                                                 const ApproachBound& bounds, Scoring scoring) {
    std::vector<TrialResult> results(trials.size());
    // The least index of a trial seen holing so far: never below the first that holes, so
    // that no trial up to it is skipped.
    std::atomic<std::size_t> firstHoled{trials.size()};
    const auto work = [&](std::size_t begin, std::size_t end) {
        std::optional<Match> scratch;
        for (std::size_t i = begin; i < end && i < firstHoled.load(); ++i) {
            results[i] = runTrial(nodes[trials[i].node], trials[i].shot, options, field, bounds,
                                  scoring, scratch);
            if (results[i].holed) {
                std::size_t seen = firstHoled.load();
                while (i < seen && !firstHoled.compare_exchange_weak(seen, i)) {
                }
            }
        }
    };
    const auto threads = static_cast<std::size_t>(std::max(1, options.threads));
    if (threads == 1 || trials.size() < 2) {
        work(0, trials.size());
        return results;
    }
    // Part t of the trials is [size * t / threads, size * (t + 1) / threads): part 0 on this
    // thread, the others on threads of their own, and the parts of threads not started on this
    // one after its own.
    const auto part = [&](std::size_t t) {
        work(trials.size() * t / threads, trials.size() * (t + 1) / threads);
    };
    WorkerThreads workers(threads - 1, [&](std::size_t t) { part(t + 1); });
    part(0);
    for (std::size_t t = workers.started() + 1; t < threads; ++t) {
        part(t);
    }
    workers.join();
    return results;
}

[[nodiscard]] SearchedShot makeShot(double angle, double speed) {
    // Angles are kept in [0, 360) so that the log reads naturally.
    double a = std::fmod(angle, 360.0);
    if (a < 0) {
        a += 360.0;
    }
    return {.angle = a, .speed = speed, .velocity = velocityFromAngle(a, speed)};
}

/// The coarse grid's shots, angles ascending, each at every speed of `speeds`.
[[nodiscard]] std::vector<SearchedShot> coarseShots(const std::vector<double>& speeds, int angles) {
    std::vector<SearchedShot> shots;
    shots.reserve(static_cast<std::size_t>(angles) * speeds.size());
    for (int i = 0; i < angles; ++i) {
        const double angle = 360.0 * i / angles;
        for (const double speed : speeds) {
            shots.push_back(makeShot(angle, speed));
        }
    }
    return shots;
}

/// The coarse grid's trials from `node`: `grid` (coarseShots) in its order.
[[nodiscard]] std::vector<Trial> coarseTrials(std::size_t node,
                                              const std::vector<SearchedShot>& grid) {
    std::vector<Trial> trials;
    trials.reserve(grid.size());
    for (const SearchedShot& shot : grid) {
        trials.push_back({node, shot});
    }
    return trials;
}

/// Coarse-to-fine, first pass: every `stride`-th angle of the coarse grid, all speeds, in the
/// grid's order.
[[nodiscard]] std::vector<Trial> sparseTrials(std::size_t node, const std::vector<double>& speeds,
                                              int angles, int stride) {
    std::vector<Trial> trials;
    for (int i = 0; i < angles; i += stride) {
        const double angle = 360.0 * i / angles;
        for (const double speed : speeds) {
            trials.push_back({node, makeShot(angle, speed)});
        }
    }
    return trials;
}

/// The trials a stroke's waits share (ShotSearchOptions::shareWaits): on a level with movers
/// every node of a stroke is a resting node waited some time, and a trial whose course did not
/// depend on the hole clock (TrialResult::clockFree) plays the same from every node whose balls
/// and players are the same. Played once, it is kept by its node's group and the shot's
/// velocity (bit for bit), with the scoring it was played with and, once a replay has found
/// it, its exact approach.
class SharedTrials {
  public:
    /// `enabled`: whether to share at all (a level with movers and more than one wait).
    explicit SharedTrials(bool enabled) : enabled_(enabled) {}

    [[nodiscard]] bool enabled() const { return enabled_; }

    /// A new stroke: forgets the kept trials and groups `beam`'s nodes, each with the first
    /// node whose balls and players are the same (the same resting node at another wait,
    /// unless a mover moved a ball meanwhile).
    void regroup(std::vector<Node>& beam) {
        kept_.clear();
        slots_.assign(16, none);
        followed_.assign(beam.size(), 0);
        for (std::size_t n = 0; n < beam.size(); ++n) {
            beam[n].sharesWith = n;
            for (std::size_t m = 0; enabled_ && m < n; ++m) {
                if (beam[m].sharesWith == m && sameBalls(beam[m].match, beam[n].match)) {
                    beam[n].sharesWith = m;
                    break;
                }
            }
            for (std::size_t m = 0; m < n; ++m) {
                followed_[m] = followed_[m] != 0 || beam[m].sharesWith == beam[n].sharesWith;
            }
        }
    }

    /// The result of `trial` if an earlier node of its group played it with `scoring` within
    /// `tickLimit` ticks (a trial that took that many would be abandoned now), as played with
    /// that limit.
    [[nodiscard]] std::optional<TrialResult> find(const std::vector<Node>& beam, const Trial& trial,
                                                  std::int64_t tickLimit, Scoring scoring) {
        if (!enabled_ || beam[trial.node].sharesWith == trial.node) {
            return std::nullopt; // the first of its group: nothing kept for it yet
        }
        for (std::uint32_t i = head(key(beam, trial)); i != none; i = kept_[i].next) {
            const Kept& k = kept_[i];
            if (k.scoring == scoring && k.result.ticks < tickLimit) {
                TrialResult result = k.result;
                result.tickLimit = tickLimit;
                result.shared = true;
                return result;
            }
        }
        return std::nullopt;
    }

    /// Keeps `result`, `trial` played with `scoring`, if it may be shared with a later node.
    void keep(const std::vector<Node>& beam, const Trial& trial, const TrialResult& result,
              Scoring scoring) {
        if (enabled_ && followed_[trial.node] != 0 && result.played && result.clockFree) {
            add({key(beam, trial), result, scoring, std::nullopt, none});
        }
    }

    /// The exact approach of `trial` if a replay of it from its group found it.
    [[nodiscard]] std::optional<double> exactApproach(const std::vector<Node>& beam,
                                                      const Trial& trial) {
        if (!enabled_) {
            return std::nullopt;
        }
        for (std::uint32_t i = head(key(beam, trial)); i != none; i = kept_[i].next) {
            if (kept_[i].exactApproach) {
                return kept_[i].exactApproach;
            }
        }
        return std::nullopt;
    }

    /// Keeps the exact approach of a kept trial, from `exact`, its replay with Scoring::Exact.
    void keepExact(const std::vector<Node>& beam, const Trial& trial, const TrialResult& exact) {
        if (!enabled_ || !exact.clockFree) {
            return;
        }
        for (std::uint32_t i = head(key(beam, trial)); i != none; i = kept_[i].next) {
            kept_[i].exactApproach = exact.approach;
        }
    }

  private:
    static constexpr std::uint32_t none = 0xffffffffU; ///< no entry
    /// The node's group (a node index) and the shot's velocity, bit for bit.
    using Key = std::tuple<std::size_t, std::uint64_t, std::uint64_t>;
    struct Kept {
        Key key;
        TrialResult result;
        Scoring scoring = Scoring::Exact;
        std::optional<double> exactApproach;
        std::uint32_t next = none; ///< the next entry of the same key, in the order kept
    };

    [[nodiscard]] static Key key(const std::vector<Node>& beam, const Trial& trial) {
        return {beam[trial.node].sharesWith, std::bit_cast<std::uint64_t>(trial.shot.velocity.x),
                std::bit_cast<std::uint64_t>(trial.shot.velocity.y)};
    }

    /// The first kept entry of `k` (an index in kept_; those after it with the same key follow
    /// by Kept::next, in the order kept), or none. A hash table of the keys rather than a
    /// sorted list: neither a binary search for every trial of every later wait nor a sort of
    /// the kept results whenever some came since.
    [[nodiscard]] std::uint32_t head(const Key& k) const {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t slot = hash(k) & mask;; slot = (slot + 1) & mask) {
            const std::uint32_t at = slots_[slot];
            if (at == none || kept_[at].key == k) {
                return at;
            }
        }
    }

    /// Appends `kept` after the entries of its key.
    void add(const Kept& kept) {
        const auto index = static_cast<std::uint32_t>(kept_.size());
        GOLF_ASSERT(index != none);
        kept_.push_back(kept);
        if (2 * kept_.size() > slots_.size()) {
            grow();
        }
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t slot = hash(kept.key) & mask;; slot = (slot + 1) & mask) {
            std::uint32_t& at = slots_[slot];
            if (at == none) {
                at = index; // the first of its key
                return;
            }
            if (kept_[at].key == kept.key) {
                std::uint32_t last = at;
                while (kept_[last].next != none) {
                    last = kept_[last].next;
                }
                kept_[last].next = index;
                return;
            }
        }
    }

    /// Doubles the table (open addressing, linear probing, at most half full), each key's first
    /// entry moved to its new slot.
    void grow() {
        std::vector<std::uint32_t> old(slots_.size() * 2, none);
        old.swap(slots_);
        const std::size_t mask = slots_.size() - 1;
        for (const std::uint32_t at : old) {
            if (at != none) {
                std::size_t slot = hash(kept_[at].key) & mask;
                while (slots_[slot] != none) {
                    slot = (slot + 1) & mask;
                }
                slots_[slot] = at;
            }
        }
    }

    [[nodiscard]] static std::size_t hash(const Key& k) {
        // splitmix64's finaliser over the three words, mixed in turn.
        const auto mix = [](std::uint64_t z) {
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            return z ^ (z >> 31);
        };
        const std::uint64_t h = mix(mix(mix(std::get<0>(k)) ^ std::get<1>(k)) ^ std::get<2>(k));
        return static_cast<std::size_t>(h);
    }

    /// True if the two matches' balls and players are the same, bit for bit, every ball at
    /// rest and no shot in progress.
    [[nodiscard]] static bool sameBalls(const Match& a, const Match& b) {
        const std::vector<Ball>& ballsA = a.world().balls();
        const std::vector<Ball>& ballsB = b.world().balls();
        if (ballsA.size() != ballsB.size() || a.shotInProgress() || b.shotInProgress() ||
            !a.world().atRest() || !b.world().atRest()) {
            return false;
        }
        const auto same = [](Vec2 p, Vec2 q) {
            return std::bit_cast<std::uint64_t>(p.x) == std::bit_cast<std::uint64_t>(q.x) &&
                   std::bit_cast<std::uint64_t>(p.y) == std::bit_cast<std::uint64_t>(q.y);
        };
        for (std::size_t i = 0; i < ballsA.size(); ++i) {
            const Ball& p = ballsA[i];
            const Ball& q = ballsB[i];
            const PlayerState& s = a.players()[i];
            const PlayerState& t = b.players()[i];
            if (!same(p.position, q.position) || !same(p.velocity, q.velocity) ||
                p.inPlay != q.inPlay || p.holed != q.holed || s.strokes != t.strokes ||
                s.holed != t.holed || s.pickedUp != t.pickedUp) {
                return false;
            }
        }
        return true;
    }

    bool enabled_;
    std::vector<Kept> kept_; ///< in the order kept
    /// The hash table of kept_'s keys: each slot the index in kept_ of a key's first entry, or
    /// none; a power of two in size.
    std::vector<std::uint32_t> slots_ = std::vector<std::uint32_t>(16, none);
    std::vector<char> followed_; ///< by node: a later node shares its group
};

/// Trials in the order of their approach, nearest to dropping first, ties by index (a stable
/// sort's order), for the loops that pick seeds and stop after a few. A trial whose approach is
/// only a lower bound is played again with Scoring::Exact when the order reaches it (with the
/// tick limit it had), so the order is the one exact scores give, while most trials, never
/// reached, keep their bounded (cheap) play. The second play is not counted in the ticks: it
/// is the same shot, scored again.
class ApproachOrder {
  public:
    /// `results[i]` is what trials[i], struck from nodes[trials[i].node], did; both outlive
    /// the order, and the results' approaches are made exact where it reaches.
    /// `shared` lends the exact approaches another wait found already and keeps those found.
    ApproachOrder(const std::vector<Node>& nodes, const std::vector<Trial>& trials,
                  std::vector<TrialResult>& results, const ShotSearchOptions& options,
                  const CupDistanceField& field, const ApproachBound& bounds, SharedTrials& shared)
        : nodes_(nodes), trials_(trials), results_(results), options_(options), field_(field),
          bounds_(bounds), shared_(shared) {
        for (std::size_t i = 0; i < results.size(); ++i) {
            queue_.push({results[i].approach, i});
        }
    }

    /// The index of the next trial in the order (its approach exact), or nullopt after the last.
    [[nodiscard]] std::optional<std::size_t> next() {
        while (!queue_.empty()) {
            const std::size_t i = queue_.top().second;
            queue_.pop();
            TrialResult& result = results_[i];
            if (result.approachExact) {
                return i; // every other's exact approach is at least its bound, so at least this
            }
            const std::optional<double> known =
                result.played ? shared_.exactApproach(nodes_, trials_[i]) : std::nullopt;
            if (known) {
                GOLF_ASSERT(*known >= result.approach);
                result.approach = *known; // another wait replayed it to its end: the same shot
            } else {
                ShotSearchOptions limited = options_;
                limited.shotTickLimit = result.tickLimit;
                const TrialResult exact =
                    runTrial(nodes_[trials_[i].node], trials_[i].shot, limited, field_, bounds_,
                             Scoring::Exact, scratch_);
                GOLF_ASSERT(exact.ticks == result.ticks && exact.played == result.played &&
                            exact.approach >= result.approach);
                result.approach = exact.approach;
                shared_.keepExact(nodes_, trials_[i], exact);
            }
            result.approachExact = true;
            queue_.push({result.approach, i});
        }
        return std::nullopt;
    }

  private:
    using Entry = std::pair<double, std::size_t>; // (approach or its bound, trial index)
    const std::vector<Node>& nodes_;
    const std::vector<Trial>& trials_;
    std::vector<TrialResult>& results_;
    const ShotSearchOptions& options_;
    const CupDistanceField& field_;
    const ApproachBound& bounds_;
    SharedTrials& shared_;
    std::optional<Match> scratch_; ///< the replays' match, reused
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue_;
};

/// Coarse-to-fine, second pass: the coarse grid's angles within stride - 1 steps of the sparse
/// angles whose shots came nearest to dropping (`strideSeeds` of them, at least 2 * stride
/// steps apart), all speeds, in the grid's order; angles of the first pass are not repeated.
[[nodiscard]] std::vector<Trial> filledTrials(const std::vector<Trial>& sparse,
                                              const std::vector<TrialResult>& results,
                                              ApproachOrder& order,
                                              const std::vector<double>& speeds,
                                              const ShotSearchOptions& options) {
    const int angles = options.angles;
    const int stride = options.coarseStride;
    // The sparse angle index of trial i: trials are grouped by angle, speeds.size() each.
    const auto angleIndex = [&](std::size_t i) {
        return static_cast<int>(i / speeds.size()) * stride;
    };
    std::vector<int> seeds;
    while (static_cast<int>(seeds.size()) < options.strideSeeds) {
        const std::optional<std::size_t> next = order.next();
        if (!next || !results[*next].played || results[*next].approach == infinity) {
            break;
        }
        const std::size_t i = *next;
        const int a = angleIndex(i);
        const bool near = std::any_of(seeds.begin(), seeds.end(), [&](int s) {
            const int d = std::abs(a - s);
            return std::min(d, angles - d) < 2 * stride;
        });
        if (!near) {
            seeds.push_back(a);
        }
    }
    std::vector<char> wanted(static_cast<std::size_t>(angles), 0);
    for (const int s : seeds) {
        for (int k = 1 - stride; k <= stride - 1; ++k) {
            const int a = ((s + k) % angles + angles) % angles;
            if (a % stride != 0) { // the multiples of stride were all played
                wanted[static_cast<std::size_t>(a)] = 1;
            }
        }
    }
    const std::size_t node = sparse.empty() ? 0 : sparse.front().node;
    std::vector<Trial> trials;
    for (int a = 0; a < angles; ++a) {
        if (wanted[static_cast<std::size_t>(a)] != 0) {
            const double angle = 360.0 * a / angles;
            for (const double speed : speeds) {
                trials.push_back({node, makeShot(angle, speed)});
            }
        }
    }
    return trials;
}

/// A finer grid around the coarse shots that came nearest to dropping (at most one seed per
/// few degrees, so the seeds are not all the same shot).
[[nodiscard]] std::vector<Trial> refinedTrials(const std::vector<Trial>& coarse,
                                               const std::vector<TrialResult>& results,
                                               ApproachOrder& order, const Level& level,
                                               const ShotSearchOptions& options) {
    const double step = 360.0 / options.angles;
    std::vector<Trial> trials;
    std::vector<double> seedAngles;
    while (static_cast<int>(seedAngles.size()) < options.refineSeeds) {
        const std::optional<std::size_t> next = order.next();
        if (!next || !results[*next].played) {
            break;
        }
        const std::size_t i = *next;
        const SearchedShot& seed = coarse[i].shot;
        const bool near = std::any_of(seedAngles.begin(), seedAngles.end(), [&](double a) {
            const double d = std::abs(std::remainder(a - seed.angle, 360.0));
            return d < 2.5 * step;
        });
        if (near) {
            continue;
        }
        seedAngles.push_back(seed.angle);
        constexpr int half = 4;
        for (int k = -half; k <= half; ++k) {
            for (int j = -half; j <= half; ++j) {
                const double speed =
                    std::min(seed.speed * (1 + 0.04 * j), level.physics.maxShotSpeed * (1 - 1e-9));
                trials.push_back({coarse[i].node, makeShot(seed.angle + k * step / 8, speed)});
            }
        }
    }
    return trials;
}

/// The search state across strokes.
class Search {
  public:
    /// `field`: the cup distance field of `level` (the tee aside); it outlives the search.
    /// `grid`: the coarse grid's shots made already, or null (then made at the first node).
    /// `shape`: a world whose boundary the search's matches share, or null (then built).
    Search(const Level& level, const ShotSearchOptions& options, const CupDistanceField& field,
           const CoarseShotGrid* grid = nullptr, const World* shape = nullptr)
        : level_(level), shape_(shape), options_(options), field_(field),
          sharedGrid_(grid != nullptr && grid->fits(level, options) ? grid : nullptr),
          speeds_(coarseShotSpeeds(level, options.speeds)),
          waits_(shotWaits(level, options.waits, options.maxWait)), bounds_(level),
          seedScoring_(options.boundedTrials ? Scoring::Bounded : Scoring::Exact),
          cheapScoring_(options.boundedTrials ? Scoring::Bounded : Scoring::Exact),
          shared_(options.shareWaits && waits_.size() > 1) {}

    [[nodiscard]] ShotSearchResult run() {
        int strokes = options_.maxStrokes > 0 ? options_.maxStrokes
                                              : std::min(level_.maxStrokes, level_.par + 2);
        strokes = std::clamp(strokes, 1, level_.maxStrokes);
        result_.maxStrokes = strokes;
        std::vector<Node> beam{Node{shape_ != nullptr
                                        ? Match(*shape_, std::make_shared<const Level>(level_), 1)
                                        : Match(level_, 1),
                                    {}}};
        if (!level_.movers.empty() && options_.startClock > 0) {
            waitCounted(beam[0].match, options_.startClock); // no ball in play yet: only time
        }
        for (int stroke = 1; stroke <= strokes && !beam.empty(); ++stroke) {
            beam = expand(beam, stroke < strokes);
            if (result_.holed || result_.budgetExhausted) {
                break;
            }
        }
        return result_;
    }

  private:
    /// Tries shots from every node; records a hole-out, or returns the next beam.
    std::vector<Node> expand(const std::vector<Node>& rested, bool wantNext) {
        std::vector<Node> beam = timedNodes(rested);
        enterBalls(beam);
        shared_.regroup(beam);
        std::vector<Trial> trials;
        std::vector<TrialResult> results;
        for (std::size_t n = 0; n < beam.size(); ++n) {
            std::vector<Trial> coarse;
            std::vector<TrialResult> coarseResults; // their approaches pick the seeds
            if (options_.coarseStride <= 1) {
                if (sharedGrid_ == nullptr && grid_.empty()) {
                    grid_ = coarseShots(speeds_, options_.angles); // once for every node
                }
                coarse = coarseTrials(n, sharedGrid_ != nullptr ? sharedGrid_->shots() : grid_);
                if (!play(beam, coarse, trials, results, seedScoring_)) {
                    return {};
                }
                coarseResults = lastResults(results, coarse.size());
            } else {
                coarse = sparseTrials(n, speeds_, options_.angles, options_.coarseStride);
                if (!play(beam, coarse, trials, results, seedScoring_)) {
                    if (result_.holed) {
                        lowerHolingAngle(beam, n);
                    }
                    return {};
                }
                coarseResults = lastResults(results, coarse.size());
                ApproachOrder sparseOrder(beam, coarse, coarseResults, options_, field_, bounds_,
                                          shared_);
                const std::vector<Trial> filled =
                    filledTrials(coarse, coarseResults, sparseOrder, speeds_, options_);
                if (!play(beam, filled, trials, results, seedScoring_)) {
                    return {};
                }
                coarse.insert(coarse.end(), filled.begin(), filled.end());
                const std::vector<TrialResult> filledResults = lastResults(results, filled.size());
                coarseResults.insert(coarseResults.end(), filledResults.begin(),
                                     filledResults.end());
            }
            ApproachOrder order(beam, coarse, coarseResults, options_, field_, bounds_, shared_);
            // The refined trials' approaches pick nothing: bounded whatever the level.
            if (!play(beam, refinedTrials(coarse, coarseResults, order, level_, options_), trials,
                      results, cheapScoring_)) {
                return {};
            }
        }
        return wantNext ? nextBeam(beam, trials, results) : std::vector<Node>{};
    }

    /// Coarse to fine: a shot of the sparse pass from beam node `n` holed. The whole grid
    /// would have tried the angles between it and the sparse angle before it first, and a
    /// range of holing angles is often wider than a grid step: those angles are tried in the
    /// grid's order, and the first shot that holes replaces the sparse one, so that the shot
    /// found is the whole grid's when their range reaches the sparse angle (rather than a
    /// shot further into the range, which a noisy player holes more often).
    void lowerHolingAngle(const std::vector<Node>& beam, std::size_t n) {
        const double step = 360.0 / options_.angles;
        const auto sparse = static_cast<int>(std::lround(result_.shots.back().angle / step));
        std::vector<Trial> between;
        for (int a = std::max(0, sparse - options_.coarseStride + 1); a < sparse; ++a) {
            for (const double speed : speeds_) {
                between.push_back({n, makeShot(step * a, speed)});
            }
        }
        const std::vector<SearchedShot> found = result_.shots;
        result_.holed = false;
        std::vector<Trial> trials;
        std::vector<TrialResult> results;
        (void)play(beam, between, trials, results, cheapScoring_); // only whether one holes
        if (!result_.holed) { // none between holes, or no budget left to try: the sparse shot
            result_.holed = true;
            result_.shots = found;
            result_.budgetExhausted = false;
        }
    }

    /// The last `count` of `results`.
    [[nodiscard]] static std::vector<TrialResult>
    lastResults(const std::vector<TrialResult>& results, std::size_t count) {
        return {results.end() - static_cast<std::ptrdiff_t>(count), results.end()};
    }

    /// Plays `batch` in chunks, appending to trials/results; false once a trial holed (the
    /// solution is recorded) or the budget ran out.
    bool play(const std::vector<Node>& beam, const std::vector<Trial>& batch,
              std::vector<Trial>& trials, std::vector<TrialResult>& results, Scoring scoring) {
        constexpr std::size_t chunk = 256; // the budget is checked between chunks
        for (std::size_t begin = 0; begin < batch.size(); begin += chunk) {
            if (result_.ticksSimulated >= options_.tickBudget) {
                result_.budgetExhausted = true;
                return false;
            }
            const std::vector<Trial> part(
                batch.begin() + static_cast<std::ptrdiff_t>(begin),
                batch.begin() + static_cast<std::ptrdiff_t>(std::min(batch.size(), begin + chunk)));
            // No trial may take more than the budget has left, so that a chunk costs at most
            // `chunk` times what remains: the budget bounds the work, not only the count of
            // chunks. The same for every trial of the chunk, so still deterministic.
            ShotSearchOptions capped = options_;
            capped.shotTickLimit =
                std::min(options_.shotTickLimit, options_.tickBudget - result_.ticksSimulated);
            const std::vector<TrialResult> done = runSharing(beam, part, capped, scoring);
            // The trials up to the first that holed were played (those after it, by another
            // thread, are not counted: the counts do not depend on the threads).
            for (std::size_t i = 0; i < part.size(); ++i) {
                ++result_.shotsSimulated;
                result_.shotsShared += done[i].shared ? 1 : 0;
                result_.ticksShared += done[i].shared ? done[i].ticks : 0;
                result_.ticksSimulated += done[i].ticks;
                if (done[i].holed) {
                    result_.holed = true;
                    result_.shots = beam[part[i].node].shots;
                    result_.shots.push_back(timed(part[i].shot, beam[part[i].node]));
                    return false;
                }
                trials.push_back(part[i]);
                results.push_back(done[i]);
            }
        }
        return true;
    }

    /// runTrials, but a trial that shared_ holds for its node is taken from there (the same
    /// result, counted the same) instead of played; the played ones it may share are kept.
    [[nodiscard]] std::vector<TrialResult> runSharing(const std::vector<Node>& beam,
                                                      const std::vector<Trial>& part,
                                                      const ShotSearchOptions& capped,
                                                      Scoring scoring) {
        if (!shared_.enabled()) {
            return runTrials(beam, part, capped, field_, bounds_, scoring);
        }
        if (std::all_of(part.begin(), part.end(), [&](const Trial& trial) {
                return beam[trial.node].sharesWith == trial.node;
            })) { // first nodes of their groups: nothing to take, only to keep
            std::vector<TrialResult> done = runTrials(beam, part, capped, field_, bounds_, scoring);
            for (std::size_t i = 0; i < part.size(); ++i) {
                shared_.keep(beam, part[i], done[i], scoring);
            }
            return done;
        }
        std::vector<TrialResult> done(part.size());
        std::vector<Trial> toPlay;
        std::vector<std::size_t> where;
        for (std::size_t i = 0; i < part.size(); ++i) {
            if (std::optional<TrialResult> found =
                    shared_.find(beam, part[i], capped.shotTickLimit, scoring)) {
                done[i] = *found;
                if (found->holed) {
                    break; // no trial after the first that holes is counted
                }
                continue;
            }
            toPlay.push_back(part[i]);
            where.push_back(i);
        }
        const std::vector<TrialResult> played =
            runTrials(beam, toPlay, capped, field_, bounds_, scoring);
        for (std::size_t k = 0; k < toPlay.size(); ++k) {
            done[where[k]] = played[k];
            shared_.keep(beam, toPlay[k], played[k], scoring);
        }
        return done;
    }

    /// The best `beamWidth` distinct resting positions, each replayed into a node.
    std::vector<Node> nextBeam(const std::vector<Node>& beam, const std::vector<Trial>& trials,
                               const std::vector<TrialResult>& results) {
        // The rest scores ascending, ties by index (a stable sort's order): a heap popped only
        // as far as the beam fills, rather than every trial of the stroke sorted (the scores are
        // never NaN, so (score, index) orders them wholly).
        using Entry = std::pair<double, std::size_t>;
        std::vector<Entry> entries;
        for (std::size_t i = 0; i < results.size(); ++i) {
            if (results[i].played && !results[i].pickedUp && results[i].restScore < infinity) {
                entries.emplace_back(results[i].restScore, i);
            }
        }
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> order(std::greater<>{},
                                                                             std::move(entries));
        // Positions this close to a kept one would only repeat its search.
        constexpr double sameSpot = 0.35;
        std::vector<Node> next;
        std::vector<Vec2> kept;
        while (!order.empty() && static_cast<int>(next.size()) < options_.beamWidth) {
            const std::size_t i = order.top().second;
            order.pop();
            const Vec2 rest = results[i].rest;
            if (std::any_of(kept.begin(), kept.end(),
                            [rest](Vec2 k) { return length(k - rest) < sameSpot; })) {
                continue;
            }
            kept.push_back(rest);
            Node node = beam[trials[i].node];
            node.match.shoot(0, trials[i].shot.velocity);
            while (node.match.shotInProgress()) {
                node.match.skipQuietTicks(); // only where it rests matters
                (void)node.match.step();
            }
            node.shots.push_back(timed(trials[i].shot, beam[trials[i].node]));
            node.wait = 0;
            node.at.reset();
            next.push_back(std::move(node));
        }
        return next;
    }

    /// Puts every node's ball that is not in play yet (the tee node's) at the tee's entry spot,
    /// as each of its trials' shots would (Match::shoot: placeBall at teeEntrySpot, at the same
    /// instant: the node is at its strike), once instead of once per trial: the same state
    /// before every trial.
    static void enterBalls(std::vector<Node>& nodes) {
        for (Node& node : nodes) {
            const Match& match = node.match;
            if (!match.world().balls()[0].inPlay && !match.players()[0].finished()) {
                (void)node.match.setup(0, match.world().teeEntrySpot(0)); // may find no spot
            }
        }
    }

    /// On a level with movers, every node once per wait, its match waited until the strike;
    /// a node where a mover left a ball rolling at that instant is dropped (no shot may be
    /// struck then). On a still level, the nodes themselves.
    std::vector<Node> timedNodes(const std::vector<Node>& rested) {
        if (level_.movers.empty()) {
            return rested;
        }
        std::vector<Node> timed;
        for (const Node& node : rested) {
            for (const double wait : waits_) {
                Node waited = node;
                const double at = waited.match.clock() + wait;
                waitCounted(waited.match, at);
                if (!waited.match.world().atRest()) {
                    continue;
                }
                waited.wait = wait;
                waited.at = at;
                timed.push_back(std::move(waited));
            }
        }
        return timed;
    }

    /// Lets `match` idle until `at`, its ticks counted in the budget (at most maxWait seconds
    /// of ticks per node and wait, or startClock's once: bounded without a check).
    void waitCounted(Match& match, double at) {
        const std::int64_t before = match.ticks();
        match.waitUntil(at);
        result_.ticksSimulated += match.ticks() - before;
    }

    const Level& level_;
    const World* shape_;
    ShotSearchOptions options_;
    const CupDistanceField& field_;
    /// The whole coarse grid's shots made before the search (they fit it), or null.
    const CoarseShotGrid* sharedGrid_;
    std::vector<double> speeds_;
    /// Without sharedGrid_: the whole coarse grid's shots (coarseShots), made for the first node
    /// that tries it.
    std::vector<SearchedShot> grid_;
    std::vector<double> waits_;
    /// The bounds of the trials' approaches over the stretches they skip.
    ApproachBound bounds_;
    /// The scoring of trials whose approaches pick seeds: bounded (ApproachOrder scores the
    /// nearest exactly, on slopes too since issue 27's curved bound) unless the options ask
    /// for the reference.
    Scoring seedScoring_;
    /// The scoring of trials whose approaches pick nothing.
    Scoring cheapScoring_;
    ShotSearchResult result_;
    /// This stroke's trials that its waits share (ShotSearchOptions::shareWaits).
    SharedTrials shared_;
};

} // namespace

std::vector<double> coarseShotSpeeds(const Level& level, int count) {
    const double top = level.physics.maxShotSpeed * (1 - 1e-9);
    std::vector<double> speeds;
    for (int j = 1; j <= count; ++j) {
        speeds.push_back(top * std::sqrt(static_cast<double>(j) / count));
    }
    return speeds;
}

std::vector<double> shotWaits(const Level& level, int count, double maxWait) {
    if (level.movers.empty()) {
        return {0.0};
    }
    std::vector<double> periods;
    double longest = 0;
    for (const Mover& mover : level.movers) {
        // Identical arms repeat every period / arms; a slider every period.
        const double period = mover.kind == MoverKind::Blades
                                  ? mover.blades.period / mover.blades.arms
                                  : mover.slider.period;
        periods.push_back(period);
        longest = std::max(longest, period);
    }
    double span = maxWait;
    for (int k = 1; k <= 64 && longest * k <= maxWait; ++k) {
        const double multiple = longest * k;
        const bool common = std::all_of(periods.begin(), periods.end(), [multiple](double p) {
            const double q = multiple / p;
            return std::abs(q - std::round(q)) <= 1e-9 * q;
        });
        if (common) {
            span = multiple;
            break;
        }
    }
    std::vector<double> waits;
    for (int i = 0; i < count; ++i) {
        waits.push_back(span * i / count);
    }
    return waits;
}

namespace {

/// Why `level` is not searched ("too large"), or empty.
[[nodiscard]] std::string searchProblem(const Level& level) {
    const std::int64_t tiles = static_cast<std::int64_t>(level.width) * level.height;
    if (tiles <= maxShotSearchTiles) {
        return {};
    }
    return "too large to solve (" + std::to_string(level.width) + " x " +
           std::to_string(level.height) + " tiles; the solver takes at most " +
           std::to_string(maxShotSearchTiles) + " tiles)";
}

} // namespace

ShotSearchResult searchShots(const Level& level, const ShotSearchOptions& options) {
    ShotSearchResult result;
    result.problem = searchProblem(level);
    if (!result.problem.empty()) {
        return result;
    }
    const CupDistanceField field(level);
    return Search(level, options, field).run();
}

ShotSearchResult searchShots(const Level& level, const ShotSearchOptions& options,
                             const CupDistanceField& field, const CoarseShotGrid* grid,
                             const World* shape) {
    ShotSearchResult result;
    result.problem = searchProblem(level);
    if (!result.problem.empty()) {
        return result;
    }
    return Search(level, options, field, grid, shape).run();
}

CoarseShotGrid::CoarseShotGrid(const Level& level, const ShotSearchOptions& options)
    : maxShotSpeed_(level.physics.maxShotSpeed), angles_(options.angles), speeds_(options.speeds),
      shots_(coarseShots(coarseShotSpeeds(level, options.speeds), options.angles)) {}

bool CoarseShotGrid::fits(const Level& level, const ShotSearchOptions& options) const {
    // The speeds are worked out from maxShotSpeed alone: its bits, not a value that compares
    // equal (-0.0 aside, which no valid level has).
    return std::bit_cast<std::uint64_t>(level.physics.maxShotSpeed) ==
               std::bit_cast<std::uint64_t>(maxShotSpeed_) &&
           options.angles == angles_ && options.speeds == speeds_;
}

// ---- CupDistanceField ----

namespace {

/// For every lattice point: may the ball's centre rest there? Not in water nor on its edge:
/// a path over water is no way to the cup (the ball goes back), so the field goes round it.
[[nodiscard]] std::vector<char> freePoints(const Level& level, const Lattice& lattice) {
    std::vector<char> free(lattice.size(), 0);
    for (std::size_t k = 0; k < free.size(); ++k) {
        const Vec2 p = lattice.point(k);
        free[k] = discFitsOnFloor(level, p, level.ballRadius) && !level.touchesWater(p) ? 1 : 0;
    }
    return free;
}

using QueueEntry = std::pair<double, std::size_t>; // (distance, lattice index)
using Queue = std::priority_queue<QueueEntry, std::vector<QueueEntry>, std::greater<>>;

/// Dijkstra over the free lattice points from the seeds already in `distance` and `queue`;
/// neighbours (8 of them) are joined where the ball fits all along the step.
void shortestPaths(const Level& level, const Lattice& lattice, const std::vector<char>& free,
                   std::vector<double>& distance, Queue& queue) {
    constexpr int di[8] = {1, -1, 0, 0, 1, 1, -1, -1};
    constexpr int dj[8] = {0, 0, 1, -1, 1, -1, 1, -1};
    while (!queue.empty()) {
        const auto [d, k] = queue.top();
        queue.pop();
        if (d > distance[k]) {
            continue; // a stale entry: k was reached more cheaply since
        }
        const std::size_t c = lattice.columns();
        const int i = static_cast<int>(k % c);
        const int j = static_cast<int>(k / c);
        for (int e = 0; e < 8; ++e) {
            const int ni = i + di[e];
            const int nj = j + dj[e];
            if (ni < 0 || nj < 0 || ni >= static_cast<int>(lattice.columns()) ||
                nj >= static_cast<int>(lattice.rows())) {
                continue;
            }
            const std::size_t nk =
                lattice.index(static_cast<std::size_t>(ni), static_cast<std::size_t>(nj));
            const double next = d + length(lattice.point(nk) - lattice.point(k));
            if (free[nk] != 0 && next < distance[nk] &&
                pathFitsOnFloor(level, lattice.point(k), lattice.point(nk), level.ballRadius)) {
                distance[nk] = next;
                queue.push({next, nk});
            }
        }
    }
}

} // namespace

CupDistanceField::CupDistanceField(const Level& level) : cup_(level.cup) {
    const std::int64_t tiles = static_cast<std::int64_t>(level.width) * level.height;
    while (n_ > 1 && tiles * n_ * n_ > maxFieldPoints) {
        n_ /= 2;
    }
    columns_ = level.width * n_ + 1;
    rows_ = level.height * n_ + 1;
    const Lattice lattice(level, n_);
    const std::vector<char> free = freePoints(level, lattice);
    distance_.assign(lattice.size(), infinity);
    // Seeds: free points near the cup from which the ball rolls straight to its centre.
    Queue queue;
    const double seedReach = level.cupRadius + 1.5 / n_;
    for (std::size_t k = 0; k < lattice.size(); ++k) {
        const Vec2 p = lattice.point(k);
        const double d = length(p - cup_);
        if (free[k] != 0 && d <= seedReach && pathFitsOnFloor(level, p, cup_, level.ballRadius)) {
            distance_[k] = d;
            queue.push({d, k});
        }
    }
    shortestPaths(level, lattice, free, distance_, queue);
}

Vec2 CupDistanceField::latticePoint(int i, int j) const {
    return {static_cast<double>(i) / n_, static_cast<double>(j) / n_};
}

double CupDistanceField::at(Vec2 point) const {
    const int ci = static_cast<int>(std::floor(point.x * n_));
    const int cj = static_cast<int>(std::floor(point.y * n_));
    double best = infinity;
    for (int j = cj - 1; j <= cj + 2; ++j) {
        for (int i = ci - 1; i <= ci + 2; ++i) {
            if (i < 0 || j < 0 || i >= columns_ || j >= rows_) {
                continue;
            }
            const double d =
                distance_[static_cast<std::size_t>(j) * static_cast<std::size_t>(columns_) +
                          static_cast<std::size_t>(i)];
            if (!(d < best)) {
                continue; // d + a length >= 0 is no less (infinity too): no square root for it
            }
            best = std::min(best, d + length(point - latticePoint(i, j)));
        }
    }
    return best < infinity ? best : length(point - cup_) + 1000.0;
}

} // namespace golf
