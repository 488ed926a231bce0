#include "slope_roll.hpp"

#include "slope_rules.hpp"

#include <cmath>
#include <optional>

namespace golf {

namespace {

/// Pieces that end where they started (crossings at time zero) before the ball is held: more
/// than this means pushes that point at each other across an edge.
constexpr int maxZeroPieces = 4;
/// Bound on the pieces of one roll (a valley's shrinking swings take a few hundred).
constexpr int maxPieces = 100000;

} // namespace

std::optional<ValleySeries> valleyAt(const Level& level, TileIndex from, TileIndex into, Vec2 point,
                                     Vec2 v) {
    const SlopeField a = fieldAt(level, from);
    const SlopeField b = fieldAt(level, into);
    const bool alongX = v.y == 0 && a.push.y == 0 && b.push.y == 0;
    const bool alongY = v.x == 0 && a.push.x == 0 && b.push.x == 0;
    if (!(alongX || alongY)) {
        return std::nullopt;
    }
    const double speed = alongX ? v.x : v.y;
    const double pushA = alongX ? a.push.x : a.push.y;
    const double pushB = alongX ? b.push.x : b.push.y;
    // A pushes along the motion, B against it; both beat their floors; the swings shrink.
    if (!(speed * pushA > 0 && speed * pushB < 0 && std::abs(pushA) > a.decel &&
          std::abs(pushB) > b.decel && a.decel + b.decel > 0)) {
        return std::nullopt;
    }
    const ValleySeries series =
        valleySeries(std::abs(speed), std::abs(pushA), a.decel, std::abs(pushB), b.decel);
    const Vec2 ahead = v / std::abs(speed);
    if (firstFloorCrossing(level, point, ahead, series.reachB) ||
        firstFloorCrossing(level, point, -ahead, series.reachA)) {
        return std::nullopt; // the swings would leave the valley's two tiles' surfaces
    }
    return series;
}

SlopeField fieldAt(const Level& level, TileIndex tile) {
    // The tile's surface looked up once.
    return fieldOf(level, level.surfaceAt(tile.col, tile.row));
}

SlopeField fieldOf(const Level& level, const Surface& surface) {
    // Level::slopeAt's push and the floor's deceleration.
    const Vec2 push =
        surface.slope ? surface.slope->downhill *
                            surface.slope->acceleration.value_or(level.physics.slopeAcceleration)
                      : Vec2{};
    return {push, level.decelerationOf(surface.floor)};
}

SurfaceRoll rollOnSurfaces(const Level& level, Vec2 start, Vec2 velocity, double maxTime) {
    SurfaceRoll roll;
    Vec2 p = start;
    Vec2 v = velocity;
    double t = 0;
    int zeroPieces = 0;
    while (t < maxTime && roll.pieces < maxPieces) {
        TileIndex tile = tileAhead(p, v);
        if (v.x == 0 && v.y == 0) {
            // From rest: the push of the tile under the ball picks the tile it moves into; that
            // tile's push must beat its floor and lead into it, else the ball is held.
            const TileIndex under{static_cast<int>(std::floor(p.x)),
                                  static_cast<int>(std::floor(p.y))};
            tile = tileAhead(p, fieldAt(level, under).push);
            const SlopeField field = fieldAt(level, tile);
            const TileIndex ahead = tileAhead(p, field.push);
            if (!startsRolling(field) || ahead.col != tile.col || ahead.row != tile.row) {
                roll.rests = true;
                break;
            }
        }
        const SlopePath path(p, v, fieldAt(level, tile), maxTime - t);
        ++roll.pieces;
        if (const auto crossing = firstSurfaceCrossing(level, path, tile)) {
            zeroPieces = crossing->time == 0 ? zeroPieces + 1 : 0;
            if (zeroPieces > maxZeroPieces) {
                v = {};
                roll.rests = true;
                break;
            }
            v = path.velocity(crossing->time);
            p = crossing->point;
            t += crossing->time;
            roll.crossings.push_back({t, p, crossing->tile});
            if (level.floorAt(crossing->tile.col, crossing->tile.row) == Floor::Water) {
                roll.watered = true;
                v = {};
                break;
            }
            const auto valley = valleyAt(level, tile, crossing->tile, p, v);
            if (valley && t + valley->duration <= maxTime) {
                // Infinitely many shrinking swings in a finite time: sum them, rest on the line.
                t += valley->duration;
                v = {};
                roll.rests = true;
                break;
            }
            continue;
        }
        p = path.position(path.end());
        v = path.velocity(path.end());
        t += path.end();
        if (!path.stops()) {
            break; // the horizon
        }
    }
    roll.position = p;
    roll.velocity = v;
    roll.time = t < maxTime ? t : maxTime;
    return roll;
}

} // namespace golf
