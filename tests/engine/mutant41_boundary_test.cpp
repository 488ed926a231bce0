// Tests of issue 27's quiet-tick bounds at their strict boundaries, found uncovered by a
// mutation pass (helper mutant40; these are helper mutant41's): a world that skips quiet ticks
// and one stepped tick by tick read the same horizons, so each test here compares the tick and
// the time of a first contact with a closed form worked out in its comments. Exact dyadic
// numbers (tick rates, radii, speeds and positions that are powers of two or their sums) put a
// contact exactly at a tick's end, where a horizon tested with `<=` instead of `<` would let
// the tick that holds the contact pass as quiet: the contact would then come a tick late, at
// its start. A contact exactly at a tick's end belongs to that tick (the searches take a
// contact at their window's reach), at the time 1 / rate of it. Two more test horizons that
// reach too far by more than a boundary: a mover horizon past which two rolls are skipped, and
// the reach around a curved path within which a ball at rest holds its horizon back.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>

namespace golf {
namespace mutant41 {
namespace {

/// The first event of `type` of ball `ball`, the tick (counted from 1) whose step returned it.
struct Found41 {
    bool found = false;
    std::int64_t tick = 0;
    double time = -1;
    Vec2 position;
};

Found41 firstEvent41(World& world, bool skip, int ball, EventType type) {
    for (int round = 0; round < 20000; ++round) {
        if (skip) {
            (void)world.skipQuietTicks(1000000);
        }
        for (const Event& event : world.step()) {
            if (event.type == type && event.ball == ball) {
                return {.found = true,
                        .tick = world.tick(),
                        .time = event.time,
                        .position = event.position};
            }
        }
    }
    return {};
}

/// A box 16 x 5 (x in [1, 17], y in [1, 6]), balls of radius 1/4 on a floor that does not slow
/// them, at `rate` ticks a second, with `mover`.
Level sliderBox41(int rate, const Mover& mover) {
    Level level = test::makeBox(16, 5);
    level.ballRadius = 0.25;
    level.physics.tickRate = rate;
    level.physics.rollingDeceleration = 0;
    level.movers.push_back(mover);
    return level;
}

// A ball at rest is met by a slider exactly at a tick's end (the resting ball's mover horizon,
// restingQuietTicks' `endOf(n) < horizon`; a horizon at a tick's end is what a look-ahead of
// 0.25 s lands on at these rates). The slider, 1 x 1 centred at y = 4.5, goes from x = 2 to
// x = 10 and back every 4 s: 8 tiles in 2 s, 4 tiles/s, so its right face is at 2.5 + 4 t. A
// ball at rest at x = 2.75 + 4 T (radius 1/4) is touched at t = T, the end of tick T * rate.
// Another ball rolls meanwhile far below (y = 1.5) at 1 tile/s, so that there are ticks to skip.
TEST(Mutant41Boundary, ASliderMeetsABallAtRestAtATicksEndInThatTick) {
    for (const int rate : {32, 64, 128}) {
        for (const double at : {0.75, 1.0, 1.25}) {
            for (const bool skip : {false, true}) {
                World world(sliderBox41(rate, test::sliderMover({2, 4.5}, {10, 4.5}, {1, 1}, 4)),
                            2);
                ASSERT_TRUE(world.placeBall(0, {1.5, 1.5}));
                ASSERT_TRUE(world.placeBall(1, {2.75 + 4 * at, 4.5}));
                world.setVelocity(0, {1, 0});
                const Found41 hit = firstEvent41(world, skip, 1, EventType::MoverHit);
                ASSERT_TRUE(hit.found) << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.tick, static_cast<std::int64_t>(at * rate))
                    << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.time, 1.0 / rate) << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.position.x, 2.75 + 4 * at);
            }
        }
    }
}

