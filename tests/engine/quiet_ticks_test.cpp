// Tests of skipping quiet ticks (World::skipQuietTicks, Match::skipQuietTicks): the skipped
// ticks leave exactly the state that stepping each of them leaves, with the slower reference
// being plain step() on a copy of the same match. step() consults the same horizons within a
// tick (nextEvent's quietTick), so a horizon that is too long would mislead both alike: that
// the horizons are right is checked against closed forms and golden logs elsewhere
// (slope_world_test, physics_property_test, the replay goldens); here, that skipping adds
// nothing of its own.

#include "golf/physics/match.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <gtest/gtest.h>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

/// A random flat level: a border wall, 8 % of the inner tiles blocks or triangles, the tee's
/// corner open and the cup on a random open tile (so that balls are holed too).
Level quietTicksRandomLevel(std::mt19937_64& rng, int side) {
    std::uniform_real_distribution<double> unit(0, 1);
    std::vector<std::string> rows(static_cast<std::size_t>(side), std::string(side, '.'));
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c) {
            const bool border = r == 0 || c == 0 || r == side - 1 || c == side - 1;
            const bool nearTee = r <= 4 && c <= 4;
            char& tile = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
            if (border) {
                tile = '#';
            } else if (!nearTee && unit(rng) < 0.08) {
                tile = "#LJ7F"[static_cast<std::size_t>(unit(rng) * 5)];
            }
        }
    }
    rows[2][2] = 'S';
    std::uniform_int_distribution<int> inner(5, side - 2);
    int r = inner(rng);
    int c = inner(rng);
    rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = 'O';
    Level level = test::makeLevel(rows, "random");
    level.maxStrokes = 12;
    return level;
}

/// Patches of sand, ice and water on the open tiles of `level`, away from the tee and the cup,
/// and with `slopes` a few rectangles of one slope each (long curved pieces that meet walls and
/// balls): skipping must see floor crossings and the events of curved pieces.
void addSurfaces(Level& level, std::mt19937_64& rng, bool slopes) {
    std::uniform_real_distribution<double> unit(0, 1);
    const auto paint = [&](int col, int row, char kind) {
        const Vec2 centre{col + 0.5, row + 0.5};
        if (col >= 0 && row >= 0 && col < level.width && row < level.height &&
            level.at(col, row) == Tile::Open && length(centre - level.tee) >= 2 &&
            length(centre - level.cup) >= 2) {
            level.setSurface(col, row, *builtinSurface(kind));
        }
    };
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            if (unit(rng) < 0.15) {
                paint(col, row, "siw"[static_cast<std::size_t>(unit(rng) * 3)]);
            }
        }
    }
    for (int n = 0; slopes && n < 4; ++n) {
        // Against the side wall the slope pushes to, so that curved pieces end in walls too.
        const int side = static_cast<int>(unit(rng) * 4);
        const char kind = "^>v<"[static_cast<std::size_t>(side)];
        const int w = 2 + static_cast<int>(unit(rng) * 9);
        const int h = 2 + static_cast<int>(unit(rng) * 9);
        const int col = side == 1 ? level.width - 1 - w
                                  : (side == 3 ? 1 : static_cast<int>(unit(rng) * level.width));
        const int row = side == 2 ? level.height - 1 - h
                                  : (side == 0 ? 1 : static_cast<int>(unit(rng) * level.height));
        for (int r = row; r < row + h; ++r) {
            for (int c = col; c < col + w; ++c) {
                paint(c, r, kind);
            }
        }
    }
}

struct Tick {
    EventType type;
    int ball;
    double x;
    double y;
    double time;
    bool operator==(const Tick&) const = default;
};

void record(const std::vector<Event>& events, std::vector<Tick>& into) {
    for (const Event& e : events) {
        into.push_back({e.type, e.ball, e.position.x, e.position.y, e.time});
    }
}

