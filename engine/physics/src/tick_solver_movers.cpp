// The tick solver's movers (SPEC section 2, "Moving and special elements"): each ball's first
// contact with each mover, from the certified search of mover_contact.hpp run on canonical
// chunks of the ball's piece and kept with the piece, and the bounce off the mover's surface.

#include "curve_contact.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/mover_swept.hpp"
#include "motion.hpp"
#include "mover_bounce.hpp"
#include "mover_contact.hpp"
#include "tick_solver.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace golf {

namespace {

/// The piece time searched for a mover contact at once (seconds): chunks start at whole
/// multiples of it from the anchor, so the answer does not depend on the tick that asks.
constexpr double moverChunk = 0.25;

/// The piece time at which ball's piece ends by itself: a straight piece stops, a curved one
/// reaches its end; a ball at rest never ends its piece.
double pieceEnd(const Trajectory& path) {
    if (path.curve) {
        return path.curve->end();
    }
    if (!path.moving()) {
        return std::numeric_limits<double>::infinity();
    }
    return stopTime(length(path.velocity), path.decel);
}

} // namespace

double TickSolver::pieceNow(int i) const {
    const Trajectory& path = trajectory(i);
    if (path.moving()) {
        return path.elapsed;
    }
    return std::max(0.0, tickClock_ + now_ - path.clock);
}

bool TickSolver::outOfReach(const Trajectory& path, const Mover& mover) const {
    // The touch the search counts (moverContactGap) and rounding, with room to spare.
    const double reach = level_.ballRadius + 1e-6;
    if (path.curve) {
        // The box of every centre of the piece (its steps' kept boxes: a few operations a
        // step), as rolledClearOfMover's: clear of the swept region, no chunk can touch.
        const SlopePath::Box box = path.curve->bounds(0);
        return sweptClearanceOfBox(mover, box.min, box.max) > reach;
    }
    if (!path.moving()) {
        return distanceToSweptRegion(mover, path.origin) > reach;
    }
    const double speed = length(path.velocity);
    if (!(path.decel > 0)) {
        return false; // it never stops: it may reach any mover
    }
    const Vec2 end =
        path.origin +
        path.velocity / speed * distanceAfter(speed, path.decel, stopTime(speed, path.decel));
    const SweptBounds swept = sweptBounds(mover);
    return std::min(path.origin.x, end.x) - reach > swept.high.x ||
           std::max(path.origin.x, end.x) + reach < swept.low.x ||
           std::min(path.origin.y, end.y) - reach > swept.high.y ||
           std::max(path.origin.y, end.y) + reach < swept.low.y;
}

double TickSolver::moverTime(int i) const {
    const Trajectory& path = trajectory(i);
    if (path.moverHits.size() != level_.movers.size()) {
        return 0; // not searched on this piece
    }
    const double end = pieceEnd(path);
    double earliest = std::numeric_limits<double>::infinity();
    for (const Trajectory::MoverHit& search : path.moverHits) {
        if (search.hit) {
            earliest = std::min(earliest, search.time);
        } else if (search.coveredTo < end) {
            earliest = std::min(earliest, search.coveredTo);
        }
    }
    return earliest;
}

std::optional<TickSolver::Candidate> TickSolver::moverContact(int i, double remaining) const {
    const int movers = static_cast<int>(level_.movers.size());
    if (movers == 1) {
        return moverContact(i, 0, remaining); // the usual case, without a best to keep
    }
    // The earliest of the movers' contacts (the first mover on a tie), as moverContact(i, m,
    // remaining) times them; its candidate is made once.
    const Trajectory& path = trajectory(i);
    std::vector<Trajectory::MoverHit>& hits = path.moverHits;
    if (hits.size() != level_.movers.size()) {
        hits.assign(level_.movers.size(), {});
    }
    const double now = pieceNow(i);
    const double until = now + remaining;
    int best = -1;
    double bestTime = 0;
    for (int m = 0; m < movers; ++m) {
        searchMover(path, m, until);
        const Trajectory::MoverHit& search = hits[static_cast<std::size_t>(m)];
        if (search.hit && search.time <= until) {
            const double time = std::clamp(search.time - now, 0.0, remaining);
            if (best < 0 || time < bestTime) {
                best = m;
                bestTime = time;
            }
        }
    }
    if (best < 0) {
        return std::nullopt;
    }
    return moverContact(i, best, remaining);
}

