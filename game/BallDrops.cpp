#include "BallDrops.hpp"

#include "Palette.hpp"

#include <algorithm>

namespace golf::game {

void BallDrops::update(double now) {
    std::erase_if(drops_, [now](const Drop& d) { return now - d.start > seconds; });
}

void BallDrops::addTo(HoleScene& scene, double now) const {
    for (const Drop& drop : drops_) {
        scene.drops.push_back(
            {drop.from, (now - drop.start) / seconds, palette::player(drop.player)});
    }
}

} // namespace golf::game
