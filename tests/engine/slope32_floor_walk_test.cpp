// A straight piece's floor crossing asked at every tick with the distance known clear kept
// between the calls (firstFloorCrossing's clearTo): it must give the answer of a fresh walk,
// bit for bit, for every ray and every sequence of distances. And a straight step's kept reach,
// summed in closed form: the bits of reachOver's sums.

#include "floor_crossing.hpp"
#include "golf/core/level.hpp"
#include "golf/formats/level_loader.hpp"
#include "slope_path.hpp"
#include "slope_polynomial.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {

namespace {

std::uint64_t slope32Bits(double x) {
    return std::bit_cast<std::uint64_t>(x);
}

/// Compares two answers bit for bit; returns false (and reports) on the first difference.
bool slope32SameCrossing(const std::optional<FloorCrossing>& fresh,
                         const std::optional<FloorCrossing>& kept) {
    EXPECT_EQ(fresh.has_value(), kept.has_value());
    if (fresh.has_value() != kept.has_value()) {
        return false;
    }
    if (!fresh) {
        return true;
    }
    const bool same = slope32Bits(fresh->distance) == slope32Bits(kept->distance) &&
                      slope32Bits(fresh->point.x) == slope32Bits(kept->point.x) &&
                      slope32Bits(fresh->point.y) == slope32Bits(kept->point.y) &&
                      fresh->col == kept->col && fresh->row == kept->row;
    EXPECT_TRUE(same) << fresh->distance << " vs " << kept->distance;
    return same;
}

/// A random level of runs of one surface (seams between tiles of the same surface, and
/// crossings into others), walled round.
Level slope32RandomLevel(std::mt19937_64& rng, int width, int height) {
    const std::string kinds = "..siw>v<^";
    std::vector<std::string> rows(static_cast<std::size_t>(height),
                                  std::string(static_cast<std::size_t>(width), '#'));
    for (int row = 1; row + 1 < height; ++row) {
        char c = '.';
        for (int col = 1; col + 1 < width; ++col) {
            if (std::uniform_int_distribution<int>(0, 4)(rng) == 0) {
                c = kinds[std::uniform_int_distribution<std::size_t>(0, kinds.size() - 1)(rng)];
            }
            rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] = c;
        }
    }
    return test::makeSurfaceLevel(rows);
}

/// A random ray: starts inside the grid, some on tile edges and corners, some along an axis
/// or a diagonal (through tile corners).
void slope32RandomRay(std::mt19937_64& rng, const Level& level, Vec2& start, Vec2& direction) {
    std::uniform_real_distribution<double> unit(0, 1);
    const int kind = std::uniform_int_distribution<int>(0, 5)(rng);
    start = {1 + unit(rng) * (level.width - 2), 1 + unit(rng) * (level.height - 2)};
    if (kind == 1) {
        start.x = std::floor(start.x);
    } else if (kind == 2) {
        start = {std::floor(start.x), std::floor(start.y)};
    }
    const double angle = unit(rng) * 6.283185307179586;
    direction = {std::cos(angle), std::sin(angle)};
    if (kind == 3) {
        direction = unit(rng) < 0.5 ? Vec2{unit(rng) < 0.5 ? 1.0 : -1.0, 0}
                                    : Vec2{0, unit(rng) < 0.5 ? 1.0 : -1.0};
    } else if (kind == 4 || kind == 2) {
        const double d = std::sqrt(0.5);
        direction = {unit(rng) < 0.5 ? d : -d, unit(rng) < 0.5 ? d : -d};
    }
}

/// Asks `rays` random rays of `level` at growing (sometimes shrinking) distances with one kept
/// clearTo each, against fresh walks.
void slope32CheckRays(const Level& level, std::mt19937_64& rng, int rays) {
    std::uniform_real_distribution<double> unit(0, 1);
    const double span = level.width + level.height;
    for (int n = 0; n < rays; ++n) {
        Vec2 start;
        Vec2 direction;
        slope32RandomRay(rng, level, start, direction);
        double clearTo = -1; // as a new piece has it
        double reach = unit(rng) * 0.5;
        for (int call = 0; call < 12; ++call) {
            const auto fresh = firstFloorCrossing(level, start, direction, reach);
            const auto kept = firstFloorCrossing(level, start, direction, reach, clearTo);
            if (!slope32SameCrossing(fresh, kept)) {
                ADD_FAILURE() << "ray " << n << " call " << call << " from (" << start.x << ", "
                              << start.y << ") along (" << direction.x << ", " << direction.y
                              << ") to " << reach;
                return;
            }
            const double r = unit(rng);
            // Mostly a little further (a tick's reach), sometimes the same, shorter, or an
            // edge's exact distance, sometimes the whole grid.
            if (r < 0.1) {
                reach = std::max(0.0, reach - unit(rng));
            } else if (r < 0.2 && kept) {
                reach = kept->distance;
            } else if (r < 0.25) {
                reach = span;
            } else if (r >= 0.3) {
                reach += unit(rng) * (r < 0.9 ? 0.7 : 4.0);
            }
        }
    }
}

} // namespace

