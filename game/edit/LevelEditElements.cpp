// The editor's edits of level format 3's movers and teleports (LevelEdit's, split out like
// LevelEditGrid.cpp): each is checked by the loader before it is made.

#include "LevelEdit.hpp"

#include <cstddef>
#include <optional>
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
    // The nearest handle wins; `<=` lets a later element (drawn over the earlier) win a tie.
    double best = reach;
    std::optional<std::size_t> mover;
    std::optional<std::size_t> teleport;
    const auto consider = [&](Vec2 handle, std::size_t index, bool isMover) {
        const double distance = length(handle - point);
        if (distance <= best) {
            best = distance;
            mover = isMover ? std::optional(index) : std::nullopt;
            teleport = isMover ? std::nullopt : std::optional(index);
        }
    };
    // Teleports first: a mover, drawn over them, wins a tie.
    const Level& level = level_;
    for (std::size_t i = 0; i < level.teleports.size(); ++i) {
        consider(level.teleports[i].entry, i, false);
        consider(level.teleports[i].exit, i, false);
    }
    for (std::size_t i = 0; i < level.movers.size(); ++i) {
        const Mover& m = level.movers[i];
        if (m.kind == MoverKind::Blades) {
            consider(m.blades.pivot, i, true);
        } else {
            consider(m.slider.from, i, true);
            consider(m.slider.to, i, true);
        }
    }
    if (!mover && !teleport) {
        return false;
    }
    Level next = level_;
    if (mover) {
        next.movers.erase(next.movers.begin() + static_cast<std::ptrdiff_t>(*mover));
    } else {
        next.teleports.erase(next.teleports.begin() + static_cast<std::ptrdiff_t>(*teleport));
    }
    return replaceChecked(std::move(next)).empty();
}

std::string LevelEdit::placeElement(EditorTool tool, Vec2 from, Vec2 to) {
    const auto centre = [](Vec2 p) {
        const auto [col, row] = tileUnder(p);
        return Vec2{col + 0.5, row + 0.5};
    };
    const Vec2 a = centre(from);
    const Vec2 b = centre(to);
    switch (tool) {
    case EditorTool::Windmill:
        return addMover(editorBlades(a));
    case EditorTool::Slider:
        return a == b ? "drag a slider from where it starts to where it turns back"
                      : addMover(editorSlider(a, b));
    case EditorTool::Teleport:
        return a == b ? "drag a teleport from its entry to its exit"
                      : addTeleport(editorTeleport(a, b));
    case EditorTool::Remove:
        return removeElementNear(from, removeReach) ? "" : "no windmill, slider or teleport here";
    default:
        return "not an element tool";
    }
}

} // namespace golf::game
