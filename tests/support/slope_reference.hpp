#pragma once

// Reference versions of the slope step's small bounds (slope_taylor.cpp), written the plain
// way, for the tests that check the engine's against them bit for bit.

#include "golf/core/vec2.hpp"
#include "motion.hpp"
#include "slope_polynomial.hpp"
#include "slope_taylor.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace golf::test {

/// squaredGap the plain way: (x - centre.x)^2 + (y - centre.y)^2 - radius^2 by `multiply` and a
/// sum term by term (the engine's sums each term along its anti-diagonal in the same order).
inline SeriesPolynomial referenceSquaredGap(const SeriesPolynomial& x, const SeriesPolynomial& y,
                                            Vec2 centre, double radius) {
    SeriesPolynomial dx = x;
    SeriesPolynomial dy = y;
    dx.c[0] -= centre.x;
    dy.c[0] -= centre.y;
    SeriesPolynomial f = multiply(dx, dx);
    const SeriesPolynomial fy = multiply(dy, dy);
    for (std::size_t i = 0; i < f.c.size(); ++i) {
        f.c[i] += fy.c[i];
    }
    f.c[0] -= radius * radius;
    return f;
}

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
