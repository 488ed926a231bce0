// The tick solver's responses to the events of straight pieces: a wall or corner bounce, a
// contact of two balls (and of a cluster of touching balls at once), the cup, another floor and
// water. The responses on a slope are in tick_solver_slope.cpp.

#include "golf/core/constants.hpp"
#include "motion.hpp"
#include "tick_solver.hpp"
#include "tick_solver_shared.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace golf {

using tick::stillSinceStart;

void TickSolver::resolve(const Candidate& candidate) {
    if (candidate.kind != Kind::BallContact &&
        trajectory(candidate.ball).curve.get() != candidate.curve) {
        return; // the ball's piece changed at this instant (a stop that rolls on): stale
    }
    switch (candidate.kind) {
    case Kind::Wall:
        if (candidate.curve) {
            resolveCurveWall(candidate);
        } else {
            resolveWall(candidate);
        }
        break;
    case Kind::BallContact:
        resolveBalls(candidate);
        break;
    case Kind::Cup:
        resolveCup(candidate);
        break;
    case Kind::Floor:
        if (!moving(candidate.ball)) {
            break; // it stopped on the edge: the centre never entered the next tile
        }
        if (candidate.floor == Floor::Water) {
            resolveWater(candidate);
        } else if (candidate.curve) {
            resolveCurveFloor(candidate);
        } else {
            resolveFloor(candidate);
        }
        break;
    case Kind::PieceEnd:
        resolvePieceEnd(candidate);
        break;
    case Kind::SupportEnd:
        resolveSupportEnd(candidate);
        break;
    case Kind::Teleport:
        resolveTeleport(candidate);
        break;
    case Kind::Mover:
        resolveMover(candidate);
        break;
    }
}

void TickSolver::resolveWall(const Candidate& candidate) {
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const double decel = path.decel;
    // The velocity where the path meets the wall, from the exact distance along it (the time
    // to it is wallContact's timeToTravel(speed, decel, distance), kept in the candidate).
    const double speed = length(path.velocity);
    const double left = speed - decel * candidate.pieceTime;
    const Vec2 velocity = speed > 0 && left > 0 ? path.velocity / speed * left : Vec2{};
    const Vec2 n = candidate.normal;
    const double normalSpeed = dot(velocity, n); // negative: moving into the wall
    const Vec2 after = bounce(velocity, n, normalSpeed, restitutionOf(candidate.feature));
    const int inPlace = candidate.distance == 0 ? path.contactsInPlace + 1 : 0;
    if (level_.surfaceIndex.empty()) {
        // Grass everywhere: piece() is Trajectory::at on grass (startPiece), made in place, as
        // leaveWall leaves it.
        const int rapid = rapidContactsNow(i);
        path.restartAt(candidate.contact, after, Floor::Grass, level_.physics.rollingDeceleration);
        path.lastWall = candidate.feature;
        path.contactsInPlace = inPlace;
        path.rapidContacts = rapid;
        leftWall(candidate, normalSpeed);
    } else {
        leaveWall(candidate, piece(candidate.contact, after), normalSpeed, inPlace);
    }
    if (inPlace >= maxContactsInPlace && moving(i)) {
        stopBall(i); // wedged: every way on is into a wall
    }
}

// The ball goes on from a wall contact in `next`, leaving that wall (lastWall), with its count
// of contacts in place; the WallHit event reports the speed it met the wall with.
void TickSolver::leaveWall(const Candidate& candidate, Trajectory next, double normalSpeed,
                           int inPlace) {
    const int i = candidate.ball;
    next.lastWall = candidate.feature;
    next.contactsInPlace = inPlace;
    next.rapidContacts = rapidContactsNow(i);
    setPiece(trajectory(i), std::move(next));
    leftWall(candidate, normalSpeed);
}

void TickSolver::leftWall(const Candidate& candidate, double normalSpeed) {
    const int i = candidate.ball;
    // A ball left at rest is sampled now, as a tick that ends settled samples its movers alone
    // (run); one that rolls on is sampled where the tick ends (or where it stops), which
    // overwrites anything sampled here.
    if (!trajectory(i).moving()) {
        sample(i);
    }
    appendTickEvent(events_, {.type = EventType::WallHit,
                              .ball = i,
                              .position = candidate.contact,
                              .normal = candidate.normal,
                              .speed = -normalSpeed,
                              .time = now_});
}

