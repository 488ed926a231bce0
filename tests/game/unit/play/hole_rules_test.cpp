// The game's rules around a hole: restarting, scores after a restart, best scores, the winner.

#include "BestScores.hpp"
#include "HoleRules.hpp"
#include "ScoreTable.hpp"
#include "test_level.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

/// Steps a match until its shot ends.
void finishShot(Match& match) {
    while (match.shotInProgress()) {
        (void)match.step();
    }
}

TEST(Restart, AllowedBetweenShotsOnly) {
    const Level level = test::bendLevel();
    Match match(level, 1);
    EXPECT_EQ(restartRefusal(match, {"Ana"}), "");
    match.shoot(0, {3, 0});
    EXPECT_NE(restartRefusal(match, {"Ana"}).find("rests"), std::string::npos);
    finishShot(match);
    EXPECT_EQ(restartRefusal(match, {"Ana"}), "");
}

TEST(Restart, RefusedInAGroupOnceSomeoneHasFinished) {
    // Tee right beside the cup: a gentle putt holes out.
    const Level level = test::makeLevel({
        "#######",
        "#S.O..#",
        "#######",
    });
    Match match(level, 2);
    const std::vector<std::string> names{"Ana", "Bo"};
    EXPECT_EQ(restartRefusal(match, names), "");
    match.shoot(0, {4.0, 0});
    finishShot(match);
    ASSERT_TRUE(match.players()[0].holed);
    EXPECT_EQ(restartRefusal(match, names), "no restart: Ana has finished this hole");
    // Alone, a finished hole is over: nothing to restart either.
    Match alone(level, 1);
    alone.shoot(0, {4.0, 0});
    finishShot(alone);
    ASSERT_TRUE(alone.finished());
    EXPECT_EQ(restartRefusal(alone, {"Ana"}), "the hole is over");
}

TEST(Restart, StrokesBeforeARestartCount) {
    PlayerState holed;
    holed.holed = true;
    holed.strokes = 2;
    EXPECT_EQ(holeScore(holed, 0, 10), 2);
    EXPECT_EQ(holeScore(holed, 3, 10), 5);  // 3 strokes before the restart, 2 after
    EXPECT_EQ(holeScore(holed, 9, 10), 10); // never above maxStrokes
    PlayerState pickedUp;
    pickedUp.pickedUp = true;
    pickedUp.strokes = 10;
    EXPECT_EQ(holeScore(pickedUp, 4, 10), 10);
    PlayerState skipped; // the hole was skipped before this player finished
    skipped.strokes = 1;
    EXPECT_EQ(holeScore(skipped, 0, 10), 10);
}

TEST(Restart, ARestartedOrPractisedHoleSetsNoBest) {
    EXPECT_TRUE(mayRecordBest(false, false));
    EXPECT_FALSE(mayRecordBest(true, false));
    EXPECT_FALSE(mayRecordBest(false, true));
}

TEST(BestOfHole, OneRecordPerHoleWithEveryHolderOfIt) {
    EXPECT_EQ(bestOfHole({}, {}, {}), std::nullopt);
    EXPECT_EQ(bestOfHole({false, false}, {1, 2}, {"Ana", "Bo"}), std::nullopt);
    const auto one = bestOfHole({true, true, true}, {4, 2, 3}, {"Ana", "Bo", "Cy"});
    ASSERT_TRUE(one.has_value());
    EXPECT_EQ(one->strokes, 2);
    EXPECT_EQ(one->holder, "Bo");
    // Two players beat the old best with the same strokes: one record, both names.
    const auto tie = bestOfHole({true, false, true}, {3, 1, 3}, {"Ana", "Bo", "Cy"});
    ASSERT_TRUE(tie.has_value());
    EXPECT_EQ(tie->strokes, 3); // Bo's 1 is not holed (picked up or skipped)
    EXPECT_EQ(tie->holder, "Ana and Cy");
}

TEST(Winner, NamedWithTies) {
    ScoreTable table({"Ana", "Bo", "Cy"}, {3, 3});
    table.record(0, 0, 3);
    table.record(0, 1, 2);
    table.record(0, 2, 4);
    table.record(1, 0, 3);
    table.record(1, 1, 5);
    table.record(1, 2, 2);
    // Ana 6, Bo 7, Cy 6.
    EXPECT_EQ(table.leaders(), (std::vector<int>{0, 2}));
    EXPECT_EQ(winnerLine(table), "Ana and Cy tie with 6");
    table.record(1, 2, 1);
    EXPECT_EQ(table.leaders(), (std::vector<int>{2}));
    EXPECT_EQ(winnerLine(table), "Cy wins with 5");
    ScoreTable all({"Ana", "Bo", "Cy"}, {3});
    for (int p = 0; p < 3; ++p) {
        all.record(0, p, 3);
    }
    EXPECT_EQ(winnerLine(all), "Ana, Bo and Cy tie with 3");
    ScoreTable alone({"Ana"}, {3});
    alone.record(0, 0, 2);
    EXPECT_EQ(winnerLine(alone), ""); // nobody to beat
}

} // namespace
} // namespace golf::game
