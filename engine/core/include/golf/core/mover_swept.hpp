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

/// The axis-aligned bounding box of the swept region (world units), `low` <= `high`.
struct SweptBounds {
    Vec2 low;
    Vec2 high;
};
[[nodiscard]] SweptBounds sweptBounds(const Mover& mover);

/// A lower bound (tiles) of the distance from the segment a..b to the mover's swept region,
/// cheap enough to run before every search of the mover: exact for blades (the segment's
/// distance to the disc); for a slider the largest of the distance between the segment's
/// bounding box and sweptBounds and the gaps between the two's projections on the axes across
/// the segment and across the slider's path (exact where the nearest points lie on an edge of
/// the region or of a box, as a segment running beside it). 0 where they may meet.
/// Preconditions as distanceToSweptRegion, finite a and b.
[[nodiscard]] double sweptClearance(const Mover& mover, Vec2 a, Vec2 b);

/// A cheaper lower bound of the same distance, for tests run before every search: for blades
/// sweptClearance; for a slider only the distance between the segment's bounding box and
/// sweptBounds. At most sweptClearance(mover, a, b).
[[nodiscard]] double sweptBoxClearance(const Mover& mover, Vec2 a, Vec2 b);

/// The distance (tiles) between the axis-aligned box low..high and the mover's swept region,
/// or a lower bound of it: exact for blades (the box's distance to the disc), for a slider the
/// gap between the box and sweptBounds. 0 where they may meet. Preconditions: low <= high,
/// finite.
[[nodiscard]] double sweptClearanceOfBox(const Mover& mover, Vec2 low, Vec2 high);

} // namespace golf
