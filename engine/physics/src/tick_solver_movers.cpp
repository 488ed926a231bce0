// The tick solver's movers (SPEC section 2, "Moving and special elements"): each ball's first
// contact with each mover, from the certified search of mover_contact.hpp run on canonical
// chunks of the ball's piece and kept with the piece, and the bounce off the mover's surface.

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

bool TickSolver::clearOfMovers() const {
    const double r = level_.ballRadius;
    for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
        if (!balls_[static_cast<std::size_t>(i)].inPlay) {
            continue;
        }
        const Trajectory& path = trajectory(i);
        Vec2 low = path.origin;
        Vec2 high = path.origin;
        if (path.curve) {
            return false;
        }
        if (path.moving()) {
            const double speed = length(path.velocity);
            if (!(path.decel > 0)) {
                return false; // it never stops: it may reach any mover
            }
            const Vec2 end =
                path.origin + path.velocity / speed *
                                  distanceAfter(speed, path.decel, stopTime(speed, path.decel));
            low = {std::min(low.x, end.x), std::min(low.y, end.y)};
            high = {std::max(high.x, end.x), std::max(high.y, end.y)};
        }
        for (const Mover& mover : level_.movers) {
            const SweptBounds swept = sweptBounds(mover);
            if (low.x - r <= swept.high.x && high.x + r >= swept.low.x &&
                low.y - r <= swept.high.y && high.y + r >= swept.low.y) {
                return false;
            }
        }
    }
    return true;
}

std::optional<TickSolver::Candidate> TickSolver::moverContact(int i, double remaining) const {
    std::optional<Candidate> best;
    for (int m = 0; m < static_cast<int>(level_.movers.size()); ++m) {
        std::optional<Candidate> c = moverContact(i, m, remaining);
        if (c && (!best || c->time < best->time)) {
            best = c;
        }
    }
    return best;
}

std::optional<TickSolver::Candidate> TickSolver::moverContact(int i, int m,
                                                              double remaining) const {
    const Trajectory& path = trajectory(i);
    std::vector<Trajectory::MoverHit>& hits = path.moverHits;
    if (hits.size() != level_.movers.size()) {
        hits.assign(level_.movers.size(), {});
    }
    Trajectory::MoverHit& search = hits[static_cast<std::size_t>(m)];
    const double now = pieceNow(i);
    const double until = now + remaining;
    const double end = pieceEnd(path);
    const Mover& mover = level_.movers[static_cast<std::size_t>(m)];
    while (!search.hit && search.coveredTo < until && search.coveredTo < end) {
        const double from = search.coveredTo;
        const double to = std::min(std::floor(from / moverChunk) * moverChunk + moverChunk, end);
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
    trajectory(i) = piece(candidate.contact, after);
    trajectory(i).rapidContacts = rapid;
    sample(i);
    if (!moving(i)) {
        events_.push_back(
            {.type = EventType::Stopped, .ball = i, .position = candidate.contact, .time = now_});
    }
}

} // namespace golf
