#include "boundary.hpp"
#include "golf/core/geometry.hpp"
#include "golf/core/mover.hpp"
#include "golf/core/surface.hpp"
#include "test_geometry.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <tuple>

namespace golf {
namespace {

using test::makeLevel;

/// Makes each tile of `rows` solid with probability `share` (a block or one of the four
/// triangles, equally likely), else open: row by row, two draws of `rng` for a solid tile.
void fillSolid(std::vector<std::string>& rows, std::mt19937_64& rng, double share) {
    std::uniform_real_distribution<double> unit(0, 1);
    for (std::string& row : rows) {
        for (char& c : row) {
            c = unit(rng) < share ? "#LJ7F"[static_cast<std::size_t>(unit(rng) * 5)] : '.';
        }
    }
}

bool hasSegment(const Boundary& boundary, Vec2 start, Vec2 end) {
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(id);
        if (s.start == start && s.end == end) {
            return true;
        }
    }
    return false;
}

TEST(Boundary, ARectangleIsFourMergedFacesAndNoCorners) {
    const Level level = makeLevel({"#######", "#.....#", "#.....#", "#######"});
    const Boundary boundary(level);
    // The inner outline only: the outer faces of the border touch the outside, also solid.
    ASSERT_EQ(boundary.segmentCount(), 4u);
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {6, 1}));
    EXPECT_TRUE(hasSegment(boundary, {1, 3}, {6, 3}));
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {1, 3}));
    EXPECT_TRUE(hasSegment(boundary, {6, 1}, {6, 3}));
    EXPECT_TRUE(boundary.corners().empty()); // all four corners are concave
}

// What the tick solver reads of the level once, with its boundary (LevelKinds).
TEST(Boundary, KeepsWhichKindsOfElementsItsLevelHas) {
    Level level = makeLevel({"#######", "#S...O#", "#.....#", "#######"});
    EXPECT_EQ(Boundary(level).levelKinds(), LevelKinds{});
    level.setSurface(2, 2, *builtinSurface('s')); // sand: a surface, no slope
    EXPECT_EQ(Boundary(level).levelKinds(), (LevelKinds{.surfaces = true}));
    level.setSurface(3, 2, *builtinSurface('>'));
    level.teleports.push_back({.entry = {4.5, 2.5}, .exit = {1.5, 2.5}});
    EXPECT_EQ(Boundary(level).levelKinds(),
              (LevelKinds{.slopes = true, .surfaces = true, .teleports = true}));
    level.movers.push_back(Mover{});
    EXPECT_TRUE(Boundary(level).levelKinds().movers);
    EXPECT_EQ(Boundary(level).levelKinds(), LevelKinds::of(level));
}

TEST(Boundary, SolidShareCountsEveryTileThatIsNotOpen) {
    // 4 x 3 tiles: a block, a void and two triangles are solid; S and O are open.
    EXPECT_EQ(Boundary(makeLevel({"#S..", "..L.", "7 .O"})).solidShare(), 4.0 / 12.0);
    EXPECT_EQ(Boundary(makeLevel({"...", "..."})).solidShare(), 0.0);
    EXPECT_EQ(Boundary(makeLevel({"##", "##"})).solidShare(), 1.0);
}

TEST(Boundary, AnOpenGridIsBoundedByTheOutside) {
    const Level level = makeLevel({"...", "..."});
    const Boundary boundary(level);
    EXPECT_EQ(boundary.segmentCount(), 4u);
    EXPECT_TRUE(hasSegment(boundary, {0, 0}, {3, 0}));
    EXPECT_TRUE(hasSegment(boundary, {0, 2}, {3, 2}));
}

