// Shots whose course does not depend on the hole clock (World::clockRead, Match::shotReadClock)
// and the shot search's sharing of such trials between its waits (ShotSearchOptions::shareWaits):
// a shot that keeps clear of every mover's swept region plays the same bit for bit whenever it is
// struck; one that enters a swept region or a teleport on a level with movers reads the clock; and
// searches with and without sharing find the same shots, counts and ticks on the bundled holes.

#include "golf/analysis/rating.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/core/surface.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/physics/match.hpp"
#include "search_checks.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>

namespace golf {
namespace {

/// A room x 1..16 (rows y 1..8) whose right wall is the column x 16..17, and past it a slider
/// x 17..21: none by default.
Level clockFreeRoom() {
    Level level = test::makeLevel({
        "######################", //
        "#...............#....#", //
        "#...............#....#", //
        "#...............#....#", //
        "#...............#....#", //
        "#...............#....#", //
        "#...............#....#", //
        "#...............#....#", //
        "######################", //
    });
    level.tee = {2.5, 2.5};
    level.cup = {-100, -100}; // never captures
    return level;
}

/// A slider of width `width` whose centre runs along x = `x` from y = 2 to y = 6 (1 tile high):
/// its swept region is x +- width / 2, y 1.5..6.5.
Mover clockFreeSlider(double x, double width) {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {x, 2}, .to = {x, 6}, .size = {width, 1}, .period = 2};
    return mover;
}

/// What a shot from `spot` struck with `velocity` at hole-clock time `at` did.
struct ClockFreeShot {
    Vec2 rest;
    std::int64_t ticks = 0;
    bool readClock = false;
};

ClockFreeShot playAt(const Level& level, Vec2 spot, Vec2 velocity, double at) {
    Match match(level, 1);
    EXPECT_EQ(match.setup(0, spot), "");
    if (at > 0) {
        match.waitUntil(at);
    }
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        match.skipQuietTicks();
        (void)match.step();
    }
    return {match.world().balls()[0].position, match.shotTicks(), match.shotReadClock()};
}

bool sameBits(Vec2 a, Vec2 b) {
    return std::bit_cast<std::uint64_t>(a.x) == std::bit_cast<std::uint64_t>(b.x) &&
           std::bit_cast<std::uint64_t>(a.y) == std::bit_cast<std::uint64_t>(b.y);
}

/// Plays the shot struck at once and at hole-clock time `later`: neither reads the clock, and
/// both rest on the same bits after the same ticks. Returns the first.
ClockFreeShot expectClockFree(const Level& level, Vec2 spot, Vec2 velocity, double later) {
    const ClockFreeShot now = playAt(level, spot, velocity, 0);
    const ClockFreeShot then = playAt(level, spot, velocity, later);
    EXPECT_FALSE(now.readClock);
    EXPECT_FALSE(then.readClock);
    EXPECT_TRUE(sameBits(now.rest, then.rest));
    EXPECT_EQ(now.ticks, then.ticks);
    return now;
}

TEST(ClockFree, AShotClearOfTheMoversReadsNoClockAndPlaysTheSameWheneverStruck) {
    // From (4, 4) at |(-6, 4)| = 7.2 tiles/s the ball rolls 7.2^2 / (2 * 3) = 8.64 tiles in all,
    // banking off the left and bottom walls: it never comes within x = 12.7 of the slider,
    // whose region starts at x = 18.5 - 0.3 behind the wall.
    Level level = clockFreeRoom();
    level.movers = {clockFreeSlider(18.5, 0.6)};
    const ClockFreeShot now = expectClockFree(level, {4, 4}, {-6, 4}, 1.37);
    EXPECT_GT(now.ticks, 120); // 7.2 / 3 = 2.4 s of rolling, less the walls' losses
}

