// Floors and water in the world (SPEC section 4): each floor slows the ball at its own
// deceleration from the exact point where the centre enters it; water puts the ball back
// where it lay when the shot began and costs the shooter a stroke. Expected values are
// worked out by hand from s = v t - a t^2 / 2 on each floor.

#include "golf/physics/match.hpp"
#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

/// A 10x1 corridor (x from 1 to 11, y from 1 to 2) whose tiles at the given columns carry the
/// surface of `symbol` ('s', 'i' or 'w').
Level floorsCorridor(const std::vector<std::pair<int, char>>& tiles) {
    Level level = test::makeBox(10, 1);
    for (const auto& [col, symbol] : tiles) {
        level.setSurface(col, 1, *builtinSurface(symbol));
    }
    return level;
}

struct Roll {
    Vec2 rest;
    double stopTime = -1; ///< seconds from the shot, from the Stopped event
    std::vector<Event> events;
};

Roll roll(const Level& level, Vec2 start, Vec2 velocity) {
    World world(level, 1);
    EXPECT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    Roll result;
    for (int tick = 0; tick < 100000 && !world.atRest(); ++tick) {
        for (const Event& event : world.step()) {
            if (event.type == EventType::Stopped) {
                result.stopTime = static_cast<double>(tick) * world.tickSeconds() + event.time;
            }
            result.events.push_back(event);
        }
    }
    result.rest = world.balls()[0].position;
    return result;
}

TEST(Floors, GrassSandGrassStopsWhereTheClosedFormSays) {
    // Grass a = 3, sand a = 9 (the defaults). From x = 1.5 at 6 tiles/s: 2.5 tiles of grass
    // leave v^2 = 36 - 15 = 21; one tile of sand (x 4..5) leaves v^2 = 21 - 18 = 3; grass then
    // stops it after 3 / 6 = 0.5 tiles: at x = 5.5. Times: (6 - sqrt 21) / 3 on grass,
    // (sqrt 21 - sqrt 3) / 9 on sand, sqrt 3 / 3 on grass again.
    const Level level = floorsCorridor({{4, 's'}});
    ASSERT_EQ(level.physics.rollingDeceleration, 3.0);
    ASSERT_EQ(level.physics.sandDeceleration, 9.0);
    const Roll result = roll(level, {1.5, 1.5}, {6, 0});
    EXPECT_NEAR(result.rest.x, 5.5, 1e-12);
    EXPECT_EQ(result.rest.y, 1.5);
    const double time =
        (6 - std::sqrt(21.0)) / 3 + (std::sqrt(21.0) - std::sqrt(3.0)) / 9 + std::sqrt(3.0) / 3;
    EXPECT_NEAR(result.stopTime, time, 1e-12);
}

TEST(Floors, IceCarriesTheBallFurther) {
    // Ice a = 0.6 from x = 3 to x = 11 (the wall at 11 - 0.2 = 10.8 is never reached): from
    // x = 1.5 at 3 tiles/s, 1.5 tiles of grass leave v^2 = 9 - 9 = 0: it stops exactly on the
    // edge of the ice. At 4 tiles/s: v^2 = 16 - 9 = 7, then 7 / 1.2 = 5.8333 tiles on ice.
    const Level level = floorsCorridor(
        {{3, 'i'}, {4, 'i'}, {5, 'i'}, {6, 'i'}, {7, 'i'}, {8, 'i'}, {9, 'i'}, {10, 'i'}});
    EXPECT_NEAR(roll(level, {1.5, 1.5}, {3, 0}).rest.x, 3.0, 1e-12);
    EXPECT_NEAR(roll(level, {1.5, 1.5}, {4, 0}).rest.x, 3 + 7 / 1.2, 1e-12);
}

TEST(Floors, DiagonalCrossingsOfSandTiles) {
    // Direction (0.6, 0.8) at 6 tiles/s from (1.5, 1.5); sand at tiles (2, 2) and (3, 3).
    // Along the path (s in tiles): row 2 from s = 5/8 (tile (1, 2), grass), col 2 from
    // s = 5/6 (tile (2, 2), sand), row 3 from s = 15/8 (tile (2, 3), grass), col 3 from
    // s = 5/2 (tile (3, 3), sand). v^2: 36 - 6 * 5/6 = 31 on entering sand; 31 - 18 * 25/24
    // = 12.25 leaving it; 12.25 - 6 * 5/8 = 8.5 entering the second sand; it stops 8.5 / 18
    // tiles later, at s = 5/2 + 17/36.
    Level level = test::makeBox(6, 6);
    level.setSurface(2, 2, *builtinSurface('s'));
    level.setSurface(3, 3, *builtinSurface('s'));
    const Roll result = roll(level, {1.5, 1.5}, {3.6, 4.8});
    const double s = 2.5 + 17.0 / 36;
    EXPECT_NEAR(result.rest.x, 1.5 + 0.6 * s, 1e-12);
    EXPECT_NEAR(result.rest.y, 1.5 + 0.8 * s, 1e-12);
    const double time = (6 - std::sqrt(31.0)) / 3 + (std::sqrt(31.0) - 3.5) / 9 +
                        (3.5 - std::sqrt(8.5)) / 3 + std::sqrt(8.5) / 9;
    EXPECT_NEAR(result.stopTime, time, 1e-12);
}

