// Property tests of the physics over many random levels and shots: no overlap with solids or
// other balls at any tick (also at 2+ tiles a tick), kinetic energy never grows, momentum is
// conserved in ball hits, every shot ends, and the outcome does not depend on the tick rate.
// Set GOLF_LONG_TESTS=1 for ten times as many cases.

#include "golf/core/geometry.hpp"
#include "golf/physics/world.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <utility>
#include <vector>

namespace golf {
namespace {

/// A random walled level: open floor with scattered blocks and triangles.
Level randomLevel(std::mt19937_64& rng) {
    std::uniform_int_distribution<int> side(5, 14);
    const int w = side(rng);
    const int h = side(rng);
    std::vector<std::string> rows;
    std::uniform_real_distribution<double> unit(0, 1);
    const std::string triangles = "LJ7F";
    for (int row = 0; row < h + 2; ++row) {
        std::string text;
        for (int col = 0; col < w + 2; ++col) {
            const bool border = row == 0 || col == 0 || row == h + 1 || col == w + 1;
            const double roll = unit(rng);
            text += border ? '#' : roll < 0.7 ? '.' : roll < 0.8 ? '#' : triangles[rng() % 4];
        }
        rows.push_back(text);
    }
    Level level = test::makeLevel(rows);
    level.cup = {-100, -100};
    level.ballRadius = std::uniform_real_distribution<double>(0.1, 0.45)(rng);
    return level;
}

/// Gives a random share of the open tiles sand, ice or water (format 2), with random
/// decelerations for each floor.
void addRandomFloors(Level& level, std::mt19937_64& rng) {
    std::uniform_real_distribution<double> unit(0, 1);
    level.physics.sandDeceleration = std::uniform_real_distribution<double>(4, 12)(rng);
    level.physics.iceDeceleration = std::uniform_real_distribution<double>(0.3, 1.5)(rng);
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const double roll = unit(rng);
            if (level.at(col, row) == Tile::Open && roll < 0.45) {
                level.setSurface(col, row,
                                 *builtinSurface(roll < 0.2    ? 's'
                                                 : roll < 0.38 ? 'i'
                                                               : 'w'));
            }
        }
    }
}

/// Puts `count` balls at random free spots; returns how many fit.
int placeRandomBalls(World& world, int count, std::mt19937_64& rng) {
    const Level& level = world.level();
    std::uniform_real_distribution<double> x(1, level.width - 1);
    std::uniform_real_distribution<double> y(1, level.height - 1);
    int placed = 0;
    for (int attempt = 0; attempt < 400 && placed < count; ++attempt) {
        if (world.placeBall(placed, {x(rng), y(rng)})) {
            ++placed;
        }
    }
    return placed;
}

Vec2 randomVelocity(std::mt19937_64& rng, double maxSpeed) {
    const double angle = std::uniform_real_distribution<double>(0, 2 * std::numbers::pi)(rng);
    const double speed = std::uniform_real_distribution<double>(0.05, maxSpeed)(rng);
    return {speed * std::cos(angle), speed * std::sin(angle)};
}

/// Deepest overlap of any ball in play with a solid tile or another ball (tiles).
double deepestOverlap(const World& world) {
    const Level& level = world.level();
    const double r = level.ballRadius;
    double worst = 0;
    const auto& balls = world.balls();
    for (std::size_t i = 0; i < balls.size(); ++i) {
        if (!balls[i].inPlay) {
            continue;
        }
        const Vec2 p = balls[i].position;
        for (int row = static_cast<int>(p.y) - 1; row <= static_cast<int>(p.y) + 1; ++row) {
            for (int col = static_cast<int>(p.x) - 1; col <= static_cast<int>(p.x) + 1; ++col) {
                const auto polygon = solidPolygon(level.at(col, row), col, row);
                if (!polygon.empty()) {
                    worst = std::max(worst, r - distanceToPolygon(p, polygon));
                }
            }
        }
        for (std::size_t j = i + 1; j < balls.size(); ++j) {
            if (balls[j].inPlay) {
                worst = std::max(worst, 2 * r - length(balls[j].position - p));
            }
        }
    }
    return worst;
}

