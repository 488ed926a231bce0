// Slopes with no rolling deceleration, or a vanishing one (issue 29): the motion is then the
// parabola p(t) = p0 + v0 t + g t^2 / 2 (dv/dt = g exactly; with a tiny deceleration a the
// path is within a t^2 / 2 of it), so the expected values are that closed form, worked out in
// long double. A series stepped beyond its radius of convergence (about |v| / |g|) read as a
// stop: the ball stopped dead mid-slope.

#include "golf/physics/world.hpp"
#include "slope_path.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>
#include <vector>

namespace golf {
namespace {

/// The parabola's position after t seconds, in long double (64-bit mantissa: 3 more decimal
/// digits than the doubles it checks).
Vec2 parabola(Vec2 p, Vec2 v, Vec2 g, double t) {
    const long double tl = t;
    return {static_cast<double>(p.x + v.x * tl + g.x * tl * tl / 2),
            static_cast<double>(p.y + v.y * tl + g.y * tl * tl / 2)};
}

/// A w x h open box whose open tiles are all `floor` with a slope of `degrees` pushing at
/// `acceleration` (tiles/s^2), the floors' decelerations all `decel`.
Level slopedBox(int w, int h, Floor floor, double degrees, double acceleration, double decel) {
    Level level = test::makeBox(w, h);
    const char symbol = floor == Floor::Sand ? 'a' : floor == Floor::Ice ? 'b' : 'c';
    const Surface surface{symbol, floor, makeSlope(degrees, acceleration)};
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            level.setSurface(col, row, surface);
        }
    }
    level.physics.rollingDeceleration = decel;
    level.physics.sandDeceleration = decel;
    level.physics.iceDeceleration = decel;
    level.physics.maxShotSeconds = 3600;
    return level;
}

TEST(SlopeEdgeParabola, TheIssuesPuttAcrossADownSlope) {
    // The issue's case: 'v' slopes (push 4 down), no deceleration, a putt at (1, 0) from
    // (1.5, 1.5). At t = 0.5 s the ball is at (2.0, 2.0); it was at (1.832, 1.777).
    Level level = test::makeBox(40, 40);
    for (int row = 1; row <= 40; ++row) {
        for (int col = 1; col <= 40; ++col) {
            level.setSurface(col, row, *builtinSurface('v'));
        }
    }
    level.physics.rollingDeceleration = 0;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 1.5}));
    world.setVelocity(0, {1, 0});
    const int rate = level.physics.tickRate;
    for (int tick = 1; tick <= 2 * rate; ++tick) {
        (void)world.step();
        const double t = static_cast<double>(tick) / rate;
        const Vec2 want = parabola({1.5, 1.5}, {1, 0}, {0, 4}, t);
        const Ball& ball = world.balls()[0];
        ASSERT_NEAR(ball.position.x, want.x, 1e-9) << "tick " << tick;
        ASSERT_NEAR(ball.position.y, want.y, 1e-9) << "tick " << tick;
        ASSERT_NEAR(ball.velocity.x, 1, 1e-9) << "tick " << tick;
        ASSERT_NEAR(ball.velocity.y, 4 * t, 1e-9) << "tick " << tick;
    }
    EXPECT_NEAR(world.balls()[0].position.x, 3.5, 1e-9);
    EXPECT_NEAR(world.balls()[0].position.y, 9.5, 1e-9);
}

/// A ball on `level` from `start` at `velocity`, checked against the parabola under `g` every
/// `every` ticks for `seconds`, to `tolerance` tiles.
void expectParabola(const Level& level, Vec2 start, Vec2 velocity, Vec2 g, double seconds,
                    double tolerance, int every = 1) {
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    const int rate = level.physics.tickRate;
    const int ticks = static_cast<int>(std::lround(seconds * rate));
    for (int tick = 1; tick <= ticks; ++tick) {
        (void)world.step();
        if (tick % every != 0 && tick != ticks) {
            continue;
        }
        const double t = static_cast<double>(tick) / rate;
        const Vec2 want = parabola(start, velocity, g, t);
        const Ball& ball = world.balls()[0];
        ASSERT_NEAR(ball.position.x, want.x, tolerance) << "tick " << tick;
        ASSERT_NEAR(ball.position.y, want.y, tolerance) << "tick " << tick;
    }
}

TEST(SlopeEdgeParabola, ZeroAndTinyDecelerationOnEveryFloor) {
    // With deceleration a the path is within a t^2 / 2 of the parabola: 2e-12 tiles after 2 s
    // for a = 1e-12, nothing for 1e-300 and 0.
    for (const Floor floor : {Floor::Grass, Floor::Sand, Floor::Ice}) {
        for (const double decel : {0.0, 1e-300, 1e-12}) {
            SCOPED_TRACE(testing::Message()
                         << "floor " << static_cast<int>(floor) << " decel " << decel);
            const Level level = slopedBox(60, 60, floor, 90, 4, decel);
            expectParabola(level, {1.5, 1.5}, {1, 0}, {0, 4}, 2, 1e-9 + decel * 2);
        }
    }
}

