#include "trajectory.hpp"

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"

namespace golf {

Trajectory startPiece(const Level& level, Vec2 position, Vec2 velocity) {
    // A format-1 level is grass everywhere: no tile lookup.
    if (level.surfaceIndex.empty()) {
        return Trajectory::at(position, velocity, Floor::Grass, level.physics.rollingDeceleration);
    }
    const TileIndex tile = tileAhead(position, hasDirection(velocity) ? velocity : Vec2{});
    const Floor floor = level.floorAt(tile.col, tile.row);
    return Trajectory::at(position, velocity, floor, level.decelerationOf(floor));
}

} // namespace golf
