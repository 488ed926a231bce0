// ScoreTable: totals and scores against par over the holes played.

#include "ScoreTable.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

TEST(ScoreTable, TotalsCountOnlyPlayedHoles) {
    ScoreTable table({"Ann", "Bob"}, {2, 3, 4});
    table.record(0, 0, 1);
    table.record(0, 1, 3);
    table.record(1, 0, 3);
    EXPECT_EQ(table.total(0), 4);
    EXPECT_EQ(table.total(1), 3);
    EXPECT_EQ(table.againstPar(0), -1); // 1 - 2 + 3 - 3
    EXPECT_EQ(table.againstPar(1), 1);  // hole 2 not played by Bob: not counted
    EXPECT_EQ(table.totalPar(), 9);
    EXPECT_EQ(table.strokes(2, 0), std::nullopt);
    EXPECT_EQ(table.strokes(1, 0), 3);
    EXPECT_EQ(table.name(1), "Bob");
}

TEST(ScoreTable, RecordingAgainReplacesTheScore) {
    ScoreTable table({"Ann"}, {3});
    table.record(0, 0, 7);
    table.record(0, 0, 2);
    EXPECT_EQ(table.total(0), 2);
}

TEST(ScoreTable, APickedUpScoreIsMarkedAndCountsAsStrokes) {
    ScoreTable table({"Ann", "Bob"}, {3, 3});
    EXPECT_FALSE(table.anyPickedUp());
    table.record(0, 0, 2);
    table.record(0, 1, 5, true); // picked up at a limit of 5
    EXPECT_FALSE(table.pickedUp(0, 0));
    EXPECT_TRUE(table.pickedUp(0, 1));
    EXPECT_FALSE(table.pickedUp(1, 1)); // not played
    EXPECT_TRUE(table.anyPickedUp());
    EXPECT_EQ(table.total(1), 5);
    table.record(0, 1, 4); // holed after all (a restart's score replaces it)
    EXPECT_FALSE(table.pickedUp(0, 1));
    EXPECT_FALSE(table.anyPickedUp());
}

TEST(ScoreTable, AParSetLaterCountsAgainstPar) {
    // An online round learns each hole's par as the hole begins.
    ScoreTable table({"Ann"}, {2, 2});
    table.setPar(1, 4);
    table.record(0, 0, 3);
    table.record(1, 0, 3);
    EXPECT_EQ(table.par(1), 4);
    EXPECT_EQ(table.totalPar(), 6);
    EXPECT_EQ(table.againstPar(0), 0); // +1 on hole 1, -1 on hole 2
}

TEST(ScoreTable, FormatsAgainstPar) {
    EXPECT_EQ(formatAgainstPar(0), "E");
    EXPECT_EQ(formatAgainstPar(3), "+3");
    EXPECT_EQ(formatAgainstPar(-2), "-2");
}

} // namespace
} // namespace golf::game
