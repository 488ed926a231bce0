#include "boundary.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/geometry.hpp"
#include "tile_row_masks.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <compare>
#include <cstring>
#include <optional>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace golf {

namespace {

// RunTable keeps a run's first and last unit face in 16 bits.
static_assert(maxLevelSide <= 65536, "a unit face's place fits RunTable's 16 bits");

// The side of an index bucket in tiles: 1, or 2 on a level whose buckets of one tile would not
// fit an index of the default size. A wall search sweeps every feature of the buckets its path
// passes near, and buckets of one tile keep those to the tiles near the path (on the long
// replay and its dense variant, callgrind: see docs/performance.md).
constexpr int fineBucketTiles = 1;
constexpr int coarseBucketTiles = 2;
constexpr std::size_t maxKeptSegments = 1 << 16; // 4.5 MiB of Segments at most

/// Turns unit faces, given in the order (line, offset, side, pos), into runs of collinear
/// neighbours: one FaceRun for each, added to `runs`.
class RunBuilder {
  public:
    explicit RunBuilder(RunTable& runs) : runs_(runs) {}
    RunBuilder(const RunBuilder&) = delete;
    RunBuilder& operator=(const RunBuilder&) = delete;
    ~RunBuilder() { flush(); }

    void add(FaceLine line, int offset, int side, int pos, std::uint8_t material = 0) {
        if (open_ && line == run_.line && offset == run_.offset && side == run_.side &&
            pos == run_.last + 1 && material == run_.material) {
            run_.last = pos;
            return;
        }
        flush();
        run_ = {.line = line,
                .side = static_cast<std::int8_t>(side),
                .material = material,
                .offset = offset,
                .first = pos,
                .last = pos};
        open_ = true;
    }

    void flush() {
        if (open_) {
            runs_.add(run_);
            open_ = false;
        }
    }