// A ball rolling alone at 2 tiles/s without slowing meets a slider that stands still (from =
// to: a 1 x 1 block centred at (10, 4.5), its left face at x = 9.5) exactly at a tick's end:
// from x0 = 9.25 - 2 T it touches at t = T, the end of tick T * rate (the lone mover's safe
// time, safeUntil's `nextBelow(moverTime)`), whether the world skips quiet ticks or steps
// them: at T = 0.75 s and 1.25 s the tick ends where a chunk of the mover search ends, and a
// stepped search covered to the tick's end looks on into the next chunk (a contact at a
// chunk's end is found by the chunk it starts; stepping met it at the next tick's start).
TEST(Mutant41Boundary, ALoneRollMeetsAStillSliderAtATicksEndInThatTick) {
    for (const int rate : {32, 64, 128}) {
        for (const double at : {0.75, 1.0, 1.25}) {
            for (const bool skip : {false, true}) {
                World world(sliderBox41(rate, test::sliderMover({10, 4.5}, {10, 4.5}, {1, 1}, 4)),
                            1);
                ASSERT_TRUE(world.placeBall(0, {9.25 - 2 * at, 4.5}));
                world.setVelocity(0, {2, 0});
                const Found41 hit = firstEvent41(world, skip, 0, EventType::MoverHit);
                ASSERT_TRUE(hit.found) << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.tick, static_cast<std::int64_t>(at * rate))
                    << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.time, 1.0 / rate) << rate << " " << at << " " << skip;
                EXPECT_EQ(hit.position.x, 9.25);
            }
        }
    }
}

// Two balls roll without slowing (skipMovers, where every mover's tick is tested past its safe
// time); ball 0 at 2 tiles/s from x = 2.5 meets the still block's face (x = 9.5) when its
// centre reaches 9.25, at t = 6.75 / 2 = 3.375 s, inside tick ceil(3.375 rate), at 3.375 -
// (tick - 1) / rate of it. Ball 1 rolls far below at 1 tile/s.
TEST(Mutant41Boundary, OneOfTwoRollsMeetsAStillSliderInTheTickTheClosedFormGives) {
    constexpr double at = 3.375;
    for (const int rate : {60, 997}) {
        for (const bool skip : {false, true}) {
            World world(sliderBox41(rate, test::sliderMover({10, 4.5}, {10, 4.5}, {1, 1}, 4)), 2);
            ASSERT_TRUE(world.placeBall(0, {2.5, 4.5}));
            ASSERT_TRUE(world.placeBall(1, {1.5, 1.5}));
            world.setVelocity(0, {2, 0});
            world.setVelocity(1, {1, 0});
            const Found41 hit = firstEvent41(world, skip, 0, EventType::MoverHit);
            ASSERT_TRUE(hit.found) << rate << " " << skip;
            const auto tick = static_cast<std::int64_t>(std::ceil(at * rate));
            EXPECT_EQ(hit.tick, tick) << rate << " " << skip;
            EXPECT_NEAR(hit.time, at - static_cast<double>(tick - 1) / rate, 1e-9)
                << rate << " " << skip;
            EXPECT_NEAR(hit.position.x, 9.25, 1e-9);
        }
    }
}

// A ball on a slope (a curved piece) reaches a wall exactly at a tick's end (quietBall's
// `quietTime - elapsed > remaining`). The slope pushes +x at 9 tiles/s^2, the floor slows at 1:
// from x0 at 1 tile/s the ball is at x0 + t + 4 t^2. The wall at x = 17 is touched at centre
// x = 16.75: from x0 = 15.25 at t = 1/2, from x0 = 16.25 at t = 1/4, each a tick's end.
TEST(Mutant41Boundary, ACurvedRollMeetsAWallAtATicksEndInThatTick) {
    for (const int rate : {32, 64, 128}) {
        for (const auto& [x0, at] : {std::array{15.25, 0.5}, std::array{16.25, 0.25}}) {
            for (const bool skip : {false, true}) {
                Level level = test::makeSurfaceLevel(
                    {"####################", "#.......>>>>>>>>>#.#", "####################"});
                level.ballRadius = 0.25;
                level.physics.tickRate = rate;
                level.physics.rollingDeceleration = 1;
                level.physics.slopeAcceleration = 9;
                World world(level, 1);
                ASSERT_TRUE(world.placeBall(0, {x0, 1.5}));
                world.setVelocity(0, {1, 0});
                const Found41 hit = firstEvent41(world, skip, 0, EventType::WallHit);
                ASSERT_TRUE(hit.found) << rate << " " << x0 << " " << skip;
                EXPECT_EQ(hit.tick, static_cast<std::int64_t>(at * rate))
                    << rate << " " << x0 << " " << skip;
                EXPECT_EQ(hit.time, 1.0 / rate) << rate << " " << x0 << " " << skip;
                EXPECT_NEAR(hit.position.x, 16.75, 1e-12);
            }
        }
    }
}

