#include "HitFlashes.hpp"

#include "ElementArt.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace golf::game {

namespace {

constexpr double never = -std::numeric_limits<double>::infinity();
/// How far past the contact point the tile is looked up (tiles): inside the solid, clear of
/// the seam the contact point lies on.
constexpr double probe = 0.02;

/// 1 at the hit, fading linearly to 0 after flashSeconds.
double fade(double since) {
    return since < 0 ? 0.0 : std::max(0.0, 1 - since / HitFlashes::flashSeconds);
}

} // namespace

HitFlashes::HitFlashes(const Level& level) : level_(level), moverHit_(level.movers.size(), never) {}

bool HitFlashes::wallTile(const Event& event, int& col, int& row) const {
    if (event.type != EventType::WallHit) {
        return false;
    }
    const Vec2 beyond = event.position - event.normal * (level_.ballRadius + probe);
    col = static_cast<int>(std::floor(beyond.x));
    row = static_cast<int>(std::floor(beyond.y));
    return true;
}

HitKind HitFlashes::note(const Event& event, double seconds) {
    if (event.type == EventType::MoverHit) {
        if (event.other >= 0 && static_cast<std::size_t>(event.other) < moverHit_.size()) {
            moverHit_[static_cast<std::size_t>(event.other)] = seconds;
        }
        return HitKind::Mover;
    }
    int col = 0;
    int row = 0;
    if (!wallTile(event, col, row)) {
        return HitKind::Other;
    }
    const SpecialWall* wall = specialWallAt(level_, col, row);
    if (wall == nullptr) {
        return HitKind::Other;
    }
    switch (wallLook(*wall, level_.physics.wallRestitution)) {
    case WallLook::Bumper:
        std::erase_if(wallHits_, [&](const TileHit& hit) {
            return (hit.col == col && hit.row == row) || fade(seconds - hit.at) <= 0;
        });
        wallHits_.push_back({col, row, seconds});
        return HitKind::Bumper;
    case WallLook::Dead:
        return HitKind::Dead;
    case WallLook::Plain:
        break;
    }
    return HitKind::Other;
}

void HitFlashes::addTo(HoleScene& scene, double seconds) const {
    scene.moverFlash.clear();
    for (const double at : moverHit_) {
        scene.moverFlash.push_back(fade(seconds - at));
    }
    for (const TileHit& hit : wallHits_) {
        if (const double strength = fade(seconds - hit.at); strength > 0) {
            scene.wallFlashes.push_back({hit.col, hit.row, strength});
        }
    }
}

void HitFlashes::clear() {
    std::fill(moverHit_.begin(), moverHit_.end(), never);
    wallHits_.clear();
}

} // namespace golf::game