  private:
    RunTable& runs_;
    FaceRun run_;
    bool open_ = false;
};

/// Adds the runs of one lattice line: the runs of set bits of `minus` (faces open on side -1),
/// then of `plus` (side +1), each by position; on a level with special walls (`special`) a run
/// also ends where its faces' material, materialOf(pos, side), changes.
template <typename MaterialOf>
void addLineRuns(RunTable& runs, FaceLine line, int offset, const std::uint64_t* minus,
                 const std::uint64_t* plus, std::size_t words, bool special,
                 MaterialOf materialOf) {
    for (const int side : {-1, +1}) {
        runs.beginLine(line, offset, side);
        const auto add = [&](std::size_t first, std::size_t last, std::uint8_t material) {
            runs.addToLine(static_cast<int>(first), static_cast<int>(last), material);
        };
        forEachBitRun(side < 0 ? minus : plus, words, [&](std::size_t first, std::size_t last) {
            if (!special) { // (every run of the table ordinary)
                runs.addOrdinaryToLine(static_cast<int>(first), static_cast<int>(last));
                return;
            }
            for (std::size_t a = first; a <= last;) {
                const std::uint8_t material = materialOf(a, side);
                std::size_t b = a + 1;
                while (b <= last && materialOf(b, side) == material) {
                    ++b;
                }
                add(a, b - 1, material);
                a = b;
            }
        });
    }
}

/// The material of the tile at (col, row) (Level::wallIndex): 0 outside the grid and on a
/// level without special walls.
std::uint8_t materialAt(const Level& level, int col, int row) {
    if (level.wallIndex.empty() || col < 0 || row < 0 || col >= level.width ||
        row >= level.height) {
        return 0;
    }
    return level.wallIndex[static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
                           static_cast<std::size_t>(col)];
}

/// The restitution of a material on `level`.
double restitutionOf(const Level& level, std::uint8_t material) {
    return material == 0 ? level.physics.wallRestitution
                         : level.specialWalls[material - 1U].restitution;
}

/// Calls `take(col)` for each set bit of `mask[0 .. words)` (a row's words), by ascending
/// column.
template <typename Take> void forEachBit(const std::uint64_t* mask, std::size_t words, Take take) {
    for (std::size_t w = 0; w < words; ++w) {
        for (std::uint64_t word = mask[w]; word != 0; word &= word - 1) {
            take(static_cast<int>(64 * w + static_cast<std::size_t>(std::countr_zero(word))));
        }
    }
}

/// The vertical faces of a row as masks over the lattice points x = 0 .. width (`words` of
/// them): a face on x between tiles (x - 1, row) and (x, row), side +1 where the left one is
/// solid along its right side and the right one open along its left side, side -1 the other
/// way round; the outside beyond both ends is solid.
void verticalFaces(const TileRowMasks& row, std::uint64_t* minus, std::uint64_t* plus,
                   std::size_t words) {
    const auto width = static_cast<std::size_t>(row.width);
    std::uint64_t carry = 1; // the outside, left of column 0
    for (std::size_t w = 0; w < words; ++w) {
        const std::uint64_t right = w < row.right.size() ? row.right[w] : 0;
        std::uint64_t after = w < row.left.size() ? row.left[w] : 0;
        if (w == width / 64) {
            after |= std::uint64_t{1} << (width % 64); // the outside, right of the last column
        }
        const std::uint64_t before = (right << 1) | carry;
        carry = right >> 63;
        minus[w] = after & ~before;
        plus[w] = before & ~after;
    }
}

/// Every face of the level as runs, in the order (line, offset, side, first), into `runs`: the
/// faces between a solid and an open side of the horizontal and vertical lattice lines, found
/// as runs of bits of the rows' masks (TileRowMasks) line by line (the vertical ones kept as a
/// row's masks, 2 bits a lattice point, and turned into columns 64 x 64 bits at a time), then
/// the diagonals of the triangles, filed by diagonal (a counting sort of the triangles only).
/// `solid` is the count of the level's tiles that are not open. Calls `visitRow(above, below,
/// y)` for each lattice row y, 0 .. height (ConvexCorners::row).
template <typename VisitRow>
void collectRuns(const Level& level, std::size_t solid, RunTable& runs, VisitRow visitRow) {
    const auto width = static_cast<std::size_t>(level.width);
    const auto height = static_cast<std::size_t>(level.height);
    // At most one run per unit face: four sides and a diagonal of each solid tile, the faces
    // on the grid's edge, and no more than the lattice has.
    runs.reserve(std::min(5 * solid + 2 * (width + height),
                          (width + 1) * height + width * (height + 1) + width * height));
    const bool special = !level.wallIndex.empty();
    const std::size_t rowWords = (width + 63) / 64; // a row's tiles
    const std::size_t lineWords = width / 64 + 1;   // a row's lattice points, 0 .. width
    std::vector<std::uint64_t> verticalMinus(height * lineWords);
    std::vector<std::uint64_t> verticalPlus(height * lineWords);
    // Diagonal faces: every triangle's diagonal separates its solid and open halves. 'L' and
    // '7' lie on y = x + k (k = row - col), 'J' and 'F' on x + y = k (k = col + row + 1),
    // counted here per diagonal for a counting sort.
    const std::size_t lines = width + height; // k + width - 1 and k - 1 index the diagonals
    std::vector<std::uint32_t> downStart(lines + 1, 0);
    std::vector<std::uint32_t> upStart(lines + 1, 0);
    // Each row's triangles (masks down, up and plusSide, rowWords each), for the diagonals'
    // filling without a second reading of the rows, on a level where they take little memory
    // (a huge one reads its rows again rather than hold them all while its runs grow).
    constexpr std::size_t maxTriangleWords = std::size_t{1} << 16; // 512 KiB
    const bool keepTriangles = 3 * rowWords * height <= maxTriangleWords;
    std::vector<std::uint64_t> triangles(keepTriangles ? 3 * rowWords * height : 0);
    TileRowMasks above(level.width);
    TileRowMasks below(level.width);
    std::vector<std::uint64_t> minus(rowWords);
    std::vector<std::uint64_t> plus(rowWords);
    above.readSolid();
    for (std::size_t row = 0; row <= height; ++row) {
        if (row < height) {
            below.read(level.tiles.data() + row * width);
        } else {
            below.readSolid();
        }
        // Horizontal faces on the line y = row, between tiles (col, row - 1) and (col, row);
        // side +1: solid above, open below. Side -1 is the lower tile's face, +1 the upper's.
        for (std::size_t w = 0; w < rowWords; ++w) {
            minus[w] = below.top[w] & ~above.bottom[w];
            plus[w] = above.bottom[w] & ~below.top[w];
        }
        const int y = static_cast<int>(row);
        addLineRuns(runs, FaceLine::Horizontal, y, minus.data(), plus.data(), rowWords, special,
                    [&](std::size_t col, int side) {
                        return materialAt(level, static_cast<int>(col), side < 0 ? y : y - 1);
                    });
        if (row < height) {
            verticalFaces(below, verticalMinus.data() + row * lineWords,
                          verticalPlus.data() + row * lineWords, lineWords);
            if (keepTriangles) {
                std::uint64_t* const masks = triangles.data() + 3 * rowWords * row;
                std::copy(below.down.begin(), below.down.end(), masks);
                std::copy(below.up.begin(), below.up.end(), masks + rowWords);
                std::copy(below.plusSide.begin(), below.plusSide.end(), masks + 2 * rowWords);
            }
            forEachBit(below.down.data(), rowWords, [&](int col) {
                ++downStart[static_cast<std::size_t>(y - col + level.width)];
            });
            forEachBit(below.up.data(), rowWords,
                       [&](int col) { ++upStart[static_cast<std::size_t>(col + y + 1)]; });
        }
        visitRow(static_cast<const TileRowMasks&>(above), static_cast<const TileRowMasks&>(below),
                 row);
        std::swap(above, below);
    }
    // Vertical faces on the line x = col, side +1: solid left, open right, the runs of each
    // column's bits: the rows' masks transposed a strip of 64 columns at a time.
    {
        const std::size_t rowBlocks = (height + 63) / 64;
        std::vector<std::uint64_t> stripMinus(64 * rowBlocks);
        std::vector<std::uint64_t> stripPlus(64 * rowBlocks);
        std::array<std::uint64_t, 64> block{};
        for (std::size_t w = 0; w < lineWords; ++w) {
            const std::size_t columns = std::min<std::size_t>(64, width + 1 - 64 * w);
            for (const bool isMinus : {true, false}) {
                const std::vector<std::uint64_t>& faces = isMinus ? verticalMinus : verticalPlus;
                std::vector<std::uint64_t>& strip = isMinus ? stripMinus : stripPlus;
                for (std::size_t rb = 0; rb < rowBlocks; ++rb) {
                    for (std::size_t k = 0; k < 64; ++k) {
                        const std::size_t r = 64 * rb + k;
                        block[k] = r < height ? faces[r * lineWords + w] : 0;
                    }
                    transposeBits64(block.data(), columns);
                    for (std::size_t c = 0; c < columns; ++c) {
                        strip[c * rowBlocks + rb] = block[c];
                    }
                }
            }
            for (std::size_t c = 0; c < columns; ++c) {
                const int x = static_cast<int>(64 * w + c);
                // Side -1: solid right, the face is the right tile's; side +1: the left one's.
                addLineRuns(runs, FaceLine::Vertical, x, stripMinus.data() + c * rowBlocks,
                            stripPlus.data() + c * rowBlocks, rowBlocks, special,
                            [&](std::size_t row, int side) {
                                return materialAt(level, side < 0 ? x : x - 1,
                                                  static_cast<int>(row));
                            });
            }
        }
    }
    verticalMinus = {};
    verticalPlus = {};
    // The diagonals: both kinds filled in one more pass of the rows' masks: rows top down put
    // y = x + k's tiles by ascending column, and x + y = k's are filled from the end of their
    // diagonal, so by ascending column too.
    struct Diagonal {
        std::uint16_t pos;
        std::int8_t side;
        std::uint8_t material; // the triangle's
    };
    for (std::size_t i = 1; i <= lines; ++i) {
        downStart[i] += downStart[i - 1];
        upStart[i] += upStart[i - 1];
    }
    std::vector<Diagonal> down(downStart.back());
    std::vector<Diagonal> up(upStart.back());
    {
        std::vector<std::uint32_t> downFill(downStart.begin(), downStart.end() - 1);
        std::vector<std::uint32_t> upFill(upStart.begin() + 1, upStart.end());
        TileRowMasks rowMasks(keepTriangles ? 1 : level.width);
        std::vector<std::uint64_t> read(keepTriangles ? 0 : 3 * rowWords);
        for (int row = 0; row < level.height; ++row) {
            // (Not kept, `triangles` is empty: no offset from its null data.)
            const std::uint64_t* masks =
                keepTriangles ? triangles.data() + 3 * rowWords * static_cast<std::size_t>(row)
                              : nullptr;
            if (!keepTriangles) {
                rowMasks.read(level.tiles.data() + static_cast<std::size_t>(row) * width);
                std::copy(rowMasks.down.begin(), rowMasks.down.end(), read.begin());
                std::copy(rowMasks.up.begin(), rowMasks.up.end(), read.begin() + rowWords);
                std::copy(rowMasks.plusSide.begin(), rowMasks.plusSide.end(),
                          read.begin() + 2 * rowWords);
                masks = read.data();
            }
            const auto sideAt = [&](int col) {
                const auto c = static_cast<std::size_t>(col);
                return ((masks[2 * rowWords + c / 64] >> (c % 64)) & 1U) != 0 ? std::int8_t{1}
                                                                              : std::int8_t{-1};
            };
            forEachBit(masks, rowWords, [&](int col) {
                down[downFill[static_cast<std::size_t>(row - col + level.width - 1)]++] = {
                    static_cast<std::uint16_t>(col), sideAt(col), materialAt(level, col, row)};
            });
            forEachBit(masks + rowWords, rowWords, [&](int col) {
                up[--upFill[static_cast<std::size_t>(col + row)]] = {
                    static_cast<std::uint16_t>(col), sideAt(col), materialAt(level, col, row)};
            });
        }
    }
    RunBuilder builder(runs);
    for (const FaceLine line : {FaceLine::DiagonalDown, FaceLine::DiagonalUp}) {
        const bool isDown = line == FaceLine::DiagonalDown;
        const std::vector<std::uint32_t>& start = isDown ? downStart : upStart;
        const std::vector<Diagonal>& sorted = isDown ? down : up;
        const int lowest = isDown ? -(level.width - 1) : 1;
        for (std::size_t k = 0; k + 1 < lines; ++k) {
            const int offset = static_cast<int>(k) + lowest;
            for (const int side : {-1, +1}) {
                for (std::uint32_t i = start[k]; i < start[k + 1]; ++i) {
                    if (sorted[i].side == side) {
                        builder.add(line, offset, side, sorted[i].pos, sorted[i].material);
                    }
                }
            }
        }
    }
    builder.flush();
    runs.finish();
}

/// The gates' one-way faces as runs (see boundary.hpp), in the order (line, offset, side,
/// first), into `runs`. None on a level without gates.
void collectGateRuns(const Level& level, RunTable& runs) {
    if (level.gateIndex.empty()) {
        runs.finish();
        return;
    }
    struct Face {
        FaceLine line;
        int offset;
        int side;
        int pos;
        auto operator<=>(const Face&) const = default;
    };
    std::vector<Face> faces;
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const std::size_t index =
                static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
                static_cast<std::size_t>(col);
            const std::uint8_t gate = level.gateIndex[index];
            if (gate == 0 || level.tiles[index] != Tile::Open) {
                continue;
            }
            const int pass = level.gates[gate - 1U].pass;
            // 0 (+x) and 180 (-x): the vertical lines x = col and col + 1; 90 (+y) and 270
            // (-y): the horizontal lines y = row and row + 1. Side +1 is a normal along +x or
            // +y (segmentOf).
            const bool vertical = pass == 0 || pass == 180;
            const int side = pass == 0 || pass == 90 ? +1 : -1;
            for (const int step : {0, 1}) {
                // The tile across the edge, and its side along the edge.
                const int acrossCol = vertical ? col + (step == 0 ? -1 : 1) : col;
                const int acrossRow = vertical ? row : row + (step == 0 ? -1 : 1);
                const TileSide shared = vertical ? (step == 0 ? TileSide::Right : TileSide::Left)
                                                 : (step == 0 ? TileSide::Bottom : TileSide::Top);
                if (isSideSolid(level.at(acrossCol, acrossRow), shared)) {
                    continue; // a wall face already, or never reachable
                }
                faces.push_back({vertical ? FaceLine::Vertical : FaceLine::Horizontal,
                                 vertical ? col + step : row + step, side, vertical ? row : col});
            }
        }
    }
    std::sort(faces.begin(), faces.end());
    faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
    RunBuilder builder(runs);
    for (const Face& face : faces) {
        builder.add(face.line, face.offset, face.side, face.pos);
    }
    builder.flush();
    runs.finish();
}