TEST(Slope32FloorWalk, AKeptClearDistanceGivesTheFreshWalksAnswersOnRandomLevels) {
    std::mt19937_64 rng(32);
    for (int n = 0; n < 40; ++n) {
        const Level level = slope32RandomLevel(rng, 6 + n % 17, 5 + n % 13);
        slope32CheckRays(level, rng, 150);
    }
}

TEST(Slope32FloorWalk, AKeptClearDistanceGivesTheFreshWalksAnswersOnSlopedHoles) {
    std::mt19937_64 rng(3232);
    for (const char* name : {"windmill-nine/08-sliding-sands.json", "back-nine/08-dunes.json",
                             "back-nine/06-side-hill.json"}) {
        const LevelLoadResult loaded =
            loadLevelFile(std::filesystem::path(GOLF_SOURCE_DIR) / "levels" / name);
        ASSERT_TRUE(loaded.level.has_value()) << name;
        SCOPED_TRACE(name);
        slope32CheckRays(*loaded.level, rng, 1500);
    }
}

TEST(Slope32FloorWalk, AKeptClearDistanceAnswersWithinItAndACrossingIsFoundAgain) {
    // Grass, then sand from x = 3: the crossing at distance 1.5 from (1.5, 1.5).
    const Level level = test::makeSurfaceLevel({"#######", "#..sss#", "#######"});
    double clearTo = -1;
    EXPECT_FALSE(firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 0.25, clearTo).has_value());
    EXPECT_EQ(clearTo, 0.25);
    EXPECT_FALSE(firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 1.25, clearTo).has_value());
    EXPECT_EQ(clearTo, 1.25);
    const auto found = firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 4, clearTo);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->point, (Vec2{3, 1.5}));
    EXPECT_EQ(found->distance, 1.5);
    EXPECT_EQ(clearTo, std::nextafter(1.5, 0.0)); // clear below the crossing only
    // Not an answer within a shorter reach; found again at its own distance.
    EXPECT_FALSE(firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 1.4, clearTo).has_value());
    const auto again = firstFloorCrossing(level, {1.5, 1.5}, {1, 0}, 1.5, clearTo);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(again->point, (Vec2{3, 1.5}));
}

TEST(Slope32StraightStep, TheKeptReachIsReachOversSums) {
    std::mt19937_64 rng(3203);
    std::uniform_real_distribution<double> unit(-1, 1);
    for (int n = 0; n < 20000; ++n) {
        const double angle = unit(rng) * 3.141592653589793;
        const Vec2 direction =
            n % 5 == 0 ? Vec2{n % 2 == 0 ? 1.0 : -1.0, 0} : Vec2{std::cos(angle), std::sin(angle)};
        const double speed = std::abs(unit(rng)) * std::pow(10.0, 3 * unit(rng));
        const double accel = unit(rng) * std::pow(10.0, 3 * unit(rng));
        // Lengths from 0 to beyond reachOver's 1e6 (where the terms above are summed again).
        const double length = n % 97 == 0   ? 0.0
                              : n % 89 == 0 ? 1e6
                              : n % 83 == 0 ? std::nextafter(1e6, 2e6)
                                            : std::abs(unit(rng)) * std::pow(10.0, 7 * unit(rng));
        const Vec2 p{5 + unit(rng) * 5, 5 + unit(rng) * 5};
        const TaylorStep step = straightStep(p, direction, speed, accel, length);
        ASSERT_EQ(step.keptLength, length);
        const double x = reachOver(step.x, length, slopeOrder);
        const double y = reachOver(step.y, length, slopeOrder);
        ASSERT_EQ(slope32Bits(step.keptReach.x), slope32Bits(x)) << n << " " << length;
        ASSERT_EQ(slope32Bits(step.keptReach.y), slope32Bits(y)) << n << " " << length;
    }
}

} // namespace golf
