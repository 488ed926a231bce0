// HoleTally and RoundStats: a round's stats from the engine's events, worked out by hand.

#include "HoleSession.hpp"
#include "HoleTally.hpp"
#include "RoundStats.hpp"
#include "golf/formats/level_loader.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

Event event(EventType type, int ball, double speed = 0) {
    return Event{.type = type, .ball = ball, .speed = speed};
}

TEST(HoleTally, CountsTheShootersBanksWaterAndPutt) {
    HoleTally tally(2, {4, 5});
    tally.strike(0, {1, 1});
    const std::vector<Event> events = {
        event(EventType::WallHit, 0, 2.0),  // a bank
        event(EventType::WallHit, 0, 0.05), // a graze along the wall: no bank
        event(EventType::WallHit, 1, 3.0),  // the other ball's: not this stroke's
        event(EventType::BallHit, 0, 3.0),  // a ball is no bank
        event(EventType::Watered, 1),       // knocked into water: goes back free
        event(EventType::Holed, 1),         // knocked in: not holed
        event(EventType::WallHit, 0, 0.1),  // at minBankSpeed: a bank
        event(EventType::Holed, 0),         // holed from (1, 1): 3-4-5, 5 tiles to the cup
        event(EventType::WallHit, 0, 5.0)}; // after the drop: ignored
    tally.shotEvents(events);
    const HoleStats& shooter = tally.players()[0];
    EXPECT_TRUE(shooter.holed);
    EXPECT_TRUE(shooter.ace());
    EXPECT_EQ(shooter.banks, 2);
    EXPECT_DOUBLE_EQ(shooter.puttTiles, 5.0);
    EXPECT_EQ(shooter.water, 0);
    const HoleStats& other = tally.players()[1];
    EXPECT_FALSE(other.holed);
    EXPECT_EQ(other.water, 0);
    EXPECT_EQ(other.strokes, 0);
}

TEST(HoleTally, EventsBeforeAnyStrokeCountForNobody) {
    HoleTally tally(1, {0, 0});
    const std::vector<Event> events = {event(EventType::Watered, 0), event(EventType::Holed, 0)};
    tally.shotEvents(events);
    EXPECT_EQ(tally.players()[0].water, 0);
    EXPECT_FALSE(tally.players()[0].holed);
}

TEST(HoleTally, BanksOfAMissedStrokeDoNotCarryToTheHolingOne) {
    HoleTally tally(1, {3, 0});
    tally.strike(0, {0, 0});
    tally.shotEvents(std::vector<Event>{event(EventType::WallHit, 0, 4.0)});
    tally.strike(0, {1, 0});
    tally.shotEvents(std::vector<Event>{event(EventType::Holed, 0)});
    EXPECT_EQ(tally.players()[0].banks, 0);
    EXPECT_DOUBLE_EQ(tally.players()[0].puttTiles, 2.0);
    EXPECT_EQ(tally.players()[0].strokes, 2);
    EXPECT_FALSE(tally.players()[0].ace());
}

TEST(HoleTally, ARestartKeepsStrokesAndWater) {
    HoleTally tally(1, {3, 0});
    tally.strike(0, {0, 0});
    tally.shotEvents(std::vector<Event>{event(EventType::Watered, 0)});
    tally.restart();
    tally.strike(0, {0, 0});
    tally.shotEvents(std::vector<Event>{event(EventType::Holed, 0)});
    const HoleStats& player = tally.players()[0];
    EXPECT_EQ(player.water, 1);
    EXPECT_EQ(player.strokes, 2);
    EXPECT_TRUE(player.holed);
    EXPECT_FALSE(player.ace()); // holed with the first stroke after a restart: not an ace
}

/// Plays `velocity` for `player` on `session` to its end, feeding the tally as the game does.
void play(HoleSession& session, HoleTally& tally, int player, Vec2 velocity) {
    const Vec2 origin = session.shotOrigin(player);
    ASSERT_EQ(session.shoot(player, velocity), "");
    tally.strike(player, origin);
    tally.shotEvents(session.finishShot());
}