/// The segment of the run of unit faces `first` to `last` on line `offset` of kind `line`,
/// open on side `side`: from the start of unit face `first` to the end of unit face `last`
/// (a template on the kind, so that a walk of one line's runs tests it once).
template <FaceLine line> Segment segmentOn(int offset, int side, int first, int last) {
    const double k = offset;
    const double s = side;
    const double a = first;
    const double b = last + 1;
    const double h = std::sqrt(0.5);
    Segment segment;
    // An axis run's length and tangent are exact without a square root or a division (the
    // same bits: sqrt((b - a)^2) is b - a for these small integers, and 0 / length is +0).
    if constexpr (line == FaceLine::Horizontal) { // side +1: solid above, open below
        return {
            .start = {a, k}, .end = {b, k}, .normal = {0, s}, .tangent = {1, 0}, .length = b - a};
    } else if constexpr (line == FaceLine::Vertical) { // side +1: solid left, open right
        return {
            .start = {k, a}, .end = {k, b}, .normal = {s, 0}, .tangent = {0, 1}, .length = b - a};
    } else if constexpr (line == FaceLine::DiagonalDown) { // y = x + k; side +1 ('L'): open
                                                           // upper-right
        segment = {.start = {a, a + k}, .end = {b, b + k}, .normal = {s * h, -s * h}};
    } else { // x + y = k; side +1 ('J'): open upper-left
        segment = {.start = {a, k - a}, .end = {b, k - b}, .normal = {-s * h, -s * h}};
    }
    segment.length = length(segment.end - segment.start);
    segment.tangent = (segment.end - segment.start) / segment.length;
    return segment;
}

/// The segment of a run (segmentOn).
Segment segmentOf(const FaceRun& run) {
    switch (run.line) {
    case FaceLine::Horizontal:
        return segmentOn<FaceLine::Horizontal>(run.offset, run.side, run.first, run.last);
    case FaceLine::Vertical:
        return segmentOn<FaceLine::Vertical>(run.offset, run.side, run.first, run.last);
    case FaceLine::DiagonalDown:
        return segmentOn<FaceLine::DiagonalDown>(run.offset, run.side, run.first, run.last);
    case FaceLine::DiagonalUp:
        break;
    }
    return segmentOn<FaceLine::DiagonalUp>(run.offset, run.side, run.first, run.last);
}

/// The facing indexes' quadrants (Boundary::quadrantOf) that keep a run's segment: bit q
/// clear if its normal (segmentOf: Horizontal (0, s), Vertical (s, 0), DiagonalDown
/// (s h, -s h), DiagonalUp (-s h, -s h)) has n.x * sx >= 0 and n.y * sy >= 0 for quadrant q's
/// signs (bit 0: sx = -1, bit 1: sy = -1): a zero component faces away on both signs.
std::uint8_t facingKeepOf(const FaceRun& run) {
    // Per line, the quadrants that a normal with s = -1 and s = +1 faces away from.
    constexpr std::uint8_t away[4][2] = {
        {0b1100, 0b0011}, // Horizontal: (0, -1) from sy = -1, (0, +1) from sy = +1
        {0b1010, 0b0101}, // Vertical: (-1, 0) from sx = -1, (+1, 0) from sx = +1
        {0b0010, 0b0100}, // DiagonalDown: (-h, +h) from quadrant 1, (+h, -h) from 2
        {0b0001, 0b1000}, // DiagonalUp: (+h, +h) from quadrant 0, (-h, -h) from 3
    };
    return static_cast<std::uint8_t>(
        15U & ~away[static_cast<std::size_t>(run.line)][run.side > 0 ? 1 : 0]);
}

/// Twice the midpoint of unit face `pos` of a run (integers: the midpoints lie on half
/// tiles), used to file the run in the index.
std::array<int, 2> doubledMidpointOf(const FaceRun& run, int pos) {
    const int k = run.offset;
    const int p = 2 * pos + 1;
    switch (run.line) {
    case FaceLine::Horizontal:
        return {p, 2 * k};
    case FaceLine::Vertical:
        return {2 * k, p};
    case FaceLine::DiagonalDown:
        return {p, p + 2 * k};
    case FaceLine::DiagonalUp:
        return {p, 2 * k - p};
    }
    return {};
}

/// The middles of the eight 45-degree sectors around a lattice point, a quarter tile out:
/// sector k spans [45k, 45k + 45] degrees, measured from +x toward +y.
std::array<Vec2, 8> sectorSamples() {
    const double c = std::cos(std::acos(-1.0) / 8); // cos 22.5 degrees
    const double s = std::sin(std::acos(-1.0) / 8);
    const std::array<Vec2, 8> middles{
        {{c, s}, {s, c}, {-s, c}, {-c, s}, {-c, -s}, {-s, -c}, {s, -c}, {c, -s}}};
    std::array<Vec2, 8> samples{};
    for (std::size_t k = 0; k < 8; ++k) {
        samples[k] = middles[k] * 0.25;
    }
    return samples;
}

/// Bit k set if sector k around a lattice point is open when the tile it lies in has kind
/// `tile` (index: the Tile's value). Worked out once with the tile polygons, by the point
/// (1, 1) and the four tiles around it: a sample is at least 0.09 from every edge of its tile
/// and from either diagonal, so the answer is the same at every lattice point.
const std::array<std::uint8_t, 7>& openSectorsByTile() {
    static_assert(static_cast<int>(Tile::UpperLeft) == 6, "one entry per kind of tile");
    static const std::array<std::uint8_t, 7> table = [] {
        std::array<std::uint8_t, 7> open{};
        const Vec2 point{1, 1};
        const std::array<Vec2, 8> samples = sectorSamples();
        for (std::size_t t = 0; t < open.size(); ++t) {
            for (std::size_t k = 0; k < 8; ++k) {
                const Vec2 sample = point + samples[k];
                const auto polygon =
                    solidPolygon(static_cast<Tile>(t), static_cast<int>(std::floor(sample.x)),
                                 static_cast<int>(std::floor(sample.y)));
                if (polygon.empty() || distanceToPolygon(sample, polygon) > 0) {
                    open[t] = static_cast<std::uint8_t>(open[t] | (1U << k));
                }
            }
        }
        return open;
    }();
    return table;
}

/// The material of a corner at the lattice point (x, y): of the solid tiles around it that
/// are solid at the point (a solid sector there), the one of least restitution, the first
/// material among equals (see boundary.hpp). 0 on a level without special walls.
std::uint8_t cornerMaterial(const Level& level, int x, int y) {
    if (level.wallIndex.empty()) {
        return 0;
    }
    // As convexCorners: sectors 2q and 2q + 1 lie in the tile of quadrant q.
    constexpr std::array<std::array<int, 2>, 4> tileOf{{{0, 0}, {-1, 0}, {-1, -1}, {0, -1}}};
    const std::array<std::uint8_t, 7>& openSectors = openSectorsByTile();
    std::optional<std::uint8_t> best;
    for (std::size_t q = 0; q < 4; ++q) {
        const int col = x + tileOf[q][0];
        const int row = y + tileOf[q][1];
        const unsigned mine = 3U << (2 * q);
        if ((openSectors[static_cast<std::size_t>(level.at(col, row))] & mine) == mine) {
            continue; // open at the point
        }
        const std::uint8_t material = materialAt(level, col, row);
        const double e = restitutionOf(level, material);
        if (!best || e < restitutionOf(level, *best) ||
            (e == restitutionOf(level, *best) && material < *best)) {
            best = material;
        }
    }
    return best.value_or(std::uint8_t{0});
}

