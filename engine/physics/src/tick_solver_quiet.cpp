// The tick solver's quiet ticks: the horizon a search that found nothing leaves behind (how
// far each ball may travel before anything has to be searched again), the test that a tick
// stays within it, and the skipping of many such ticks at once.

#include "curve_contact.hpp"
#include "floor_crossing.hpp"
#include "motion.hpp"
#include "tick_solver.hpp"
#include "tick_sum.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <vector>

namespace golf {

namespace {

/// Most piece time (seconds) a skip carries a ball's mover searches ahead at once. The ticks
/// to come would make those searches anyway unless the ball's piece changes first; the cap
/// bounds what is searched in vain for a ball that never meets the mover it is near, or whose
/// piece ends first (a wall, another ball): one chunk of the search (tick_solver_movers.cpp's
/// moverChunk). A second ahead (four chunks) searched more in vain than it saved in skips.
constexpr double moverLookAhead = 0.25;

} // namespace

inline bool TickSolver::quietBall(std::size_t k, double remaining) const {
    const Trajectory& path = trajectories_[k];
    PieceKey& key = memory_.pieces[k];
    key.follow(path);
    if (!key.hasHorizon || key.quietInPlay != balls_[k].inPlay) {
        return false;
    }
    if (!balls_[k].inPlay) {
        return true;
    }
    // The window's end on the piece, as moverContact computes it.
    if (movers_ && !(pieceNow(static_cast<int>(k)) + remaining < key.moverTime &&
                     path.clock == key.moverClock)) {
        return false;
    }
    if (!path.moving()) {
        return true;
    }
    if (path.curve) {
        return key.quietTime - path.elapsed > remaining;
    }
    return distanceAfter(length(path.velocity), path.decel, path.elapsed + remaining) <
           key.quietReach;
}

bool TickSolver::quietEventBall(double remaining) const {
    return quietBall(static_cast<std::size_t>(eventBall_), remaining);
}

bool TickSolver::quietTick(double remaining) const {
    // On a level with movers a ball at rest has a horizon in time (PieceKey::moverTime): every
    // ball is looked at.
    if (memory_.settled && !movers_) {
        // No piece has changed since every ball got its horizon: the balls at rest still have
        // theirs, only the moving balls' reach grows. (Settled, every ball has its key, as
        // loneQuietMover reads it.)
        GOLF_ASSERT(memory_.pieces.size() == balls_.size());
        for (const int i : memory_.settledMovers) {
            if (!quietBall(static_cast<std::size_t>(i), remaining)) {
                return false;
            }
        }
        return true;
    }
    if (memory_.pieces.size() != balls_.size()) {
        return false;
    }
    for (std::size_t k = 0; k < balls_.size(); ++k) {
        if (!quietBall(k, remaining)) {
            return false;
        }
    }
    return true;
}

// Inlined into skipQuietTicks, its one caller, which runs every tick a World steps.
[[gnu::always_inline]] inline bool TickSolver::loneQuietMover(double& speed, double& stop) const {
    if (!memory_.settled || movers_ || memory_.settledMovers.size() != 1) {
        return false;
    }
    // Settled, every ball has its key: setQuietHorizon settles only with one key a ball, and
    // the keys are sized once (followPieces: a world's balls never change in number).
    GOLF_ASSERT(memory_.pieces.size() == balls_.size());
    const auto k = static_cast<std::size_t>(memory_.settledMovers.front());
    const Trajectory& path = trajectories_[k];
    if (path.curve) {
        return false;
    }
    // quietBall for that ball (in play, moving on a straight piece while settled), up to its
    // reach, which the skip tests itself.
    PieceKey& key = memory_.pieces[k];
    key.follow(path);
    if (!key.hasHorizon || key.quietInPlay != balls_[k].inPlay || !balls_[k].inPlay ||
        !path.moving()) {
        return false; // (never while settled: quietTick tells)
    }
    speed = length(path.velocity);
    stop = stopTime(speed, path.decel);
    return true;
}

std::int64_t TickSolver::skipQuietTicks(double seconds, std::int64_t maxTicks, TickGrid grid) {
    GOLF_ASSERT(grid.base + static_cast<double>(grid.ticks) * seconds == tickClock_);
    if (maxTicks <= 0) {
        return 0;
    }
    double loneSpeed = 0;
    double loneStop = 0;
    const bool lone = loneQuietMover(loneSpeed, loneStop);
    if (!lone && !quietTick(seconds)) {
        markLoud(tickClock_, seconds);
        return 0;
    }
    // Each skipped tick is the run() of a quiet tick: nextEvent finds nothing (the horizon),
    // advance adds the tick to every moving piece's elapsed time and finds no stop, and
    // sample reads the closed form at the end.
    if (lone) {
        // One ball moves, on a straight piece, on a level without movers (loneQuietMover): the
        // settled mover, as the general case below would list it, with the speed the look
        // worked out. The skip's tests of each tick stand for quietTick's, the first tick's too
        // (where it fails them the skip ends with none, marked loud where the reach fails).
        const double span = (static_cast<double>(maxTicks) + 1) * seconds;
        const int i = memory_.settledMovers.front();
        Trajectory& path = trajectory(i);
        QuietMover m{.index = i,
                     .path = &path,
                     .speed = loneSpeed,
                     .quietReach = memory_.pieces[static_cast<std::size_t>(i)].quietReach,
                     .safe = -1,
                     .curved = false,
                     .quietTime = 0,
                     .moverTime = std::numeric_limits<double>::infinity(),
                     .stop = loneStop};
        m.safe = safeUntil(m, span);
        const std::int64_t ticks = skipLoneMover(m, seconds, maxTicks, span, grid);
        if (ticks > 0) {
            // No ball stopped in a skipped tick (each rolls on at its last one's end).
            sampleGoingOn(i, m.speed, path.elapsed + 0.0);
        }
        return ticks;
    }
    if (movers_) {
        maxTicks = std::min(maxTicks, restingQuietTicks(seconds, maxTicks, grid));
    }
    // Beyond the last tick that may be skipped: the bound of quietUntil's search.
    const double span = (static_cast<double>(maxTicks) + 1) * seconds;
    // Up to 8 movers (a match's balls) without allocating.
    std::array<QuietMover, 8> few;
    std::vector<QuietMover> many;
    // The moving balls: the settled movers while no piece has changed since the horizon was set
    // (as advance() reads them), else every ball tested.
    const auto forEachMoving = [&](auto&& take) {
        if (memory_.settled) {
            for (const int i : memory_.settledMovers) {
                take(i);
            }
            return;
        }
        for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
            if (moving(i)) {
                take(i);
            }
        }
    };
    std::size_t moverCount = 0;
    forEachMoving([&](int) { ++moverCount; });
    if (moverCount > few.size()) {
        many.resize(moverCount);
    }
    const std::span<QuietMover> movers(moverCount > few.size() ? many.data() : few.data(),
                                       moverCount);
    std::size_t filled = 0;
    forEachMoving([&](int i) {
        Trajectory& path = trajectory(i);
        const PieceKey& key = memory_.pieces[static_cast<std::size_t>(i)];
        const double speed = length(path.velocity);
        QuietMover m{.index = i,
                     .path = &path,
                     .speed = speed,
                     .quietReach = key.quietReach,
                     .safe = -1,
                     .curved = path.curve != nullptr,
                     .quietTime = key.quietTime,
                     .moverTime = movers_ ? key.moverTime : std::numeric_limits<double>::infinity(),
                     .stop = stopTime(speed, path.decel)};
        if (!m.curved) {
            m.safe = safeUntil(m, span);
        }
        movers[filled++] = m;
    });
    if (movers.empty()) {
        return 0;
    }
    const std::int64_t ticks = movers.size() == 1 && !movers.front().curved // the common case
                                   ? skipLoneMover(movers.front(), seconds, maxTicks, span, grid)
                                   : skipMovers(movers, seconds, maxTicks, span);
    if (ticks > 0) {
        // No ball stopped in a skipped tick: the same balls move.
        for (const QuietMover& m : movers) {
            if (m.curved) {
                sample(m.index);
            } else {
                sampleGoingOn(m.index, m.speed, m.path->elapsed + 0.0);
            }
        }
    }
    return ticks;
}

