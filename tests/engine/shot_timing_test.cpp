// Tests of when the shot search and the rater strike on levels with movers (issue 23): the waits
// tried (shotWaits, spans derived by hand from the movers' periods) and a hole whose only way to
// the cup is a gap that a windmill's arm closes at the start, so that striking at rest fails and
// only a shot that waits holes out.

#include "golf/analysis/rating.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <vector>

namespace golf {
namespace {

Mover shotTimingBlades(Vec2 pivot, int arms, double length, double width, double period,
                       double phase) {
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades = {.pivot = pivot,
                    .arms = arms,
                    .length = length,
                    .width = width,
                    .period = period,
                    .phase = phase};
    return mover;
}

Mover shotTimingSlider(double period) {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {3.5, 1.5}, .to = {5.5, 1.5}, .size = {0.5, 0.5}, .period = period};
    return mover;
}

Level shotTimingCorridor() {
    return test::makeLevel({"##########", "#S......O#", "##########"});
}

// The only way from the tee (1.5, 2.5) to the cup (11.5, 2.5) is the one-tile gap in the wall
// at x = 6..7, y = 2..3. One arm from (6.5, 1) reaches 2 tiles down (the gap's far side), 0.3
// wide, 15 degrees a second clockwise from 55 degrees at t = 0. A ball (radius 0.2) crossing the
// gap's middle line y = 2.5 within 0.5 + 0.15 + 0.2 of x = 6.5 meets the arm while it points
// within atan(0.85 / 1.5) = 29.5 degrees of straight down: 60.5..119.5 degrees, t = 0.37..4.3 s.
// A ball struck at t = 0 that could still reach the cup (3 tiles/s^2 of rolling deceleration:
// at least sqrt(2 * 3 * 4.5) = 5.2 tiles/s left at the gap, 4.5 tiles from the cup) reaches the
// gap at most (14 - 5.2) / 3 = 2.9 s after the strike: while it is closed.
Level windmillGap() {
    Level level = test::makeLevel({
        "#############", //
        "#.....#.....#", //
        "#S.........O#", //
        "#.....#.....#", //
        "#############", //
    });
    level.movers.push_back(shotTimingBlades({6.5, 1.0}, 1, 2.0, 0.3, 24.0, 55.0));
    level.physics.tickRate = 60; // fewer ticks of the same exact motion: faster tests
    return level;
}

/// A coarser grid than the command's: the straight shot (angle 0) is on it.
ShotSearchOptions shotTimingQuickOptions() {
    ShotSearchOptions options;
    options.angles = 72;
    options.speeds = 12;
    options.beamWidth = 3;
    options.refineSeeds = 2;
    options.maxStrokes = 1;
    return options;
}

/// Plays one stroke of `velocity` struck at hole clock `at` from the tee; true if it holed.
bool holesStruckAt(const Level& level, Vec2 velocity, double at) {
    Match match(level, 1);
    match.waitUntil(at);
    EXPECT_EQ(match.shotError(0, velocity), "");
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        (void)match.step();
    }
    return match.players()[0].holed;
}

TEST(ShotWaits, AStillLevelStrikesOnlyAtRest) {
    EXPECT_EQ(shotWaits(shotTimingCorridor(), 8, 8.0), std::vector<double>{0.0});
}

TEST(ShotWaits, SpanTheLeastCommonMultipleOfThePeriods) {
    Level level = shotTimingCorridor();
    // Four arms of a 4 s turn repeat every second; with a 3 s slider every 3 s.
    level.movers = {shotTimingBlades({4.5, 1.5}, 4, 1.0, 0.1, 4.0, 0.0), shotTimingSlider(3.0)};
    EXPECT_EQ(shotWaits(level, 4, 8.0), (std::vector<double>{0.0, 0.75, 1.5, 2.25}));
    // Two arms of a 3 s turn (1.5 s) and a 2 s slider: 6 s.
    level.movers = {shotTimingBlades({4.5, 1.5}, 2, 1.0, 0.1, 3.0, 0.0), shotTimingSlider(2.0)};
    EXPECT_EQ(shotWaits(level, 3, 8.0), (std::vector<double>{0.0, 2.0, 4.0}));
    // The span is capped: 3 s above a 2 s cap.
    level.movers = {shotTimingBlades({4.5, 1.5}, 4, 1.0, 0.1, 4.0, 0.0), shotTimingSlider(3.0)};
    EXPECT_EQ(shotWaits(level, 2, 2.0), (std::vector<double>{0.0, 1.0}));
}

TEST(ShotWaits, PeriodsWithoutACommonMultipleSpanTheCap) {
    Level level = shotTimingCorridor();
    level.movers = {shotTimingBlades({4.5, 1.5}, 1, 1.0, 0.1, 24.0, 0.0)}; // longer than the cap
    EXPECT_EQ(shotWaits(level, 4, 8.0), (std::vector<double>{0.0, 2.0, 4.0, 6.0}));
    level.movers = {shotTimingSlider(1.0),
                    shotTimingSlider(std::sqrt(2.0))}; // no multiple of sqrt 2 is whole
    EXPECT_EQ(shotWaits(level, 2, 8.0), (std::vector<double>{0.0, 4.0}));
}