/// Marks in `bits` (bit x * (height + 1) + y) the convex corners (every convex lattice point
/// is the end of two faces that meet at an angle, and tests/engine/boundary_test.cpp checks
/// that they are the points where a run of open sectors spans more than 180 degrees and not
/// all 360), and appends their materials, by ascending x, then y, to `materials` on a level
/// with special walls. Fed the grid row by row as masks (TileRowMasks) by collectRuns's walk,
/// which reads each row once for both, and works 64 lattice points at a time.
class ConvexCorners {
  public:
    ConvexCorners(const Level& level, std::vector<std::uint64_t>& bits)
        : level_(level), bits_(bits), columns_(static_cast<std::size_t>(level.height) + 1),
          width_(static_cast<std::size_t>(level.width)), lineWords_(width_ / 64 + 1),
          block_(64 * lineWords_) {
        bits.assign(((width_ + 1) * columns_ + 63) / 64, 0);
    }

    /// The lattice row y (0 .. height) between the tiles of row y - 1 (`above`) and of row y
    /// (`below`), each TileRowMasks::readSolid outside the grid; rows in ascending order.
    void row(const TileRowMasks& above, const TileRowMasks& below, std::size_t y) {
        const std::size_t width = width_;
        // A mask of a row's tiles seen from the lattice point x: the tile of column x (`at`) or
        // x - 1 (`before`), the outside solid.
        const auto at = [&](const std::vector<std::uint64_t>& mask, std::size_t w) {
            std::uint64_t v = w < mask.size() ? mask[w] : 0;
            return w == width / 64 ? v | std::uint64_t{1} << (width % 64) : v;
        };
        const auto before = [&](const std::vector<std::uint64_t>& mask, std::size_t w) {
            const std::uint64_t v = w < mask.size() ? mask[w] << 1 : 0;
            return v | (w == 0 ? std::uint64_t{1} : mask[w - 1] >> 63);
        };
        for (std::size_t w = 0; w < lineWords_; ++w) {
            // The eight 45-degree sectors around the point, sector k spanning [45k, 45k + 45]
            // degrees from +x toward +y: 0 and 1 lie in tile (x, y), 2 and 3 in (x - 1, y), 4
            // and 5 in (x - 1, y - 1), 6 and 7 in (x, y - 1), each along one side of its tile
            // (0: the top of (x, y), 1 its left, ...), and open unless that side is solid.
            const std::array<std::uint64_t, 8> open{
                ~at(below.top, w),     ~at(below.left, w),       ~before(below.right, w),
                ~before(below.top, w), ~before(above.bottom, w), ~before(above.right, w),
                ~at(above.left, w),    ~at(above.bottom, w)};
            // Convex: five open sectors in a row (round the point), but not all eight.
            std::array<std::uint64_t, 8> two{};
            std::array<std::uint64_t, 8> four{};
            for (std::size_t k = 0; k < 8; ++k) {
                two[k] = open[k] & open[(k + 1) % 8];
            }
            std::uint64_t five = 0;
            for (std::size_t k = 0; k < 8; ++k) {
                four[k] = two[k] & two[(k + 2) % 8];
            }
            for (std::size_t k = 0; k < 8; ++k) {
                five |= four[k] & open[(k + 4) % 8];
            }
            std::uint64_t convex = five & ~(four[0] & four[4]);
            if (w == width / 64) {
                convex &= (std::uint64_t{2} << (width % 64)) - 1; // points 0 .. width
            }
            block_[(y % 64) * lineWords_ + w] = convex;
        }
        if (y % 64 == 63 || y == static_cast<std::size_t>(level_.height)) {
            flush(y - y % 64);
        }
    }

    /// After the last row: the materials.
    void finish(std::vector<std::uint8_t>& materials) const {
        if (level_.wallIndex.empty()) {
            return;
        }
        for (std::size_t w = 0; w < bits_.size(); ++w) {
            for (std::uint64_t word = bits_[w]; word != 0; word &= word - 1) {
                const std::size_t i = w * 64 + static_cast<std::size_t>(std::countr_zero(word));
                materials.push_back(cornerMaterial(level_, static_cast<int>(i / columns_),
                                                   static_cast<int>(i % columns_)));
            }
        }
        materials.shrink_to_fit();
    }

  private:
    /// The convex points of the 64 lattice rows from y0 (block_, by row, lineWords_ a row),
    /// turned into columns, 64 x 64 bits at a time, and written at their place in bits_.
    void flush(std::size_t y0) {
        std::array<std::uint64_t, 64> square{};
        for (std::size_t w = 0; w < lineWords_; ++w) {
            for (std::size_t k = 0; k < 64; ++k) {
                square[k] = block_[k * lineWords_ + w];
            }
            transposeBits64(square.data(), std::min<std::size_t>(64, width_ + 1 - 64 * w));
            for (std::size_t c = 0; c < 64 && 64 * w + c <= width_; ++c) {
                const std::size_t i = (64 * w + c) * columns_ + y0;
                const std::uint64_t points = square[c]; // bit k: the point (x, y0 + k)
                bits_[i / 64] |= points << (i % 64);
                if (i % 64 != 0 && (points >> (64 - i % 64)) != 0) {
                    bits_[i / 64 + 1] |= points >> (64 - i % 64);
                }
            }
        }
        std::fill(block_.begin(), block_.end(), 0);
    }

    const Level& level_;
    std::vector<std::uint64_t>& bits_;
    std::size_t columns_; // lattice points in a column: height + 1
    std::size_t width_;
    std::size_t lineWords_; // lattice points 0 .. width
    std::vector<std::uint64_t> block_;
};

} // namespace

LevelKinds LevelKinds::of(const Level& level) {
    return {.slopes = std::any_of(level.surfaces.begin(), level.surfaces.end(),
                                  [](const Surface& surface) { return surface.slope.has_value(); }),
            .movers = !level.movers.empty(),
            .surfaces = !level.surfaceIndex.empty(),
            .teleports = !level.teleports.empty()};
}

