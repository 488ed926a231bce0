#include "trajectory.hpp"

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "slope_roll.hpp"
#include "slope_rules.hpp"

#include <cmath>

namespace golf {

namespace {

/// A ball lying still at `position` on the floor of the tile under it.
Trajectory restAt(const Level& level, Vec2 position) {
    const TileIndex tile = tileAhead(position, {});
    const Floor floor = level.floorAt(tile.col, tile.row);
    return Trajectory::at(position, {}, floor, level.decelerationOf(floor));
}

/// A piece on a slope: its curve and the tile that drives it.
Trajectory curved(const Level& level, TileIndex tile, SlopePath path,
                  const std::optional<WallSupport>& support) {
    const Floor floor = level.floorAt(tile.col, tile.row);
    Trajectory piece =
        Trajectory::at(path.position(0), path.velocity(0), floor, level.decelerationOf(floor));
    piece.curve = std::make_shared<const SlopePath>(std::move(path));
    piece.tile = tile;
    piece.support = support;
    return piece;
}

/// The unit tangent of a face with unit normal `n` (a quarter turn: exact).
Vec2 tangentOf(Vec2 n) {
    return {-n.y, n.x};
}

/// A ball at rest at `position` with nothing holding it but the floor: it rolls from rest
/// where the tile it would move into pushes harder than its floor holds, and into that tile.
Trajectory fromRest(const Level& level, Vec2 position) {
    const TileIndex under = tileAhead(position, {});
    const TileIndex tile = tileAhead(position, fieldAt(level, under).push);
    const SlopeField field = fieldAt(level, tile);
    const TileIndex ahead = tileAhead(position, field.push);
    if (!startsRolling(field) || ahead.col != tile.col || ahead.row != tile.row) {
        return restAt(level, position); // held by the floor, or on an edge between pushes
    }
    return curved(level, tile, SlopePath(position, {}, field, curveHorizon), std::nullopt);
}

/// A ball at rest against the face `support`: it rests, slides along it, or rolls off.
Trajectory fromRestOnWall(const Level& level, Vec2 position, const WallSupport& support) {
    const TileIndex under = tileAhead(position, {});
    const SlopeField field = fieldAt(level, under);
    const WallRest rest = restAgainstWall(field, support.normal);
    if (rest.pulledAway) {
        return fromRest(level, position);
    }
    if (rest.rests) {
        return restAt(level, position);
    }
    const Vec2 direction = rest.slide / length(rest.slide);
    const TileIndex tile = tileAhead(position, direction);
    const SlopeField along = fieldAt(level, tile);
    if (!(dot(along.push, support.normal) < 0)) {
        return fromRest(level, position); // the next tile no longer presses into the face
    }
    const Vec2 t = tangentOf(support.normal);
    const Vec2 slide = t * dot(along.push, t);
    if (!(std::abs(dot(slide, direction)) > along.decel)) {
        return restAt(level, position);
    }
    return curved(level, tile,
                  SlopePath::along(position, direction, 0, {slide, along.decel}, curveHorizon),
                  support);
}

} // namespace

Trajectory startPiece(const Level& level, Vec2 position, Vec2 velocity) {
    // A format-1 level is grass everywhere: no tile lookup.
    if (level.surfaceIndex.empty()) {
        return Trajectory::at(position, velocity, Floor::Grass, level.physics.rollingDeceleration);
    }
    if (!hasDirection(velocity)) {
        return restAt(level, position);
    }
    return continuePiece(level, position, velocity);
}

Trajectory continuePiece(const Level& level, Vec2 position, Vec2 velocity,
                         const std::optional<WallSupport>& support) {
    if (level.surfaceIndex.empty()) {
        return startPiece(level, position, velocity);
    }
    if (!hasDirection(velocity)) {
        return support ? fromRestOnWall(level, position, *support) : fromRest(level, position);
    }
    const TileIndex tile = tileAhead(position, velocity);
    const SlopeField field = fieldAt(level, tile);
    const Floor floor = level.floorAt(tile.col, tile.row);
    if (field.push.x == 0 && field.push.y == 0) {
        return Trajectory::at(position, velocity, floor, field.decel);
    }
    if (support && dot(field.push, support->normal) < 0) {
        // The face takes the push into it and the velocity into it: the ball slides along.
        const Vec2 t = tangentOf(support->normal);
        const double along = dot(velocity, t);
        if (along == 0) {
            return fromRestOnWall(level, position, *support);
        }
        const Vec2 direction = along > 0 ? t : -t;
        const SlopeField slide{t * dot(field.push, t), field.decel};
        return curved(level, tile,
                      SlopePath::along(position, direction, std::abs(along), slide, curveHorizon),
                      support);
    }
    return curved(level, tile, SlopePath(position, velocity, field, curveHorizon), std::nullopt);
}

} // namespace golf
