#include "golf/physics/match.hpp"

#include "golf/core/assert.hpp"
#include "world_run.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>

namespace golf {

Match::Match(const Level& level, int players)
    : world_(level, players), players_(static_cast<std::size_t>(players)),
      shotStart_(static_cast<std::size_t>(players)) {}

Match::Match(std::shared_ptr<const Level> level, int players)
    : world_(std::move(level), players), players_(static_cast<std::size_t>(players)),
      shotStart_(static_cast<std::size_t>(players)) {}

Match::Match(const World& shape, std::shared_ptr<const Level> level, int players)
    : world_(shape, std::move(level), players), players_(static_cast<std::size_t>(players)),
      shotStart_(static_cast<std::size_t>(players)) {}

void Match::setBallCollisions(bool enabled) {
    world_.setBallCollisions(enabled);
}

std::string Match::setup(int player, Vec2 centre) {
    if (player < 0 || player >= playerCount()) {
        return "player " + std::to_string(player) +
               " does not exist (players: " + std::to_string(playerCount()) + ")";
    }
    if (world_.balls()[static_cast<std::size_t>(player)].inPlay) {
        return "player " + std::to_string(player) + "'s ball is already placed";
    }
    if (!world_.placeBall(player, centre)) {
        return "the ball does not fit at (" + std::to_string(centre.x) + ", " +
               std::to_string(centre.y) +
               "): it must lie on open floor, overlapping no solid "
               "and no other ball";
    }
    return {};
}

std::string Match::shotError(int player, Vec2 velocity) const {
    if (shotInProgress_) {
        return "a shot is still in progress";
    }
    if (player < 0 || player >= playerCount()) {
        return "player " + std::to_string(player) +
               " does not exist (players: " + std::to_string(playerCount()) + ")";
    }
    const PlayerState& state = players_[static_cast<std::size_t>(player)];
    if (state.holed) {
        return "player " + std::to_string(player) + " has already holed out";
    }
    if (state.pickedUp) {
        return "player " + std::to_string(player) + " was picked up after " +
               std::to_string(state.strokes) + " strokes (maxStrokes " +
               std::to_string(level().maxStrokes) + ")";
    }
    if (!std::isfinite(velocity.x) || !std::isfinite(velocity.y)) {
        return "the shot's velocity is not a finite number";
    }
    const double speed = length(velocity);
    if (speed > level().physics.maxShotSpeed) {
        char text[160];
        std::snprintf(text, sizeof text, "speed %.17g is above maxShotSpeed %.17g", speed,
                      level().physics.maxShotSpeed);
        return text;
    }
    return {};
}

void Match::shoot(int player, Vec2 velocity) {
    GOLF_ASSERT(shotError(player, velocity).empty());
    const auto index = static_cast<std::size_t>(player);
    if (!world_.balls()[index].inPlay) {
        const bool placed = world_.placeBall(player, world_.teeEntrySpot(player));
        (void)placed; // a ball that cannot be placed anywhere stays out; the shot still counts
    }
    ++players_[index].strokes;
    world_.markShotStart();
    world_.forgetClockRead();
    if (world_.balls()[index].inPlay) {
        world_.setVelocity(player, velocity);
    }
    for (std::size_t i = 0; i < shotStart_.size(); ++i) {
        shotStart_[i] = world_.balls()[i].position;
    }
    knockedIn_.clear();
    returnedNearMovers_ = false;
    shooter_ = player;
    shotInProgress_ = true;
    shotTicks_ = 0;
    shotEvents_ = 0;
    const PhysicsParams& physics = level().physics;
    // The loader bounds maxShotSeconds (3600 s) and tickRate (2000); the clamp keeps the
    // conversion defined for levels built in code too.
    const double limit = std::ceil(physics.maxShotSeconds * physics.tickRate);
    shotTickLimit_ = static_cast<std::int64_t>(std::clamp(limit, 1.0, 3600.0 * 2000.0));
}

const std::vector<Event>& Match::step() {
    // The world's own buffer (valid as long as the match's would be), copied into the match's
    // only where the match adds events to it: at the end of a shot.
    // World::step, its tick inline here (step37).
    const std::vector<Event>& tickEvents =
        world_.runInline(world_.tickSeconds_, world_.clockBase_, world_.clockTicks_ + 1);
    if (!shotInProgress_) {
        return tickEvents;
    }
    ++shotTicks_;
    shotEvents_ += static_cast<std::int64_t>(tickEvents.size());
    for (const Event& event : tickEvents) {
        if (event.type == EventType::Holed) {
            if (event.ball == shooter_) {
                players_[static_cast<std::size_t>(event.ball)].holed = true;
            } else {
                knockedIn_.push_back(event.ball);
            }
        } else if (event.type == EventType::Watered && event.ball == shooter_) {
            // Only the shooter's own ball costs a penalty stroke (SPEC section 4): another
            // player's ball knocked into water goes back free, like one knocked into the cup.
            ++players_[static_cast<std::size_t>(shooter_)].strokes;
        }
    }
    bool atRest = world_.atRest();
    if (!atRest && (shotTicks_ >= shotTickLimit_ || shotEvents_ >= shotEventLimit_)) {
        world_.stopAll();
        atRest = world_.atRest(); // a ball stopped on a slope may start rolling again
    }
    if (!atRest) {
        return tickEvents;
    }
    events_ = tickEvents; // into the match's own buffer: no allocation once it has grown
    std::vector<Event>& events = events_;
    shotInProgress_ = false;
    returnKnockedInBalls(events);
    // The hole clock of the rest instant, not the tick's end: the next shot's "at" counts
    // from there; and where a mover pushes a ball into water before the next shot, it
    // goes back where it lies now. (Without movers no ball moves before the next shot, whose
    // shoot() marks the spots again: step37.)
    world_.setClock(world_.restInstant());
    if (world_.hasMovers()) {
        world_.markShotStart();
    }
    PlayerState& shooter = players_[static_cast<std::size_t>(shooter_)];
    if (!shooter.holed && shooter.strokes >= level().maxStrokes) {
        shooter.pickedUp = true;
        const Ball& ball = world_.balls()[static_cast<std::size_t>(shooter_)];
        events.push_back({.type = EventType::PickedUp,
                          .ball = shooter_,
                          .position = ball.position,
                          .time = world_.tickSeconds()});
        world_.removeBall(shooter_);
    }
    return events;
}

const std::vector<Event>& Match::idleUntil(double end) {
    GOLF_ASSERT(!shotInProgress_ && std::isfinite(end) && end > clock());
    if (!world_.hasMovers()) {
        events_.clear();
        if (world_.atRest()) {
            world_.setClock(end); // nothing moves: only time passes
            return events_;
        }
    }
    events_ = world_.stepUntil(end);
    for (const Event& event : events_) {
        if (event.type == EventType::Holed) {
            knockedIn_.push_back(event.ball); // nobody shot it: it goes back
        }
    }
    returnKnockedInBalls(events_);
    return events_;
}

void Match::waitUntil(double at) {
    GOLF_ASSERT(!shotInProgress_ && std::isfinite(at) && at >= clock());
    const std::vector<Ball>& balls = world_.balls();
    if (world_.hasMovers() &&
        std::none_of(balls.begin(), balls.end(), [](const Ball& ball) { return ball.inPlay; })) {
        // No ball for a mover to reach: only the clock changes, as the idle ticks below would
        // change it (World::idleEmptyUntil), without solving each tick.
        if (world_.idleEmptyUntil(at) > 0) {
            events_.clear();
        }
        return;
    }
    while (clock() < at) {
        const double next = world_.nextTickClock();
        (void)idleUntil(next <= at ? next : at);
    }
}

void Match::setShotEventLimit(std::int64_t events) {
    GOLF_ASSERT(events >= 1);
    shotEventLimit_ = events;
}

// Balls go back in the order they dropped, each to the free spot nearest where it lay.
void Match::returnKnockedInBalls(std::vector<Event>& events) {
    for (const int ball : knockedIn_) {
        const Vec2 from = shotStart_[static_cast<std::size_t>(ball)];
        // The spot avoids movers: where they are matters if one may reach a spot it tries.
        returnedNearMovers_ = returnedNearMovers_ || world_.freeSpotReadsClock(from, ball);
        const Vec2 spot = world_.freeSpotNear(from, ball);
        if (world_.placeBall(ball, spot)) {
            events.push_back({.type = EventType::Returned,
                              .ball = ball,
                              .position = spot,
                              .time = world_.tickSeconds()});
        }
    }
    knockedIn_.clear();
}

bool Match::finished() const {
    for (const PlayerState& player : players_) {
        if (!player.finished()) {
            return false;
        }
    }
    return true;
}

int Match::nextPlayer(int last) const {
    const int count = playerCount();
    for (int i = 1; i <= count; ++i) {
        const int candidate = ((last + i) % count + count) % count;
        if (!players_[static_cast<std::size_t>(candidate)].finished()) {
            return candidate;
        }
    }
    return -1;
}

namespace {

class Fnv1a {
  public:
    void add(std::uint64_t value) {
        if (value < 256) {
            // Seven zero bytes above the first: a xor with zero changes nothing, and seven
            // multiplications by the prime are one by its seventh power (mod 2^64, exactly).
            hash_ = (hash_ ^ value) * prime * primeToTheSeventh;
            return;
        }
        for (int i = 0; i < 8; ++i) {
            hash_ ^= (value >> (8 * i)) & 0xffu;
            hash_ *= prime;
        }
    }
    void add(double value) { add(std::bit_cast<std::uint64_t>(value)); }
    /// add(value) for a double in memory: its bytes read one by one where they lie, lowest
    /// first (a load each, where taking them from a register costs a shift and a mask each:
    /// `golf replay --json` hashes every ball after every shot).
    void addStored(const double& value) {
        if (std::bit_cast<std::uint64_t>(value) == 0) {
            // +0.0, as every ball at rest has its velocity: eight zero bytes, eight
            // multiplications by the prime, one by its eighth power (mod 2^64, exactly).
            hash_ *= primeToTheEighth;
            return;
        }
        if constexpr (std::endian::native == std::endian::little) {
            const auto* const bytes = reinterpret_cast<const unsigned char*>(&value);
            for (int i = 0; i < 8; ++i) {
                hash_ ^= bytes[i];
                hash_ *= prime;
            }
        } else {
            add(value);
        }
    }
    [[nodiscard]] std::uint64_t value() const { return hash_; }

