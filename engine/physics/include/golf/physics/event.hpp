#pragma once

/// \file
/// What happened during a tick: the game plays sounds and effects from these, the replay
/// printer counts them.

#include "golf/core/vec2.hpp"

namespace golf {

enum class EventType {
    WallHit,    ///< a ball bounced off a wall face or corner
    BallHit,    ///< two balls collided (ball = the one whose motion found the contact)
    Holed,      ///< a ball dropped into the cup and left play
    Stopped,    ///< a ball came to rest
    PickedUp,   ///< a ball was picked up after its player's last allowed stroke (Match only)
    Returned,   ///< a ball knocked into the cup during another player's shot was put back where
                ///< it lay when that shot began, at the shot's end (Match only)
    Watered,    ///< a ball's centre entered water (position: where); the ball is put back where
                ///< it lay when the shot began at the end of the tick (World), and the shooter
                ///< takes a penalty stroke (Match)
    Teleported, ///< a ball's centre entered a teleport's from disc (position: where) and the
                ///< ball was moved to its exit (or the free spot nearest it), keeping its speed
                ///< (speed; other: the teleport's index in Level::teleports)
    MoverHit,   ///< a mover hit a ball (other: the mover's index in Level::movers); speed: the
                ///< approach speed relative to the mover's surface along the normal
    Squeezed,   ///< a mover pressed the ball against something that cannot give way: it leaves
                ///< play at once and is back at the end of the tick, at rest on the free spot
                ///< nearest where it was (World::freeSpotNear; docs/physics.md, "Movers")
};

/// One event. Plain value type.
struct Event {
    EventType type = EventType::Stopped;
    int ball = 0;     ///< index of the ball (= player index)
    int other = -1;   ///< BallHit: the other ball; Teleported: the teleport; MoverHit: the
                      ///< mover; otherwise -1
    Vec2 position;    ///< centre of `ball` at the event (world units)
    Vec2 normal;      ///< WallHit/BallHit/MoverHit: unit contact normal pointing toward `ball`
    double speed = 0; ///< WallHit/BallHit: approach speed along the normal (tiles/s) before
                      ///< the hit; Holed: the ball's speed as it dropped; Watered: its speed
                      ///< as it entered the water; Teleported: its speed, kept
    double time = 0;  ///< seconds since the start of the tick, in [0, 1/tickRate]
};

} // namespace golf
