// A tiny shot from a tee on a slope (issue 29): a speed of 1e-150 tiles/s rolled the ball
// downhill, 1e-160 (too slow to have a direction) left it on the tee for good. Every speed at
// or below restSpeed (1e-9 tiles/s) now does the same as a ball released at rest: it rolls
// downhill where the slope's push beats the floor's deceleration, and stays where the floor
// holds it. From rest under push g against deceleration a it rolls (g - a) t^2 / 2 tiles
// straight downhill in t seconds (by hand).

#include "golf/physics/match.hpp"
#include "motion.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>

namespace golf {
namespace {

/// A 9 x 20 box of `floor` sloping downhill (+y) at 4 tiles/s^2, the tee at (5.5, 2.5).
Level teeOnASlope(Floor floor) {
    Level level = test::makeBox(9, 20);
    const char symbol = floor == Floor::Sand ? 'a' : 'b';
    const Surface surface{symbol, floor, makeSlope(90, 4.0)};
    for (int row = 1; row <= 20; ++row) {
        for (int col = 1; col <= 9; ++col) {
            level.setSurface(col, row, surface);
        }
    }
    level.tee = {5.5, 2.5};
    return level;
}

/// The ball's centre after `seconds` of a shot at `speed` (along +x) from the tee.
Vec2 afterShot(const Level& level, double speed, double seconds) {
    Match match(level, 1);
    match.shoot(0, {speed, 0});
    const auto ticks = std::lround(seconds * level.physics.tickRate);
    for (long tick = 0; tick < ticks; ++tick) {
        (void)match.step();
    }
    return match.world().balls()[0].position;
}

constexpr double slopeEdgeTinyShotTinySpeeds[] = {
    restSpeed, 1e-12, 1e-150, 1.5e-154, 1e-160, 1e-300, std::numeric_limits<double>::denorm_min(),
    0.0};

TEST(SlopeEdgeTinyShot, EverySpeedAtOrBelowTheRestSpeedRollsDownhillOnGrass) {
    // Grass (3) on a push of 4: from rest the ball gains 1 tile/s^2 downhill, 0.5 tiles in 1 s.
    const Level level = teeOnASlope(Floor::Grass);
    for (const double speed : slopeEdgeTinyShotTinySpeeds) {
        SCOPED_TRACE(testing::Message() << "speed " << speed);
        const Vec2 p = afterShot(level, speed, 1);
        EXPECT_NEAR(p.x, 5.5, 1e-9);
        EXPECT_NEAR(p.y, 3.0, 1e-9);
    }
}

TEST(SlopeEdgeTinyShot, EverySpeedAtOrBelowTheRestSpeedStaysWhereSandHoldsIt) {
    // Sand (9) holds the ball against a push of 4, whatever the tiny shot.
    const Level level = teeOnASlope(Floor::Sand);
    for (const double speed : slopeEdgeTinyShotTinySpeeds) {
        SCOPED_TRACE(testing::Message() << "speed " << speed);
        const Vec2 p = afterShot(level, speed, 1);
        EXPECT_NEAR(p.x, 5.5, 1e-9);
        EXPECT_NEAR(p.y, 2.5, 1e-9);
    }
}

TEST(SlopeEdgeTinyShot, AllTinySpeedsEndInTheSameBits) {
    // The same release from rest: every speed at or below the rest speed the same final state.
    const Level level = teeOnASlope(Floor::Grass);
    const Vec2 reference = afterShot(level, 0, 2);
    for (const double speed : slopeEdgeTinyShotTinySpeeds) {
        const Vec2 p = afterShot(level, speed, 2);
        EXPECT_EQ(p.x, reference.x) << speed;
        EXPECT_EQ(p.y, reference.y) << speed;
    }
}

} // namespace
} // namespace golf
