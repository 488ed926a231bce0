#include "golf/physics/world.hpp"

#include "boundary.hpp"
#include "free_spot.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "motion.hpp"
#include "tick_solver.hpp"
#include "trajectory.hpp"
#include "world_run.hpp"

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

/// Whether `a` and `b` have the same tiles, walls, surfaces, gates, movers and teleports and
/// ball radius, all a boundary is built from (for the assertion of a shared boundary).
[[maybe_unused]] bool sameButTee(const Level& a, const Level& b) {
    return a.width == b.width && a.height == b.height && a.tiles == b.tiles &&
           a.ballRadius == b.ballRadius && a.surfaceIndex == b.surfaceIndex &&
           a.surfaces.size() == b.surfaces.size() && a.wallIndex == b.wallIndex &&
           a.gateIndex == b.gateIndex && a.specialWalls.size() == b.specialWalls.size() &&
           a.gates.size() == b.gates.size() && a.movers.size() == b.movers.size() &&
           a.teleports.size() == b.teleports.size();
}

} // namespace

World::World(const Level& level, int ballCount)
    : World(std::make_shared<const Level>(level), ballCount) {}

World::World(std::shared_ptr<const Level> level, int ballCount)
    : level_((GOLF_ASSERT(ballCount >= 0), GOLF_ASSERT(level != nullptr),
              GOLF_ASSERT(validLevel(*level)), std::move(level))),
      boundary_(std::make_shared<const Boundary>(*level_)),
      balls_(static_cast<std::size_t>(ballCount)),
      trajectories_(static_cast<std::size_t>(ballCount)),
      shotStart_(static_cast<std::size_t>(ballCount)),
      placesAfterTick_(!level_->surfaceIndex.empty() || !level_->movers.empty()),
      tickSeconds_(1.0 / level_->physics.tickRate) {
    const auto balls = static_cast<std::size_t>(ballCount);
    tickMemory_.pairBounds.resize(balls * (balls - (balls == 0 ? 0 : 1)) / 2);
}
World::World(const World& shape, std::shared_ptr<const Level> level, int ballCount)
    : level_((GOLF_ASSERT(ballCount >= 0), GOLF_ASSERT(level != nullptr),
              GOLF_ASSERT(validLevel(*level)), GOLF_ASSERT(sameButTee(*level, shape.level())),
              std::move(level))),
      boundary_(shape.boundary_), balls_(static_cast<std::size_t>(ballCount)),
      trajectories_(static_cast<std::size_t>(ballCount)),
      shotStart_(static_cast<std::size_t>(ballCount)),
      placesAfterTick_(!level_->surfaceIndex.empty() || !level_->movers.empty()),
      tickSeconds_(1.0 / level_->physics.tickRate) {
    const auto balls = static_cast<std::size_t>(ballCount);
    tickMemory_.pairBounds.resize(balls * (balls - (balls == 0 ? 0 : 1)) / 2);
}
World::~World() = default;
World::World(const World&) = default;
World& World::operator=(const World&) = default;
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

double World::tickSeconds() const {
    return tickSeconds_;
}

namespace {

/// Puts `path` on the new piece `piece`, from the hole clock `clock`, keeping the buffer of the
/// old piece's mover searches for the new one's (a new piece has none; the tick solver sizes
/// them at its first mover search), so that striking a ball allocates nothing: the same piece.
void newPiece(Trajectory& path, Trajectory piece, double clock) {
    std::vector<Trajectory::MoverHit> hits = std::move(path.moverHits);
    hits.clear();
    path = std::move(piece);
    path.clock = clock;
    if (path.moverHits.empty()) {
        path.moverHits = std::move(hits);
    }
}

/// The centres of the balls in play but `ignore`.
std::vector<Vec2> centresInPlay(const std::vector<Ball>& balls, int ignore) {
    std::vector<Vec2> centres;
    for (std::size_t i = 0; i < balls.size(); ++i) {
        if (static_cast<int>(i) != ignore && balls[i].inPlay) {
            centres.push_back(balls[i].position);
        }
    }
    return centres;
}

} // namespace