TEST(QuietTicks, SkippingLeavesTheSameStateAsSteppingEveryTick) {
    std::mt19937_64 rng(20261123);
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t skipped = 0;
    std::int64_t ticks = 0;
    // 15 levels in the sanitizer build: every tick rate with every kind of surfaces (14.4 s
    // there for 30).
    const int levels = test::caseCount(30, 15);
    for (int levelIndex = 0; levelIndex < levels; ++levelIndex) {
        Level level = quietTicksRandomLevel(rng, 16 + levelIndex % 3 * 8);
        // Tick rates from the slowest to the fastest, and up to 8 balls (several moving at
        // once share their pairs' bounds).
        level.physics.tickRate = std::array{120, 2000, 30, 997, 240}[levelIndex % 5];
        if (levelIndex % 3 != 0) {
            addSurfaces(level, rng, levelIndex % 3 == 2);
        }
        const int players = 1 + levelIndex % 8;
        Match stepped(level, players);
        Match skipping(level, players);
        for (int shot = 0; shot < 24 && !stepped.finished(); ++shot) {
            const int player = shot % players;
            const double angle = 2 * std::numbers::pi * unit(rng);
            const double speed = level.physics.maxShotSpeed * (0.2 + 0.8 * unit(rng));
            const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
            if (!stepped.shotError(player, velocity).empty()) {
                continue;
            }
            stepped.shoot(player, velocity);
            skipping.shoot(player, velocity);
            std::vector<Tick> expected;
            std::vector<Tick> actual;
            int calls = 0;
            while (stepped.shotInProgress()) {
                record(stepped.step(), expected);
            }
            while (skipping.shotInProgress()) {
                skipping.skipQuietTicks();
                record(skipping.step(), actual);
                ++calls;
            }
            ASSERT_EQ(skipping.shotTicks(), stepped.shotTicks()) << levelIndex << " " << shot;
            ASSERT_EQ(skipping.ticks(), stepped.ticks());
            ASSERT_EQ(skipping.hash(), stepped.hash()) << levelIndex << " " << shot;
            ASSERT_EQ(actual, expected) << levelIndex << " " << shot;
            skipped += stepped.shotTicks() - calls;
            ticks += stepped.shotTicks();
        }
    }
    // Most ticks hold no event: most of them were skipped.
    EXPECT_GT(skipped, ticks / 2) << skipped << " of " << ticks;
}

struct Timed {
    std::int64_t tick;
    Tick event;
    bool operator==(const Timed&) const = default;
};

// All balls set rolling at once (a match never does this, but pairs of moving balls that meet
// are where the pairs' shared bounds matter): a world skipping quiet ticks gives the same events
// at the same ticks and the same state as one stepped tick by tick.
TEST(QuietTicks, BallsMovingTogetherSkipAsTheyStep) {
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> unit(0, 1);
    std::int64_t ballHits = 0;
    // 24 cases in the sanitizer build: each tick rate and level size twice (11.7 s there for
    // 100).
    const int cases = test::caseCount(100, 24);
    for (int n = 0; n < cases; ++n) {
        Level level = quietTicksRandomLevel(rng, 8 + n % 3 * 4);
        level.physics.tickRate = std::array{120, 2000, 60, 997}[n % 4];
        if (n % 3 != 0) {
            addSurfaces(level, rng, n % 3 == 2);
        }
        const int count = 2 + n % 7;
        World stepped(level, count);
        for (int i = 0; i < count; ++i) {
            for (int attempt = 0; attempt < 100; ++attempt) {
                const Vec2 spot{1 + unit(rng) * (level.width - 2),
                                1 + unit(rng) * (level.height - 2)};
                if (stepped.placeBall(i, spot)) {
                    break;
                }
            }
        }
        for (int i = 0; i < count; ++i) {
            // Every third ball lies still: rolling balls meet balls at rest too.
            if (stepped.balls()[static_cast<std::size_t>(i)].inPlay && i % 3 != 2) {
                const double angle = 2 * std::numbers::pi * unit(rng);
                const double speed = level.physics.maxShotSpeed * unit(rng);
                stepped.setVelocity(i, {speed * std::cos(angle), speed * std::sin(angle)});
            }
        }
        World skipping = stepped;
        const std::int64_t limit = 30 * level.physics.tickRate;
        std::vector<Timed> expected;
        std::vector<Timed> actual;
        const auto play = [&](World& world, std::vector<Timed>& into, bool skip) {
            while (!world.atRest() && world.tick() < limit) {
                if (skip && world.skipQuietTicks(limit - 1 - world.tick()) > 0) {
                    continue;
                }
                std::vector<Tick> events;
                record(world.step(), events);
                for (const Tick& e : events) {
                    into.push_back({world.tick(), e});
                }
            }
        };
        play(stepped, expected, false);
        play(skipping, actual, true);
        ASSERT_EQ(actual, expected) << "case " << n;
        ASSERT_EQ(skipping.tick(), stepped.tick()) << "case " << n;
        for (int i = 0; i < count; ++i) {
            const Ball& a = stepped.balls()[static_cast<std::size_t>(i)];
            const Ball& b = skipping.balls()[static_cast<std::size_t>(i)];
            ASSERT_EQ(a.position, b.position) << "case " << n << " ball " << i;
            ASSERT_EQ(a.velocity, b.velocity) << "case " << n << " ball " << i;
        }
        ballHits += std::count_if(expected.begin(), expected.end(), [](const Timed& t) {
            return t.event.type == EventType::BallHit;
        });
    }
    // The cases meet: the pairs' bounds were put to the test.
    EXPECT_GT(ballHits, cases);
}