void TickSolver::resolveBalls(const Candidate& candidate) {
    const int i = candidate.ball;
    const int j = candidate.other;
    // Where the search found the contact on each piece (curved pieces: without the tick grid),
    // else where the advance to it left them.
    const auto where = [&](int k, double pieceTime) {
        const Trajectory& path = trajectory(k);
        if (!candidate.pieceTimes || !path.moving()) {
            return std::pair{path.positionAfter(0), path.velocityAfter(0)};
        }
        return std::pair{path.positionAt(pieceTime), path.velocityAt(pieceTime)};
    };
    const auto [pa, velocityA] = where(i, candidate.pieceTime);
    const auto [pb, velocityB] = where(j, candidate.otherPieceTime);
    Vec2 va = velocityA;
    Vec2 vb = velocityB;
    // From a to b. Centres that coincide (possible only by rounding) have no line between
    // them: the impulse then acts along the relative velocity.
    const double gap = length(pb - pa);
    const Vec2 relative = va - vb;
    const Vec2 n = gap > 0                ? (pb - pa) / gap
                   : length(relative) > 0 ? relative / length(relative)
                                          : Vec2{1, 0};
    const double approach = dot(va - vb, n);
    const bool wasMoving[2] = {moving(i), moving(j)};
    const bool again = trajectory(i).lastBall == j && trajectory(j).lastBall == i;
    if (approach <= 0 || (again && approach <= restingContactSpeed)) {
        // Resting contact: roll on together. The mean keeps the momentum and never adds energy.
        va = vb = (va + vb) / 2;
    } else {
        // Equal masses: an impulse along the line of centres.
        const double impulse = (1 + level_.physics.ballRestitution) * approach / 2;
        va = va - n * impulse;
        vb = vb + n * impulse;
    }
    // Contacts at the same instant, without moving in between, count as in place (as wall
    // contacts do): a ball a slope presses into another that rests against a wall would
    // otherwise trade ever smaller impulses with it and the wall without end.
    // On a slope, balls that a push keeps pressed together meet again and again with no speed
    // to part: each such resting contact counts as in place too.
    const bool pressed = (trajectory(i).curve || trajectory(j).curve) &&
                         (approach <= 0 || (again && approach <= restingContactSpeed));
    const auto still = [&](int k, Vec2 at) {
        const Trajectory& path = trajectory(k);
        return candidate.pieceTimes && path.curve
                   ? length(at - path.curve->position(0)) <= tick::inPlaceDistance
                   : stillSinceStart(path);
    };
    const int inPlaceI = still(i, pa) || pressed ? trajectory(i).contactsInPlace + 1 : 0;
    const int inPlaceJ = still(j, pb) || pressed ? trajectory(j).contactsInPlace + 1 : 0;
    const int rapid = std::max(rapidContactsNow(i), rapidContactsNow(j));
    trajectory(i) = piece(pa, va);
    trajectory(j) = piece(pb, vb);
    trajectory(i).rapidContacts = rapid;
    trajectory(j).rapidContacts = rapid;
    trajectory(i).lastBall = j;
    trajectory(j).lastBall = i;
    trajectory(i).contactsInPlace = inPlaceI;
    trajectory(j).contactsInPlace = inPlaceJ;
    sample(i);
    sample(j);
    appendTickEvent(events_, {.type = EventType::BallHit,
                              .ball = i,
                              .other = j,
                              .position = pa,
                              .normal = -n,
                              .speed = std::max(approach, 0.0),
                              .time = now_});
    for (const int k : {i, j}) {
        if (wasMoving[k == i ? 0 : 1] && !moving(k)) {
            appendTickEvent(events_, {.type = EventType::Stopped,
                                      .ball = k,
                                      .position = trajectory(k).origin,
                                      .time = now_});
        }
    }
    resolveTouchingCluster(i, j);
    // Held where they are, pressed between balls and walls: both, as the one still free would
    // press into the held one again at once.
    if (trajectory(i).contactsInPlace >= maxContactsInPlace ||
        trajectory(j).contactsInPlace >= maxContactsInPlace) {
        for (const int k : {i, j}) {
            if (moving(k)) {
                stopBall(k);
            }
        }
    }
}