bool World::isFreeSpot(Vec2 centre, int ignore) const {
    return golf::isFreeSpot(*level_, centre, centresInPlay(balls_, ignore), clock());
}

bool World::placeBall(int index, Vec2 centre) {
    GOLF_ASSERT(validIndex(index));
    if (!isFreeSpot(centre, index)) {
        return false;
    }
    Ball& ball = balls_[static_cast<std::size_t>(index)];
    ball = Ball{.position = centre, .velocity = {}, .inPlay = true, .holed = false};
    newPiece(trajectories_[static_cast<std::size_t>(index)], startPiece(*level_, centre, {}),
             clock());
    shotStart_[static_cast<std::size_t>(index)] = centre;
    tickMemory_.unsettle(index);
    tickMemory_.forgetLoudTick();
    return true;
}

Vec2 World::freeSpotNear(Vec2 centre, int index) const {
    return golf::freeSpotNear(*level_, centre, centresInPlay(balls_, index), clock());
}

bool World::freeSpotReadsClock(Vec2 centre, int index) const {
    return findFreeSpot(*level_, centre, centresInPlay(balls_, index), clock()).clockMattered;
}

void World::removeBall(int index) {
    GOLF_ASSERT(validIndex(index));
    Ball& ball = balls_[static_cast<std::size_t>(index)];
    ball.inPlay = false;
    ball.velocity = {};
    newPiece(trajectories_[static_cast<std::size_t>(index)], startPiece(*level_, ball.position, {}),
             clock());
    tickMemory_.unsettle(index);
    tickMemory_.forgetLoudTick();
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
    Trajectory& path = trajectories_[static_cast<std::size_t>(index)];
    if (level_->surfaceIndex.empty()) {
        // Grass everywhere: continuePiece is Trajectory::at on grass, made in place (restartAt
        // keeps the buffer of the mover searches, as newPiece does).
        path.restartAt(ball.position, velocity, Floor::Grass, level_->physics.rollingDeceleration);
        path.clock = clock();
    } else {
        // A struck ball is released whatever the speed: at or below restSpeed it starts as from
        // rest, so it rolls downhill where a slope beats its floor (issue 29: 1e-150 rolled,
        // 1e-160 stayed on the tee for good). Any other velocity starts as startPiece does.
        newPiece(path, continuePiece(*level_, ball.position, velocity), clock());
    }
    tickMemory_.unsettle(index);
    tickMemory_.forgetLoudTick();
}

void World::stopAll() {
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        for (const Trajectory::MoverHit& hit : trajectories_[i].moverHits) {
            tickMemory_.clockRead = tickMemory_.clockRead || hit.unclearFrom < infinity;
        }
        balls_[i].velocity = {};
        newPiece(trajectories_[i], startPiece(*level_, balls_[i].position, {}), clock());
    }
    tickMemory_.unsettle();
    tickMemory_.forgetLoudTick();
}

bool World::atRestScan() const {
    // A sampled velocity is zero only at rest on flat floor, but a ball a slope starts rolling
    // from rest has a zero velocity at that instant: a curved piece always moves. (Every ball,
    // not only the quiet state's movers: a ball struck below restSpeed keeps its sampled
    // velocity on a piece at rest until it is sampled again.)
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        const Ball& ball = balls_[i];
        if (ball.inPlay &&
            (ball.velocity.x != 0 || ball.velocity.y != 0 || trajectories_[i].curve != nullptr)) {
            return false;
        }
    }
    return true;
}

void World::markEveryShotStart() {
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        shotStart_[i] = balls_[i].position;
    }
}

std::int64_t World::skipQuietTicks(std::int64_t maxTicks) {
    TickSolver solver(*level_, *boundary_, balls_, trajectories_, tickMemory_, ballCollisions_,
                      clock());
    const std::int64_t ticks =
        solver.skipQuietTicks(tickSeconds(), maxTicks, {clockBase_, clockTicks_});
    tick_ += ticks;
    clockTicks_ += ticks;
    return ticks;
}

double World::clock() const {
    return clockBase_ + static_cast<double>(clockTicks_) * tickSeconds();
}

