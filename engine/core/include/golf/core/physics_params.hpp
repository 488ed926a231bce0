#pragma once

/// \file
/// The physics parameters of a level as the physics reads them. What each one means, its
/// default, its allowed range and the format that introduced it are one row each of the table
/// in golf/core/physics_table.hpp; the defaults below are checked against it at compile time.

namespace golf {

/// Physics parameters of a level; each field is described by its row of physicsParameters().
struct PhysicsParams {
    int tickRate = 120;               ///< ticks per second, 30..2000
    double rollingDeceleration = 3.0; ///< tiles/s^2, [0, 1000]
    double wallRestitution = 0.8;     ///< normal speed kept after a wall hit, [0, 1]
    double ballRestitution = 0.95;    ///< for ball-versus-ball hits, [0, 1]
    double maxShotSpeed = 14.0;       ///< tiles/s, (0, 1000]
    double captureSpeed = 4.0;        ///< tiles/s, >= 0: the cup holds balls this slow or slower
    double maxShotSeconds = 60.0;     ///< s, (0, 3600]: a shot is stopped after this long
    double sandDeceleration = 9.0;    ///< tiles/s^2, [0, 1000]: on sand (format 2)
    double iceDeceleration = 0.6;     ///< tiles/s^2, [0, 1000]: on ice (format 2)
    double slopeAcceleration = 4.0;   ///< tiles/s^2, [0, 1000]: a slope's default push (format 2)
    double moverRestitution = 0.8;    ///< normal speed kept, relative to a mover, [0, 1] (format 3)
};

} // namespace golf