TEST(Boundary, APillarHasFourConvexCorners) {
    const Level level = makeLevel({".....", ".....", "..#..", ".....", "....."});
    const Boundary boundary(level);
    EXPECT_EQ(boundary.segmentCount(), 8u); // 4 of the pillar, 4 of the grid's edge
    ASSERT_EQ(boundary.corners().size(), 4u);
    std::vector<Vec2> points;
    for (const Corner& c : boundary.corners()) {
        points.push_back(c.point);
    }
    for (const Vec2 p : {Vec2{2, 2}, Vec2{3, 2}, Vec2{2, 3}, Vec2{3, 3}}) {
        EXPECT_NE(std::find(points.begin(), points.end(), p), points.end()) << p.x << "," << p.y;
    }
}

TEST(Boundary, TrianglesAlongADiagonalMergeIntoOneFace) {
    // Three 'L' tiles on the line y = x, blocks below: one diagonal segment (1,1)-(4,4).
    const Level level = makeLevel({"######", "#L...#", "##L..#", "###L.#", "######"});
    const Boundary boundary(level);
    EXPECT_TRUE(hasSegment(boundary, {1, 1}, {4, 4}));
    // Where the diagonal meets the floor at (4,4) the corner is concave: no corner feature;
    // at (1,1) it meets the left wall at 45 degrees: concave too.
    EXPECT_TRUE(boundary.corners().empty());
}

TEST(Boundary, ATriangleTipOnAStraightWallIsNotACorner) {
    // '7' at (2,1) touches the floor row's top face at (3,2)? No: its solid half is the upper
    // right, so its tip (3,2) lies on the line y = 2 of the floor's top face.
    const Level level = makeLevel({"######", "#.7..#", "######"});
    const Boundary boundary(level);
    // The floor's top face y = 2 runs unbroken from x = 1 to 5 past the tip.
    EXPECT_TRUE(hasSegment(boundary, {1, 2}, {5, 2}));
    for (const Corner& c : boundary.corners()) {
        EXPECT_FALSE(c.point == (Vec2{3, 2})) << "the tip on the floor is not a corner";
    }
}

TEST(Boundary, AWallEndingInATriangleHasAConvexCornerAtTheTop) {
    // Block (1,2) then 'L' at (2,2): the block's top face meets the diagonal at (2,2), where the
    // open side spans 225 degrees.
    const Level level = makeLevel({"#####", "#...#", "##L.#", "#####"});
    const Boundary boundary(level);
    ASSERT_EQ(boundary.corners().size(), 1u);
    EXPECT_EQ(boundary.corners()[0].point, (Vec2{2, 2}));
}

TEST(Boundary, FeaturesNearFindsOnlyLocalFeatures) {
    std::vector<std::string> rows(40, std::string(40, '.'));
    rows[5][5] = '#';
    rows[30][30] = '#';
    const Level level = makeLevel(rows);
    const Boundary boundary(level);
    // A buffer holding stale ids from an earlier query is cleared, not appended to.
    std::vector<std::uint32_t> near{999999, 0, 7};
    boundary.featuresNear({4, 4}, {7, 7}, near);
    ASSERT_FALSE(near.empty());
    for (const std::uint32_t id : near) {
        const Vec2 p =
            boundary.isCorner(id) ? boundary.cornerPoint(id) : boundary.segment(id).start;
        EXPECT_LT(p.x, 20) << "feature of the far pillar returned";
    }
    EXPECT_TRUE(std::is_sorted(near.begin(), near.end()));
    EXPECT_EQ(std::adjacent_find(near.begin(), near.end()), near.end()) << "repeated id";
    // The pillar at (5, 5) has 4 faces and 4 convex corners.
    EXPECT_EQ(near.size(), 8u);
    const std::vector<std::uint32_t> first = near;
    boundary.featuresNear({4, 4}, {7, 7}, near);
    EXPECT_EQ(near, first) << "the same query twice gives the same ids";
    boundary.featuresNear({10, 10}, {12, 12}, near);
    EXPECT_TRUE(near.empty()) << "open floor far from both pillars";
}