/// Plays the shot in progress as `golf replay` does (skip, then step) and returns how many
/// ticks were stepped.
int stepsToPlay(Match& match) {
    int steps = 0;
    while (match.shotInProgress()) {
        match.skipQuietTicks();
        const std::vector<Event> events = match.step();
        ++steps;
    }
    return steps;
}

TEST(QuietTicks, ACurvedRollIsSkippedUpToItsContacts) {
    // A box whose floor slopes down to the right: a ball nudged up the slope rolls back down,
    // meets a ball at rest on its way or the right wall, and bounces; skipping gives the same
    // events at the same ticks as stepping, and skips most ticks of a lone curved ball.
    for (const bool blocker : {false, true}) {
        Level level = test::makeBox(12, 5);
        for (int row = 1; row <= 5; ++row) {
            for (int col = 1; col <= 12; ++col) {
                level.setSurface(col, row, *builtinSurface('>'));
            }
        }
        World stepped(level, 2);
        ASSERT_TRUE(stepped.placeBall(0, {3.5, 3.5}));
        ASSERT_TRUE(stepped.placeBall(1, blocker ? Vec2{9.5, 3.6} : Vec2{9.5, 1.5}));
        stepped.setVelocity(0, {-1.5, 0.2});
        World skipping = stepped;
        std::vector<Timed> expected;
        std::vector<Timed> actual;
        int steps = 0;
        const std::int64_t limit = 20 * level.physics.tickRate;
        while (!stepped.atRest() && stepped.tick() < limit) {
            std::vector<Tick> events;
            record(stepped.step(), events);
            for (const Tick& e : events) {
                expected.push_back({stepped.tick(), e});
            }
        }
        while (!skipping.atRest() && skipping.tick() < limit) {
            if (skipping.skipQuietTicks(limit - 1 - skipping.tick()) > 0) {
                continue;
            }
            std::vector<Tick> events;
            record(skipping.step(), events);
            ++steps;
            for (const Tick& e : events) {
                actual.push_back({skipping.tick(), e});
            }
        }
        EXPECT_EQ(actual, expected);
        EXPECT_EQ(skipping.tick(), stepped.tick());
        EXPECT_EQ(skipping.balls()[0].position, stepped.balls()[0].position);
        EXPECT_EQ(skipping.balls()[1].position, stepped.balls()[1].position);
        const bool hitsWall = std::any_of(expected.begin(), expected.end(), [](const Timed& t) {
            return t.event.type == EventType::WallHit;
        });
        const bool hitsBall = std::any_of(expected.begin(), expected.end(), [](const Timed& t) {
            return t.event.type == EventType::BallHit;
        });
        EXPECT_TRUE(hitsWall);
        EXPECT_EQ(hitsBall, blocker);
        if (!blocker) { // two curved balls moving at once have no horizon: stepped
            EXPECT_LT(steps * 4, stepped.tick()) << steps << " of " << stepped.tick();
        }
    }
}

TEST(QuietTicks, AStopWhereASlopeTakesOverIsNotSkipped) {
    // Grass slows the ball at 3 tiles/s^2: from x = 2.5 at 3 tiles/s it stops after 1.5 tiles,
    // exactly on the edge x = 4 of a slope that pushes right harder (4 tiles/s^2) than grass
    // holds. That stop is an event (the slope starts the ball again), with or without skipping.
    Level level = test::makeBox(10, 3);
    for (int col = 4; col <= 10; ++col) {
        for (int row = 1; row <= 3; ++row) {
            level.setSurface(col, row, *builtinSurface('>'));
        }
    }
    level.tee = {2.5, 2.5};
    for (const bool skip : {false, true}) {
        Match match(level, 1);
        match.shoot(0, {3, 0});
        while (match.shotInProgress()) {
            if (skip) {
                match.skipQuietTicks();
            }
            (void)match.step();
        }
        // It rolled on down the slope to the right wall instead of resting at x = 4.
        EXPECT_GT(match.world().balls()[0].position.x, 10) << (skip ? "skipping" : "stepping");
    }
}

