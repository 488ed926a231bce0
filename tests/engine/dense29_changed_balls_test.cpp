// Tests of the search that follows only the balls changed since the last horizon set for every
// ball, and the settled movers (TickMemory::changed, tick_solver_search.cpp, nextEvent): several
// balls struck at once, balls placed, removed and stopped between and during their motion. The
// reference is the same World on the same level with a teleport no ball can reach (its from
// disc inside a block): on a level with teleports every search looks at every ball, and the
// unreachable teleport changes no result, so both must give the same events at the same ticks
// and the same balls, bit for bit.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

/// A random flat level, a quarter of its inner tiles solid (half of them triangles), with a
/// border wall and the cup on an open tile; `block` is set to an inner block tile's centre.
Level changedBallsLevel(std::mt19937_64& rng, int side, Vec2& block) {
    std::vector<std::string> rows =
        test::randomSolidRows(rng, side, 0.25, 0.5, [](int r, int c) { return r <= 3 && c <= 3; });
    rows[2][2] = 'S';
    rows[static_cast<std::size_t>(side / 2)][static_cast<std::size_t>(side / 2)] = '#';
    block = {side / 2 + 0.5, side / 2 + 0.5};
    rows[static_cast<std::size_t>(side - 3)][static_cast<std::size_t>(side - 3)] = 'O';
    return test::makeLevel(rows, "changed");
}

/// Everything a step shows, bit for bit: its events and every ball after it.
std::vector<std::uint64_t> changedBallsRun(const Level& level, int balls, std::uint64_t seed,
                                           int& wallHits, int& ballHits) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0, 1);
    World world(level, balls);
    std::vector<std::uint64_t> seen;
    const auto bits = [&seen](double v) {
        seen.push_back(std::bit_cast<std::uint64_t>(v));
    };
    const auto randomSpot = [&](int index) {
        const Vec2 near{1.5 + unit(rng) * (level.width - 3), 1.5 + unit(rng) * (level.height - 3)};
        return world.freeSpotNear(near, index);
    };
    const auto strike = [&](int index) {
        if (!world.balls()[static_cast<std::size_t>(index)].inPlay) {
            return;
        }
        // Half the shots aim at another ball (if that one is in play), half anywhere.
        const int target = static_cast<int>(unit(rng) * balls);
        const Ball& aim = world.balls()[static_cast<std::size_t>(target)];
        const Vec2 from = world.balls()[static_cast<std::size_t>(index)].position;
        const double angle = unit(rng) < 0.5 && target != index && aim.inPlay
                                 ? std::atan2(aim.position.y - from.y, aim.position.x - from.x)
                                 : 2 * std::numbers::pi * unit(rng);
        const double speed = level.physics.maxShotSpeed * (0.2 + 0.8 * unit(rng));
        world.setVelocity(index, {speed * std::cos(angle), speed * std::sin(angle)});
    };
    for (int k = 0; k < balls; ++k) {
        seen.push_back(world.placeBall(k, randomSpot(k)) ? 1 : 0);
    }
    // 180 rounds: enough ball contacts for the count below whatever the quiet horizons' length
    // (a longer horizon lets each skip of 40 ticks pass more time between the random actions;
    // 60 rounds gave 10 ball hits once pairs of balls parting got their own bound).
    for (int round = 0; round < 180; ++round) {
        // One to three balls struck at once.
        const int struck = 1 + static_cast<int>(unit(rng) * 3);
        for (int s = 0; s < struck; ++s) {
            strike(static_cast<int>(unit(rng) * balls));
        }
        for (int steps = 0; steps < 600; ++steps) {
            const double what = unit(rng);
            const int index = static_cast<int>(unit(rng) * balls);
            if (what < 0.01) {
                world.removeBall(index);
            } else if (what < 0.02 && !world.balls()[static_cast<std::size_t>(index)].inPlay) {
                seen.push_back(world.placeBall(index, randomSpot(index)) ? 1 : 0);
            } else if (what < 0.025) {
                strike(index); // struck again while others roll
            } else if (what < 0.027) {
                world.stopAll();
            }
            seen.push_back(static_cast<std::uint64_t>(world.skipQuietTicks(40)));
            for (const Event& e : world.step()) {
                wallHits += e.type == EventType::WallHit ? 1 : 0;
                ballHits += e.type == EventType::BallHit ? 1 : 0;
                seen.push_back(static_cast<std::uint64_t>(e.type));
                seen.push_back(static_cast<std::uint64_t>(e.ball));
                bits(e.position.x);
                bits(e.position.y);
                bits(e.time);
            }
            bool moving = false;
            for (const Ball& ball : world.balls()) {
                bits(ball.position.x);
                bits(ball.position.y);
                bits(ball.velocity.x);
                bits(ball.velocity.y);
                moving = moving || ball.velocity.x != 0 || ball.velocity.y != 0;
            }
            if (!moving) {
                break;
            }
        }
    }
    return seen;
}

TEST(ChangedBallsSearch, FollowingTheChangedBallsGivesWhatSearchingEveryBallGives) {
    std::mt19937_64 rng(2929);
    int wallHits = 0;
    int ballHits = 0;
    int unused = 0;
    for (int n = 0; n < 4; ++n) {
        Vec2 block;
        const Level level = changedBallsLevel(rng, 14 + 5 * n, block);
        Level withTeleport = level;
        withTeleport.teleports.push_back({.entry = block, .radius = 0.3, .exit = {2.5, 2.5}});
        const int balls = 3 + 2 * n;
        const std::vector<std::uint64_t> seen =
            changedBallsRun(level, balls, 500 + n, wallHits, ballHits);
        const std::vector<std::uint64_t> reference =
            changedBallsRun(withTeleport, balls, 500 + n, unused, unused);
        ASSERT_EQ(seen.size(), reference.size()) << "level " << n;
        for (std::size_t k = 0; k < seen.size(); ++k) {
            ASSERT_EQ(seen[k], reference[k]) << "level " << n << " item " << k;
        }
    }
    // Many wall contacts (the searches after them follow the changed balls) and ball contacts.
    EXPECT_GT(wallHits, 600);
    EXPECT_GT(ballHits, 20);
}

} // namespace
} // namespace golf
