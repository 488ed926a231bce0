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

/// The probe's ticks: ceil(maxDistance / speed * tickRate), at least 1, without overflow.
std::int64_t probeTicks(double maxDistance, double speed, int tickRate) {
    const double ticks = std::ceil(maxDistance / speed * tickRate);
    constexpr double most = 1e15;
    return ticks >= most ? static_cast<std::int64_t>(most)
                         : std::max<std::int64_t>(1, static_cast<std::int64_t>(ticks));
}

/// True if `event` is about ball `ball`: its own, or a ball hit that names it second.
bool involves(const Event& event, int ball) {
    return event.ball == ball || (event.type == EventType::BallHit && event.other == ball);
}

/// The contact that `event` (the first of a resolution's events about ball `ball`) is, as that
/// ball sees it, `after` being the ball just after the resolution: nullopt if it is no contact
/// (water, a squeeze).
std::optional<FirstContact> contactOf(const Event& event, int ball, const Ball& after) {
    const bool mine = event.ball == ball;
    if (event.type == EventType::WallHit || event.type == EventType::MoverHit ||
        event.type == EventType::Teleported) {
        return FirstContact{.type = event.type,
                            .other = event.other,
                            .position = event.position,
                            .normal = event.normal,
                            .velocity = after.velocity,
                            .after = after.position};
    }
    if (event.type == EventType::BallHit) {
        // The event names the lower index first, with its centre and a normal toward it.
        return FirstContact{.type = event.type,
                            .other = mine ? event.other : event.ball,
                            .position = mine ? event.position : after.position,
                            .normal = mine ? event.normal : -event.normal,
                            .velocity = after.velocity,
                            .after = after.position};
    }
    return std::nullopt;
}

/// A ball of the probe that water or a squeeze took out of play, to be put back at the end of
/// the tick as World::run puts it: on the free spot nearest `from`, at rest.
struct PutBack {
    int ball = 0;
    Vec2 from;
};

/// Puts the balls of `putBacks` back in order (World::run's rule), with the hole clock at
/// `clock`, the tick's end.
void putBalls(const Level& level, const std::vector<PutBack>& putBacks, std::vector<Ball>& balls,
              std::vector<Trajectory>& trajectories, double clock) {
    for (const PutBack& back : putBacks) {
        std::vector<Vec2> others;
        for (std::size_t k = 0; k < balls.size(); ++k) {
            if (static_cast<int>(k) != back.ball && balls[k].inPlay) {
                others.push_back(balls[k].position);
            }
        }
        const Vec2 spot = freeSpotNear(level, back.from, others, clock);
        if (!isFreeSpot(level, spot, others, clock)) {
            continue; // nowhere free: it stays out of play, as in the World
        }
        const auto k = static_cast<std::size_t>(back.ball);
        balls[k] = Ball{.position = spot, .velocity = {}, .inPlay = true, .holed = false};
        trajectories[k] = startPiece(level, spot, {});
        trajectories[k].clock = clock;
    }
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
    const LevelKinds kinds = LevelKinds::of(level); // not the boundary's: no slopes
    const double seconds = world.tickSeconds();
    TickMemory memory; // a probe's own, as a World keeps one
    memory.pairBounds.resize(world.tickMemory_.pairBounds.size()); // one for each pair of balls
    std::vector<PutBack> putBacks;
    const std::int64_t ticks = probeTicks(maxDistance, length(velocity), level.physics.tickRate);
    for (std::int64_t tick = 0; tick < ticks; ++tick) {
        // The tick grid from the shot's instant, as World::step's after a strike at `clock`.
        const auto tickClock = [&] {
            return clock + static_cast<double>(tick) * seconds;
        };
        tick += TickSolver(level, boundary, balls, trajectories, memory, world.ballCollisions(),
                           tickClock(), &kinds)
                    .skipQuietTicks(seconds, ticks - tick, {clock, tick});
        if (tick >= ticks) {
            break;
        }
        // The tick up to each resolution that reports an event: one about this ball ends the
        // probe; one about other balls only (a mover strikes a ball at rest, which may then
        // roll into this one's way) does not, and the tick goes on from its instant, as
        // World::stepUntil runs part of a tick.
        double done = 0;
        for (int resolutions = 0; done < seconds; ++resolutions) {
            if (resolutions >= maxEventsPerTick) {
                return std::nullopt; // caught in endless contacts
            }
            const std::vector<Event>& events =
                TickSolver(level, boundary, balls, trajectories, memory, world.ballCollisions(),
                           tickClock() + done, &kinds)
                    .runToFirstEvent(seconds - done);
            // Nothing slows a ball on the straight-line level, so a ball stops only in a
            // resolution (a wedge); a list of stops alone would mean the tick ran out.
            if (std::all_of(events.begin(), events.end(),
                            [](const Event& event) { return event.type == EventType::Stopped; })) {
                break; // the tick is used up
            }
            const auto own = std::find_if(events.begin(), events.end(), [ball](const Event& event) {
                return involves(event, ball);
            });
            if (own != events.end()) {
                return contactOf(*own, ball, balls[index]);
            }
            double latest = 0;
            for (const Event& event : events) {
                latest = std::max(latest, event.time);
                if (event.type == EventType::Watered || event.type == EventType::Squeezed) {
                    // Water sends a ball back where it lay when the shot began: at `from`'s
                    // instant every other ball lay where the world has it.
                    const auto k = static_cast<std::size_t>(event.ball);
                    putBacks.push_back({event.ball, event.type == EventType::Watered
                                                        ? world.balls()[k].position
                                                        : event.position});
                }
            }
            done += latest;
        }
        if (!putBacks.empty()) {
            putBalls(level, putBacks, balls, trajectories, tickClock() + seconds);
            putBacks.clear();
            memory.unsettle(); // new pieces
        }
    }
    return std::nullopt;
}

} // namespace golf