std::int64_t TickSolver::restingQuietTicks(double seconds, std::int64_t maxTicks,
                                           TickGrid grid) const {
    std::int64_t ticks = maxTicks;
    for (std::size_t k = 0; k < balls_.size(); ++k) {
        const Trajectory& path = trajectories_[k];
        double& horizon = memory_.pieces[k].moverTime;
        if (!balls_[k].inPlay || path.moving() ||
            horizon == std::numeric_limits<double>::infinity()) {
            continue;
        }
        // The piece time at the end of tick n, as pieceNow and moverContact compute it from
        // the tick's clock: tick n is quiet for this ball while it is before the horizon.
        const auto endOf = [&](std::int64_t n) {
            const double clock = grid.base + static_cast<double>(grid.ticks + n) * seconds;
            return std::max(0.0, clock - path.clock) + seconds;
        };
        std::int64_t n = quietTicksBefore(endOf, horizon, path.clock, grid, seconds, ticks);
        if (n < ticks) {
            // Where the search stopped looking it looks further, as the ticks to come would.
            const double further = searchMovers(
                static_cast<int>(k), std::min(endOf(ticks - 1), endOf(n) + moverLookAhead));
            if (further > horizon) {
                horizon = further;
                n = quietTicksBefore(endOf, horizon, path.clock, grid, seconds, ticks);
            }
        }
        ticks = n;
    }
    return ticks;
}

