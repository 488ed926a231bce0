// The editor's edits of level format 3's movers and teleports (LevelEdit's, split out like
// LevelEditGrid.cpp): each is checked by the loader before it is made.

#include "LevelEdit.hpp"

#include <iterator>
#include <string>
#include <utility>

namespace golf::game {

Mover editorBlades(Vec2 pivot) {
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades = Blades{.pivot = pivot,
                          .arms = 4,
                          .length = 1.4,
                          .width = 0.16,
                          .period = 4,
                          .phase = 0,
                          .turn = TurnSense::Clockwise};
    return mover;
}

Mover editorSlider(Vec2 from, Vec2 to) {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = Slider{.from = from, .to = to, .size = {1.0, 0.5}, .period = 3, .phase = 0};
    return mover;
}

Teleport editorTeleport(Vec2 entry, Vec2 exit) {
    Teleport teleport;
    teleport.entry = entry;
    teleport.radius = 0.35;
    teleport.exit = exit;
    return teleport;
}

std::string LevelEdit::addMover(const Mover& mover) {
    Level next = level_;
    next.movers.push_back(mover);
    return replaceChecked(std::move(next));
}

std::string LevelEdit::addTeleport(const Teleport& teleport) {
    Level next = level_;
    next.teleports.push_back(teleport);
    return replaceChecked(std::move(next));
}

bool LevelEdit::removeElementNear(Vec2 point, double reach) {
    const auto near = [&](Vec2 handle) {
        return length(handle - point) <= reach;
    };
    Level next = level_;
    // The last one placed first, as it is drawn on top.
    for (auto mover = next.movers.rbegin(); mover != next.movers.rend(); ++mover) {
        const bool hit = mover->kind == MoverKind::Blades
                             ? near(mover->blades.pivot)
                             : near(mover->slider.from) || near(mover->slider.to);
        if (hit) {
            next.movers.erase(std::next(mover).base());
            return replaceChecked(std::move(next)).empty();
        }
    }
    for (auto teleport = next.teleports.rbegin(); teleport != next.teleports.rend(); ++teleport) {
        if (near(teleport->entry) || near(teleport->exit)) {
            next.teleports.erase(std::next(teleport).base());
            return replaceChecked(std::move(next)).empty();
        }
    }
    return false;
}

} // namespace golf::game
