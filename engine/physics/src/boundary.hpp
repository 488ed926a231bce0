#pragma once

// The solid boundary of a level: the outline of the union of blocked tiles, void, the solid
// halves of triangles and everything outside the grid. Built once per level.
//
// Faces shared by two solids are dropped and collinear runs are merged into single segments,
// so a ball rolling along a straight wall or a diagonal never meets a seam. Only convex
// corners (where the open side spans more than 180 degrees) become corner features: a corner
// that lies on a straight wall, or a concave one, can never be touched before a face.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <cstdint>
#include <vector>

namespace golf {

/// A straight face of the solid region; the ball collides on the side `normal` points to.
struct Segment {
    Vec2 start;
    Vec2 end;
    Vec2 normal;  ///< unit, pointing into open space
    Vec2 tangent; ///< unit, from start to end
    double length = 0;
};

/// A convex corner of the solid region.
struct Corner {
    Vec2 point;
};

/// Segments and corners of a level, indexed by buckets of tiles so that a query costs the same
/// on any level size.
class Boundary {
  public:
    explicit Boundary(const Level& level);

    [[nodiscard]] const std::vector<Segment>& segments() const { return segments_; }
    [[nodiscard]] const std::vector<Corner>& corners() const { return corners_; }

    /// Feature ids (a segment index, or segments().size() + a corner index) of every feature
    /// that may intersect the box [lo, hi] (world units), sorted ascending, without repeats,
    /// into `ids` (cleared first; the caller keeps it to reuse its memory between queries).
    void featuresNear(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const;

    /// True if `id` names a corner rather than a segment.
    [[nodiscard]] bool isCorner(std::uint32_t id) const { return id >= segments_.size(); }

  private:
    void buildIndex(const std::vector<std::pair<std::uint32_t, std::uint32_t>>& bucketFeature);
    [[nodiscard]] std::uint32_t bucketOf(Vec2 point) const;

    std::vector<Segment> segments_;
    std::vector<Corner> corners_;
    int bucketsX_ = 1;
    int bucketsY_ = 1;
    std::vector<std::uint32_t> bucketStart_; ///< CSR offsets, size bucketsX_ * bucketsY_ + 1
    std::vector<std::uint32_t> bucketItems_; ///< feature ids
};

} // namespace golf
