#include "ShotPreview.hpp"

#include <optional>

namespace golf::game {

namespace {

/// The probe's speed, tiles/s: the contact and the direction it leaves in do not depend on it
/// (but for rounding); it sets how many ticks the line takes.
constexpr double probeSpeed = 200.0;

} // namespace

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
    const std::optional<FirstContact> contact =
        firstContact(match.world(), player, origin, direction * probeSpeed, reach);
    if (!contact) {
        return path_;
    }
    path_.push_back(contact->position);
    if (contact->type == EventType::Teleported) {
        return path_; // the line ends where the ball jumps: drawn on, it would cross the jump
    }
    const double speed = length(contact->velocity);
    if (speed > 0) {
        path_.push_back(contact->position + contact->velocity * (afterContact / speed));
    }
    return path_;
}

} // namespace golf::game
