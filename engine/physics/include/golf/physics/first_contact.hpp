#pragma once

/// \file
/// Where a ball sent in a straight line first touches a wall or another ball, and how it
/// leaves that contact: the question of an aiming aid, answered by the tick solver itself (its
/// contact search and its resolution), never by a copy of the physics.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"

#include <optional>

namespace golf {

/// A ball's first contact on a straight line (firstContact).
struct FirstContact {
    EventType type = EventType::WallHit; ///< WallHit or BallHit
    int other = -1;                      ///< BallHit: the ball touched; otherwise -1
    Vec2 position;                       ///< the ball's centre at the contact (world units)
    Vec2 normal; ///< unit contact normal pointing toward the ball (from the wall or other ball)
    /// The ball's velocity just after the contact is resolved (tiles/s), as World::balls()
    /// reports it at that instant: its direction is the way the ball leaves; zero if the
    /// contact stops it (a ball that passes all its speed on).
    Vec2 velocity;
};

/// `level` without what bends or ends a straight line: no rolling deceleration on any floor,
/// no slopes, a cup that holds nothing that moves (captureSpeed 0). Walls, triangles, water,
/// floors and restitutions stay.
[[nodiscard]] Level straightLineLevel(const Level& level);

/// The first wall or ball contact of ball `ball` of `world`, put at `from` and sent with
/// `velocity` (tiles/s), on straightLineLevel(world.level()): exactly the first WallHit or
/// BallHit event that a World on that level with the same balls gives the same shot, found and
/// resolved by the same tick solver, tick by tick (skipping quiet ticks as
/// World::skipQuietTicks does). The other balls in play lie where they are, at rest, and
/// collide if world.ballCollisions(). The world is not changed.
/// On a flat level the contact and the direction the ball leaves in are those of the real
/// shot whatever the friction, if the ball gets there: friction changes only the speed along
/// the line, and a bounce's direction does not depend on the speed.
/// nullopt when nothing is touched within `maxDistance` tiles, when the ball leaves play first
/// (into water), when `from` is no free spot for the ball (World::isFreeSpot), or when
/// `velocity` is not finite or too slow to have a direction.
/// Cost: a copy of the level and about one wall search per piece of the line.
/// Precondition: 0 <= ball < world.ballCount().
[[nodiscard]] std::optional<FirstContact> firstContact(const World& world, int ball, Vec2 from,
                                                       Vec2 velocity, double maxDistance);

} // namespace golf
