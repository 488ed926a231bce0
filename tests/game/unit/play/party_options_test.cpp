// The party options (issue 24): the stroke limit per hole, the turn order "farthest from the cup
// first", handicaps, a random course and "my levels".

#include "HoleSession.hpp"
#include "LevelPool.hpp"
#include "PartyOptions.hpp"
#include "ScoreTable.hpp"
#include "test_level.hpp"

#include <fstream>
#include <gtest/gtest.h>
#include <set>

namespace golf::game {
namespace {

const std::filesystem::path partyData = GOLF_TEST_DATA;

/// A long lane: tee at (1.5, 1.5), cup at (18.5, 1.5).
Level lane() {
    return test::makeLevel(
        {"######################", "#S................O..#", "######################"});
}

TEST(PartyOptions, TheStrokeLimitIsTheLowerOfTheLevelsAndTheParty) {
    EXPECT_EQ(holeLimit(10, 0), 10); // unset: the level's own
    EXPECT_EQ(holeLimit(10, 4), 4);
    EXPECT_EQ(holeLimit(6, 8), 6); // never above the level's: the engine picks up there
    PlayerState state;
    state.strokes = 3;
    EXPECT_FALSE(reachedLimit(state, 0, 4));
    EXPECT_TRUE(reachedLimit(state, 1, 4)); // a stroke carried over from a restart counts
    state.holed = true;
    EXPECT_FALSE(reachedLimit(state, 5, 4)); // holed: finished, not picked up
}

TEST(PartyOptions, FixedOrderIsTheMatchsOrderAndSkipsPlayersAtTheLimit) {
    Match match(lane(), 3);
    const std::vector<Vec2> origins(3, Vec2{1.5, 1.5});
    for (int last = -1; last < 3; ++last) {
        EXPECT_EQ(nextTurn(match, last, TurnOrder::Fixed, 10, {}, origins), match.nextPlayer(last));
    }
    match.shoot(1, {2, 0});
    while (match.shotInProgress()) {
        (void)match.step();
    }
    // Player 2 (index 1) has one stroke: at a limit of 1 they are out, so 0 -> 2.
    EXPECT_EQ(nextTurn(match, 0, TurnOrder::Fixed, 1, {}, origins), 2);
    EXPECT_EQ(nextTurn(match, 0, TurnOrder::Fixed, 2, {}, origins), 1);
    // Everybody at the limit (carried strokes for 0 and 2): nobody's turn.
    EXPECT_EQ(nextTurn(match, 0, TurnOrder::Fixed, 1, {1, 0, 1}, origins), -1);
}

TEST(PartyOptions, FarthestFromTheCupPlaysFirstTiesInPlayerOrder) {
    Match match(lane(), 3);
    const Vec2 cup = match.level().cup;
    // Distances 5, 9 and 9 tiles: player 2 or 3; from last = 1 the first after it is 2 (index).
    const std::vector<Vec2> origins{cup - Vec2{5, 0}, cup - Vec2{9, 0}, cup - Vec2{0, 9}};
    EXPECT_EQ(nextTurn(match, -1, TurnOrder::FarthestFirst, 10, {}, origins), 1);
    EXPECT_EQ(nextTurn(match, 1, TurnOrder::FarthestFirst, 10, {}, origins), 2);
    EXPECT_EQ(nextTurn(match, 2, TurnOrder::FarthestFirst, 10, {}, origins), 1);
    // The farthest at the limit gives way to the next farthest.
    EXPECT_EQ(nextTurn(match, -1, TurnOrder::FarthestFirst, 2, {2, 2, 0}, origins), 2);
    EXPECT_EQ(nextTurn(match, -1, TurnOrder::FarthestFirst, 2, {0, 2, 2}, origins), 0);
}

TEST(PartyOptions, TheSessionPlaysTheFarthestBallAndEndsTheHoleAtTheLimit) {
    HoleSession session(lane(), 2);
    session.setTurnRule(TurnOrder::FarthestFirst, 2, {0, 0});
    EXPECT_EQ(session.currentPlayer(), 0); // both on the tee: player order
    ASSERT_EQ(session.shoot(0, {3, 0}), "");
    (void)session.finishShot();
    // Player 1's ball rolled towards the cup; player 2 is on the tee, farther: their turn,
    // and again after their own short putt that stays behind player 1's ball.
    EXPECT_EQ(session.currentPlayer(), 1);
    ASSERT_EQ(session.shoot(1, {1, 0}), "");
    (void)session.finishShot();
    ASSERT_LT(session.match().world().balls()[1].position.x,
              session.match().world().balls()[0].position.x);
    EXPECT_EQ(session.currentPlayer(), 1);
    ASSERT_EQ(session.shoot(1, {1, 0}), "");
    (void)session.finishShot();
    // Player 2 has used the limit of 2 without holing: out. The session plays on the level
    // with the limit as its maxStrokes, so the engine picks them up and the ball leaves.
    EXPECT_EQ(session.level().maxStrokes, 2);
    EXPECT_TRUE(session.atLimit(1));
    EXPECT_TRUE(session.match().players()[1].pickedUp);
    EXPECT_FALSE(session.match().world().balls()[1].inPlay);
    EXPECT_EQ(session.currentPlayer(), 0);
    ASSERT_EQ(session.shoot(0, {1, 0}), "");
    (void)session.finishShot();
    EXPECT_TRUE(session.over());
    EXPECT_TRUE(session.match().finished()); // the match (and the log's level) has the limit
    EXPECT_EQ(session.currentPlayer(), -1);
}

TEST(PartyOptions, ParsesTurnOrdersAndHandicaps) {
    EXPECT_EQ(parseTurnOrder("fixed"), TurnOrder::Fixed);
    EXPECT_EQ(parseTurnOrder("farthest"), TurnOrder::FarthestFirst);
    EXPECT_EQ(parseTurnOrder("Farthest"), std::nullopt);
    EXPECT_EQ(turnOrderName(TurnOrder::FarthestFirst), "farthest first");
    const HandicapParse ok = parseHandicapSlot("2:5");
    ASSERT_TRUE(ok.slot.has_value());
    EXPECT_EQ(ok.slot->player, 1);
    EXPECT_EQ(ok.slot->strokes, 5);
    EXPECT_EQ(parseHandicapSlot("2").error, "expected PLAYER:STROKES, e.g. 2:5, got \"2\"");
    EXPECT_EQ(parseHandicapSlot("9:1").error,
              "the player must be a number from 1 to 8, got \"9:1\"");
    EXPECT_EQ(parseHandicapSlot("1:37").error,
              "the handicap must be 0 to 36 strokes, got \"1:37\"");
    EXPECT_FALSE(parseHandicapSlot("1:-1").slot.has_value());
    EXPECT_FALSE(parseHandicapSlot("1:2x").slot.has_value());
    EXPECT_FALSE(parseHandicapSlot(":2").slot.has_value());
    const std::vector<HandicapSlot> slots{{1, 5}, {0, 2}};
    EXPECT_EQ(handicapSlotsError(slots, 2), "");
    EXPECT_EQ(handicapsOf(slots, 3), (std::vector<int>{2, 5, 0}));
    EXPECT_EQ(handicapSlotsError(slots, 1), "--handicap: there is only 1 player");
    EXPECT_EQ(handicapSlotsError({{0, 1}, {0, 2}}, 2), "--handicap: player 1 is named twice");
}

TEST(PartyOptions, TheNetTotalDecidesTheWinner) {
    ScoreTable table({"Ana", "Bo"}, {3, 3});
    table.record(0, 0, 3);
    table.record(0, 1, 5);
    table.record(1, 0, 4);
    table.record(1, 1, 4);
    EXPECT_FALSE(table.hasHandicaps());
    EXPECT_EQ(winnerLine(table), "Ana wins with 7");
    table.setHandicaps({0, 3}); // Bo: 9 - 3 = 6 net
    EXPECT_TRUE(table.hasHandicaps());
    EXPECT_EQ(table.net(1), 6);
    EXPECT_EQ(table.leaders(), std::vector<int>{1});
    EXPECT_EQ(winnerLine(table), "Bo wins with 6 net");
    table.setHandicaps({0, 2}); // 7 and 7 net
    EXPECT_EQ(winnerLine(table), "Ana and Bo tie with 7 net");
    table.setHandicaps({1}); // a shorter list: the others have none
    EXPECT_EQ(table.handicap(1), 0);
    EXPECT_EQ(table.net(0), 6);
}

TEST(PartyOptions, MyLevelsAreTheLevelsInTheFolderThatLoad) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-my-levels";
    std::filesystem::remove_all(folder);
    EXPECT_FALSE(myLevelsRound(folder).round.has_value()); // no folder: none, with a reason
    EXPECT_EQ(myLevelsRound(folder).errors.size(), 1u);
    std::filesystem::create_directories(folder / "sub");
    std::filesystem::copy_file(partyData / "straight.json", folder / "b-straight.json");
    std::filesystem::copy_file(partyData / "bend.json", folder / "sub" / "a-bend.json");
    std::filesystem::copy_file(partyData / "course.json", folder / "course.json"); // not a level
    std::ofstream(folder / "notes.txt") << "not json";
    std::ofstream(folder / "c-broken.json") << R"({"format": "minigolf-level/1", "tiles": )";
    const RoundLoadResult mine = myLevelsRound(folder);
    ASSERT_TRUE(mine.round.has_value());
    EXPECT_EQ(mine.round->name, "My levels");
    ASSERT_EQ(mine.round->holes.size(), 2u); // sorted by path: b-straight, sub/a-bend
    EXPECT_EQ(mine.round->holes[0].level.name, "Straight Shot");
    EXPECT_EQ(mine.round->holes[1].path, folder / "sub" / "a-bend.json");
}

TEST(PartyOptions, ARandomCourseDrawsDistinctLevelsBySeed) {
    const std::vector<std::filesystem::path> pool = levelFilesIn(partyData);
    ASSERT_GE(pool.size(), 5u); // bend, floors, straight, void-island, diagonal-runs, ...
    const RoundLoadResult three = randomRound(pool, 3, 7);
    ASSERT_TRUE(three.round.has_value());
    EXPECT_EQ(three.round->name, "Random 3");
    std::set<std::filesystem::path> drawn;
    for (const Hole& hole : three.round->holes) {
        EXPECT_NE(std::find(pool.begin(), pool.end(), hole.path), pool.end());
        drawn.insert(hole.path);
    }
    EXPECT_EQ(drawn.size(), 3u); // no level twice
    // The same seed draws the same course; among ten seeds some draw another first hole.
    const RoundLoadResult again = randomRound(pool, 3, 7);
    std::set<std::filesystem::path> firsts;
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(again.round->holes[i].path, three.round->holes[i].path);
    }
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        firsts.insert(randomRound(pool, 1, seed).round->holes.front().path);
    }
    EXPECT_GT(firsts.size(), 1u);
    // More holes than the pool has: every level once.
    const RoundLoadResult all = randomRound(pool, 50, 1);
    EXPECT_EQ(all.round->name, "Random " + std::to_string(all.round->holes.size()));
    EXPECT_LE(all.round->holes.size(), pool.size());
    EXPECT_FALSE(randomRound({}, 3, 1).round.has_value());
}

} // namespace
} // namespace golf::game
