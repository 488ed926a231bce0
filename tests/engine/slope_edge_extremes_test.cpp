// Slopes with the parameters at their extremes (issue 29: a huge slope acceleration gave a ball
// at (nan, nan), reported as a result). Accelerations up to 1000 tiles/s^2 (the loader's bound),
// decelerations from 0 (and 1e-300) to 1e6, restitutions 0 and 1, shots from 0 to 1000
// tiles/s, 30 and 2000 ticks/s: every tick ends with every ball at a finite place inside the
// level, and every shot ends within maxShotSeconds.

#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace golf {
namespace {

/// One of `values`, drawn uniformly.
double pick(std::mt19937_64& rng, const std::vector<double>& values) {
    return values[static_cast<std::size_t>(rng() % values.size())];
}

/// A random box of 4 to 9 tiles a side with a few blocks and triangles, its open tiles drawn
/// from 8 surfaces with extreme slopes (any direction) and floors whose decelerations are
/// extreme too.
Level extremeLevel(std::mt19937_64& rng) {
    std::uniform_int_distribution<int> side(4, 9);
    std::uniform_real_distribution<double> unit(0, 1);
    const int w = side(rng);
    const int h = side(rng);
    Level level = test::makeBox(w, h);
    const std::vector<double> decels{0, 1e-300, 1e-12, 0.5, 3, 1000, 1e6};
    level.physics.rollingDeceleration = pick(rng, decels);
    level.physics.sandDeceleration = pick(rng, decels);
    level.physics.iceDeceleration = pick(rng, decels);
    level.physics.slopeAcceleration = pick(rng, {0, 1e-300, 4, 1000});
    level.physics.wallRestitution = pick(rng, {0, 0.5, 1});
    level.physics.maxShotSpeed = 1000;
    // Short shots: a shot at 1000 tiles/s bouncing on a slope costs about 0.6 s of CPU per
    // simulated second (a surface crossing search over each piece; docs/physics.md).
    level.physics.maxShotSeconds = 0.25;
    level.physics.tickRate = rng() % 2 == 0 ? 30 : 2000;
    const char symbols[] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
    const Floor floors[] = {Floor::Grass, Floor::Sand, Floor::Ice};
    std::vector<Surface> palette;
    for (const char symbol : symbols) {
        std::optional<Slope> slope;
        if (unit(rng) < 0.8) {
            const double degrees =
                unit(rng) < 0.5 ? std::floor(unit(rng) * 8) * 45 : unit(rng) * 360;
            slope = unit(rng) < 0.5 ? makeSlope(degrees)
                                    : makeSlope(degrees, pick(rng, {1e-300, 1e-6, 4, 300, 1000}));
        }
        palette.push_back({.symbol = symbol, .floor = floors[rng() % 3], .slope = slope});
    }
    const Tile solids[] = {Tile::Block, Tile::LowerLeft, Tile::UpperRight};
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            if ((row != 1 || col != 1) && unit(rng) < 0.08) {
                level.tiles[static_cast<std::size_t>(row * level.width + col)] =
                    solids[static_cast<std::size_t>(rng() % 3)];
                continue;
            }
            level.setSurface(col, row, palette[rng() % palette.size()]);
        }
    }
    level.tee = {1.5, 1.5};
    return level;
}

bool slopeEdgeExtremesFinite(Vec2 v) {
    return std::isfinite(v.x) && std::isfinite(v.y);
}

TEST(SlopeEdgeExtremes, EveryStateIsFiniteAndInsideTheLevel) {
    std::mt19937_64 rng(29);
    std::uniform_real_distribution<double> unit(0, 1);
    int moved = 0;
    for (int trial = 0; trial < 100; ++trial) {
        const Level level = extremeLevel(rng);
        const double speed = pick(rng, {0, 1e-160, 1e-9, 1, 14, 1000});
        const double angle = unit(rng) * 6.283185307179586;
        Match match(level, 1);
        // A hair below the speed so that the rounding of cos and sin keeps it legal.
        const double legal = speed * (1 - 0x1p-50);
        const Vec2 velocity{legal * std::cos(angle), legal * std::sin(angle)};
        ASSERT_EQ(match.shotError(0, velocity), "") << "trial " << trial;
        match.shoot(0, velocity);
        const auto limit =
            static_cast<long>(level.physics.maxShotSeconds * level.physics.tickRate) + 2;
        long ticks = 0;
        for (; ticks < limit && match.shotInProgress(); ++ticks) {
            (void)match.step();
            const Ball& ball = match.world().balls()[0];
            ASSERT_TRUE(slopeEdgeExtremesFinite(ball.position) &&
                        slopeEdgeExtremesFinite(ball.velocity))
                << "trial " << trial << " tick " << ticks;
            ASSERT_GE(ball.position.x, 1) << "trial " << trial;
            ASSERT_GE(ball.position.y, 1) << "trial " << trial;
            ASSERT_LE(ball.position.x, level.width - 1) << "trial " << trial;
            ASSERT_LE(ball.position.y, level.height - 1) << "trial " << trial;
        }
        EXPECT_FALSE(match.shotInProgress()) << "trial " << trial;
        const Vec2 end = match.world().balls()[0].position;
        moved += end.x != 1.5 || end.y != 1.5 ? 1 : 0;
    }
    EXPECT_GT(moved, 50); // most shots go somewhere
}

} // namespace
} // namespace golf