// While every ball keeps its horizon, a quiet tick looks at the moving balls alone; whatever
// the World does to a ball between ticks must end that, or the ball would be left behind.
TEST(QuietTicks, StrikingPlacingOrRemovingABallMidRollIsSeen) {
    Level level = test::makeBox(30, 10);
    const auto rolling = [&] {
        World world(level, 3);
        EXPECT_TRUE(world.placeBall(0, {2.5, 2.5}));
        EXPECT_TRUE(world.placeBall(1, {2.5, 8.5}));
        world.setVelocity(0, {6, 0}); // 6 tiles in 2 s, touching nothing
        for (int t = 0; t < 30; ++t) {
            (void)world.step(); // the first tick sets the horizons; the rest are quiet
        }
        return world;
    };
    {
        World world = rolling();
        world.setVelocity(1, {4, 0}); // ball 1 was at rest: it must roll too
        for (int t = 0; t < 30; ++t) {
            (void)world.step();
        }
        EXPECT_GT(world.balls()[1].position.x, 3.0);
        EXPECT_GT(world.balls()[1].velocity.x, 0.0);
    }
    {
        World world = rolling();
        EXPECT_TRUE(world.placeBall(2, {6.5, 2.5})); // in ball 0's way (it stops at 8.5)
        while (!world.atRest()) {
            (void)world.step();
        }
        EXPECT_GT(world.balls()[2].position.x, 6.5); // it was hit and moved on
    }
    {
        World world = rolling();
        world.removeBall(0); // picked up mid-roll: it no longer moves
        const Vec2 at = world.balls()[0].position;
        (void)world.step();
        EXPECT_EQ(world.balls()[0].position, at);
        EXPECT_TRUE(world.atRest());
    }
}

// A moving ball keeps its least approach to the balls at rest for its piece (RestingApproach)
// while they stay as they were: a ball that comes to rest in its way later must be met (with
// another ball at rest from the start, so that the approach is kept from the first tick).
TEST(QuietTicks, ABallComingToRestInAMoversWayIsMet) {
    Level level = test::makeBox(30, 10);
    World world(level, 3);
    ASSERT_TRUE(world.placeBall(0, {2.5, 5.5}));
    ASSERT_TRUE(world.placeBall(1, {8.5, 4.5}));
    ASSERT_TRUE(world.placeBall(2, {25.5, 8.5})); // at rest from the start, out of the way
    const double a = level.physics.rollingDeceleration;
    const double r = level.ballRadius;
    world.setVelocity(0, {7, 0});
    world.setVelocity(1, {0, std::sqrt(2 * a * 1.0)}); // stops at (8.5, 5.5), in 0's way
    // Ball 0 meets it when its centre reaches 8.5 - 2r: by hand, 7 t - a t^2 / 2 = 6 - 2r.
    const double d = 6 - 2 * r;
    const double contact = (7 - std::sqrt(49 - 2 * a * d)) / a;
    const double stop1 = std::sqrt(2 * a) / a;
    ASSERT_LT(stop1, contact - 0.1); // ball 1 rests well before
    const double tick = 1.0 / level.physics.tickRate;
    std::int64_t ticks = 0;
    std::optional<double> hitAt;
    while (!world.atRest() && ticks < 2000) {
        for (const Event& event : world.step()) {
            if (event.type == EventType::BallHit && !hitAt) {
                hitAt = static_cast<double>(ticks) * tick + event.time;
            }
        }
        ++ticks;
        const double gap = length(world.balls()[0].position - world.balls()[1].position);
        ASSERT_GE(gap, 2 * r - 1e-9) << "tick " << ticks;
    }
    ASSERT_TRUE(hitAt);
    EXPECT_NEAR(*hitAt, contact, 1e-9);
    EXPECT_GT(world.balls()[1].position.x, 8.5); // knocked on along +x
}

