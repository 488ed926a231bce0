// The editor's edits of level format 3's movers and teleports (LevelEdit's, split out like
// LevelEditGrid.cpp): each is checked by the loader before it is made.

#include "ElementFields.hpp"
#include "LevelEdit.hpp"
#include "SpecialTiles.hpp"

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
    const std::optional<ElementRef> near = nearestHandle(level_, point, reach);
    if (!near) {
        return false;
    }
    Level next = level_;
    const auto at = static_cast<std::ptrdiff_t>(near->index);
    if (near->kind == ElementKind::Mover) {
        next.movers.erase(next.movers.begin() + at);
    } else {
        next.teleports.erase(next.teleports.begin() + at);
    }
    return replaceChecked(std::move(next)).empty();
}

std::string LevelEdit::placeWall(int col, int row, double restitution) {
    if (!inGrid(col, row)) {
        return "a wall must be inside the level";
    }
    if (holdsTee(col, row) || holdsCup(col, row)) {
        return "the tee and the cup keep their floor: move them first";
    }
    // A triangle keeps its shape (a corner bumper); any other tile becomes a block.
    const Tile shape = isTriangle(level_.at(col, row)) ? level_.at(col, row) : Tile::Block;
    const int entry = wallEntryAt(level_, col, row);
    if (entry != 0 && level_.specialWalls[entry - 1].restitution == restitution &&
        level_.specialWalls[entry - 1].shape == shape) {
        return {};
    }
    Level next = level_;
    if (!setWallTile(next, col, row, restitution, shape)) {
        return "no legend character is left for another kind of wall";
    }
    return replaceChecked(std::move(next));
}

std::string LevelEdit::placeGate(int col, int row, int pass) {
    if (!inGrid(col, row)) {
        return "a gate must be inside the level";
    }
    Level next = level_;
    if (!setGateTile(next, col, row, pass)) {
        return "no legend character is left for another gate";
    }
    return replaceChecked(std::move(next));
}

bool LevelEdit::clearSpecial(int col, int row) {
    if (!inGrid(col, row)) {
        return false;
    }
    Level next = level_;
    if (const int wall = wallEntryAt(next, col, row); wall != 0) {
        // An ordinary wall of the same shape.
        next.tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(next.width) +
                   static_cast<std::size_t>(col)] = next.specialWalls[wall - 1].shape;
    }
    return clearSpecialTile(next, col, row) && replaceChecked(std::move(next)).empty();
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
        if (removeElementNear(from, removeReach)) {
            return {};
        }
        return clearSpecial(tileUnder(from).first, tileUnder(from).second)
                   ? ""
                   : "no windmill, slider, teleport, special wall or gate here";
    default:
        return "not an element tool";
    }
}

} // namespace golf::game