TEST(ClockFree, AStretchSearchedButNotRolledReadsNoClock) {
    // From (12, 4) at 9 tiles/s to the right: x(t) = 12 + 9 t - 1.5 t^2 meets the wall at
    // x = 15.8 (the ball's radius 0.2 from x = 16) at t = (9 - sqrt(81 - 22.8)) / 3 = 0.457 s,
    // inside the mover search's chunk of piece time 0.25..0.5 s, whose stretch reaches
    // x(0.5) = 16.125: within 0.2 of a slider region starting at x = 16.1 (inside the wall), so
    // the search cannot prove the chunk clear. The ball rolls only to 15.8, 0.3 from the
    // region, and turns back: its course never depended on where the slider was.
    Level level = clockFreeRoom();
    level.movers = {clockFreeSlider(16.2, 0.2)};
    const ClockFreeShot now = expectClockFree(level, {12, 4}, {9, 0}, 0.61);
    EXPECT_LT(now.rest.x, 15.8); // it turned back from the wall
}

TEST(ClockFree, ACurvedPieceFarFromTheMoversReadsNoClock) {
    // A slope pushing left on x 3..7, y 3..6; the ball from (10, 4) at (-6, 1) reaches it
    // (37 / 6 = 6.2 tiles of grass at most) and rolls on it on curved pieces, whose chunks the
    // mover search never proves clear (it has no box for them): the steps' box of every piece
    // rolled, west of x = 10, keeps far from the slider's region, which starts at x = 18.2
    // behind the wall.
    Level level = clockFreeRoom();
    for (int row = 3; row < 6; ++row) {
        for (int col = 3; col < 7; ++col) {
            level.setSurface(col, row, *builtinSurface('<'));
        }
    }
    level.movers = {clockFreeSlider(18.5, 0.6)};
    const ClockFreeShot now = expectClockFree(level, {10, 4}, {-6, 1}, 2.9);
    EXPECT_LT(now.rest.x, 7.0); // it reached the slope, which kept it rolling left
}

TEST(ClockFree, AShotIntoASweptRegionReadsTheClock) {
    // The same shot with the slider in the room, its region x 15.2..15.4 across the ball's way.
    Level level = clockFreeRoom();
    level.movers = {clockFreeSlider(15.3, 0.2)};
    EXPECT_TRUE(playAt(level, {12, 4}, {9, 0}, 0).readClock);
    EXPECT_TRUE(playAt(level, {12, 4}, {9, 0}, 0.61).readClock);
    // Aimed away from it, it reads none.
    EXPECT_FALSE(playAt(level, {12, 4}, {-5, 0}, 0.61).readClock);
}

TEST(ClockFree, ATeleportReadsTheClockOnlyWhereAMoverMayCoverItsExit) {
    // The exit's free spot keeps clear of the movers where they are at that instant: that
    // reads the clock only where a mover's swept region comes within a ball's radius of it.
    Level level = clockFreeRoom();
    level.teleports = {{.entry = {6, 4}, .radius = 0.35, .exit = {3, 7}, .exitAngle = {}}};
    EXPECT_FALSE(playAt(level, {4, 4}, {4, 0}, 0).readClock);
    level.movers = {clockFreeSlider(18.5, 0.6)}; // beyond the room's wall
    expectClockFree(level, {4, 4}, {4, 0}, 0.37);
    Mover overExit = clockFreeSlider(3, 0.6); // x 2.7..3.3, y 4.5..7.5: over the exit at times
    overExit.slider.from = {3, 5};
    overExit.slider.to = {3, 7};
    level.movers = {overExit};
    EXPECT_TRUE(playAt(level, {4, 4}, {4, 0}, 0).readClock);
}