template <typename EndOf>
std::int64_t TickSolver::quietTicksBefore(const EndOf& endOf, double horizon, double clock,
                                          TickGrid grid, double seconds, std::int64_t most) {
    // endOf grows with n: start from an estimate and step to the first tick that is not quiet.
    const double estimate =
        (horizon + clock - grid.base) / seconds - static_cast<double>(grid.ticks) - 1;
    std::int64_t n =
        estimate > 0 ? static_cast<std::int64_t>(std::min(estimate, static_cast<double>(most))) : 0;
    while (n > 0 && !(endOf(n - 1) < horizon)) {
        --n;
    }
    while (n < most && endOf(n) < horizon) {
        ++n;
    }
    return n;
}

// skipQuietTicks' parts are inlined into it, as one function they were kept tight.
[[gnu::always_inline]] inline double TickSolver::safeUntil(const QuietMover& m, double span) {
    // A tick is quiet for the movers while its end elapsed time is below moverTime.
    const double safe =
        quietUntil(m.speed, m.path->decel, m.stop, m.quietReach, m.path->elapsed + span);
    if (m.moverTime == std::numeric_limits<double>::infinity()) {
        return safe;
    }
    return std::min(safe, nextBelow(m.moverTime));
}

[[gnu::always_inline]] inline std::int64_t TickSolver::skipLoneMover(QuietMover& m, double seconds,
                                                                     std::int64_t maxTicks,
                                                                     double span, TickGrid grid) {
    std::int64_t ticks = 0;
    // The tick after the last one skipped fails quietTick's test of this ball (its mover time or
    // its reach, the same numbers): its run() need not make the test again.
    const auto loudNext = [&] {
        markLoud(grid.base + static_cast<double>(grid.ticks + ticks) * seconds, seconds);
    };
    double elapsed = m.path->elapsed;
    const double decel = m.path->decel;
    const double stop = m.stop;
    while (ticks < maxTicks) {
        const TickSum sure = sumTicksUpTo(elapsed, seconds, m.safe, maxTicks - ticks);
        ticks += sure.ticks;
        elapsed = sure.elapsed;
        if (ticks >= maxTicks) {
            break;
        }
        // Past the safe time: the tests themselves.
        const double next = elapsed + seconds;
        if (stoppedAfter(m.speed, decel, next, stop)) {
            break;
        }
        if (!(next < m.moverTime)) {
            if (!extendMoverHorizon(m, next)) {
                if (movers_) { // (else the mover time is infinite: next is not a number)
                    loudNext();
                }
                break;
            }
            m.safe = safeUntil(m, span);
            continue; // the sure ticks again, from `elapsed`
        }
        const double reach = distanceAfter(m.speed, decel, next, stop);
        if (!(reach < m.quietReach)) {
            // Where the wall search stopped looking, it looks further (as the next tick
            // would, from the same elapsed time, so the same search). Mostly the search has
            // found its wall, which extendWallHorizon refuses first: told here without the call.
            m.path->elapsed = elapsed;
            if (m.path->wallSearch.hit || !extendWallHorizon(m.index, m.speed, reach)) {
                loudNext();
                break;
            }
            m.quietReach = memory_.pieces[static_cast<std::size_t>(m.index)].quietReach;
            if (!(reach < m.quietReach)) {
                loudNext();
                break;
            }
            m.safe = safeUntil(m, span);
        }
        elapsed = next;
        ++ticks;
    }
    m.path->elapsed = elapsed;
    return ticks;
}

