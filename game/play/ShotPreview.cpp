#include "ShotPreview.hpp"

#include <cmath>

namespace golf::game {

namespace {

/// The probe's speed, tiles/s, and how long it may travel: 2 seconds reach 400 tiles.
constexpr double probeSpeed = 200.0;
constexpr double probeSeconds = 2.0;

} // namespace

Level straightLineLevel(const Level& level) {
    Level straight = level;
    PhysicsParams& physics = straight.physics;
    physics.rollingDeceleration = 0;
    physics.sandDeceleration = 0;
    physics.iceDeceleration = 0;
    physics.slopeAcceleration = 0;
    physics.captureSpeed = 0;
    physics.maxShotSpeed = 2 * probeSpeed;
    physics.maxShotSeconds = 2 * probeSeconds;
    for (Surface& surface : straight.surfaces) {
        surface.slope = {};
    }
    return straight;
}

const std::vector<Vec2>& ShotPreview::path(const Match& match, int player, Vec2 origin,
                                           Vec2 direction) {
    if (direction == lastDirection_ && origin == lastOrigin_ && player == lastPlayer_ &&
        match.ticks() == lastTick_) {
        return path_;
    }
    lastDirection_ = direction;
    lastOrigin_ = origin;
    lastPlayer_ = player;
    lastTick_ = match.ticks();
    path_.assign(1, origin);
    const Level level = straightLineLevel(match.level());
    Match probe(level, match.playerCount());
    probe.setBallCollisions(match.world().ballCollisions());
    for (int i = 0; i < match.playerCount(); ++i) {
        const Ball& ball = match.world().balls()[static_cast<std::size_t>(i)];
        if (ball.inPlay && i != player) {
            (void)probe.setup(i, ball.position);
        }
    }
    if (!probe.setup(player, origin).empty()) {
        return path_;
    }
    const Vec2 velocity = direction * probeSpeed;
    if (!probe.shotError(player, velocity).empty()) {
        return path_;
    }
    probe.shoot(player, velocity);
    const auto index = static_cast<std::size_t>(player);
    const auto ticks = static_cast<std::int64_t>(probeSeconds * level.physics.tickRate);
    for (std::int64_t tick = 0; tick < ticks && probe.shotInProgress(); ++tick) {
        for (const Event& event : probe.step()) {
            const bool hit = event.type == EventType::WallHit || event.type == EventType::BallHit;
            if (!hit || (event.ball != player && event.other != player)) {
                continue;
            }
            const Ball& ball = probe.world().balls()[index];
            const Vec2 at = event.ball == player ? event.position : ball.position;
            path_.push_back(at);
            // A wall's bounce from its normal (the ball may hit more within the same tick);
            // a ball hit from the velocity the ball has after the tick.
            const Vec2 after =
                event.type == EventType::WallHit
                    ? velocity + event.normal * ((1 + level.physics.wallRestitution) * event.speed)
                    : ball.velocity;
            const double speed = length(after);
            if (speed > 0) {
                path_.push_back(at + after * (afterContact / speed));
            }
            return path_;
        }
        if (!probe.world().balls()[index].inPlay) {
            break;
        }
    }
    return path_;
}

} // namespace golf::game
