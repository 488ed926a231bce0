// Slopes in the world (SPEC section 4): the tick solver plays SlopePath pieces from the ball's
// last contact or crossing. Expected values come from the closed forms of straight motion on
// a slope (s = v t + (g.u - a) t^2 / 2), from the bounce and valley series of slope_rules, and
// from rollOnSurfaces (the reference without walls); the same shot at other tick rates must
// end in the same bits.

#include "golf/physics/world.hpp"
#include "slope_roll.hpp"
#include "slope_rules.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

/// A w x h box whose open tiles all carry the built-in surface `symbol` ('>', '<', ...).
Level slopeWorldSlopedBox(int w, int h, char symbol) {
    Level level = test::makeBox(w, h);
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            level.setSurface(col, row, *builtinSurface(symbol));
        }
    }
    return level;
}

struct SlopeWorldShot {
    Vec2 rest;
    std::vector<Event> events; ///< with times from the shot's start
    int ticks = 0;
    int mostEventsInATick = 0;
    std::int64_t boundTicks = 0; ///< ticks that reached the bound of events
    bool ended = false;
};

SlopeWorldShot slopeWorldPlay(const Level& level, Vec2 start, Vec2 velocity,
                              int maxTicks = 200000) {
    World world(level, 1);
    EXPECT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    SlopeWorldShot shot;
    for (; shot.ticks < maxTicks && !world.atRest(); ++shot.ticks) {
        const std::vector<Event> events = world.step();
        shot.mostEventsInATick = std::max(shot.mostEventsInATick, static_cast<int>(events.size()));
        for (Event event : events) {
            event.time += static_cast<double>(shot.ticks) * world.tickSeconds();
            shot.events.push_back(event);
        }
    }
    shot.ended = world.atRest();
    shot.boundTicks = world.eventBoundTicks();
    shot.rest = world.balls()[0].position;
    return shot;
}

std::vector<Event> eventsOf(const SlopeWorldShot& shot, EventType type) {
    std::vector<Event> out;
    for (const Event& e : shot.events) {
        if (e.type == type) {
            out.push_back(e);
        }
    }
    return out;
}

TEST(SlopeWorld, DownhillRollMeetsTheWallWhereTheClosedFormSays) {
    // '>' pushes +x at 4 against grass's 3: the ball gains 1 tile/s^2. From x = 1.5 at 2 tiles/s
    // it meets the right wall (x = 21, radius 0.2) after 19.3 tiles: 0.5 t^2 + 2 t = 19.3,
    // t = sqrt(42.6) - 2, at speed sqrt(42.6).
    const Level level = slopeWorldSlopedBox(20, 1, '>');
    const SlopeWorldShot shot = slopeWorldPlay(level, {1.5, 1.5}, {2, 0});
    const std::vector<Event> hits = eventsOf(shot, EventType::WallHit);
    ASSERT_FALSE(hits.empty());
    EXPECT_NEAR(hits[0].time, std::sqrt(42.6) - 2, 1e-12);
    EXPECT_NEAR(hits[0].speed, std::sqrt(42.6), 1e-12);
    EXPECT_NEAR(hits[0].position.x, 20.8, 1e-12);
    EXPECT_EQ(hits[0].position.y, 1.5);
    // The slope presses it back into the wall: the bounces shrink by
    // r = 0.8 sqrt((4 - 3) / (4 + 3)) and add up to bounceSeries' duration; the ball then rests
    // against the wall (no push along it). The last 1e-9 tiles of flights are cut short.
    ASSERT_TRUE(shot.ended);
    EXPECT_NEAR(shot.rest.x, 20.8, 1e-9);
    EXPECT_EQ(shot.rest.y, 1.5);
    const BounceSeries series = bounceSeries(0.8 * std::sqrt(42.6), 4, 3, 0.8);
    const std::vector<Event> stops = eventsOf(shot, EventType::Stopped);
    ASSERT_EQ(stops.size(), 1U);
    EXPECT_NEAR(stops[0].time, hits[0].time + series.duration, 1e-4);
    EXPECT_LT(hits.size(), 40U); // geometric: about log(1e-4) / log(r) bounces
}

TEST(SlopeWorld, UphillRollStopsAndComesBack) {
    // '<' pushes -x at 4. Shot +x at 3.5 from x = 1.5: slows at 4 + 3 = 7, stops after 0.5 s at
    // x = 1.5 + 0.875; from rest it rolls back at 4 - 3 = 1 and meets the left wall (x = 1.2)
    // after 1.175 tiles: t = sqrt(2.35) s later, at speed sqrt(2.35).
    const Level level = slopeWorldSlopedBox(10, 1, '<');
    const SlopeWorldShot shot = slopeWorldPlay(level, {1.5, 1.5}, {3.5, 0});
    const std::vector<Event> hits = eventsOf(shot, EventType::WallHit);
    ASSERT_FALSE(hits.empty());
    EXPECT_NEAR(hits[0].time, 0.5 + std::sqrt(2.35), 1e-12);
    EXPECT_NEAR(hits[0].speed, std::sqrt(2.35), 1e-12);
    EXPECT_NEAR(hits[0].position.x, 1.2, 1e-12);
    EXPECT_TRUE(shot.ended);
    EXPECT_NEAR(shot.rest.x, 1.2, 1e-9);
}