bool TickSolver::extendMoverHorizon(QuietMover& m, double end) const {
    if (!movers_) {
        return false;
    }
    const double further = searchMovers(m.index, end + moverLookAhead);
    if (!(end < further)) {
        return false;
    }
    m.moverTime = further;
    memory_.pieces[static_cast<std::size_t>(m.index)].moverTime = further;
    return true;
}

[[gnu::always_inline]] inline std::int64_t TickSolver::skipMovers(std::span<QuietMover> movers,
                                                                  double seconds,
                                                                  std::int64_t maxTicks,
                                                                  double span) const {
    // A tick may hold an event, or a ball stops in it (stoppedAfter: the velocity advance()
    // samples is zero): that tick is left to run(). Up to a mover's safe time both tests are
    // known to pass; past it they are made.
    const auto quiet = [seconds](const QuietMover& m) {
        const double elapsed = m.path->elapsed + seconds;
        if (m.curved) {
            return m.quietTime - m.path->elapsed > seconds && elapsed < m.moverTime;
        }
        return elapsed <= m.safe ||
               (distanceAfter(m.speed, m.path->decel, elapsed) < m.quietReach &&
                !stoppedAfter(m.speed, m.path->decel, elapsed) && elapsed < m.moverTime);
    };
    std::int64_t ticks = 0;
    // A mover's sum that took exactly the ticks every mover surely takes is its elapsed time
    // after them (the same additions): only the others are summed again. Left unset (TickSum's
    // members have initializers, which zeroed all eight at every skip): a sum is read only
    // where the loop that takes `sure` has just written it.
    struct Sum {
        std::int64_t ticks;
        double elapsed;
    };
    std::array<Sum, 8> sums;
    while (ticks < maxTicks) {
        // The ticks every mover surely takes, then the tests for the next one. None where a
        // mover's first tick passes its safe time (a curved piece's is -1): its sum is not
        // needed then, nor the others'.
        std::int64_t sure = maxTicks - ticks;
        for (std::size_t k = 0; k < movers.size() && sure > 0; ++k) {
            const QuietMover& m = movers[k];
            if (!(m.path->elapsed + seconds <= m.safe)) {
                sure = 0;
                break;
            }
            const TickSum sum = sumTicksUpTo(m.path->elapsed, seconds, m.safe, sure);
            if (k < sums.size()) {
                sums[k] = {.ticks = sum.ticks, .elapsed = sum.elapsed};
            }
            sure = std::min(sure, sum.ticks);
        }
        if (sure > 0) {
            for (std::size_t k = 0; k < movers.size(); ++k) {
                QuietMover& m = movers[k];
                m.path->elapsed = k < sums.size() && sums[k].ticks == sure
                                      ? sums[k].elapsed
                                      : sumTicksUpTo(m.path->elapsed, seconds,
                                                     std::numeric_limits<double>::infinity(), sure)
                                            .elapsed;
            }
            ticks += sure;
            continue;
        }
        if (!std::all_of(movers.begin(), movers.end(), quiet)) {
            // Where a mover search ends the run, it looks further.
            bool extended = false;
            for (QuietMover& m : movers) {
                const double end = m.path->elapsed + seconds;
                if (!(end < m.moverTime) && extendMoverHorizon(m, end)) {
                    extended = true;
                    if (!m.curved) {
                        m.safe = safeUntil(m, span);
                    }
                }
            }
            if (!extended || !std::all_of(movers.begin(), movers.end(), quiet)) {
                break;
            }
        }
        for (QuietMover& m : movers) {
            m.path->elapsed += seconds;
        }
        ++ticks;
    }
    return ticks;
}

