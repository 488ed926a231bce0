#include "HoleSession.hpp"

#include <algorithm>
#include <cmath>

namespace golf::game {

namespace {

/// Catch-up limit: a quarter of a second of simulation per frame at normal speed, so that a
/// stalled frame makes the balls slow down for a moment instead of jumping.
constexpr double catchUpSeconds = 0.25;

} // namespace

HoleSession::HoleSession(const Level& level, int players)
    : match_(level, players), previous_(static_cast<std::size_t>(players)) {
    snapshot();
}

std::string HoleSession::setup(int player, Vec2 centre) {
    std::string error = match_.setup(player, centre);
    snapshot();
    return error;
}

std::string HoleSession::shoot(int player, Vec2 velocity) {
    std::string error = match_.shotError(player, velocity);
    if (!error.empty()) {
        return error;
    }
    match_.shoot(player, velocity);
    lastShooter_ = player;
    accumulator_ = 0;
    snapshot(); // a ball entering at the tee appears there, not sliding in from the origin
    return {};
}

std::vector<Event> HoleSession::advance(double seconds, int maxTicks) {
    std::vector<Event> events;
    if (!match_.shotInProgress()) {
        accumulator_ = 0;
        return events;
    }
    const double tick = match_.world().tickSeconds();
    accumulator_ += seconds;
    int stepped = 0;
    while (accumulator_ >= tick && match_.shotInProgress() && stepped < maxTicks) {
        snapshot();
        std::vector<Event> tickEvents = match_.step();
        events.insert(events.end(), tickEvents.begin(), tickEvents.end());
        accumulator_ -= tick;
        ++stepped;
    }
    if (stepped == maxTicks) {
        accumulator_ = std::fmod(accumulator_, tick); // the backlog is dropped, not caught up
    }
    if (!match_.shotInProgress()) {
        accumulator_ = 0;
        snapshot();
    }
    return events;
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
    return events;
}

Vec2 HoleSession::drawPosition(int index) const {
    const auto i = static_cast<std::size_t>(index);
    const Vec2 current = match_.world().balls()[i].position;
    const double tick = match_.world().tickSeconds();
    const double alpha = std::clamp(accumulator_ / tick, 0.0, 1.0);
    return previous_[i] + (current - previous_[i]) * alpha;
}

Vec2 HoleSession::shotOrigin(int player) const {
    const Ball& ball = match_.world().balls()[static_cast<std::size_t>(player)];
    return ball.inPlay ? ball.position : match_.world().teeEntrySpot(player);
}

int HoleSession::catchUpTicks(double speed) const {
    const double ticks = std::ceil(catchUpSeconds * speed * level().physics.tickRate);
    return std::max(1, static_cast<int>(ticks));
}

void HoleSession::snapshot() {
    for (std::size_t i = 0; i < previous_.size(); ++i) {
        previous_[i] = match_.world().balls()[i].position;
    }
}

} // namespace golf::game
