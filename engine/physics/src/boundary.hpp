#pragma once

// The solid boundary of a level: the outline of the union of blocked tiles, void, the solid
// halves of triangles and everything outside the grid. Built once per level.
//
// Faces shared by two solids are dropped and collinear runs are merged into single segments,
// so a ball rolling along a straight wall or a diagonal never meets a seam. Only convex
// corners (where the open side spans more than 180 degrees) become corner features: a corner
// that lies on a straight wall, or a concave one, can never be touched before a face.

#include "golf/core/assert.hpp"
#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "run_table.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <type_traits>
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

/// What the tick solver asks of a level in every tick (which kinds of elements it has), read
/// once with its boundary.
struct LevelKinds {
    bool slopes = false;    ///< a surface with a slope
    bool movers = false;    ///< Level::movers
    bool surfaces = false;  ///< Level::surfaceIndex (floors and slopes by tile)
    bool teleports = false; ///< Level::teleports

    /// The kinds of `level`.
    [[nodiscard]] static LevelKinds of(const Level& level);
    [[nodiscard]] bool operator==(const LevelKinds&) const = default;
};

/// Segments and corners of a level. Built in one scan of the grid per kind of line, in the
/// order of the faces, without a global sort. The faces are kept 4 bytes each, filed by
/// lattice line (RunTable), the corners 4 bytes each: memory follows the number of features.
/// A level whose index is small (maxIndexEntries) also files its features in buckets of
/// single tiles (2 x 2 on a large level), so that a query reads lists; a larger one finds them by
/// lattice line, each line's runs by a binary search, and builds nothing for its empty regions.
/// Either way a query returns the same features for a box (featuresNear) and every feature near a
/// path (featuresAlong), and the ids are the same.
class Boundary {
  public:
    /// Most bucket offsets and entries (4 bytes each) of a bucket index built.
    static constexpr std::size_t defaultMaxIndexEntries = std::size_t{1} << 22;

    /// The boundary of `level`, with a bucket index if it takes at most `maxIndexEntries`
    /// entries (0: never, as on a huge level; for tests).
    explicit Boundary(const Level& level, std::size_t maxIndexEntries = defaultMaxIndexEntries);

    /// Number of segments; their ids are 0 .. segmentCount() - 1.
    [[nodiscard]] std::size_t segmentCount() const { return segmentCount_; }
    /// Segment `id` (< segmentCount()), computed from its stored run.
    [[nodiscard]] Segment segment(std::uint32_t id) const {
        return segments_.empty() ? segmentFromRun(id) : segments_[id];
    }
    /// Every segment by id, if the boundary keeps them worked out (a level of ordinary size),
    /// else nullptr: segment(id) without the copy, for a loop over many.
    [[nodiscard]] const Segment* keptSegments() const {
        return segments_.empty() ? nullptr : segments_.data();
    }
    /// Every corner's point by corner index (id - segmentCount()), if the boundary keeps them
    /// worked out (a level of ordinary size), else nullptr: cornerPoint(id) without the test.
    [[nodiscard]] const Vec2* keptCornerPoints() const {
        return cornerPoints_.empty() ? nullptr : cornerPoints_.data();
    }
    /// Number of convex corners; their ids are segmentCount() + 0 .. cornerCount() - 1.
    [[nodiscard]] std::size_t cornerCount() const { return cornerCount_; }
    /// Corner k (< cornerCount()), by ascending x, then y.
    [[nodiscard]] Corner corner(std::size_t k) const;
    /// Every corner, by ascending x, then y (a list made for the call: for tests and tools).
    [[nodiscard]] std::vector<Corner> corners() const;
    /// The point of corner feature `id` (isCorner(id)).
    [[nodiscard]] Vec2 cornerPoint(std::uint32_t id) const {
        const std::size_t k = id - segmentCount();
        return cornerPoints_.empty() ? corner(k).point : cornerPoints_[k];
    }
    /// The share of the level's tiles that are not open (0..1): how dense its features are.
    [[nodiscard]] double solidShare() const { return solidShare_; }
    /// Which kinds of elements the level has (LevelKinds::of of the level it was built from).
    [[nodiscard]] const LevelKinds& levelKinds() const { return kinds_; }
    /// True if the boundary files its features in buckets (see the class).
    [[nodiscard]] bool hasBucketIndex() const { return !bucketStart_.empty(); }
    /// True if it has a bucket index, keeps every segment and corner point worked out
    /// (keptSegments(), keptCornerPoints()), has no gate faces and has facing indexes
    /// (hasFacingIndex()): a wall search's lean loop.
    [[nodiscard]] bool leanIndex() const { return lean_; }

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
    /// With a bucket index (hasBucketIndex()) only: calls `take(id)` for every entry of the
    /// buckets featuresAlong looks in, so for every feature near the segment, some more than once
    /// (a long segment once per bucket it is filed in, and again in a step that reads the same
    /// bucket). For a search to which a feature tested twice makes no difference (a wall
    /// search), without featuresAlong's marks and list.
    template <typename Take>
    void forEachFeatureAlong(Vec2 from, Vec2 to, double pad, Take take) const;
    /// With a bucket index (hasBucketIndex()) only: calls `take(id)` for every entry of the
    /// buckets that the segment's bounding box, grown by `pad`, meets: every bucket
    /// forEachFeatureAlong reads and a few more, so again every feature near the segment, some
    /// more than once. For a short segment (a wall search's step) the box costs a few more
    /// entries than the buckets along it but no clipping of the segment to each row.
    template <typename Take>
    void forEachFeatureInBox(Vec2 from, Vec2 to, double pad, Take take) const;

