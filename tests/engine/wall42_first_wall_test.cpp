// Issue 27, wall42: the wall search sweeps each feature only as far as the first contact found so
// far (TickSolver::searchWalls), and walks its steps in a loop of its own for each way of finding
// features.
//
// Wall42FirstWall: a lone ball struck across random dense levels (the lean wall search: segments
// and corners kept, facing indexes) first meets the wall that a sweep of every feature of the
// level finds first over the whole straight path (sweepSegment and sweepCorner without an index,
// without steps and without a limit: the least distance, the least id on a tie): the event's
// normal bit for bit and its position within 1e-9 tiles of the start plus the direction times
// that distance; a ball that stops first stops short of it.

#include "boundary.hpp"
#include "boundary_queries.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <optional>
#include <random>
#include <string>

namespace golf {

TEST(Wall42FirstWall, AStruckBallMeetsTheFirstWallOverEveryFeature) {
    std::mt19937_64 rng(4201);
    std::uniform_real_distribution<double> unit(0, 1);
    int walls = 0;
    int stops = 0;
    for (int round = 0; round < 4; ++round) {
        const int side = 24 + 8 * round;
        const Level level = test::randomBoundaryLevel(rng, side, 0.25, "wall42");
        const Boundary boundary(level);
        ASSERT_TRUE(boundary.hasFacingIndex());
        const double r = level.ballRadius;
        for (int shot = 0; shot < 60; ++shot) {
            World world(level, 1);
            Vec2 from{1 + unit(rng) * (side - 2), 1 + unit(rng) * (side - 2)};
            if (!world.isFreeSpot(from) || !world.placeBall(0, from)) {
                continue;
            }
            const double angle = unit(rng) * 6.283185307179586;
            const double speed = 2 + unit(rng) * 14;
            const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
            const Vec2 dir = velocity / length(velocity);
            const test::FirstContact first = test::firstContactOverEveryFeature(
                boundary, from, dir, r, std::numeric_limits<double>::infinity());
            const test::StrikeEnd end = test::strikeMeetsFirstContact(
                world, from, velocity, first,
                "round " + std::to_string(round) + " shot " + std::to_string(shot));
            walls += end == test::StrikeEnd::Wall ? 1 : 0;
            stops += end == test::StrikeEnd::Stop ? 1 : 0;
        }
    }
    EXPECT_GT(walls, 80);
    EXPECT_GT(stops + walls, 100);
}

} // namespace golf
