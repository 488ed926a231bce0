// BallDrops: a holed ball's drop, and a knocked-in ball's flight back out of the cup.

#include "BallDrops.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

TEST(BallDrops, AKnockedInBallFliesBackAfterItsDrop) {
    BallDrops drops;
    const Vec2 cup{8.5, 1.5};
    const Vec2 spot{7.7, 1.5};
    drops.add(0, {8.3, 1.5}, 10.0, false);
    // The shot ends 0.1 s later: the flight waits until the drop is over (10.5 s).
    drops.addReturn(0, cup, spot, 10.1);
    EXPECT_TRUE(drops.hides(0, 10.2));
    EXPECT_FALSE(drops.hides(1, 10.2)); // another player's ball is drawn as usual
    HoleScene during;
    drops.addTo(during, 10.3);
    ASSERT_EQ(during.drops.size(), 1u);
    EXPECT_FALSE(during.drops[0].ripple); // no celebration for a knocked-in ball
    EXPECT_TRUE(during.balls.empty());    // not flying yet
    HoleScene flying;
    drops.addTo(flying, 10.5 + BallDrops::returnSeconds / 2);
    ASSERT_EQ(flying.balls.size(), 1u);
    // Eased: past the middle of the way at half the time, between the cup and the spot.
    EXPECT_LT(flying.balls[0].position.x, (cup.x + spot.x) / 2);
    EXPECT_GT(flying.balls[0].position.x, spot.x);
    HoleScene landed;
    drops.addTo(landed, 10.5 + BallDrops::returnSeconds);
    ASSERT_EQ(landed.balls.size(), 1u);
    EXPECT_EQ(landed.balls[0].position, spot);
    drops.update(10.5 + BallDrops::returnSeconds + 0.01);
    EXPECT_FALSE(drops.hides(0, 10.5 + BallDrops::returnSeconds + 0.01));
    HoleScene after;
    drops.addTo(after, 11.5);
    EXPECT_TRUE(after.balls.empty());
    EXPECT_TRUE(after.drops.empty());
}

TEST(BallDrops, AHoledBallRipples) {
    BallDrops drops;
    drops.add(2, {3, 3}, 0.0);
    HoleScene scene;
    drops.addTo(scene, 0.25);
    ASSERT_EQ(scene.drops.size(), 1u);
    EXPECT_TRUE(scene.drops[0].ripple);
    EXPECT_DOUBLE_EQ(scene.drops[0].progress, 0.25 / BallDrops::seconds);
    EXPECT_FALSE(drops.hides(2, 0.25)); // a holed ball has left play: nothing to hide
}

} // namespace
} // namespace golf::game
