// Issue 27, the boundary's build in one walk (boundary.cpp: buildFineIndex, ConvexCorners fed
// by collectRuns's walk of the rows, the triangle masks kept for the diagonals on a level of
// ordinary size; tile_row_masks: a few columns' transpose gathered bit by bit, countNotOpen).
//
// Setup37FineIndex: on random levels (blocks and corner triangles, some with gates), each bucket
// of one tile holds, in ascending order and once each, the segments with a unit face whose
// midpoint lies in the tile and the corners whose point does, worked out here from the
// segments' ends and the corner points; each facing list is its bucket's list less the segments
// facing away from the quadrant (by the normal's signs); the kept segments are bit for bit those
// of a boundary built without an index (each worked out from its run), and the kept corner
// points are the corners. (It replaces walls36's test of the bucket lists alone, the same
// reference on fewer levels.)
//
// Setup37Diagonals: the diagonal faces, on a small level (triangle masks kept) and on a tall one
// (3 x 6 words a row for 4,000 rows: the rows read again), are the maximal runs of triangles along
// each diagonal with the same open side, worked out here from the tiles, in id order.
//
// Setup37TileMasks: transposeBits64 of the first columns only is the bit-by-bit transpose of
// those columns, and countNotOpen is the count of tiles that are not open.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "special_levels.hpp"
#include "test_levels.hpp"
#include "tile_row_masks.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <map>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace golf {
namespace setup37 {

std::uint64_t bits(double v) {
    return std::bit_cast<std::uint64_t>(v);
}

/// Checks the buckets of one tile, the facing lists and the kept features of `level`'s boundary.
void expectFineIndex(const Level& level, const std::string& where, std::int64_t& entries) {
    const Boundary boundary(level);
    ASSERT_TRUE(boundary.hasBucketIndex()) << where;
    const int columns = level.width + 1; // buckets of one tile, the last on the edge
    const int rowsOfBuckets = level.height + 1;
    std::vector<std::vector<std::uint32_t>> expected(
        static_cast<std::size_t>(columns * rowsOfBuckets));
    const auto file = [&](double x, double y, std::uint32_t id) {
        const int bx = static_cast<int>(std::floor(x));
        const int by = static_cast<int>(std::floor(y));
        ASSERT_TRUE(bx >= 0 && bx < columns && by >= 0 && by < rowsOfBuckets) << where;
        auto& list = expected[static_cast<std::size_t>(by * columns + bx)];
        if (list.empty() || list.back() != id) {
            list.push_back(id);
        }
    };
    // Without an index, each segment is worked out from its run when kept.
    const Boundary plain(level, 0);
    ASSERT_FALSE(plain.hasBucketIndex());
    ASSERT_EQ(plain.segmentCount(), boundary.segmentCount()) << where;
    ASSERT_NE(boundary.keptSegments(), nullptr);
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.keptSegments()[id];
        const Segment r = plain.segment(id);
        ASSERT_TRUE(bits(s.start.x) == bits(r.start.x) && bits(s.start.y) == bits(r.start.y) &&
                    bits(s.end.x) == bits(r.end.x) && bits(s.end.y) == bits(r.end.y) &&
                    bits(s.normal.x) == bits(r.normal.x) && bits(s.normal.y) == bits(r.normal.y) &&
                    bits(s.tangent.x) == bits(r.tangent.x) &&
                    bits(s.tangent.y) == bits(r.tangent.y) && bits(s.length) == bits(r.length))
            << where << " segment " << id;
        const Vec2 d = s.end - s.start;
        const int faces = static_cast<int>(std::max(std::abs(d.x), std::abs(d.y)));
        ASSERT_GT(faces, 0);
        for (int k = 0; k < faces; ++k) {
            const double t = (k + 0.5) / faces;
            file(s.start.x + d.x * t, s.start.y + d.y * t, id);
        }
    }
    const std::vector<Corner> corners = boundary.corners();
    ASSERT_EQ(corners.size(), boundary.cornerCount());
    ASSERT_NE(boundary.keptCornerPoints(), nullptr);
    for (std::size_t k = 0; k < corners.size(); ++k) {
        ASSERT_EQ(boundary.keptCornerPoints()[k], corners[k].point) << where << " corner " << k;
        file(corners[k].point.x, corners[k].point.y,
             static_cast<std::uint32_t>(boundary.segmentCount() + k));
    }
    const bool gates = boundary.gateStart() < boundary.segmentCount();
    EXPECT_EQ(boundary.hasFacingIndex(), !gates) << where;
    for (int by = 0; by < rowsOfBuckets; ++by) {
        for (int bx = 0; bx < columns; ++bx) {
            const Vec2 centre{bx + 0.5, by + 0.5};
            const auto& list = expected[static_cast<std::size_t>(by * columns + bx)];
            std::vector<std::uint32_t> found;
            boundary.forEachFeatureInBox(centre, centre, 0,
                                         [&](std::uint32_t id) { found.push_back(id); });
            ASSERT_EQ(found, list) << where << " bucket " << bx << "," << by;
            entries += static_cast<std::int64_t>(found.size());
            if (!boundary.hasFacingIndex()) {
                continue;
            }
            for (int quadrant = 0; quadrant < 4; ++quadrant) {
                std::vector<std::uint32_t> kept;
                for (const std::uint32_t id : list) {
                    if (boundary.isCorner(id) ||
                        !test::facesAway(boundary.segment(id).normal, quadrant)) {
                        kept.push_back(id);
                    }
                }
                std::vector<std::uint32_t> facing;
                boundary.forEachFacingInBox(centre, centre, 0, quadrant,
                                            [&](std::uint32_t id) { facing.push_back(id); });
                ASSERT_EQ(facing, kept)
                    << where << " bucket " << bx << "," << by << " quadrant " << quadrant;
            }
        }
    }
}

