#include "BallDrops.hpp"

#include "Palette.hpp"

#include <algorithm>

namespace golf::game {

void BallDrops::addReturn(int player, Vec2 cup, Vec2 to, double now) {
    double start = now;
    for (const Drop& drop : drops_) {
        if (drop.player == player) {
            start = std::max(start, drop.start + seconds);
        }
    }
    returns_.push_back({player, cup, to, start});
}

bool BallDrops::hides(int player, double now) const {
    return std::any_of(returns_.begin(), returns_.end(), [&](const Return& r) {
        return r.player == player && now - r.start <= returnSeconds;
    });
}

void BallDrops::update(double now) {
    std::erase_if(drops_, [now](const Drop& d) { return now - d.start > seconds; });
    std::erase_if(returns_, [now](const Return& r) { return now - r.start > returnSeconds; });
}

void BallDrops::addTo(HoleScene& scene, double now) const {
    for (const Drop& drop : drops_) {
        scene.drops.push_back(
            {drop.from, (now - drop.start) / seconds, palette::player(drop.player), drop.ripple});
    }
    for (const Return& back : returns_) {
        if (now < back.start) {
            continue; // still dropping
        }
        // Eased out of the cup: quick at first, settling on its spot.
        const double t = std::clamp((now - back.start) / returnSeconds, 0.0, 1.0);
        const double eased = 1 - (1 - t) * (1 - t);
        scene.balls.push_back(
            {back.cup + (back.to - back.cup) * eased, palette::player(back.player), false, false});
    }
}

} // namespace golf::game