std::optional<TickSolver::Candidate> TickSolver::moverContact(int i, int m,
                                                              double remaining) const {
    const Trajectory& path = trajectory(i);
    std::vector<Trajectory::MoverHit>& hits = path.moverHits;
    if (hits.size() != level_.movers.size()) {
        hits.assign(level_.movers.size(), {});
    }
    const Trajectory::MoverHit& search = hits[static_cast<std::size_t>(m)];
    const double now = pieceNow(i);
    const double until = now + remaining;
    searchMover(path, m, until);
    if (!search.hit || search.time > until) {
        return std::nullopt;
    }
    return Candidate{.time = std::clamp(search.time - now, 0.0, remaining),
                     .kind = Kind::Mover,
                     .ball = i,
                     .other = m,
                     .normal = search.normal,
                     .contact = search.centre,
                     .pieceTime = search.time,
                     .curve = path.curve.get(),
                     .surfaceVelocity = search.surfaceVelocity};
}

double TickSolver::searchMovers(int i, double until) const {
    const Trajectory& path = trajectory(i);
    if (path.moverHits.size() != level_.movers.size()) {
        return 0; // not searched on this piece
    }
    // Past a contact found already nothing needs looking at.
    for (const Trajectory::MoverHit& search : path.moverHits) {
        if (search.hit) {
            until = std::min(until, search.time);
        }
    }
    for (int m = 0; m < static_cast<int>(level_.movers.size()); ++m) {
        searchMover(path, m, until);
    }
    return moverTime(i);
}

void TickSolver::searchMover(const Trajectory& path, int m, double until) const {
    Trajectory::MoverHit& search = path.moverHits[static_cast<std::size_t>(m)];
    if (search.hit) {
        return;
    }
    const Mover& mover = level_.movers[static_cast<std::size_t>(m)];
    if (search.coveredTo == 0 && outOfReach(path, mover)) {
        search.coveredTo = pieceEnd(path); // no contact on the whole piece
        return;
    }
    // A contact exactly at `until` (a window's end) is the window's, as the quiet skip, which
    // searches past it, finds it: a search covered to `until` and no further looks on. A chunk
    // finds a contact at its start, not always one at its end.
    if (search.coveredTo > until) {
        return; // searched far enough already (the piece's end is not needed)
    }
    const double end = pieceEnd(path);
    // A straight rolling piece's centres, as clearOfMover's positionAfter computes them (the
    // same bits), with its direction and stop time worked out once: a chunk's end is the next
    // chunk's start.
    const bool straight = !path.curve && path.moving();
    const double speed = straight ? length(path.velocity) : 0;
    const Vec2 direction = straight ? path.velocity / speed : Vec2{};
    const double stop = straight ? stopTime(speed, path.decel) : 0;
    const auto centreAt = [&](double t) {
        return speed == 0 ? path.origin
                          : path.origin + direction * distanceAfter(speed, path.decel, t, stop);
    };
    // The touch the search counts (moverContactGap) and rounding, with room to spare (as
    // clearOfMover).
    const double reach = level_.ballRadius + 1e-6;
    Vec2 start = straight ? centreAt(search.coveredTo) : Vec2{};
    while (!search.hit && search.coveredTo <= until && search.coveredTo < end) {
        const double from = search.coveredTo;
        const double to = std::min(std::floor(from / moverChunk) * moverChunk + moverChunk, end);
        if (straight) {
            // clearOfMover(path, level_.ballRadius, mover, from, to), its centres reused.
            const Vec2 finish = centreAt(to);
            const bool clear = sweptBoxClearance(mover, start, finish) > reach;
            start = finish;
            if (clear) {
                search.coveredTo = to; // what the search would find: no contact in the chunk
                continue;
            }
        } else if (path.curve) {
            // A curved piece's chunk: the box of the steps over it (curveWindowBounds), clear
            // of the swept region by the same reach, holds no contact.
            const SlopePath::Box box = curveWindowBounds(*path.curve, from, to);
            if (sweptClearanceOfBox(mover, box.min, box.max) > reach) {
                search.coveredTo = to;
                continue;
            }
        }
        if (path.moving()) {
            search.unclearFrom = std::min(search.unclearFrom, from); // noted if rolled past
        } else {
            memory_.clockRead = true; // a ball at rest within reach: where the mover is matters
        }
        const std::optional<MoverContact> contact =
            firstMoverContact(path, path.clock, level_.ballRadius, mover, from, to);
        search.coveredTo = to;
        if (contact) {
            search = {.coveredTo = to,
                      .hit = true,
                      .time = contact->pieceTime,
                      .centre = contact->centre,
                      .normal = contact->normal,
                      .surfaceVelocity = contact->surfaceVelocity};
        }
    }
}

