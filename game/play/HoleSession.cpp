#include "HoleSession.hpp"

#include "LimitLevelFile.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>

namespace golf::game {

namespace {

/// Catch-up limit: a quarter of a second of simulation per frame at normal speed, so that a
/// stalled frame makes the balls slow down for a moment instead of jumping.
constexpr double catchUpSeconds = 0.25;

} // namespace

HoleSession::HoleSession(const Level& level, int players)
    : original_(level), match_(level, players), previous_(static_cast<std::size_t>(players)) {
    snapshot();
    noteRest();
}

std::string HoleSession::setup(int player, Vec2 centre) {
    std::string error = match_.setup(player, centre);
    snapshot();
    noteRest();
    return error;
}

std::string HoleSession::shoot(int player, Vec2 velocity) {
    std::string error = match_.shotError(player, velocity);
    if (!error.empty()) {
        return error;
    }
    match_.shoot(player, velocity);
    lastShooter_ = player;
    idledSinceRest_ = false; // the log holds the wait now: the shot's "at"
    accumulator_ = 0;
    snapshot(); // a ball entering at the tee appears there, not sliding in from the origin
    return {};
}

Shot HoleSession::loggedShot(int player, Vec2 velocity, bool clocked) const {
    Shot shot{player, velocity};
    if (clocked) {
        shot.at = match_.clock(); // struck now, on the hole clock (SPEC section 5)
    }
    return shot;
}

std::vector<Event> HoleSession::advance(double seconds, int maxTicks,
                                        std::optional<double> idleUntil) {
    std::vector<Event> events;
    const bool idling = !match_.shotInProgress();
    if (idling && !idleUntil && !clockRuns()) {
        accumulator_ = 0; // a still level: nothing moves between shots
        return events;
    }
    const double tick = match_.world().tickSeconds();
    const double limit = idleUntil.value_or(std::numeric_limits<double>::infinity());
    accumulator_ += seconds;
    int stepped = 0;
    const auto going = [&] {
        return idling ? match_.clock() < limit : match_.shotInProgress();
    };
    while (accumulator_ >= tick && stepped < maxTicks && going()) {
        snapshot();
        const std::size_t before = events.size();
        if (idling) {
            // The tick ends of Match::idle and Match::waitUntil, so a log's "at" is met exactly.
            const double next = match_.world().nextTickClock();
            const std::vector<Event>& tickEvents = match_.idleUntil(next <= limit ? next : limit);
            events.insert(events.end(), tickEvents.begin(), tickEvents.end());
            idledSinceRest_ = true;
        } else {
            const std::vector<Event>& tickEvents = match_.step();
            events.insert(events.end(), tickEvents.begin(), tickEvents.end());
        }
        keepJumps({events.begin() + static_cast<std::ptrdiff_t>(before), events.end()});
        accumulator_ -= tick;
        ++stepped;
    }
    if (stepped == maxTicks) {
        accumulator_ = std::fmod(accumulator_, tick); // the backlog is dropped, not caught up
    }
    if (!going()) { // the shot ended, or the wait reached its instant
        accumulator_ = 0;
        snapshot();
        if (!idling) {
            noteRest();
        }
    }
    return events;
}

void HoleSession::waitUntil(double at) {
    if (at > match_.clock()) {
        match_.waitUntil(at);
        idledSinceRest_ = true;
    }
    accumulator_ = 0;
    snapshot();
}

std::vector<Event> HoleSession::finishShot() {
    std::vector<Event> events;
    while (match_.shotInProgress()) {
        match_.skipQuietTicks(); // the ticks between events are not drawn
        std::vector<Event> tickEvents = match_.step();
        events.insert(events.end(), tickEvents.begin(), tickEvents.end());
    }
    accumulator_ = 0;
    snapshot();
    noteRest();
    return events;
}

std::uint64_t HoleSession::reportedHash(bool clocked) const {
    if (idledSinceRest_) {
        return clocked ? restClockedHash_ : restHash_;
    }
    return match_.hash(clocked);
}

std::int64_t HoleSession::reportedTicks() const {
    return idledSinceRest_ ? restTicks_ : match_.ticks();
}

void HoleSession::noteRest() {
    restHash_ = match_.hash(false);
    restClockedHash_ = match_.hash(true);
    restTicks_ = match_.ticks();
    idledSinceRest_ = false;
}

double HoleSession::tickShare() const {
    return std::clamp(accumulator_ / match_.world().tickSeconds(), 0.0, 1.0);
}

Vec2 HoleSession::drawPosition(int index) const {
    const auto i = static_cast<std::size_t>(index);
    const Vec2 current = match_.world().balls()[i].position;
    return previous_[i] + (current - previous_[i]) * tickShare();
}

double HoleSession::drawClock() const {
    return previousClock_ + (match_.clock() - previousClock_) * tickShare() + drawnAhead_;
}

void HoleSession::runDrawClock(double seconds) {
    if (!clockRuns() || !match_.finished() || match_.shotInProgress() || !(seconds > 0)) {
        return;
    }
    for (const Ball& ball : match_.world().balls()) {
        if (ball.inPlay) {
            return; // a mover may reach it: only the match may say what happens then
        }
    }
    drawnAhead_ += seconds;
}

Vec2 HoleSession::shotOrigin(int player) const {
    const Ball& ball = match_.world().balls()[static_cast<std::size_t>(player)];
    return ball.inPlay ? ball.position : match_.world().teeEntrySpot(player);
}

int HoleSession::catchUpTicks(double speed) const {
    const double ticks = std::ceil(catchUpSeconds * speed * level().physics.tickRate);
    return std::max(1, static_cast<int>(ticks));
}

void HoleSession::keepJumps(std::span<const Event> events) {
    for (const Event& event : events) {
        if (event.type == EventType::Teleported || event.type == EventType::Watered ||
            event.type == EventType::Squeezed) {
            previous_[static_cast<std::size_t>(event.ball)] =
                match_.world().balls()[static_cast<std::size_t>(event.ball)].position;
        }
    }
}

void HoleSession::snapshot() {
    previousClock_ = match_.clock();
    for (std::size_t i = 0; i < previous_.size(); ++i) {
        previous_[i] = match_.world().balls()[i].position;
    }
}

bool HoleSession::setTurnRule(TurnOrder order, int limit, std::vector<int> carried) {
    order_ = order;
    limit_ = limit;
    carried_ = std::move(carried);
    const bool fresh =
        match_.ticks() == 0 && lastShooter_ < 0 &&
        std::none_of(match_.players().begin(), match_.players().end(),
                     [](const PlayerState& player) { return player.strokes > 0; }) &&
        std::none_of(match_.world().balls().begin(), match_.world().balls().end(),
                     [](const Ball& ball) { return ball.inPlay; }); // no setup either
    if (!fresh) {
        return false;
    }
    const int fewestCarried =
        carried_.empty() ? 0 : *std::min_element(carried_.begin(), carried_.end());
    const int left = std::max(1, limit - fewestCarried);
    const int wanted = std::min(left, original_.maxStrokes);
    if (wanted == match_.level().maxStrokes) {
        return false;
    }
    const bool collisions = match_.world().ballCollisions();
    match_ = Match(wanted < original_.maxStrokes ? levelWithLimit(original_, wanted) : original_,
                   match_.playerCount());
    match_.setBallCollisions(collisions);
    limited_ = wanted < original_.maxStrokes;
    snapshot();
    noteRest();
    return true;
}

int HoleSession::currentPlayer() const {
    if (order_ == TurnOrder::Fixed && limit_ == std::numeric_limits<int>::max()) {
        return match_.nextPlayer(lastShooter_);
    }
    std::vector<Vec2> origins;
    for (int i = 0; i < match_.playerCount(); ++i) {
        origins.push_back(shotOrigin(i));
    }
    return nextTurn(match_, lastShooter_, order_, limit_, carried_, origins);
}

bool HoleSession::atLimit(int player) const {
    const auto index = static_cast<std::size_t>(player);
    if (limited_ && match_.players()[index].pickedUp) {
        return true; // the engine picked them up at the party's limit
    }
    return reachedLimit(match_.players()[index], index < carried_.size() ? carried_[index] : 0,
                        limit_);
}

} // namespace golf::game