// Stats Lane (tests/game/data/stats/lane.json): tee (2.5, 1.5), cup (5.5, 1.5), the wall's face at
// x = 1 and water in row 3 (y >= 3) under the tee. Ball radius 0.2, deceleration 3 tiles/s²,
// wall restitution 0.8, capture within 0.3 tiles of the cup at 4 tiles/s or slower.
TEST(HoleTally, StatsLaneByHand) {
    const LevelLoadResult loaded = loadLevelFile(GOLF_TEST_DATA "/stats/lane.json");
    ASSERT_TRUE(loaded.level) << loaded.errors.front();
    HoleSession session(*loaded.level, 2);
    HoleTally tally(2, loaded.level->cup);
    // Ana: 7.4 tiles/s to the left meets the wall 1.3 tiles on at sqrt(7.4² - 2·3·1.3) = 6.85,
    // leaves it at 5.48, and reaches the cup's rim 4 tiles on at sqrt(5.48² - 24) = 2.46: a
    // bank and an ace, struck 3 tiles from the cup.
    play(session, tally, 0, {-7.4, 0});
    // Bo: 5 tiles/s down reaches the water 1.5 tiles on at 4 tiles/s: back to the tee, +1.
    play(session, tally, 1, {0, 5});
    // 3 tiles/s rolls 3² / (2·3) = 1.5 tiles: rests at x = 4.0, 1.5 from the cup's centre.
    play(session, tally, 1, {3, 0});
    // 4 tiles/s reaches the rim 1.2 tiles on at sqrt(16 - 7.2) = 2.97: holed, no bank.
    play(session, tally, 1, {4, 0});
    ASSERT_TRUE(session.over());

    const HoleStats& ana = tally.players()[0];
    EXPECT_TRUE(ana.ace());
    EXPECT_EQ(ana.banks, 1);
    EXPECT_NEAR(ana.puttTiles, 3.0, 1e-9);
    EXPECT_EQ(ana.water, 0);
    const HoleStats& bo = tally.players()[1];
    EXPECT_TRUE(bo.holed);
    EXPECT_FALSE(bo.ace());
    EXPECT_EQ(bo.strokes, 3);
    EXPECT_EQ(session.match().players()[1].strokes, 4); // the penalty the water visit cost
    EXPECT_EQ(bo.water, 1);
    EXPECT_EQ(bo.banks, 0);
    EXPECT_NEAR(bo.puttTiles, 1.5, 1e-9);
}

HoleStats holed(int strokes, double putt, int banks, int water = 0) {
    return HoleStats{
        .strokes = strokes, .water = water, .holed = true, .puttTiles = putt, .banks = banks};
}

RoundRecord twoHoles() {
    RoundRecord round = startRecord("20261126-150000", "Two", {"Ana", "Bo"});
    addHole(round, 1, {holed(1, 3.0, 1), holed(3, 1.5, 0, 1)});
    addHole(round, 2, {holed(2, 2.25, 2, 2), HoleStats{.strokes = 5, .water = 1}});
    round.players[0].strokes = 5; // 1 + 2 + 2 penalties
    round.players[1].strokes = 10;
    return round;
}

TEST(RoundStats, SumsTheHoles) {
    const RoundRecord round = twoHoles();
    EXPECT_EQ(round.holes, 2);
    const PlayerRoundStats& ana = round.players[0];
    EXPECT_EQ(ana.aces, 1);
    EXPECT_EQ(ana.water, 2);
    EXPECT_EQ(ana.banks, 3);
    EXPECT_EQ(ana.mostBanks, 2);
    EXPECT_EQ(ana.mostBanksHole, 2);
    EXPECT_DOUBLE_EQ(ana.longestPutt, 3.0);
    EXPECT_EQ(ana.longestPuttHole, 1);
    const PlayerRoundStats& bo = round.players[1];
    EXPECT_EQ(bo.aces, 0);
    EXPECT_EQ(bo.water, 2); // one on each hole; the unholed second hole's counts too
    EXPECT_EQ(bo.banks, 0);
    EXPECT_EQ(bo.mostBanksHole, 0);
    EXPECT_DOUBLE_EQ(bo.longestPutt, 1.5);
    EXPECT_EQ(statsSummary(ana), "Ana: aces 1, longest holed putt 3.00 tiles (hole 1), water 2, "
                                 "banks 3 (most 2, hole 2)");
    EXPECT_EQ(statsSummary(bo), "Bo: aces 0, longest holed putt 1.50 tiles (hole 1), water 2, "
                                "banks 0 (most 0, hole 0)");
}

TEST(RoundStats, LinesOfTheFirstRound) {
    const std::vector<std::string> lines = statsLines(twoHoles(), {});
    const std::vector<std::string> expected = {
        "Aces: Ana 1", "Longest holed putt: 3.0 tiles, Ana (hole 1)", "Water: Ana 2  \u00b7  Bo 2",
        "Banks before holing: Ana 3  \u00b7  most in one putt 2, Ana (hole 2)",
        "The first round in your history"};
    EXPECT_EQ(lines, expected);
}