namespace {

// Grows `cluster` (the two balls of a contact) to every ball in play within `reach` (tiles,
// centre to centre) of a ball in it, and lists the touching pairs met on the way (lower index
// first, in the order found), from the centres `position` (by ball).
void findTouching(const std::vector<Ball>& balls, const std::vector<Vec2>& position, double reach,
                  std::vector<int>& cluster, std::vector<std::pair<int, int>>& pairs) {
    const int count = static_cast<int>(balls.size());
    const auto inCluster = [&](int k) {
        return std::find(cluster.begin(), cluster.end(), k) != cluster.end();
    };
    for (std::size_t next = 0; next < cluster.size(); ++next) {
        const int a = cluster[next];
        for (int b = 0; b < count; ++b) {
            if (b == a || !balls[static_cast<std::size_t>(b)].inPlay) {
                continue;
            }
            const double gap = length(position[static_cast<std::size_t>(b)] -
                                      position[static_cast<std::size_t>(a)]);
            if (gap > reach || gap == 0) {
                continue;
            }
            const std::pair<int, int> pair{std::min(a, b), std::max(a, b)};
            if (std::find(pairs.begin(), pairs.end(), pair) == pairs.end()) {
                pairs.push_back(pair);
            }
            if (!inCluster(b)) {
                cluster.push_back(b);
            }
        }
    }
}

} // namespace

// A contact inside a cluster of touching balls (a row, a rack) passes its impulse on at the
// same instant. Played one contact event at a time, an inelastic cluster exchanges ever
// smaller impulses without end (inelastic collapse) until the event bound stops every ball.
// So the whole cluster is resolved here as one simultaneous impact, by sequential impulses:
// sweeps over the touching pairs (in the order they were found from the first contact), each
// pair that still closes in gets the impulse of the restitution rule, until none closes in.
// Every impulse is equal and opposite along the line of centres, so momentum is conserved;
// each one keeps or loses kinetic energy (restitution <= 1), so energy never grows. A row at
// restitution 1 passes the speed on to its last ball, as Newton's cradle.
void TickSolver::resolveTouchingCluster(int i, int j) {
    std::vector<Vec2> position(balls_.size());
    for (int k = 0; k < static_cast<int>(balls_.size()); ++k) {
        position[static_cast<std::size_t>(k)] = trajectory(k).positionAfter(0);
    }
    std::vector<int> cluster{i, j};
    std::vector<std::pair<int, int>> pairs;
    findTouching(balls_, position, 2 * level_.ballRadius + touchTolerance, cluster, pairs);
    if (cluster.size() < 3) {
        return; // a lone pair: the contact above was all
    }
    std::vector<Vec2> velocity(balls_.size());
    std::vector<bool> wasMoving(balls_.size());
    for (const int k : cluster) {
        velocity[static_cast<std::size_t>(k)] = trajectory(k).velocityAfter(0);
        wasMoving[static_cast<std::size_t>(k)] = moving(k);
    }
    std::vector<bool> changed(balls_.size(), false);
    sweepClusterImpulses(pairs, position, velocity, changed);
    for (const int k : cluster) {
        const auto index = static_cast<std::size_t>(k);
        if (!changed[index]) {
            continue;
        }
        const int lastBall = trajectory(k).lastBall;
        const int inPlace = trajectory(k).contactsInPlace;
        trajectory(k) = piece(position[index], velocity[index]);
        trajectory(k).lastBall = lastBall;
        trajectory(k).contactsInPlace = inPlace;
        sample(k);
        if (wasMoving[index] && !moving(k)) {
            appendTickEvent(
                events_,
                {.type = EventType::Stopped, .ball = k, .position = position[index], .time = now_});
        }
    }
}

