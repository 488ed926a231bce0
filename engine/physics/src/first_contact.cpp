#include "golf/physics/first_contact.hpp"

#include "free_spot.hpp"
#include "golf/core/assert.hpp"
#include "motion.hpp"
#include "tick_solver.hpp"
#include "trajectory.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace golf {

Level straightLineLevel(const Level& level) {
    Level straight = level;
    PhysicsParams& physics = straight.physics;
    physics.rollingDeceleration = 0;
    physics.sandDeceleration = 0;
    physics.iceDeceleration = 0;
    physics.slopeAcceleration = 0;
    physics.captureSpeed = 0;
    for (Surface& surface : straight.surfaces) {
        surface.slope = {};
    }
    return straight;
}

namespace {

/// What a World keeps from tick to tick for its solver (World's members of the same names),
/// here for one probe.
struct ProbeMemory {
    std::vector<std::uint32_t> features;
    std::vector<std::uint64_t> seenFeatures;
    std::vector<std::uint8_t> movingNow;
    std::vector<double> reachEnd;
    std::vector<PieceKey> pieces;
    std::vector<PairBound> pairBounds;
    bool settled = false;
    std::vector<int> settledMovers;
    std::uint64_t restingEpoch = 0;
    std::vector<Event> events;

    TickMemory view() {
        return {features,   seenFeatures, movingNow,     reachEnd,     pieces,
                pairBounds, settled,      settledMovers, restingEpoch, events};
    }
};

/// The probe's ticks: ceil(maxDistance / speed * tickRate), at least 1, without overflow.
std::int64_t probeTicks(double maxDistance, double speed, int tickRate) {
    const double ticks = std::ceil(maxDistance / speed * tickRate);
    constexpr double most = 1e15;
    return ticks >= most ? static_cast<std::int64_t>(most)
                         : std::max<std::int64_t>(1, static_cast<std::int64_t>(ticks));
}

/// The contact that `events` (a tick's, up to its first report) begins with, as ball `ball`
/// sees it: nullopt if the ball did anything else first (water, a stop) or something else
/// happened first (a mover struck another ball).
std::optional<FirstContact> contactOf(const std::vector<Event>& events, int ball,
                                      const Ball& after) {
    const Event& first = events.front();
    const bool mine = first.ball == ball;
    if ((first.type == EventType::WallHit || first.type == EventType::MoverHit ||
         first.type == EventType::Teleported) &&
        mine) {
        return FirstContact{.type = first.type,
                            .other = first.other,
                            .position = first.position,
                            .normal = first.normal,
                            .velocity = after.velocity,
                            .after = after.position};
    }
    if (first.type == EventType::BallHit && (mine || first.other == ball)) {
        // The event names the lower index first, with its centre and a normal toward it.
        return FirstContact{.type = first.type,
                            .other = mine ? first.other : first.ball,
                            .position = mine ? first.position : after.position,
                            .normal = mine ? first.normal : -first.normal,
                            .velocity = after.velocity,
                            .after = after.position};
    }
    return std::nullopt;
}

} // namespace

std::optional<FirstContact> firstContact(const World& world, int ball, Vec2 from, Vec2 velocity,
                                         double maxDistance, std::optional<double> at) {
    GOLF_ASSERT(ball >= 0 && ball < world.ballCount());
    const double clock = at.value_or(world.clock());
    if (!std::isfinite(velocity.x) || !std::isfinite(velocity.y) || !hasDirection(velocity) ||
        !(maxDistance > 0) || !std::isfinite(clock)) {
        return std::nullopt;
    }
    std::vector<Vec2> others;
    for (std::size_t k = 0; k < world.balls().size(); ++k) {
        if (static_cast<int>(k) != ball && world.balls()[k].inPlay) {
            others.push_back(world.balls()[k].position);
        }
    }
    if (!isFreeSpot(world.level(), from, others, clock)) {
        return std::nullopt; // in a wall, water, a ball or a mover where it is at `clock`
    }
    const Level level = straightLineLevel(world.level());
    // The balls as World::placeBall and World::setVelocity would leave them on that level, the
    // pieces starting at the shot's instant (movers are where that clock says).
    std::vector<Ball> balls = world.balls();
    std::vector<Trajectory> trajectories(balls.size());
    for (std::size_t k = 0; k < balls.size(); ++k) {
        balls[k].velocity = {};
        if (balls[k].inPlay) {
            trajectories[k] = startPiece(level, balls[k].position, {});
            trajectories[k].clock = clock;
        }
    }
    const auto index = static_cast<std::size_t>(ball);
    balls[index] = Ball{.position = from, .velocity = velocity, .inPlay = true, .holed = false};
    trajectories[index] = startPiece(level, from, velocity);
    trajectories[index].clock = clock;

    const Boundary& boundary = *world.boundary_;
    const double seconds = world.tickSeconds();
    ProbeMemory memory;
    const std::int64_t ticks = probeTicks(maxDistance, length(velocity), level.physics.tickRate);
    for (std::int64_t tick = 0; tick < ticks; ++tick) {
        // The tick grid from the shot's instant, as World::step's after a strike at `clock`.
        const auto tickClock = [&] {
            return clock + static_cast<double>(tick) * seconds;
        };
        tick += TickSolver(level, boundary, balls, trajectories, memory.view(),
                           world.ballCollisions(), tickClock())
                    .skipQuietTicks(seconds, ticks - tick);
        if (tick >= ticks) {
            break;
        }
        const std::vector<Event>& events =
            TickSolver(level, boundary, balls, trajectories, memory.view(), world.ballCollisions(),
                       tickClock())
                .runToFirstEvent(seconds);
        if (!events.empty()) {
            return contactOf(events, ball, balls[index]);
        }
    }
    return std::nullopt;
}

} // namespace golf
