#include "golf/core/mover_swept.hpp"

#include "golf/core/geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace golf {

namespace {

/// The radius of the disc that turning blades sweep.
[[nodiscard]] double bladesReach(const Blades& blades) {
    return blades.length + blades.width / 2;
}

/// Distance from `p` to the box of half-sizes `half` swept from the origin to `d`, for
/// d.x >= 0 and d.y >= 0: the convex hexagon of the box's corners at both ends, its corners
/// in counterclockwise order (x right, y up: left turns have positive cross products).
[[nodiscard]] double distanceToSweptBox(Vec2 p, Vec2 d, Vec2 half) {
    const std::array<Vec2, 6> corners = {{{-half.x, -half.y},
                                          {half.x, -half.y},
                                          d + Vec2{half.x, -half.y},
                                          d + Vec2{half.x, half.y},
                                          d + Vec2{-half.x, half.y},
                                          {-half.x, half.y}}};
    bool inside = true;
    double nearest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i];
        const Vec2 b = corners[(i + 1) % corners.size()];
        // A zero-length edge (from == to along an axis) has cross 0: it never says outside.
        inside = inside && cross(b - a, p - a) >= 0;
        nearest = std::min(nearest, distanceToSegment(p, a, b));
    }
    return inside ? 0.0 : nearest;
}

/// The gap between the projections of the segment a..b and of the slider's swept region on
/// the unit axis `u` (0 where they overlap): a lower bound of their distance, as for every
/// axis. The region projects to its path's ends' projections widened by the box's half-width
/// along u.
[[nodiscard]] double gapAlong(const Slider& slider, Vec2 a, Vec2 b, Vec2 u) {
    const double widen = std::abs(u.x) * slider.size.x / 2 + std::abs(u.y) * slider.size.y / 2;
    const double pathFrom = dot(u, slider.from);
    const double pathTo = dot(u, slider.to);
    const double low = std::min(pathFrom, pathTo) - widen;
    const double high = std::max(pathFrom, pathTo) + widen;
    const double ua = dot(u, a);
    const double ub = dot(u, b);
    return std::max({0.0, low - std::max(ua, ub), std::min(ua, ub) - high});
}

/// The unit normal of the segment from `a` to `b`; the zero vector if a == b (its gapAlong
/// is then 0).
[[nodiscard]] Vec2 unitNormal(Vec2 a, Vec2 b) {
    const Vec2 d = b - a;
    const double n = length(d);
    return n > 0 ? Vec2{-d.y / n, d.x / n} : Vec2{};
}

/// The distance between the segment's bounding box and the slider's swept box.
[[nodiscard]] double boxGap(const Mover& mover, Vec2 a, Vec2 b) {
    const SweptBounds swept = sweptBounds(mover);
    const double gapX =
        std::max({0.0, swept.low.x - std::max(a.x, b.x), std::min(a.x, b.x) - swept.high.x});
    const double gapY =
        std::max({0.0, swept.low.y - std::max(a.y, b.y), std::min(a.y, b.y) - swept.high.y});
    // hypot(g, 0) is |g| exactly (C11 Annex F) and neither gap is negative: where the boxes
    // overlap along an axis (most queries) the sum is the same bits without the library call.
    if (gapX == 0 || gapY == 0) {
        return gapX + gapY;
    }
    return std::hypot(gapX, gapY);
}

} // namespace

double distanceToSweptRegion(const Mover& mover, Vec2 point) {
    if (mover.kind == MoverKind::Blades) {
        return std::max(0.0, length(point - mover.blades.pivot) - bladesReach(mover.blades));
    }
    const Slider& slider = mover.slider;
    // Mirrored so that the path runs toward growing x and y: the box is symmetric.
    Vec2 p = point - slider.from;
    Vec2 d = slider.to - slider.from;
    if (d.x < 0) {
        p.x = -p.x;
        d.x = -d.x;
    }
    if (d.y < 0) {
        p.y = -p.y;
        d.y = -d.y;
    }
    return distanceToSweptBox(p, d, slider.size / 2);
}

double sweptClearance(const Mover& mover, Vec2 a, Vec2 b) {
    if (mover.kind == MoverKind::Blades) {
        return std::max(0.0,
                        distanceToSegment(mover.blades.pivot, a, b) - bladesReach(mover.blades));
    }
    // The axes across the segment and across the slider's path separate what the boxes do
    // not: a segment running past a corner of the region, or beside a diagonal slider's path.
    return std::max({boxGap(mover, a, b), gapAlong(mover.slider, a, b, unitNormal(a, b)),
                     gapAlong(mover.slider, a, b, unitNormal(mover.slider.from, mover.slider.to))});
}

double sweptBoxClearance(const Mover& mover, Vec2 a, Vec2 b) {
    if (mover.kind == MoverKind::Blades) {
        return sweptClearance(mover, a, b);
    }
    return boxGap(mover, a, b);
}

double sweptClearanceOfBox(const Mover& mover, Vec2 low, Vec2 high) {
    if (mover.kind == MoverKind::Blades) {
        const Vec2 pivot = mover.blades.pivot;
        const Vec2 nearest{std::clamp(pivot.x, low.x, high.x), std::clamp(pivot.y, low.y, high.y)};
        return std::max(0.0, length(pivot - nearest) - bladesReach(mover.blades));
    }
    return boxGap(mover, low, high); // the box is the bounding box of its diagonal
}

SweptBounds sweptBounds(const Mover& mover) {
    if (mover.kind == MoverKind::Blades) {
        const double reach = bladesReach(mover.blades);
        return {mover.blades.pivot - Vec2{reach, reach}, mover.blades.pivot + Vec2{reach, reach}};
    }
    const Slider& slider = mover.slider;
    const Vec2 half = slider.size / 2;
    const Vec2 low{std::min(slider.from.x, slider.to.x), std::min(slider.from.y, slider.to.y)};
    const Vec2 high{std::max(slider.from.x, slider.to.x), std::max(slider.from.y, slider.to.y)};
    return {low - half, high + half};
}

} // namespace golf