TEST(SlopeWorld, SandHoldsTheBallOnASlope) {
    // Sand's 9 beats the push of 4: a ball thrown uphill stops and stays, at v^2 / (2 (4 + 9)).
    Level level = test::makeBox(10, 1);
    Surface sandSlope{.symbol = 'a', .floor = Floor::Sand, .slope = makeSlope(180)};
    for (int col = 1; col <= 10; ++col) {
        level.setSurface(col, 1, sandSlope);
    }
    const SlopeWorldShot shot = slopeWorldPlay(level, {1.5, 1.5}, {5.2, 0});
    EXPECT_TRUE(shot.ended);
    EXPECT_NEAR(shot.rest.x, 1.5 + 5.2 * 5.2 / 26, 1e-12);
    EXPECT_TRUE(eventsOf(shot, EventType::WallHit).empty());
}

TEST(SlopeWorld, ValleyCollectsTheBallOnItsLine) {
    // Columns 1-5 push right, 6-10 push left: a valley along x = 6. A ball shot into it swings
    // across the line with speeds shrinking by sqrt(1/7) per side and rests on the line.
    Level level = slopeWorldSlopedBox(10, 1, '>');
    for (int col = 6; col <= 10; ++col) {
        level.setSurface(col, 1, *builtinSurface('<'));
    }
    const SlopeWorldShot shot = slopeWorldPlay(level, {2.5, 1.5}, {3, 0});
    ASSERT_TRUE(shot.ended);
    EXPECT_EQ(shot.rest.x, 6.0);
    EXPECT_EQ(shot.rest.y, 1.5);
    EXPECT_TRUE(eventsOf(shot, EventType::WallHit).empty());
    // The reference without walls, which sums the swings in closed form, agrees.
    const SurfaceRoll reference = rollOnSurfaces(level, {2.5, 1.5}, {3, 0}, 60);
    EXPECT_TRUE(reference.rests);
    EXPECT_EQ(reference.position.x, shot.rest.x);
}

TEST(SlopeWorld, ValleyCollectsABallThatEntersItObliquely) {
    // The same valley, 6 tiles tall: a ball shot across it at an angle swings across the line
    // while the floor slows its motion along it; it ends on the line without an event storm.
    Level level = slopeWorldSlopedBox(10, 6, '>');
    for (int row = 1; row <= 6; ++row) {
        for (int col = 6; col <= 10; ++col) {
            level.setSurface(col, row, *builtinSurface('<'));
        }
    }
    const SlopeWorldShot shot = slopeWorldPlay(level, {2.5, 1.5}, {3, 2});
    ASSERT_TRUE(shot.ended);
    EXPECT_NEAR(shot.rest.x, 6.0, 1e-6);
    EXPECT_EQ(shot.boundTicks, 0);
}

TEST(SlopeWorld, GutterCarriesTheBallAlongItsEdge) {
    // Columns 1-5 push at `angle` (down and right), 6-10 at 180 - angle (down and left): the
    // pushes across x = 6 point at each other, the pushes along it agree. The ball swings across
    // the edge until the swings are negligible, then rides it (the mix of both fields that
    // cancels the push across, rideEdge) down to the bottom wall (y = 9 - 0.2) when the push
    // along it, acc sin(angle), beats grass (3); else it stops on the edge. Where the push
    // across, acc cos(angle), is weaker than grass the edge does not collect the ball at all.
    for (const double angle : {30.0, 45.0, 60.0, 80.0}) {
        for (const double acc : {3.5, 6.0, 8.0}) {
            Level level = test::makeBox(10, 8);
            for (int row = 1; row <= 8; ++row) {
                for (int col = 1; col <= 10; ++col) {
                    const bool left = col <= 5;
                    level.setSurface(col, row,
                                     Surface{.symbol = left ? 'a' : 'b',
                                             .floor = Floor::Grass,
                                             .slope = makeSlope(left ? angle : 180 - angle, acc)});
                }
            }
            const SlopeWorldShot shot = slopeWorldPlay(level, {2.5, 1.5}, {3, 0});
            ASSERT_TRUE(shot.ended) << angle << " " << acc;
            EXPECT_EQ(shot.boundTicks, 0) << angle << " " << acc;
            // The push across the edge must beat grass for the edge to collect the ball.
            const double along = acc * std::sin(angle * 3.141592653589793 / 180);
            const double across = acc * std::cos(angle * 3.141592653589793 / 180);
            if (along > 3.5) {
                EXPECT_NEAR(shot.rest.y, 8.8, 1e-9) << angle << " " << acc;
            }
            if (across > 3.5) {
                EXPECT_NEAR(shot.rest.x, 6, 0.01) << angle << " " << acc;
            }
            if (across > 3.5 && along < 2.9) {
                EXPECT_EQ(shot.rest.x, 6.0) << angle << " " << acc; // stopped on the edge
                EXPECT_LT(shot.rest.y, 8.7) << angle << " " << acc;
            }
        }
    }
}