/// The diagonal segments of `level` (no special walls) in id order, worked out from its tiles:
/// per diagonal (y = x + k before x + y = k, each by k), side -1 before +1, the maximal runs of
/// triangles of that side along it, as (start, end, normal).
std::vector<std::tuple<Vec2, Vec2, Vec2>> referenceDiagonals(const Level& level) {
    // (kind, k, side) -> the columns of the triangles on it.
    std::map<std::tuple<int, int, int>, std::vector<int>> lines;
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const Tile tile = level.at(col, row);
            if (tile == Tile::LowerLeft || tile == Tile::UpperRight) { // 'L', '7': y = x + k
                lines[{0, row - col, tile == Tile::LowerLeft ? 1 : -1}].push_back(col);
            } else if (tile == Tile::LowerRight || tile == Tile::UpperLeft) { // 'J', 'F'
                lines[{1, col + row + 1, tile == Tile::LowerRight ? 1 : -1}].push_back(col);
            }
        }
    }
    const double h = std::sqrt(0.5);
    std::vector<std::tuple<Vec2, Vec2, Vec2>> segments;
    for (auto& [line, cols] : lines) {
        const auto [kind, k, side] = line;
        std::sort(cols.begin(), cols.end());
        for (std::size_t i = 0; i < cols.size();) {
            std::size_t j = i + 1;
            while (j < cols.size() && cols[j] == cols[j - 1] + 1) {
                ++j;
            }
            const double a = cols[i];
            const double b = cols[j - 1] + 1;
            const double s = side;
            if (kind == 0) {
                segments.emplace_back(Vec2{a, a + k}, Vec2{b, b + k}, Vec2{s * h, -s * h});
            } else {
                segments.emplace_back(Vec2{a, k - a}, Vec2{b, k - b}, Vec2{-s * h, -s * h});
            }
            i = j;
        }
    }
    return segments;
}

/// Rows of width x height tiles, each solid with probability `share` (a block, void or any
/// triangle).
std::vector<std::string> randomRows(std::mt19937_64& rng, int width, int height, double share) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '.'));
    for (std::string& row : rows) {
        for (char& c : row) {
            c = unit(rng) < share ? "# LJ7F"[static_cast<std::size_t>(unit(rng) * 6)] : '.';
        }
    }
    return rows;
}

void expectDiagonals(const Level& level, const std::string& where) {
    const Boundary boundary(level);
    std::vector<std::tuple<Vec2, Vec2, Vec2>> diagonals;
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(id);
        if (s.normal.x != 0 && s.normal.y != 0) {
            diagonals.emplace_back(s.start, s.end, s.normal);
        }
    }
    const auto reference = referenceDiagonals(level);
    ASSERT_GT(reference.size(), 10U) << where;
    ASSERT_EQ(diagonals.size(), reference.size()) << where;
    for (std::size_t i = 0; i < reference.size(); ++i) {
        ASSERT_EQ(diagonals[i], reference[i]) << where << " diagonal " << i;
    }
    EXPECT_DOUBLE_EQ(boundary.solidShare(),
                     static_cast<double>(std::count_if(level.tiles.begin(), level.tiles.end(),
                                                       [](Tile t) { return t != Tile::Open; })) /
                         (static_cast<double>(level.width) * level.height))
        << where;
}

} // namespace setup37