namespace {

// The piece time of a curved piece's kept event.
double pieceTimeOf(double time) {
    return time;
}
double pieceTimeOf(const Trajectory::CurveWallHit& hit) {
    return hit.time;
}
double pieceTimeOf(const SurfaceCrossing& crossing) {
    return crossing.time;
}
double pieceTimeOf(const Trajectory::TeleportHit& hit) {
    return hit.at;
}

} // namespace

// A curved piece's events are found once over the whole piece, as piece times (nextCurveEvent
// has just asked for each): the earliest is its horizon. A ball at rest nearby holds it back
// unless the box of the centre's path until then stays out of its reach; another moving ball
// always does (no pair bound for curves).
bool TickSolver::setCurveHorizon(int i) const {
    const Trajectory& path = trajectory(i);
    const SlopePath& curve = *path.curve;
    double until = curve.end();
    const auto earlier = [&until](const auto& cached) {
        if (cached && *cached) {
            until = std::min(until, pieceTimeOf(**cached));
        }
    };
    earlier(path.curveWall);
    earlier(path.curveCup);
    // A teleport's entry ends the horizon like the cup (the search has just looked for it).
    if (teleports_) {
        if (!path.teleport) {
            return false;
        }
        earlier(path.teleport);
    }
    if (path.support || path.ride) {
        earlier(path.supportEnd);
    }
    if (!path.ride) {
        if (!path.crossing) {
            return false; // in water (curveCrossing's event at once)
        }
        earlier(path.crossing);
    }
    memory_.pieces[static_cast<std::size_t>(i)].quietTime = until;
    const int count = static_cast<int>(balls_.size());
    bool boxed = false;
    SlopePath::Box box;
    for (int j = 0; ballCollisions_ && j < count; ++j) {
        if (j == i || !balls_[static_cast<std::size_t>(j)].inPlay) {
            continue;
        }
        if (moving(j)) {
            return false;
        }
        if (!boxed) {
            box = curveWindowBounds(curve, path.elapsed, std::max(path.elapsed, until));
            boxed = true;
        }
        const Vec2 p = trajectory(j).origin;
        const double reach = 2 * level_.ballRadius + PairBound::margin;
        if (p.x > box.min.x - reach && p.x < box.max.x + reach && p.y > box.min.y - reach &&
            p.y < box.max.y + reach) {
            return false;
        }
    }
    return true;
}

