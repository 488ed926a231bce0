#include "golf/physics/world.hpp"

#include "boundary.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/mover_motion.hpp"
#include "motion.hpp"
#include "tick_solver.hpp"
#include "tick_sum.hpp"
#include "trajectory.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace golf {

namespace {

/// The invariants the level loader establishes and the physics relies on.
[[maybe_unused]] bool validLevel(const Level& level) {
    const PhysicsParams& p = level.physics;
    return level.width >= 1 && level.height >= 1 && level.width <= maxLevelSide &&
           level.height <= maxLevelSide &&
           level.tiles.size() ==
               static_cast<std::size_t>(level.width) * static_cast<std::size_t>(level.height) &&
           level.ballRadius > 0 && level.cupRadius > 0 && p.tickRate > 0 &&
           p.rollingDeceleration >= 0 && p.wallRestitution >= 0 && p.wallRestitution <= 1 &&
           p.ballRestitution >= 0 && p.ballRestitution <= 1;
}

} // namespace

World::World(const Level& level, int ballCount)
    : level_((GOLF_ASSERT(ballCount >= 0), GOLF_ASSERT(validLevel(level)),
              std::make_shared<const Level>(level))),
      boundary_(std::make_shared<const Boundary>(*level_)),
      balls_(static_cast<std::size_t>(ballCount)),
      trajectories_(static_cast<std::size_t>(ballCount)),
      shotStart_(static_cast<std::size_t>(ballCount)) {}
World::~World() = default;
World::World(const World&) = default;
World& World::operator=(const World&) = default;
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

double World::tickSeconds() const {
    return 1.0 / level_->physics.tickRate;
}

bool World::isFreeSpot(Vec2 centre, int ignore) const {
    const double r = level_->ballRadius;
    // The loader's rule for the tee and setup balls: the centre not in water nor on its edge.
    if (!discFitsOnFloor(*level_, centre, r) || level_->touchesWater(centre)) {
        return false;
    }
    // Nor in a mover where it is now (touching allowed).
    for (const Mover& mover : level_->movers) {
        if (nearestOnMover(mover, centre, clock_).distance < r - touchTolerance) {
            return false;
        }
    }
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        if (static_cast<int>(i) == ignore || !balls_[i].inPlay) {
            continue;
        }
        // Touching is allowed: the same tolerance as discFitsOnFloor.
        if (length(balls_[i].position - centre) < 2 * r - touchTolerance) {
            return false;
        }
    }
    return true;
}

bool World::placeBall(int index, Vec2 centre) {
    GOLF_ASSERT(validIndex(index));
    if (!isFreeSpot(centre, index)) {
        return false;
    }
    Ball& ball = balls_[static_cast<std::size_t>(index)];
    ball = Ball{.position = centre, .velocity = {}, .inPlay = true, .holed = false};
    trajectories_[static_cast<std::size_t>(index)] = startPiece(*level_, centre, {});
    trajectories_[static_cast<std::size_t>(index)].clock = clock_;
    shotStart_[static_cast<std::size_t>(index)] = centre;
    settled_ = false;
    return true;
}

Vec2 World::freeSpotNear(Vec2 centre, int index) const {
    if (isFreeSpot(centre, index)) {
        return centre;
    }
    const double r = level_->ballRadius;
    for (int ring = 1; ring <= 64; ++ring) {
        const int points = 8 * ring;
        for (int k = 0; k < points; ++k) {
            const double angle = 2 * std::numbers::pi * k / points;
            const Vec2 spot{centre.x + ring * r * std::cos(angle),
                            centre.y + ring * r * std::sin(angle)};
            // A ball put back into the cup would drop at once, so the rings skip it.
            if (isFreeSpot(spot, index) && length(spot - level_->cup) > level_->cupRadius) {
                return spot;
            }
        }
    }
    return centre;
}

void World::removeBall(int index) {
    GOLF_ASSERT(validIndex(index));
    Ball& ball = balls_[static_cast<std::size_t>(index)];
    ball.inPlay = false;
    ball.velocity = {};
    trajectories_[static_cast<std::size_t>(index)] = startPiece(*level_, ball.position, {});
    trajectories_[static_cast<std::size_t>(index)].clock = clock_;
    settled_ = false;
}

