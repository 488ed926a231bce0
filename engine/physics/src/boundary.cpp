#include "boundary.hpp"

#include "golf/core/geometry.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

namespace golf {

namespace {

constexpr int bucketTiles = 4; // side of an index bucket in tiles

/// Lines a unit face can lie on. Diagonals are named by their direction.
enum class Line { Horizontal, Vertical, DiagonalDown, DiagonalUp };

/// A face one tile long: on line `line` number `offset`, at position `pos` along it, with the
/// open side given by `side` (+1 or -1, see segmentOf). Sorting groups collinear runs.
struct UnitFace {
    Line line;
    int offset;
    int side;
    int pos;
    auto operator<=>(const UnitFace&) const = default;
};

std::vector<UnitFace> collectUnitFaces(const Level& level) {
    std::vector<UnitFace> faces;
    // Horizontal faces on the line y = row, between tiles (col, row-1) and (col, row).
    for (int row = 0; row <= level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const bool above = isSideSolid(level.at(col, row - 1), TileSide::Bottom);
            const bool below = isSideSolid(level.at(col, row), TileSide::Top);
            if (above != below) {
                faces.push_back({Line::Horizontal, row, above ? +1 : -1, col});
            }
        }
    }
    // Vertical faces on the line x = col, between tiles (col-1, row) and (col, row).
    for (int col = 0; col <= level.width; ++col) {
        for (int row = 0; row < level.height; ++row) {
            const bool left = isSideSolid(level.at(col - 1, row), TileSide::Right);
            const bool right = isSideSolid(level.at(col, row), TileSide::Left);
            if (left != right) {
                faces.push_back({Line::Vertical, col, left ? +1 : -1, row});
            }
        }
    }
    // Diagonal faces: every triangle's diagonal separates its solid and open halves.
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            switch (level.at(col, row)) {
            case Tile::LowerLeft:
                faces.push_back({Line::DiagonalDown, row - col, +1, col});
                break;
            case Tile::UpperRight:
                faces.push_back({Line::DiagonalDown, row - col, -1, col});
                break;
            case Tile::LowerRight:
                faces.push_back({Line::DiagonalUp, col + row + 1, +1, col});
                break;
            case Tile::UpperLeft:
                faces.push_back({Line::DiagonalUp, col + row + 1, -1, col});
                break;
            default:
                break;
            }
        }
    }
    std::sort(faces.begin(), faces.end());
    return faces;
}

/// The segment covering positions [first, last] of a run of unit faces.
Segment segmentOf(const UnitFace& face, int first, int last) {
    const double k = face.offset;
    const double s = face.side;
    const double a = first;
    const double b = last + 1;
    const double h = std::sqrt(0.5);
    Segment segment;
    switch (face.line) {
    case Line::Horizontal: // side +1: solid above, open below
        segment = {.start = {a, k}, .end = {b, k}, .normal = {0, s}};
        break;
    case Line::Vertical: // side +1: solid left, open right
        segment = {.start = {k, a}, .end = {k, b}, .normal = {s, 0}};
        break;
    case Line::DiagonalDown: // y = x + k; side +1 ('L'): open upper-right
        segment = {.start = {a, a + k}, .end = {b, b + k}, .normal = {s * h, -s * h}};
        break;
    case Line::DiagonalUp: // x + y = k; side +1 ('J'): open upper-left
        segment = {.start = {a, k - a}, .end = {b, k - b}, .normal = {-s * h, -s * h}};
        break;
    }
    segment.length = length(segment.end - segment.start);
    segment.tangent = (segment.end - segment.start) / segment.length;
    return segment;
}

/// Midpoint of a unit face, used to file it in the index.
Vec2 midpointOf(const UnitFace& face) {
    const double k = face.offset;
    const double p = face.pos + 0.5;
    switch (face.line) {
    case Line::Horizontal:
        return {p, k};
    case Line::Vertical:
        return {k, p};
    case Line::DiagonalDown:
        return {p, p + k};
    case Line::DiagonalUp:
        return {p, k - p};
    }
    return {};
}

/// True if the solid region has a convex corner at the lattice point: some run of open
/// 45-degree sectors around it spans more than 180 degrees. A straight wall (180 degrees) or
/// a concave corner has none, and a ball can only ever touch such a point on a face.
bool isConvexCorner(const Level& level, Vec2 point) {
    std::array<bool, 8> open{};
    const double c = std::cos(std::acos(-1.0) / 8); // cos 22.5 degrees
    const double s = std::sin(std::acos(-1.0) / 8);
    // Sector k spans [45k, 45k + 45] degrees, measured from +x toward +y.
    const std::array<Vec2, 8> middles{
        {{c, s}, {s, c}, {-s, c}, {-c, s}, {-c, -s}, {-s, -c}, {s, -c}, {c, -s}}};
    for (std::size_t k = 0; k < 8; ++k) {
        const Vec2 sample = point + middles[k] * 0.25;
        const int col = static_cast<int>(std::floor(sample.x));
        const int row = static_cast<int>(std::floor(sample.y));
        const auto polygon = solidPolygon(level.at(col, row), col, row);
        open[k] = polygon.empty() || distanceToPolygon(sample, polygon) > 0;
    }
    int longest = 0;
    int run = 0;
    for (int i = 0; i < 16; ++i) { // twice round, for runs that wrap
        run = open[static_cast<std::size_t>(i % 8)] ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    return longest >= 5 && longest < 16;
}

} // namespace

