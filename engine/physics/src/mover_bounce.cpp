#include "mover_bounce.hpp"

#include "golf/core/assert.hpp"

#include <algorithm>

namespace golf {

Vec2 moverBounce(Vec2 ballVelocity, Vec2 normal, Vec2 surfaceVelocity, double restitution) {
    GOLF_ASSERT(restitution >= 0 && restitution <= 1);
    const double before = dot(ballVelocity - surfaceVelocity, normal);
    if (before >= moverLeaveSpeed) {
        return ballVelocity;
    }
    const double after = std::max(-restitution * before, moverLeaveSpeed);
    // v + (after - before) n: the tangential part and the surface's own velocity are kept.
    return ballVelocity + normal * (after - before);
}

} // namespace golf