double kineticEnergy(const World& world) {
    double sum = 0;
    for (const Ball& ball : world.balls()) {
        sum += ball.inPlay ? lengthSquared(ball.velocity) / 2 : 0;
    }
    return sum;
}

TEST(PhysicsProperties, NoOverlapEnergyNeverGrowsEveryShotEnds) {
    std::mt19937_64 rng(20261122);
    const int cases = test::caseCount(600);
    int fastCases = 0;
    for (int n = 0; n < cases; ++n) {
        Level level = randomLevel(rng);
        level.physics.tickRate = std::array{30, 60, 120, 240}[rng() % 4];
        level.physics.rollingDeceleration = std::uniform_real_distribution<double>(1.5, 8)(rng);
        level.physics.wallRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.ballRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        World world(level, 4);
        const int balls = placeRandomBalls(world, 1 + static_cast<int>(rng() % 4), rng);
        ASSERT_GT(balls, 0);
        // Up to 2.5 tiles a tick at 30 ticks/s.
        const double maxSpeed = n % 4 == 0 ? 75.0 : 14.0;
        fastCases += maxSpeed / level.physics.tickRate >= 2 ? 1 : 0;
        world.setVelocity(0, randomVelocity(rng, maxSpeed));
        double energy = kineticEnergy(world);
        int ticks = 0;
        while (!world.atRest()) {
            (void)world.step();
            ++ticks;
            const double overlap = deepestOverlap(world);
            ASSERT_LE(overlap, 1e-9) << "case " << n << " tick " << ticks;
            const double now = kineticEnergy(world);
            ASSERT_LE(now, energy * (1 + 1e-12) + 1e-15) << "case " << n << " tick " << ticks;
            energy = now;
            // A ball at 75 tiles/s with deceleration 1.5 rolls for 50 s.
            ASSERT_LT(ticks, 60 * level.physics.tickRate) << "case " << n << " never stopped";
        }
    }
    EXPECT_GT(fastCases, cases / 30);
}

TEST(PhysicsProperties, MomentumIsConservedInBallHits) {
    std::mt19937_64 rng(7);
    int hits = 0;
    for (int n = 0; n < test::caseCount(300); ++n) {
        Level level = test::makeBox(12, 12);
        level.ballRadius = std::uniform_real_distribution<double>(0.15, 0.45)(rng);
        level.physics.rollingDeceleration = 0; // only contacts change the velocities
        level.physics.ballRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        World world(level, 4);
        placeRandomBalls(world, 4, rng);
        for (int i = 0; i < 4; ++i) {
            if (world.balls()[static_cast<std::size_t>(i)].inPlay) {
                world.setVelocity(i, randomVelocity(rng, 10));
            }
        }
        for (int tick = 0; tick < 240; ++tick) {
            Vec2 before;
            for (const Ball& ball : world.balls()) {
                before = before + (ball.inPlay ? ball.velocity : Vec2{});
            }
            const std::vector<Event> events = world.step();
            bool wall = false;
            bool ball = false;
            for (const Event& e : events) {
                wall = wall || e.type == EventType::WallHit;
                ball = ball || e.type == EventType::BallHit;
            }
            if (wall || !ball) {
                continue;
            }
            ++hits;
            Vec2 after;
            for (const Ball& b : world.balls()) {
                after = after + (b.inPlay ? b.velocity : Vec2{});
            }
            ASSERT_NEAR(after.x, before.x, 1e-12);
            ASSERT_NEAR(after.y, before.y, 1e-12);
        }
    }
    EXPECT_GT(hits, 100);
}

