// Tests of the search's least approach to the balls at rest (tick_solver_search.cpp,
// findRestingApproach and listRestingBalls, issue 27): with 1 to 9 balls at rest, all far from a
// rolling ball's line but one, that one at each place in the list in turn, the rolling ball meets
// that ball, where the line meets it (its centre 2r short of the resting ball's, on the line),
// and no other.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

namespace search36 {

/// An open flat level, 40 by 12 tiles, with a border wall; the cup far in a corner.
Level restingPairsLevel() {
    std::vector<std::string> rows(12, std::string(40, '.'));
    for (std::string& row : rows) {
        row.front() = '#';
        row.back() = '#';
    }
    rows.front() = std::string(40, '#');
    rows.back() = std::string(40, '#');
    rows[1][1] = 'S';
    rows[10][38] = 'O';
    return test::makeLevel(rows, "search36");
}

} // namespace search36

TEST(Search36RestingPairs, MeetsTheOneBallOnItsLineAtEachPlaceInTheList) {
    const Level level = search36::restingPairsLevel();
    const double r = level.ballRadius;
    const double lineY = 5.5;
    for (int resting = 1; resting <= 9; ++resting) {
        for (int target = 1; target <= resting; ++target) {
            World world(level, resting + 1);
            ASSERT_TRUE(world.placeBall(0, {2.5, lineY}));
            // The others in a row well below the line (far from it), in order of index, but the
            // target, on the line ahead of the rolling ball.
            const double targetX = 5.0 + target * 2.0;
            for (int k = 1; k <= resting; ++k) {
                const Vec2 spot = k == target ? Vec2{targetX, lineY} : Vec2{3.5 + k * 3.0, 9.5};
                ASSERT_TRUE(world.placeBall(k, spot)) << k;
            }
            world.setVelocity(0, {12.0, 0.0});
            int hits = 0;
            for (int tick = 0; tick < 2000 && hits == 0; ++tick) {
                for (const Event& e : world.step()) {
                    if (e.type != EventType::BallHit) {
                        continue;
                    }
                    ++hits;
                    EXPECT_EQ(e.ball, 0) << resting << " " << target;
                    EXPECT_EQ(e.other, target) << resting << " " << target;
                    EXPECT_NEAR(e.position.x, targetX - 2 * r, 1e-9) << resting << " " << target;
                    EXPECT_EQ(e.position.y, lineY) << resting << " " << target;
                }
            }
            EXPECT_EQ(hits, 1) << resting << " " << target;
        }
    }
}

} // namespace
} // namespace golf
