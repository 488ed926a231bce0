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
/// where the tile it would move into pushes harder than its floor holds, and into that tile;
/// on an edge between pushes that point at each other it rides the edge or lies still there.
Trajectory fromRest(const Level& level, Vec2 position) {
    if (auto ride = rideEdge(level, position, {})) {
        return *std::move(ride);
    }
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
    if (!(dot(slide, direction) > along.decel)) {
        // The tile it would slide into pushes back as hard: a valley along the wall.
        return restAt(level, position);
    }
    return curved(level, tile,
                  SlopePath::along(position, direction, 0, {slide, along.decel}, curveHorizon),
                  support);
}

/// The ride along one edge (see rideEdge), or nullopt if the two tiles' pushes across it do not
/// point at each other.
std::optional<Trajectory> rideAlong(const Level& level, Vec2 position, Vec2 velocity, int axis) {
    const double line = axis == 0 ? position.x : position.y;
    const int k = static_cast<int>(line);
    const int other = static_cast<int>(std::floor(axis == 0 ? position.y : position.x));
    const TileIndex a = axis == 0 ? TileIndex{k - 1, other} : TileIndex{other, k - 1};
    const TileIndex b = axis == 0 ? TileIndex{k, other} : TileIndex{other, k};
    if (a.col < 0 || a.row < 0 || b.col >= level.width || b.row >= level.height ||
        level.at(a.col, a.row) != Tile::Open || level.at(b.col, b.row) != Tile::Open) {
        return std::nullopt;
    }
    const SlopeField fa = fieldAt(level, a);
    const SlopeField fb = fieldAt(level, b);
    const Vec2 m = axis == 0 ? Vec2{1, 0} : Vec2{0, 1}; // from a to b
    const Vec2 t = axis == 0 ? Vec2{0, 1} : Vec2{1, 0}; // along the edge
    const double ca = dot(fa.push, m);
    const double cb = dot(fb.push, m);
    if (!(ca > 0 && cb < 0)) {
        return std::nullopt;
    }
    const double lambda = -cb / (ca - cb);
    const double push = lambda * dot(fa.push, t) + (1 - lambda) * dot(fb.push, t);
    const double decel = lambda * fa.decel + (1 - lambda) * fb.decel;
    const SlopeField mixed{t * push, decel};
    const double along = dot(velocity, t);
    Trajectory ride;
    SlopePath moving =
        SlopePath::along(position, along > 0 ? t : -t, std::abs(along), mixed, curveHorizon);
    if (along != 0 && moving.end() > 0) {
        ride = curved(level, b, std::move(moving), std::nullopt);
    } else if (std::abs(push) > decel) {
        ride =
            curved(level, b, SlopePath::along(position, push > 0 ? t : -t, 0, mixed, curveHorizon),
                   std::nullopt);
    } else {
        return restAt(level, position); // a valley's floor: it lies still on the edge
    }
    ride.ride = EdgeRide{axis, line};
    return ride;
}

} // namespace

std::optional<Trajectory> rideEdge(const Level& level, Vec2 position, Vec2 velocity) {
    if (level.surfaceIndex.empty()) {
        return std::nullopt;
    }
    for (const int axis : {0, 1}) {
        const double c = axis == 0 ? position.x : position.y;
        if (c == std::floor(c) && std::abs(c) < 1e9) {
            if (auto ride = rideAlong(level, position, velocity, axis)) {
                return ride;
            }
        }
    }
    return std::nullopt;
}

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
    if (length(velocity) <= restSpeed) {
        // As good as at rest (motion.hpp), and a Taylor series from a speed this small has a
        // radius of convergence too small for a double (its coefficients overflow).
        return support ? fromRestOnWall(level, position, *support) : fromRest(level, position);
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
        SlopePath path =
            SlopePath::along(position, direction, std::abs(along), slide, curveHorizon);
        if (!(path.end() > 0)) {
            return fromRestOnWall(level, position, *support); // too slow to move at all
        }
        return curved(level, tile, std::move(path), support);
    }
    return curved(level, tile, SlopePath(position, velocity, field, curveHorizon), std::nullopt);
}

} // namespace golf