// A ball on a slope passes a ball at rest beside it on the flat row below, their centres 1.95
// radii apart across the path: a glancing contact (setCurveHorizon's reach, 2 r and a margin
// around the box of the curved path). The moving centre is at y = 1.75 on x, the resting one
// at (12.5, 1.75 + 1.95 r): they touch at centre distance 2 r, where the moving one is at
// x = 12.5 - r sqrt(4 - 1.95^2).
TEST(Mutant41Boundary, ACurvedRollMeetsABallAtRestBesideItsPath) {
    constexpr double r = 0.25;
    const double contactX = 12.5 - r * std::sqrt(4 - 1.95 * 1.95);
    for (const int rate : {60, 64}) {
        for (const bool skip : {false, true}) {
            Level level = test::makeSurfaceLevel({"####################", "#.......>>>>>>>>>..#",
                                                  "#..................#", "####################"});
            level.ballRadius = r;
            level.physics.tickRate = rate;
            level.physics.rollingDeceleration = 1;
            level.physics.slopeAcceleration = 9;
            World world(level, 2);
            ASSERT_TRUE(world.placeBall(0, {9, 1.75}));
            ASSERT_TRUE(world.placeBall(1, {12.5, 1.75 + 1.95 * r}));
            world.setVelocity(0, {1, 0});
            const Found41 hit = firstEvent41(world, skip, 0, EventType::BallHit);
            ASSERT_TRUE(hit.found) << rate << " " << skip;
            EXPECT_NEAR(hit.position.x, contactX, 1e-9) << rate << " " << skip;
            EXPECT_NEAR(hit.position.y, 1.75, 1e-12) << rate << " " << skip;
        }
    }
}

// Two balls roll head on without slowing (with a still block in a far corner or not), at 2 tiles/s
// each (PairBound::take's budget, what the pair may travel before their centres come within 2 r and
// a margin): from x = 2.5 and x = 3 + 4 T their centres are 2 r = 1/2 apart at t = T, the end of
// tick T * rate (the contact's time is a root worked out in floating point: near the tick's end,
// within it).
TEST(Mutant41Boundary, TwoRollsMeetHeadOnAtATicksEndInThatTick) {
    for (const int rate : {32, 64, 128}) {
        for (const double at : {0.75, 1.0, 1.25, 2.5}) {
            for (const int setup : {0, 1, 2, 3}) { // stepped or skipped; a block in a corner or not
                const bool skip = setup % 2 == 1;
                Level level = sliderBox41(rate, test::sliderMover({14, 5.5}, {14, 5.5}, {1, 1}, 4));
                if (setup >= 2) {
                    level.movers.clear();
                }
                World world(level, 2);
                ASSERT_TRUE(world.placeBall(0, {2.5, 2.5}));
                ASSERT_TRUE(world.placeBall(1, {3 + 4 * at, 2.5}));
                world.setVelocity(0, {2, 0});
                world.setVelocity(1, {-2, 0});
                const Found41 hit = firstEvent41(world, skip, 0, EventType::BallHit);
                ASSERT_TRUE(hit.found) << rate << " " << at << " " << setup;
                EXPECT_EQ(hit.tick, static_cast<std::int64_t>(at * rate))
                    << rate << " " << at << " " << setup;
                EXPECT_NEAR(hit.time, 1.0 / rate, 1e-12) << rate << " " << at << " " << setup;
                EXPECT_NEAR(hit.position.x, 2.5 + 2 * at, 1e-12);
            }
        }
    }
}

} // namespace
} // namespace mutant41
} // namespace golf
