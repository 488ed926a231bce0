#pragma once

// Reference versions of the slope step's small bounds (slope_taylor.cpp), written the plain
// way, for the tests that check the engine's against them bit for bit.

#include "golf/core/vec2.hpp"
#include "motion.hpp"
#include "slope_taylor.hpp"

#include <algorithm>
#include <cmath>

namespace golf::test {

/// The largest power of two at most ratio^(1/k), by std::frexp and std::ldexp (rootAsPowerOfTwo
/// reads the exponent from the bits). Preconditions: ratio finite and positive, k >= 1.
inline double referenceRootAsPowerOfTwo(double ratio, int k) {
    int exponent = 0;
    (void)std::frexp(ratio, &exponent);
    const int e = exponent - 1;
    const int floorDiv = e >= 0 ? e / k : -((-e + k - 1) / k);
    return std::ldexp(1.0, floorDiv);
}

/// approachBound: `h`, or less towards the top of a throw nearly straight against the push
/// (half the way a climb of speed `climbing` rolls, as a power of two).
inline double referenceApproachBound(Vec2 v, SlopeField field, double h) {
    const double push = length(field.push);
    if (!(push > 0)) {
        return h;
    }
    const Vec2 down = field.push / push;
    const double climbing = -dot(v, down);
    const double sideways = std::abs(cross(v, down));
    if (!(climbing > 0) || sideways > (1.0 / 1024) * climbing || sideways <= restSpeed) {
        return h;
    }
    return std::min(h, referenceRootAsPowerOfTwo(climbing / (2 * (push + field.decel)), 1));
}

} // namespace golf::test