TEST(Setup37FineIndex, BucketsFacingListsAndKeptFeaturesAreTheReferences) {
    std::mt19937_64 rng(3700);
    std::uniform_int_distribution<int> place(1, 1000);
    std::int64_t entries = 0;
    for (const double share : {0.05, 0.25, 0.5}) {
        for (int round = 0; round < 4; ++round) {
            const int side = 5 + 21 * round; // 5 .. 68: one word a row and two
            Level level = test::randomBoundaryLevel(rng, side, share, "setup37");
            setup37::expectFineIndex(
                level, "share " + std::to_string(share) + " side " + std::to_string(side), entries);
            // The same level with gates on some open tiles (gate faces after the walls', no
            // facing index).
            int gates = 0;
            for (int k = 0; k < side; ++k) {
                const int col = 1 + place(rng) % (side - 2);
                const int row = 1 + place(rng) % (side - 2);
                if (level.at(col, row) == Tile::Open && (col != 1 || row != 1)) {
                    test::setGate(level, col, row, 90 * (place(rng) % 4));
                    ++gates;
                }
            }
            if (gates > 0) {
                setup37::expectFineIndex(level,
                                         "gates, share " + std::to_string(share) + " side " +
                                             std::to_string(side),
                                         entries);
            }
        }
    }
    EXPECT_GT(entries, 20000); // (what the buckets held, so that the test keeps testing)
}

TEST(Setup37Diagonals, SmallAndTallLevelsAreTheRunsOfTheirTriangles) {
    std::mt19937_64 rng(3701);
    for (const int width : {7, 64, 65, 130}) {
        setup37::expectDiagonals(test::makeLevel(setup37::randomRows(rng, width, 40, 0.4)),
                                 "width " + std::to_string(width));
    }
    // 3 x 6 words of masks a row for 4,000 rows: more than the build keeps (it reads them
    // again).
    setup37::expectDiagonals(test::makeLevel(setup37::randomRows(rng, 330, 4000, 0.3)), "tall");
}

TEST(Setup37TileMasks, TheFirstColumnsTransposedAreTheBitByBitTranspose) {
    std::mt19937_64 rng(3702);
    for (std::size_t columns = 1; columns <= 64; ++columns) {
        std::array<std::uint64_t, 64> rows{};
        for (std::uint64_t& row : rows) {
            row = rng();
        }
        std::array<std::uint64_t, 64> expected{};
        for (std::size_t i = 0; i < 64; ++i) {
            for (std::size_t j = 0; j < 64; ++j) {
                expected[j] |= ((rows[i] >> j) & 1U) << i;
            }
        }
        transposeBits64(rows.data(), columns);
        for (std::size_t j = 0; j < columns; ++j) {
            ASSERT_EQ(rows[j], expected[j]) << "columns " << columns << " row " << j;
        }
    }
}

TEST(Setup37TileMasks, CountNotOpenCountsEveryTileThatIsNotOpen) {
    std::mt19937_64 rng(3703);
    std::uniform_int_distribution<int> kind(0, 6);
    std::uniform_real_distribution<double> unit(0, 1);
    for (std::size_t count = 0; count <= 70; ++count) {
        const double open = unit(rng);
        std::vector<Tile> tiles(count + 3);
        for (Tile& tile : tiles) {
            tile = unit(rng) < open ? Tile::Open : static_cast<Tile>(kind(rng));
        }
        for (std::size_t from = 0; from < 3; ++from) {
            const auto expected = static_cast<std::size_t>(
                std::count_if(tiles.begin() + static_cast<std::ptrdiff_t>(from),
                              tiles.begin() + static_cast<std::ptrdiff_t>(from + count),
                              [](Tile t) { return t != Tile::Open; }));
            EXPECT_EQ(countNotOpen(tiles.data() + from, count), expected)
                << "count " << count << " from " << from;
        }
    }
}

} // namespace golf
