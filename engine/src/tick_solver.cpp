#include "tick_solver.hpp"

#include "ball_contact.hpp"
#include "motion.hpp"
#include "sweep.hpp"

#include <algorithm>
#include <tuple>

namespace golf {

namespace {

// Extra room around a ball's swept box when looking up nearby features (tiles).
constexpr double queryMargin = 0.01;

} // namespace

TickSolver::TickSolver(const Level& level, const Boundary& boundary, std::vector<Ball>& balls)
    : level_(level), boundary_(boundary), balls_(balls), lastWall_(balls.size(), noFeature),
      lastBall_(balls.size(), -1), contactsInPlace_(balls.size(), 0) {}

bool TickSolver::moving(int i) const {
    const Ball& ball = balls_[static_cast<std::size_t>(i)];
    return ball.inPlay && (ball.velocity.x != 0 || ball.velocity.y != 0);
}

std::vector<Event> TickSolver::run(double seconds) {
    for (int count = 0;; ++count) {
        const double remaining = seconds - now_;
        const std::optional<Candidate> next = remaining > 0 ? nextEvent(remaining) : std::nullopt;
        if (!next) {
            advance(std::max(remaining, 0.0));
            break;
        }
        advance(next->time);
        resolve(*next);
        if (count + 1 >= maxEventsPerTick) {
            for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
                if (moving(i)) {
                    stopBall(i);
                }
            }
            break;
        }
    }
    // Stops found while advancing are appended as they happen; keep the list in time order.
    std::stable_sort(events_.begin(), events_.end(),
                     [](const Event& a, const Event& b) { return a.time < b.time; });
    return std::move(events_);
}

std::optional<TickSolver::Candidate> TickSolver::nextEvent(double remaining) const {
    std::optional<Candidate> best;
    const auto consider = [&](const std::optional<Candidate>& c) {
        if (c && (!best || std::tie(c->time, c->kind, c->ball, c->other) <
                               std::tie(best->time, best->kind, best->ball, best->other))) {
            best = c;
        }
    };
    const int count = static_cast<int>(balls_.size());
    for (int i = 0; i < count; ++i) {
        if (!balls_[static_cast<std::size_t>(i)].inPlay) {
            continue;
        }
        if (moving(i)) {
            consider(wallContact(i, remaining));
        }
        consider(cupContact(i, remaining));
        for (int j = i + 1; j < count; ++j) {
            if (balls_[static_cast<std::size_t>(j)].inPlay && (moving(i) || moving(j))) {
                consider(ballContact(i, j, remaining));
            }
        }
    }
    return best;
}

std::optional<TickSolver::Candidate> TickSolver::wallContact(int i, double remaining) const {
    const Ball& ball = balls_[static_cast<std::size_t>(i)];
    const double decel = level_.physics.rollingDeceleration;
    const double r = level_.ballRadius;
    const double speed = length(ball.velocity);
    const Vec2 dir = ball.velocity / speed;
    const double reach = distanceAfter(speed, decel, remaining);
    const Vec2 end = ball.position + dir * reach;
    const double pad = r + queryMargin;
    const Vec2 lo{std::min(ball.position.x, end.x) - pad, std::min(ball.position.y, end.y) - pad};
    const Vec2 hi{std::max(ball.position.x, end.x) + pad, std::max(ball.position.y, end.y) + pad};

    std::optional<SweepHit> best;
    std::uint32_t bestFeature = noFeature;
    const auto segmentCount = static_cast<std::uint32_t>(boundary_.segments().size());
    for (const std::uint32_t id : boundary_.featuresNear(lo, hi)) {
        const std::optional<SweepHit> hit =
            boundary_.isCorner(id)
                ? sweepCorner(ball.position, dir, r, reach,
                              boundary_.corners()[id - segmentCount].point)
                : sweepSegment(ball.position, dir, r, reach, boundary_.segments()[id]);
        if (!hit || (hit->distance == 0 && id == lastWall_[static_cast<std::size_t>(i)])) {
            continue;
        }
        if (!best || hit->distance < best->distance) {
            best = hit;
            bestFeature = id;
        }
    }
    if (!best) {
        return std::nullopt;
    }
    // The contact lies within this tick's reach, so its time is at most `remaining`; the
    // clamp only absorbs rounding.
    return Candidate{.time = std::min(timeToTravel(speed, decel, best->distance), remaining),
                     .kind = Kind::Wall,
                     .ball = i,
                     .feature = bestFeature,
                     .distance = best->distance,
                     .normal = best->normal,
                     .contact = ball.position + dir * best->distance};
}

std::optional<TickSolver::Candidate> TickSolver::cupContact(int i, double remaining) const {
    const Ball& ball = balls_[static_cast<std::size_t>(i)];
    const PhysicsParams& physics = level_.physics;
    const double speed = length(ball.velocity);
    const Vec2 dir = speed > 0 ? ball.velocity / speed : Vec2{};
    const double reach = distanceAfter(speed, physics.rollingDeceleration, remaining);
    const std::optional<double> distance =
        sweepCup(ball.position, dir, speed, physics.rollingDeceleration, reach, level_.cup,
                 level_.cupRadius, physics.captureSpeed);
    if (!distance) {
        return std::nullopt;
    }
    return Candidate{
        .time = std::min(timeToTravel(speed, physics.rollingDeceleration, *distance), remaining),
        .kind = Kind::Cup,
        .ball = i,
        .distance = *distance,
        .contact = ball.position + dir * *distance};
}

