// Tests of the shot search. Whether a hole can be done in one stroke is decided by hand from
// the rolling distance v^2 / (2 a); every solution found is checked by playing it again.

#include "golf/analysis/shot_search.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <utility>
#include <vector>

namespace golf {
namespace {

/// A coarser grid than the command's, so that the tests stay fast in sanitizer builds.
ShotSearchOptions shotSearchQuickOptions() {
    ShotSearchOptions options;
    options.angles = 90;
    options.speeds = 10;
    options.beamWidth = 3;
    options.refineSeeds = 2;
    return options;
}

/// Plays `shots` from the tee and returns the match at rest.
Match shotSearchPlay(const Level& level, const std::vector<SearchedShot>& shots) {
    Match match(level, 1);
    for (const SearchedShot& shot : shots) {
        EXPECT_EQ(match.shotError(0, shot.velocity), "");
        match.shoot(0, shot.velocity);
        while (match.shotInProgress()) {
            (void)match.step();
        }
    }
    return match;
}

// Rolling deceleration 12: a shot at the top speed 14 rolls at most 14^2 / 24 = 8.17 tiles.
// The ball's centre must go round the wall at x = 7 to get from the tee (1.5, 1.5) to the cup
// (1.5, 3.5): at least 2 * sqrt(5.7^2 + 1^2) = 11.6 tiles, so one stroke cannot do it.
Level dogLeg() {
    Level level = test::makeLevel({
        "#########", //
        "#S......#", //
        "#######.#", //
        "#O......#", //
        "#########", //
    });
    level.par = 3;
    level.physics.rollingDeceleration = 12;
    level.physics.tickRate = 30; // fewer samples of the same closed-form motion: faster tests
    return level;
}

TEST(ShotSearch, AStraightCorridorIsHoledInOneStroke) {
    const Level level = test::makeLevel({"##########", "#S......O#", "##########"});
    const ShotSearchResult result = searchShots(level, shotSearchQuickOptions());
    ASSERT_TRUE(result.holed);
    ASSERT_EQ(result.shots.size(), 1u);
    EXPECT_EQ(result.shots[0].velocity.y, 0); // only a straight shot along the corridor drops
    const Match match = shotSearchPlay(level, result.shots);
    EXPECT_TRUE(match.players()[0].holed);
    EXPECT_EQ(match.players()[0].strokes, 1);
}

TEST(ShotSearch, ADogLegNeedsTwoStrokesOrMore) {
    const Level level = dogLeg();
    const ShotSearchResult result = searchShots(level, shotSearchQuickOptions());
    ASSERT_TRUE(result.holed);
    EXPECT_GE(result.shots.size(), 2u);
    EXPECT_LE(result.shots.size(), 5u); // par + 2
    const Match match = shotSearchPlay(level, result.shots);
    EXPECT_TRUE(match.players()[0].holed);
    EXPECT_EQ(match.players()[0].strokes, static_cast<int>(result.shots.size()));
}

TEST(ShotSearch, OneStrokeIsNotEnoughForTheDogLeg) {
    ShotSearchOptions options = shotSearchQuickOptions();
    options.maxStrokes = 1;
    const ShotSearchResult result = searchShots(dogLeg(), options);
    EXPECT_FALSE(result.holed);
    EXPECT_FALSE(result.budgetExhausted);
    EXPECT_EQ(result.maxStrokes, 1);
    EXPECT_TRUE(result.shots.empty());
    EXPECT_EQ(result.shotsSimulated, 90 * 10 + 2 * 81); // the coarse grid and 2 refinements
}

TEST(ShotSearch, AWalledOffCupHasNoSolution) {
    Level level = test::makeLevel({"#######", "#S.#.O#", "#######"});
    level.physics.rollingDeceleration = 12;
    level.physics.tickRate = 30;
    ShotSearchOptions options = shotSearchQuickOptions();
    options.maxStrokes = 2;
    const ShotSearchResult result = searchShots(level, options);
    EXPECT_FALSE(result.holed);
    EXPECT_FALSE(result.budgetExhausted);
    EXPECT_TRUE(result.shots.empty());
}

TEST(ShotSearch, StopsWhenTheBudgetIsUsedUp) {
    ShotSearchOptions options = shotSearchQuickOptions();
    options.tickBudget = 1;
    const ShotSearchResult result = searchShots(dogLeg(), options);
    EXPECT_FALSE(result.holed);
    EXPECT_TRUE(result.budgetExhausted);
    // The coarse grid of 900 shots is played in chunks of 256; the budget is checked before
    // each, so only the first chunk is played.
    EXPECT_EQ(result.shotsSimulated, 256);
}

TEST(ShotSearch, TheResultDoesNotDependOnTheThreads) {
    ShotSearchOptions one = shotSearchQuickOptions();
    one.threads = 1;
    ShotSearchOptions three = shotSearchQuickOptions();
    three.threads = 3;
    const ShotSearchResult a = searchShots(dogLeg(), one);
    const ShotSearchResult b = searchShots(dogLeg(), three);
    ASSERT_TRUE(a.holed);
    ASSERT_EQ(a.shots.size(), b.shots.size());
    for (std::size_t i = 0; i < a.shots.size(); ++i) {
        EXPECT_EQ(a.shots[i].velocity, b.shots[i].velocity);
    }
    EXPECT_EQ(a.ticksSimulated, b.ticksSimulated);
}

// Bounded trials (issue 27) skip every quiet stretch and score it by a lower bound; only the
// coarse trials that the choice of refined shots reaches are played again tick by tick. The
// Dog-Leg holes in no fewer than 2 strokes, so its first stroke refines (the order by approach
// is used) and its beam is chosen among every trial's rest; coarse to fine also orders the
// sparse pass. Everything must be what scoring every trial tick by tick gives.
TEST(ShotSearch, BoundedTrialsFindWhatExactTrialsFound) {
    for (const int stride : {1, 3}) {
        ShotSearchOptions exact = shotSearchQuickOptions();
        // Cheaper still; on this grid an order by the bounds alone (no trial played again)
        // picks other seeds, and other shots, with both strides.
        exact.angles = 48;
        exact.beamWidth = 1;
        exact.threads = 1;
        exact.coarseStride = stride;
        exact.boundedTrials = false;
        ShotSearchOptions bounded = exact;
        bounded.boundedTrials = true;
        bounded.threads = 2;
        const ShotSearchResult a = searchShots(dogLeg(), exact);
        const ShotSearchResult b = searchShots(dogLeg(), bounded);
        ASSERT_TRUE(a.holed) << stride;
        EXPECT_GE(a.shots.size(), 2u) << stride;
        ASSERT_EQ(a.shots.size(), b.shots.size()) << stride;
        for (std::size_t i = 0; i < a.shots.size(); ++i) {
            EXPECT_EQ(a.shots[i].velocity, b.shots[i].velocity) << stride << " stroke " << i;
        }
        EXPECT_EQ(a.shotsSimulated, b.shotsSimulated) << stride;
        EXPECT_EQ(a.ticksSimulated, b.ticksSimulated) << stride;
    }
}

// Coarse-to-fine: every 3rd of the 90 angles (30 x 10 shots), then the 4 other angles
// within 2 steps of each of the 8 sparse angles nearest to dropping (8 x 4 x 10; the seeds
// are at least 6 steps apart, so their neighbourhoods do not overlap), then the 2 refinements.
TEST(ShotSearch, CoarseToFinePlaysTheSparseGridItsNeighbourhoodsAndTheRefinements) {
    ShotSearchOptions options = shotSearchQuickOptions();
    options.maxStrokes = 1;
    options.coarseStride = 3;
    const ShotSearchResult result = searchShots(dogLeg(), options);
    EXPECT_FALSE(result.holed);
    EXPECT_FALSE(result.budgetExhausted);
    EXPECT_EQ(result.shotsSimulated, 30 * 10 + 8 * 4 * 10 + 2 * 81);
}

// A wide cup seen from the tee under a range of holing angles wider than the sparse grid's
// step: the sparse pass holes at an angle inside the range, and the angles between it and the
// sparse angle before it are tried next, so the shot found is the whole grid's (the lowest
// angle of the range first), not one further into the range.
TEST(ShotSearch, CoarseToFineHolesWithTheWholeGridsShotWhereItsRangeReachesASparseAngle) {
    Level level = test::makeLevel({
        "##########", //
        "#S.......#", //
        "#......O.#", //
        "#........#", //
        "##########", //
    });
    level.cupRadius = 0.6;
    ShotSearchOptions whole = shotSearchQuickOptions();
    whole.maxStrokes = 1;
    ShotSearchOptions sparse = whole;
    sparse.coarseStride = 3;
    const ShotSearchResult a = searchShots(level, whole);
    const ShotSearchResult b = searchShots(level, sparse);
    ASSERT_TRUE(a.holed);
    ASSERT_TRUE(b.holed);
    ASSERT_EQ(b.shots.size(), 1u);
    EXPECT_EQ(a.shots[0].velocity, b.shots[0].velocity);
    // Not a sparse angle (every 3rd of 90: 12 degrees apart): found by the step back.
    EXPECT_NE(std::lround(a.shots[0].angle / 4) % 3, 0) << a.shots[0].angle;
    // Holed before the sparse pass (30 x 10 shots) was through: found by stepping back from a
    // sparse angle that holed, not by the filled neighbourhoods that follow the pass.
    EXPECT_LT(b.shotsSimulated, 30 * 10);
}

TEST(ShotSearch, CoarseToFineHolesTheDogLegWhateverTheThreads) {
    ShotSearchOptions one = shotSearchQuickOptions();
    one.coarseStride = 3;
    one.threads = 1;
    ShotSearchOptions three = one;
    three.threads = 3;
    const ShotSearchResult a = searchShots(dogLeg(), one);
    const ShotSearchResult b = searchShots(dogLeg(), three);
    ASSERT_TRUE(a.holed);
    EXPECT_GE(a.shots.size(), 2u); // one stroke cannot do it (dogLeg)
    const Match match = shotSearchPlay(dogLeg(), a.shots);
    EXPECT_TRUE(match.players()[0].holed);
    EXPECT_EQ(match.players()[0].strokes, static_cast<int>(a.shots.size()));
    ASSERT_EQ(a.shots.size(), b.shots.size());
    for (std::size_t i = 0; i < a.shots.size(); ++i) {
        EXPECT_EQ(a.shots[i].velocity, b.shots[i].velocity);
    }
    EXPECT_EQ(a.ticksSimulated, b.ticksSimulated);
    EXPECT_EQ(a.shotsSimulated, b.shotsSimulated);
}

TEST(ShotSearch, RefusesLevelsTooLargeToSearch) {
    Level level;
    level.width = 1000;
    level.height = 1000;
    const ShotSearchResult result = searchShots(level);
    EXPECT_FALSE(result.holed);
    EXPECT_NE(result.problem.find("too large to solve (1000 x 1000 tiles"), std::string::npos);
}

TEST(CupDistanceField, GoesRoundTheWallOfADogLeg) {
    const Level level = dogLeg();
    const CupDistanceField field(level);
    // Straight through the wall it is 2 tiles; round it at least 11.6 (see dogLeg). The
    // lattice (points 1/4 tile apart, 8 neighbours) must pass the corners at x = 7.25: via
    // (7.25, 2) and (7.25, 3) the octile length is 2 * (5.75 - 0.5 + 0.5 sqrt(2)) + 1 = 12.91.
    const double atTee = field.at(level.tee);
    EXPECT_GT(atTee, 11.6);
    EXPECT_LT(atTee, 13.5);
    EXPECT_LT(field.at(level.cup), 0.01);
    // In the bend at (7.5, 2.5): 6 tiles from the cup along the bottom corridor plus about 1.
    EXPECT_GT(field.at({7.5, 2.5}), 6.5);
    EXPECT_LT(field.at({7.5, 2.5}), 7.6);
}

// The trials skip stretches of quiet ticks that cannot come nearer to dropping than the best
// so far; the search must find what it found when every trial stepped every tick (a0fd533:
// the same shots to the bit and the same counts of shots and ticks), on bundled holes (The
// Funnel as it was then: issue 23 put a post on its straight line, tests/engine/data). Since
// issue 27 a batch ends at its first trial that holes: the shots are a0fd533's, the counts
// those up to the holing trial (Dog-Leg: angle 0's 7th speed, 14 sqrt(7/10), the 7th trial;
// The Funnel: 124 degrees is the 32nd of 90 angles, its 8th speed: 31 x 10 + 8 = 318 trials;
// before, the rest of the batch of 256 was played too: 256 and 512).
TEST(ShotSearch, SkippingInTrialsFindsWhatSteppingFound) {
    struct Expected {
        const char* hole;
        std::int64_t shots;
        std::int64_t ticks;
        std::vector<std::pair<double, double>> strokes; // angle, speed
    };
    const std::vector<Expected> cases = {
        {"02-dog-leg.json", 7, 2123, {{0, 11.713240359763818}}},
        {"08-the-funnel.json", 318, 114396, {{124, 12.521980661476842}}},
        {"06-switchback.json",
         4897,
         1526019,
         {{356.5, 13.999999986000001}, {190, 13.999999986000001}, {0, 4.4271887198085427}}},
    };
    ShotSearchOptions options;
    options.angles = 90;
    options.speeds = 10;
    options.beamWidth = 3;
    options.threads = 1;
    for (const Expected& expected : cases) {
        const std::filesystem::path source(GOLF_SOURCE_DIR);
        const std::filesystem::path path =
            std::string(expected.hole) == "08-the-funnel.json"
                ? source / "tests" / "engine" / "data" / "the-funnel-before-issue-23.json"
                : source / "levels" / "front-nine" / expected.hole;
        const LevelLoadResult loaded = loadLevelFile(path);
        ASSERT_TRUE(loaded.level) << expected.hole;
        const ShotSearchResult result = searchShots(*loaded.level, options);
        EXPECT_TRUE(result.holed) << expected.hole;
        EXPECT_EQ(result.shotsSimulated, expected.shots) << expected.hole;
        EXPECT_EQ(result.ticksSimulated, expected.ticks) << expected.hole;
        ASSERT_EQ(result.shots.size(), expected.strokes.size()) << expected.hole;
        for (std::size_t i = 0; i < result.shots.size(); ++i) {
            EXPECT_EQ(result.shots[i].angle, expected.strokes[i].first) << expected.hole;
            EXPECT_EQ(result.shots[i].speed, expected.strokes[i].second) << expected.hole;
        }
    }
}

// On a level with movers a trial's look-ahead seldom skips: after a look that skipped nothing
// the next ones are spaced out (issue 27, 8 % fewer instructions on Grand Mill). Stepping
// instead of skipping must change nothing: the shots and the shots searched are those of
// 3e72925, which looked before every tick; the exact ticks are this build's, the same as
// 3e72925's to the 0.2 and 0.1 million `golf solve` printed (its `golf rate --json`, whose
// ticks are exact, gave the same bytes before and after on four holes). Since issue 27 the
// counts stop at the trial that holed (the rest of its batch of 256 is not played).
TEST(ShotSearch, SpacedLooksOnMoverLevelsFindWhatLookingEveryTickFound) {
    struct Expected {
        const char* hole;
        std::int64_t shots;
        std::int64_t ticks;
        Vec2 velocity;
    };
    const std::vector<Expected> cases = {
        {"01-windmill-lane.json", 460, 139552, {-13.999999986, 0}},
        {"02-the-mill.json", 98, 34114, {10.13049515836921, 7.360235562307635}},
    };
    ShotSearchOptions options;
    options.angles = 90;
    options.speeds = 10;
    options.beamWidth = 3;
    options.threads = 1;
    for (const Expected& expected : cases) {
        const LevelLoadResult loaded = loadLevelFile(std::filesystem::path(GOLF_SOURCE_DIR) /
                                                     "levels" / "windmill-nine" / expected.hole);
        ASSERT_TRUE(loaded.level) << expected.hole;
        const ShotSearchResult result = searchShots(*loaded.level, options);
        ASSERT_TRUE(result.holed) << expected.hole;
        EXPECT_EQ(result.shotsSimulated, expected.shots) << expected.hole;
        EXPECT_EQ(result.ticksSimulated, expected.ticks) << expected.hole;
        ASSERT_EQ(result.shots.size(), 1u) << expected.hole;
        EXPECT_EQ(result.shots[0].velocity, expected.velocity) << expected.hole;
    }
}

} // namespace
} // namespace golf