void TickSolver::noteUnclearRoll(int i) {
    const Trajectory& path = trajectory(i);
    if (memory_.clockRead || path.moverHits.size() != level_.movers.size()) {
        return;
    }
    const double now = pieceNow(i);
    for (std::size_t m = 0; m < path.moverHits.size(); ++m) {
        const double from = path.moverHits[m].unclearFrom;
        // The stretch rolled since the search lost its proof (reached, even if not rolled on:
        // a contact at its very start), proved clear after all or not.
        if (from <= now &&
            !rolledClearOfMover(path, level_.ballRadius, level_.movers[m], from, now)) {
            memory_.clockRead = true;
            return;
        }
    }
}

int TickSolver::rapidContactsNow(int i) const {
    return pieceNow(i) <= squeezeWindow ? trajectory(i).rapidContacts + 1 : 0;
}

void TickSolver::squeeze(int i, Vec2 at) {
    Ball& ball = balls_[static_cast<std::size_t>(i)];
    trajectory(i) = startPiece(level_, at, {});
    ball.position = at;
    ball.velocity = {};
    ball.inPlay = false;
    memory_.settled = false;
    events_.push_back({.type = EventType::Squeezed, .ball = i, .position = at, .time = now_});
}

void TickSolver::resolveMover(const Candidate& candidate) {
    memory_.clockRead = true; // the mover was there then
    const int i = candidate.ball;
    const int rapid = rapidContactsNow(i);
    if (rapid >= maxRapidContacts) {
        squeeze(i, candidate.contact);
        return;
    }
    const Trajectory& path = trajectory(i);
    const Vec2 before = !path.moving() ? Vec2{}
                        : path.curve
                            ? path.curve->velocity(candidate.pieceTime)
                            : velocityAfter(path.velocity, path.decel, candidate.pieceTime);
    const Vec2 after = moverBounce(before, candidate.normal, candidate.surfaceVelocity,
                                   level_.physics.moverRestitution);
    const double approach = dot(candidate.surfaceVelocity - before, candidate.normal);
    events_.push_back({.type = EventType::MoverHit,
                       .ball = i,
                       .other = candidate.other,
                       .position = candidate.contact,
                       .normal = candidate.normal,
                       .speed = std::max(approach, 0.0),
                       .time = now_});
    // A new piece that forgets the wall or ball it was leaving: the mover may push it back
    // into that very wall at distance zero, which must then be a contact (a squeeze).
    setPiece(trajectory(i), piece(candidate.contact, after));
    trajectory(i).rapidContacts = rapid;
    sample(i);
    if (!moving(i)) {
        events_.push_back(
            {.type = EventType::Stopped, .ball = i, .position = candidate.contact, .time = now_});
    }
}

} // namespace golf