TEST(ShotTiming, StillLevelsStrikeAtRestWithoutAnInstant) {
    const ShotSearchResult result = searchShots(shotTimingCorridor(), shotTimingQuickOptions());
    ASSERT_TRUE(result.holed);
    EXPECT_EQ(result.shots[0].wait, 0.0);
    EXPECT_FALSE(result.shots[0].at.has_value());
}

TEST(ShotTiming, StrikingAtRestCannotPassTheWindmill) {
    ShotSearchOptions options = shotTimingQuickOptions();
    options.waits = 1; // wait 0 only
    const ShotSearchResult result = searchShots(windmillGap(), options);
    EXPECT_FALSE(result.holed);
    EXPECT_FALSE(result.budgetExhausted);
}

TEST(ShotTiming, TheChosenWaitHolesOutAndNoWaitDoesNot) {
    const Level level = windmillGap();
    const ShotSearchResult result = searchShots(level, shotTimingQuickOptions());
    ASSERT_TRUE(result.holed);
    ASSERT_EQ(result.shots.size(), 1U);
    const SearchedShot& shot = result.shots[0];
    // The waits tried are 0, 1, ..., 7 s (a 24 s turn is longer than the 8 s cap); the gap is
    // closed until 4.3 s less the ball's time to reach it.
    ASSERT_TRUE(shot.at.has_value());
    EXPECT_EQ(*shot.at, shot.wait); // the first stroke: the balls were at rest at t = 0
    EXPECT_EQ(shot.wait, std::round(shot.wait));
    EXPECT_GE(shot.wait, 2.0);
    EXPECT_LE(shot.wait, 7.0);
    EXPECT_TRUE(holesStruckAt(level, shot.velocity, *shot.at));
    EXPECT_FALSE(holesStruckAt(level, shot.velocity, 0.0));
}

TEST(ShotTiming, TheSearchWaitsFromItsStartClock) {
    // Started 2 s later on the hole clock, the gap opens 2 s sooner after the start.
    const Level level = windmillGap();
    ShotSearchOptions options = shotTimingQuickOptions();
    options.startClock = 2.0;
    const ShotSearchResult result = searchShots(level, options);
    ASSERT_TRUE(result.holed);
    const SearchedShot& shot = result.shots[0];
    ASSERT_TRUE(shot.at.has_value());
    EXPECT_EQ(*shot.at, 2.0 + shot.wait);
    EXPECT_TRUE(holesStruckAt(level, shot.velocity, *shot.at));
}

TEST(ShotTiming, WaitingCountsInTheBudget) {
    // A start 7 s into the hole is 7 * 60 idle ticks (tickRate 60): a budget one tick short
    // of them is spent before the first trial; without the wait the same budget plays trials.
    ShotSearchOptions options = shotTimingQuickOptions();
    options.waits = 1;
    options.tickBudget = 7 * 60 - 1;
    const ShotSearchResult now = searchShots(windmillGap(), options);
    EXPECT_GT(now.shotsSimulated, 0);
    options.startClock = 7.0;
    const ShotSearchResult later = searchShots(windmillGap(), options);
    EXPECT_TRUE(later.budgetExhausted);
    EXPECT_EQ(later.shotsSimulated, 0);
    // 420 ticks of 1/60 s, and one more, shorter, where their sum rounds below 7.
    EXPECT_GE(later.ticksSimulated, 7 * 60);
    EXPECT_LE(later.ticksSimulated, 7 * 60 + 1);
}

TEST(ShotTiming, ANoiselessPlayerWaitsLikeThePlan) {
    RatingOptions options;
    options.samples = 3;
    options.angleSigmaDegrees = 0;
    options.speedSigmaFraction = 0;
    options.timingSigmaSeconds = 0;
    options.search = shotTimingQuickOptions();
    options.threads = 1;
    const LevelRating rating = rateLevel(windmillGap(), options);
    ASSERT_EQ(rating.bestStrokes, 1);
    EXPECT_EQ(rating.sampleStrokes, (std::vector<int>{1, 1, 1}));
}

TEST(ShotTiming, ALateOrEarlyPlayerMayMissTheGap) {
    // Timing noise alone (no aim or speed noise), 3 s of it: some players strike while the arm
    // is in the way and take more strokes or none; the rating is the same on every run.
    RatingOptions options;
    options.samples = 6;
    options.angleSigmaDegrees = 0;
    options.speedSigmaFraction = 0;
    options.timingSigmaSeconds = 3;
    options.search = shotTimingQuickOptions();
    options.plan = shotTimingQuickOptions();
    options.plan.tickBudget = 2'000'000;
    options.threads = 2;
    Level level = windmillGap();
    level.maxStrokes = 3; // bounds the re-plans
    const LevelRating first = rateLevel(level, options);
    const LevelRating second = rateLevel(level, options);
    EXPECT_EQ(first.sampleStrokes, second.sampleStrokes);
    EXPECT_EQ(first.ticksSimulated, second.ticksSimulated);
    EXPECT_TRUE(std::any_of(first.sampleStrokes.begin(), first.sampleStrokes.end(),
                            [](int s) { return s != 1; }));
}

} // namespace
} // namespace golf
