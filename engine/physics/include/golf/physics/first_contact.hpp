#pragma once

/// \file
/// Where a ball sent in a straight line first touches a wall, another ball or a mover, or
/// enters a teleport, and how it leaves that contact: the question of an aiming aid, answered by
/// the tick solver itself (its contact search and its resolution), never by a copy of the physics.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"

#include <optional>

namespace golf {

/// A ball's first contact on a straight line (firstContact).
struct FirstContact {
    EventType type = EventType::WallHit; ///< WallHit, BallHit, MoverHit or Teleported
    /// BallHit: the ball touched; MoverHit: the mover (Level::movers); Teleported: the
    /// teleport (Level::teleports); WallHit: -1
    int other = -1;
    /// The ball's centre at the contact (world units); Teleported: where it entered the from
    /// disc.
    Vec2 position;
    /// Unit contact normal pointing toward the ball (from the wall, other ball or mover);
    /// zero for Teleported.
    Vec2 normal;
    /// The ball's velocity just after the contact is resolved (tiles/s), as World::balls()
    /// reports it at that instant: its direction is the way the ball leaves; zero if the
    /// contact stops it (a ball that passes all its speed on). A mover's surface velocity is
    /// in it; Teleported: the speed kept, in the exit's direction.
    Vec2 velocity;
    /// The ball's centre just after the contact: `position`, but for Teleported the exit (or
    /// the free spot nearest it).
    Vec2 after;
};

/// `level` without what bends or ends a straight line: no rolling deceleration on any floor,
/// no slopes, a cup that holds nothing that moves (captureSpeed 0). Walls, triangles, water,
/// floors and restitutions stay.
[[nodiscard]] Level straightLineLevel(const Level& level);

/// The first wall, ball or mover contact or teleport of ball `ball` of `world`, put at `from`
/// and sent with `velocity` (tiles/s) at hole-clock instant `at` (seconds; world.clock() if
/// not given: a shot struck now), on straightLineLevel(world.level()): exactly the first
/// WallHit, BallHit, MoverHit or Teleported event that a World on that level with the same
/// balls, its clock at `at`, gives the same shot, found and resolved by the same tick solver,
/// tick by tick from `at` (skipping quiet ticks as World::skipQuietTicks does). Movers are
/// where the clock says from `at` on. The other balls in play lie where they are, at rest
/// from `at`, and collide if world.ballCollisions(). What happens to other balls alone does
/// not end the search: a mover that strikes one first (it then rolls on, frictionless, and may
/// come into this ball's way, or be struck by it where it has got to) is played through, the
/// tick going on from that instant (World::stepUntil's partial tick: the same contacts, within
/// rounding, as the World's whole tick); one that water or a squeeze takes out of play is put
/// back at the tick's end as the World puts it. The world is not changed.
/// On a flat level without movers the contact and the direction the ball leaves in are those
/// of the real shot whatever the friction, if the ball gets there: friction changes only the
/// speed along the line, and a bounce's direction does not depend on the speed. A mover is
/// met where it is when this straight, frictionless ball gets there: it depends on the speed.
/// nullopt when nothing is touched within `maxDistance` tiles, when the ball leaves play first
/// (into water, or squeezed by a mover), when
/// `from` is no free spot for the ball at `at` (a wall, water, another ball or a mover where
/// it is then), or when `velocity` is not finite or too slow to have a direction, or `at`
/// is not finite.
/// Cost: a copy of the level and about one wall search per piece of the line.
/// Precondition: 0 <= ball < world.ballCount().
[[nodiscard]] std::optional<FirstContact> firstContact(const World& world, int ball, Vec2 from,
                                                       Vec2 velocity, double maxDistance,
                                                       std::optional<double> at = std::nullopt);

} // namespace golf