TEST(ClockFree, AFreeSpotReadsTheClockOnlyWithinABallsRadiusOfASweptRegion) {
    // The slider's region is x 9.7..10.3, y 1.5..6.5; the ball's radius 0.2.
    Level level = clockFreeRoom();
    level.movers = {clockFreeSlider(10, 0.6)};
    const World world(level, 1);
    const Vec2 far{9.49, 4};  // 0.21 from the region: no position of the slider reaches it
    const Vec2 near{9.51, 4}; // 0.19 from it: the slider covers it as it passes
    EXPECT_FALSE(world.freeSpotReadsClock(far, 0));
    EXPECT_TRUE(world.freeSpotReadsClock(near, 0));
    EXPECT_FALSE(world.freeSpotReadsClock({10, 7.2}, 0)); // 0.7 below the region
    // Over one period, the far spot is free at every instant, while the near one is taken by
    // the slider at some instants and another spot of the rings is given instead.
    bool nearMoved = false;
    bool nearKept = false;
    for (int k = 0; k <= 40; ++k) {
        World later(level, 1);
        later.setClock(0.05 * k);
        EXPECT_TRUE(sameBits(later.freeSpotNear(far, 0), far));
        const bool kept = sameBits(later.freeSpotNear(near, 0), near);
        nearKept = nearKept || kept;
        nearMoved = nearMoved || !kept;
    }
    EXPECT_TRUE(nearKept);
    EXPECT_TRUE(nearMoved);
    // Without movers nothing reads the clock.
    level.movers.clear();
    EXPECT_FALSE(World(level, 1).freeSpotReadsClock(near, 0));
}

/// The search from `tee` at `startClock` with and without sharing: the same shots, counts and
/// ticks; and sharing took some trials from other waits.
void expectSharingChangesNothing(Level level, Vec2 tee, double startClock, int strokes) {
    level.tee = tee;
    ShotSearchOptions options = defaultPlanOptions();
    options.maxStrokes = strokes;
    options.startClock = startClock;
    options.angles = 36; // a coarse grid, so that the budget reaches several waits
    options.speeds = 6;
    options.refineSeeds = 2;
    options.tickBudget = 400'000;
    options.threads = 2;
    const ShotSearchResult shared = searchShots(level, options);
    options.shareWaits = false;
    const ShotSearchResult played = searchShots(level, options);
    EXPECT_EQ(shared.holed, played.holed);
    EXPECT_EQ(shared.budgetExhausted, played.budgetExhausted);
    EXPECT_EQ(shared.shotsSimulated, played.shotsSimulated);
    EXPECT_EQ(shared.ticksSimulated, played.ticksSimulated);
    ASSERT_EQ(shared.shots.size(), played.shots.size());
    for (std::size_t i = 0; i < shared.shots.size(); ++i) {
        EXPECT_TRUE(sameBits(shared.shots[i].velocity, played.shots[i].velocity));
        EXPECT_EQ(shared.shots[i].wait, played.shots[i].wait);
        EXPECT_EQ(shared.shots[i].at, played.shots[i].at);
    }
    EXPECT_EQ(played.shotsShared, 0);
    EXPECT_EQ(played.ticksShared, 0);
    EXPECT_GT(shared.shotsShared, 0) << level.name;
    EXPECT_GT(shared.ticksShared, 0) << level.name;
    EXPECT_LT(shared.ticksShared, shared.ticksSimulated);
}

TEST(ClockFree, SharingBetweenWaitsFindsTheSameShotsOnTheSlidingSands) {
    const Level level = test::bundledLevel("windmill-nine/08-sliding-sands.json");
    // From the upper corridor, where many of the players' re-plans start: the budget runs out
    // among the waits of the second stroke (a tick limit that shrinks as it does: 1,512
    // trials, 1,016 of them shared).
    expectSharingChangesNothing(level, {10.5, 2.5}, 2.3, 2);
    // Above the slider's gap: a hole in one found past the first waits (786 trials, 196 shared).
    expectSharingChangesNothing(level, {16.5, 2.5}, 1.1, 1);
}

TEST(ClockFree, SharingBetweenWaitsFindsTheSameShotsOnTheGrandMill) {
    // Across the left room from the tee's corner: the budget runs out (1,134 trials, 288
    // shared).
    expectSharingChangesNothing(test::bundledLevel("windmill-nine/09-grand-mill.json"), {3.5, 8.5},
                                0.7, 2);
}

} // namespace
} // namespace golf