TEST(SlopeEdgeParabola, SlowerPuttsAndSteeperSlopes) {
    // Radius of convergence about |v| / |g|: from 1 / 4 s down to 1e-3 / 1000 = 1e-6 s.
    for (const double accel : {4.0, 40.0, 1000.0}) {
        for (const double speed : {1.0, 0.1, 1e-3, 1e-6}) {
            SCOPED_TRACE(testing::Message() << "accel " << accel << " speed " << speed);
            // Long enough to fall about 30 tiles: t = sqrt(60 / accel).
            const double seconds = std::min(2.0, std::sqrt(60 / accel));
            for (const double decel : {0.0, 1e-300}) {
                const Level level = slopedBox(64, 64, Floor::Grass, 90, accel, decel);
                expectParabola(level, {1.5, 1.5}, {speed, 0}, {0, accel}, seconds, 1e-9);
            }
        }
    }
}

TEST(SlopeEdgeParabola, ObliqueSlopesAndShotsAgainstTheParabola) {
    // A slope at 30 degrees (push (cos 30, sin 30) times 10), shots in every direction, even
    // nearly straight uphill (the speed dips to almost zero at the top: the radius there is
    // tiny) and the path parallel to the slope's line.
    const double accel = 10;
    const Vec2 g = directionOfAngle(30) * accel;
    const Level level = slopedBox(200, 200, Floor::Grass, 30, accel, 0);
    for (const double degrees : {0.0, 45.0, 120.0, 209.0, 210.0, 210.0001, 300.0}) {
        SCOPED_TRACE(testing::Message() << "shot at " << degrees << " degrees");
        const Vec2 v = directionOfAngle(degrees) * 8;
        expectParabola(level, {100.5, 100.5}, v, g, 3, 1e-9, 7);
    }
}

TEST(SlopeEdgeParabola, SlopePathHasNoStopAndIsTheParabola) {
    // The piece itself: over its whole horizon, no stop, positions and velocities of the
    // parabola (and its length the parabola's arc length, for the floor's work).
    for (const double decel : {0.0, 1e-300, 1e-30}) {
        const SlopeField field{{0, 4}, decel};
        const SlopePath path({1.5, 1.5}, {1, 0}, field, 1.0);
        EXPECT_FALSE(path.stops());
        EXPECT_EQ(path.end(), 1.0);
        for (int i = 0; i <= 64; ++i) {
            const double t = i / 64.0;
            const Vec2 want = parabola({1.5, 1.5}, {1, 0}, {0, 4}, t);
            EXPECT_NEAR(path.position(t).x, want.x, 1e-12) << t;
            EXPECT_NEAR(path.position(t).y, want.y, 1e-12) << t;
            EXPECT_NEAR(path.velocity(t).x, 1, 1e-12) << t;
            EXPECT_NEAR(path.velocity(t).y, 4 * t, 1e-12) << t;
        }
        // Arc length of (t, 2 t^2) over [0, 1]: (sqrt(17) / 2 + asinh(4) / 8), by hand.
        EXPECT_NEAR(path.distance(1), std::sqrt(17.0) / 2 + std::asinh(4.0) / 8, 1e-9);
    }
}

/// The first wall hit of a shot from `start` at `velocity` (times from the shot's start), and
/// whether any tick ended with the ball's centre outside the box's open part [1, 1 + side].
struct WallShot {
    bool hit = false;
    Event first;
    bool outside = false;
};

WallShot firstWallHit(const Level& level, Vec2 start, Vec2 velocity, int maxTicks) {
    World world(level, 1);
    EXPECT_TRUE(world.placeBall(0, start));
    world.setVelocity(0, velocity);
    WallShot shot;
    const double r = level.ballRadius;
    for (int tick = 0; tick < maxTicks && !world.atRest(); ++tick) {
        for (Event event : world.step()) {
            if (event.type == EventType::WallHit && !shot.hit) {
                event.time += tick * world.tickSeconds();
                shot.hit = true;
                shot.first = event;
            }
        }
        const Vec2 p = world.balls()[0].position;
        shot.outside = shot.outside || p.x < 1 + r - 1e-9 || p.y < 1 + r - 1e-9 ||
                       p.x > level.width - 1 - r + 1e-9 || p.y > level.height - 1 - r + 1e-9;
    }
    return shot;
}

