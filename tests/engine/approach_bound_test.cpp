// Tests of the shot search's approach bounds (engine/analysis/src/approach_bound.hpp, issue 27):
// over every quiet stretch a trial may skip, the bound never exceeds the least approach score
// of the ticks stepped one by one, on slopes (curved paths) as on flat floor; and a search
// with bounded trials on a level with slopes finds what the tick-by-tick reference finds.

#include "approach_bound.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <vector>

namespace golf {
namespace {

/// A valley of slopes pushing toward the seam x = 6 (as Dunes'), sand, ice, and a legend slope
/// at 30 degrees on sand, open all round; the cup at `cup`.
Level approachBoundValley(Vec2 cup) {
    Level level = test::makeLevel({
        "############", //
        "#S.........#", //
        "#..........#", //
        "#..........#", //
        "#..........#", //
        "#..........#", //
        "############", //
    });
    for (int row = 1; row <= 5; ++row) {
        for (int col = 3; col <= 5; ++col) {
            level.setSurface(col, row, *builtinSurface('>'));
        }
        for (int col = 6; col <= 8; ++col) {
            level.setSurface(col, row, *builtinSurface('<'));
        }
    }
    level.setSurface(2, 3, *builtinSurface('s'));
    level.setSurface(9, 2, *builtinSurface('i'));
    level.setSurface(10, 2, *builtinSurface('^'));
    level.setSurface(9, 4,
                     Surface{.symbol = 'd', .floor = Floor::Sand, .slope = makeSlope(30, 1.5)});
    level.cup = cup;
    return level;
}

/// What the stretches of one trial showed.
struct StretchTally {
    int stretches = 0;
    int curved = 0; ///< stretches that may curve (a slope near the ball)
    int tight = 0;  ///< curved ones whose bound is within 0.05 of the least score
};

/// Plays `velocity` from the tee of `level`; at every tick tries to skip a quiet stretch (at
/// most `cap` ticks) in a copy, then steps the same ticks one by one and checks that both
/// bounds of the stretch lie at or below the least approach score of its ticks.
void checkStretches(const Level& level, Vec2 velocity, std::int64_t cap, StretchTally& tally) {
    const ApproachBound bounds(level);
    Match match(level, 1);
    match.shoot(0, velocity);
    std::optional<Match> ahead;
    while (match.shotInProgress() && match.shotTicks() < 6000) {
        ahead.emplace(match);
        ahead->skipQuietTicks(cap);
        const std::int64_t ticks = ahead->shotTicks() - match.shotTicks();
        const Ball before = match.world().balls()[0];
        if (ticks == 0 || !before.inPlay) {
            (void)match.step();
            continue;
        }
        double least = std::numeric_limits<double>::infinity();
        double leastBeforeLast = least;
        for (std::int64_t k = 0; k < ticks; ++k) {
            (void)match.step();
            const Ball& ball = match.world().balls()[0];
            ASSERT_TRUE(ball.inPlay); // no event in a quiet stretch
            leastBeforeLast = least;
            least = std::min(least, approachScore(level, ball.position, length(ball.velocity)));
        }
        const Ball& after = match.world().balls()[0];
        ASSERT_EQ(after.position, ahead->world().balls()[0].position); // the same ticks
        const StretchEnd from{before.position, before.velocity};
        const StretchEnd to{after.position, after.velocity};
        const double seconds = static_cast<double>(ticks) / level.physics.tickRate;
        const double curved = bounds.curvedBound(from, to, seconds);
        const double chosen = bounds.bound(from, to, seconds);
        EXPECT_LE(curved, least + 1e-9) << before.position.x << " " << before.position.y;
        EXPECT_LE(chosen, least + 1e-9) << before.position.x << " " << before.position.y;
        const double inner = bounds.innerBound(from, to, ticks, 1.0 / level.physics.tickRate,
                                               match.shotTicks() > ticks);
        EXPECT_LE(inner, leastBeforeLast + 1e-9) << before.position.x << " " << ticks;
        ++tally.stretches;
        if (bounds.mayCurve(before.position)) {
            ++tally.curved;
            tally.tight += chosen > least - 0.05 ? 1 : 0;
        }
    }
}

// Random shots across the valley, with stretches as long as the search skips them (a few ticks
// where a slope may curve the path) and longer ones (up to 64 ticks), for two cups: on the
// seam, where balls settle, and on the legend slope's side.
TEST(ApproachBound, NeverExceedsTheLeastScoreOfTheTicksSkipped) {
    std::mt19937_64 random(27);
    std::uniform_real_distribution<double> angle(0, 360);
    std::uniform_real_distribution<double> fraction(0.2, 1.0);
    StretchTally tally;
    for (const Vec2 cup : {Vec2{6.0, 3.5}, Vec2{8.7, 4.4}}) {
        const Level level = approachBoundValley(cup);
        const ApproachBound bounds(level);
        EXPECT_TRUE(bounds.hasSlopes());
        // The legend slope on sand (9 + 1.5) gives the most of any surface here.
        EXPECT_EQ(bounds.maxAcceleration(), level.physics.sandDeceleration + 1.5);
        for (int shot = 0; shot < 8; ++shot) {
            const Vec2 velocity =
                velocityFromAngle(angle(random), level.physics.maxShotSpeed * fraction(random));
            const std::int64_t cap = shot % 2 == 0 ? bounds.curvedStretchTicks() : 64;
            checkStretches(level, velocity, cap, tally);
        }
    }
    // The trials cross the slopes (the bound is exercised where paths curve) and the bound is
    // no empty promise there: most short stretches lie within 0.05 of their least score.
    EXPECT_GE(tally.curved, 100) << tally.stretches;
    EXPECT_GE(tally.tight * 2, tally.curved) << tally.tight << " of " << tally.curved;
}

// On flat floor a stretch rolls straight and slows: bound() is the straight one there, and a
// level without slopes never counts a stretch as one that may curve.
TEST(ApproachBound, FlatFloorStretchesAreStraight) {
    Level flat = test::makeBox(6, 3);
    flat.cup = {5.5, 2.5};
    const ApproachBound none(flat);
    EXPECT_FALSE(none.hasSlopes());
    EXPECT_FALSE(none.mayCurve({3.0, 2.0}));
    const StretchEnd from{{1.5, 2.5}, {4, 0}};
    const StretchEnd to{{3.5, 2.5}, {2, 0}};
    // The segment ends 2 tiles from the cup centre: 2 - 0.3 from its edge; speed below capture.
    EXPECT_DOUBLE_EQ(none.bound(from, to, 0.5), 2.0 - flat.cupRadius);
    const Level valley = approachBoundValley({6.0, 3.5});
    const ApproachBound some(valley);
    EXPECT_FALSE(some.mayCurve({1.5, 1.5}));   // grass, two tiles from the slopes
    EXPECT_TRUE(some.mayCurve({3.0005, 1.5})); // on the edge of a slope tile
    EXPECT_TRUE(some.mayCurve({2.9995, 1.5})); // within 1e-3 of it
    EXPECT_FALSE(some.mayCurve({2.99, 1.5}));  // a hundredth of a tile off
    EXPECT_LE(some.curvedBound(from, to, 0.5), some.bound({{1.5, 1.5}, {4, 0}}, to, 0.5));
}

// A straight roll over the cup's centre at 6 tiles/s that slows to 2 at (7.5, 2.5): the speed's
// square falls linearly with the distance, so the first half ends at sqrt((36 + 4) / 2) tiles/s,
// above the capture speed (4); the second half lies 1 tile past the cup at 2 tiles/s at least.
// The bound is the lesser of the halves', not the distance 0 with the last speed's nothing.
TEST(ApproachBound, AStraightRollPastTheCupIsBoundedByTheSpeedOfEachHalf) {
    Level flat = test::makeBox(10, 3);
    flat.cup = {3.5, 2.5};
    const ApproachBound bounds(flat);
    const StretchEnd from{{1.5, 2.5}, {6, 0}};
    const StretchEnd to{{7.5, 2.5}, {2, 0}};
    const double firstHalf = approachScore(flat, flat.cup, std::sqrt(20.0)); // 0.15 * 0.47
    const double secondHalf = approachScore(flat, {4.5, 2.5}, 2);            // 1 - 0.3
    EXPECT_NEAR(firstHalf, 0.15 * (std::sqrt(20.0) - 4), 1e-15);
    EXPECT_DOUBLE_EQ(bounds.bound(from, to, 1.5), std::min(firstHalf, secondHalf));
    EXPECT_GT(bounds.bound(from, to, 1.5),
              straightApproachBound(flat, from.position, to.position, 2));
    // Without its last tick, which rolled at least 2 / 60 tiles: the halves of the path to
    // x = 7.5 - 2 / 60, the first still over the cup; cut as much at the start (a whole first
    // tick), the same.
    const double tick = 1.0 / flat.physics.tickRate;
    const double cutMiddle = (1.5 + 7.5 - 2 * tick) / 2;
    EXPECT_DOUBLE_EQ(bounds.innerBound(from, to, 90, tick, false),
                     std::min(firstHalf, approachScore(flat, {cutMiddle, 2.5}, 2)));
    EXPECT_DOUBLE_EQ(bounds.innerBound(from, to, 90, tick, true),
                     std::min(firstHalf, approachScore(flat, {4.5, 2.5}, 2)));
    EXPECT_EQ(bounds.innerBound(from, to, 1, tick, true), std::numeric_limits<double>::infinity());
    // A roll that stops short of the cup, slower than it holds, has no speed term: the
    // distance from its end alone, less the cup's radius; without its last tick, from the end
    // less the 1 / 60 tile the last tick rolled at least at 1 tile/s.
    const StretchEnd slow{{0.5, 2.5}, {3, 0}};
    const StretchEnd stop{{2.5, 2.5}, {1, 0}};
    EXPECT_DOUBLE_EQ(bounds.bound(slow, stop, 1), 1 - flat.cupRadius);
    EXPECT_NEAR(bounds.innerBound(slow, stop, 60, tick, true), 1 + tick - flat.cupRadius, 1e-12);
    // A roll away from the cup, nearest at its start (a bounce's point, scored already): cut by
    // a tick's roll at the start only when its first tick was whole.
    const StretchEnd away{{4.0, 2.5}, {3, 0}};
    const StretchEnd on{{6.0, 2.5}, {1, 0}};
    EXPECT_NEAR(bounds.innerBound(away, on, 60, tick, false), 0.5 - flat.cupRadius, 1e-12);
    EXPECT_NEAR(bounds.innerBound(away, on, 60, tick, true), 0.5 + tick - flat.cupRadius, 1e-12);
}

// mayCurve answers most asks from the flags of the tile under the centre: the same answers as
// the scan of every tile within slopeReach (1e-3) of the centre, which it keeps for the rest.
// Points near edges and corners of slope tiles (within 2e-3) and anywhere on the level.
TEST(ApproachBound, MayCurveAsksTheTilesWithin1e3) {
    const Level valley = approachBoundValley({6.0, 3.5});
    const ApproachBound bounds(valley);
    const auto byScan = [&](Vec2 p) {
        constexpr double reach = 1e-3;
        for (int row = static_cast<int>(std::floor(p.y - reach));
             row <= static_cast<int>(std::floor(p.y + reach)); ++row) {
            for (int col = static_cast<int>(std::floor(p.x - reach));
                 col <= static_cast<int>(std::floor(p.x + reach)); ++col) {
                if (col >= 0 && row >= 0 && col < valley.width && row < valley.height &&
                    valley.surfaceAt(col, row).slope) {
                    return true;
                }
            }
        }
        return false;
    };
    std::mt19937_64 rng(1003);
    std::uniform_real_distribution<double> unit(0, 1);
    std::uniform_real_distribution<double> near(-2e-3, 2e-3);
    int curved = 0;
    for (int k = 0; k < 20000; ++k) {
        Vec2 p{unit(rng) * valley.width, unit(rng) * valley.height};
        if (k % 2 == 0) { // near a tile's edge or corner
            p.x = std::round(p.x) + near(rng);
            p.y = k % 4 == 0 ? std::round(p.y) + near(rng) : p.y;
        }
        const bool expected = byScan(p);
        curved += expected ? 1 : 0;
        ASSERT_EQ(bounds.mayCurve(p), expected) << p.x << ", " << p.y;
    }
    EXPECT_GT(curved, 2000);
    EXPECT_LT(curved, 18000);
}

// The search with bounded trials (its coarse trials skip their quiet stretches, scored by the
// bounds, the nearest played again tick by tick) against the reference that steps every tick,
// on a level whose cup lies in the valley behind a wall: two strokes, the first refined.
TEST(ApproachBound, BoundedSearchOnSlopesFindsWhatTheReferenceFinds) {
    Level level = test::makeLevel({
        "##########", //
        "#S.......#", //
        "#######..#", //
        "#........#", //
        "#........#", //
        "##########", //
    });
    for (int col = 1; col <= 3; ++col) {
        level.setSurface(col, 3, *builtinSurface('v'));
        level.setSurface(col, 4, *builtinSurface('^'));
    }
    level.setSurface(7, 1, *builtinSurface('<'));
    level.cup = {2.5, 4.0};
    ShotSearchOptions exact;
    exact.angles = 24;
    exact.speeds = 6;
    exact.beamWidth = 1;
    exact.refineSeeds = 2;
    exact.threads = 1;
    exact.maxStrokes = 3;
    exact.boundedTrials = false;
    ShotSearchOptions bounded = exact;
    bounded.boundedTrials = true;
    bounded.threads = 2;
    const ShotSearchResult a = searchShots(level, exact);
    const ShotSearchResult b = searchShots(level, bounded);
    ASSERT_TRUE(a.holed);
    EXPECT_GE(a.shots.size(), 2u);
    ASSERT_EQ(a.shots.size(), b.shots.size());
    for (std::size_t i = 0; i < a.shots.size(); ++i) {
        EXPECT_EQ(a.shots[i].velocity, b.shots[i].velocity) << "stroke " << i;
    }
    EXPECT_EQ(a.shotsSimulated, b.shotsSimulated);
    EXPECT_EQ(a.ticksSimulated, b.ticksSimulated);
}

} // namespace
} // namespace golf