void TickSolver::sweepClusterImpulses(const std::vector<std::pair<int, int>>& pairs,
                                      const std::vector<Vec2>& position,
                                      std::vector<Vec2>& velocity, std::vector<bool>& changed) {
    std::vector<bool> pairHit(pairs.size(), false);
    const double e = level_.physics.ballRestitution;
    for (int sweep = 0; sweep < maxClusterSweeps; ++sweep) {
        bool any = false;
        for (std::size_t p = 0; p < pairs.size(); ++p) {
            const auto a = static_cast<std::size_t>(pairs[p].first);
            const auto b = static_cast<std::size_t>(pairs[p].second);
            const Vec2 n = (position[b] - position[a]) / length(position[b] - position[a]);
            const double approach = dot(velocity[a] - velocity[b], n);
            if (!(approach > 0)) {
                continue;
            }
            const double impulse = (1 + e) * approach / 2;
            velocity[a] = velocity[a] - n * impulse;
            velocity[b] = velocity[b] + n * impulse;
            changed[a] = changed[b] = true;
            if (!pairHit[p]) {
                pairHit[p] = true;
                appendTickEvent(events_, {.type = EventType::BallHit,
                                          .ball = pairs[p].first,
                                          .other = pairs[p].second,
                                          .position = position[a],
                                          .normal = -n,
                                          .speed = approach,
                                          .time = now_});
            }
            any = true;
        }
        if (!any) {
            break;
        }
    }
}

void TickSolver::resolveCup(const Candidate& candidate) {
    const int i = candidate.ball;
    const double decel = trajectory(i).decel;
    const double speed = length(trajectory(i).velocity);
    const double left = candidate.curve
                            ? length(candidate.curve->velocity(candidate.pieceTime))
                            : speed - decel * timeToTravel(speed, decel, candidate.distance);
    Ball& ball = balls_[static_cast<std::size_t>(i)];
    trajectory(i) = startPiece(level_, candidate.contact, {}); // out of play: lies still
    ball.position = candidate.contact;
    ball.velocity = {};
    ball.inPlay = false;
    ball.holed = true;
    appendTickEvent(events_, {.type = EventType::Holed,
                              .ball = i,
                              .position = candidate.contact,
                              .speed = std::max(left, 0.0),
                              .time = now_});
}

// The path goes on from the crossing point with the velocity it has there, on the new floor.
// The contacts it was leaving stay left: the crossing changes only the deceleration.
void TickSolver::resolveFloor(const Candidate& candidate) {
    const int i = candidate.ball;
    Trajectory& path = trajectory(i);
    const double speed = length(path.velocity);
    const double left = speed - path.decel * timeToTravel(speed, path.decel, candidate.distance);
    const Vec2 velocity = left > restSpeed ? path.velocity / speed * left : Vec2{};
    goOn(i, piece(candidate.contact, velocity), candidate.contact);
}

// The contacts the ball was leaving stay left: a crossing or the end of a piece changes only
// how it moves on.
void TickSolver::goOn(int i, Trajectory next, Vec2 at) {
    Trajectory& path = trajectory(i);
    next.lastWall = path.lastWall;
    next.lastBall = path.lastBall;
    setPiece(path, std::move(next));
    sample(i);
    if (!moving(i)) {
        appendTickEvent(events_,
                        {.type = EventType::Stopped, .ball = i, .position = at, .time = now_});
    }
}

// The ball leaves play where its centre entered the water; World::step puts it back where it
// lay when the shot began (SPEC section 4).
void TickSolver::resolveWater(const Candidate& candidate) {
    const int i = candidate.ball;
    const double speed = length(trajectory(i).velocityAfter(0));
    Ball& ball = balls_[static_cast<std::size_t>(i)];
    trajectory(i) = startPiece(level_, candidate.contact, {}); // out of play: lies still
    ball.position = candidate.contact;
    ball.velocity = {};
    ball.inPlay = false;
    appendTickEvent(events_, {.type = EventType::Watered,
                              .ball = i,
                              .position = candidate.contact,
                              .speed = speed,
                              .time = now_});
}

} // namespace golf
