#include "BallTrails.hpp"

#include "Palette.hpp"

namespace golf::game {

namespace {

/// Frames of trail kept: a quarter of a second at 60 frames per second.
constexpr std::size_t trailLength = 14;

} // namespace

void BallTrails::add(int ball, Vec2 position, bool moving) {
    std::deque<Vec2>& trail = trails_[static_cast<std::size_t>(ball)];
    if (!moving) {
        trail.clear();
        return;
    }
    trail.push_back(position);
    while (trail.size() > trailLength) {
        trail.pop_front();
    }
}

void BallTrails::clear() {
    for (std::deque<Vec2>& trail : trails_) {
        trail.clear();
    }
}

void BallTrails::addTo(HoleScene& scene) const {
    for (std::size_t i = 0; i < trails_.size(); ++i) {
        scene.trails.emplace_back(trails_[i].begin(), trails_[i].end());
        scene.trailColours.push_back(palette::player(static_cast<int>(i)));
    }
}

} // namespace golf::game
