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
    std::uint8_t material = 0; ///< 0: the level's wallRestitution; k: specialWalls[k - 1]
};

/// The line a merged face lies on: its direction and which of the lattice's lines it is.
enum class FaceLine : std::uint8_t { Horizontal, Vertical, DiagonalDown, DiagonalUp };

/// A merged face as the boundary stores it (16 bytes instead of a Segment's 72, so that the
/// boundary of a dense 4096 x 4096 level stays small): unit faces `first` to `last` along
/// line `offset` of kind `line`, open on side `side` (+1 or -1). Boundary::segment turns it
/// into a Segment, always the same bits.
struct FaceRun {
    FaceLine line = FaceLine::Horizontal;
    std::int8_t side = 1;
    std::uint8_t material = 0; ///< 0: the level's wallRestitution; k: specialWalls[k - 1]
    std::int32_t offset = 0;
    std::int32_t first = 0;
    std::int32_t last = 0;
};

/// Segments and corners of a level, indexed by buckets of tiles so that a query costs the same
/// on any level size. Built in one scan of the grid per kind of line, in the order of the
/// faces, without a global sort: memory follows the number of features, not the grid.
class Boundary {
  public:
    explicit Boundary(const Level& level);

    /// Number of segments; their ids are 0 .. segmentCount() - 1.
    [[nodiscard]] std::size_t segmentCount() const { return faces_.size(); }
    /// Segment `id` (< segmentCount()), computed from its stored run.
    [[nodiscard]] Segment segment(std::uint32_t id) const;
    [[nodiscard]] const std::vector<Corner>& corners() const { return corners_; }

    /// Feature ids (a segment index, or segmentCount() + a corner index) of every feature
    /// that may intersect the box [lo, hi] (world units), sorted ascending, without repeats,
    /// into `ids` (cleared first; the caller keeps it to reuse its memory between queries).
    void featuresNear(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const;
    /// The features that may lie within `pad` of the segment from `from` to `to`, without
    /// repeats but in no particular order, found without a sort, from the buckets the segment
    /// passes near (not every bucket of its bounding box: a diagonal path meets about half of
    /// them). `seen` is the caller's scratch, one bit per feature id, all clear before the call
    /// (or empty) and all clear after it.
    void featuresAlong(Vec2 from, Vec2 to, double pad, std::vector<std::uint32_t>& ids,
                       std::vector<std::uint64_t>& seen) const;
    /// featuresAlong in steps: appends to `ids` the features near the segment that `seen` does
    /// not mark yet and marks them, so that a search along a path in pieces takes each feature
    /// once. The caller ends with clearSeen(ids, seen).
    void appendFeaturesAlong(Vec2 from, Vec2 to, double pad, std::vector<std::uint32_t>& ids,
                             std::vector<std::uint64_t>& seen) const;
    /// Clears the marks of `ids` in `seen` (all of `seen` is clear again if `ids` holds every
    /// feature marked).
    static void clearSeen(const std::vector<std::uint32_t>& ids, std::vector<std::uint64_t>& seen);

    /// True if `id` names a corner rather than a segment.
    [[nodiscard]] bool isCorner(std::uint32_t id) const { return id >= faces_.size(); }
    /// True if `id` names a gate's one-way face (never on a level without gates).
    [[nodiscard]] bool isGate(std::uint32_t id) const {
        return id >= gateStart_ && id < faces_.size();
    }
    /// The first gate face's id (segmentCount() if there is none).
    [[nodiscard]] std::size_t gateStart() const { return gateStart_; }
    /// The material of feature `id` (a segment or a corner): 0 for the level's wallRestitution,
    /// k for specialWalls[k - 1]'s restitution. Gate faces are 0.
    [[nodiscard]] std::uint8_t material(std::uint32_t id) const {
        return isCorner(id) ? corners_[id - faces_.size()].material : faces_[id].material;
    }

  private:
    [[nodiscard]] std::uint32_t bucketOf(Vec2 point) const;
    /// The bucket (bx, by), clamped to the grid of buckets.
    [[nodiscard]] std::uint32_t bucketOfCell(int bx, int by) const;
    /// The ids of every bucket the box meets, a run once per bucket it lies in.
    void featuresNearWithRepeats(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const;
    /// Calls `take(bucket)` for each bucket (bx, by) of the box for which `visit(bx, by)` is
    /// true.
    template <typename Visit, typename Take>
    void forEachBucket(Vec2 lo, Vec2 hi, Visit visit, Take take) const;
    /// forEachBucket for the buckets that featuresAlong looks in.
    template <typename Take>
    void forEachBucketAlong(Vec2 from, Vec2 to, double pad, Take take) const;

    std::vector<FaceRun> faces_;
    std::size_t gateStart_ = 0;     ///< faces_ from here on are gate faces
    std::vector<Segment> segments_; ///< segmentOf(faces_) if there are not too many, else empty
    std::vector<Corner> corners_;
    int bucketsX_ = 1;
    int bucketsY_ = 1;
    std::vector<std::uint32_t> bucketStart_; ///< CSR offsets, size bucketsX_ * bucketsY_ + 1
    std::vector<std::uint32_t> bucketItems_; ///< feature ids
};

} // namespace golf