void World::setVelocity(int index, Vec2 velocity) {
    GOLF_ASSERT(validIndex(index));
    GOLF_ASSERT(std::isfinite(velocity.x) && std::isfinite(velocity.y));
    Ball& ball = balls_[static_cast<std::size_t>(index)];
    GOLF_ASSERT(ball.inPlay);
    if (!hasDirection(velocity)) {
        velocity = {}; // too slow to have a direction (motion.hpp): at rest
    }
    ball.velocity = velocity;
    // A struck ball is released whatever the speed: at or below restSpeed it starts as from
    // rest, so it rolls downhill where a slope beats its floor (issue 29: 1e-150 rolled,
    // 1e-160 stayed on the tee for good). Any other velocity starts as startPiece does.
    trajectories_[static_cast<std::size_t>(index)] =
        continuePiece(*level_, ball.position, velocity);
    trajectories_[static_cast<std::size_t>(index)].clock = clock_;
    settled_ = false;
}

void World::stopAll() {
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        balls_[i].velocity = {};
        trajectories_[i] = startPiece(*level_, balls_[i].position, {});
        trajectories_[i].clock = clock_;
    }
    settled_ = false;
}

bool World::atRest() const {
    // A sampled velocity is zero only at rest on flat floor, but a ball a slope starts rolling
    // from rest has a zero velocity at that instant: a curved piece always moves.
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        const Ball& ball = balls_[i];
        if (ball.inPlay &&
            (ball.velocity.x != 0 || ball.velocity.y != 0 || trajectories_[i].curve != nullptr)) {
            return false;
        }
    }
    return true;
}

void World::markShotStart() {
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        shotStart_[i] = balls_[i].position;
    }
}

std::int64_t World::skipQuietTicks(std::int64_t maxTicks) {
    TickSolver solver(*level_, *boundary_, balls_, trajectories_,
                      {features_, seenFeatures_, movingNow_, reachEnd_, pieces_, pairBounds_,
                       settled_, settledMovers_, restingEpoch_, events_},
                      ballCollisions_);
    const std::int64_t ticks = solver.skipQuietTicks(tickSeconds(), maxTicks);
    tick_ += ticks;
    if (ticks > 0) { // the same sums as as many step() calls, without a loop per tick
        clock_ = sumTicksUpTo(clock_, tickSeconds(), std::numeric_limits<double>::infinity(), ticks)
                     .elapsed;
    }
    return ticks;
}

const std::vector<Event>& World::step() {
    return stepUntil(clock_ + tickSeconds());
}

void World::setClock(double time) {
    GOLF_ASSERT(std::isfinite(time) && atRest());
    clock_ = time;
}

double World::restInstant() const {
    GOLF_ASSERT(atRest());
    double latest = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        if (!std::isnan(trajectories_[i].clock)) { // a holed ball's last piece counts too
            latest = std::max(latest, trajectories_[i].clock);
        }
    }
    return std::isfinite(latest) ? latest : clock_;
}

const std::vector<Event>& World::stepUntil(double end) {
    GOLF_ASSERT(std::isfinite(end) && end > clock_ && end - clock_ <= 2 * tickSeconds());
    TickSolver solver(*level_, *boundary_, balls_, trajectories_,
                      {features_, seenFeatures_, movingNow_, reachEnd_, pieces_, pairBounds_,
                       settled_, settledMovers_, restingEpoch_, events_},
                      ballCollisions_, clock_);
    const double seconds = end == clock_ + tickSeconds() ? tickSeconds() : end - clock_;
    const std::vector<Event>& events = solver.run(seconds);
    clock_ = end; // before the water returns below: their pieces start at the tick's end
    eventBoundTicks_ += solver.boundReached() ? 1 : 0;
    // Balls that entered water go back in the order they entered it, each to the free spot
    // nearest where it lay when the shot began (the other balls as sampled now).
    // Balls a mover squeezed go to the free spot nearest where they were, at rest.
    for (const Event& event : events) {
        if (event.type == EventType::Watered || event.type == EventType::Squeezed) {
            const Vec2 from = event.type == EventType::Watered
                                  ? shotStart_[static_cast<std::size_t>(event.ball)]
                                  : event.position;
            const bool placed = placeBall(event.ball, freeSpotNear(from, event.ball));
            (void)placed; // nowhere free within 64 rings: the ball stays out of play
        }
    }
    ++tick_;
    return events;
}

} // namespace golf
