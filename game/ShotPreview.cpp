#include "ShotPreview.hpp"

namespace golf::game {

namespace {

/// The preview looks at most this far ahead; a long roll shows its start only.
constexpr double lookAheadSeconds = 4.0;
/// After the first hit the path goes on this long, to show the bounce's direction.
constexpr double afterHitSeconds = 0.25;

} // namespace

const std::vector<Vec2>& ShotPreview::path(const Match& match, int player, Vec2 velocity) {
    if (velocity == lastVelocity_ && player == lastPlayer_ && match.ticks() == lastTick_) {
        return path_;
    }
    lastVelocity_ = velocity;
    lastPlayer_ = player;
    lastTick_ = match.ticks();
    path_.clear();
    if (!match.shotError(player, velocity).empty()) {
        return path_;
    }
    Match copy = match;
    copy.shoot(player, velocity);
    const auto index = static_cast<std::size_t>(player);
    path_.push_back(copy.world().balls()[index].position);
    const int rate = copy.level().physics.tickRate;
    const auto limit = static_cast<std::int64_t>(lookAheadSeconds * rate);
    std::int64_t stopAt = limit;
    for (std::int64_t tick = 0; tick < stopAt && copy.shotInProgress(); ++tick) {
        for (const Event& event : copy.step()) {
            const bool hit = event.type == EventType::WallHit || event.type == EventType::BallHit;
            if (hit && (event.ball == player || event.other == player) && stopAt == limit) {
                stopAt = tick + static_cast<std::int64_t>(afterHitSeconds * rate) + 1;
            }
        }
        const Ball& ball = copy.world().balls()[index];
        if (!ball.inPlay) {
            break;
        }
        path_.push_back(ball.position);
    }
    return path_;
}

} // namespace golf::game