TEST(SlopeEdgeParabola, TheWallIsMetWhereTheParabolaMeetsIt) {
    // 'v' at 4, no deceleration, a putt at (1, 0) from (1.5, 1.5) in a 40 x 10 box: the centre
    // meets the bottom wall's face (y = 11 - 0.2) when 1.5 + 2 t^2 = 10.8, t = sqrt(4.65), at
    // x = 1.5 + t, with normal speed 4 t.
    const Level level = slopedBox(40, 10, Floor::Grass, 90, 4, 0);
    const WallShot shot = firstWallHit(level, {1.5, 1.5}, {1, 0}, 1000);
    ASSERT_TRUE(shot.hit);
    const double t = std::sqrt(4.65);
    EXPECT_NEAR(shot.first.time, t, 1e-12);
    EXPECT_NEAR(shot.first.position.x, 1.5 + t, 1e-12);
    EXPECT_NEAR(shot.first.position.y, 10.8, 1e-12);
    EXPECT_NEAR(shot.first.speed, 4 * t, 1e-12);
    EXPECT_FALSE(shot.outside);
}

TEST(SlopeEdgeParabola, SteepSlopesAndFastShotsNeverTunnel) {
    // Push 1000 down, shots at up to 1000 tiles/s, no deceleration: the first wall hit is the
    // first root of the parabola with a wall's face, and no tick ends beyond a wall.
    for (const double decel : {0.0, 1e-300}) {
        const Level level = slopedBox(12, 12, Floor::Ice, 90, 1000, decel);
        for (const Vec2 v : {Vec2{1000, 0}, Vec2{-3, -1000}, Vec2{0.001, 0}, Vec2{700, -700}}) {
            SCOPED_TRACE(testing::Message() << "decel " << decel << " v " << v.x << ", " << v.y);
            const WallShot shot = firstWallHit(level, {6.5, 6.5}, v, 4000);
            ASSERT_TRUE(shot.hit);
            EXPECT_FALSE(shot.outside);
            // The first face the parabola reaches, by its roots for each face (the centre
            // stays 0.2 inside [1, 13]).
            double best = INFINITY;
            for (const int axis : {0, 1}) {
                const double p0 = 6.5;
                const double v0 = axis == 0 ? v.x : v.y;
                const double g = axis == 0 ? 0 : 1000;
                for (const double face : {1.2, 12.8}) {
                    // p0 + v0 t + g t^2 / 2 = face, smallest t > 0 (long double).
                    const long double c = p0 - face;
                    if (g == 0) {
                        if (v0 != 0 && -c / v0 > 0) {
                            best = std::min(best, static_cast<double>(-c / v0));
                        }
                        continue;
                    }
                    const long double disc = static_cast<long double>(v0) * v0 - 2.0L * g * c;
                    if (disc < 0) {
                        continue;
                    }
                    for (const long double root :
                         {(-v0 - std::sqrt(disc)) / g, (-v0 + std::sqrt(disc)) / g}) {
                        if (root > 0) {
                            best = std::min(best, static_cast<double>(root));
                        }
                    }
                }
            }
            EXPECT_NEAR(shot.first.time, best, 1e-12 * std::max(1.0, best));
        }
    }
}

TEST(SlopeEdgeParabola, RandomShotsOnRandomSlopesFollowTheParabola) {
    // Random slopes (any angle, 0.01 to 1000 tiles/s^2), floors and shots (1e-6 to 100
    // tiles/s, any direction) with deceleration 0 or 1e-300: every tick until the first wall
    // hit is on the parabola to 1e-9 tiles.
    std::mt19937_64 rng(29);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int round = 0; round < 60; ++round) {
        const double degrees = 360 * unit(rng);
        const double accel = std::pow(10.0, -2 + 5 * unit(rng));
        const double speed = std::pow(10.0, -6 + 8 * unit(rng));
        const double shotDegrees = 360 * unit(rng);
        const Floor floor = round % 3 == 0   ? Floor::Grass
                            : round % 3 == 1 ? Floor::Sand
                                             : Floor::Ice;
        const double decel = round % 2 == 0 ? 0.0 : 1e-300;
        SCOPED_TRACE(testing::Message() << "round " << round << ": slope " << degrees << " at "
                                        << accel << ", shot " << shotDegrees << " at " << speed);
        Level level = slopedBox(64, 64, floor, degrees, accel, decel);
        level.physics.tickRate = round % 4 == 0 ? 997 : 120;
        const Vec2 g = directionOfAngle(degrees) * accel;
        const Vec2 v = directionOfAngle(shotDegrees) * speed;
        const Vec2 start{32.5, 32.5};
        World world(level, 1);
        ASSERT_TRUE(world.placeBall(0, start));
        world.setVelocity(0, v);
        const int rate = level.physics.tickRate;
        for (int tick = 1; tick <= 10 * rate; ++tick) {
            bool wall = false;
            for (const Event& event : world.step()) {
                wall = wall || event.type == EventType::WallHit;
            }
            if (wall) {
                break;
            }
            const Vec2 want = parabola(start, v, g, static_cast<double>(tick) / rate);
            ASSERT_NEAR(world.balls()[0].position.x, want.x, 1e-9) << "tick " << tick;
            ASSERT_NEAR(world.balls()[0].position.y, want.y, 1e-9) << "tick " << tick;
        }
    }
}

} // namespace
} // namespace golf
