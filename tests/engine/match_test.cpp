#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

using test::makeLevel;

Level courseLevel() {
    Level level = makeLevel({"############", "#S........O#", "#...L..F...#", "############"});
    level.maxStrokes = 3;
    return level;
}

void matchPlayOut(Match& match) {
    for (int i = 0; i < 100000 && match.shotInProgress(); ++i) {
        (void)match.step();
    }
}

TEST(Match, TheFirstShotEntersAtTheTeeAndCountsAStroke) {
    Match match(courseLevel(), 2);
    EXPECT_FALSE(match.world().balls()[0].inPlay);
    EXPECT_EQ(match.shotError(0, {2, 0}), "");
    match.shoot(0, {2, 0});
    EXPECT_TRUE(match.world().balls()[0].inPlay);
    EXPECT_EQ(match.players()[0].strokes, 1);
    EXPECT_TRUE(match.shotInProgress());
    EXPECT_EQ(match.shotError(1, {1, 0}), "a shot is still in progress");
    matchPlayOut(match);
    // 2 tiles/s at 3 tiles/s^2: 2/3 tile in 2/3 s = 80 ticks.
    EXPECT_EQ(match.shotTicks(), 80);
    EXPECT_NEAR(match.world().balls()[0].position.x, 1.5 + 4.0 / 6, 1e-12);
}

TEST(Match, ABallEnteringAnOccupiedTeeTakesTheFirstFreeSpotOfTheRings) {
    Match match(courseLevel(), 2);
    ASSERT_EQ(match.setup(0, {1.5, 1.5}), ""); // player 0's ball rests on the tee
    match.shoot(1, {0.1, 0});
    // Ring 1 (radius 0.2, 8 points from angle 0): (1.7, 1.5) overlaps ball 0 (0.2 < 0.4);
    // ring 2 (radius 0.4, 16 points): angle 0, (1.9, 1.5), touches ball 0: free.
    const Vec2 p = match.world().balls()[1].position;
    EXPECT_NEAR(p.x, 1.9, 1e-12);
    EXPECT_NEAR(p.y, 1.5, 1e-12);
}

TEST(Match, ShotErrorsNameTheReason) {
    Match match(courseLevel(), 1);
    EXPECT_EQ(match.shotError(1, {1, 0}), "player 1 does not exist (players: 1)");
    EXPECT_EQ(match.shotError(0, {14.5, 0}), "speed 14.5 is above maxShotSpeed 14");
    EXPECT_EQ(match.shotError(0, {std::nan(""), 0}), "the shot's velocity is not a finite number");
    EXPECT_EQ(match.setup(0, {0.5, 0.5}),
              "the ball does not fit at (0.500000, 0.500000): it must lie on open floor, "
              "overlapping no solid and no other ball");
}

TEST(Match, ABallIsPickedUpAfterMaxStrokesWithoutHoling) {
    Match match(courseLevel(), 2);
    for (int stroke = 1; stroke <= 3; ++stroke) {
        ASSERT_EQ(match.shotError(0, {0.5, 0}), "") << stroke;
        match.shoot(0, {0.5, 0});
        bool pickedUp = false;
        while (match.shotInProgress()) {
            for (const Event& e : match.step()) {
                pickedUp = pickedUp || e.type == EventType::PickedUp;
            }
        }
        EXPECT_EQ(pickedUp, stroke == 3);
    }
    EXPECT_TRUE(match.players()[0].pickedUp);
    EXPECT_FALSE(match.world().balls()[0].inPlay);
    EXPECT_EQ(match.shotError(0, {1, 0}), "player 0 was picked up after 3 strokes (maxStrokes 3)");
    EXPECT_EQ(match.nextPlayer(0), 1);
    EXPECT_EQ(match.nextPlayer(1), 1);
    EXPECT_FALSE(match.finished());
}

TEST(Match, HolingOutFinishesThePlayer) {
    Match match(courseLevel(), 1);
    // Tee (1.5,1.5) to cup (10.5,1.5): 9 tiles. Speed sqrt(2 * 3 * 9) = 7.35 stops on the cup
    // centre; it is slow enough (below 4) from 9 - (54 - 16) / 6 = 2.67 tiles before it.
    match.shoot(0, {std::sqrt(54.0), 0});
    std::vector<EventType> types;
    while (match.shotInProgress()) {
        for (const Event& e : match.step()) {
            types.push_back(e.type);
        }
    }
    EXPECT_NE(std::find(types.begin(), types.end(), EventType::Holed), types.end());
    EXPECT_TRUE(match.players()[0].holed);
    EXPECT_TRUE(match.finished());
    EXPECT_EQ(match.nextPlayer(0), -1);
    EXPECT_EQ(match.shotError(0, {1, 0}), "player 0 has already holed out");
}

TEST(Match, AShotThatNeverEndsIsStoppedAfterMaxShotSeconds) {
    Level level = courseLevel();
    level.physics.rollingDeceleration = 0;
    level.physics.wallRestitution = 1;
    level.physics.maxShotSeconds = 2;
    level.cup = {-100, -100};
    Match match(level, 1);
    match.shoot(0, {3, 1});
    matchPlayOut(match);
    EXPECT_EQ(match.shotTicks(), 240);
    EXPECT_TRUE(match.world().atRest());
}

TEST(Match, TurnsGoRoundInPlayerOrder) {
    Match match(courseLevel(), 3);
    EXPECT_EQ(match.nextPlayer(-1), 0);
    EXPECT_EQ(match.nextPlayer(0), 1);
    EXPECT_EQ(match.nextPlayer(2), 0);
}

/// A fixed multi-ball scene with walls, triangles and ball hits.
std::uint64_t sceneHash() {
    Level level = makeLevel({"##############", "#S...7....F..#", "#..#....L....#", "#.....J...O..#",
                             "#F.........7.#", "##############"});
    Match match(level, 3);
    (void)match.setup(1, {6.5, 3.5});
    (void)match.setup(2, {9.25, 2.5});
    match.shoot(0, {11.3, 4.1});
    matchPlayOut(match);
    match.shoot(1, {-7.7, -3.3});
    matchPlayOut(match);
    match.shoot(2, {2.9, 9.1});
    matchPlayOut(match);
    return match.hash();
}

TEST(Match, HashIsIdenticalOnEveryRunAndInEveryBuild) {
    // The same value is expected from the Release and the sanitizer (Debug) build, which both
    // run this test: a change of it means the physics or the rules changed.
    EXPECT_EQ(hashToHex(sceneHash()), hashToHex(sceneHash()));
    EXPECT_EQ(hashToHex(sceneHash()), "0cd2b8047d2df7a1");
}

TEST(Match, HashToHexIsSixteenLowerCaseDigits) {
    EXPECT_EQ(hashToHex(0x9f2c0b7e5d41a3c8ull), "9f2c0b7e5d41a3c8");
    EXPECT_EQ(hashToHex(0x1ull), "0000000000000001");
}

} // namespace
} // namespace golf