// A lone moving ball's tick that reaches its kept wall contact is answered without a search
// (TickSolver::loneWallContact) only while the balls at rest stay out of that tick's reach: a
// ball at rest beside the wall, met a little before the wall in the same tick, comes first.
TEST(QuietTicks, ABallAtRestBeforeTheWallInTheSameTickIsMetFirst) {
    Level level = test::makeBox(30, 10);
    const double r = level.ballRadius;
    const double a = level.physics.rollingDeceleration;
    const double tick = 1.0 / level.physics.tickRate;
    const double v = 60;
    const Vec2 start{10.5, 5.5};
    const double wall = level.width - 1;          // the inner face of the right border
    const Vec2 resting{wall - r, 5.5 + 1.95 * r}; // against the wall, a little off the path
    // By hand: the wall is met at x = wall - r, the ball at rest where
    // dx^2 + (1.95 r)^2 = (2 r)^2.
    const double wallAt = wall - r - start.x;
    const double ballAt = resting.x - std::sqrt(4 * r * r - 1.95 * 1.95 * r * r) - start.x;
    const auto timeTo = [&](double d) {
        return (v - std::sqrt(v * v - 2 * a * d)) / a;
    };
    ASSERT_LT(ballAt, wallAt);
    ASSERT_EQ(std::floor(timeTo(ballAt) / tick), std::floor(timeTo(wallAt) / tick)); // one tick
    World world(level, 2);
    ASSERT_TRUE(world.placeBall(0, start));
    ASSERT_TRUE(world.placeBall(1, resting));
    world.setVelocity(0, {v, 0});
    std::vector<Event> first;
    for (int t = 0; t < 1000 && first.empty(); ++t) {
        (void)world.skipQuietTicks(1000);
        first = world.step();
    }
    ASSERT_FALSE(first.empty());
    EXPECT_EQ(first[0].type, EventType::BallHit);
    EXPECT_NEAR(first[0].position.x, start.x + ballAt, 1e-9);
}

TEST(QuietTicks, ARollAcrossOpenFloorIsSteppedTwice) {
    // One ball at 6 tiles/s along a 40-tile corridor, decelerating at 3 tiles/s^2: it stops
    // after 2 s (240 ticks at 120 ticks/s) and 6 tiles, touching nothing. The first tick is
    // stepped (its search sets the horizon) and the one in which it stops; the 238 between
    // them are skipped.
    Level level = test::makeBox(40, 3);
    level.tee = {2.5, 2.5};
    Match match(level, 1);
    match.shoot(0, {6, 0});
    EXPECT_EQ(stepsToPlay(match), 2);
    EXPECT_EQ(match.shotTicks(), 240);
    EXPECT_DOUBLE_EQ(match.world().balls()[0].position.x, 8.5);
    EXPECT_DOUBLE_EQ(match.world().balls()[0].position.y, 2.5);
}

TEST(QuietTicks, NothingIsSkippedBeforeAContactOrTheTimeLimit) {
    // Straight at the right wall (the ball's centre touches it at x = 10.8) at 12 tiles/s,
    // slowing at 3 tiles/s^2: about 0.1 tiles a tick.
    const auto playUntilTheWall = [](double teeX) {
        Level level = test::makeBox(10, 3);
        level.tee = {teeX, 2.5};
        Match match(level, 1);
        match.shoot(0, {12, 0});
        match.skipQuietTicks();
        EXPECT_EQ(match.shotTicks(), 0); // no horizon before the first search
        EXPECT_TRUE(match.step().empty());
        match.skipQuietTicks();
        const std::int64_t skippedTo = match.shotTicks();
        const std::vector<Event> events = match.step();
        EXPECT_FALSE(events.empty());
        EXPECT_EQ(events.empty() ? EventType::Stopped : events[0].type, EventType::WallHit);
        return skippedTo;
    };
    // 0.15 tiles away: the contact is in the second tick, which is not skipped.
    EXPECT_EQ(playUntilTheWall(10.65), 1);
    // 0.6 tiles away: 0.59625 tiles after 6 ticks, the contact in the 7th; ticks 2 to 6 are
    // skipped.
    EXPECT_EQ(playUntilTheWall(10.2), 6);
    // Without friction a ball rolls for ever: the shot's last tick (the limit of
    // maxShotSeconds, 240 ticks) is stepped, not skipped, so that step() stops the ball on it.
    Level endless = test::makeBox(10, 10);
    endless.physics.rollingDeceleration = 0;
    endless.physics.maxShotSeconds = 2;
    endless.tee = {5.5, 5.5};
    Match loop(endless, 1);
    loop.shoot(0, {0.5, 0});
    EXPECT_EQ(stepsToPlay(loop), 2);
    EXPECT_EQ(loop.shotTicks(), 240);
    EXPECT_EQ(loop.world().balls()[0].velocity, Vec2{});
}

} // namespace
} // namespace golf