TEST(RoundStats, LinesAgainstTheHistory) {
    RoundRecord earlier = startRecord("20261120-100000", "Two", {"Cy", "Ana"});
    earlier.holes = 2;
    earlier.players[0].longestPutt = 2.5;
    earlier.players[0].longestPuttHole = 2;
    earlier.players[0].strokes = 6;
    earlier.players[1].longestPutt = 1.0;
    earlier.players[1].longestPuttHole = 1;
    earlier.players[1].strokes = 7;
    earlier.players[1].mostBanks = 2;
    std::vector<std::string> lines = statsLines(twoHoles(), {earlier});
    EXPECT_EQ(lines[1],
              "Longest holed putt: 3.0 tiles, Ana (hole 1) \u2014 a new record (was 2.5)");
    EXPECT_EQ(lines[3], "Banks before holing: Ana 3  \u00b7  most in one putt 2, Ana (hole 2)");
    EXPECT_EQ(lines[4], "1 round in your history  \u00b7  a course best: 5 (was 6)");

    earlier.players[0].longestPutt = 4.0; // Cy's record stands; Ana beats her own 1.0
    earlier.players[0].strokes = 4;
    earlier.players[1].mostBanks = 1;
    lines = statsLines(twoHoles(), {earlier});
    EXPECT_EQ(lines[1], "Longest holed putt: 3.0 tiles, Ana (hole 1) \u2014 Ana's best yet");
    EXPECT_EQ(lines[3], "Banks before holing: Ana 3  \u00b7  most in one putt 2, Ana (hole 2) "
                        "\u2014 a new record");
    EXPECT_EQ(lines[4], "1 round in your history  \u00b7  course best 4, Cy (2026-11-20)");

    earlier.players[0].longestPutt = 3.0;
    lines = statsLines(twoHoles(), {earlier});
    EXPECT_EQ(lines[1], "Longest holed putt: 3.0 tiles, Ana (hole 1) \u2014 equals the record");

    earlier.players[0].longestPutt = 4.0;
    earlier.players[1].longestPutt = 3.5; // Ana's own best is not beaten either
    earlier.course = "Another";           // and no course best to compare with
    lines = statsLines(twoHoles(), {earlier, earlier});
    EXPECT_EQ(lines[1], "Longest holed putt: 3.0 tiles, Ana (hole 1)  \u00b7  record 4.0, Cy");
    EXPECT_EQ(lines[4], "2 rounds in your history  \u00b7  the first on this course");
}

TEST(RoundStats, EightPlayersListTheMostAndCutLongNames) {
    RoundRecord round =
        startRecord("w", "Eight", {"A", "B", "C", "D", "E", "F", "G", "Maximilianus Longname"});
    std::vector<HoleStats> hole(8);
    for (int i = 0; i < 8; ++i) {
        hole[static_cast<std::size_t>(i)] = holed(1, 1.0 + i, 0, 0);
    }
    addHole(round, 1, hole);
    addHole(round, 2,
            {holed(2, 0.5, 0, 1), HoleStats{}, HoleStats{}, HoleStats{}, HoleStats{}, HoleStats{},
             HoleStats{}, holed(1, 9.0, 0)});
    const std::vector<std::string> lines = statsLines(round, {});
    EXPECT_EQ(lines[0], "Aces: Maximilianus Lon\u2026 2  \u00b7  A 1  \u00b7  B 1 +5 more");
    EXPECT_EQ(lines[1], "Longest holed putt: 9.0 tiles, Maximilianus Lon\u2026 (hole 2)");
    EXPECT_EQ(lines[2], "Water: A 1");
    EXPECT_EQ(lines[3], "Banks before holing: none");

    RoundRecord tied = startRecord("w", "Eight", {"A", "B", "C", "D", "E"});
    addHole(tied, 1, std::vector<HoleStats>(5, holed(1, 2.0, 0)));
    EXPECT_EQ(statsLines(tied, {})[1],
              "Longest holed putt: 2.0 tiles, A and B and C +2 more (hole 1)");
}

TEST(RoundStats, NothingHoled) {
    RoundRecord round = startRecord("w", "C", {"Ana"});
    addHole(round, 1, {HoleStats{.strokes = 10}});
    const std::vector<std::string> lines = statsLines(round, {});
    EXPECT_EQ(lines[0], "Aces: none");
    EXPECT_EQ(lines[1], "Longest holed putt: nothing holed");
    EXPECT_EQ(lines[2], "Water: nobody went in");
}

} // namespace
} // namespace golf::game
