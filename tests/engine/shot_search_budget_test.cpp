// The search's tick budget bounds its work (issue 29): `golf solve --budget 1` on a level where
// every shot rolls long ran a whole chunk of 256 trial shots of up to 30,000 ticks each (past
// 60 s on a slope); now each trial stops at what the budget had left.

#include "golf/analysis/shot_search.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

/// A box in which no shot ever stops: no rolling deceleration, elastic walls, the cup far off.
Level endlessBox() {
    Level level = test::makeBox(10, 5);
    level.tee = {2.5, 2.5};
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    return level;
}

TEST(ShotSearchBudget, TheFirstChunkStopsAtTheBudget) {
    ShotSearchOptions options;
    options.tickBudget = 10;
    options.threads = 1;
    const ShotSearchResult result = searchShots(endlessBox(), options);
    EXPECT_FALSE(result.holed);
    EXPECT_TRUE(result.budgetExhausted);
    EXPECT_EQ(result.shotsSimulated, 256); // one chunk
    // Each trial of the chunk stops at the 10 ticks the budget had: 2,560, not 256 x 30,000.
    EXPECT_LE(result.ticksSimulated, 256 * 10);
    EXPECT_GE(result.ticksSimulated, 256 * 10);
}

} // namespace
} // namespace golf