    /// The quadrant of a direction, 0..3: bit 0 set if dir.x < 0, bit 1 if dir.y < 0 (a zero
    /// or -0 counts as positive).
    [[nodiscard]] static int quadrantOf(Vec2 dir) {
        return (dir.x < 0 ? 1 : 0) | (dir.y < 0 ? 2 : 0);
    }
    /// True if the boundary has facing indexes (forEachFacingInBox).
    [[nodiscard]] bool hasFacingIndex() const {
        return !narrowFacing_.segmentStart.empty() || !wideFacing_.segmentStart.empty();
    }
    /// True if its facing indexes are narrow: offsets and ids of 16 bits (a level whose index
    /// has at most 65535 entries and whose ids fit 16 bits, half the memory), read as
    /// facingLists<std::uint16_t>; else (with facing indexes) of 32 bits,
    /// facingLists<std::uint32_t>.
    [[nodiscard]] bool hasNarrowFacingIndex() const { return !narrowFacing_.segmentStart.empty(); }
    /// With facing indexes (hasFacingIndex()) only: forEachFeatureInBox for a path whose
    /// direction (not NaN) lies in `quadrant` (quadrantOf), without the segments that face away
    /// from every direction of the quadrant, those whose normal n has n.x * sx >= 0 and
    /// n.y * sy >= 0 (sx, sy: the quadrant's signs, +1 for a clear bit): for them dot(dir, n)
    /// is a sum of products of numbers of the same sign (or zeros), never negative, so that
    /// sweepSegment returns nothing at its first test, bit for bit. Every corner stays (a ball
    /// overlapping a face by rounding may touch the corner at its end from any side). The
    /// entries of each bucket come in forEachFeatureInBox's order.
    template <typename Take>
    void forEachFacingInBox(Vec2 from, Vec2 to, double pad, int quadrant, Take take) const;
    /// The facing lists of one quadrant, of width `Id` (facingLists): per bucket, the segments
    /// the quadrant keeps (offsets 4 apart from `segmentStart`, into `segments`) and, apart,
    /// its corners (offsets 1 apart from `cornerStart`, into `corners`, as corner indexes: id -
    /// segmentCount()), each in the bucket index's order (a bucket's facing list is its
    /// segments, then its corners). Every list is followed by two entries of a real feature
    /// more (segment 0, corner 0), so that a search that reads two entries at a time from any
    /// offset up to a list's end reads real features only.
    template <typename Id> struct FacingLists {
        const Id* segmentStart;
        const Id* segments;
        const Id* cornerStart;
        const Id* corners;
    };
    /// With facing indexes of width `Id` (std::uint16_t if hasNarrowFacingIndex(), else
    /// std::uint32_t) only: the lists of quadrant `quadrant`, for forEachFacingRowInBox (for a
    /// search that chooses the width and finds the lists once, not at each step).
    template <typename Id> [[nodiscard]] FacingLists<Id> facingLists(int quadrant) const;
    /// For each row of the buckets forEachFacingInBox reads (as it reads them),
    /// `take(segmentsFrom, segmentsTo, cornersFrom, cornersTo)`: the ranges of the row's
    /// segments and corners in the lists `lists` (facingLists of the boundary): the features
    /// forEachFacingInBox takes, each row's segments and corners apart.
    template <typename Id, typename Take>
    void forEachFacingRowInBox(FacingLists<Id> lists, Vec2 from, Vec2 to, double pad,
                               Take take) const;