/// The reference: every unit face of the grid collected, sorted by (line, offset, side,
/// position) and merged into runs, as the boundary was first built (slow and large, but
/// plainly right). Segments as (start, end, normal).
std::vector<std::tuple<Vec2, Vec2, Vec2>> referenceSegments(const Level& level) {
    struct Face {
        int line;
        int offset;
        int side;
        int pos;
        auto operator<=>(const Face&) const = default;
    };
    std::vector<Face> faces;
    for (int row = 0; row <= level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const bool above = isSideSolid(level.at(col, row - 1), TileSide::Bottom);
            const bool below = isSideSolid(level.at(col, row), TileSide::Top);
            if (above != below) {
                faces.push_back({0, row, above ? 1 : -1, col});
            }
        }
    }
    for (int col = 0; col <= level.width; ++col) {
        for (int row = 0; row < level.height; ++row) {
            const bool left = isSideSolid(level.at(col - 1, row), TileSide::Right);
            const bool right = isSideSolid(level.at(col, row), TileSide::Left);
            if (left != right) {
                faces.push_back({1, col, left ? 1 : -1, row});
            }
        }
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const Tile t = level.at(col, row);
            if (t == Tile::LowerLeft || t == Tile::UpperRight) {
                faces.push_back({2, row - col, t == Tile::LowerLeft ? 1 : -1, col});
            } else if (t == Tile::LowerRight || t == Tile::UpperLeft) {
                faces.push_back({3, col + row + 1, t == Tile::LowerRight ? 1 : -1, col});
            }
        }
    }
    std::sort(faces.begin(), faces.end());
    std::vector<std::tuple<Vec2, Vec2, Vec2>> segments;
    const double h = std::sqrt(0.5);
    for (std::size_t i = 0; i < faces.size();) {
        std::size_t j = i + 1;
        while (j < faces.size() && faces[j].line == faces[i].line &&
               faces[j].offset == faces[i].offset && faces[j].side == faces[i].side &&
               faces[j].pos == faces[j - 1].pos + 1) {
            ++j;
        }
        const double k = faces[i].offset;
        const double s = faces[i].side;
        const double a = faces[i].pos;
        const double b = faces[j - 1].pos + 1;
        switch (faces[i].line) {
        case 0:
            segments.emplace_back(Vec2{a, k}, Vec2{b, k}, Vec2{0, s});
            break;
        case 1:
            segments.emplace_back(Vec2{k, a}, Vec2{k, b}, Vec2{s, 0});
            break;
        case 2:
            segments.emplace_back(Vec2{a, a + k}, Vec2{b, b + k}, Vec2{s * h, -s * h});
            break;
        default:
            segments.emplace_back(Vec2{a, k - a}, Vec2{b, k - b}, Vec2{-s * h, -s * h});
            break;
        }
        i = j;
    }
    return segments;
}

/// A random level of 4..43 x 4..43 tiles, `solid` of them solid (fillSolid).
std::vector<std::string> randomSolidRows(std::mt19937_64& rng, double solid) {
    std::uniform_real_distribution<double> unit(0, 1);
    const int width = 4 + static_cast<int>(unit(rng) * 40);
    const int height = 4 + static_cast<int>(unit(rng) * 40);
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '.'));
    fillSolid(rows, rng, solid);
    return rows;
}

/// A random query of a level `rows`: a segment from a random point, up to `longest` tiles long
/// in a random direction, and a pad of 0.05..0.55 tile.
struct RandomQuery {
    Vec2 from;
    Vec2 to;
    double pad = 0;
};
RandomQuery randomQuery(std::mt19937_64& rng, const std::vector<std::string>& rows,
                        double longest) {
    std::uniform_real_distribution<double> unit(0, 1);
    RandomQuery query;
    query.from = {unit(rng) * static_cast<double>(rows[0].size()),
                  unit(rng) * static_cast<double>(rows.size())};
    const double angle = unit(rng) * 6.283185307179586;
    query.to = query.from + Vec2{std::cos(angle), std::sin(angle)} * (unit(rng) * longest);
    query.pad = 0.05 + unit(rng) * 0.5;
    return query;
}