// Every position is computed in closed form from the ball's last contact, and every contact
// from the straight path since then, so the tick rate only samples the motion: a single ball's
// shot ends on the same bits at 30 and at 240 ticks a second, however many walls and corners
// it meets. (With several balls, contact times between two balls are bisected within a tick,
// and their last bits can differ; corners then amplify such differences, as in any billiard.)
// Format 2: sand, ice and water under the same checks. Floors only slow a ball and water
// puts it back at rest, so the kinetic energy still never grows; no ball rests in water.
TEST(PhysicsProperties, FloorsAndWaterKeepEveryProperty) {
    std::mt19937_64 rng(20261123);
    const int cases = test::caseCount(300);
    int watered = 0;
    int crossings = 0;
    for (int n = 0; n < cases; ++n) {
        Level level = randomLevel(rng);
        addRandomFloors(level, rng);
        level.physics.tickRate = std::array{30, 60, 120, 240}[rng() % 4];
        level.physics.wallRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.ballRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        World world(level, 4);
        if (placeRandomBalls(world, 1 + static_cast<int>(rng() % 4), rng) == 0) {
            continue;
        }
        world.markShotStart();
        world.setVelocity(0, randomVelocity(rng, n % 4 == 0 ? 60.0 : 14.0));
        const Vec2 struck = world.balls()[0].position;
        double energy = kineticEnergy(world);
        int ticks = 0;
        while (!world.atRest()) {
            for (const Event& event : world.step()) {
                watered += event.type == EventType::Watered ? 1 : 0;
                if (event.type == EventType::Watered && event.ball == 0) {
                    // Back where it was struck unless another ball covers it now.
                    const Vec2 back = world.balls()[0].position;
                    EXPECT_TRUE(back == struck || world.isFreeSpot(back, 0)) << "case " << n;
                }
            }
            ++ticks;
            ASSERT_LE(deepestOverlap(world), 1e-9) << "case " << n << " tick " << ticks;
            const double now = kineticEnergy(world);
            ASSERT_LE(now, energy * (1 + 1e-12) + 1e-15) << "case " << n << " tick " << ticks;
            energy = now;
            // 60 tiles/s on ice at 0.3 tiles/s^2 rolls for 200 s at most.
            ASSERT_LT(ticks, 210 * level.physics.tickRate) << "case " << n << " never stopped";
        }
        for (const Ball& ball : world.balls()) {
            if (ball.inPlay) {
                const Vec2 p = ball.position;
                const bool onEdge = p.x == std::floor(p.x) || p.y == std::floor(p.y);
                EXPECT_TRUE(onEdge || level.floorUnder(p) != Floor::Water) << "case " << n;
                crossings += level.floorUnder(p) != Floor::Grass ? 1 : 0;
            }
        }
    }
    EXPECT_GT(watered, cases / 10);   // water is met often enough to be tested
    EXPECT_GT(crossings, cases / 10); // and balls rest on the other floors too
}

/// Gives a random share of the open tiles a slope: one of 24 random directions and pushes,
/// each (with the tile's floor) under a legend character of its own. Returns the strongest push.
double addRandomSlopes(Level& level, std::mt19937_64& rng) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<char> symbols;
    for (char c = '!'; c <= '~'; ++c) {
        if (isLegendCharacter(c)) {
            symbols.push_back(c);
        }
    }
    std::vector<Slope> slopes;
    double strongest = 0;
    for (int k = 0; k < 24; ++k) {
        // Whole multiples of 45 degrees half the time: valleys, walls met head-on.
        const double angle = unit(rng) < 0.5 ? std::floor(unit(rng) * 8) * 45 : unit(rng) * 360;
        const double push = 0.5 + unit(rng) * 7;
        slopes.push_back(makeSlope(angle, push));
        strongest = std::max(strongest, push);
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            if (level.at(col, row) != Tile::Open || unit(rng) < 0.4) {
                continue;
            }
            Surface surface = level.surfaceAt(col, row);
            if (surface.floor == Floor::Water) {
                continue; // water has no slope
            }
            const std::size_t k = rng() % slopes.size();
            // One character per (slope, floor) pair: grass, sand and ice.
            surface.symbol = symbols[k * 3 + static_cast<std::size_t>(surface.floor)];
            surface.slope = slopes[k];
            level.setSurface(col, row, surface);
        }
    }
    return strongest;
}

