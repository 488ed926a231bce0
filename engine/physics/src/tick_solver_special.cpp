// The tick solver's special elements of level format 3 (SPEC section 2, "Moving and special
// elements"): the bounce off a wall of any restitution (a bumper's capped), and teleports: the
// search for a piece's entry into a from disc and the move to the exit.

#include "curve_contact.hpp"
#include "free_spot.hpp"
#include "golf/core/surface.hpp"
#include "motion.hpp"
#include "sweep.hpp"
#include "tick_solver.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

namespace golf {

// A wall (e <= 1) keeps the expression the physics always had, to the bit. A bumper (e > 1)
// gives back e times the incoming normal speed, but never a speed above the cap: then the
// outgoing normal speed is the one whose speed, with the tangential part kept, is the cap
// exactly, sqrt(cap^2 - |tangential|^2). The cap is maxShotSpeed, or the incoming speed if
// that is higher already (a bumper never slows a ball more than an elastic wall: the outgoing
// normal speed is at least the incoming one).
Vec2 TickSolver::bumperBounce(Vec2 velocity, Vec2 n, double normalSpeed, double e) const {
    GOLF_ASSERT(e > 1);
    const Vec2 tangential = velocity - n * normalSpeed;
    const double cap = std::max(level_.physics.maxShotSpeed, length(velocity));
    const double room = std::sqrt(std::max(cap * cap - dot(tangential, tangential), 0.0));
    const double outgoing = std::min(e * -normalSpeed, std::max(room, -normalSpeed));
    return tangential + n * outgoing;
}

// Like the cup, a piece's first entry is found once over the whole piece from its anchor (the
// same whichever tick asks), and kept (Trajectory::teleport); the earliest of the teleports,
// the lower index among equals.
std::optional<TickSolver::Candidate> TickSolver::teleportEntry(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    if (!path.teleport) {
        std::optional<Trajectory::TeleportHit> best;
        for (std::size_t k = 0; k < level_.teleports.size(); ++k) {
            const Teleport& teleport = level_.teleports[k];
            std::optional<double> at;
            if (path.curve) {
                at =
                    curveDiscEntry(*path.curve, path.curve->end(), teleport.entry, teleport.radius);
            } else {
                const double speed = length(path.velocity);
                const double end = path.decel > 0 ? speed * speed / (2 * path.decel)
                                                  : std::numeric_limits<double>::infinity();
                at = sweepDiscEntry(path.origin, path.velocity / speed, end, teleport.entry,
                                    teleport.radius);
            }
            if (at && (!best || *at < best->at)) {
                best = Trajectory::TeleportHit{*at, static_cast<std::uint32_t>(k)};
            }
        }
        path.teleport = best;
    }
    const std::optional<Trajectory::TeleportHit>& hit = *path.teleport;
    if (!hit) {
        return std::nullopt;
    }
    if (path.curve) {
        if (hit->at - path.elapsed > remaining) {
            return std::nullopt;
        }
        return Candidate{.time = std::clamp(hit->at - path.elapsed, 0.0, remaining),
                         .kind = Kind::Teleport,
                         .ball = i,
                         .feature = hit->index,
                         .contact = path.curve->position(hit->at),
                         .pieceTime = hit->at,
                         .curve = path.curve.get()};
    }
    const double speed = length(path.velocity);
    if (hit->at > distanceAfter(speed, path.decel, path.elapsed + remaining)) {
        return std::nullopt;
    }
    const double time = timeToTravel(speed, path.decel, hit->at) - path.elapsed;
    return Candidate{.time = std::clamp(time, 0.0, remaining),
                     .kind = Kind::Teleport,
                     .ball = i,
                     .feature = hit->index,
                     .distance = hit->at,
                     .contact = path.origin + path.velocity / speed * hit->at};
}

// The ball goes on from the exit (or the free spot nearest it, other balls where they are at
// this instant) with the speed it entered with, in its own direction or the exit angle's: a
// new piece that leaves nothing behind (no wall, no ball).
void TickSolver::resolveTeleport(const Candidate& candidate) {
    const int i = candidate.ball;
    if (!moving(i)) {
        return; // it stopped on the rim: it never went in
    }
    const Trajectory& path = trajectory(i);
    Vec2 velocity;
    if (candidate.curve) {
        velocity = candidate.curve->velocity(candidate.pieceTime);
    } else {
        const double speed = length(path.velocity);
        const double left =
            speed - path.decel * timeToTravel(speed, path.decel, candidate.distance);
        velocity = left > 0 ? path.velocity / speed * left : Vec2{};
    }
    const Teleport& teleport = level_.teleports[candidate.feature];
    const double speed = length(velocity);
    const Vec2 out = teleport.exitAngle ? directionOfAngle(*teleport.exitAngle) * speed : velocity;
    std::vector<Vec2> others;
    for (int k = 0; k < static_cast<int>(balls_.size()); ++k) {
        if (k != i && balls_[static_cast<std::size_t>(k)].inPlay) {
            others.push_back(trajectory(k).positionAfter(0));
        }
    }
    const FreeSpot exit = findFreeSpot(level_, teleport.exit, others, tickClock_ + now_);
    // The exit avoids movers: where they are matters if one may reach a spot it tried.
    memory_.clockRead = memory_.clockRead || exit.clockMattered;
    const Vec2 spot = exit.centre;
    trajectory(i) = piece(spot, out);
    sample(i);
    events_.push_back({.type = EventType::Teleported,
                       .ball = i,
                       .other = static_cast<int>(candidate.feature),
                       .position = candidate.contact,
                       .speed = speed,
                       .time = now_});
    if (!moving(i)) {
        events_.push_back({.type = EventType::Stopped, .ball = i, .position = spot, .time = now_});
    }
}

} // namespace golf
