// Reachability through one-way gates (SPEC section 2): a ball passes a gate tile's two edges
// across `pass` only in the direction `pass`. Hand-made levels; distances in the comments.

#include "golf/analysis/reachability.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>
#include <string>
#include <utility>
#include <vector>

namespace golf {
namespace {

/// `level` with the tiles at `cells` (col, row; open floor) made gates of direction `pass`.
Level withGates(Level level, const std::vector<std::pair<int, int>>& cells, int pass) {
    level.gates.push_back(Gate{.symbol = 'g', .pass = pass});
    level.gateIndex.assign(level.tiles.size(), 0);
    for (const auto& [col, row] : cells) {
        level.gateIndex[static_cast<std::size_t>(row * level.width + col)] =
            static_cast<std::uint8_t>(level.gates.size());
    }
    return level;
}

/// A corridor one tile high (row 1): the tee at x = 1.5, the cup at x = 8.5, a gate tile at
/// column 5 between them (its edges across x are the lines x = 5 and x = 6).
const std::vector<std::string> gateCorridor = {
    "##########", //
    "#S......O#", //
    "##########",
};

TEST(GateReachability, TheCupIsReachedOnlyThroughTheGatesWay) {
    const Level plain = test::makeLevel(gateCorridor);
    EXPECT_EQ(cupReachability(plain).status, Reachability::Reachable);
    // Passing +x (toward the cup): the ball rolls through both edges.
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}}, 0)).status, Reachability::Reachable);
    // Passing -x: a ball coming from the tee moves against it and is stopped with its centre
    // at x = 5 - 0.2; no other way leads round.
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}}, 180)).status, Reachability::Unreachable);
    // Passing +y or -y: its one-way edges are y = 1 and y = 2, the gateCorridor's own walls; the
    // edges the ball crosses (x = 5, 6) are open both ways.
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}}, 90)).status, Reachability::Reachable);
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}}, 270)).status, Reachability::Reachable);
}

TEST(GateReachability, AStartOverAnEdgeInFrontOfItMeetsItAtOnce) {
    // The gateCorridor with the gate passing +x and the cup moved to the left end (x = 1.5): the
    // ball must move -x, against the gate. Front of the edge x = 6 is x > 6.
    Level level = withGates(test::makeLevel(gateCorridor), {{5, 1}}, 0);
    level.cup = {1.5, 1.5};
    // At x = 6.1 the centre is 0.1 < 0.2 in front of x = 6, over the edge: stopped at once.
    EXPECT_EQ(cupReachabilityFrom(level, {6.1, 1.5}).status, Reachability::Unreachable);
    // At x = 6.25 (0.25 in front) it reaches x = 6.2 and no further.
    EXPECT_EQ(cupReachabilityFrom(level, {6.25, 1.5}).status, Reachability::Unreachable);
    // At x = 5.9 it is behind x = 6 but 0.9 in front of x = 5: stopped at x = 5.2.
    EXPECT_EQ(cupReachabilityFrom(level, {5.9, 1.5}).status, Reachability::Unreachable);
    // At x = 4.9 it is behind both edges: moving -x it never meets them.
    EXPECT_EQ(cupReachabilityFrom(level, {4.9, 1.5}).status, Reachability::Reachable);
}

TEST(GateReachability, AGateBesideTheWayDoesNotCloseIt) {
    // A gateCorridor two tiles high (rows 1 and 2). A gate passing -x in row 1 alone spans
    // y in [1, 2] along its edges: a centre at y >= 2 passes beside them (a gate face has no
    // corners), so the way along row 2 stays open; gates in both rows close it.
    const Level plain = test::makeLevel({
        "##########", //
        "#S.......#", //
        "#.......O#", //
        "##########",
    });
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}}, 180)).status, Reachability::Reachable);
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}, {5, 2}}, 180)).status,
              Reachability::Unreachable);
    EXPECT_EQ(cupReachability(withGates(plain, {{5, 1}, {5, 2}}, 0)).status,
              Reachability::Reachable);
}

TEST(GateReachability, AnExitBehindAGateFacingTheWrongWayIsWalledIn) {
    // A teleport sends the ball into the pocket (4, 2)-(4, 3) below the gateCorridor, whose only
    // way out is up through the gate at (4, 2) (edges y = 2 and y = 3).
    Level level = test::makeLevel({
        "##########", //
        "#S......O#", //
        "####.#####", //
        "####.#####", //
        "##########",
    });
    Teleport teleport;
    teleport.entry = {2.5, 1.5};
    teleport.radius = 0.1;
    teleport.exit = {4.5, 3.5};
    level.teleports.push_back(teleport);
    EXPECT_EQ(walledInTeleportExits(level), std::vector<std::size_t>{});
    // Passing -y (up, out of the pocket): the way out is open.
    const Level out = withGates(level, {{4, 2}}, 270);
    EXPECT_EQ(walledInTeleportExits(out), std::vector<std::size_t>{});
    EXPECT_EQ(cupReachabilityFrom(out, teleport.exit).status, Reachability::Reachable);
    // Passing +y (down, into it): a ball leaving moves against it and stops at y = 3.2.
    const Level in = withGates(level, {{4, 2}}, 90);
    EXPECT_EQ(walledInTeleportExits(in), std::vector<std::size_t>{0});
    EXPECT_EQ(cupReachabilityFrom(in, teleport.exit).status, Reachability::Unreachable);
    // The tee still reaches the cup along the gateCorridor (past the small from disc).
    EXPECT_EQ(cupReachability(in).status, Reachability::Reachable);
}

} // namespace
} // namespace golf
