// Tests of issue 27's step37 step in marking where a shot began (World::markShotStart): skipped
// at a shot's end on a level without movers (no ball moves before the next shoot(), which marks
// the spots). A ball struck into the water goes back where it lay when that shot began: its rest
// after the previous shot, not where the previous shot began, whichever player struck it. (The
// skip with grass everywhere, where no water reads the spots, leaves every replay of a grass
// level as it was: the golden replays of replay_test.cpp and the dense log of check.sh.)

#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace step37 {
namespace {

/// A corridor from x = 1 to 11 at y 1..2, water at x 7..9.
Level waterCorridor() {
    Level level = test::makeSurfaceLevel({"############", "#......www.#", "############"});
    level.tee = {1.5, 1.5};
    level.cup = {10.5, 1.5};
    return level;
}

/// What a shot did to ball `ball`'s return from the water.
struct Watered {
    bool watered = false;
    Vec2 back;     ///< where it was put, right after the tick it entered the water in
    Vec2 spotThen; ///< World::freeSpotNear(`from`, ball) right after that tick
};

/// Plays every tick of the current shot.
Watered playShot(Match& match, int ball, Vec2 from = {}) {
    Watered result;
    while (match.shotInProgress()) {
        for (const Event& event : match.step()) {
            if (event.type == EventType::Watered && event.ball == ball) {
                result.watered = true;
                result.back = match.world().balls()[static_cast<std::size_t>(ball)].position;
                result.spotThen = match.world().freeSpotNear(from, ball);
            }
        }
    }
    return result;
}

TEST(Step37ShotStart, IntoTheWaterBackWhereTheShotBeganNotWhereTheLastOneDid) {
    const Level level = waterCorridor();
    // Speeds that stop short of the water from the tee: v^2 / (2 decel) tiles.
    const double decel = level.physics.rollingDeceleration;
    for (const double distance : {1.0, 2.0, 3.5}) {
        Match match(level, 1);
        match.shoot(0, {std::sqrt(2 * decel * distance), 0});
        ASSERT_FALSE(playShot(match, 0).watered);
        const Vec2 rest = match.world().balls()[0].position;
        ASSERT_GT(rest.x, 1.5 + distance / 2);
        ASSERT_LT(rest.x, 7.0 - level.ballRadius);
        match.shoot(0, {level.physics.maxShotSpeed, 0});
        ASSERT_TRUE(playShot(match, 0, rest).watered);
        EXPECT_EQ(match.world().balls()[0].position, rest);
        EXPECT_TRUE(match.world().balls()[0].inPlay);
        EXPECT_EQ(match.players()[0].strokes, 3); // two strokes and the water's penalty
    }
}

TEST(Step37ShotStart, AnotherPlayersBallBackWhereItLayWhenTheShotBegan) {
    // Player 1's ball rests short of the water after its own shot; player 0 knocks it in from
    // the tee: it goes back where it lay, the spot its own shot left it on.
    const Level level = waterCorridor();
    const double decel = level.physics.rollingDeceleration;
    Match match(level, 2);
    ASSERT_EQ(match.setup(1, {3.5, 1.5}), "");
    match.shoot(1, {std::sqrt(2 * decel * 2.0), 0});
    ASSERT_FALSE(playShot(match, 1).watered);
    const Vec2 rest = match.world().balls()[1].position;
    ASSERT_GT(rest.x, 4.5);
    match.shoot(0, {level.physics.maxShotSpeed, 0});
    const Watered watered = playShot(match, 1, rest);
    ASSERT_TRUE(watered.watered);
    // Its spot, unless player 0's ball covered it then (the ring rule around it); not the
    // spot where player 1's own shot began.
    EXPECT_EQ(watered.back, watered.spotThen);
    EXPECT_NE(watered.back, (Vec2{3.5, 1.5}));
    EXPECT_EQ(match.players()[1].strokes, 1); // no penalty for a ball another player struck
}

} // namespace
} // namespace step37
} // namespace golf