// Slopes: the same checks but the energy, which a slope going downhill adds. The rate of work
// is g . v <= |g|max |v| per ball, and sum |v_i| <= sqrt(2 n KE), so sqrt(KE) grows by at most
// |g|max sqrt(n / 2) per second; friction and contacts only take energy away. Every shot ends
// (at rest, or stopped at maxShotSeconds), and no tick reaches the bound of events.
TEST(PhysicsProperties, SlopesKeepEveryPropertyAndTheWorkEnergyBound) {
    std::mt19937_64 rng(20261124);
    const int cases = test::caseCount(200);
    int timedOut = 0;
    int mostEvents = 0;
    for (int n = 0; n < cases; ++n) {
        Level level = randomLevel(rng);
        addRandomFloors(level, rng);
        const double strongest = addRandomSlopes(level, rng);
        level.physics.tickRate = std::array{30, 60, 120, 240}[rng() % 4];
        level.physics.wallRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.ballRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.maxShotSeconds = 20;
        World world(level, 4);
        const int placed = placeRandomBalls(world, 1 + static_cast<int>(rng() % 4), rng);
        if (placed == 0) {
            continue;
        }
        world.markShotStart();
        world.setVelocity(0, randomVelocity(rng, n % 4 == 0 ? 60.0 : 14.0));
        double energy = kineticEnergy(world);
        const double growth = strongest * std::sqrt(placed / 2.0) * world.tickSeconds();
        const int limit = static_cast<int>(level.physics.maxShotSeconds * level.physics.tickRate);
        int ticks = 0;
        for (; ticks < limit && !world.atRest(); ++ticks) {
            const std::vector<Event> events = world.step();
            mostEvents = std::max(mostEvents, static_cast<int>(events.size()));
            ASSERT_LE(deepestOverlap(world), 1e-9) << "case " << n << " tick " << ticks;
            const double now = kineticEnergy(world);
            ASSERT_LE(std::sqrt(now), (std::sqrt(energy) + growth) * (1 + 1e-9) + 1e-12)
                << "case " << n << " tick " << ticks;
            energy = now;
        }
        timedOut += world.atRest() ? 0 : 1;
        EXPECT_EQ(world.eventBoundTicks(), 0) << "case " << n; // the safeguard never acts
    }
    EXPECT_LT(timedOut, cases / 10) << "most shots come to rest";
    std::printf("slopes: %d of %d shots stopped at maxShotSeconds; most events in a tick %d\n",
                timedOut, cases, mostEvents);
}

TEST(PhysicsProperties, OneBallOnFloorsIsBitIdenticalAtEveryTickRate) {
    std::mt19937_64 rng(7);
    const int cases = test::caseCount(200);
    int compared = 0;
    for (int n = 0; n < cases; ++n) {
        Level level = randomLevel(rng);
        addRandomFloors(level, rng);
        World probe(level, 1);
        if (placeRandomBalls(probe, 1, rng) != 1) {
            continue;
        }
        const Vec2 start = probe.balls()[0].position;
        const Vec2 velocity = randomVelocity(rng, 14);
        std::vector<std::vector<Event>> events(2);
        std::vector<Vec2> finals;
        for (const int rate : {30, 240}) {
            level.physics.tickRate = rate;
            World world(level, 1);
            ASSERT_TRUE(world.placeBall(0, start));
            world.setVelocity(0, velocity);
            while (!world.atRest()) {
                for (const Event& e : world.step()) {
                    if (e.type != EventType::Stopped) {
                        events[finals.size()].push_back(e);
                    }
                }
            }
            finals.push_back(world.balls()[0].position);
        }
        ++compared;
        ASSERT_EQ(events[0].size(), events[1].size()) << "case " << n;
        for (std::size_t k = 0; k < events[0].size(); ++k) {
            EXPECT_EQ(events[0][k].type, events[1][k].type) << "case " << n;
            EXPECT_EQ(events[0][k].position, events[1][k].position) << "case " << n;
        }
        EXPECT_EQ(finals[0], finals[1]) << "case " << n;
    }
    EXPECT_GT(compared, cases / 2);
}