void TickSolver::setQuietHorizon(bool anyResting, int only, std::span<const int> some) const {
    std::vector<PieceKey>& keys = memory_.pieces;
    memory_.settled = false;
    memory_.changedKnown = false;
    // followPieces, which nextEvent has just run, sized the keys and TickMemory::movingNow to
    // the balls (once: a world's balls never change in number): the balls counted from the
    // flags' size (bytes, no division by a struct's size).
    const std::vector<std::uint8_t>& movingNow = memory_.movingNow;
    const std::size_t ballCount = movingNow.size();
    GOLF_ASSERT(keys.size() == balls_.size() && ballCount == balls_.size());
    // What the search just found nothing within, each a distance along a moving ball's piece:
    // its kept wall search, the cup and the first floor crossing; for a ball at rest, where the
    // path first comes near it; for two moving balls, a share each of what is left of the pair's
    // bound (their travels add up). The moving balls, in order, are the settled movers if the
    // horizon holds. (Which balls move nextEvent has just read: TickMemory::movingNow.)
    // Each ball gets its horizon here, taken back from all if a mover's part cannot be had
    // (seldom: the parts below read no key's hasHorizon).
    std::vector<int>& movers = memory_.settledMovers;
    movers.clear();
    // With `only`, the others keep the horizons set when nothing had changed since: the same
    // values (at rest or out of play, none a mover, no pair with a mover lowering theirs).
    // With `some`, the balls listed alone, the others likewise.
    const int* const list = only >= 0 ? &only : some.empty() ? nullptr : some.data();
    const std::size_t listed = only >= 0 ? 1 : some.size();
    // Read through plain pointers, the masks kept in registers: the flags' byte stores below
    // would make every vector's pointers and the masks be read again at each ball.
    PieceKey* const keyAt = keys.data();
    const Ball* const ballAt = balls_.data();
    const Trajectory* const pathAt = trajectories_.data();
    const std::uint8_t* const movingAt = movingNow.data();
    std::uint64_t quietBalls = memory_.quietBalls;
    std::uint64_t quietInPlay = memory_.quietInPlay;
    const std::size_t count = list != nullptr ? listed : ballCount;
    for (std::size_t n = 0; n < count; ++n) {
        const std::size_t k = list != nullptr ? static_cast<std::size_t>(list[n]) : n;
        PieceKey& key = keyAt[k];
        GOLF_ASSERT(
            list == nullptr || std::all_of(keys.begin(), keys.end(), [&](const PieceKey& other) {
                const auto o = static_cast<std::size_t>(&other - keys.data());
                return std::find(list, list + listed, static_cast<int>(o)) != list + listed ||
                       (other.hasHorizon && other.quietInPlay == balls_[o].inPlay &&
                        other.quietReach == std::numeric_limits<double>::infinity() &&
                        other.quietOther == std::numeric_limits<double>::infinity() &&
                        movingNow[o] == 0);
            }));
        const bool inPlay = ballAt[k].inPlay;
        const bool movesNow = movingAt[k] != 0;
        key.hasHorizon = true;
        key.quietInPlay = inPlay;
        if (k < 64) { // (TickMemory::quietBalls: at rest with no cup contact, or out of play)
            const std::optional<std::optional<double>>& cup = pathAt[k].cupDistance;
            const bool quiet = !movesNow && (!inPlay || (cup && !*cup));
            const std::uint64_t bit = std::uint64_t{1} << k;
            quietBalls = quiet ? quietBalls | bit : quietBalls & ~bit;
            quietInPlay = quiet && inPlay ? quietInPlay | bit : quietInPlay & ~bit;
        }
        key.quietReach = std::numeric_limits<double>::infinity();
        key.quietOther = std::numeric_limits<double>::infinity();
        if (movesNow) {
            movers.push_back(static_cast<int>(k));
        }
    }
    memory_.quietBalls = quietBalls;
    memory_.quietInPlay = quietInPlay;
    if (movers_) {
        // nextEvent has just searched every ball in play for the movers.
        for (std::size_t k = 0; k < keys.size(); ++k) {
            if (balls_[k].inPlay) {
                keys[k].moverTime = moverTime(static_cast<int>(k));
                keys[k].moverClock = trajectories_[k].clock;
            }
        }
    }
    for (const int i : movers) {
        if (trajectory(i).curve ? !setCurveHorizon(i) : !setStraightOther(i, anyResting)) {
            for (PieceKey& key : keys) {
                key.hasHorizon = false;
            }
            return;
        }
    }
    // (A lone straight mover's reach is set by setStraightOther, its speed at hand.)
    if (movers.size() > 1) {
        setQuietReach();
    }
    if (movers.size() == 1) {
        // For loneWallContact while this horizon stands. With `only` (one ball moving), the
        // others are as loneWallContact found them. Else, of up to 64 balls, loneRestOf's
        // answer is in the quiet masks, each ball's bit set now or kept with its horizon (every
        // other ball quiet, and some of them in play): the same tests of the same pieces.
        const int i = movers.front();
        std::int8_t loneRest = -1;
        if (only >= 0) {
            loneRest = static_cast<std::int8_t>(loneResting_ ? 1 : 0);
        } else if (ballCount <= 64) {
            const std::uint64_t all =
                ballCount == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << ballCount) - 1;
            const std::uint64_t others = all & ~(std::uint64_t{1} << i);
            if ((memory_.quietBalls & others) == others) {
                loneRest = static_cast<std::int8_t>((memory_.quietInPlay & others) != 0 ? 1 : 0);
            }
        } else {
            loneRest = loneRestOf(i);
        }
        memory_.pieces[static_cast<std::size_t>(i)].loneRest = loneRest;
        GOLF_ASSERT(loneRest == loneRestOf(i));
    }
    memory_.settled = true;
    // Every ball has its horizon now: none has changed since.
    memory_.changedKnown = ballCount <= 64;
    memory_.changed = 0;
}