/// Distance from the segment from..to to feature `id` of `boundary` (a corner point or a
/// segment).
double featureDistance(const Boundary& boundary, std::uint32_t id, Vec2 from, Vec2 to) {
    return boundary.isCorner(id)
               ? distanceToSegment(boundary.cornerPoint(id), from, to)
               : test::distanceBetweenSegments(from, to, boundary.segment(id).start,
                                               boundary.segment(id).end);
}

/// Expects every feature within `pad` of from..to among `sorted` (ascending ids); counts them.
void expectEveryNearFeature(const Boundary& boundary, Vec2 from, Vec2 to, double pad,
                            const std::vector<std::uint32_t>& sorted, int level, int query,
                            std::int64_t& found) {
    for (std::uint32_t id = 0; id < boundary.segmentCount() + boundary.cornerCount(); ++id) {
        const double distance = featureDistance(boundary, id, from, to);
        if (distance <= pad) {
            ++found;
            EXPECT_TRUE(std::binary_search(sorted.begin(), sorted.end(), id))
                << "level " << level << " query " << query << ": feature " << id << " at "
                << distance << " of the segment is missing";
        }
    }
}

TEST(Boundary, FeaturesAlongASegmentAreEveryFeatureNearIt) {
    std::mt19937_64 rng(99);
    std::vector<std::uint32_t> along;
    std::vector<std::uint64_t> seen;
    std::int64_t found = 0;
    for (int n = 0; n < 40; ++n) {
        const std::vector<std::string> rows = randomSolidRows(rng, 0.2);
        const Boundary boundary(makeLevel(rows));
        for (int q = 0; q < 50; ++q) {
            const auto [from, to, pad] = randomQuery(rng, rows, 12);
            boundary.featuresAlong(from, to, pad, along, seen);
            ASSERT_TRUE(std::all_of(seen.begin(), seen.end(), [](auto w) { return w == 0; }));
            std::vector<std::uint32_t> sorted = along;
            std::sort(sorted.begin(), sorted.end());
            ASSERT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end());
            expectEveryNearFeature(boundary, from, to, pad, sorted, n, q, found);
        }
    }
    EXPECT_GT(found, 1000); // the queries do pass near features
}

// The query takes its buckets row by row, the path clipped to each row's band: paths on the
// lattice lines (the bands' edges), along them, at 45 degrees, of no length and past the grid's
// edge still take every feature within pad (random paths seldom land on those cases).
TEST(Boundary, FeaturesAlongPathsOnLatticeLinesAreEveryFeatureNearThem) {
    std::mt19937_64 rng(31);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::uint32_t> along;
    std::vector<std::uint64_t> seen;
    const std::vector<Vec2> directions{{1, 0},  {-1, 0}, {0, 1},   {0, -1}, {1, 1},
                                       {-1, 1}, {1, -1}, {-1, -1}, {0, 0}};
    std::int64_t found = 0;
    for (int n = 0; n < 6; ++n) {
        std::vector<std::string> rows(12, std::string(14, '.'));
        fillSolid(rows, rng, 0.3);
        const Boundary boundary(makeLevel(rows));
        for (int q = 0; q < 60; ++q) {
            // Whole and half tiles, from one tile outside the grid.
            const Vec2 from{std::floor(unit(rng) * 32) / 2 - 1, std::floor(unit(rng) * 28) / 2 - 1};
            const Vec2 to = from + directions[static_cast<std::size_t>(q) % directions.size()] *
                                       static_cast<double>(1 + static_cast<int>(unit(rng) * 4));
            for (const double pad : {0.21, 0.5, 1.0}) {
                boundary.featuresAlong(from, to, pad, along, seen);
                std::sort(along.begin(), along.end());
                for (std::uint32_t id = 0; id < boundary.segmentCount() + boundary.cornerCount();
                     ++id) {
                    const double distance =
                        boundary.isCorner(id)
                            ? distanceToSegment(boundary.cornerPoint(id), from, to)
                            : test::distanceBetweenSegments(from, to, boundary.segment(id).start,
                                                            boundary.segment(id).end);
                    if (distance <= pad) {
                        ++found;
                        EXPECT_TRUE(std::binary_search(along.begin(), along.end(), id))
                            << "level " << n << " query " << q << " pad " << pad << ": feature "
                            << id << " at " << distance << " is missing";
                    }
                }
            }
        }
    }
    EXPECT_GT(found, 1000); // the paths do pass near features
}