double World::nextTickClock() const {
    return clockBase_ + static_cast<double>(clockTicks_ + 1) * tickSeconds();
}

void World::setClock(double time) {
    GOLF_ASSERT(std::isfinite(time) && atRest());
    clockBase_ = time;
    clockTicks_ = 0;
    tickMemory_.forgetLoudTick();
}

std::int64_t World::idleEmptyUntil(double at) {
    GOLF_ASSERT(std::isfinite(at) && at >= clock());
    GOLF_ASSERT(std::none_of(balls_.begin(), balls_.end(), [](const Ball& b) { return b.inPlay; }));
    // The ticks' ends, clockBase_ + n * tickSeconds() as nextTickClock() computes them, never
    // decrease with n (rounding is monotonic). The tick-by-tick loop steps whole ticks from
    // n = clockTicks_ while clock() < at and the next end is <= at: it stops at the least
    // n >= clockTicks_ whose end is >= at or whose next end is past at (a property that, once
    // true, stays true), then ends with a partial tick to `at` if clock() < at still.
    const double seconds = tickSeconds();
    const auto end = [&](std::int64_t n) {
        return clockBase_ + static_cast<double>(n) * seconds;
    };
    const auto stops = [&](std::int64_t n) {
        return end(n) >= at || end(n + 1) > at;
    };
    const std::int64_t first = clockTicks_;
    // A guess within a few ticks of it (rounding aside), then exact steps to it.
    std::int64_t n = first;
    const double whole = std::floor((at - clock()) / seconds);
    if (whole >= 1 && whole < 9e15) {
        n = first + static_cast<std::int64_t>(whole);
    }
    while (n > first && stops(n - 1)) {
        --n;
    }
    while (!stops(n)) {
        ++n;
    }
    std::int64_t ticks = n - first;
    if (end(n) < at) {
        // The partial tick: World::stepUntil(at)'s clock, counted as a tick.
        clockBase_ = at;
        clockTicks_ = 0;
        ++ticks;
    } else {
        clockTicks_ = n;
    }
    tick_ += ticks;
    if (ticks > 0) {
        // What every run() leaves that a later tick reads: no loud tick marked, no events.
        tickMemory_.forgetLoudTick();
        tickMemory_.events.clear();
    }
    return ticks;
}

double World::restInstant() const {
    GOLF_ASSERT(atRest());
    double latest = -std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < balls_.size(); ++i) {
        if (!std::isnan(trajectories_[i].clock)) { // a holed ball's last piece counts too
            latest = std::max(latest, trajectories_[i].clock);
        }
    }
    return std::isfinite(latest) ? latest : clock();
}

const std::vector<Event>& World::stepUntil(double end) {
    const double now = clock();
    GOLF_ASSERT(std::isfinite(end) && end > now && end <= nextTickClock());
    if (end == nextTickClock()) {
        return step();
    }
    return run(end - now, end, 0);
}

const std::vector<Event>& World::run(double seconds, double base, std::int64_t ticks) {
    return runInline(seconds, base, ticks);
}

const std::vector<Event>& World::placeAfterTick(const std::vector<Event>& events) {
    // Balls that entered water go back in the order they entered it, each to the free spot
    // nearest where it lay when the shot began (the other balls as sampled now).
    // Balls a mover squeezed go to the free spot nearest where they were, at rest.
    for (const Event& event : events) {
        if (event.type == EventType::Watered || event.type == EventType::Squeezed) {
            const Vec2 from = event.type == EventType::Watered
                                  ? shotStart_[static_cast<std::size_t>(event.ball)]
                                  : event.position;
            const FreeSpot spot =
                findFreeSpot(*level_, from, centresInPlay(balls_, event.ball), clock());
            // The spot avoids movers: where they are matters if one may reach a spot it tried.
            tickMemory_.clockRead = tickMemory_.clockRead || spot.clockMattered;
            const bool placed = placeBall(event.ball, spot.centre);
            (void)placed; // nowhere free within 64 rings: the ball stays out of play
        }
    }
    return events;
}

} // namespace golf
