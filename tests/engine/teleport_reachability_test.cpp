// Reachability through teleports (SPEC section 2): a ball whose centre enters a from disc goes
// on from its exit and never through the disc. Hand-made levels; distances in the comments.

#include "golf/analysis/reachability.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

/// Two rooms with no opening between them: the tee's (columns 1-3) and the cup's (5-7).
const std::vector<std::string> twoRooms = {
    "#########", //
    "#...#...#", //
    "#S..#..O#", //
    "#...#...#", //
    "#########",
};

Teleport teleport(Vec2 entry, double radius, Vec2 exit) {
    Teleport t;
    t.entry = entry;
    t.radius = radius;
    t.exit = exit;
    return t;
}

TEST(TeleportReachability, ACupReachableOnlyThroughATeleportIsReachable) {
    Level level = test::makeLevel(twoRooms);
    EXPECT_EQ(cupReachability(level).status, Reachability::Unreachable);
    level.teleports.push_back(teleport({3.0, 1.5}, 0.35, {5.5, 3.5}));
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{});
}

TEST(TeleportReachability, AChainOfTwoTeleportsThroughASealedMiddleRoom) {
    // Rooms: tee (1-3), a sealed middle room (5-7), the cup's (9-11).
    Level level = test::makeLevel({
        "#############", //
        "#...#...#...#", //
        "#S..#...#..O#", //
        "#...#...#...#", //
        "#############",
    });
    level.teleports.push_back(teleport({3.0, 3.0}, 0.3, {5.5, 1.5}));
    EXPECT_EQ(cupReachability(level).status, Reachability::Unreachable); // stuck in the middle
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{0});
    level.teleports.push_back(teleport({7.0, 3.0}, 0.3, {9.5, 1.5}));
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{});
}

TEST(TeleportReachability, ADiscAcrossACorridorCannotBePassed) {
    // A corridor one tile wide (row 2): a ball of radius 0.2 has its centre within 0.3 of
    // y = 2.5, so a disc of radius 0.45 at (4.5, 2.5) covers every way along it (0.3 < 0.45).
    Level level = test::makeLevel({
        "############", //
        "############", //
        "#S.......O##", //
        "############",
    });
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable); // no teleport yet
    // The exit past the disc: the cup is reached through the jump.
    level.teleports.push_back(teleport({4.5, 2.5}, 0.45, {6.5, 2.5}));
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
    // The exit back before the disc: the ball can never get by it.
    level.teleports[0].exit = {2.5, 2.5};
    EXPECT_EQ(cupReachability(level).status, Reachability::Unreachable);
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{0});
    // A disc of radius 0.2 leaves a gap: the centre passes at |y - 2.5| in [0.2, 0.3], and the
    // lattice's rows y = 2.25 and 2.75 (8 per tile) lie in it.
    level.teleports[0].radius = 0.2;
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
}

TEST(TeleportReachability, AnExitInASealedPocketIsWalledIn) {
    // The pocket (7, 1) is closed below by the wall of row 2: a ball sent there is stuck,
    // even though the cup is reached without the teleport.
    Level level = test::makeLevel({
        "##########", //
        "#######.##", //
        "##########", //
        "#S......O#", //
        "##########",
    });
    level.teleports.push_back(teleport({4.5, 3.5}, 0.2, {7.5, 1.5}));
    // The corridor is 1 wide: the centre within 0.3 of y = 3.5 passes the 0.2 disc at
    // |y - 3.5| in [0.2, 0.3].
    EXPECT_EQ(cupReachability(level).status, Reachability::Reachable);
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{0});
    const ReachabilityResult fromExit = cupReachabilityFrom(level, {7.5, 1.5});
    EXPECT_EQ(fromExit.status, Reachability::Unreachable);
    // The pocket's free centres are the 0.6 x 0.6 square around (7.5, 1.5): at 8 samples per
    // tile, 0.6 * 8 + 1 = 5.8 -> 5 x 5 lattice points (7.25 .. 7.75).
    EXPECT_EQ(fromExit.visited, 25U);
}

} // namespace
} // namespace golf