// A wall search with a bucket index sweeps the entries of the buckets along each step as they
// come (forEachFeatureAlong, repeats allowed): they hold every feature within pad of the segment,
// found by distance here, and only features featuresAlong takes too.
TEST(Boundary, FeatureEntriesAlongASegmentHoldEveryFeatureNearIt) {
    std::mt19937_64 rng(77);
    std::vector<std::uint32_t> along;
    std::vector<std::uint64_t> seen;
    std::int64_t found = 0;
    std::int64_t repeats = 0;
    for (int n = 0; n < 30; ++n) {
        const std::vector<std::string> rows = randomSolidRows(rng, 0.25);
        const Boundary boundary(makeLevel(rows));
        ASSERT_TRUE(boundary.hasBucketIndex());
        for (int q = 0; q < 50; ++q) {
            const auto [from, to, pad] = randomQuery(rng, rows, 6);
            std::vector<std::uint32_t> entries;
            boundary.forEachFeatureAlong(from, to, pad,
                                         [&](std::uint32_t id) { entries.push_back(id); });
            std::sort(entries.begin(), entries.end());
            const auto size = static_cast<std::int64_t>(entries.size());
            entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
            repeats += size - static_cast<std::int64_t>(entries.size());
            boundary.featuresAlong(from, to, pad, along, seen);
            std::sort(along.begin(), along.end());
            EXPECT_EQ(entries, along) << "level " << n << " query " << q;
            expectEveryNearFeature(boundary, from, to, pad, entries, n, q, found);
        }
    }
    EXPECT_GT(found, 1000); // the queries do pass near features
    EXPECT_GT(repeats, 0);  // and long segments are met in more than one bucket
}

// A wall search walks its path in steps (appendFeaturesAlong): the steps together take every
// feature the whole segment takes, each once, and leave the marks clear after clearSeen.
TEST(Boundary, FeaturesAlongInStepsAreTheWholeSegmentsOnceEach) {
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::uint32_t> whole;
    std::vector<std::uint32_t> steps;
    std::vector<std::uint64_t> seen;
    for (int n = 0; n < 20; ++n) {
        std::vector<std::string> rows(30, std::string(30, '.'));
        fillSolid(rows, rng, 0.2);
        const Boundary boundary(makeLevel(rows));
        for (int q = 0; q < 50; ++q) {
            const Vec2 from{unit(rng) * 30, unit(rng) * 30};
            const double angle = unit(rng) * 6.283185307179586;
            const Vec2 dir{std::cos(angle), std::sin(angle)};
            const double length = unit(rng) * 20;
            boundary.featuresAlong(from, from + dir * length, 0.21, whole, seen);
            steps.clear();
            const int count = 1 + static_cast<int>(unit(rng) * 8);
            for (int k = 0; k < count; ++k) {
                boundary.appendFeaturesAlong(from + dir * (length * k / count),
                                             from + dir * (length * (k + 1) / count), 0.21, steps,
                                             seen);
            }
            Boundary::clearSeen(steps, seen);
            ASSERT_TRUE(std::all_of(seen.begin(), seen.end(), [](auto w) { return w == 0; }));
            std::sort(whole.begin(), whole.end());
            std::sort(steps.begin(), steps.end());
            ASSERT_EQ(std::adjacent_find(steps.begin(), steps.end()), steps.end());
            // The steps may take a few more (their boxes differ): never fewer.
            EXPECT_TRUE(std::includes(steps.begin(), steps.end(), whole.begin(), whole.end()))
                << "level " << n << " query " << q;
        }
    }
}

