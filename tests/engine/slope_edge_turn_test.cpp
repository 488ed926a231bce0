// A throw almost straight uphill on a slope whose floor cannot hold the ball (0 < a < |g|), issue
// 29: the ball turns at the top at its sideways speed and rolls back down beside its way up. The
// straight closed-form stop, which belongs to the held regime (a >= |g|), once ended such a turn
// when less than 1e-12 tiles were left before the speed would reach zero, which a sideways
// speed below about sqrt(2e-12 |g|) reaches: the ball restarted from rest and lost that speed.
//
// The expected values are independent of the integrator: with the push g = |g| down the slope
// and delta the angle of the velocity from straight uphill, the speed is in closed form,
//   s(delta) = s0 ((1 + cos delta) / (1 + cos delta0))^k (sin delta0 / sin delta)^(k + 1),
//   k = a / |g|,
// (from ds/dt = -|g| cos delta - a and s d(delta)/dt = |g| sin delta), and t, x and y are its
// integrals dt = s / (|g| sin delta) d(delta), dx = s^2 / |g| d(delta) (sideways),
// d(up) = s^2 cot delta / |g| d(delta), by mpmath quadrature at 40 digits
// (scripts/slope_turn_reference.py, whose a = 0 case is checked against the parabola).

#include "golf/physics/world.hpp"
#include "slope_path.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <vector>

