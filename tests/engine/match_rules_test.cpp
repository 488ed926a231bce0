// The rules of SPEC section 5 that involve other players' balls: a ball knocked into the cup
// during another player's shot goes back, and the match option without ball collisions.

#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

// A straight corridor: tee at (1.5, 1.5), cup at (9.5, 1.5).
Level matchRulesCorridor(double ballRestitution) {
    Level level = test::makeLevel({"############", "#S.......O.#", "############"});
    level.physics.ballRestitution = ballRestitution;
    return level;
}

std::vector<Event> playOut(Match& match) {
    std::vector<Event> all;
    for (int i = 0; i < 100000 && match.shotInProgress(); ++i) {
        const std::vector<Event> events = match.step();
        all.insert(all.end(), events.begin(), events.end());
    }
    return all;
}

int count(const std::vector<Event>& events, EventType type) {
    return static_cast<int>(std::count_if(events.begin(), events.end(),
                                          [type](const Event& e) { return e.type == type; }));
}

// Player 1's ball rests 0.6 tiles before the cup. Player 0's ball arrives from the tee, 7
// tiles away, at sqrt(v0^2 - 2 * 3 * 7) = 3 tiles/s (deceleration 3): after the hit ball 1
// rolls into the cup at under captureSpeed 4 (it reaches the rim at sqrt(9 - 2*3*0.3) ~ 2.7).
Match knockInto(double ballRestitution) {
    Match match(matchRulesCorridor(ballRestitution), 2);
    EXPECT_EQ(match.setup(1, {8.9, 1.5}), "");
    match.shoot(0, {std::sqrt(9.0 + 2 * 3.0 * 7.0), 0});
    return match;
}

TEST(MatchRules, ABallKnockedIntoTheCupGoesBackWhereItLay) {
    Match match = knockInto(1.0);
    const std::vector<Event> events = playOut(match);
    ASSERT_EQ(count(events, EventType::Holed), 1);
    ASSERT_EQ(count(events, EventType::Returned), 1);
    EXPECT_FALSE(match.players()[1].holed);
    EXPECT_EQ(match.players()[1].strokes, 0);
    const Ball& ball = match.world().balls()[1];
    EXPECT_TRUE(ball.inPlay);
    EXPECT_FALSE(ball.holed);
    // Elastic equal masses: ball 0 stops at the contact, 0.4 tiles short of ball 1's spot,
    // so the spot is free and the ball goes back exactly there, at rest.
    EXPECT_EQ(ball.position.x, 8.9);
    EXPECT_EQ(ball.position.y, 1.5);
    EXPECT_EQ(ball.velocity.x, 0.0);
    EXPECT_FALSE(match.finished());
    // The Returned event comes last, at the shot's end.
    EXPECT_EQ(events.back().type, EventType::Returned);
    EXPECT_EQ(events.back().ball, 1);
}

TEST(MatchRules, AKnockedInBallWhoseSpotIsCoveredTakesTheNearestFreeSpot) {
    // Restitution 0.5: ball 0 keeps (1 - e) / 2 of 3 tiles/s and rolls 0.75^2 / 6 = 0.09375
    // tiles on, to x = 8.59375: 0.30625 from the spot, so the spot is covered. The first ring
    // point (radius 0.2, angle 0) is (9.1, 1.5), 0.50625 from ball 0 and 0.4 from the cup.
    Match match = knockInto(0.5);
    const std::vector<Event> events = playOut(match);
    ASSERT_EQ(count(events, EventType::Returned), 1);
    EXPECT_NEAR(match.world().balls()[0].position.x, 8.59375, 1e-12);
    const Ball& ball = match.world().balls()[1];
    EXPECT_TRUE(ball.inPlay);
    EXPECT_NEAR(ball.position.x, 9.1, 1e-12);
    EXPECT_NEAR(ball.position.y, 1.5, 1e-12);
    EXPECT_FALSE(match.players()[1].holed);
}

TEST(MatchRules, TheShootersOwnBallIsHoled) {
    Match match(matchRulesCorridor(0.95), 2);
    match.shoot(0, {std::sqrt(2 * 3.0 * 8.0), 0}); // stops exactly on the cup's centre
    const std::vector<Event> events = playOut(match);
    EXPECT_EQ(count(events, EventType::Holed), 1);
    EXPECT_EQ(count(events, EventType::Returned), 0);
    EXPECT_TRUE(match.players()[0].holed);
}

TEST(MatchRules, WithoutBallCollisionsBallsPassThroughEachOther) {
    Match match(matchRulesCorridor(0.95), 2);
    match.setBallCollisions(false);
    ASSERT_EQ(match.setup(1, {5.5, 1.5}), "");
    // From the tee at 1.5 with 6 tiles/s: 36 / 6 = 6 tiles, to x = 7.5, straight through
    // ball 1 at 5.5.
    match.shoot(0, {6, 0});
    const std::vector<Event> events = playOut(match);
    EXPECT_EQ(count(events, EventType::BallHit), 0);
    EXPECT_NEAR(match.world().balls()[0].position.x, 7.5, 1e-12);
    EXPECT_EQ(match.world().balls()[1].position.x, 5.5);

    Match colliding(matchRulesCorridor(0.95), 2);
    ASSERT_EQ(colliding.setup(1, {5.5, 1.5}), "");
    colliding.shoot(0, {6, 0});
    EXPECT_EQ(count(playOut(colliding), EventType::BallHit), 1);
}

TEST(MatchRules, ARingSpotInsideTheCupIsNeverChosen) {
    // Ball 0 rests on the tee, so ring 1 (radius 0.2) overlaps it everywhere. Ring 2 (radius
    // 0.4, 16 points, 22.5 degrees apart) starts inside the cup centred 0.35 right of the tee:
    // 0 degrees lies 0.05 from the cup's centre, 22.5 degrees 0.155, 45 degrees 0.291 (all
    // within its radius 0.3); 67.5 degrees lies 0.419 away: the first spot the rings take.
    Level level = test::makeLevel({"#######", "#.....#", "#.....#", "#.....#", "#######"});
    level.tee = {2.5, 2.5};
    level.cup = {2.85, 2.5};
    Match match(level, 2);
    ASSERT_EQ(match.setup(0, level.tee), "");
    const Vec2 spot = match.world().teeEntrySpot(1);
    EXPECT_GT(length(spot - level.cup), level.cupRadius);
    EXPECT_TRUE(match.world().isFreeSpot(spot, 1));
    const double angle = 3 * std::acos(-1.0) / 8;
    EXPECT_NEAR(spot.x, 2.5 + 0.4 * std::cos(angle), 1e-12);
    EXPECT_NEAR(spot.y, 2.5 + 0.4 * std::sin(angle), 1e-12);
}

} // namespace
} // namespace golf