/// Rows of a random level: sides 1 to `maxSide`, each tile solid with a random probability
/// below `maxDensity` (a block, void or any triangle), else open.
std::vector<std::string> randomRows(std::mt19937_64& rng, int maxSide, double maxDensity) {
    std::uniform_real_distribution<double> unit(0, 1);
    const int width = 1 + static_cast<int>(unit(rng) * maxSide);
    const int height = 1 + static_cast<int>(unit(rng) * maxSide);
    const double density = unit(rng) * maxDensity;
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '.'));
    for (std::string& row : rows) {
        for (char& c : row) {
            c = unit(rng) < density ? "# LJ7F"[static_cast<std::size_t>(unit(rng) * 6)] : '.';
        }
    }
    return rows;
}

TEST(Boundary, BuiltLineByLineItIsTheSortedReferenceInTheSameOrder) {
    std::mt19937_64 rng(20261123);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int n = 0; n < 60; ++n) {
        const Level level = makeLevel(randomRows(rng, 40, 0.5));
        const int width = level.width;
        const int height = level.height;
        const Boundary boundary(level);
        const auto reference = referenceSegments(level);
        ASSERT_EQ(boundary.segmentCount(), reference.size()) << "level " << n;
        for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
            const Segment s = boundary.segment(id);
            EXPECT_EQ(std::make_tuple(s.start, s.end, s.normal), reference[id])
                << "level " << n << ", segment " << id;
            // Length and tangent: the bits of the general formulas (axis runs take a shortcut).
            const double length = golf::length(s.end - s.start);
            EXPECT_EQ(s.length, length) << "level " << n << ", segment " << id;
            const Vec2 tangent = (s.end - s.start) / length;
            EXPECT_EQ(s.tangent, tangent) << "level " << n << ", segment " << id;
            EXPECT_EQ(std::signbit(s.tangent.x), std::signbit(tangent.x)); // even a zero's sign
            EXPECT_EQ(std::signbit(s.tangent.y), std::signbit(tangent.y));
        }
        // Corners come by ascending x, then y, each the end of some segment.
        const std::vector<Corner>& corners = boundary.corners();
        for (std::size_t i = 0; i < corners.size(); ++i) {
            if (i > 0) {
                EXPECT_LT(std::tie(corners[i - 1].point.x, corners[i - 1].point.y),
                          std::tie(corners[i].point.x, corners[i].point.y));
            }
            EXPECT_TRUE(std::any_of(reference.begin(), reference.end(), [&](const auto& seg) {
                return std::get<0>(seg) == corners[i].point || std::get<1>(seg) == corners[i].point;
            }));
        }
        // Every feature near a box is found: brute force over all features and the box's
        // buckets would be the same set (here: every segment whose bounding box meets it).
        std::vector<std::uint32_t> near;
        const Vec2 lo{unit(rng) * width, unit(rng) * height};
        const Vec2 hi = lo + Vec2{2 + 10 * unit(rng), 2 + 10 * unit(rng)};
        boundary.featuresNear(lo, hi, near);
        for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
            const Segment s = boundary.segment(id);
            const bool meets =
                std::max(s.start.x, s.end.x) >= lo.x && std::min(s.start.x, s.end.x) <= hi.x &&
                std::max(s.start.y, s.end.y) >= lo.y && std::min(s.start.y, s.end.y) <= hi.y;
            if (meets) {
                EXPECT_TRUE(std::binary_search(near.begin(), near.end(), id))
                    << "level " << n << ", segment " << id << " near the box is missing";
            }
        }
    }
}

