// Tests of the closed-form roll (physics/src/motion.hpp): quietUntil, the time up to which a
// loop of ticks may skip the distance and stop tests, checked by hand and against those very
// tests evaluated at every double near the bound and at every tick sum below it.

#include "motion.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace {

bool quietAt(double speed, double decel, double reach, double t) {
    return !stoppedAfter(speed, decel, t) && distanceAfter(speed, decel, t) < reach;
}

TEST(QuietUntil, ByHand) {
    // Speed 2, deceleration 1: s(t) = 2t - t^2 / 2 reaches 1.5 at t = 1 and stops at t = 2.
    const double t = quietUntil(2, 1, 1.5, 10);
    EXPECT_LE(t, 1.0);
    EXPECT_GT(t, 1.0 - 1e-8);
    // No reach: just before the stop (the ball still moves faster than restSpeed there).
    const double beforeStop = quietUntil(2, 1, std::numeric_limits<double>::infinity(), 10);
    EXPECT_LT(beforeStop, 2.0);
    EXPECT_GT(beforeStop, 2.0 - 1e-8);
    // Never beyond the limit.
    EXPECT_EQ(quietUntil(2, 1, 1.5, 0.25), 0.25);
    // No deceleration (ice): reach / speed.
    const double ice = quietUntil(3, 0, 6, 100);
    EXPECT_LE(ice, 2.0);
    EXPECT_GT(ice, 2.0 - 1e-8);
    EXPECT_EQ(quietUntil(3, 0, std::numeric_limits<double>::infinity(), 100), 100.0);
}

TEST(QuietUntil, NoTimeWhenThereIsNone) {
    EXPECT_EQ(quietUntil(2, 1, 0, 10), -1);               // nothing to travel
    EXPECT_EQ(quietUntil(2, 1, -1, 10), -1);              // a reach behind the ball
    EXPECT_EQ(quietUntil(1.5 * restSpeed, 1, 1, 10), -1); // too slow to tell
    EXPECT_EQ(quietUntil(0, 0, 1, 10), -1);               // at rest
    EXPECT_EQ(quietUntil(2, 1, std::nan(""), 10), -1);    // no reach at all
    EXPECT_EQ(quietUntil(2, 1, 1.5, -1), -1);             // a limit in the past
    EXPECT_EQ(quietUntil(2, 1, 1.5, std::nan("")), -1);   // no limit
}

// Every double t in [0, T] must pass both tests; the ones nearest T and the tick sums of a
// roll are where rounding could break it. The reaches cluster just below the stop distance,
// where the distance hardly grows and rounding matters most, and some lie one double above
// a computed distance.
TEST(QuietUntil, EveryTimeUpToTheBoundPassesBothTests) {
    std::mt19937_64 rng(20261123);
    std::uniform_real_distribution<double> unit(0, 1);
    int tight = 0;
    const int cases = 4000;
    for (int n = 0; n < cases; ++n) {
        const double speed = std::pow(10.0, -6 + 8 * unit(rng));
        const double decel = n % 5 == 0 ? 0.0 : std::pow(10.0, -4 + 6 * unit(rng));
        const double stopDistance = decel > 0 ? speed * speed / (2 * decel) : 1e3 * speed;
        const double below = n % 2 == 0 ? std::pow(10.0, -16 + 15 * unit(rng)) : unit(rng);
        // A third of the reaches lie one double above a computed distance (near the stop, where
        // computed distances are not monotone): the bound must keep its margin there.
        const double t0 = (decel > 0 ? speed / decel : 1e3) * (1 - std::pow(10.0, -9 * unit(rng)));
        const double reach = n % 3 == 2 ? std::nextafter(distanceAfter(speed, decel, t0), 1e300)
                                        : stopDistance * (1 - below);
        const double limit = decel > 0 ? 2 * speed / decel : 2e3;
        const double t = quietUntil(speed, decel, reach, limit);
        if (t < 0) {
            continue;
        }
        ASSERT_LE(t, limit);
        double probe = t;
        for (int k = 0; k < 200; ++k) {
            ASSERT_TRUE(quietAt(speed, decel, reach, probe))
                << "speed " << speed << " decel " << decel << " reach " << reach << " t " << probe;
            probe = std::nextafter(probe, 0.0);
        }
        // A roll's tick sums from a random start, up to T.
        const double tick = t / (20 + 200 * unit(rng));
        for (double elapsed = t * unit(rng) * 0.5; elapsed <= t; elapsed += tick) {
            ASSERT_TRUE(quietAt(speed, decel, reach, elapsed));
        }
        const double exact = std::min(decel > 0 ? (speed - restSpeed) / decel : limit,
                                      timeToTravel(speed, decel, reach));
        tight += t >= exact * (1 - 1e-8) ? 1 : 0;
    }
    // The bound is useful: it lies within 1e-8 of the exact time in most cases (the others
    // are reaches within rounding of the stop distance).
    EXPECT_GT(tight, cases / 2);
}

// rollStateAfter (a sample's position and velocity in one) against the two closed forms it
// stands for, bit for bit: rolls that stop and that do not, times before, at and past the stop.
TEST(RollStateAfter, TheSameBitsAsPositionAfterAndVelocityAfter) {
    std::mt19937_64 rng(27);
    std::uniform_real_distribution<double> unit(0, 1);
    const auto same = [](double a, double b) {
        return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
    };
    for (int n = 0; n < 20000; ++n) {
        const Vec2 origin{unit(rng) * 64, unit(rng) * 64};
        const double angle = unit(rng) * 6.283185307179586;
        const double speed = n % 7 == 0 ? 1e-9 * unit(rng) : 20 * unit(rng);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        const double decel = n % 5 == 0 ? 0.0 : 3 * unit(rng);
        const double stop = stopTime(length(velocity), decel);
        const double t =
            n % 3 == 0 && std::isfinite(stop) ? stop * (0.5 + unit(rng)) : 10 * unit(rng);
        const RollState state = rollStateAfter(origin, velocity, decel, t);
        const Vec2 position = positionAfter(origin, velocity, decel, t);
        const Vec2 after = velocityAfter(velocity, decel, t);
        ASSERT_TRUE(same(state.position.x, position.x) && same(state.position.y, position.y)) << n;
        ASSERT_TRUE(same(state.velocity.x, after.x) && same(state.velocity.y, after.y)) << n;
    }
    // At rest (a zero velocity): where it lies, still.
    const RollState still = rollStateAfter({3, 4}, {}, 1, 2);
    EXPECT_EQ(still.position, (Vec2{3, 4}));
    EXPECT_EQ(still.velocity, Vec2{});
}

} // namespace
} // namespace golf