TEST(Floors, OutcomeDoesNotDependOnTheTickRate) {
    Level level = floorsCorridor({{3, 's'}, {5, 'i'}, {6, 'i'}, {8, 's'}});
    Vec2 rest;
    for (const int rate : {30, 120, 997, 2000}) {
        level.physics.tickRate = rate;
        const Vec2 r = roll(level, {1.5, 1.5}, {9.5, 0}).rest;
        if (rate == 30) {
            rest = r;
        } else {
            EXPECT_EQ(r.x, rest.x) << rate; // the same bits: positions come from the crossing
            EXPECT_EQ(r.y, rest.y) << rate;
        }
    }
}

TEST(Floors, PlainGrassSurfacesChangeNothing) {
    // A format-2 level whose only surface is grass behaves bit for bit like format 1.
    const Level plain = test::makeBox(8, 3);
    Level marked = plain;
    marked.setSurface(4, 2, Surface{}); // grass, set explicitly
    marked.setSurface(2, 1, *builtinSurface('i'));
    marked.setSurface(2, 1, Surface{}); // painted back to grass
    const Roll a = roll(plain, {1.5, 2.5}, {7, 2});
    const Roll b = roll(marked, {1.5, 2.5}, {7, 2});
    EXPECT_EQ(a.rest.x, b.rest.x);
    EXPECT_EQ(a.rest.y, b.rest.y);
    EXPECT_EQ(a.events.size(), b.events.size());
}

TEST(Water, TheBallGoesBackWhereItWasStruckWithAPenalty) {
    Level level = floorsCorridor({{6, 'w'}});
    level.tee = {2.5, 1.5};
    Match match(level, 1);
    match.shoot(0, {8, 0});
    std::vector<Event> watered;
    while (match.shotInProgress()) {
        for (const Event& event : match.step()) {
            if (event.type == EventType::Watered) {
                watered.push_back(event);
            }
        }
    }
    ASSERT_EQ(watered.size(), 1u);
    EXPECT_EQ(watered[0].position.x, 6.0); // the centre entered at the tile's edge
    // v^2 at the edge = 64 - 6 * 3.5 = 43.
    EXPECT_NEAR(watered[0].speed, std::sqrt(43.0), 1e-12);
    EXPECT_EQ(match.world().balls()[0].position, (Vec2{2.5, 1.5}));
    EXPECT_TRUE(match.world().balls()[0].inPlay);
    EXPECT_EQ(match.players()[0].strokes, 2); // the stroke and the penalty
}

TEST(Water, StoppingExactlyOnTheEdgeIsDry) {
    // a = 8, v = 8: stops after exactly 4 tiles, from x = 2 at x = 6, the water's edge.
    Level level = floorsCorridor({{6, 'w'}, {7, 'w'}});
    level.physics.rollingDeceleration = 8;
    const Roll result = roll(level, {2, 1.5}, {8, 0});
    EXPECT_EQ(result.rest.x, 6.0);
    for (const Event& event : result.events) {
        EXPECT_NE(event.type, EventType::Watered);
    }
}

TEST(Water, StruckFromTheEdgeIntoTheWater) {
    // Rests exactly on the edge (as above), then a gentle putt into the water: entered at once.
    Level level = floorsCorridor({{6, 'w'}});
    level.physics.rollingDeceleration = 8;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {2, 1.5}));
    world.setVelocity(0, {8, 0});
    while (!world.atRest()) {
        (void)world.step();
    }
    ASSERT_EQ(world.balls()[0].position, (Vec2{6.0, 1.5}));
    EXPECT_FALSE(world.isFreeSpot({6.0, 1.5})); // the loader's rule: no resting on the edge
    world.markShotStart();
    world.setVelocity(0, {1, 0});
    const std::vector<Event> events = world.step();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events[0].type, EventType::Watered);
    EXPECT_EQ(events[0].time, 0.0);
    EXPECT_EQ(events[0].speed, 1.0);
    // Back where it was struck: that spot is on the edge, so the ring rule moves it to the
    // first free spot of the rings around it (ring 1, angle pi: 0.2 tiles to the left).
    EXPECT_EQ(world.balls()[0].position, world.freeSpotNear({6.0, 1.5}, 0));
    EXPECT_LT(world.balls()[0].position.x, 6.0);
    EXPECT_TRUE(world.atRest());
}

TEST(Water, AnotherPlayersBallKnockedInGoesBackWithoutPenalty) {
    // Player 1 rests at x = 5.5 before the water at x 7..8; player 0 knocks it in.
    Level level = floorsCorridor({{7, 'w'}, {8, 'w'}});
    level.tee = {1.5, 1.5};
    Match match(level, 2);
    ASSERT_EQ(match.setup(1, {5.5, 1.5}), "");
    match.shoot(0, {9, 0});
    bool wateredOther = false;
    while (match.shotInProgress()) {
        for (const Event& event : match.step()) {
            wateredOther = wateredOther || (event.type == EventType::Watered && event.ball == 1);
        }
    }
    ASSERT_TRUE(wateredOther);
    EXPECT_EQ(match.players()[0].strokes, 1);
    EXPECT_EQ(match.players()[1].strokes, 0);
    // Back where it lay, unless player 0's ball now covers that spot (then the ring rule).
    const Vec2 back = match.world().balls()[1].position;
    EXPECT_TRUE(match.world().balls()[1].inPlay);
    EXPECT_LT(back.x, 7.0);
    EXPECT_GE(length(back - match.world().balls()[0].position), 0.4 - 1e-9);
}

} // namespace
} // namespace golf