// A level with more runs than a boundary keeps worked out (65,536) builds each segment from
// its run when asked: the same segments as the reference, and as a small level's kept ones.
TEST(Boundary, AHugeLevelBuildsItsSegmentsFromTheRuns) {
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> unit(0, 1);
    const int side = 320;
    std::vector<std::string> rows(side, std::string(side, '.'));
    fillSolid(rows, rng, 0.5);
    const Level level = makeLevel(rows);
    const Boundary boundary(level);
    const auto reference = referenceSegments(level);
    ASSERT_GT(boundary.segmentCount(), std::size_t{1} << 16);
    ASSERT_EQ(boundary.segmentCount(), reference.size());
    for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
        const Segment s = boundary.segment(id);
        ASSERT_EQ(std::make_tuple(s.start, s.end, s.normal), reference[id]) << "segment " << id;
        ASSERT_EQ(s.length, golf::length(s.end - s.start)) << "segment " << id;
    }
}

/// The convex corners by the definition, slowly: every lattice point of the grid, its eight
/// 45-degree sectors sampled a quarter tile out and tested against the tile polygons; a
/// corner where a run of open sectors spans more than 180 degrees and not all 360.
std::vector<Vec2> referenceCorners(const Level& level) {
    std::vector<Vec2> corners;
    const double pi = std::acos(-1.0);
    for (int x = 0; x <= level.width; ++x) {
        for (int y = 0; y <= level.height; ++y) {
            const Vec2 point{static_cast<double>(x), static_cast<double>(y)};
            std::vector<bool> open;
            for (int k = 0; k < 8; ++k) {
                const double angle = (k + 0.5) * pi / 4;
                const Vec2 sample = point + Vec2{std::cos(angle), std::sin(angle)} * 0.25;
                const int col = static_cast<int>(std::floor(sample.x));
                const int row = static_cast<int>(std::floor(sample.y));
                const TilePolygon polygon = solidPolygon(level.at(col, row), col, row);
                open.push_back(polygon.empty() || !insidePolygon(sample, polygon));
            }
            int longest = 0;
            int run = 0;
            for (int i = 0; i < 16; ++i) {
                run = open[static_cast<std::size_t>(i % 8)] ? run + 1 : 0;
                longest = std::max(longest, run);
            }
            if (longest > 4 && longest < 16) {
                corners.push_back(point);
            }
        }
    }
    return corners;
}

TEST(Boundary, CornersAreEveryConvexLatticePointByItsSectors) {
    std::mt19937_64 rng(11);
    std::size_t total = 0;
    for (int n = 0; n < 200; ++n) {
        const Level level = makeLevel(randomRows(rng, 30, 0.6));
        const Boundary boundary(level);
        std::vector<Vec2> corners;
        for (const Corner& corner : boundary.corners()) {
            corners.push_back(corner.point);
        }
        ASSERT_EQ(corners, referenceCorners(level)) << "level " << n;
        total += corners.size();
    }
    EXPECT_GT(total, 2000u); // the levels do have corners of every kind to compare
}

// Levels wider and taller than a word of 64 tiles (the build reads rows 64 tiles a word and
// turns columns 64 x 64 bits at a time): the same segments and corners as the references.
TEST(Boundary, LevelsOfManyWordsAreTheReferences) {
    std::mt19937_64 rng(64);
    std::uniform_real_distribution<double> unit(0, 1);
    for (const int side : {63, 65, 129}) {
        const int height = 66; // two blocks of 64 rows, the second one short
        std::vector<std::string> rows(static_cast<std::size_t>(height),
                                      std::string(static_cast<std::size_t>(side), '.'));
        for (std::string& row : rows) {
            for (char& c : row) {
                c = unit(rng) < 0.3 ? "# LJ7F"[static_cast<std::size_t>(unit(rng) * 6)] : '.';
            }
        }
        const Level level = makeLevel(rows);
        const Boundary boundary(level);
        const auto reference = referenceSegments(level);
        ASSERT_EQ(boundary.segmentCount(), reference.size()) << side;
        for (std::uint32_t id = 0; id < boundary.segmentCount(); ++id) {
            const Segment s = boundary.segment(id);
            ASSERT_EQ(std::make_tuple(s.start, s.end, s.normal), reference[id]) << side << id;
        }
        std::vector<Vec2> corners;
        for (const Corner& corner : boundary.corners()) {
            corners.push_back(corner.point);
        }
        ASSERT_EQ(corners, referenceCorners(level)) << side;
    }
}

