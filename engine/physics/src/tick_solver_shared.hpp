#pragma once

// What the tick solver's parts (tick_solver*.cpp) share besides the class: the margin of its
// feature look-ups and the rule of contacts in place. Private to the physics layer.

#include "trajectory.hpp"

namespace golf::tick {

/// Extra room around a ball's swept box when looking up nearby features (tiles).
inline constexpr double queryMargin = 0.01;

/// A contact of a ball on a slope that has moved at most this far (tiles) since its piece began
/// counts as in place (maxContactsInPlace): balls a slope presses into each other and a wall
/// trade impulses ever closer together in space without ever being exactly still.
inline constexpr double inPlaceDistance = 1e-9;

/// True if the ball has not moved since its piece began: exactly, on flat floor (as before
/// slopes existed), or within inPlaceDistance on a slope.
inline bool stillSinceStart(const Trajectory& path) {
    if (path.curve) {
        return length(path.positionAfter(0) - path.curve->position(0)) <= inPlaceDistance;
    }
    return path.elapsed == 0;
}

} // namespace golf::tick