    /// True if `id` names a corner rather than a segment.
    [[nodiscard]] bool isCorner(std::uint32_t id) const { return id >= segmentCount(); }
    /// True if `id` names a gate's one-way face (never on a level without gates).
    [[nodiscard]] bool isGate(std::uint32_t id) const {
        return id >= wallCount_ && id < segmentCount_;
    }
    /// The first gate face's id (segmentCount() if there is none).
    [[nodiscard]] std::size_t gateStart() const { return wallCount_; }
    /// The material of feature `id` (a segment or a corner): 0 for the level's wallRestitution,
    /// k for specialWalls[k - 1]'s restitution. Gate faces are 0.
    [[nodiscard]] std::uint8_t material(std::uint32_t id) const {
        if (isCorner(id)) {
            return cornerMaterials_.empty() ? std::uint8_t{0}
                                            : cornerMaterials_[id - segmentCount()];
        }
        return id < wallCount_ ? walls_.material(id) : std::uint8_t{0};
    }

  private:
    [[nodiscard]] std::uint32_t bucketOf(Vec2 point) const;
    /// The bucket (bx, by), clamped to the grid of buckets.
    [[nodiscard]] std::uint32_t bucketOfCell(int bx, int by) const;
    /// How far forEachBucketAlong and forEachFeatureInBox widen their spans (tiles) against
    /// the rounding of the clipping and of bucketNear: a bucket more changes the work only.
    static constexpr double bucketSlack = 1e-7;
    /// floor(v / bucketTiles_) clamped to 0 .. buckets - 1, by a truncation of a positive
    /// number (within bucketSlack of the floor where v / bucketTiles_ + 1 rounds). The
    /// quotient as a product by bucketScale_ (the same bits: bucketTiles_ is 1 or 2), clamped
    /// by max and min (the same value as std::clamp for every number). On x86-64 the clamped
    /// value passes an empty asm: without it GCC folds the clamp into the conversion as two
    /// compares and branches (three branches a bound, four bounds a wall search's step); with
    /// it, maxsd, minsd and cvttsd2si.
    [[nodiscard]] int bucketNear(double v, int buckets) const {
        double at = std::min(std::max(v * bucketScale_ + 1, 1.0), 1e7);
#if defined(__x86_64__) && defined(__GNUC__)
        asm("" : "+x"(at));
#endif
        return std::min(static_cast<int>(at), buckets) - 1;
    }
    /// The ids of every bucket the box meets, a run once per bucket it lies in.
    void featuresNearWithRepeats(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const;
    /// Calls `take(bucket)` for each bucket (bx, by) of the box for which `visit(bx, by)` is
    /// true.
    template <typename Visit, typename Take>
    void forEachBucket(Vec2 lo, Vec2 hi, Visit visit, Take take) const;
    /// Calls `take(first, last)` for each run of buckets first..last (of one row) that
    /// featuresAlong looks in: those whose squares, grown by `pad`, the segment meets.
    template <typename Take>
    void forEachBucketAlong(Vec2 from, Vec2 to, double pad, Take take) const;
    /// Without a bucket index: calls `take(id)` for every feature filed in the buckets of the
    /// box [lo, hi] (as the index would file them), a feature once per kind of line it is
    /// found on at most.
    template <typename Take> void forEachInBuckets(Vec2 lo, Vec2 hi, Take take) const;
    /// The corner id of the convex corner at bit `bit` of cornerBits_.
    [[nodiscard]] std::uint32_t cornerIdAt(std::size_t bit) const;
    /// Segment `id` worked out from its run.
    [[nodiscard]] Segment segmentFromRun(std::uint32_t id) const;
    /// Calls `take(k, point)` for every corner k, in order, from the bitmap.
    template <typename Take> void forEachCorner(Take take) const;
    /// Calls `take(x, y)` with the lattice point of every corner, in order, from the bitmap.
    template <typename Take> void forEachCornerPoint(Take take) const;
    /// The run of segment `id`.
    [[nodiscard]] FaceRun runOf(std::uint32_t id) const;
    /// Files every feature in the buckets (bucketStart_, bucketItems_), and sets
    /// facingKeep[id] of each segment (facingKeepOf), if not null.
    void buildBucketIndex(std::uint8_t* facingKeep);
    /// buildBucketIndex for buckets of one tile (the same entries in the same order), and
    /// segments_ and cornerPoints_ if `keepSegments` and `keepCorners`, in one walk of the runs
    /// and corners that works out each line's buckets once, and another that files the ids.
    /// `maxWallFaces`: at least the walls' unit faces.
    void buildFineIndex(std::uint8_t* facingKeep, bool keepSegments, bool keepCorners,
                        std::size_t maxWallFaces);
    /// Builds the facing indexes from the bucket index, if the entries of all the indexes stay
    /// within `maxIndexEntries`: bit q of keep[id] set if quadrant q keeps feature id.
    void buildFacingIndex(std::size_t maxIndexEntries, const std::uint8_t* keep);
    /// A vector's allocator that leaves the elements of a resize uninitialised (no fill of
    /// memory that is written next).
    template <typename T> struct UninitialisedAllocator : std::allocator<T> {
        template <typename U> void construct(U* p) noexcept { ::new (static_cast<void*>(p)) U; }
    };
    /// The facing lists (FacingLists) of every quadrant, of width `Id`.
    template <typename Id> struct FacingIndex {
        using Ids = std::vector<Id, UninitialisedAllocator<Id>>;
        Ids segmentStart; ///< at 4 * bucket + q, from quadrant q's first segment
        Ids segments;     ///< quadrant q's from base[q]
        std::array<std::size_t, 4> base{};
        Ids cornerStart; ///< at bucket
        Ids corners;
    };
    /// Builds `index` from the bucket index (bit q of keep[id]: quadrant q keeps segment id).
    template <typename Id> void buildFacingLists(const std::uint8_t* keep, FacingIndex<Id>& index);
    /// The x and y ranges of buckets forEachInBoxOf reads.
    struct BucketBox {
        int x0, x1, y0, y1;
    };
    /// The buckets forEachInBoxOf reads for the segment from `from` to `to`, grown by `pad`.
    [[nodiscard]] BucketBox bucketBox(Vec2 from, Vec2 to, double pad) const {
        // A bucket whose square, grown by pad, the segment meets lies in rows y0..y1 and
        // columns x0..x1 of the segment's bounding box, grown by pad: the clamps and the slack
        // of forEachBucketAlong (whose clipping to each row can only narrow the columns).
        const double grow = pad + bucketSlack;
        return {bucketNear(std::min(from.x, to.x) - grow, bucketsX_),
                bucketNear(std::max(from.x, to.x) + grow, bucketsX_),
                bucketNear(std::min(from.y, to.y) - grow, bucketsY_),
                bucketNear(std::max(from.y, to.y) + grow, bucketsY_)};
    }
    /// Calls `take(id)` for every entry of the CSR lists (`items`, and the offsets by bucket as
    /// bucketStart_'s, each `stride` apart from `start`) of the buckets forEachFeatureInBox
    /// reads.
    template <std::size_t stride, typename Id, typename Take>
    void forEachInBoxOf(const Id* start, const Id* items, Vec2 from, Vec2 to, double pad,
                        Take take) const;

    RunTable walls_;               ///< ids 0 .. walls_.size() - 1
    RunTable gates_;               ///< ids walls_.size() .. segmentCount() - 1
    std::size_t wallCount_ = 0;    ///< walls_.size()
    std::size_t segmentCount_ = 0; ///< walls_.size() + gates_.size()
    /// A vector's allocator that leaves the elements of a resize unconstructed, for a type of
    /// implicit lifetime (an aggregate: Segment, Vec2) whose elements are all assigned next
    /// (no store of its members' initialisers to memory that is written next).
    template <typename T> struct UnconstructedAllocator : std::allocator<T> {
        template <typename U> void construct(U*) noexcept {}
    };
    /// Every segment, if there are not too many, else empty.
    std::vector<Segment, UnconstructedAllocator<Segment>> segments_;
    std::uint32_t columnPoints_ = 1; ///< lattice points in a column: height + 1
    /// Bit x * columnPoints_ + y set if the lattice point (x, y) is a convex corner (a bit a
    /// point: 2 MB on a 4096 x 4096 level, where the corners are millions).
    std::vector<std::uint64_t> cornerBits_;
    std::vector<std::uint32_t> cornerRank_; ///< per word of cornerBits_: corners before it
    std::size_t cornerCount_ = 0;
    double solidShare_ = 0;
    bool lean_ = false; ///< leanIndex(), set once built
    LevelKinds kinds_;
    std::vector<std::uint8_t> cornerMaterials_; ///< empty on a level without special walls
    /// Every corner's point, if there are not too many.
    std::vector<Vec2, UnconstructedAllocator<Vec2>> cornerPoints_;
    int bucketTiles_ = 1;    ///< the side of a bucket in tiles (2 on a large level)
    double bucketScale_ = 1; ///< 1 / bucketTiles_, exact (a power of two)
    int bucketsX_ = 1;
    int bucketsY_ = 1;
    using IndexVector = std::vector<std::uint32_t, UninitialisedAllocator<std::uint32_t>>;
    IndexVector bucketStart_; ///< CSR offsets, size bucketsX_ * bucketsY_ + 1
    IndexVector bucketItems_; ///< feature ids
    /// The facing indexes, per quadrant q (quadrantOf): the bucket index without the segments
    /// facing away from the quadrant (see forEachFacingInBox), each bucket's segments and
    /// corners in lists of their own (FacingLists); empty unless built. Built only if four
    /// times the bucket index's offsets and entries stay within the boundary's
    /// maxIndexEntries. Narrow (hasNarrowFacingIndex()): 16-bit offsets and ids, and each
    /// quadrant's offsets counted from the start of its own lists (they fit 16 bits where the
    /// whole lists' might not); the dense long replay's 64 x 64 level: about 70 KB. Else wide,
    /// of 32 bits.
    FacingIndex<std::uint16_t> narrowFacing_;
    FacingIndex<std::uint32_t> wideFacing_;
};

template <typename Take>
inline void Boundary::forEachBucketAlong(Vec2 from, Vec2 to, double pad, Take take) const {
    // A bucket holds whole unit faces (its sides lie on lattice lines every bucketTiles_), so
    // a feature point within `pad` of the segment lies in a bucket whose square, grown by pad,
    // the segment meets. Row by row of buckets: the part of the segment within the row's band
    // (grown by pad) spans some x, and the buckets whose grown squares meet that span are
    // taken as one run of the row, without a test per bucket. A bucket more changes the work, never
    // the answer: the spans are widened by bucketSlack against the rounding of the clipping.
    const double tiles = bucketTiles_;
    const Vec2 d = to - from;
    const double grow = pad + bucketSlack;
    const int y1 = bucketNear(std::max(from.y, to.y) + grow, bucketsY_);
    for (int by = bucketNear(std::min(from.y, to.y) - grow, bucketsY_); by <= y1; ++by) {
        // The segment's parameters within the band [by, by + 1) tiles, grown by pad.
        double t0 = 0;
        double t1 = 1;
        if (d.y != 0) {
            const double a = (by * tiles - grow - from.y) / d.y;
            const double b = ((by + 1) * tiles + grow - from.y) / d.y;
            t0 = std::clamp(std::min(a, b), 0.0, 1.0);
            t1 = std::clamp(std::max(a, b), t0, 1.0);
        }
        const double xa = from.x + d.x * t0;
        const double xb = from.x + d.x * t1;
        const int x0 = bucketNear(std::min(xa, xb) - grow, bucketsX_);
        const int x1 = bucketNear(std::max(xa, xb) + grow, bucketsX_);
        const std::size_t row = static_cast<std::size_t>(by) * static_cast<std::size_t>(bucketsX_);
        take(row + static_cast<std::size_t>(x0), row + static_cast<std::size_t>(x1));
    }
}

template <typename Take>
inline void Boundary::forEachFeatureAlong(Vec2 from, Vec2 to, double pad, Take take) const {
    // The buckets of a row are filed one after the other: their features are one range.
    const std::uint32_t* const start = bucketStart_.data();
    const std::uint32_t* const items = bucketItems_.data();
    forEachBucketAlong(from, to, pad, [&](std::size_t first, std::size_t last) {
        const std::uint32_t* const end = items + start[last + 1];
        for (const std::uint32_t* item = items + start[first]; item != end; ++item) {
            take(*item);
        }
    });
}

template <typename Take>
inline void Boundary::forEachFeatureInBox(Vec2 from, Vec2 to, double pad, Take take) const {
    forEachInBoxOf<1>(bucketStart_.data(), bucketItems_.data(), from, to, pad, take);
}

template <typename Take>
inline void Boundary::forEachFacingInBox(Vec2 from, Vec2 to, double pad, int quadrant,
                                         Take take) const {
    const auto each = [&]<typename Id>(FacingLists<Id> lists) {
        // Bucket by bucket, its segments, then its corners: the bucket index's order.
        const auto segments = static_cast<std::uint32_t>(segmentCount());
        const BucketBox box = bucketBox(from, to, pad);
        const auto width = static_cast<std::size_t>(bucketsX_);
        for (int by = box.y0; by <= box.y1; ++by) {
            for (int bx = box.x0; bx <= box.x1; ++bx) {
                const std::size_t bucket =
                    static_cast<std::size_t>(by) * width + static_cast<std::size_t>(bx);
                for (std::size_t k = lists.segmentStart[4 * bucket];
                     k < lists.segmentStart[4 * (bucket + 1)]; ++k) {
                    take(static_cast<std::uint32_t>(lists.segments[k]));
                }
                for (std::size_t k = lists.cornerStart[bucket]; k < lists.cornerStart[bucket + 1];
                     ++k) {
                    take(segments + static_cast<std::uint32_t>(lists.corners[k]));
                }
            }
        }
    };
    if (hasNarrowFacingIndex()) {
        each(facingLists<std::uint16_t>(quadrant));
    } else {
        each(facingLists<std::uint32_t>(quadrant));
    }
}

template <typename Id> inline Boundary::FacingLists<Id> Boundary::facingLists(int quadrant) const {
    GOLF_ASSERT(hasFacingIndex() && quadrant >= 0 && quadrant < 4);
    const auto q = static_cast<std::size_t>(quadrant);
    const FacingIndex<Id>* index = nullptr;
    if constexpr (std::is_same_v<Id, std::uint16_t>) {
        GOLF_ASSERT(hasNarrowFacingIndex());
        index = &narrowFacing_;
    } else {
        static_assert(std::is_same_v<Id, std::uint32_t>, "facing indexes of 16 or 32 bits");
        GOLF_ASSERT(!hasNarrowFacingIndex());
        index = &wideFacing_;
    }
    return {index->segmentStart.data() + q, index->segments.data() + index->base[q],
            index->cornerStart.data(), index->corners.data()};
}

template <typename Id, typename Take>
inline void Boundary::forEachFacingRowInBox(FacingLists<Id> lists, Vec2 from, Vec2 to, double pad,
                                            Take take) const {
    const BucketBox box = bucketBox(from, to, pad);
    // The buckets of a row are filed one after the other: each row's are one range of each.
    const auto width = static_cast<std::size_t>(bucketsX_);
    const auto run = static_cast<std::size_t>(box.x1 - box.x0 + 1);
    std::size_t first = static_cast<std::size_t>(box.y0) * width + static_cast<std::size_t>(box.x0);
    for (int by = box.y0; by <= box.y1; ++by, first += width) {
        take(std::size_t{lists.segmentStart[4 * first]},
             std::size_t{lists.segmentStart[4 * (first + run)]},
             std::size_t{lists.cornerStart[first]}, std::size_t{lists.cornerStart[first + run]});
    }
}

template <std::size_t stride, typename Id, typename Take>
inline void Boundary::forEachInBoxOf(const Id* start, const Id* items, Vec2 from, Vec2 to,
                                     double pad, Take take) const {
    // A bucket whose square, grown by pad, the segment meets lies in rows y0..y1 and columns
    // x0..x1 of the segment's bounding box, grown by pad: the clamps and the slack of
    // forEachBucketAlong (whose clipping to each row can only narrow the columns).
    const double grow = pad + bucketSlack;
    const int x0 = bucketNear(std::min(from.x, to.x) - grow, bucketsX_);
    const int x1 = bucketNear(std::max(from.x, to.x) + grow, bucketsX_);
    const int y0 = bucketNear(std::min(from.y, to.y) - grow, bucketsY_);
    const int y1 = bucketNear(std::max(from.y, to.y) + grow, bucketsY_);
    // The buckets of a row are filed one after the other: each row's are one range.
    const auto width = stride * static_cast<std::size_t>(bucketsX_);
    const auto runEnd = stride * static_cast<std::size_t>(x1 - x0 + 1);
    const Id* first =
        start + static_cast<std::size_t>(y0) * width + stride * static_cast<std::size_t>(x0);
    for (int by = y0; by <= y1; ++by, first += width) {
        const Id* const end = items + first[runEnd];
        for (const Id* item = items + first[0]; item != end; ++item) {
            take(static_cast<std::uint32_t>(*item));
        }
    }
}

} // namespace golf