  private:
    static constexpr std::uint64_t prime = 0x100000001b3ull;
    static constexpr std::uint64_t primeToTheSeventh =
        prime * prime * prime * prime * prime * prime * prime; // mod 2^64
    static constexpr std::uint64_t primeToTheEighth = primeToTheSeventh * prime;
    std::uint64_t hash_ = 0xcbf29ce484222325ull;
};

} // namespace

std::uint64_t Match::hash(bool withClock) const {
    Fnv1a fnv;
    fnv.add(static_cast<std::uint64_t>(world_.tick()));
    if (withClock) {
        fnv.add(world_.clock());
    }
    for (std::size_t i = 0; i < players_.size(); ++i) {
        const Ball& ball = world_.balls()[i];
        const PlayerState& player = players_[i];
        fnv.addStored(ball.position.x);
        fnv.addStored(ball.position.y);
        fnv.addStored(ball.velocity.x);
        fnv.addStored(ball.velocity.y);
        fnv.add(static_cast<std::uint64_t>(ball.inPlay) |
                static_cast<std::uint64_t>(ball.holed) << 1 |
                static_cast<std::uint64_t>(player.holed) << 2 |
                static_cast<std::uint64_t>(player.pickedUp) << 3);
        fnv.add(static_cast<std::uint64_t>(player.strokes));
    }
    return fnv.value();
}

} // namespace golf
