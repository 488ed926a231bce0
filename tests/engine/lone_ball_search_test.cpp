// Tests of the search that follows one ball alone (tick_solver_search.cpp, nextEvent): where
// one ball moves and every other lies at rest as it lay when the horizons were set, the search
// and the horizon take that ball alone. The reference is the same match on the same level with a
// teleport no ball can reach (its from disc inside a block, where no centre ever is): on a level
// with teleports every search looks at every ball, and the unreachable teleport changes no
// result, so both matches must give the same events at the same ticks and the same state.

#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

struct Seen {
    std::int64_t tick;
    EventType type;
    int ball;
    double x;
    double y;
    double time;
    bool operator==(const Seen&) const = default;
};

/// A random flat level as dense as issue 27's long replay (a quarter of the inner tiles solid,
/// half of them triangles), with a border wall, the tee's corner open and the cup on an open
/// tile; `block` is set to an inner block tile (for the teleport's disc).
Level denseLevel(std::mt19937_64& rng, int side, Vec2& block) {
    std::vector<std::string> rows =
        test::randomSolidRows(rng, side, 0.25, 0.5, [](int r, int c) { return r <= 3 && c <= 3; });
    rows[2][2] = 'S';
    rows[static_cast<std::size_t>(side / 2)][static_cast<std::size_t>(side / 2)] = '#';
    block = {side / 2 + 0.5, side / 2 + 0.5};
    rows[static_cast<std::size_t>(side - 3)][static_cast<std::size_t>(side - 3)] = 'O';
    Level level = test::makeLevel(rows, "dense");
    level.maxStrokes = 20;
    return level;
}

std::vector<Seen> playDense(const Level& level, int players, std::uint64_t seed,
                            std::vector<std::uint64_t>& hashes) {
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0, 1);
    Match match(level, players);
    std::vector<Seen> seen;
    for (int shot = 0; shot < 40 && !match.finished(); ++shot) {
        const int player = shot % players;
        const double angle = 2 * std::numbers::pi * unit(rng);
        const double speed = level.physics.maxShotSpeed * (0.3 + 0.7 * unit(rng));
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        if (!match.shotError(player, velocity).empty()) {
            continue;
        }
        match.shoot(player, velocity);
        while (match.shotInProgress()) {
            match.skipQuietTicks();
            for (const Event& e : match.step()) {
                seen.push_back({match.ticks(), e.type, e.ball, e.position.x, e.position.y, e.time});
            }
        }
        hashes.push_back(match.hash());
    }
    return seen;
}

TEST(LoneBallSearch, FollowingOneBallGivesWhatSearchingEveryBallGives) {
    std::mt19937_64 rng(2711);
    std::int64_t wallHits = 0;
    std::int64_t ballHits = 0;
    for (int n = 0; n < 6; ++n) {
        Vec2 block;
        const Level level = denseLevel(rng, 14 + 4 * (n % 3), block);
        Level withTeleport = level;
        withTeleport.teleports.push_back({.entry = block, .radius = 0.3, .exit = {2.5, 2.5}});
        const int players = 4 + n % 5;
        std::vector<std::uint64_t> hashes;
        std::vector<std::uint64_t> referenceHashes;
        const std::vector<Seen> seen = playDense(level, players, 100 + n, hashes);
        const std::vector<Seen> reference =
            playDense(withTeleport, players, 100 + n, referenceHashes);
        ASSERT_EQ(seen.size(), reference.size()) << "level " << n;
        for (std::size_t k = 0; k < seen.size(); ++k) {
            ASSERT_EQ(seen[k], reference[k]) << "level " << n << " event " << k;
        }
        EXPECT_EQ(hashes, referenceHashes) << "level " << n;
        for (const Seen& e : seen) {
            wallHits += e.type == EventType::WallHit ? 1 : 0;
            ballHits += e.type == EventType::BallHit ? 1 : 0;
        }
    }
    // The shots bounce off many walls (the lone searches) and meet balls at rest too.
    EXPECT_GT(wallHits, 500);
    EXPECT_GT(ballHits, 20);
}

} // namespace
} // namespace golf
