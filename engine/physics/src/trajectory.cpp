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
    Vec2 position;
    Vec2 velocity;
    path.state(0, position, velocity); // position(0) and velocity(0)
    Trajectory piece = Trajectory::at(position, velocity, floor, level.decelerationOf(floor));
    piece.curve = std::make_shared<const SlopePath>(std::move(path));
    piece.tile = tile;
    piece.support = support;
    return piece;
}

/// The unit tangent of a face with unit normal `n` (a quarter turn: exact).
Vec2 tangentOf(Vec2 n) {
    return {-n.y, n.x};
}

/// The tile a ball at rest at `position`, on no edge it rides, rolls into, or nullopt if it is
/// held: the push of the tile under it picks the tile it would move into, whose push must beat
/// its floor and lead into it (else the floor holds it, or it lies on an edge between pushes).
std::optional<TileIndex> rollTileFromRest(const Level& level, Vec2 position) {
    const TileIndex under = tileAhead(position, {});
    const SlopeField underField = fieldAt(level, under);
    const TileIndex tile = tileAhead(position, underField.push);
    // Mostly the same tile (always on flat floor): its field once.
    const SlopeField field =
        tile.col == under.col && tile.row == under.row ? underField : fieldAt(level, tile);
    if (!startsRolling(field)) {
        return std::nullopt;
    }
    const TileIndex ahead = tileAhead(position, field.push);
    if (ahead.col != tile.col || ahead.row != tile.row) {
        return std::nullopt;
    }
    return tile;
}

/// True if `position` lies inside a tile without a slope, on none of its edges: a ball at rest
/// there rides no edge (ridden: no whole coordinate) and does not roll (rollTileFromRest: a
/// zero push beats no floor), so neither needs asking (the stop of most rolls on flat floor).
bool restsInFlatTile(const Level& level, Vec2 position) {
    // The tile under it: its coordinates' floors, which equal them only on an edge.
    const TileIndex under = tileAhead(position, {});
    return position.x != static_cast<double>(under.col) &&
           position.y != static_cast<double>(under.row) &&
           !level.surfaceAt(under.col, under.row).slope;
}

/// A ball at rest at `position` with nothing holding it but the floor: it rolls from rest
/// where the tile it would move into pushes harder than its floor holds, and into that tile;
/// on an edge between pushes that point at each other it rides the edge or lies still there.
Trajectory fromRest(const Level& level, Vec2 position) {
    if (restsInFlatTile(level, position)) {
        return restAt(level, position);
    }
    if (auto ride = rideEdge(level, position, {})) {
        return *std::move(ride);
    }
    const std::optional<TileIndex> tile = rollTileFromRest(level, position);
    if (!tile) {
        return restAt(level, position); // held by the floor, or on an edge between pushes
    }
    return curved(level, *tile, SlopePath(position, {}, fieldAt(level, *tile), curveHorizon),
                  std::nullopt);
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

/// The field on one edge whose two tiles' pushes across it point at each other (see
/// rideEdge): `b` the tile on its + side, `t` the unit vector along it, `push` the mixed push
/// along t and `decel` the mixed deceleration.
struct EdgeMix {
    int axis = 0; ///< 0: the line x = k, 1: the line y = k
    TileIndex b;
    Vec2 t;
    double push = 0;
    double decel = 0;
};

/// The mix on the edge `axis` (0: the line x = position.x) through `position`, or nullopt if
/// the two tiles' pushes across it do not point at each other. Precondition: that coordinate
/// of `position` is a whole number.
std::optional<EdgeMix> edgeMix(const Level& level, Vec2 position, int axis) {
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
    return EdgeMix{.axis = axis,
                   .b = b,
                   .t = t,
                   .push = lambda * dot(fa.push, t) + (1 - lambda) * dot(fb.push, t),
                   .decel = lambda * fa.decel + (1 - lambda) * fb.decel};
}

/// The edges a ball at `position` lies on, vertical first (rideEdge's order), with their mix;
/// nullopt if on none whose pushes point at each other.
std::optional<EdgeMix> ridden(const Level& level, Vec2 position) {
    if (level.surfaceIndex.empty()) {
        return std::nullopt;
    }
    for (const int axis : {0, 1}) {
        const double c = axis == 0 ? position.x : position.y;
        if (c == std::floor(c) && std::abs(c) < 1e9) {
            if (auto mix = edgeMix(level, position, axis)) {
                return mix;
            }
        }
    }
    return std::nullopt;
}

/// The ride along the edge of `mix` (see rideEdge) with the part of `velocity` along it.
Trajectory rideAlong(const Level& level, Vec2 position, Vec2 velocity, const EdgeMix& mix) {
    const Vec2 t = mix.t;
    const SlopeField mixed{t * mix.push, mix.decel};
    const double along = dot(velocity, t);
    Trajectory ride;
    SlopePath moving =
        SlopePath::along(position, along > 0 ? t : -t, std::abs(along), mixed, curveHorizon);
    if (along != 0 && moving.end() > 0) {
        ride = curved(level, mix.b, std::move(moving), std::nullopt);
    } else if (std::abs(mix.push) > mix.decel) {
        ride = curved(level, mix.b,
                      SlopePath::along(position, mix.push > 0 ? t : -t, 0, mixed, curveHorizon),
                      std::nullopt);
    } else {
        return restAt(level, position); // a valley's floor: it lies still on the edge
    }
    ride.ride = EdgeRide{mix.axis, mix.axis == 0 ? position.x : position.y};
    return ride;
}

} // namespace

std::optional<Trajectory> rideEdge(const Level& level, Vec2 position, Vec2 velocity) {
    const std::optional<EdgeMix> mix = ridden(level, position);
    if (!mix) {
        return std::nullopt;
    }
    return rideAlong(level, position, velocity, *mix);
}

bool rollsFromRest(const Level& level, Vec2 position) {
    if (level.surfaceIndex.empty()) {
        return false; // grass everywhere (startPiece)
    }
    if (restsInFlatTile(level, position)) {
        return false;
    }
    if (const std::optional<EdgeMix> mix = ridden(level, position)) {
        return std::abs(mix->push) > mix->decel; // rideAlong from rest
    }
    return rollTileFromRest(level, position).has_value();
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
    const Surface& surface = level.surfaceAt(tile.col, tile.row);
    const SlopeField field = fieldOf(level, surface);
    const Floor floor = surface.floor;
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