// A boundary without a bucket index (a huge level's: features found by lattice line) has the
// same segments, corners and materials, finds the same features near a box, and a superset of
// the features near a path that holds every one within the pad (the wall search's answer
// does not depend on the extra ones).
TEST(Boundary, WithoutABucketIndexTheLinesFindTheSameFeatures) {
    std::mt19937_64 rng(27);
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::uint32_t> indexed;
    std::vector<std::uint32_t> lines;
    std::vector<std::uint64_t> seen;
    std::int64_t found = 0;
    for (int n = 0; n < 40; ++n) {
        const Level level = makeLevel(randomRows(rng, 40, 0.6));
        const Boundary withIndex(level);
        const Boundary withoutIndex(level, 0);
        ASSERT_TRUE(withIndex.hasBucketIndex());
        ASSERT_FALSE(withoutIndex.hasBucketIndex());
        ASSERT_EQ(withIndex.segmentCount(), withoutIndex.segmentCount());
        ASSERT_EQ(withIndex.cornerCount(), withoutIndex.cornerCount());
        const auto count =
            static_cast<std::uint32_t>(withIndex.segmentCount() + withIndex.cornerCount());
        for (std::uint32_t id = 0; id < count; ++id) {
            ASSERT_EQ(withIndex.material(id), withoutIndex.material(id));
            if (withIndex.isCorner(id)) {
                ASSERT_EQ(withIndex.cornerPoint(id), withoutIndex.cornerPoint(id));
            } else {
                const Segment a = withIndex.segment(id);
                const Segment b = withoutIndex.segment(id);
                ASSERT_EQ(std::make_tuple(a.start, a.end, a.normal),
                          std::make_tuple(b.start, b.end, b.normal));
            }
        }
        for (int q = 0; q < 30; ++q) {
            // Boxes and paths also reaching past the grid's edge (clamped alike).
            const Vec2 lo{unit(rng) * (level.width + 6) - 3, unit(rng) * (level.height + 6) - 3};
            const Vec2 hi = lo + Vec2{unit(rng) * 9, unit(rng) * 9};
            withIndex.featuresNear(lo, hi, indexed);
            withoutIndex.featuresNear(lo, hi, lines);
            ASSERT_EQ(indexed, lines) << "level " << n << " box " << q;
            const double angle = unit(rng) * 6.283185307179586;
            const Vec2 to = lo + Vec2{std::cos(angle), std::sin(angle)} * (unit(rng) * 8);
            withIndex.featuresAlong(lo, to, 0.21, indexed, seen);
            withoutIndex.featuresAlong(lo, to, 0.21, lines, seen);
            ASSERT_TRUE(std::all_of(seen.begin(), seen.end(), [](auto w) { return w == 0; }));
            std::sort(indexed.begin(), indexed.end());
            std::sort(lines.begin(), lines.end());
            ASSERT_EQ(std::adjacent_find(lines.begin(), lines.end()), lines.end());
            EXPECT_TRUE(std::includes(lines.begin(), lines.end(), indexed.begin(), indexed.end()))
                << "level " << n << " path " << q;
            found += static_cast<std::int64_t>(indexed.size());
        }
    }
    EXPECT_GT(found, 1000); // the queries do meet features
}

} // namespace
} // namespace golf