Boundary::Boundary(const Level& level, std::size_t maxIndexEntries)
    : walls_(level.width, level.height), gates_(level.width, level.height),
      columnPoints_(static_cast<std::uint32_t>(level.height) + 1), kinds_(LevelKinds::of(level)) {
    // The tiles that are not open (each solid along its top or its bottom).
    const std::size_t solid = countNotOpen(level.tiles.data(), level.tiles.size());
    solidShare_ = static_cast<double>(solid) /
                  (static_cast<double>(level.width) * static_cast<double>(level.height));
    ConvexCorners corners(level, cornerBits_);
    collectRuns(level, solid, walls_,
                [&](const TileRowMasks& above, const TileRowMasks& below, std::size_t y) {
                    corners.row(above, below, y);
                });
    corners.finish(cornerMaterials_);
    cornerRank_.resize(cornerBits_.size());
    for (std::size_t w = 0; w < cornerBits_.size(); ++w) {
        cornerRank_[w] = static_cast<std::uint32_t>(cornerCount_);
        cornerCount_ += static_cast<std::size_t>(std::popcount(cornerBits_[w]));
    }
    // The gates' faces after the walls' (their ends are no corners).
    collectGateRuns(level, gates_);
    wallCount_ = walls_.size();
    segmentCount_ = walls_.size() + gates_.size();
    // The index: a bucket offset each and at least an entry per feature. The side of the
    // buckets depends on the level alone (not on maxIndexEntries), so that a boundary without
    // an index finds the features that one with an index finds.
    const auto indexEntries = [&](int tiles) {
        return static_cast<std::size_t>(level.width / tiles + 1) *
                   static_cast<std::size_t>(level.height / tiles + 1) +
               1 + segmentCount() + cornerCount();
    };
    bucketTiles_ = indexEntries(fineBucketTiles) <= defaultMaxIndexEntries ? fineBucketTiles
                                                                           : coarseBucketTiles;
    GOLF_ASSERT(bucketTiles_ == 1 || bucketTiles_ == 2); // (bucketScale_ exact)
    bucketScale_ = 1.0 / bucketTiles_;
    bucketsX_ = level.width / bucketTiles_ + 1;
    bucketsY_ = level.height / bucketTiles_ + 1;
    const std::size_t entries = indexEntries(bucketTiles_);
    // Bit q set in facingKeep[id]: the facing index of quadrant q keeps feature id (every
    // corner; a segment unless it faces away, worked out from its run as the index files it:
    // facingKeepOf), on a level that may have facing indexes (a lean one: see leanIndex).
    std::vector<std::uint8_t, UninitialisedAllocator<std::uint8_t>> facingKeep;
    if (entries <= maxIndexEntries && gates_.size() == 0 && segmentCount() <= maxKeptSegments &&
        cornerCount() <= maxKeptSegments) {
        // (The segments' written as the index files them.)
        facingKeep.resize(segmentCount() + cornerCount());
        std::fill(facingKeep.begin() + static_cast<std::ptrdiff_t>(segmentCount()),
                  facingKeep.end(), std::uint8_t{15});
    }
    // A level of ordinary size keeps its segments and corner points worked out (a wall search
    // tests a dozen a piece); a huge one keeps only the runs, 4 bytes instead of 72 each.
    const bool keepSegments = segmentCount() <= maxKeptSegments;
    const bool keepCorners = cornerCount() <= maxKeptSegments;
    bool kept = false; // segments_ and cornerPoints_ filled with the index
    if (entries <= maxIndexEntries) {
        if (bucketTiles_ == fineBucketTiles) {
            // Every axis unit face of a wall borders a side of a tile that is not open or the
            // outside, every diagonal one a triangle (as collectRuns's room for its runs).
            const auto width = static_cast<std::size_t>(level.width);
            const auto height = static_cast<std::size_t>(level.height);
            buildFineIndex(facingKeep.empty() ? nullptr : facingKeep.data(), keepSegments,
                           keepCorners,
                           std::min(5 * solid + 2 * (width + height),
                                    (width + 1) * height + width * (height + 1) + width * height));
            kept = true;
        } else {
            buildBucketIndex(facingKeep.empty() ? nullptr : facingKeep.data());
        }
    }
    if (keepSegments && !kept) {
        segments_.reserve(segmentCount());
        const auto keep = [&](std::uint32_t, const FaceRun& run) {
            segments_.push_back(segmentOf(run));
        };
        walls_.forEach(keep);
        gates_.forEach(keep);
    }
    if (keepCorners && !kept) {
        cornerPoints_.reserve(cornerCount());
        forEachCorner([&](std::size_t, Vec2 point) { cornerPoints_.push_back(point); });
    }
    if (hasBucketIndex() && keptSegments() != nullptr && keptCornerPoints() != nullptr &&
        gateStart() == segmentCount()) {
        GOLF_ASSERT(!facingKeep.empty());
        buildFacingIndex(maxIndexEntries, facingKeep.data());
    }
    lean_ = hasFacingIndex();
}

void Boundary::buildFacingIndex(std::size_t maxIndexEntries, const std::uint8_t* keep) {
    const std::size_t offsets = bucketStart_.size();
    const std::size_t entries = bucketItems_.size();
    // The bucket index, and four times its offsets and entries at most.
    if (5 * (offsets + entries) > maxIndexEntries) {
        return;
    }
    // (Offsets up to the entries, and ids below segmentCount() + cornerCount().)
    if (entries <= UINT16_MAX && segmentCount() + cornerCount() <= UINT16_MAX + std::size_t{1}) {
        buildFacingLists(keep, narrowFacing_);
    } else {
        buildFacingLists(keep, wideFacing_);
    }
}

template <typename Id>
void Boundary::buildFacingLists(const std::uint8_t* keep, FacingIndex<Id>& index) {
    // One walk of the bucket index: each entry written to the end of every quadrant's
    // segments and of the corners, and counted where it is kept (bit q of keep[id] for a
    // segment, a corner in the corners), without a branch an entry. The four quadrants' counts
    // in the lanes of one 64-bit word (16 bits each where narrow: none exceeds the entries, at
    // most 65535; else two words of two 32-bit lanes), stepped by one addition from a table by
    // the bits. Quadrant q's segments from q * (entries + 2), each list with room for its two
    // entries more (feature 0 of its kind: a lean boundary has a segment and a corner).
    GOLF_ASSERT(segmentCount() > 0 && cornerCount() > 0);
    constexpr bool narrow = std::is_same_v<Id, std::uint16_t>;
    constexpr unsigned laneBits = narrow ? 16 : 32;
    constexpr std::uint64_t laneMask = narrow ? 0xFFFFU : 0xFFFFFFFFU;
    static constexpr std::array<std::array<std::uint64_t, 2>, 16> steps = [] {
        std::array<std::array<std::uint64_t, 2>, 16> table{};
        for (std::uint64_t bits = 0; bits < 16; ++bits) {
            for (std::uint64_t q = 0; q < 4; ++q) {
                const std::uint64_t lane = narrow ? q : q % 2;
                table[bits][narrow ? 0 : q / 2] |= ((bits >> q) & 1U) << (laneBits * lane);
            }
        }
        return table;
    }();
    const std::size_t offsets = bucketStart_.size();
    const std::size_t entries = bucketItems_.size();
    const auto segments = static_cast<std::uint32_t>(segmentCount());
    for (std::size_t q = 0; q < 4; ++q) {
        index.base[q] = q * (entries + 2);
    }
    index.segments.resize(4 * (entries + 2));
    index.corners.resize(entries + 2);
    index.segmentStart.resize(4 * offsets);
    index.cornerStart.resize(offsets);
    Id* const out0 = index.segments.data();
    Id* const out1 = out0 + index.base[1];
    Id* const out2 = out0 + index.base[2];
    Id* const out3 = out0 + index.base[3];
    Id* const corners = index.corners.data();
    Id* start = index.segmentStart.data();
    Id* cornerStart = index.cornerStart.data();
#if defined(__SSE2__)
    if constexpr (narrow) {
        // The same walk with the counts in the 16-bit lanes of one vector: quadrant q's in lane
        // q, the corners' in lane 4, stepped by one addition from a table by the entry's kind
        // (a segment's keep bits, or a corner), each place read by one extraction (fewer
        // instructions an entry than the shifts and masks of a 64-bit word, and no spills).
        struct alignas(16) LaneStep {
            std::array<std::uint16_t, 8> lanes;
        };
        // By kind: a segment's keep bits (0 .. 15), or 16 + its bits for a corner (every one
        // counted in lane 4 alone): an index without a branch.
        static constexpr std::array<LaneStep, 32> laneSteps = [] {
            std::array<LaneStep, 32> table{};
            for (std::size_t bits = 0; bits < 16; ++bits) {
                for (std::size_t q = 0; q < 4; ++q) {
                    table[bits].lanes[q] = static_cast<std::uint16_t>((bits >> q) & 1U);
                }
                table[16 + bits].lanes[4] = 1;
            }
            return table;
        }();
        __m128i counts = _mm_setzero_si128();
        const std::uint32_t* const items = bucketItems_.data();
        const std::uint32_t* item = items;
        const std::uint32_t* const lastOffset = bucketStart_.data() + offsets;
        for (const std::uint32_t* end = bucketStart_.data() + 1;;
             ++end, start += 4, ++cornerStart) {
            // Lanes 0 .. 3 are the bucket's four starts (little-endian: one store), lane 4 its
            // corners' start.
            if constexpr (std::endian::native == std::endian::little) {
                _mm_storel_epi64(reinterpret_cast<__m128i*>(start), counts);
            } else {
                start[0] = static_cast<Id>(_mm_extract_epi16(counts, 0));
                start[1] = static_cast<Id>(_mm_extract_epi16(counts, 1));
                start[2] = static_cast<Id>(_mm_extract_epi16(counts, 2));
                start[3] = static_cast<Id>(_mm_extract_epi16(counts, 3));
            }
            *cornerStart = static_cast<Id>(_mm_extract_epi16(counts, 4));
            if (end == lastOffset) {
                break;
            }
            for (const std::uint32_t* const last = items + *end; item != last; ++item) {
                const std::uint32_t id = *item;
                const Id written = static_cast<Id>(id);
                out0[_mm_extract_epi16(counts, 0)] = written;
                out1[_mm_extract_epi16(counts, 1)] = written;
                out2[_mm_extract_epi16(counts, 2)] = written;
                out3[_mm_extract_epi16(counts, 3)] = written;
                corners[_mm_extract_epi16(counts, 4)] = static_cast<Id>(id - segments);
                const std::size_t kind =
                    std::size_t{keep[id]} | (static_cast<std::size_t>(id >= segments) << 4);
                counts = _mm_add_epi16(
                    counts, _mm_load_si128(reinterpret_cast<const __m128i*>(&laneSteps[kind])));
            }
        }
        // The two entries more after each list.
        for (Id* const out :
             {out0 + _mm_extract_epi16(counts, 0), out1 + _mm_extract_epi16(counts, 1),
              out2 + _mm_extract_epi16(counts, 2), out3 + _mm_extract_epi16(counts, 3),
              corners + _mm_extract_epi16(counts, 4)}) {
            out[0] = 0;
            out[1] = 0;
        }
        return;
    }
#endif
    std::uint64_t counts01 = 0; // (narrow: all four)
    std::uint64_t counts23 = 0;
    const auto at = [&](std::size_t q) -> std::size_t {
        if constexpr (narrow) {
            return (counts01 >> (laneBits * q)) & laneMask;
        } else {
            return ((q < 2 ? counts01 : counts23) >> (laneBits * (q % 2))) & laneMask;
        }
    };
    std::size_t cornerAt = 0;
    const std::uint32_t* const items = bucketItems_.data();
    const std::uint32_t* item = items;
    const std::uint32_t* const lastOffset = bucketStart_.data() + offsets;
    for (const std::uint32_t* end = bucketStart_.data() + 1;; ++end, start += 4, ++cornerStart) {
        if constexpr (std::endian::native == std::endian::little) {
            // (The lanes in order: one store a word, not four.)
            std::memcpy(start, &counts01, sizeof counts01);
            if constexpr (!narrow) {
                std::memcpy(start + 2, &counts23, sizeof counts23);
            }
        } else {
            for (std::size_t q = 0; q < 4; ++q) {
                start[q] = static_cast<Id>(at(q));
            }
        }
        *cornerStart = static_cast<Id>(cornerAt);
        if (end == lastOffset) {
            break;
        }
        for (const std::uint32_t* const last = items + *end; item != last; ++item) {
            const std::uint32_t id = *item;
            const std::uint64_t corner = id >= segments ? 1U : 0U;
            const std::array<std::uint64_t, 2>& step = steps[keep[id]];
            out0[at(0)] = static_cast<Id>(id);
            out1[at(1)] = static_cast<Id>(id);
            out2[at(2)] = static_cast<Id>(id);
            out3[at(3)] = static_cast<Id>(id);
            corners[cornerAt] = static_cast<Id>(id - segments);
            counts01 += step[0] & (corner - 1); // (none for a corner)
            if constexpr (!narrow) {
                counts23 += step[1] & (corner - 1);
            }
            cornerAt += corner;
        }
    }
    // The two entries more after each list.
    for (Id* const out :
         {out0 + at(0), out1 + at(1), out2 + at(2), out3 + at(3), corners + cornerAt}) {
        out[0] = 0;
        out[1] = 0;
    }
}