TEST(SlopeWorld, SlopeIntoAWallMakesTheBallSlideAlongItToTheCorner) {
    // Ice (a = 0.6) tilted down-left at 135 degrees: the push (-2.83, 2.83) presses the ball into
    // the bottom wall (y = 6) and, along it, beats the ice: it slides left to the corner and
    // rests there, wedged between two walls, without an event storm.
    Level level = test::makeBox(8, 5);
    Surface iceSlope{.symbol = 'a', .floor = Floor::Ice, .slope = makeSlope(135)};
    for (int row = 1; row <= 5; ++row) {
        for (int col = 1; col <= 8; ++col) {
            level.setSurface(col, row, iceSlope);
        }
    }
    const SlopeWorldShot shot = slopeWorldPlay(level, {6.5, 2.5}, {1, -1});
    ASSERT_TRUE(shot.ended);
    EXPECT_NEAR(shot.rest.x, 1.2, 1e-9);
    EXPECT_NEAR(shot.rest.y, 5.8, 1e-9);
    EXPECT_LT(shot.mostEventsInATick, 100);
    EXPECT_EQ(shot.boundTicks, 0);
}

/// The legend characters (isLegendCharacter), for test levels with many surfaces.
std::vector<char> legendCharacters() {
    std::vector<char> out;
    for (char c = '!'; c <= '~'; ++c) {
        if (isLegendCharacter(c)) {
            out.push_back(c);
        }
    }
    return out;
}

/// A random format-2 level: a box with a few blocks and triangles, and open tiles drawn from a
/// palette of 20 random surfaces (floors, slopes of random direction and push), each under a
/// legend character of its own.
Level randomSlopeLevel(std::mt19937_64& rng) {
    std::uniform_int_distribution<int> side(4, 9);
    const int w = side(rng);
    const int h = side(rng);
    Level level = test::makeBox(w, h);
    std::uniform_real_distribution<double> unit(0, 1);
    const std::vector<char> symbols = legendCharacters();
    std::vector<Surface> palette;
    const Floor floors[] = {Floor::Grass, Floor::Grass, Floor::Sand, Floor::Ice};
    for (std::size_t k = 0; k < 20; ++k) {
        std::optional<Slope> slope;
        if (unit(rng) < 0.6) {
            slope = makeSlope(std::floor(unit(rng) * 8) * 45 + (unit(rng) < 0.3 ? 20 : 0),
                              1 + unit(rng) * 5);
        }
        palette.push_back({.symbol = symbols[k], .floor = floors[rng() % 4], .slope = slope});
    }
    const Tile solids[] = {Tile::Block, Tile::LowerLeft, Tile::UpperRight};
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            if ((row != 1 || col != 1) && unit(rng) < 0.08) {
                level.tiles[static_cast<std::size_t>(row * level.width + col)] =
                    solids[static_cast<std::size_t>(rng() % 3)];
                continue;
            }
            level.setSurface(col, row, palette[rng() % palette.size()]);
        }
    }
    level.physics.maxShotSeconds = 20;
    return level;
}

TEST(SlopeWorld, OneBallEndsInTheSameBitsAtEveryTickRate) {
    std::mt19937_64 rng(2026);
    std::uniform_real_distribution<double> unit(0, 1);
    int walls = 0;
    int ended = 0;
    for (int trial = 0; trial < 60; ++trial) {
        Level level = randomSlopeLevel(rng);
        const double angle = unit(rng) * 6.283185307179586;
        const double speed = 1 + unit(rng) * 12;
        const Vec2 v{speed * std::cos(angle), speed * std::sin(angle)};
        std::optional<Vec2> first;
        for (const int rate : {30, 120, 997, 2000}) {
            level.physics.tickRate = rate;
            const int maxTicks = static_cast<int>(level.physics.maxShotSeconds * rate);
            const SlopeWorldShot shot = slopeWorldPlay(level, {1.5, 1.5}, v, maxTicks);
            if (!shot.ended) {
                break; // stopped by maxShotSeconds: where falls on the tick grid
            }
            EXPECT_EQ(shot.boundTicks, 0) << "trial " << trial;
            if (!first) {
                first = shot.rest;
                walls += eventsOf(shot, EventType::WallHit).empty() ? 0 : 1;
                ++ended;
            } else {
                EXPECT_EQ(shot.rest.x, first->x) << "trial " << trial << " at " << rate;
                EXPECT_EQ(shot.rest.y, first->y) << "trial " << trial << " at " << rate;
            }
        }
    }
    EXPECT_GT(ended, 45);
    EXPECT_GT(walls, 30); // most shots meet walls
}

} // namespace
} // namespace golf
