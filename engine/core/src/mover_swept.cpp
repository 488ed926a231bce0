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

/// The convex hexagon of a box of half-sizes `half` swept from the origin to `d`, for
/// d.x >= 0 and d.y >= 0: the box's corners at both ends, in counterclockwise order (x right,
/// y up: left turns have positive cross products).
[[nodiscard]] std::array<Vec2, 6> sweptBoxCorners(Vec2 d, Vec2 half) {
    return {{{-half.x, -half.y},
             {half.x, -half.y},
             d + Vec2{half.x, -half.y},
             d + Vec2{half.x, half.y},
             d + Vec2{-half.x, half.y},
             {-half.x, half.y}}};
}

/// True if p lies in the hexagon or on its edge.
[[nodiscard]] bool insideSweptBox(const std::array<Vec2, 6>& corners, Vec2 p) {
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i];
        const Vec2 b = corners[(i + 1) % corners.size()];
        // A zero-length edge (from == to along an axis) has cross 0: it never says outside.
        if (cross(b - a, p - a) < 0) {
            return false;
        }
    }
    return true;
}

/// Distance from `p` to the box of half-sizes `half` swept from the origin to `d` (d.x >= 0,
/// d.y >= 0).
[[nodiscard]] double distanceToSweptBox(Vec2 p, Vec2 d, Vec2 half) {
    const std::array<Vec2, 6> corners = sweptBoxCorners(d, half);
    if (insideSweptBox(corners, p)) {
        return 0.0;
    }
    double nearest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < corners.size(); ++i) {
        nearest = std::min(nearest, distanceToSegment(p, corners[i], corners[(i + 1) % 6]));
    }
    return nearest;
}

/// True if the segments p..q and a..b cross or touch (orientation signs; collinear overlaps
/// count).
[[nodiscard]] bool segmentsMeet(Vec2 p, Vec2 q, Vec2 a, Vec2 b) {
    const double d1 = cross(b - a, p - a);
    const double d2 = cross(b - a, q - a);
    const double d3 = cross(q - p, a - p);
    const double d4 = cross(q - p, b - p);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
        return true;
    }
    return (d1 == 0 && distanceToSegment(p, a, b) == 0) ||
           (d2 == 0 && distanceToSegment(q, a, b) == 0) ||
           (d3 == 0 && distanceToSegment(a, p, q) == 0) ||
           (d4 == 0 && distanceToSegment(b, p, q) == 0);
}

/// Distance from the segment p..q to the swept box (as distanceToSweptBox): 0 if an end lies
/// inside or the segment crosses an edge, else the least distance between the segment and an
/// edge, which two segments that do not meet reach at an end of one of them.
[[nodiscard]] double distanceToSweptBox(Vec2 p, Vec2 q, Vec2 d, Vec2 half) {
    const std::array<Vec2, 6> corners = sweptBoxCorners(d, half);
    if (insideSweptBox(corners, p) || insideSweptBox(corners, q)) {
        return 0.0;
    }
    double nearest = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < corners.size(); ++i) {
        const Vec2 a = corners[i];
        const Vec2 b = corners[(i + 1) % corners.size()];
        if (segmentsMeet(p, q, a, b)) {
            return 0.0;
        }
        nearest = std::min({nearest, distanceToSegment(p, a, b), distanceToSegment(q, a, b),
                            distanceToSegment(a, p, q), distanceToSegment(b, p, q)});
    }
    return nearest;
}

/// The slider's frame of distanceToSweptBox: `point` relative to `from`, mirrored so that the
/// path runs toward growing x and y (the box is symmetric); `d` the mirrored path.
struct SliderFrame {
    Vec2 origin;
    bool flipX = false;
    bool flipY = false;
    [[nodiscard]] Vec2 operator()(Vec2 point) const {
        const Vec2 p = point - origin;
        return {flipX ? -p.x : p.x, flipY ? -p.y : p.y};
    }
};

} // namespace

double distanceToSweptRegion(const Mover& mover, Vec2 point) {
    if (mover.kind == MoverKind::Blades) {
        return std::max(0.0, length(point - mover.blades.pivot) - bladesReach(mover.blades));
    }
    const Slider& slider = mover.slider;
    const Vec2 d = slider.to - slider.from;
    const SliderFrame frame{slider.from, d.x < 0, d.y < 0};
    return distanceToSweptBox(frame(point), frame(slider.to), slider.size / 2);
}

double distanceToSweptRegion(const Mover& mover, Vec2 a, Vec2 b) {
    if (mover.kind == MoverKind::Blades) {
        return std::max(0.0,
                        distanceToSegment(mover.blades.pivot, a, b) - bladesReach(mover.blades));
    }
    const Slider& slider = mover.slider;
    const Vec2 d = slider.to - slider.from;
    const SliderFrame frame{slider.from, d.x < 0, d.y < 0};
    return distanceToSweptBox(frame(a), frame(b), frame(slider.to), slider.size / 2);
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