void Boundary::buildBucketIndex(std::uint8_t* facingKeep) {
    // Each feature in every bucket its unit faces' midpoints (a corner: its point) fall in,
    // segments before corners and each in id order: counted, then filled (CSR).
    const auto forEachEntry = [&](auto&& entry) {
        // Buckets are 1 or 2 tiles a side: floor(v / (2 * bucketTiles_)) of a doubled
        // coordinate, and floor(v / bucketTiles_) of a corner's (a lattice point's), are
        // arithmetic shifts (C++20: a right shift rounds toward minus infinity).
        GOLF_ASSERT(bucketTiles_ == 1 || bucketTiles_ == 2);
        const int shift = bucketTiles_ == 1 ? 0 : 1;
        const auto fileRun = [&](std::uint32_t id, const FaceRun& run) {
            if (facingKeep != nullptr) {
                facingKeep[id] = facingKeepOf(run);
            }
            std::uint32_t lastBucket = UINT32_MAX;
            // The doubled midpoints of a run's unit faces step by the same amount from one to
            // the next (doubledMidpointOf is affine in pos).
            auto [x2, y2] = doubledMidpointOf(run, run.first);
            const auto [nextX2, nextY2] = doubledMidpointOf(run, run.first + 1);
            const int stepX = nextX2 - x2;
            const int stepY = nextY2 - y2;
            if (shift == 0) {
                // Buckets of one tile: a unit face's bucket is the tile its midpoint lies in,
                // one tile on from the last face's (a step of 2 in doubled coordinates, along
                // one axis or both), so the bucket steps by a constant and no two faces of a
                // run share one.
                auto bucket = static_cast<std::uint32_t>((y2 >> 1) * bucketsX_ + (x2 >> 1));
                const auto stepBucket =
                    static_cast<std::uint32_t>((stepY >> 1) * bucketsX_ + (stepX >> 1));
                for (int pos = run.first; pos <= run.last; ++pos, bucket += stepBucket) {
                    GOLF_ASSERT(bucket == bucketOfCell(doubledMidpointOf(run, pos)[0] >> 1,
                                                       doubledMidpointOf(run, pos)[1] >> 1));
                    entry(bucket, id);
                }
                return;
            }
            for (int pos = run.first; pos <= run.last; ++pos, x2 += stepX, y2 += stepY) {
                GOLF_ASSERT(x2 == doubledMidpointOf(run, pos)[0] &&
                            y2 == doubledMidpointOf(run, pos)[1]);
                // (Every midpoint lies on the grid: its bucket needs no clamp.)
                const auto bucket = static_cast<std::uint32_t>((y2 >> (shift + 1)) * bucketsX_ +
                                                               (x2 >> (shift + 1)));
                GOLF_ASSERT(bucket == bucketOfCell(x2 >> (shift + 1), y2 >> (shift + 1)));
                if (bucket != lastBucket) {
                    entry(bucket, id);
                    lastBucket = bucket;
                }
            }
        };
        walls_.forEach(fileRun);
        const auto gateStart = static_cast<std::uint32_t>(walls_.size());
        gates_.forEach([&](std::uint32_t id, const FaceRun& run) { fileRun(gateStart + id, run); });
        // The corners in order from their bits (as forEachCorner), each at its lattice point.
        auto id = static_cast<std::uint32_t>(segmentCount());
        // (Every corner lies on the grid: its bucket needs no clamp. With buckets of one tile,
        // a corner's bucket is its point's tile: no shifts.)
        const int columns = bucketsX_;
        const auto fileCorners = [&](auto bucketShift) {
            forEachCornerPoint([&](int x, int y) {
                const auto bucket = static_cast<std::uint32_t>((y >> bucketShift()) * columns +
                                                               (x >> bucketShift()));
                GOLF_ASSERT(bucket == bucketOfCell(x >> shift, y >> shift) &&
                            bucket ==
                                bucketOf(Vec2{static_cast<double>(x), static_cast<double>(y)}));
                entry(bucket, id++);
            });
        };
        if (shift == 0) {
            fileCorners([] { return 0; });
        } else {
            fileCorners([] { return 1; });
        }
    };
    // The entries as the walk finds them (bucket, feature), walked once and counted on the
    // way: then filled in that order, so each bucket's in the walk's order. Bucket b's count
    // at b + 2, so that after the sums b + 1 holds its start, the place of its next entry
    // while filling, its end after (the start of b + 1): the offsets, with one more at the
    // end, dropped.
    bucketStart_.assign(static_cast<std::size_t>(bucketsX_) * bucketsY_ + 2, 0);
    std::uint32_t* const count = bucketStart_.data() + 2;
    std::vector<std::uint64_t> filed;
    filed.reserve(segmentCount() + cornerCount() + segmentCount() / 2);
    forEachEntry([&](std::uint32_t bucket, std::uint32_t feature) {
        filed.push_back(std::uint64_t{bucket} << 32 | feature);
        ++count[bucket];
    });
    for (std::size_t i = 2; i < bucketStart_.size(); ++i) {
        bucketStart_[i] += bucketStart_[i - 1];
    }
    bucketItems_.resize(filed.size());
    for (const std::uint64_t entry : filed) {
        bucketItems_[bucketStart_[(entry >> 32) + 1]++] = static_cast<std::uint32_t>(entry);
    }
    bucketStart_.pop_back();
}

