// The tick solver's slope events: the searches of a ball on a curved piece (its wall, cup,
// surface crossing, the piece's end and the end of the face or edge that holds it) and their
// responses. A curved piece's events are found once over the whole piece, as piece times.

#include "curve_contact.hpp"
#include "slope_roll.hpp"
#include "tick_solver.hpp"
#include "tick_solver_shared.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <utility>

namespace golf {

using tick::queryMargin;
using tick::stillSinceStart;

namespace {

// A bounce off a face that a slope presses the ball into, whose flight would leave the face by
// at most this (tiles), ends the shrinking bounces: the ball slides along the face. What is
// left of the series is shorter than 2 e w / (G (1 - e)) seconds and within this of the face.
constexpr double wallSlideDeparture = 1e-9;

// The swings of a ball across an edge whose two slopes push towards it from both sides (a
// valley, a gutter) shrink without end; once the next swing would reach at most this far
// (tiles) the ball rides the edge (rideEdge): the rest of the series is summed away.
constexpr double edgeRideReach = 1e-9;

// Consecutive crossings at a piece's start (no motion between) before the ball is held.
constexpr int maxZeroCrossings = 4;

// How far a search of a curved piece must look once another of its events is known at piece
// time `time`, which ends the piece: the end of the step after the one that holds `time` (the
// piece's end if none). Each search looks at whole steps and keeps the first root in its window,
// so over a window that ends there it finds every event at or before `time` as over the whole
// piece (the steps up to it searched on the same windows), and any it finds later than `time`
// loses to that event as before: the same earliest event, for less work.
double searchLimit(const SlopePath& curve, double time) {
    const std::size_t count = curve.stepCount();
    for (std::size_t k = 0; k + 1 < count; ++k) {
        if (std::min(curve.stepStart(k) + curve.step(k).length, curve.end()) >= time) {
            return std::min(curve.stepStart(k + 1) + curve.step(k + 1).length, curve.end());
        }
    }
    return curve.end();
}

} // namespace

// The searches of a curved piece look at the window [elapsed, elapsed + remaining] of the piece
// (seconds since its start): every root is a root of the piece's own polynomials, the same
// whichever tick asks.
std::optional<TickSolver::Candidate> TickSolver::curveWallContact(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const SlopePath& curve = *path.curve;
    if (!path.curveWall) {
        // The first contact over the whole piece, once: the same as asking tick by tick, as
        // every root is searched on whole steps. Where the piece first enters another surface
        // is found first (curveCrossing's search, kept): no contact after it matters.
        double limit = curve.end();
        if (!path.ride && level_.floorAt(path.tile.col, path.tile.row) != Floor::Water) {
            if (!path.crossing) {
                path.crossing = firstSurfaceCrossing(level_, curve, path.tile);
            }
            if (const std::optional<SurfaceCrossing>& crossing = *path.crossing) {
                limit = searchLimit(curve, crossing->time);
            }
        }
        const double r = level_.ballRadius;
        const SlopePath::Box box = curveWindowBounds(curve, 0, limit);
        const double pad = r + queryMargin;
        boundary_.featuresNear({box.min.x - pad, box.min.y - pad},
                               {box.max.x + pad, box.max.y + pad}, features_);
        std::optional<Trajectory::CurveWallHit> best;
        for (const std::uint32_t id : features_) {
            if (path.support && id == path.support->feature) {
                continue; // the face it slides along holds it: no contact
            }
            const bool corner = boundary_.isCorner(id);
            const double to = best ? best->time : limit;
            const std::optional<double> t =
                corner ? curveCornerContact(curve, 0, to, r, boundary_.cornerPoint(id))
                : boundary_.isGate(id)
                    ? curveGateContact(curve, 0, to, r, boundary_.segment(id))
                    : curveSegmentContact(curve, 0, to, r, boundary_.segment(id));
            // The face whose end it has just slid past is not met again at the piece's start
            // (its convex corner is, as a ball the slope pulls round it touches it at once).
            if (!t || (*t == 0 && id == path.passedFaceEnd)) {
                continue;
            }
            if (!best || *t < best->time) {
                best = Trajectory::CurveWallHit{*t, id};
            }
        }
        path.curveWall = best;
    }
    const std::optional<Trajectory::CurveWallHit>& hit = *path.curveWall;
    if (!hit || hit->time - path.elapsed > remaining) {
        return std::nullopt;
    }
    const Vec2 contact = curve.position(hit->time);
    Vec2 normal;
    if (boundary_.isCorner(hit->feature)) {
        const Vec2 offset = contact - boundary_.cornerPoint(hit->feature);
        normal = offset / length(offset);
    } else {
        normal = boundary_.segment(hit->feature).normal;
    }
    return Candidate{.time = std::clamp(hit->time - path.elapsed, 0.0, remaining),
                     .kind = Kind::Wall,
                     .ball = i,
                     .feature = hit->feature,
                     .normal = normal,
                     .contact = contact,
                     .pieceTime = hit->time,
                     .curve = &curve};
}

std::optional<TickSolver::Candidate> TickSolver::curveCupContact(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const SlopePath& curve = *path.curve;
    if (!path.curveCup) {
        // Not past the wall contact or the surface crossing, where found (searchLimit).
        double until = curve.end();
        if (path.curveWall && *path.curveWall) {
            until = std::min(until, (*path.curveWall)->time);
        }
        if (path.crossing && *path.crossing) {
            until = std::min(until, (*path.crossing)->time);
        }
        const double limit = until < curve.end() ? searchLimit(curve, until) : curve.end();
        path.curveCup = curveCupCapture(curve, 0, limit, level_.cup, level_.cupRadius,
                                        level_.physics.captureSpeed);
    }
    const std::optional<double>& t = *path.curveCup;
    if (!t || *t - path.elapsed > remaining) {
        return std::nullopt;
    }
    return Candidate{.time = std::clamp(*t - path.elapsed, 0.0, remaining),
                     .kind = Kind::Cup,
                     .ball = i,
                     .contact = curve.position(*t),
                     .pieceTime = *t,
                     .curve = &curve};
}

std::optional<TickSolver::Candidate> TickSolver::curveCrossing(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const SlopePath& curve = *path.curve;
    if (level_.floorAt(path.tile.col, path.tile.row) == Floor::Water) {
        return Candidate{.time = 0,
                         .kind = Kind::Floor,
                         .ball = i,
                         .contact = path.positionAfter(0),
                         .floor = Floor::Water,
                         .pieceTime = path.elapsed,
                         .tile = path.tile,
                         .curve = &curve};
    }
    if (path.ride) {
        return std::nullopt; // a ride ends at the next seam along its edge (supportEnd)
    }
    if (!path.crossing) {
        path.crossing = firstSurfaceCrossing(level_, curve, path.tile);
    }
    const std::optional<SurfaceCrossing>& crossing = *path.crossing;
    if (!crossing || crossing->time - path.elapsed > remaining) {
        return std::nullopt;
    }
    return Candidate{.time = std::clamp(crossing->time - path.elapsed, 0.0, remaining),
                     .kind = Kind::Floor,
                     .ball = i,
                     .contact = crossing->point,
                     .floor = level_.floorAt(crossing->tile.col, crossing->tile.row),
                     .pieceTime = crossing->time,
                     .tile = crossing->tile,
                     .curve = &curve};
}

std::optional<TickSolver::Candidate> TickSolver::curveEnd(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    const SlopePath& curve = *path.curve;
    if (curve.end() - path.elapsed > remaining) {
        return std::nullopt;
    }
    return Candidate{.time = std::clamp(curve.end() - path.elapsed, 0.0, remaining),
                     .kind = Kind::PieceEnd,
                     .ball = i,
                     .contact = curve.position(curve.end()),
                     .pieceTime = curve.end(),
                     .curve = &curve};
}

// A ball sliding along a face leaves it where its centre passes the face's end (a convex
// corner: a concave one is met as a contact with the next face first). A ball riding an edge
// meets new tiles on either side at the next seam along it.
std::optional<TickSolver::Candidate> TickSolver::supportEnd(int i, double remaining) const {
    const Trajectory& path = trajectory(i);
    if (!path.support && !path.ride) {
        return std::nullopt;
    }
    const SlopePath& curve = *path.curve;
    if (!path.supportEnd && path.ride) {
        const Vec2 t = path.ride->axis == 0 ? Vec2{0, 1} : Vec2{1, 0};
        const Vec2 start = curve.velocity(0);
        const bool forward =
            hasDirection(start) ? dot(start, t) > 0 : dot(curve.field().push, t) > 0;
        const double at = dot(curve.position(0), t);
        const double seam = forward ? std::floor(at) + 1 : std::ceil(at) - 1;
        path.supportEnd = curve.firstTimeOnLine(t, seam);
    }
    if (!path.supportEnd) {
        const Segment face = boundary_.segment(path.support->feature);
        const Vec2 t = face.tangent;
        // The slide is straight along the face, one way (it ends where it stops): the end it
        // moves towards.
        const Vec2 start = curve.velocity(0);
        const bool forward =
            hasDirection(start) ? dot(start, t) > 0 : dot(curve.field().push, t) > 0;
        const double line = dot(t, face.start) + (forward ? face.length : 0);
        path.supportEnd = curve.firstTimeOnLine(t, line);
    }
    const std::optional<double>& end = *path.supportEnd;
    if (!end || *end - path.elapsed > remaining) {
        return std::nullopt;
    }
    return Candidate{.time = std::clamp(*end - path.elapsed, 0.0, remaining),
                     .kind = Kind::SupportEnd,
                     .ball = i,
                     .feature = path.support->feature,
                     .contact = curve.position(*end),
                     .pieceTime = *end,
                     .curve = &curve};
}

// A bounce on a slope. Where the slope presses the ball into a face, the bounces shrink (by e
// per bounce, and more with the floor's deceleration) without end in a finite time: once a
// flight would leave the face by at most wallSlideDeparture, the ball slides along the face
// instead (or rests against it: restAgainstWall), which is where the series ends.
void TickSolver::resolveCurveWall(const Candidate& candidate) {
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const Vec2 velocity = candidate.curve->velocity(candidate.pieceTime);
    const Vec2 n = candidate.normal;
    const double normalSpeed = std::min(dot(velocity, n), 0.0); // negative: into the wall
    const double e = restitutionOf(candidate.feature);
    // A ball riding an edge moves under the mix of the two tiles' fields (rideEdge).
    const Vec2 push = path.ride ? candidate.curve->field().push : fieldAt(level_, path.tile).push;
    const double press = -dot(push, n);
    // A bumper's outgoing normal speed is bounce's (capped); a wall's is e times the incoming.
    const double outgoing = e <= 1 ? e * -normalSpeed : dot(bounce(velocity, n, normalSpeed, e), n);
    const bool settles = press > 0 && outgoing * outgoing <= 2 * press * wallSlideDeparture;
    const bool corner = boundary_.isCorner(candidate.feature);
    const bool wasMoving = moving(i);
    const int inPlace = stillSinceStart(path) || (settles && corner) ? path.contactsInPlace + 1 : 0;
    std::optional<WallSupport> support;
    Vec2 after = bounce(velocity, n, normalSpeed, e);
    if (settles) {
        after = velocity - n * normalSpeed; // no flight off the wall: along it
        if (!corner) {
            support = WallSupport{candidate.feature, n};
        }
    }
    std::optional<Trajectory> ride;
    if (path.ride) {
        // Riding an edge: bounce back along it, or, pressed in, lie still against the wall.
        ride = settles ? startPiece(level_, candidate.contact, {})
                       : rideEdge(level_, candidate.contact, after);
    }
    leaveWall(candidate, ride ? *std::move(ride) : piece(candidate.contact, after, support),
              normalSpeed, inPlace);
    if (inPlace >= maxContactsInPlace && moving(i)) {
        stopBall(i); // wedged, or pulled round a corner slower than it can follow
    } else if (wasMoving && !moving(i)) {
        events_.push_back(
            {.type = EventType::Stopped, .ball = i, .position = candidate.contact, .time = now_});
    }
}

// A curved piece enters another surface: a new piece from the crossing point with the velocity
// there. A ball swinging across an edge that both sides push it back to comes back smaller
// each time: once a swing would reach at most edgeRideReach, it rides the edge.
void TickSolver::resolveCurveFloor(const Candidate& candidate) {
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const Vec2 velocity = candidate.curve->velocity(candidate.pieceTime);
    const int zero = candidate.pieceTime == 0 ? path.zeroCrossings + 1 : 0;
    if (zero > maxZeroCrossings) {
        restAt(i, candidate.contact);
        return;
    }
    const TileIndex from = path.tile;
    const TileIndex into = candidate.tile;
    std::optional<Trajectory> next;
    if ((from.col != into.col) != (from.row != into.row)) {
        // Across one edge: m points from the tile left into the tile entered.
        const Vec2 m = from.col != into.col ? Vec2{into.col > from.col ? 1.0 : -1.0, 0}
                                            : Vec2{0, into.row > from.row ? 1.0 : -1.0};
        const SlopeField entered = fieldAt(level_, into);
        const double back = -dot(entered.push, m);
        const double across = dot(velocity, m);
        if (back > 0 && across * across <= 2 * (back + entered.decel) * edgeRideReach) {
            next = rideEdge(level_, candidate.contact, velocity);
        }
    }
    Trajectory on = next ? *std::move(next) : piece(candidate.contact, velocity, path.support);
    on.zeroCrossings = zero;
    goOn(i, std::move(on), candidate.contact);
}

void TickSolver::resolvePieceEnd(const Candidate& candidate) {
    if (!candidate.curve) {
        return; // a straight piece's stop that rolls on: advance() started the new piece
    }
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const Vec2 velocity = candidate.curve->velocity(candidate.pieceTime);
    Trajectory next = piece(candidate.contact, velocity, path.support);
    next.contactsInPlace = stillSinceStart(path) ? path.contactsInPlace : 0;
    goOn(i, std::move(next), candidate.contact);
}

void TickSolver::resolveSupportEnd(const Candidate& candidate) {
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const Vec2 velocity = candidate.curve->velocity(candidate.pieceTime);
    if (path.ride) {
        // At a seam along the edge: on the edge exactly, at the seam exactly; ride on between
        // the next two tiles if they too push towards the edge, else roll off freely.
        const EdgeRide ride = *path.ride;
        Vec2 at = candidate.contact;
        (ride.axis == 0 ? at.x : at.y) = ride.line;
        Vec2 along = ride.axis == 0 ? Vec2{0, velocity.y} : Vec2{velocity.x, 0};
        (ride.axis == 0 ? at.y : at.x) = std::round(ride.axis == 0 ? at.y : at.x);
        const int lastBall = path.lastBall;
        std::optional<Trajectory> next = rideEdge(level_, at, along);
        setPiece(path, next ? *std::move(next) : piece(at, along));
        path.lastBall = lastBall;
        sample(i);
        if (!moving(i)) {
            events_.push_back(
                {.type = EventType::Stopped, .ball = i, .position = at, .time = now_});
        }
        return;
    }
    const int inPlace = candidate.pieceTime == 0 ? path.contactsInPlace + 1 : 0;
    const int lastBall = path.lastBall;
    setPiece(path, piece(candidate.contact, velocity));
    path.lastWall = candidate.feature;
    path.passedFaceEnd = candidate.feature;
    path.lastBall = lastBall;
    path.contactsInPlace = inPlace;
    sample(i);
    if (inPlace >= maxContactsInPlace && moving(i)) {
        stopBall(i);
    } else if (!moving(i)) {
        events_.push_back(
            {.type = EventType::Stopped, .ball = i, .position = candidate.contact, .time = now_});
    }
}

void TickSolver::restAt(int i, Vec2 position) {
    trajectory(i) = startPiece(level_, position, {});
    sample(i);
    events_.push_back({.type = EventType::Stopped, .ball = i, .position = position, .time = now_});
}

} // namespace golf