std::optional<TickSolver::Candidate> TickSolver::ballContact(int i, int j, double remaining) const {
    const Ball& a = balls_[static_cast<std::size_t>(i)];
    const Ball& b = balls_[static_cast<std::size_t>(j)];
    const std::optional<double> time =
        firstBallContact({a.position, a.velocity}, {b.position, b.velocity},
                         level_.physics.rollingDeceleration, 2 * level_.ballRadius, remaining);
    if (!time) {
        return std::nullopt;
    }
    return Candidate{.time = *time, .kind = Kind::BallContact, .ball = i, .other = j};
}

void TickSolver::advance(double seconds) {
    const double decel = level_.physics.rollingDeceleration;
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        Ball& ball = balls_[i];
        if (!moving(static_cast<int>(i))) {
            continue;
        }
        const double stop = stopTime(length(ball.velocity), decel);
        ball.position = positionAfter(ball.position, ball.velocity, decel, seconds);
        ball.velocity = velocityAfter(ball.velocity, decel, seconds);
        if (ball.velocity == Vec2{}) {
            events_.push_back({.type = EventType::Stopped,
                               .ball = static_cast<int>(i),
                               .position = ball.position,
                               .time = now_ + std::min(stop, seconds)});
        }
    }
    now_ += seconds;
}

void TickSolver::resolve(const Candidate& candidate) {
    switch (candidate.kind) {
    case Kind::Wall:
        resolveWall(candidate);
        break;
    case Kind::BallContact:
        resolveBalls(candidate);
        break;
    case Kind::Cup:
        resolveCup(candidate);
        break;
    }
}

void TickSolver::resolveWall(const Candidate& candidate) {
    const auto i = static_cast<std::size_t>(candidate.ball);
    Ball& ball = balls_[i];
    // The path distance is exact; put the ball on the contact rather than where advancing by
    // the rounded time put it.
    ball.position = candidate.contact;
    const Vec2 n = candidate.normal;
    const double normalSpeed = dot(ball.velocity, n); // negative: moving into the wall
    ball.velocity = ball.velocity - n * ((1 + level_.physics.wallRestitution) * normalSpeed);
    events_.push_back({.type = EventType::WallHit,
                       .ball = candidate.ball,
                       .position = ball.position,
                       .normal = n,
                       .speed = -normalSpeed,
                       .time = now_});
    lastWall_[i] = candidate.feature;
    lastBall_[i] = -1;
    contactsInPlace_[i] = candidate.distance == 0 ? contactsInPlace_[i] + 1 : 0;
    if (contactsInPlace_[i] >= maxContactsInPlace && moving(candidate.ball)) {
        stopBall(candidate.ball); // wedged: every way on is into a wall
    }
}

void TickSolver::resolveBalls(const Candidate& candidate) {
    const auto i = static_cast<std::size_t>(candidate.ball);
    const auto j = static_cast<std::size_t>(candidate.other);
    Ball& a = balls_[i];
    Ball& b = balls_[j];
    const Vec2 centres = b.position - a.position;
    const Vec2 n = centres / length(centres); // from a to b
    const double approach = dot(a.velocity - b.velocity, n);
    const bool wasMoving[2] = {moving(candidate.ball), moving(candidate.other)};
    const bool again = lastBall_[i] == candidate.other && lastBall_[j] == candidate.ball;
    if (approach <= 0 || (again && approach <= restingContactSpeed)) {
        // Resting contact: roll on together. The mean keeps the momentum and never adds energy.
        const Vec2 mean = (a.velocity + b.velocity) / 2;
        a.velocity = mean;
        b.velocity = mean;
    } else {
        // Equal masses: an impulse along the line of centres.
        const double impulse = (1 + level_.physics.ballRestitution) * approach / 2;
        a.velocity = a.velocity - n * impulse;
        b.velocity = b.velocity + n * impulse;
    }
    events_.push_back({.type = EventType::BallHit,
                       .ball = candidate.ball,
                       .other = candidate.other,
                       .position = a.position,
                       .normal = -n,
                       .speed = std::max(approach, 0.0),
                       .time = now_});
    lastBall_[i] = candidate.other;
    lastBall_[j] = candidate.ball;
    lastWall_[i] = lastWall_[j] = noFeature;
    contactsInPlace_[i] = contactsInPlace_[j] = 0;
    for (const int k : {candidate.ball, candidate.other}) {
        if (wasMoving[k == candidate.ball ? 0 : 1] && !moving(k)) {
            events_.push_back({.type = EventType::Stopped,
                               .ball = k,
                               .position = balls_[static_cast<std::size_t>(k)].position,
                               .time = now_});
        }
    }
}

void TickSolver::resolveCup(const Candidate& candidate) {
    Ball& ball = balls_[static_cast<std::size_t>(candidate.ball)];
    ball.position = candidate.contact;
    events_.push_back({.type = EventType::Holed,
                       .ball = candidate.ball,
                       .position = ball.position,
                       .speed = length(ball.velocity),
                       .time = now_});
    ball.velocity = {};
    ball.inPlay = false;
    ball.holed = true;
}

void TickSolver::stopBall(int i) {
    Ball& ball = balls_[static_cast<std::size_t>(i)];
    ball.velocity = {};
    events_.push_back(
        {.type = EventType::Stopped, .ball = i, .position = ball.position, .time = now_});
}

} // namespace golf