void Boundary::buildFineIndex(std::uint8_t* facingKeep, bool keepSegments, bool keepCorners,
                              std::size_t maxWallFaces) {
    // As buildBucketIndex with buckets of one tile (the same entries in the same order), in one
    // walk of the runs, one line's runs at a time, and of the corners: it lists the entries
    // (bucket, id) in an array of their exact number and counts each bucket's, and works out
    // the segments and the corner points (if kept) and the facing quadrants; the entries are
    // then scattered by bucket. A unit face's bucket is the tile its midpoint lies in: on a line
    // of each kind an affine function of its place (mod 2^32, as the bucket of a diagonal's
    // line may start below 0), base + pos * step.
    GOLF_ASSERT(bucketTiles_ == 1);
    const auto columns = static_cast<std::uint32_t>(bucketsX_);
    const auto lineBuckets = [columns](FaceLine line, int offset) {
        const auto k = static_cast<std::uint32_t>(offset);
        switch (line) {
        case FaceLine::Horizontal: // (pos + 1/2, k): tile (pos, k)
            return std::array<std::uint32_t, 2>{k * columns, 1};
        case FaceLine::Vertical: // (k, pos + 1/2): tile (k, pos)
            return std::array<std::uint32_t, 2>{k, columns};
        case FaceLine::DiagonalDown: // tile (pos, pos + k)
            return std::array<std::uint32_t, 2>{k * columns, columns + 1};
        case FaceLine::DiagonalUp: // tile (pos, k - 1 - pos)
            break;
        }
        return std::array<std::uint32_t, 2>{(k - 1) * columns, 1 - columns};
    };
    // Each bucket's count in a byte (a tile's bucket holds at most 8 entries: a wall face on its
    // top side, one on its left side and its diagonal, at most two gate faces on each side, and
    // a corner at its top left point), a quarter of the memory to clear.
    const std::size_t buckets = static_cast<std::size_t>(bucketsX_) * bucketsY_;
    std::vector<std::uint8_t> count(buckets, 0);
    // The segments and corner points written in place (every one of them, in id order).
    Segment* segment = nullptr;
    if (keepSegments) {
        segments_.resize(segmentCount());
        segment = segments_.data();
    }
    const auto gateStart = static_cast<std::uint32_t>(walls_.size());
    // (Room for at most maxWallFaces walls' faces, the rest never touched, and the gates'.)
    std::vector<std::uint64_t, UninitialisedAllocator<std::uint64_t>> filed(
        maxWallFaces + gates_.unitFaces() + cornerCount());
    std::uint64_t* entry = filed.data();
    const auto countRuns = [&](const RunTable& table, std::uint32_t firstId) {
        table.forEachLine([&](FaceLine line, int offset, int side, std::uint32_t id,
                              const RunTable::Span* spans, std::size_t runs) {
            if (facingKeep != nullptr) {
                const std::uint8_t keep = facingKeepOf(FaceRun{
                    .line = line, .side = static_cast<std::int8_t>(side), .offset = offset});
                std::memset(facingKeep + firstId + id, keep, runs);
            }
            const auto [base, step] = lineBuckets(line, offset);
            for (std::size_t r = 0; r < runs; ++r) {
                const std::uint64_t feature = firstId + id + r;
                std::uint32_t bucket = base + spans[r].first * step;
                for (int pos = spans[r].first; pos <= spans[r].last; ++pos, bucket += step) {
                    GOLF_ASSERT(
                        bucket ==
                        bucketOfCell(
                            doubledMidpointOf({.line = line, .offset = offset}, pos)[0] >> 1,
                            doubledMidpointOf({.line = line, .offset = offset}, pos)[1] >> 1));
                    ++count[bucket];
                    *entry++ = std::uint64_t{bucket} << 32 | feature;
                }
            }
            if (!keepSegments) {
                return;
            }
            const auto keepAll = [&](auto on) {
                for (std::size_t r = 0; r < runs; ++r) {
                    *segment++ = on(offset, side, spans[r].first, spans[r].last);
                }
            };
            switch (line) {
            case FaceLine::Horizontal:
                keepAll(segmentOn<FaceLine::Horizontal>);
                break;
            case FaceLine::Vertical:
                keepAll(segmentOn<FaceLine::Vertical>);
                break;
            case FaceLine::DiagonalDown:
                keepAll(segmentOn<FaceLine::DiagonalDown>);
                break;
            case FaceLine::DiagonalUp:
                keepAll(segmentOn<FaceLine::DiagonalUp>);
                break;
            }
        });
    };
    countRuns(walls_, 0);
    countRuns(gates_, gateStart);
    // The corners, each in its point's tile (every corner lies on the grid, so no clamp).
    Vec2* point = nullptr;
    if (keepCorners) {
        cornerPoints_.resize(cornerCount());
        point = cornerPoints_.data();
    }
    auto corner = static_cast<std::uint32_t>(segmentCount());
    forEachCornerPoint([&](int x, int y) {
        const std::uint32_t bucket =
            static_cast<std::uint32_t>(y) * columns + static_cast<std::uint32_t>(x);
        GOLF_ASSERT(bucket == bucketOf(Vec2{static_cast<double>(x), static_cast<double>(y)}));
        ++count[bucket];
        *entry++ = std::uint64_t{bucket} << 32 | corner++;
        if (keepCorners) {
            *point++ = Vec2{static_cast<double>(x), static_cast<double>(y)};
        }
    });
    GOLF_ASSERT((!keepSegments || segments_.empty() || segment == &segments_.back() + 1) &&
                (!keepCorners || cornerPoints_.empty() || point == &cornerPoints_.back() + 1));
    GOLF_ASSERT(entry <= filed.data() + filed.size() &&
                walls_.unitFaces() + gates_.unitFaces() + cornerCount() ==
                    static_cast<std::size_t>(entry - filed.data()));
    // Bucket b's start at b + 2, so that b + 1 holds its start, the place of its next entry
    // while filling, its end after (the start of b + 1): the offsets, with one more at the end,
    // dropped (as buildBucketIndex).
    bucketStart_.resize(buckets + 2);
    bucketStart_[0] = 0;
    bucketStart_[1] = 0;
    {
        std::uint32_t sum = 0;
        std::uint32_t* const start = bucketStart_.data() + 2;
        for (std::size_t b = 0; b < buckets; ++b) {
            sum += count[b];
            start[b] = sum;
        }
    }
    bucketItems_.resize(static_cast<std::size_t>(entry - filed.data()));
    std::uint32_t* const items = bucketItems_.data();
    std::uint32_t* const next = bucketStart_.data() + 1;
    for (const std::uint64_t* filedEntry = filed.data(); filedEntry != entry; ++filedEntry) {
        items[next[*filedEntry >> 32]++] = static_cast<std::uint32_t>(*filedEntry);
    }
    bucketStart_.pop_back();
}

Corner Boundary::corner(std::size_t k) const {
    // The word holding corner k, then its bit among the word's.
    const auto after =
        std::upper_bound(cornerRank_.begin(), cornerRank_.end(), static_cast<std::uint32_t>(k));
    const auto w = static_cast<std::size_t>(after - cornerRank_.begin()) - 1;
    std::uint64_t word = cornerBits_[w];
    for (std::size_t skip = k - cornerRank_[w]; skip > 0; --skip) {
        word &= word - 1;
    }
    const std::size_t bit = w * 64 + static_cast<std::size_t>(std::countr_zero(word));
    return {.point = {static_cast<double>(bit / columnPoints_),
                      static_cast<double>(bit % columnPoints_)},
            .material = cornerMaterials_.empty() ? std::uint8_t{0} : cornerMaterials_[k]};
}