// setStraightOther and setQuietReach are inlined into setQuietHorizon, their one caller, which
// runs after every search that finds nothing.
[[gnu::always_inline]] inline bool TickSolver::setStraightOther(int i, bool anyResting) const {
    std::vector<PieceKey>& keys = memory_.pieces;
    const Trajectory& path = trajectory(i);
    if (!path.wallSearch.valid || !path.cupDistance) {
        return false;
    }
    double& other = keys[static_cast<std::size_t>(i)].quietOther;
    if (*path.cupDistance) {
        other = std::min(other, **path.cupDistance);
    }
    // A teleport's entry ends the horizon like the cup (the search has just looked for it).
    if (teleports_) {
        if (!path.teleport) {
            return false;
        }
        if (*path.teleport) {
            other = std::min(other, (*path.teleport)->at);
        }
    }
    const double speed = length(path.velocity);
    const Vec2 dir = path.velocity / speed;
    const double travelled = distanceAfter(speed, path.decel, path.elapsed);
    // For its pairs with the other moving balls (those above it come later and read it here);
    // a ball moving alone has none.
    PieceMotion& motion = keys[static_cast<std::size_t>(i)].motion;
    const bool lone = memory_.settledMovers.size() == 1;
    if (!lone) {
        motion = PieceMotion::of(speed, path.decel, path.elapsed, travelled);
        motion.position = path.origin + dir * travelled;
        motion.dir = dir;
    }
    if (surfaces_ && !surfaceOther(path, speed, dir, other)) {
        return false;
    }
    // The balls at rest: their least approach is kept if they are as they were.
    const bool restingKnown =
        ballCollisions_ && (!anyResting || restingApproachHolds(i, travelled));
    if (restingKnown && anyResting) {
        other = std::min(other, keys[static_cast<std::size_t>(i)].resting.reach);
    }
    if (!ballCollisions_) {
        if (lone) {
            keys[static_cast<std::size_t>(i)].quietReach = quietReachOf(path, speed, other);
        }
        return true;
    }
    if (!restingKnown) {
        const int count = static_cast<int>(balls_.size());
        const double range = 2 * level_.ballRadius + PairBound::margin; // as reachBeforeApproach
        const double rangeSquared = range * range;
        for (int j = 0; j < count; ++j) {
            if (j != i && balls_[static_cast<std::size_t>(j)].inPlay && !moving(j)) {
                other =
                    std::min(other, reachBeforeApproachWithin(path.origin, dir, travelled,
                                                              trajectory(j).origin, rangeSquared));
            }
        }
    }
    if (lone) {
        // No pair with another moving ball, and nothing lowers `other` after this: its reach
        // now (setQuietReach's for the others, after every pair).
        keys[static_cast<std::size_t>(i)].quietReach = quietReachOf(path, speed, other);
        return true;
    }
    // The pair of two moving balls is taken once, from the higher index.
    for (const int j : memory_.settledMovers) {
        if (j >= i) {
            break;
        }
        // (j, i): the lower index first, as the pair's bound names them.
        PieceKey& keyJ = keys[static_cast<std::size_t>(j)];
        const PairBound& bound = memory_.pairBounds[pairIndex(j, i)];
        if (!(bound.budget > 0) || bound.serialA != keyJ.serial ||
            bound.serialB != keys[static_cast<std::size_t>(i)].serial) {
            return false;
        }
        const auto [reachJ, reachI] =
            pairReaches(bound, keyJ.motion, motion, 2 * level_.ballRadius);
        other = std::min(other, reachI);
        keyJ.quietOther = std::min(keyJ.quietOther, reachJ);
    }
    return true;
}

