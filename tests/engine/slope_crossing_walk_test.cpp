// Property test of firstSurfaceCrossing (issue 29): it walks a step's tile edges one at a time
// in time order and stops at the first change of surface. The reference below is the eager
// walk it replaced: every edge of every monotonic part bisected, all sorted by time, then
// looked at in order. On random sloped levels of mixed surfaces, from random starts (some on
// tile edges and corners) at speeds from a crawl to 1000 tiles/s, both must give the same
// crossing to the bit: time, point and tile.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "golf/core/polynomial.hpp"
#include "golf/core/surface.hpp"
#include "slope_crossing.hpp"
#include "slope_roll.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

struct ReferencePass {
    double t = 0;
    int axis = 0;
    int k = 0;
    int dir = 0;
};

/// Every line x = k (or y = k) `p` passes on [a, b] (monotonic there), each by bisection on
/// all of [a, b]; `cell` follows the passes.
void referencePasses(const SeriesPolynomial& p, int axis, double a, double b, int& cell,
                     std::vector<ReferencePass>& out) {
    const double pa = p(a);
    const double pb = p(b);
    if (!(std::abs(pa) < 1e9 && std::abs(pb) < 1e9) || pa == pb) {
        return;
    }
    const int dir = pb > pa ? 1 : -1;
    for (int n = 0; n < 4096; ++n) {
        const int k = dir > 0 ? cell + 1 : cell;
        const double line = k;
        if (dir > 0 ? line > pb : line < pb) {
            return;
        }
        const bool already = dir > 0 ? pa >= line : pa <= line;
        const double t =
            already ? a : bisectSignChange([&](double s) { return p(s) - line; }, a, b);
        out.push_back({t, axis, k, dir});
        cell = dir > 0 ? k : k - 1;
    }
}

/// All passes of a step, split where a velocity component changes sign, sorted by time.
std::vector<ReferencePass> referenceStepPasses(const TaylorStep& step, double length, int& col,
                                               int& row) {
    std::vector<double> cuts = {0.0};
    for (const SeriesPolynomial* v : {&step.vx, &step.vy}) {
        for (const double r : allRoots(*v, 0, length)) {
            if (r > 0 && r < length) {
                cuts.push_back(r);
            }
        }
    }
    cuts.push_back(length);
    std::sort(cuts.begin(), cuts.end());
    std::vector<ReferencePass> passes;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        if (cuts[i] < cuts[i + 1]) {
            referencePasses(step.x, 0, cuts[i], cuts[i + 1], col, passes);
            referencePasses(step.y, 1, cuts[i], cuts[i + 1], row, passes);
        }
    }
    std::stable_sort(passes.begin(), passes.end(),
                     [](const ReferencePass& a, const ReferencePass& b) { return a.t < b.t; });
    return passes;
}

/// The eager reference: every pass of a step found before the first is looked at.
std::optional<SurfaceCrossing> referenceCrossing(const Level& level, const SlopePath& path,
                                                 TileIndex tile) {
    int col = tile.col;
    int row = tile.row;
    for (std::size_t i = 0; i < path.stepCount(); ++i) {
        const TaylorStep& step = path.step(i);
        const double start = path.stepStart(i);
        const double length = std::min(step.length, path.end() - start);
        if (!(length >= 0)) {
            break;
        }
        const std::vector<ReferencePass> passes = referenceStepPasses(step, length, col, row);
        for (std::size_t e = 0; e < passes.size();) {
            TileIndex next = tile;
            const double t = passes[e].t;
            Vec2 point = step.position(t);
            for (; e < passes.size() && passes[e].t == t; ++e) {
                const ReferencePass& pass = passes[e];
                (pass.axis == 0 ? next.col : next.row) = pass.dir > 0 ? pass.k : pass.k - 1;
                (pass.axis == 0 ? point.x : point.y) = pass.k;
            }
            if (!sameSurface(level, tile.col, tile.row, next.col, next.row)) {
                return SurfaceCrossing{.time = start + t, .point = point, .tile = next};
            }
            tile = next;
        }
    }
    return std::nullopt;
}

/// A random level: a base surface with a few rectangles of others painted over it, so that
/// there are wide stretches of one surface (seams that change nothing) and changes of surface.
Level slopeCrossingWalkRandomLevel(std::mt19937_64& rng) {
    const std::string symbols = ".siw^>v<#";
    std::uniform_int_distribution<int> side(3, 24);
    std::uniform_int_distribution<std::size_t> symbol(0, symbols.size() - 1);
    const int width = side(rng);
    const int height = side(rng);
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '.'));
    const char base = symbols[symbol(rng) % 8]; // never a block everywhere
    for (std::string& row : rows) {
        std::fill(row.begin(), row.end(), base);
    }
    const int rectangles = std::uniform_int_distribution<int>(0, 5)(rng);
    for (int r = 0; r < rectangles; ++r) {
        const int c0 = std::uniform_int_distribution<int>(0, width - 1)(rng);
        const int r0 = std::uniform_int_distribution<int>(0, height - 1)(rng);
        const int c1 = std::uniform_int_distribution<int>(c0, width - 1)(rng);
        const int r1 = std::uniform_int_distribution<int>(r0, height - 1)(rng);
        const char c = symbols[symbol(rng)];
        for (int y = r0; y <= r1; ++y) {
            for (int x = c0; x <= c1; ++x) {
                rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = c;
            }
        }
    }
    return test::makeSurfaceLevel(rows);
}

/// A coordinate in [0, side): anywhere, on a tile edge, or a tile's middle.
double randomCoordinate(std::mt19937_64& rng, int side) {
    const double x = std::uniform_real_distribution<double>(0, side)(rng);
    switch (std::uniform_int_distribution<int>(0, 3)(rng)) {
    case 0:
        return std::floor(x);
    case 1:
        return std::floor(x) + 0.5;
    default:
        return x;
    }
}

