// Tests of the level rating: the Wilson interval and the par rule against hand-computed values,
// determinism per seed and across thread counts, and monotonicity on small built levels (a
// larger cup, a nearer cup, a wider gap never rate harder).

#include "golf/analysis/rating.hpp"
#include "golf/formats/level_loader.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <iostream>
#include <nlohmann/json.hpp>
#include <stop_token>

namespace golf {
namespace {

/// Coarse grids and few samples, so that the tests stay fast in sanitizer builds.
RatingOptions quickOptions() {
    RatingOptions options;
    options.samples = 16;
    options.search.angles = 90;
    options.search.speeds = 10;
    options.search.beamWidth = 3;
    options.search.refineSeeds = 2;
    options.plan = options.search;
    options.plan.tickBudget = 1'000'000;
    options.threads = 1;
    return options;
}

/// An open field 15 x 7 tiles inside walls: the tee at the left of the middle row, the cup in
/// the middle row at `cupColumn`; tickRate 30 for speed.
Level field(double cupRadius, int cupColumn) {
    std::vector<std::string> rows(9, "#...............#");
    rows.front() = rows.back() = std::string(17, '#');
    rows[4][1] = 'S';
    rows[4][static_cast<std::size_t>(cupColumn)] = 'O';
    Level level = test::makeLevel(rows);
    level.cupRadius = cupRadius;
    level.physics.tickRate = 30;
    level.maxStrokes = 6;
    return level;
}

/// Samples of `rating` holed within k strokes.
long holedWithin(const LevelRating& rating, int k) {
    return std::count_if(rating.sampleStrokes.begin(), rating.sampleStrokes.end(),
                         [k](int s) { return s > 0 && s <= k; });
}

/// `easier` does not rate harder than `harder`: for every stroke count k, at least as many of
/// its players hole within k strokes (with the same seed, so the same noise), and its par is
/// not larger; and the levels do differ somewhere. Also prints both, for the test log.
void expectNotHarder(const LevelRating& easier, const LevelRating& harder) {
    bool differ = false;
    for (int k = 1; k <= 6; ++k) {
        std::cout << "within " << k << ": " << holedWithin(easier, k) << " vs "
                  << holedWithin(harder, k) << "\n";
        EXPECT_GE(holedWithin(easier, k), holedWithin(harder, k)) << "k = " << k;
        differ = differ || holedWithin(easier, k) != holedWithin(harder, k);
    }
    EXPECT_TRUE(differ) << "the levels were meant to differ in difficulty";
    EXPECT_LE(easier.suggestedPar, harder.suggestedPar);
}

TEST(Rating, WilsonIntervalMatchesHandValues) {
    // 8 of 10, z = 1.96: centre (0.8 + 0.19207) / 1.38415 = 0.71673, half 0.22316...
    const ProportionInterval interval = wilsonInterval(8, 10);
    EXPECT_NEAR(interval.low, 0.49016, 1e-4);
    EXPECT_NEAR(interval.high, 0.94332, 1e-4);
    const ProportionInterval none = wilsonInterval(0, 20);
    EXPECT_EQ(none.low, 0);
    EXPECT_NEAR(none.high, 3.8415 / 23.8415, 1e-4); // z^2 / (n + z^2)
    const ProportionInterval all = wilsonInterval(20, 20);
    EXPECT_NEAR(all.low, 20 / 23.8415, 1e-4);
    EXPECT_EQ(all.high, 1);
}

TEST(Rating, ParRuleTakesTheFewestStrokesMostPlayersManage) {
    // 10 samples: holed in 1, 2, 2, 3, 3, 3, 4, and three not holed.
    const std::vector<int> strokes{1, 2, 2, 3, 3, 3, 4, 0, 0, 0};
    EXPECT_EQ(suggestPar(strokes, 1, 10, 0.5, 1), 3); // within 2: 3 of 10; within 3: 6 of 10
    EXPECT_EQ(suggestPar(strokes, 1, 10, 0.3, 1), 2);
    EXPECT_EQ(suggestPar(strokes, 1, 10, 0.7, 1), 4);
    EXPECT_EQ(suggestPar(strokes, 1, 10, 0.8, 1), 10); // never: the stroke limit
    EXPECT_EQ(suggestPar(strokes, 1, 10, 0.3, 3), 3);  // the least par
    EXPECT_EQ(suggestPar(strokes, 4, 10, 0.3, 1), 4);  // never below the fewest found
    EXPECT_EQ(suggestPar({0, 0}, std::nullopt, 7, 0.5, 2), 7);
}

/// A share and its interval, made by hand.
StrokeShare share(double point, double low, double high) {
    return {point, {low, high}};
}

TEST(Rating, ShareVerdictAtTheEdges) {
    EXPECT_EQ(judgeShare({0.5, 0.6}, 0.5), ShareVerdict::Above);     // low at the threshold
    EXPECT_EQ(judgeShare({0.4, 0.5}, 0.5), ShareVerdict::Straddles); // high at the threshold
    EXPECT_EQ(judgeShare({0.4, std::nextafter(0.5, 0.0)}, 0.5), ShareVerdict::Below);
    EXPECT_EQ(judgeShare({std::nextafter(0.5, 0.0), 0.6}, 0.5), ShareVerdict::Straddles);
}

TEST(Rating, ParDecidedOnIntervalsInsideTheThreshold) {
    // Within 2: clearly below; within 3: clearly above. Sure, whatever the points.
    const ParDecision d = decidePar({share(0.2, 0.15, 0.3), share(0.7, 0.6, 0.8)}, 2, 0.5, 2);
    EXPECT_EQ(d.par, 3);
    EXPECT_EQ(d.low, 3);
    EXPECT_EQ(d.leans, 3);
    EXPECT_TRUE(d.certain);
    // Already above at the first count.
    const ParDecision first = decidePar({share(0.9, 0.8, 0.95)}, 1, 0.5, 1);
    EXPECT_EQ(first.par, 1);
    EXPECT_TRUE(first.certain);
}

TEST(Rating, ParDecidedOnIntervalsStraddlingLeansBothWays) {
    // Within 3 straddles with its share above the threshold: par 4, 3 not ruled out, leans 3.
    const std::vector<StrokeShare> up{share(0.3, 0.2, 0.4), share(0.52, 0.45, 0.59),
                                      share(0.7, 0.62, 0.78)};
    const ParDecision down = decidePar(up, 2, 0.5, 2);
    EXPECT_EQ(down.par, 4);
    EXPECT_EQ(down.low, 3);
    EXPECT_EQ(down.leans, 3);
    EXPECT_FALSE(down.certain);
    // The same with its share below: leans 4. The par itself does not move.
    const std::vector<StrokeShare> below{share(0.3, 0.2, 0.4), share(0.47, 0.40, 0.54),
                                         share(0.7, 0.62, 0.78)};
    const ParDecision other = decidePar(below, 2, 0.5, 2);
    EXPECT_EQ(other.par, 4);
    EXPECT_EQ(other.low, 3);
    EXPECT_EQ(other.leans, 4);
    EXPECT_FALSE(other.certain);
}

TEST(Rating, ParDecidedOnIntervalsAtTheEdges) {
    // Low exactly at the threshold is enough; high exactly at it is not ruled out.
    EXPECT_TRUE(decidePar({share(0.55, 0.5, 0.6)}, 2, 0.5, 2).certain);
    EXPECT_EQ(decidePar({share(0.55, 0.5, 0.6)}, 2, 0.5, 2).par, 2);
    const ParDecision reaching =
        decidePar({share(0.45, 0.4, 0.5), share(0.8, 0.7, 0.9)}, 2, 0.5, 2);
    EXPECT_EQ(reaching.par, 3);
    EXPECT_EQ(reaching.low, 2);
    EXPECT_EQ(reaching.leans, 3);
    EXPECT_FALSE(reaching.certain);
    // Nothing reaches the threshold: the stroke limit, sure.
    const ParDecision none = decidePar({share(0, 0, 0.1), share(0.1, 0.05, 0.2)}, 1, 0.5, 2);
    EXPECT_EQ(none.par, 2);
    EXPECT_EQ(none.low, 2);
    EXPECT_TRUE(none.certain);
    // The stroke limit straddles and nothing is above: the limit, not sure.
    const ParDecision last = decidePar({share(0.1, 0.05, 0.2), share(0.48, 0.4, 0.56)}, 2, 0.5, 2);
    EXPECT_EQ(last.par, 3);
    EXPECT_EQ(last.low, 3);
    EXPECT_EQ(last.leans, 3);
    EXPECT_FALSE(last.certain);
    // A straddling count below the least par does not matter: par 2 is sure.
    const ParDecision least = decidePar({share(0.5, 0.4, 0.6), share(0.9, 0.8, 0.95)}, 1, 0.5, 2);
    EXPECT_EQ(least.par, 2);
    EXPECT_EQ(least.low, 2);
    EXPECT_TRUE(least.certain);
}

TEST(Rating, RatingReportsTheDecisionsShares) {
    // 16 players with no noise hole in one: within 1 is 16 of 16, above 0.5, sure.
    const Level level = field(0.3, 15);
    RatingOptions options = quickOptions();
    options.angleSigmaDegrees = 0;
    options.speedSigmaFraction = 0;
    options.minPar = 1;
    const LevelRating rating = rateLevel(level, options);
    EXPECT_EQ(rating.suggestedPar, 1);
    EXPECT_TRUE(rating.parCertain);
    EXPECT_EQ(rating.parLow, 1);
    EXPECT_EQ(rating.parLeans, 1);
    EXPECT_EQ(rating.parLowRate, 1);
    EXPECT_NEAR(rating.parLowInterval.low, 16 / (16 + 1.959963984540054 * 1.959963984540054),
                1e-12);
}

/// The tee and the cup in opposite corners, on either side of a wall with a gap `gap` tiles
/// wide in its middle.
Level gapLevel(int gap) {
    std::vector<std::string> rows(9, "#.........#");
    rows.front() = rows.back() = std::string(11, '#');
    rows[1][1] = 'S';
    rows[7][9] = 'O';
    std::string wall = "###########";
    for (int i = 0; i < gap; ++i) {
        wall[static_cast<std::size_t>(5 - gap / 2 + i)] = '.';
    }
    rows[4] = wall;
    Level level = test::makeLevel(rows);
    level.physics.tickRate = 30;
    level.maxStrokes = 6;
    return level;
}

TEST(Rating, IsDeterministicPerSeedAndIndependentOfThreads) {
    const Level level = field(0.3, 15);
    RatingOptions options = quickOptions();
    const LevelRating one = rateLevel(level, options);
    options.threads = 3;
    const LevelRating three = rateLevel(level, options);
    ASSERT_TRUE(one.bestStrokes.has_value());
    EXPECT_EQ(one.sampleStrokes, three.sampleStrokes);
    EXPECT_EQ(one.suggestedPar, three.suggestedPar);
    EXPECT_EQ(one.successRate, three.successRate);
    EXPECT_EQ(one.ticksSimulated, three.ticksSimulated);
    EXPECT_EQ(one.samples, 16);
    options.seed = 2;
    const LevelRating other = rateLevel(level, options);
    EXPECT_NE(one.sampleStrokes, other.sampleStrokes); // the noise changed something
}

TEST(Rating, ReplansSharedAfterWaterKeepTheRatingWhateverTheThreads) {
    // A one-tile path between two ponds: a wide aim sends many players into the water, back to
    // the tee, where they and the others re-plan from the same place (the shared plans). Their
    // order differs with the threads; the rating may not.
    const nlohmann::json j = {
        {"format", "minigolf-level/2"},
        {"name", "Ponds"},
        {"par", 3},
        {"maxStrokes", 6},
        {"physics", {{"tickRate", 30}}},
        {"tiles", {"###########", "#wwwwwwwww#", "#S.......O#", "#wwwwwwwww#", "###########"}}};
    LevelLoadResult loaded = parseLevel(j.dump(), "ponds.json");
    ASSERT_TRUE(loaded.level.has_value()) << loaded.errors.front();
    RatingOptions options = quickOptions();
    options.angleSigmaDegrees = 4;
    const LevelRating one = rateLevel(*loaded.level, options);
    options.threads = 3;
    const LevelRating three = rateLevel(*loaded.level, options);
    ASSERT_TRUE(one.bestStrokes.has_value());
    EXPECT_EQ(one.sampleStrokes, three.sampleStrokes);
    EXPECT_EQ(one.ticksSimulated, three.ticksSimulated);
    // Some players went into the water (a penalty stroke and a re-plan from the tee).
    EXPECT_TRUE(std::any_of(one.sampleStrokes.begin(), one.sampleStrokes.end(),
                            [](int s) { return s >= 3; }));
}

TEST(Rating, SharedCellPlansKeepTheRatingWhateverTheThreads) {
    // A wide aim makes most players miss the long putt and re-plan near the cup, many from
    // cells others rest in too: a cell's plan is searched by whichever thread comes first,
    // and the rating may not depend on it.
    RatingOptions options = quickOptions();
    options.angleSigmaDegrees = 3;
    options.planCell = 0.5;
    const LevelRating one = rateLevel(field(0.3, 15), options);
    options.threads = 3;
    const LevelRating three = rateLevel(field(0.3, 15), options);
    EXPECT_EQ(one.sampleStrokes, three.sampleStrokes);
    EXPECT_EQ(one.ticksSimulated, three.ticksSimulated);
    EXPECT_GE(std::count(one.sampleStrokes.begin(), one.sampleStrokes.end(), 2), 5);
}

TEST(Rating, SharedCellPlansHoleAsOftenAsSearchingFromEveryBall) {
    // The reference searches from every resting ball; the shared plans are adapted from the
    // cell's centre. With the same noise the players hole as often within 2 (give or take a
    // player whose putt the two plans aim a grid step apart), and the shared plans cost
    // fewer ticks.
    RatingOptions options = quickOptions();
    options.angleSigmaDegrees = 3;
    options.planCell = 0;
    const LevelRating reference = rateLevel(field(0.3, 15), options);
    options.planCell = 0.5;
    const LevelRating shared = rateLevel(field(0.3, 15), options);
    EXPECT_GE(holedWithin(reference, 2), 8);
    EXPECT_NEAR(static_cast<double>(holedWithin(shared, 2)),
                static_cast<double>(holedWithin(reference, 2)), 2.0);
    EXPECT_LT(shared.ticksSimulated, reference.ticksSimulated);
}

TEST(Rating, BoundedTrialsRateAsExactTrials) {
    // The players' re-plans with trials scored tick by tick (the reference) and bounded (the
    // default): the same strokes for every player and the same ticks. The cup behind the
    // Dog-Leg's wall: re-plans of two strokes, whose first refines (the order by approach).
    const Level level = test::makeLevel({
        "#########", //
        "#S......#", //
        "#######.#", //
        "#O......#", //
        "#########", //
    });
    RatingOptions options = quickOptions();
    options.samples = 4;
    options.angleSigmaDegrees = 3;
    options.planCell = 0;
    options.plan.angles = 48;
    options.plan.beamWidth = 1;
    options.search.boundedTrials = false;
    options.plan.boundedTrials = false;
    const LevelRating exact = rateLevel(level, options);
    options.search.boundedTrials = true;
    options.plan.boundedTrials = true;
    const LevelRating bounded = rateLevel(level, options);
    ASSERT_TRUE(exact.bestStrokes.has_value());
    EXPECT_EQ(exact.sampleStrokes, bounded.sampleStrokes);
    EXPECT_EQ(exact.ticksSimulated, bounded.ticksSimulated);
    EXPECT_EQ(exact.successRate, bounded.successRate);
}

TEST(Rating, NoNoiseHolesEverySampleInTheFewestStrokes) {
    const Level level = field(0.3, 15);
    RatingOptions options = quickOptions();
    options.angleSigmaDegrees = 0;
    options.speedSigmaFraction = 0;
    const LevelRating rating = rateLevel(level, options);
    ASSERT_EQ(rating.bestStrokes, 1);
    EXPECT_EQ(rating.sampleStrokes, std::vector<int>(16, 1));
    EXPECT_EQ(rating.suggestedPar, 2); // the least par
    EXPECT_EQ(rating.successRate, 1);
}

TEST(Rating, ALargerCupNeverRatesHarder) {
    const RatingOptions options = quickOptions();
    const LevelRating small = rateLevel(field(0.25, 15), options);
    const LevelRating large = rateLevel(field(0.45, 15), options);
    expectNotHarder(large, small);
}

TEST(Rating, ANearerCupNeverRatesHarder) {
    const RatingOptions options = quickOptions();
    const LevelRating far = rateLevel(field(0.3, 15), options);
    const LevelRating near = rateLevel(field(0.3, 5), options);
    expectNotHarder(near, far);
}

TEST(Rating, AWiderGapNeverRatesHarder) {
    const RatingOptions options = quickOptions();
    const LevelRating narrow = rateLevel(gapLevel(1), options);
    const LevelRating wide = rateLevel(gapLevel(5), options);
    expectNotHarder(wide, narrow);
}

TEST(Rating, NoSolutionSuggestsTheStrokeLimit) {
    // The cup is walled off.
    Level level = test::makeLevel({"#######", "#S.#.O#", "#######"});
    level.maxStrokes = 4;
    const LevelRating rating = rateLevel(level, quickOptions());
    EXPECT_FALSE(rating.bestStrokes.has_value());
    EXPECT_EQ(rating.suggestedPar, 4);
    EXPECT_EQ(rating.successRate, 0);
}

TEST(Rating, StopsWhenCancelledAndReportsProgress) {
    std::stop_source source;
    source.request_stop();
    const LevelRating cancelled = rateLevel(field(0.3, 15), quickOptions(), {}, source.get_token());
    EXPECT_TRUE(cancelled.cancelled);
    EXPECT_EQ(cancelled.samples, 0);
    std::vector<double> seen;
    const LevelRating rating =
        rateLevel(field(0.3, 15), quickOptions(), [&](double p) { seen.push_back(p); });
    ASSERT_FALSE(seen.empty());
    EXPECT_EQ(seen.front(), 0);
    EXPECT_EQ(seen.back(), 1);
    EXPECT_TRUE(std::is_sorted(seen.begin(), seen.end()));
    EXPECT_FALSE(rating.cancelled);
}

} // namespace
} // namespace golf