namespace golf {
namespace {

/// A state of the reference: seconds since the throw, position and velocity (tiles, tiles/s).
struct TurnState {
    double t;
    double x;
    double y;
    double vx;
    double vy;
};

/// A throw from (20.5, 30.5) at (sideways, -2) tiles/s up a slope pushing (0, 4) tiles/s^2,
/// deceleration `decel`: the state at the top (vy = 0) and later ones, made by
/// scripts/slope_turn_reference.py.
struct TurnCase {
    double decel;
    double sideways;
    std::vector<TurnState> states; ///< the first one at the top
};

constexpr Vec2 turnStart{20.5, 30.5};
constexpr double turnPush = 4;
constexpr double turnUphillSpeed = 2;

std::vector<TurnCase> turnCases() {
    return {
        // No deceleration: the parabola, by hand (top at t = 2 / 4, 1 / 2 tile up).
        {0, 1e-7, {{0.5, 20.5 + 0.5e-7, 30, 1e-7, 0}, {1, 20.5 + 1e-7, 30.5, 1e-7, 2}}},
        // Deceleration 1e-12: the sideways speed 1e-7 (below sqrt(2e-12 * 4) = 2.8e-6) survives.
        {1e-12,
         1e-7,
         {{0.49999999999987500000625, 20.50000004999999999997500000125, 30.000000000000125,
           9.9999999999562390249699e-8, 0},
          {0.9999999999956239024969986, 20.50000009999999999912478049940334,
           30.499999999991497804994035, 9.999999999912478049939992e-8,
           1.999999999982495609987998}}},
        // Deceleration 0.5 (k = 1/8): the sideways speed 1e-6 is 1.5e-7 at the top.
        {0.5,
         1e-6,
         {{0.4444444491915754959403456, 20.5000004000000014906953183331698,
           30.0555555555555014197257, 1.495348781221208859499546e-7, 0},
          {0.4572219757444352840184892, 20.5000004003333333333166645833333, 30.0558412698412143125,
           2.236067977499754757847025e-8, 0.0447213595499950951569405}}},
    };
}

TEST(SlopeEdgeTurn, ANearVerticalThrowTurnsAtItsSidewaysSpeed) {
    for (const TurnCase& c : turnCases()) {
        SCOPED_TRACE(testing::Message() << "decel " << c.decel << " sideways " << c.sideways);
        const SlopeField field{{0, turnPush}, c.decel};
        const SlopePath path(turnStart, {c.sideways, -turnUphillSpeed}, field, 2.0);
        ASSERT_FALSE(path.straight());
        // No stop before the last reference state: the turn is a curve, not a stop.
        EXPECT_GT(path.end(), c.states.back().t);
        for (const TurnState& want : c.states) {
            SCOPED_TRACE(testing::Message() << "t " << want.t);
            const Vec2 p = path.position(want.t);
            const Vec2 v = path.velocity(want.t);
            EXPECT_NEAR(p.x, want.x, 1e-12);
            EXPECT_NEAR(p.y, want.y, 1e-12);
            // The sideways speed to a millionth of itself.
            EXPECT_NEAR(v.x, want.vx, 1e-6 * want.vx);
            EXPECT_NEAR(v.y, want.vy, 1e-12);
        }
    }
}

/// The sideways speed at the top of a throw at (w, -v0) up a slope pushing (0, g) with
/// deceleration a, from the closed form: s cos(th)^(k + 1) / (1 + sin th)^k is constant along
/// the path (th the angle of the velocity from across the slope, k = a / g), and at the top
/// th = 0. In long double.
long double topSpeed(double w, double v0, double g, double a) {
    const long double s0 = std::hypot(static_cast<long double>(w), static_cast<long double>(v0));
    const long double k = static_cast<long double>(a) / g;
    return s0 * std::pow(w / s0, k + 1) / std::pow(1 + v0 / s0, k);
}

/// The first time the piece's velocity points across the slope (vy from < 0 to >= 0): the top.
double topOf(const SlopePath& path) {
    double lo = 0;
    double hi = path.end();
    for (int i = 0; i < 200 && lo < hi; ++i) {
        const double mid = lo + (hi - lo) / 2;
        if (mid == lo || mid == hi) {
            break;
        }
        (path.velocity(mid).y < 0 ? lo : hi) = mid;
    }
    return hi;
}

TEST(SlopeEdgeTurn, TheSpeedAtTheTopIsTheClosedForm) {
    // Sideways speeds from 1e-8 (the turn's radius of convergence 2.5e-9 s) to 1e-2 and
    // decelerations from none to 3 (k = 3/4): wherever the speed left at the top is above
    // restSpeed (1e-9) with room to spare, the piece turns at it.
    int checked = 0;
    for (const double decel : {0.0, 1e-12, 1e-6, 0.5, 3.0}) {
        for (const double sideways : {1e-8, 1e-6, 1e-4, 1e-2}) {
            const long double want = topSpeed(sideways, turnUphillSpeed, turnPush, decel);
            if (want < 5e-9L) {
                continue; // as good as at rest at the top: the ball may start from rest there
            }
            SCOPED_TRACE(testing::Message() << "decel " << decel << " sideways " << sideways);
            const SlopeField field{{0, turnPush}, decel};
            const SlopePath path(turnStart, {sideways, -turnUphillSpeed}, field, 2.0);
            ASSERT_FALSE(path.stops());
            const double top = topOf(path);
            ASSERT_LT(top, path.end());
            const double got = path.velocity(top).x;
            EXPECT_NEAR(got, static_cast<double>(want), 1e-6 * static_cast<double>(want));
            ++checked;
        }
    }
    EXPECT_EQ(checked, 17);
}

/// s cos(th)^(k + 1) / (1 + sin th)^k of a velocity on a slope pushing (0, g): constant along
/// a roll on one slope (see topSpeed). 1 + sin th = (s - vy) / s is taken as vx^2 / (s (s + vy))
/// where vy > 0 (downhill), free of cancellation.
long double turnInvariant(Vec2 v, double g, double a) {
    const long double s = std::hypot(static_cast<long double>(v.x), static_cast<long double>(v.y));
    const long double cosine = std::abs(static_cast<long double>(v.x)) / s;
    const long double onePlusSine =
        v.y <= 0 ? (s - v.y) / s : static_cast<long double>(v.x) * v.x / (s * (s + v.y));
    const long double k = static_cast<long double>(a) / g;
    return s * std::pow(cosine, k + 1) / std::pow(onePlusSine, k);
}

TEST(SlopeEdgeTurn, TheBallKeepsItsSidewaysSpeedOverTheTopInPlay) {
    // The whole shot in a World, tick by tick for 1.5 s (the top at about 0.5 s, the ball back
    // below its tee at the end): the closed form's invariant holds at every tick, so the ball
    // never starts again from rest (which makes the invariant 0).
    const Vec2 down{0, turnPush};
    for (const TurnCase& c : turnCases()) {
        SCOPED_TRACE(testing::Message() << "decel " << c.decel << " sideways " << c.sideways);
        Level level = test::makeBox(40, 40);
        const Surface surface{'c', Floor::Grass, makeSlope(90, turnPush)};
        for (int row = 1; row <= 40; ++row) {
            for (int col = 1; col <= 40; ++col) {
                level.setSurface(col, row, surface);
            }
        }
        level.physics.rollingDeceleration = c.decel;
        World world(level, 1);
        ASSERT_TRUE(world.placeBall(0, turnStart));
        const Vec2 shot{c.sideways, -turnUphillSpeed};
        world.setVelocity(0, shot);
        const long double want = turnInvariant(shot, down.y, c.decel);
        const int rate = level.physics.tickRate;
        for (int tick = 1; tick <= rate * 3 / 2; ++tick) {
            (void)world.step();
            const Ball& ball = world.balls()[0];
            ASSERT_NEAR(static_cast<double>(turnInvariant(ball.velocity, down.y, c.decel)),
                        static_cast<double>(want), 1e-6 * static_cast<double>(want))
                << "tick " << tick << " velocity " << ball.velocity.x << ", " << ball.velocity.y;
        }
        EXPECT_GT(world.balls()[0].position.y, turnStart.y); // back below the tee
    }
}

} // namespace
} // namespace golf