bool TickSolver::surfaceOther(const Trajectory& path, double speed, Vec2 dir, double& other) const {
    if (path.floor == Floor::Water) {
        return false; // in water at once (floorCrossing)
    }
    // The first crossing into another surface along the whole piece: floorCrossing's walk
    // finds the same one, cut at each tick's reach, so no tick before it has one.
    const double rollTo =
        path.decel > 0 ? distanceAfter(speed, path.decel, std::numeric_limits<double>::infinity())
                       : std::numeric_limits<double>::max(); // the grid's edge
    // Where the piece's wall search has found a contact, the horizon ends there whatever lies
    // beyond: quietReachOf takes the least of it and `other`, and a search with a contact never
    // grows (extendWallHorizon), so a crossing or a restart past it changes no reach. The walk
    // stops at the contact (a walk finds the same first crossing up to there), and most pieces
    // meet a wall before they stop (the walk went on through the walls to the stop).
    const double wall = path.wallSearch.valid && path.wallSearch.hit
                            ? path.wallSearch.distance
                            : std::numeric_limits<double>::infinity();
    if (const std::optional<FloorCrossing> crossing = firstFloorCrossing(
            level_, path.origin, dir, std::min(rollTo, wall), path.floorClearTo)) {
        other = std::min(other, crossing->distance);
    }
    // A stop where a slope starts the ball again is an event (restartAfterStop): the tick that
    // reaches the stop distance is not quiet. (Such a stop lies on the edge of the slope's
    // tile, where the crossing above ends the horizon already; this keeps the horizon to every
    // event the tick's search looks for.) Not asked where a wall contact comes first.
    if (path.decel > 0 && rollTo < wall &&
        rollsFromRest(level_, golf::positionAfter(path.origin, path.velocity, path.decel,
                                                  stopTime(speed, path.decel)))) {
        other = std::min(other, rollTo);
    }
    return true;
}

[[gnu::always_inline]] inline void TickSolver::setQuietReach() const {
    for (const int i : memory_.settledMovers) {
        if (trajectory(i).curve) {
            continue;
        }
        const Trajectory& path = trajectory(i);
        PieceKey& key = memory_.pieces[static_cast<std::size_t>(i)];
        key.quietReach = quietReachOf(path, length(path.velocity), key.quietOther);
    }
}

[[gnu::always_inline]] inline double TickSolver::quietReachOf(const Trajectory& path, double speed,
                                                              double other) {
    const WallSearch& search = path.wallSearch;
    // A piece whose search found no wall up to its stop, and nothing else before or at the
    // stop, has no event at all: the tick in which it stops is quiet too (advance stops it),
    // instead of searching again for nothing.
    if (path.decel > 0 && !search.hit) {
        const double stop =
            distanceAfter(speed, path.decel, std::numeric_limits<double>::infinity());
        if (search.coveredTo >= stop && other > stop) {
            return std::numeric_limits<double>::infinity();
        }
    }
    return std::min(search.hit ? search.distance : search.coveredTo, other);
}

} // namespace golf
