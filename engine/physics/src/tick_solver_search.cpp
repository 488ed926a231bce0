// The tick solver's event search: each ball's next candidate event (a wall or corner contact,
// a ball contact, the cup, a floor crossing, a stop where a slope starts the ball again) and the
// earliest of them all, with the kept searches and bounds that spare most of the work.

#include "ball_contact.hpp"
#include "curve_contact.hpp"
#include "floor_crossing.hpp"
#include "golf/core/assert.hpp"
#include "motion.hpp"
#include "sweep.hpp"
#include "tick_solver.hpp"
#include "tick_solver_shared.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <tuple>
#include <vector>

namespace golf {

using tick::queryMargin;

namespace {

// How far beyond the tick's reach a piece's wall search looks without friction (tiles), so
// that one search serves the piece's next ticks too; with friction it looks to the stop.
constexpr double wallLookahead = 8;

// The steps in which a wall search walks the path (tiles): it ends with the step in which it
// first finds a contact. A dense level (at least denseSolidShare of its tiles solid) walks in
// shorter steps: its first contact is near, and every feature of a step is swept. Chosen on
// the long replay (6 % of the inner tiles solid; steps of 2, 3, 4 and 6 tiles: 33.48, 32.75,
// 32.45 and 32.35 M instructions) and its dense variant (25 %: 1, 1.5, 2, 3, 4 and 6 tiles:
// 65.03, 64.05, 63.74, 64.12, 64.77 and 66.44 M); with the index's buckets of one tile again
// (issue 27: the long replay with steps of 3, 4 and 6 tiles 31.04, 30.82 and 30.73 M, the dense
// one with 1.5, 2 and 3 tiles 60.30, 60.04 and 60.31 M); with each step's box swept (issue 27:
// the long replay with steps of 3, 4, 5 and 6 tiles 16.05, 16.00, 16.01 and 16.14 M, the dense
// one with 1, 1.5, 2, 3 and 4 tiles 33.30, 32.76, 32.63, 32.87 and 33.30 M, the step read at run
// time). The step changes the work, never the answer.
constexpr double wallSearchStep = 4;
constexpr double denseWallSearchStep = 2;
constexpr double denseSolidShare = 0.2;

/// An empty optional, as a function's result. GCC 12 zero-fills the whole storage of an optional
/// default-constructed in place (18 stores for a Candidate, in every search), while one
/// initialised from a returned nullopt sets its flag alone.
template <typename T> std::optional<T> none() {
    return std::nullopt;
}

/// keepEarlier for a candidate found (out of line: most searches find none).
template <typename Candidate>
void keepEarlierFound(std::optional<Candidate>& best, const Candidate& c) {
    if (!best || std::tie(c.time, c.kind, c.ball, c.other) <
                     std::tie(best->time, best->kind, best->ball, best->other)) {
        best = c;
    }
}

/// Keeps the earlier of two candidates, by the documented tie-break: time, then kind, ball and
/// other ball. Inlined, so that where the search (inlined too) finds nothing no call is made.
template <typename Candidate>
[[gnu::always_inline]] inline void keepEarlier(std::optional<Candidate>& best,
                                               const std::optional<Candidate>& c) {
    if (c) {
        keepEarlierFound(best, *c);
    }
}

} // namespace

// Inlined into nextEvent, its one caller.
[[gnu::always_inline]] inline std::optional<TickSolver::Candidate>
TickSolver::loneWallContact(double remaining) const {
    if (!memory_.settled || memory_.settledMovers.size() != 1 || surfaces_ || teleports_ ||
        memory_.pieces.size() != balls_.size() || movers_ || slopes_) {
        return std::nullopt;
    }
    const int i = memory_.settledMovers.front();
    const auto ii = static_cast<std::size_t>(i);
    const Trajectory& path = trajectory(i);
    if (!balls_[ii].inPlay || !path.moving() || path.curve) { // (moving(i), and straight)
        return std::nullopt;
    }
    // What setQuietHorizon found of the others (none of their pieces has changed since).
    const std::int8_t loneRest = memory_.pieces[ii].loneRest;
    GOLF_ASSERT(loneRest == loneRestOf(i));
    if (loneRest < 0) {
        return std::nullopt;
    }
    const bool anyResting = loneRest != 0;
    // One ball moves, the others lie as they did when the horizons were set: whatever this
    // search finds, the others take no part in it (nextEvent's search follows ball i alone).
    loneBall_ = i;
    loneResting_ = anyResting;
    if (!path.wallSearch.valid || !path.wallSearch.hit || !path.cupDistance) {
        return std::nullopt;
    }
    // What the search would find of each kind, as it finds it (its reach of the window).
    const double speed = length(path.velocity);
    const double reach = distanceAfter(speed, path.decel, path.elapsed + remaining);
    if (*path.cupDistance && !(**path.cupDistance > reach)) {
        return std::nullopt;
    }
    if (ballCollisions_ && anyResting) {
        const RestingApproach& resting = memory_.pieces[ii].resting;
        if (!restingApproachCurrent(i) || !(reach < resting.reach)) {
            return std::nullopt;
        }
    }
    return wallContactWithin(i, remaining, speed, reach);
}

std::int8_t TickSolver::loneRestOf(int i) const {
    bool anyResting = false;
    const Ball* const balls = balls_.data();
    const Trajectory* const paths = trajectories_.data();
    const std::size_t count = balls_.size();
    for (std::size_t k = 0; k < count; ++k) {
        if (static_cast<int>(k) == i || !balls[k].inPlay) {
            continue;
        }
        const Trajectory& other = paths[k];
        if (other.moving() || !other.cupDistance || *other.cupDistance) {
            return -1;
        }
        anyResting = true;
    }
    return anyResting ? 1 : 0;
}

// Inlined into nextEvent, its one caller: it runs in every tick that is not quiet.
[[gnu::always_inline]] inline bool TickSolver::followPieces(double remaining, int only,
                                                            std::span<const int> some,
                                                            bool someResting) const {
    const int count = static_cast<int>(balls_.size());
    // Which balls move, read once: the pair search asks it of every pair.
    std::vector<std::uint8_t>& movingNow = memory_.movingNow;
    // And how far along its piece each straight piece is at the end of the window, for the
    // pairs' bounds (a ball at rest is at 0). Sized here alone, the three together: the keys'
    // size tells them all (nextEvent has just read it).
    if (memory_.pieces.size() != balls_.size()) {
        movingNow.resize(balls_.size());
        memory_.reachEnd.resize(balls_.size());
        memory_.pieces.resize(balls_.size());
    }
    bool anyResting = false;
    bool restingChanged = false;
    // The others are as this pass last left them (their pieces unchanged, at rest or out of
    // play): they add nothing but whether some rest.
    if (only >= 0) {
        anyResting = loneResting_;
        GOLF_ASSERT(std::all_of(balls_.begin(), balls_.end(), [&](const Ball& ball) {
            const auto k = static_cast<std::size_t>(&ball - balls_.data());
            const Trajectory& path = trajectories_[k];
            const PieceKey& key = memory_.pieces[k];
            const bool rests = !path.moving() && ball.inPlay;
            return static_cast<int>(k) == only ||
                   (movingNow[k] == 0 && !moving(static_cast<int>(k)) &&
                    path.origin == key.origin && path.velocity == key.velocity &&
                    path.decel == key.decel && path.curve.get() == key.curve &&
                    path.elapsed == key.elapsed && memory_.reachEnd[k] == 0.0 &&
                    key.restState == (rests ? std::int64_t{key.serial} : -1) &&
                    (!rests || loneResting_));
        }));
    } else if (!some.empty()) {
        anyResting = someResting; // (the same as above for the balls not in `some`)
        GOLF_ASSERT(std::all_of(balls_.begin(), balls_.end(), [&](const Ball& ball) {
            const auto k = static_cast<std::size_t>(&ball - balls_.data());
            const Trajectory& path = trajectories_[k];
            const PieceKey& key = memory_.pieces[k];
            const bool rests = !path.moving() && ball.inPlay;
            return std::find(some.begin(), some.end(), static_cast<int>(k)) != some.end() ||
                   (movingNow[k] == 0 && !moving(static_cast<int>(k)) &&
                    path.origin == key.origin && path.velocity == key.velocity &&
                    path.decel == key.decel && path.curve.get() == key.curve &&
                    path.elapsed == key.elapsed && memory_.reachEnd[k] == 0.0 &&
                    key.restState == (rests ? std::int64_t{key.serial} : -1) &&
                    (!rests || someResting));
        }));
    }
    const int* const list = only >= 0 ? &only : some.empty() ? nullptr : some.data();
    const int listed = only >= 0 ? 1 : static_cast<int>(some.size());
    // The arrays through plain pointers, read once (the byte stores below may alias anything,
    // which made every vector's pointers read again after each).
    std::uint8_t* const moves = movingNow.data();
    double* const reachEnd = memory_.reachEnd.data();
    PieceKey* const keys = memory_.pieces.data();
    const Ball* const balls = balls_.data();
    const Trajectory* const paths = trajectories_.data();
    for (int n = 0; n < (list != nullptr ? listed : count); ++n) {
        const int i = list != nullptr ? list[n] : n;
        const auto k = static_cast<std::size_t>(i);
        const Trajectory& path = paths[k];
        const bool inPlay = balls[k].inPlay;
        const bool movesNow = inPlay && path.moving(); // (moving(i))
        moves[k] = movesNow ? 1 : 0;
        PieceKey& key = keys[k];
        key.follow(path);
        const bool rests = !movesNow && inPlay;
        anyResting = anyResting || rests;
        const std::int64_t restState = rests ? std::int64_t{key.serial} : -1;
        restingChanged = restingChanged || restState != key.restState;
        key.restState = restState;
        reachEnd[k] = movesNow && !path.curve ? distanceAfter(length(path.velocity), path.decel,
                                                              path.elapsed + remaining)
                                              : 0.0;
    }
    if (restingChanged) {
        ++memory_.restingEpoch;
    }
    return anyResting;
}

std::optional<TickSolver::Candidate> TickSolver::nextEvent(double remaining, bool loud) const {
    // Every return returns `best` (built in the caller's slot, not copied there).
    std::optional<Candidate> best = none<Candidate>();
    // The ball of a lone wall contact just resolved, if that is the event this search follows.
    const int after = loneBall_ >= 0 && loneBall_ == eventBall_ ? loneBall_ : -1;
    loneBall_ = -1;
    // After an event its ball, whose piece is new, fails the quiet test first: the same answer
    // in any order, as each ball's test follows that ball's piece alone. (quietTick follows
    // only some balls' pieces; followPieces below follows them all.)
    if (!loud && eventBall_ >= 0 && !quietEventBall(remaining)) {
        loud = true;
    }
    if (!loud && quietTick(remaining)) {
        return best; // (none)
    }
    // (loneWallContact's first test made here, so that the calls it would turn away at once,
    // most of them, are not made: the same answer.)
    // (No movers, slopes, surfaces or teleports: the level's plain case, tested once here.)
    const bool plainLevel = !surfaces_ && !teleports_ && !movers_ && !slopes_;
    if (memory_.settled && memory_.settledMovers.size() == 1 && plainLevel) {
        best = loneWallContact(remaining);
    }
    if (best) {
        return best; // (loneBall_ set: its resolution changes ball i alone)
    }
    const int count = static_cast<int>(balls_.size());
    // Where loneWallContact finds one ball moving and every other lying at rest or out of play
    // with no cup contact on its piece, with nothing changed since the horizons were set (on a
    // level without movers, slopes, surfaces or teleports), or after the resolution of a wall
    // contact found so (which changes that ball alone), only that ball's piece may be new: the
    // search of the others would find nothing and change nothing (no wall, cup or pair search
    // of a ball at rest; their keys followed, their horizons set, as they are), so the search
    // and the horizon follow that ball alone.
    const int lone = loneBall_ >= 0 ? loneBall_ : after;
    loneBall_ = -1;
    // (followPieces sizes its three arrays together: the keys' size tells them all.)
    const bool sized = memory_.pieces.size() == balls_.size();
    GOLF_ASSERT(memory_.movingNow.size() == memory_.pieces.size() &&
                memory_.reachEnd.size() == memory_.pieces.size());
    const bool plain = plainLevel && sized;
    int only = lone >= 0 && plain ? lone : -1;
    // Otherwise, where the balls given new pieces since the last horizon set for every ball are
    // known (TickMemory::changed), the search follows those, the settled movers and any ball
    // whose piece may meet the cup: every other lies at rest or out of play as it did then, its
    // key and horizon as that search left them, and the search would find nothing of it and
    // change nothing (a ball at rest has no wall, cup or pair search of its own; its pairs with
    // the moving balls are searched from them). One such ball: the lone search above.
    std::array<int, 64> someBalls; // (the first someCount set, not the rest: a store fewer)
    std::size_t someCount = 0;
    bool someResting = false;
    if (only < 0 && plain && memory_.changedKnown && count <= 64) {
        // The others: at rest with no cup contact, or out of play, when the horizon was set
        // (TickMemory::quietBalls; the settled movers moved then) and not changed since.
        const std::uint64_t all = count == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
        const std::uint64_t others = memory_.quietBalls & ~memory_.changed;
        someResting = (memory_.quietInPlay & ~memory_.changed) != 0;
        for (std::uint64_t listed = all & ~others; listed != 0; listed &= listed - 1) {
            someBalls[someCount++] = std::countr_zero(listed);
        }
        GOLF_ASSERT([&] {
            std::uint64_t mask = memory_.changed;
            for (const int k : memory_.settledMovers) {
                mask |= std::uint64_t{1} << k;
            }
            std::size_t n = 0;
            bool resting = false;
            for (int k = 0; k < count; ++k) {
                const Trajectory& path = trajectory(k);
                if (((mask >> k) & 1U) != 0 || (balls_[static_cast<std::size_t>(k)].inPlay &&
                                                (!path.cupDistance || *path.cupDistance))) {
                    if (n >= someCount || someBalls[n++] != k) {
                        return false;
                    }
                } else {
                    resting = resting || balls_[static_cast<std::size_t>(k)].inPlay;
                }
            }
            return n == someCount && resting == someResting;
        }());
        if (someCount == 1) {
            only = someBalls[0];
            loneResting_ = someResting;
            someCount = 0;
        } else if (someCount == balls_.size()) {
            someCount = 0; // every ball
        }
    }
    const std::span<const int> some(someBalls.data(), someCount);
    const bool anyResting = followPieces(remaining, only, some, someResting);
    // The arrays through plain pointers, read once (the searches between store through others).
    const std::uint8_t* const movingNow = memory_.movingNow.data();
    const Ball* const balls = balls_.data();
    const auto inPlay = [&](int k) {
        return balls[k].inPlay;
    };
    const auto movingBall = [&](int k) {
        return movingNow[k] != 0;
    };
    const auto pair = [&](int a, int b) { // a < b
        keepEarlier(best, trajectory(a).curve || trajectory(b).curve
                              ? curveBallContact(a, b, remaining)
                              : boundedBallContact(a, b, remaining));
    };
    const int* const list = only >= 0 ? &only : some.empty() ? nullptr : some.data();
    const int listed = only >= 0 ? 1 : static_cast<int>(some.size());
    for (int n = 0; n < (list != nullptr ? listed : count); ++n) {
        const int i = list != nullptr ? list[n] : n;
        if (!inPlay(i)) {
            continue;
        }
        if (movers_) {
            keepEarlier(best, moverContact(i, remaining)); // moving or at rest
        }
        if (trajectory(i).curve) {
            keepEarlier(best, nextCurveEvent(i, remaining));
        } else {
            if (movingBall(i)) {
                keepEarlier(best, wallContact(i, remaining));
                if (surfaces_) {
                    keepEarlier(best, floorCrossing(i, remaining));
                    keepEarlier(best, restartAfterStop(i, remaining));
                }
                if (teleports_) {
                    keepEarlier(best, teleportEntry(i, remaining));
                }
            }
            // Most pieces and every ball at rest never meet the cup (known once per piece).
            const Trajectory& path = trajectory(i);
            if (!path.cupDistance || *path.cupDistance) {
                keepEarlier(best, cupContact(i, remaining));
            }
        }
        // Pairs are searched from a moving ball (two balls at rest never meet), each once: a
        // moving ball takes the resting balls below it and every ball above it. Candidates
        // name the lower index first and the earliest is chosen by (time, kind, ball, other),
        // so the order of the search changes nothing.
        if (!ballCollisions_ || !movingBall(i)) {
            continue;
        }
        // A straight piece whose least approach to the balls at rest is known, and beyond this
        // window, needs only its pairs with the other moving balls.
        // (Found again where it was not current: a new piece, balls at rest that changed.)
        const bool keepsResting = anyResting && !trajectory(i).curve;
        bool found = false;
        if (keepsResting && !restingApproachCurrent(i)) {
            findRestingApproach(i);
            found = true;
        }
        const RestingApproach& resting = memory_.pieces[static_cast<std::size_t>(i)].resting;
        const bool restingFar = keepsResting && resting.valid &&
                                memory_.reachEnd[static_cast<std::size_t>(i)] < resting.reach;
        for (int j = 0; j < i && !restingFar; ++j) {
            if (inPlay(j) && !movingBall(j)) {
                pair(j, i);
            }
        }
        // (Following the one ball moving, none above it pairs with it if those at rest are far;
        // following some balls, every ball moving is among them.)
        if (restingFar && list != nullptr) {
            for (int m = n + 1; m < listed; ++m) {
                if (movingBall(list[m])) { // (in play: it moves)
                    pair(i, list[m]);
                }
            }
        } else {
            for (int j = i + 1; j < count; ++j) {
                if (inPlay(j) && (!restingFar || movingBall(j))) {
                    pair(i, j);
                }
            }
        }
        if (keepsResting && !restingFar && !found) {
            findRestingApproach(i); // a ball at rest came near: the least approach from here on
        }
    }
    if (!best) {
        setQuietHorizon(anyResting, only, some);
    } else if (only >= 0 && best->kind == Kind::Wall && best->ball == only) {
        loneBall_ = only; // its resolution changes that ball alone, as above
    }
    return best;
}

// The events of ball i alone on a curved piece (apart so that the flat case stays small).
std::optional<TickSolver::Candidate> TickSolver::nextCurveEvent(int i, double remaining) const {
    std::optional<Candidate> best = none<Candidate>();
    keepEarlier(best, curveWallContact(i, remaining));
    keepEarlier(best, curveCrossing(i, remaining));
    keepEarlier(best, curveEnd(i, remaining));
    keepEarlier(best, supportEnd(i, remaining));
    keepEarlier(best, curveCupContact(i, remaining));
    if (teleports_) {
        keepEarlier(best, teleportEntry(i, remaining));
    }
    return best;
}

// Contacts are searched along the straight path from the trajectory's anchor, so that where
// a contact lies never depends on how the path was cut into ticks.
// A piece's search is kept (Trajectory::wallSearch) and reused while it covers the tick's
// reach: the first contact from the anchor is the same whichever tick asks, so results do not
// change, only the work (about one search per piece instead of one per tick).
// Inlined into nextEvent, its one caller (a call and its frame fewer for every moving ball).
// The piece's reach at the end of the window is followPieces' (TickMemory::reachEnd), worked out
// by the same expression in this nextEvent: not again (a division and a multiplication or two
// fewer for every moving ball in every tick searched).
[[gnu::always_inline]] inline std::optional<TickSolver::Candidate>
TickSolver::wallContact(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const double speed = length(path.velocity);
    const double reach = memory_.reachEnd[static_cast<std::size_t>(i)];
    GOLF_ASSERT(memory_.movingNow[static_cast<std::size_t>(i)] != 0 && !path.curve &&
                reach == distanceAfter(speed, path.decel, path.elapsed + remaining));
    return wallContactWithin(i, remaining, speed, reach);
}

// Inlined into nextEvent, where both its callers (wallContact, loneWallContact) are inlined.
[[gnu::always_inline]] inline std::optional<TickSolver::Candidate>
TickSolver::wallContactWithin(int i, double remaining, double speed, double reach) const {
    const Trajectory& path = trajectory(i);
    const double decel = path.decel;
    const Vec2 dir = path.velocity / speed;
    refreshWallSearch(path, speed, reach);
    const WallSearch& search = path.wallSearch;
    if (!search.hit || search.distance > reach) {
        return std::nullopt;
    }
    // The contact lies within this tick's reach; the clamps only absorb rounding.
    const double travel = timeToTravel(speed, decel, search.distance);
    return Candidate{.time = std::clamp(travel - path.elapsed, 0.0, remaining),
                     .kind = Kind::Wall,
                     .ball = i,
                     .feature = search.feature,
                     .distance = search.distance,
                     .normal = search.normal,
                     .contact = path.origin + dir * search.distance,
                     .pieceTime = travel};
}

void TickSolver::refreshWallSearch(const Trajectory& path, double speed, double reach) const {
    WallSearch& search = path.wallSearch;
    if (!search.valid || (!search.hit && search.coveredTo < reach)) {
        const double decel = path.decel;
        // To the stop (the search ends at the first contact anyway), or 8 tiles further.
        searchWalls(path, speed,
                    decel > 0 ? std::max(reach, speed * speed / (2 * decel))
                              : reach + wallLookahead,
                    search);
    }
}

bool TickSolver::extendWallHorizon(int i, double speed, double reach) const {
    const Trajectory& path = trajectory(i);
    PieceKey& key = memory_.pieces[static_cast<std::size_t>(i)];
    const WallSearch& search = path.wallSearch;
    if (!search.valid || search.hit || search.coveredTo >= reach || !(reach < key.quietOther)) {
        return false;
    }
    refreshWallSearch(path, speed, reach);
    key.quietReach = std::min(search.hit ? search.distance : search.coveredTo, key.quietOther);
    return true;
}

void TickSolver::searchWalls(const Trajectory& path, double speed, double reach,
                             WallSearch& out) const {
    GOLF_ASSERT(speed == length(path.velocity));
    const double decel = path.decel;
    const double r = level_.ballRadius;
    const Vec2 dir = path.velocity / speed;
    const double start = distanceAfter(speed, decel, path.elapsed);
    const Vec2 end = path.origin + dir * reach;
    const double pad = r + queryMargin;

    // The first contact found so far (none while bestFeature is noFeature), and how far the
    // sweeps look: a contact beyond it would not come first nor tie with it, and a sweep's
    // distance does not depend on how far it looks, so looking no further spares a face's test
    // of where along it the contact lies and a corner's normal, the same contacts kept. With
    // none found, `reach`: the first contact (at most that far) is kept, as noFeature is above
    // every id.
    double bestDistance = reach;
    Vec2 bestNormal;
    std::uint32_t bestFeature = Trajectory::noFeature;
    const Segment* const kept = boundary_.keptSegments();
    // Keeps the contact `hit` with feature `id` if it comes first; one swept twice finds the
    // same contact, which changes nothing.
    const auto consider = [&](std::uint32_t id, const std::optional<SweepHit>& hit) {
        if (!hit || (hit->distance == 0 && id == path.lastWall)) {
            return;
        }
        GOLF_ASSERT(hit->distance <= reach && id != Trajectory::noFeature);
        if (hit->distance < bestDistance || (hit->distance == bestDistance && id < bestFeature)) {
            bestDistance = hit->distance;
            bestNormal = hit->normal;
            bestFeature = id;
        }
    };
    // For the lean loop: true if feature `id`'s contact at `distance` (not beyond bestDistance)
    // comes first, as `consider` decides it.
    const auto comesFirst = [&](std::uint32_t id, double distance) {
        return (distance < bestDistance || id < bestFeature) &&
               !(distance == 0 && id == path.lastWall);
    };
    const auto sweep = [&](std::uint32_t id) {
        consider(id, boundary_.isCorner(id)
                         ? sweepCorner(path.origin, dir, r, bestDistance, boundary_.cornerPoint(id))
                     : boundary_.isGate(id)
                         ? sweepGateFace(path.origin, dir, r, bestDistance, boundary_.segment(id))
                     : kept != nullptr
                         ? sweepSegment(path.origin, dir, r, bestDistance, kept[id])
                         : sweepSegment(path.origin, dir, r, bestDistance, boundary_.segment(id)));
    };
    // The path is searched a step at a time from where the ball is: a feature whose contact
    // lies within the steps searched so far is near one of them, so once the earliest contact
    // found lies within them, no feature further on can come before it (or tie with it).
    // (No contact lies behind the ball: the piece's earlier searches covered that.) The
    // features come in no particular order: a tie goes to the lower id, as always. With a
    // bucket index each step sweeps the entries of the buckets its box meets as they come (a
    // feature filed in two buckets, or read again by the next step, is swept again; a step is
    // short, so its box holds few buckets that the path does not pass near, and saves clipping
    // the step to each row: the dense long replay 33.58 -> 32.56 M instructions, the long one
    // 16.93 -> 16.14 M); without one, the features of each step not yet taken, listed.
    const double step =
        boundary_.solidShare() >= denseSolidShare ? denseWallSearchStep : wallSearchStep;
    const bool indexed = boundary_.hasBucketIndex();
    const Vec2* const corners = boundary_.keptCornerPoints();
    const auto segments = static_cast<std::uint32_t>(boundary_.segmentCount());
    // (Indexed, kept, corners kept, no gate, facing indexes.)
    const bool lean = boundary_.leanIndex();
    GOLF_ASSERT(lean ==
                (indexed && kept != nullptr && corners != nullptr &&
                 boundary_.gateStart() == boundary_.segmentCount() && boundary_.hasFacingIndex()));
    // The lean loop reads the facing index of the path's quadrant (a segment facing away from
    // it is never hit: the same contacts).
    const int quadrant = Boundary::quadrantOf(dir);
    const Vec2 origin = path.origin;
    // Walks the steps, `visit(fromPoint, toPoint)` sweeping each step's features (a loop of
    // its own for each way of finding them).
    const auto walk = [&](auto visit) {
        double from = start;
        Vec2 fromPoint = path.origin + dir * start;
        for (;;) {
            const double to = std::min(reach, from + step);
            const Vec2 toPoint = to == reach ? end : path.origin + dir * to;
            visit(fromPoint, toPoint);
            // (With none found, bestDistance is reach, which `to` reaches only at the end.)
            if (to >= reach || bestDistance <= to) {
                break;
            }
            from = to;
            fromPoint = toPoint;
        }
    };
    features_.clear();
    if (lean) {
        // (As `sweep` and `consider`, where the segments and corners are kept and no gate is.)
        // Each row's segments are swept two at a time, then its corners (the facing lists keep
        // them apart), the two in the lanes of a vector (segmentPairReach, cornerPairReach: the
        // same bits as segmentReach and cornerReach): the kind of each feature is no branch,
        // and the loops take half the turns. A lane past the row's end is masked (it reads a
        // real feature: facingLists). A pair without a contact not beyond the first found so
        // far (most) is one branch; the others are weighed lane by lane as `consider` weighs
        // them, the contact's normal worked out once the first is known (the same bits). The
        // dense long replay's mispredictions 199.7 -> 192.2 thousand, its CPU time -5.3 %, for
        // 22.22 -> 22.61 M instructions; the long replay's CPU time -5.1 % (earlier, with a
        // select for each feature's tests and a branch on its kind: 220.6 -> 199.7 thousand).
        // The small holes' ratings take 1 to 2 % longer (The Gauntlet, Slider Gate).
        // (At least one pair of each kind a row, so that the loops' ends are seldom one to
        // predict: on the dense replay 181 thousand mispredictions and 23.9 M instructions for
        // no less CPU time, and a rating of the small, dense Sliding Sands 2.3 % slower.)
        const auto lanesBefore = [](std::size_t at, std::size_t to) {
            return (1U << std::min<std::size_t>(to - at, 2)) - 1; // (at < to)
        };
        const auto weigh = [&](unsigned bits, std::uint32_t first, std::uint32_t second,
                               const double(&distance)[2]) {
            for (int j = 0; j < 2; ++j) {
                const double d = distance[j];
                const std::uint32_t id = j == 0 ? first : second;
                if ((bits >> j & 1U) != 0 && d <= bestDistance && comesFirst(id, d)) {
                    bestDistance = d;
                    bestFeature = id;
                }
            }
        };
        // The facing lists' width (16 or 32 bits) chosen, and the quadrant's lists found, once
        // per search: a loop of its own for each width.
        const auto leanWalk = [&]<typename Id>(Id) {
            const Boundary::FacingLists<Id> lists = boundary_.facingLists<Id>(quadrant);
            walk([&](Vec2 fromPoint, Vec2 toPoint) {
                boundary_.forEachFacingRowInBox(
                    lists, fromPoint, toPoint, pad,
                    [&](std::size_t k, std::size_t kEnd, std::size_t c, std::size_t cEnd) {
                        for (; k < kEnd; k += 2) {
                            const std::uint32_t first = lists.segments[k];
                            const std::uint32_t second = lists.segments[k + 1];
                            const PairReach swept = segmentPairReach(origin, dir, r, kept[first],
                                                                     kept[second], bestDistance);
                            const unsigned bits = swept.hits & lanesBefore(k, kEnd);
                            if (bits != 0) {
                                weigh(bits, first, second, swept.distance);
                            }
                        }
                        for (; c < cEnd; c += 2) {
                            const std::uint32_t first = lists.corners[c];
                            const std::uint32_t second = lists.corners[c + 1];
                            const PairReach swept = cornerPairReach(origin, dir, r, corners[first],
                                                                    corners[second], bestDistance);
                            const unsigned bits = swept.hits & lanesBefore(c, cEnd);
                            if (bits != 0) {
                                weigh(bits, segments + first, segments + second, swept.distance);
                            }
                        }
                    });
            });
        };
        if (boundary_.hasNarrowFacingIndex()) {
            leanWalk(std::uint16_t{});
        } else {
            leanWalk(std::uint32_t{});
        }
        if (bestFeature != Trajectory::noFeature) {
            bestNormal = bestFeature < segments ? kept[bestFeature].normal
                                                : cornerNormal(origin, dir, bestDistance,
                                                               corners[bestFeature - segments]);
        }
    } else if (indexed) {
        walk([&](Vec2 fromPoint, Vec2 toPoint) {
            boundary_.forEachFeatureInBox(fromPoint, toPoint, pad, sweep);
        });
    } else {
        std::size_t tested = 0;
        walk([&](Vec2 fromPoint, Vec2 toPoint) {
            boundary_.appendFeaturesAlong(fromPoint, toPoint, pad, features_, memory_.seenFeatures);
            for (; tested < features_.size(); ++tested) {
                sweep(features_[tested]);
            }
        });
    }
    if (!indexed) {
        Boundary::clearSeen(features_, memory_.seenFeatures);
    }
    out = {.valid = true, .coveredTo = reach};
    if (bestFeature != Trajectory::noFeature) {
        out.hit = true;
        out.distance = bestDistance;
        out.feature = bestFeature;
        out.normal = bestNormal;
    }
}

// Inlined into nextEvent, its one caller.
[[gnu::always_inline]] inline std::optional<TickSolver::Candidate>
TickSolver::cupContact(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    if (path.cupDistance && !*path.cupDistance) {
        return std::nullopt; // this piece never meets the cup (most pieces, all balls at rest)
    }
    const double decel = path.decel;
    const double speed = length(path.velocity);
    const Vec2 dir = speed > 0 ? path.velocity / speed : Vec2{};
    if (!path.cupDistance) {
        // Over the whole piece: to its stop, or without end when nothing slows it.
        const double end =
            decel > 0 ? speed * speed / (2 * decel) : std::numeric_limits<double>::infinity();
        path.cupDistance = sweepCup(path.origin, dir, speed, decel, end, level_.cup,
                                    level_.cupRadius, level_.physics.captureSpeed);
    }
    const std::optional<double>& distance = *path.cupDistance;
    if (!distance || *distance > distanceAfter(speed, decel, path.elapsed + remaining)) {
        return std::nullopt;
    }
    const double time = timeToTravel(speed, decel, *distance) - path.elapsed;
    return Candidate{.time = std::clamp(time, 0.0, remaining),
                     .kind = Kind::Cup,
                     .ball = i,
                     .distance = *distance,
                     .contact = path.origin + dir * *distance};
}

std::optional<TickSolver::Candidate> TickSolver::curveBallContact(int i, int j,
                                                                  double remaining) const {
    const std::optional<PairContact> contact =
        golf::curveBallContact(trajectory(i), trajectory(j), 2 * level_.ballRadius, remaining);
    if (!contact) {
        return std::nullopt;
    }
    return Candidate{.time = contact->time,
                     .kind = Kind::BallContact,
                     .ball = i,
                     .other = j,
                     .pieceTime = contact->pieceTimeA,
                     .pieceTimes = true,
                     .otherPieceTime = contact->pieceTimeB};
}

inline std::optional<TickSolver::Candidate> TickSolver::ballContact(int i, int j,
                                                                    double remaining) const {
    if (slopes_) {
        // On a level with slopes two straight pieces are searched as curved ones are, on the
        // pieces' own times: their contacts start the pieces that the curved searches place
        // by their clocks (on flat levels the search stays as it was: the same bits).
        return curveBallContact(i, j, remaining);
    }
    const Trajectory& a = trajectory(i);
    const Trajectory& b = trajectory(j);
    const std::optional<double> time = firstBallContact({a.origin, a.velocity, a.elapsed, a.decel},
                                                        {b.origin, b.velocity, b.elapsed, b.decel},
                                                        2 * level_.ballRadius, remaining);
    if (!time) {
        return std::nullopt;
    }
    return Candidate{.time = *time, .kind = Kind::BallContact, .ball = i, .other = j};
}

std::optional<TickSolver::Candidate> TickSolver::boundedBallContact(int i, int j,
                                                                    double remaining) const {
    PairBound& bound = memory_.pairBounds[pairIndex(i, j)];
    const auto ii = static_cast<std::size_t>(i);
    const auto jj = static_cast<std::size_t>(j);
    const PieceKey& keyA = memory_.pieces[ii];
    const PieceKey& keyB = memory_.pieces[jj];
    if (bound.holds(keyA, memory_.reachEnd[ii], keyB, memory_.reachEnd[jj])) {
        return std::nullopt;
    }
    // One ball at rest: the other's straight path either comes within 2r (+ the margin) of
    // it inside the window or not, a question of geometry that needs no quartic.
    const Trajectory& a = trajectory(i);
    const Trajectory& b = trajectory(j);
    const bool restsA = !a.moving();
    if (restsA != !b.moving()) {
        const Trajectory& mover = restsA ? b : a;
        const Trajectory& resting = restsA ? a : b;
        const double speed = length(mover.velocity);
        const double approach = reachBeforeApproach(
            mover.origin, mover.velocity / speed, distanceAfter(speed, mover.decel, mover.elapsed),
            resting.origin, 2 * level_.ballRadius);
        if (memory_.reachEnd[restsA ? jj : ii] < approach) {
            return std::nullopt;
        }
    }
    // The bound from where the balls are now, which the pair keeps if no contact is found: if it
    // holds for this window already, the search would find none (most pairs are far apart).
    const double speedA = length(a.velocity);
    const double speedB = length(b.velocity);
    const PairBound now = PairBound::take(a, speedA, keyA, b, speedB, keyB, 2 * level_.ballRadius);
    if (now.holds(keyA, memory_.reachEnd[ii], keyB, memory_.reachEnd[jj])) {
        bound = now;
        return std::nullopt;
    }
    // Two moving balls near each other (most often just parted by a contact): if the stretches
    // of their lines they cover in the window stay apart, the search would find no contact
    // either (on a level with slopes the search works on the pieces' own times: not there).
    if (!slopes_ && hasDirection(a.velocity) && hasDirection(b.velocity) &&
        sweepsApart({a.origin, a.velocity / speedA, now.travelledA, memory_.reachEnd[ii]},
                    {b.origin, b.velocity / speedB, now.travelledB, memory_.reachEnd[jj]},
                    2 * level_.ballRadius)) {
        bound = now;
        return std::nullopt;
    }
    std::optional<Candidate> contact = ballContact(i, j, remaining);
    if (!contact) {
        bound = now;
    }
    return contact;
}

// Inlined into nextEvent, its one caller.
[[gnu::always_inline]] inline void TickSolver::findRestingApproach(int i) const {
    const auto ii = static_cast<std::size_t>(i);
    RestingApproach& approach = memory_.pieces[ii].resting;
    approach.valid = false;
    approach.serial = memory_.pieces[ii].serial;
    approach.reach = std::numeric_limits<double>::infinity();
    approach.epoch = memory_.restingEpoch;
    // The mover's direction and travel as boundedBallContact and setQuietHorizon compute them.
    const Trajectory& mover = trajectory(i);
    const double speed = length(mover.velocity);
    const Vec2 dir = mover.velocity / speed;
    const double travelled = distanceAfter(speed, mover.decel, mover.elapsed);
    // The balls at rest, listed once for each resting epoch (nextEvent has just moved it on if
    // they changed, followPieces): every ball neither moving now (ball i among those) nor out of
    // play, in order of index, up to the first on a slope.
    if (!memory_.restingListMade || memory_.restingListEpoch != memory_.restingEpoch) {
        listRestingBalls();
    }
    GOLF_ASSERT(memory_.movingNow[ii] != 0);
    // (The list kept is the one made now.)
    GOLF_ASSERT([&] {
        std::size_t n = 0;
        for (std::size_t k = 0; k < balls_.size(); ++k) {
            if (memory_.movingNow[k] != 0 || !balls_[k].inPlay) {
                continue;
            }
            if (trajectories_[k].curve) {
                return memory_.restingListCurve && n == memory_.restingCount;
            }
            if (n >= memory_.restingCount ||
                memory_.restingOrigins[n++] != trajectories_[k].origin) {
                return false;
            }
        }
        return !memory_.restingListCurve && n == memory_.restingCount;
    }());
    const double range = 2 * level_.ballRadius + PairBound::margin; // as reachBeforeApproach
    const double rangeSquared = range * range;
    const Vec2 origin = mover.origin;
    // The least is kept in a local (a store to `approach` each ball would make the compiler
    // read the list again).
    double reach = approach.reach;
    const Vec2* const others = memory_.restingOrigins.data();
    const std::size_t listed = memory_.restingCount;
    // Most balls at rest lie far from the path's line (reachBeforeApproachWithin's first test
    // fails: infinity, which changes no minimum): that test made here on both coordinates at
    // once (GCC's vectors, IEEE's products and sums lane by lane: the same bits as dot's, whose
    // sum of two products is the same either way round), the function called only for the
    // others.
    using Pair = double __attribute__((vector_size(16)));
    const Pair from{origin.x, origin.y};
    const Pair toward{dir.x, dir.y};
    for (std::size_t k = 0; k < listed; ++k) {
        const Pair d = Pair{others[k].x, others[k].y} - from;
        const Pair p = d * toward;
        const Pair q = d * d;
        const double along = p[0] + p[1];
        const double across = (q[0] + q[1]) - along * along;
        if (across < rangeSquared) {
            reach = std::min(
                reach, reachBeforeApproachWithin(origin, dir, travelled, others[k], rangeSquared));
        }
    }
    approach.reach = reach;
    if (memory_.restingListCurve) {
        return; // a ball at rest on a slope: its pairs are searched as curves
    }
    approach.valid = true;
}

void TickSolver::listRestingBalls() const {
    memory_.restingListEpoch = memory_.restingEpoch;
    memory_.restingListMade = true;
    bool curve = false;
    const std::size_t count = balls_.size();
    std::vector<Vec2>& origins = memory_.restingOrigins;
    if (origins.size() != count) {
        origins.resize(count); // once: a world's balls never change in number
    }
    Vec2* const out = origins.data();
    const std::uint8_t* const movingNow = memory_.movingNow.data();
    const Ball* const balls = balls_.data();
    const Trajectory* const paths = trajectories_.data();
    std::size_t listed = 0;
    for (std::size_t k = 0; k < count; ++k) {
        if (movingNow[k] != 0 || !balls[k].inPlay) {
            continue;
        }
        if (paths[k].curve) {
            curve = true;
            break;
        }
        out[listed++] = paths[k].origin;
    }
    memory_.restingCount = listed;
    memory_.restingListCurve = curve;
}

// Crossings, like contacts, are searched from the piece's anchor: a piece ends at the first
// one, so none lies between the anchor and now.
std::optional<TickSolver::Candidate> TickSolver::floorCrossing(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    if (path.floor == Floor::Water) {
        // A ball that rests on the edge of water and is struck into it.
        return Candidate{.time = 0,
                         .kind = Kind::Floor,
                         .ball = i,
                         .contact = path.positionAfter(0),
                         .floor = Floor::Water};
    }
    const double speed = length(path.velocity);
    const Vec2 dir = path.velocity / speed;
    // Not past the wall contact of the kept search (wallContact's, asked first): a crossing
    // beyond it comes later, or at the same time, where the wall contact comes first, so it
    // is never the event (the walk to it was made again in the tick of every wall contact).
    const WallSearch& walls = path.wallSearch;
    const double reach = std::min(
        distanceAfter(speed, path.decel, path.elapsed + remaining),
        walls.valid && walls.hit ? walls.distance : std::numeric_limits<double>::infinity());
    const std::optional<FloorCrossing> crossing =
        firstFloorCrossing(level_, path.origin, dir, reach, path.floorClearTo);
    if (!crossing) {
        return std::nullopt;
    }
    const double time = timeToTravel(speed, path.decel, crossing->distance) - path.elapsed;
    return Candidate{.time = std::clamp(time, 0.0, remaining),
                     .kind = Kind::Floor,
                     .ball = i,
                     .distance = crossing->distance,
                     .contact = crossing->point,
                     .floor = level_.floorAt(crossing->col, crossing->row)};
}

// A straight piece that stops where a slope starts it rolling again ends in an event at the
// stop, so that the new piece begins there and its contacts are searched from there.
std::optional<TickSolver::Candidate> TickSolver::restartAfterStop(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const double stop = stopTime(length(path.velocity), path.decel) - path.elapsed;
    if (!(stop <= remaining)) {
        return std::nullopt;
    }
    const Vec2 at = golf::positionAfter(path.origin, path.velocity, path.decel,
                                        stopTime(length(path.velocity), path.decel));
    if (!rollsFromRest(level_, at)) {
        return std::nullopt;
    }
    return Candidate{
        .time = std::clamp(stop, 0.0, remaining), .kind = Kind::PieceEnd, .ball = i, .contact = at};
}

} // namespace golf
