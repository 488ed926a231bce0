#pragma once

/// \file
/// The region a mover covers over its period (its swept region, SPEC section 2): what `golf
/// check` keeps clear of the tee, the cup and the teleports, and a bound for anything that
/// needs to know where a mover can ever be. Pure functions of the mover alone.

#include "golf/core/mover.hpp"
#include "golf/core/vec2.hpp"

namespace golf {

/// Distance (tiles) from `point` to the mover's swept region, 0 inside it or on its edge.
/// Blades: the disc of radius length + width / 2 around the pivot (every arm turns through
/// every angle). Slider: the axis-aligned box of `size` swept along the segment from..to (a
/// hexagon, or the box itself when from == to). Preconditions: finite fields, size > 0.
[[nodiscard]] double distanceToSweptRegion(const Mover& mover, Vec2 point);

/// Distance (tiles) from the segment a..b to the mover's swept region, 0 where they meet: the
/// least distanceToSweptRegion of its points. Preconditions as above, finite a and b.
[[nodiscard]] double distanceToSweptRegion(const Mover& mover, Vec2 a, Vec2 b);

/// The axis-aligned bounding box of the swept region (world units), `low` <= `high`.
struct SweptBounds {
    Vec2 low;
    Vec2 high;
};
[[nodiscard]] SweptBounds sweptBounds(const Mover& mover);

} // namespace golf