TEST(PhysicsProperties, OneBallsOutcomeIsBitIdenticalAtEveryTickRate) {
    std::mt19937_64 rng(99);
    int compared = 0;
    int bouncy = 0;
    const int cases = test::caseCount(300);
    for (int n = 0; n < cases; ++n) {
        Level level = randomLevel(rng);
        level.physics.rollingDeceleration = std::uniform_real_distribution<double>(1.5, 6)(rng);
        level.physics.wallRestitution = std::uniform_real_distribution<double>(0.3, 1)(rng);
        World probe(level, 1);
        if (placeRandomBalls(probe, 1, rng) != 1) {
            continue;
        }
        const Vec2 start = probe.balls()[0].position;
        const Vec2 velocity = randomVelocity(rng, 14);
        std::vector<Vec2> finals;
        std::vector<std::vector<Vec2>> hits(2);
        for (const int rate : {30, 240}) {
            level.physics.tickRate = rate;
            World world(level, 1);
            ASSERT_TRUE(world.placeBall(0, start));
            world.setVelocity(0, velocity);
            while (!world.atRest()) {
                for (const Event& e : world.step()) {
                    if (e.type == EventType::WallHit) {
                        hits[finals.size()].push_back(e.position);
                    }
                }
            }
            finals.push_back(world.balls()[0].position);
        }
        ++compared;
        bouncy += hits[0].size() > 4 ? 1 : 0;
        EXPECT_EQ(hits[0], hits[1]) << "case " << n;
        EXPECT_EQ(finals[0], finals[1]) << "case " << n;
    }
    EXPECT_GT(compared, cases / 2);
    EXPECT_GT(bouncy, compared / 6); // a good share bounces five times or more
}

// Several balls on slopes (issue 29): a contact of two balls was searched from the tick's start
// and timed by the summed ticks, so its last bits, and the pile a slope presses together after
// it, depended on the tick rate (8 of 1000 cases of 4 balls apart by more than 1e-9 tiles
// between 120 and 997 ticks/s, up to 2.4e-7). Contacts are now found on the pieces' own times:
// two balls end on the same bits; with 3 or 4, 5 of 2000 cases differ, by at most 3.9e-14.
TEST(PhysicsProperties, SeveralBallsOnSlopesAgreeAtEveryTickRate) {
    // Cases by seed: the first four differed by 1.7e-8, 5.6e-9, 5.6e-8 and 2.4e-7 tiles.
    std::vector<std::pair<int, int>> cases{{707, 2}, {717, 2}, {850, 2}, {750, 4}};
    for (int seed = 0; seed < test::caseCount(12); ++seed) {
        cases.emplace_back(seed, 2 + seed % 3);
    }
    int compared = 0;
    for (const auto& [seed, count] : cases) {
        std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
        Level level = randomLevel(rng);
        addRandomFloors(level, rng);
        (void)addRandomSlopes(level, rng);
        level.physics.wallRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.ballRestitution = std::uniform_real_distribution<double>(0, 1)(rng);
        level.physics.maxShotSeconds = 60;
        World probe(level, count);
        if (placeRandomBalls(probe, count, rng) != count) {
            continue;
        }
        const Vec2 velocity = randomVelocity(rng, 14);
        std::vector<std::vector<Vec2>> finals;
        for (const int rate : {120, 997}) {
            level.physics.tickRate = rate;
            World world(level, count);
            for (int k = 0; k < count; ++k) {
                ASSERT_TRUE(
                    world.placeBall(k, probe.balls()[static_cast<std::size_t>(k)].position));
            }
            world.markShotStart();
            world.setVelocity(0, velocity);
            for (int tick = 0; tick < 60 * rate && !world.atRest(); ++tick) {
                (void)world.step();
            }
            if (!world.atRest()) {
                break; // stopped by maxShotSeconds: where falls on the tick grid
            }
            finals.emplace_back();
            for (const Ball& ball : world.balls()) {
                finals.back().push_back(ball.position);
            }
        }
        if (finals.size() < 2) {
            continue;
        }
        ++compared;
        for (int k = 0; k < count; ++k) {
            const Vec2 a = finals[0][static_cast<std::size_t>(k)];
            const Vec2 b = finals[1][static_cast<std::size_t>(k)];
            if (count == 2) {
                EXPECT_EQ(a, b) << "seed " << seed << " ball " << k;
            } else {
                EXPECT_LE(length(a - b), 1e-9) << "seed " << seed << " ball " << k;
            }
        }
    }
    EXPECT_GT(compared, 12);
}

} // namespace
} // namespace golf
