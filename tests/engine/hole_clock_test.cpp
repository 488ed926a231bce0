// The hole clock (SPEC sections 2 and 5): it counts from the events of the balls' motion, not
// from the tick grid, so that a shot that ends at an instant gives that instant exactly at any
// tick rate; between shots it runs while players aim, and a shot log's "at" waits for it.

#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "golf/replay/replay.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

Level openField(int tickRate) {
    Level level = test::makeBox(40, 5);
    level.physics.tickRate = tickRate;
    return level;
}

/// Plays one shot from (1.5, 3.5) with `velocity` to its end; returns the match.
Match playOne(const Level& level, Vec2 velocity) {
    Match match(level, 1);
    EXPECT_EQ(match.setup(0, {1.5, 3.5}), "");
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        (void)match.step();
    }
    return match;
}

TEST(HoleClock, AShotEndsAtItsStopInstantExactlyAtEveryTickRate) {
    // 2.9 tiles/s slowing at 3 tiles/s^2 stops after 2.9 / 3 s: the clock says that instant,
    // not the end of the tick in which it fell.
    for (const int rate : {30, 120, 240, 997}) {
        const Match match = playOne(openField(rate), {2.9, 0});
        EXPECT_EQ(match.clock(), 2.9 / 3.0) << rate;
        EXPECT_GE(static_cast<double>(match.ticks()) / rate, match.clock()) << rate;
    }
}

TEST(HoleClock, ABounceAddsTheTimeToTheWallAndTheStopAfterIt) {
    // From x = 3.5 left at 8 tiles/s, slowing at 3: the ball (radius 0.2) meets the wall at
    // x = 1 when its centre reaches 1.2 (2.3 tiles) at t1 = (8 - v1) / 3, v1 = sqrt(64 - 6 * 2.3);
    // it leaves at 0.8 v1 and stops 0.8 v1 / 3 later.
    const double v1 = std::sqrt(64 - 6 * 2.3);
    const double t1 = (8 - v1) / 3;
    const double expected = t1 + 0.8 * v1 / 3;
    double first = 0;
    for (const int rate : {30, 240, 997}) {
        Level level = openField(rate);
        Match match(level, 1);
        ASSERT_EQ(match.setup(0, {3.5, 3.5}), "");
        match.shoot(0, {-8, 0});
        while (match.shotInProgress()) {
            (void)match.step();
        }
        EXPECT_NEAR(match.clock(), expected, 1e-12) << rate;
        if (rate == 30) {
            first = match.clock();
        }
        EXPECT_EQ(match.clock(), first) << rate << ": one ball's clock is the same at any rate";
    }
}

TEST(HoleClock, WaitingOnAStillLevelMovesOnlyTheClock) {
    Match match = playOne(openField(120), {2.9, 0});
    const std::int64_t ticks = match.ticks();
    const std::uint64_t hash = match.hash();
    match.waitUntil(7.25);
    EXPECT_EQ(match.clock(), 7.25);
    EXPECT_EQ(match.ticks(), ticks);
    EXPECT_EQ(match.hash(), hash) << "the format-1 hash has no clock";
    EXPECT_NE(match.hash(true), hash);
    (void)match.idle();
    EXPECT_EQ(match.clock(), 7.25 + 1.0 / 120);
}

TEST(HoleClock, TheNextShotStartsAtItsAt) {
    Level level = openField(120);
    Match match = playOne(level, {2.9, 0});
    match.waitUntil(3.0);
    match.shoot(0, {-2.9, 0});
    while (match.shotInProgress()) {
        (void)match.step();
    }
    EXPECT_EQ(match.clock(), 3.0 + 2.9 / 3.0);
}

ShotLog twoShots(int format, std::optional<double> at) {
    ShotLog log;
    log.format = format;
    log.players = 1;
    log.setup = {{.player = 0, .position = {1.5, 3.5}}};
    log.shots = {{.player = 0, .velocity = {2.9, 0}}, {.player = 0, .velocity = {-2.9, 0}}};
    log.shots[1].at = at;
    return log;
}

TEST(HoleClock, ReplayWaitsForAtAndAFormat2HashHasTheClock) {
    const Level level = openField(120);
    const ReplayResult plain = replayShotLog(twoShots(1, std::nullopt), level, "t.shots.json");
    ASSERT_TRUE(plain.outcome);
    EXPECT_FALSE(plain.outcome->final.clock);
    const ReplayResult noAt = replayShotLog(twoShots(2, std::nullopt), level, "t.shots.json");
    ASSERT_TRUE(noAt.outcome);
    EXPECT_EQ(noAt.outcome->final.clock, 2 * (2.9 / 3.0));
    EXPECT_EQ(noAt.outcome->final.ticks, plain.outcome->final.ticks);
    EXPECT_NE(noAt.outcome->final.hash, plain.outcome->final.hash);
    const ReplayResult late = replayShotLog(twoShots(2, 5.0), level, "t.shots.json");
    ASSERT_TRUE(late.outcome);
    EXPECT_EQ(late.outcome->final.clock, 5.0 + 2.9 / 3.0);
    ASSERT_EQ(late.outcome->final.balls.size(), 1u);
    EXPECT_EQ(late.outcome->final.balls[0].position, noAt.outcome->final.balls[0].position)
        << "nothing moves meanwhile";
}

TEST(HoleClock, ReplayRefusesAnAtBeforeTheRestOrAnHourAfterIt) {
    const Level level = openField(120);
    const ReplayResult early = replayShotLog(twoShots(2, 0.5), level, "t.shots.json");
    ASSERT_EQ(early.errors.size(), 1u);
    EXPECT_EQ(early.errors[0], "t.shots.json: shots[1].at: 0.5 is before 0.96666666666666667, "
                               "the instant the balls came to rest");
    const ReplayResult late = replayShotLog(twoShots(2, 4000), level, "t.shots.json");
    ASSERT_EQ(late.errors.size(), 1u);
    EXPECT_EQ(late.errors[0], "t.shots.json: shots[1].at: 4000 is more than 3600 s after "
                              "0.96666666666666667, the instant the balls came to rest");
}

TEST(HoleClock, ReplayRefusesAnAtWhileAMoverLeftABallMoving) {
    // One arm from (10.5, 3.5), a turn in 4 s, reaches the ball resting 1 tile below the pivot
    // at about 0.82 s and sends it off at about 2.7 tiles/s: at 1 s it still rolls; at 3 s it
    // rests again and the shot may be struck.
    Level level = openField(120);
    Mover arm;
    arm.kind = MoverKind::Blades;
    arm.blades = {.pivot = {10.5, 3.5}, .arms = 1, .length = 1.4, .width = 0.16, .period = 4};
    level.movers = {arm};
    ShotLog log;
    log.format = 2;
    log.setup = {{.player = 0, .position = {10.5, 4.5}}};
    log.shots = {{.player = 0, .velocity = {1, 0}, .at = 1.0}};
    const ReplayResult early = replayShotLog(log, level, "t.shots.json");
    ASSERT_EQ(early.errors.size(), 1u);
    EXPECT_EQ(early.errors[0],
              "t.shots.json: shots[0].at: a ball is still moving at 1 s (a mover pushed it)");
    log.shots[0].at = 3.0;
    EXPECT_TRUE(replayShotLog(log, level, "t.shots.json").outcome);
}

} // namespace
} // namespace golf