/// A velocity: speed log-uniform in [1e-3, 1000] tiles/s, direction anywhere or along an axis
/// or a diagonal (through corners); sometimes zero (a roll from rest).
Vec2 slopeCrossingWalkRandomVelocity(std::mt19937_64& rng) {
    const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
    if (kind == 0) {
        return {0, 0};
    }
    const double speed = std::pow(10.0, std::uniform_real_distribution<double>(-3, 3)(rng));
    const double angle = kind < 4 ? 45.0 * std::uniform_int_distribution<int>(0, 7)(rng)
                                  : std::uniform_real_distribution<double>(0, 360)(rng);
    return directionOfAngle(angle) * speed;
}

/// The walk's crossing and the reference's, for a piece from `start` at `velocity`.
void expectSameCrossing(const Level& level, Vec2 start, Vec2 velocity, double horizon) {
    const TileIndex tile = tileAhead(start, velocity);
    const SlopePath path(start, velocity, fieldAt(level, tile), horizon);
    const auto expected = referenceCrossing(level, path, tile);
    const auto actual = firstSurfaceCrossing(level, path, tile);
    ASSERT_TRUE(expected.has_value());
    ASSERT_TRUE(actual.has_value());
    EXPECT_EQ(actual->time, expected->time);
    EXPECT_EQ(actual->point, expected->point);
    EXPECT_EQ(actual->tile.col, expected->tile.col);
    EXPECT_EQ(actual->tile.row, expected->tile.row);
}

TEST(SlopeCrossingWalk, APieceThatStopsOnAnEdgeEntersTheTileBeyondIt) {
    // Grass (deceleration 3) from x = 1.5 at 3 tiles/s stops after 1 s at x = 1.5 + 3 - 1.5
    // = 3, exactly on the edge of the sand: the last line, at the piece's very end, counts.
    const Level level = test::makeSurfaceLevel({"######", "#..ss#", "######"});
    expectSameCrossing(level, {1.5, 1.5}, {3, 0}, 10);
    const TileIndex tile = tileAhead({1.5, 1.5}, {3, 0});
    const SlopePath path({1.5, 1.5}, {3, 0}, fieldAt(level, tile), 10);
    const auto crossing = firstSurfaceCrossing(level, path, tile);
    ASSERT_TRUE(crossing.has_value());
    EXPECT_EQ(crossing->point, (Vec2{3, 1.5}));
    EXPECT_EQ(crossing->tile.col, 3);
}

TEST(SlopeCrossingWalk, HundredsOfSeamsBeforeTheChangeBothWays) {
    // 400 tiles of one slope between sand columns: at 1000 tiles/s across, up and down the
    // slope, each piece passes hundreds of seams before the sand.
    std::string row = "#s" + std::string(400, 'v') + "s#";
    const Level level = test::makeSurfaceLevel(
        {std::string(row.size(), '#'), row, row, row, std::string(row.size(), '#')});
    for (const Vec2 velocity :
         {Vec2{1000, 0.5}, Vec2{-1000, 0.5}, Vec2{-1000, -3}, Vec2{700, -700}, Vec2{-300, 1}}) {
        expectSameCrossing(level, {201.25, 2.5}, velocity, 3);
    }
}

TEST(SlopeCrossingWalk, SameCrossingAsBisectingEveryEdgeFirst) {
    std::mt19937_64 rng(29);
    int crossings = 0;
    int throughCorners = 0;
    int afterSeams = 0; // crossings after at least one seam between tiles of one surface
    int curved = 0;
    for (int n = 0; n < 1500; ++n) {
        const Level level = slopeCrossingWalkRandomLevel(rng);
        const Vec2 start{randomCoordinate(rng, level.width), randomCoordinate(rng, level.height)};
        const Vec2 velocity = slopeCrossingWalkRandomVelocity(rng);
        const TileIndex under{static_cast<int>(std::floor(start.x)),
                              static_cast<int>(std::floor(start.y))};
        const TileIndex tile = tileAhead(
            start, velocity.x == 0 && velocity.y == 0 ? fieldAt(level, under).push : velocity);
        const double horizon = std::uniform_real_distribution<double>(0.01, 3)(rng);
        const SlopePath path(start, velocity, fieldAt(level, tile), horizon);
        curved += path.straight() ? 0 : 1;
        const auto expected = referenceCrossing(level, path, tile);
        const auto actual = firstSurfaceCrossing(level, path, tile);
        ASSERT_EQ(actual.has_value(), expected.has_value()) << "case " << n;
        if (!expected) {
            continue;
        }
        ++crossings;
        EXPECT_EQ(actual->time, expected->time) << "case " << n;
        EXPECT_EQ(actual->point, expected->point) << "case " << n;
        EXPECT_EQ(actual->tile.col, expected->tile.col) << "case " << n;
        EXPECT_EQ(actual->tile.row, expected->tile.row) << "case " << n;
        const Vec2 p = expected->point;
        throughCorners += p.x == std::floor(p.x) && p.y == std::floor(p.y) ? 1 : 0;
        const TileIndex entered = expected->tile;
        afterSeams +=
            std::max(std::abs(entered.col - tile.col), std::abs(entered.row - tile.row)) > 1 ? 1
                                                                                             : 0;
    }
    // The cases reach what the walk must get right: curves, corners, and crossings that
    // come after seams that change nothing.
    EXPECT_GT(curved, 400);
    EXPECT_GT(crossings, 450);
    EXPECT_GT(throughCorners, 5);
    EXPECT_GT(afterSeams, 250);
}

} // namespace
} // namespace golf