std::vector<Corner> Boundary::corners() const {
    std::vector<Corner> all;
    all.reserve(cornerCount());
    forEachCorner([&](std::size_t k, Vec2 point) {
        all.push_back(
            {.point = point,
             .material = cornerMaterials_.empty() ? std::uint8_t{0} : cornerMaterials_[k]});
    });
    return all;
}

std::uint32_t Boundary::cornerIdAt(std::size_t bit) const {
    const std::uint64_t below = (std::uint64_t{1} << (bit % 64)) - 1;
    return static_cast<std::uint32_t>(
        segmentCount() + cornerRank_[bit / 64] +
        static_cast<std::size_t>(std::popcount(cornerBits_[bit / 64] & below)));
}

FaceRun Boundary::runOf(std::uint32_t id) const {
    return id < walls_.size() ? walls_.run(id)
                              : gates_.run(id - static_cast<std::uint32_t>(walls_.size()));
}

Segment Boundary::segmentFromRun(std::uint32_t id) const {
    return segmentOf(runOf(id));
}

template <typename Take> void Boundary::forEachCorner(Take take) const {
    std::size_t k = 0;
    forEachCornerPoint([&](int x, int y) {
        take(k++, Vec2{static_cast<double>(x), static_cast<double>(y)});
    });
}

template <typename Take> void Boundary::forEachCornerPoint(Take take) const {
    // The bits ascend: each one's column (bit / columnPoints_) found by stepping a column's
    // bits at a time, without a division per corner.
    std::size_t x = 0;
    std::size_t columnEnd = columnPoints_; // the first bit of column x + 1
    for (std::size_t w = 0; w < cornerBits_.size(); ++w) {
        for (std::uint64_t word = cornerBits_[w]; word != 0; word &= word - 1) {
            const std::size_t bit = w * 64 + static_cast<std::size_t>(std::countr_zero(word));
            while (bit >= columnEnd) {
                ++x;
                columnEnd += columnPoints_;
            }
            const std::size_t y = bit + columnPoints_ - columnEnd;
            GOLF_ASSERT(x == bit / columnPoints_ && y == bit % columnPoints_);
            take(static_cast<int>(x), static_cast<int>(y));
        }
    }
}

std::uint32_t Boundary::bucketOf(Vec2 point) const {
    return bucketOfCell(static_cast<int>(std::floor(point.x / bucketTiles_)),
                        static_cast<int>(std::floor(point.y / bucketTiles_)));
}

std::uint32_t Boundary::bucketOfCell(int bx, int by) const {
    return static_cast<std::uint32_t>(std::clamp(by, 0, bucketsY_ - 1) * bucketsX_ +
                                      std::clamp(bx, 0, bucketsX_ - 1));
}

void Boundary::featuresNear(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const {
    featuresNearWithRepeats(lo, hi, ids);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

void Boundary::featuresNearWithRepeats(Vec2 lo, Vec2 hi, std::vector<std::uint32_t>& ids) const {
    ids.clear();
    if (!hasBucketIndex()) {
        forEachInBuckets(lo, hi, [&](std::uint32_t id) { ids.push_back(id); });
        return;
    }
    forEachBucket(
        lo, hi, [](int, int) { return true; },
        [&](std::size_t bucket) {
            ids.insert(ids.end(), bucketItems_.begin() + bucketStart_[bucket],
                       bucketItems_.begin() + bucketStart_[bucket + 1]);
        });
}

void Boundary::featuresAlong(Vec2 from, Vec2 to, double pad, std::vector<std::uint32_t>& ids,
                             std::vector<std::uint64_t>& seen) const {
    ids.clear();
    appendFeaturesAlong(from, to, pad, ids, seen);
    clearSeen(ids, seen);
}

void Boundary::appendFeaturesAlong(Vec2 from, Vec2 to, double pad, std::vector<std::uint32_t>& ids,
                                   std::vector<std::uint64_t>& seen) const {
    seen.resize((segmentCount() + cornerCount() + 63) / 64);
    if (!hasBucketIndex()) {
        // Every bucket of the box (a superset of those along the path: the same search result).
        const Vec2 lo{std::min(from.x, to.x) - pad, std::min(from.y, to.y) - pad};
        const Vec2 hi{std::max(from.x, to.x) + pad, std::max(from.y, to.y) + pad};
        forEachInBuckets(lo, hi, [&](std::uint32_t id) {
            std::uint64_t& word = seen[id / 64];
            const std::uint64_t bit = std::uint64_t{1} << (id % 64);
            if ((word & bit) == 0) {
                word |= bit;
                ids.push_back(id);
            }
        });
        return;
    }
    forEachFeatureAlong(from, to, pad, [&](std::uint32_t id) {
        std::uint64_t& word = seen[id / 64];
        const std::uint64_t bit = std::uint64_t{1} << (id % 64);
        if ((word & bit) == 0) {
            word |= bit;
            ids.push_back(id);
        }
    });
}

void Boundary::clearSeen(const std::vector<std::uint32_t>& ids, std::vector<std::uint64_t>& seen) {
    for (const std::uint32_t id : ids) {
        seen[id / 64] = 0;
    }
}

template <typename Take> void Boundary::forEachInBuckets(Vec2 lo, Vec2 hi, Take take) const {
    // The buckets the box meets, clamped as forEachBucket clamps them, make a rectangle of
    // tiles [x0, x1) x [y0, y1): a feature is filed in it if a unit face's midpoint (a
    // corner's point) lies in it.
    const int tiles = bucketTiles_;
    const auto clampTo = [tiles](double v, int buckets) {
        return std::clamp(static_cast<int>(std::floor(std::clamp(v / tiles, -1.0, 1e7))), 0,
                          buckets - 1);
    };
    const int x0 = clampTo(lo.x, bucketsX_) * tiles;
    const int x1 = (clampTo(hi.x, bucketsX_) + 1) * tiles;
    const int y0 = clampTo(lo.y, bucketsY_) * tiles;
    const int y1 = (clampTo(hi.y, bucketsY_) + 1) * tiles;
    walls_.forEachInRect(x0, x1, y0, y1, take);
    const auto gateStart = static_cast<std::uint32_t>(walls_.size());
    gates_.forEachInRect(x0, x1, y0, y1, [&](std::uint32_t id) { take(gateStart + id); });
    for (int x = x0; x < x1 && x <= bucketsX_ * tiles; ++x) {
        const std::size_t column = static_cast<std::size_t>(x) * columnPoints_;
        const std::size_t end =
            column + static_cast<std::size_t>(std::min(y1, static_cast<int>(columnPoints_)));
        for (std::size_t bit = column + static_cast<std::size_t>(y0);
             bit < end && bit / 64 < cornerBits_.size(); ++bit) {
            if ((cornerBits_[bit / 64] >> (bit % 64)) & 1U) {
                take(cornerIdAt(bit));
            }
        }
    }
}

template <typename Visit, typename Take>
void Boundary::forEachBucket(Vec2 lo, Vec2 hi, Visit visit, Take take) const {
    const auto clampX = [&](double x) {
        return std::clamp(static_cast<int>(std::floor(std::clamp(x / bucketTiles_, -1.0, 1e7))), 0,
                          bucketsX_ - 1);
    };
    const auto clampY = [&](double y) {
        return std::clamp(static_cast<int>(std::floor(std::clamp(y / bucketTiles_, -1.0, 1e7))), 0,
                          bucketsY_ - 1);
    };
    const int x0 = clampX(lo.x);
    const int x1 = clampX(hi.x);
    const int y1 = clampY(hi.y);
    for (int by = clampY(lo.y); by <= y1; ++by) {
        for (int bx = x0; bx <= x1; ++bx) {
            if (visit(bx, by)) {
                take(static_cast<std::size_t>(by * bucketsX_ + bx));
            }
        }
    }
}

} // namespace golf