Boundary::Boundary(const Level& level) {
    bucketsX_ = level.width / bucketTiles + 1;
    bucketsY_ = level.height / bucketTiles + 1;

    const std::vector<UnitFace> faces = collectUnitFaces(level);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> bucketFeature;
    for (std::size_t i = 0; i < faces.size();) {
        std::size_t j = i;
        const auto id = static_cast<std::uint32_t>(segments_.size());
        std::uint32_t lastBucket = UINT32_MAX;
        for (; j < faces.size(); ++j) {
            const UnitFace& f = faces[j];
            const bool sameRun = std::tie(f.line, f.offset, f.side) ==
                                     std::tie(faces[i].line, faces[i].offset, faces[i].side) &&
                                 f.pos == faces[i].pos + static_cast<int>(j - i);
            if (!sameRun) {
                break;
            }
            const std::uint32_t bucket = bucketOf(midpointOf(f));
            if (bucket != lastBucket) {
                bucketFeature.emplace_back(bucket, id);
                lastBucket = bucket;
            }
        }
        segments_.push_back(segmentOf(faces[i], faces[i].pos, faces[j - 1].pos));
        i = j;
    }

    std::vector<Vec2> ends;
    for (const Segment& segment : segments_) {
        ends.push_back(segment.start);
        ends.push_back(segment.end);
    }
    const auto byXY = [](Vec2 a, Vec2 b) {
        return std::tie(a.x, a.y) < std::tie(b.x, b.y);
    };
    std::sort(ends.begin(), ends.end(), byXY);
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    for (const Vec2 point : ends) {
        if (isConvexCorner(level, point)) {
            bucketFeature.emplace_back(
                bucketOf(point), static_cast<std::uint32_t>(segments_.size() + corners_.size()));
            corners_.push_back({point});
        }
    }
    buildIndex(bucketFeature);
}

std::uint32_t Boundary::bucketOf(Vec2 point) const {
    const int bx =
        std::clamp(static_cast<int>(std::floor(point.x / bucketTiles)), 0, bucketsX_ - 1);
    const int by =
        std::clamp(static_cast<int>(std::floor(point.y / bucketTiles)), 0, bucketsY_ - 1);
    return static_cast<std::uint32_t>(by * bucketsX_ + bx);
}

void Boundary::buildIndex(
    const std::vector<std::pair<std::uint32_t, std::uint32_t>>& bucketFeature) {
    // Counting sort by bucket; features keep their order inside a bucket.
    bucketStart_.assign(static_cast<std::size_t>(bucketsX_) * bucketsY_ + 1, 0);
    for (const auto& [bucket, feature] : bucketFeature) {
        ++bucketStart_[bucket + 1];
    }
    for (std::size_t i = 1; i < bucketStart_.size(); ++i) {
        bucketStart_[i] += bucketStart_[i - 1];
    }
    bucketItems_.resize(bucketFeature.size());
    std::vector<std::uint32_t> fill(bucketStart_.begin(), bucketStart_.end() - 1);
    for (const auto& [bucket, feature] : bucketFeature) {
        bucketItems_[fill[bucket]++] = feature;
    }
}

void Boundary::featuresNear(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const {
    const auto clampX = [&](double x) {
        return std::clamp(static_cast<int>(std::floor(std::clamp(x / bucketTiles, -1.0, 1e7))), 0,
                          bucketsX_ - 1);
    };
    const auto clampY = [&](double y) {
        return std::clamp(static_cast<int>(std::floor(std::clamp(y / bucketTiles, -1.0, 1e7))), 0,
                          bucketsY_ - 1);
    };
    ids.clear();
    for (int by = clampY(lo.y); by <= clampY(hi.y); ++by) {
        for (int bx = clampX(lo.x); bx <= clampX(hi.x); ++bx) {
            const auto bucket = static_cast<std::size_t>(by * bucketsX_ + bx);
            ids.insert(ids.end(), bucketItems_.begin() + bucketStart_[bucket],
                       bucketItems_.begin() + bucketStart_[bucket + 1]);
        }
    }
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

} // namespace golf
