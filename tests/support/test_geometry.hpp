#pragma once

// Plain geometry the tests measure with (references, written without the engine's shortcuts).

#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/vec2.hpp"

#include <algorithm>

namespace golf::test {

/// The least distance between the segments a..b and c..d (tiles): 0 if they cross, else the
/// nearest pair involves an endpoint.
inline double distanceBetweenSegments(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const auto cross = [](Vec2 u, Vec2 v) {
        return u.x * v.y - u.y * v.x;
    };
    const double d1 = cross(b - a, c - a);
    const double d2 = cross(b - a, d - a);
    const double d3 = cross(d - c, a - c);
    const double d4 = cross(d - c, b - c);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
        return 0;
    }
    return std::min({distanceToSegment(a, c, d), distanceToSegment(b, c, d),
                     distanceToSegment(c, a, b), distanceToSegment(d, a, b)});
}

/// The distance from `centre` to arm `arm`'s segment (pivot to tip) at hole time t (tiles).
inline double armGap(const Blades& blades, int arm, double t, Vec2 centre) {
    const Vec2 tip = blades.pivot + armDirection(blades, arm, t) * blades.length;
    return distanceToSegment(centre, blades.pivot, tip);
}

} // namespace golf::test
