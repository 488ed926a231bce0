// Tests of issue 27's quiet-tick bounds found wanting by a mutation pass (helper mutant40): a
// horizon that reaches too far lets a quiet tick pass what it should meet, and a world that
// skips quiet ticks against one stepped tick by tick cannot see it, as both read the same
// horizon (World::step tests it too). A wall contact found late is even met where it should be
// (its distance along the piece is the kept search's, the tick's time is clamped to its start),
// so the tests here check the tick and the time of each first contact against closed forms
// worked out here: a ball rolling along +x from x0 at speed v, slowing at a, has travelled
// d = v t - a t^2 / 2 at time t, so it reaches d at t = (v - sqrt(v^2 - 2 a d)) / a; that
// contact lies in tick n (counted from 1) where (n - 1) / rate < t <= n / rate, at the time
// t - (n - 1) / rate of that tick.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"

#include <array>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <optional>
#include <vector>

namespace golf {
namespace mutant40 {
namespace {

/// The first event of ball 0 of a kind in `kinds`, and the tick (counted from 1) whose step
/// returned it.
struct FirstContact40 {
    std::optional<Event> event;
    std::int64_t tick = 0;
    std::int64_t skipped = 0; ///< ticks skipped on the way
};

template <typename Kinds>
FirstContact40 firstContact40(World& world, bool skip, const Kinds& kinds) {
    FirstContact40 found;
    for (int round = 0; round < 200000 && !world.atRest() && !found.event; ++round) {
        if (skip) {
            found.skipped += world.skipQuietTicks(1000000);
        }
        for (const Event& event : world.step()) {
            if (event.ball != 0) {
                continue;
            }
            for (const EventType kind : kinds) {
                if (!found.event && event.type == kind) {
                    found.event = event;
                    found.tick = world.tick();
                }
            }
        }
    }
    return found;
}

/// When a ball at `speed` slowing at `decel` has rolled `distance` (seconds), as worked out
/// above; NaN if it stops first.
double timeToRoll40(double speed, double decel, double distance) {
    if (decel == 0) {
        return distance / speed;
    }
    const double root = speed * speed - 2 * decel * distance;
    return root < 0 ? std::nan("") : (speed - std::sqrt(root)) / decel;
}

/// Expects `found` in the tick and at the time of that tick the closed-form time `at` gives;
/// false (and no expectation) when `at` lies too near a tick boundary to tell the tick.
::testing::AssertionResult inTickOf40(const FirstContact40& found, double at, int rate) {
    const double ticks = at * rate;
    const double nearest = std::round(ticks);
    if (std::abs(ticks - nearest) < 1e-6) {
        return ::testing::AssertionSuccess() << "(on a boundary)";
    }
    if (!found.event) {
        return ::testing::AssertionFailure() << "no contact";
    }
    const auto tick = static_cast<std::int64_t>(std::ceil(ticks));
    if (found.tick != tick) {
        return ::testing::AssertionFailure() << "in tick " << found.tick << ", not " << tick;
    }
    const double within = at - static_cast<double>(tick - 1) / rate;
    if (std::abs(found.event->time - within) > 1e-9) {
        return ::testing::AssertionFailure()
               << "at " << found.event->time << " of its tick, not " << within;
    }
    return ::testing::AssertionSuccess();
}

constexpr std::array<int, 4> rates40{60, 64, 120, 997};

// A ball alone (or with one more at rest off its line) rolls into the far wall of a 60 x 5 box
// (x in [1, 61]): it touches it when its centre reaches 61 - r. The lone ball's horizon ends
// where its wall search found the wall; one that ended a tile later was caught by no wall case
// that looked at the contact's position alone.
TEST(Mutant40QuietBounds, AWallIsMetInTheTickTheClosedFormGives) {
    const Level box = test::makeBox(60, 5);
    const double wallX = 61 - box.ballRadius;
    for (const int rate : rates40) {
        for (const double x0 : {2.5, 40.25, 56.5, 59.9}) {
            for (const double speed : {3.0, 9.0, 17.5}) {
                for (const int setup : {0, 1, 2}) { // alone; with one at rest; no pair search
                    Level level = box;
                    level.physics.tickRate = rate;
                    const double decel = level.physics.rollingDeceleration;
                    const double at = timeToRoll40(speed, decel, wallX - x0);
                    if (std::isnan(at)) {
                        continue;
                    }
                    for (const bool skip : {false, true}) {
                        World world(level, setup == 0 ? 1 : 2);
                        world.setBallCollisions(setup != 2);
                        ASSERT_TRUE(world.placeBall(0, {x0, 3.5}));
                        if (setup != 0) {
                            ASSERT_TRUE(world.placeBall(1, {30.5, 1.5}));
                        }
                        world.setVelocity(0, {speed, 0});
                        const FirstContact40 found =
                            firstContact40(world, skip, std::array{EventType::WallHit});
                        EXPECT_TRUE(inTickOf40(found, at, rate))
                            << rate << " " << x0 << " " << speed << " " << setup << " " << skip;
                        if (found.event) {
                            EXPECT_NEAR(found.event->position.x, wallX, 1e-9);
                        }
                    }
                }
            }
        }
    }
}

// The same along a diagonal into a corner of the box: the ball meets the wall its path reaches
// first, a radius short of it along the normal.
TEST(Mutant40QuietBounds, ADiagonalRollMeetsItsFirstWallInTheTickTheClosedFormGives) {
    const Level box = test::makeBox(20, 20); // x and y in [1, 21]
    const double r = box.ballRadius;
    for (const int rate : rates40) {
        Level level = box;
        level.physics.tickRate = rate;
        const double decel = level.physics.rollingDeceleration;
        for (const double speed : {6.0, 13.0}) {
            // Direction (3, 4) / 5 from (4.5, 3.25): the top wall (y = 21 - r) comes first.
            const double ux = 0.6;
            const double uy = 0.8;
            const double dx = (21 - r - 4.5) / ux;
            const double dy = (21 - r - 3.25) / uy;
            const double at = timeToRoll40(speed, decel, std::min(dx, dy));
            if (std::isnan(at)) {
                continue;
            }
            for (const bool skip : {false, true}) {
                World world(level, 1);
                ASSERT_TRUE(world.placeBall(0, {4.5, 3.25}));
                world.setVelocity(0, {speed * ux, speed * uy});
                const FirstContact40 found =
                    firstContact40(world, skip, std::array{EventType::WallHit});
                EXPECT_TRUE(inTickOf40(found, at, rate)) << rate << " " << speed << " " << skip;
            }
        }
    }
}

// A ball meets another at rest on its line when their centres are two radii apart, in the
// tick the closed form gives, alone or with a third at rest off the line; on a floor that does
// not slow it too, where the wall search looks 8 tiles ahead at a time (the skip pushes the
// horizon on where it stopped looking, never past the ball at rest).
TEST(Mutant40QuietBounds, ABallAtRestIsMetInTheTickTheClosedFormGives) {
    const Level box = test::makeBox(60, 5);
    const double r = box.ballRadius;
    for (const int rate : rates40) {
        for (const double decel : {3.0, 0.0}) {
            Level level = box;
            level.physics.tickRate = rate;
            level.physics.rollingDeceleration = decel;
            for (const double restX : {5.5, 20.25, 33.5}) {
                for (const double speed : {4.0, 11.0}) {
                    const double at = timeToRoll40(speed, decel, restX - 2 * r - 2.5);
                    if (std::isnan(at)) {
                        continue;
                    }
                    for (const bool third : {false, true}) {
                        for (const bool skip : {false, true}) {
                            World world(level, third ? 3 : 2);
                            ASSERT_TRUE(world.placeBall(0, {2.5, 3.5}));
                            ASSERT_TRUE(world.placeBall(1, {restX, 3.5}));
                            if (third) {
                                ASSERT_TRUE(world.placeBall(2, {12.5, 1.5}));
                            }
                            world.setVelocity(0, {speed, 0});
                            const FirstContact40 found =
                                firstContact40(world, skip, std::array{EventType::BallHit});
                            EXPECT_TRUE(inTickOf40(found, at, rate))
                                << rate << " " << decel << " " << restX << " " << speed << " "
                                << skip;
                        }
                    }
                }
            }
        }
    }
}

// A contact exactly at a tick's end belongs to that tick (the search takes a contact at its
// window's reach): dyadic numbers make it exact. A box 8 wide (x in [1, 9]), a ball of radius
// 1/4 from x0 = 2.75: it touches the wall when it has rolled 6 tiles, at speed 8 slowing at 4
// after 8 t - 2 t^2 = 6, t = 1 s; at speed 6 without slowing after 1 s too; each the end of
// tick `rate` at a rate that is a power of two (the ticks' sums exact).
TEST(Mutant40QuietBounds, AWallContactExactlyAtATicksEndIsMetInThatTick) {
    for (const int rate : {32, 64, 128, 1024}) {
        for (const auto& [speed, decel] : {std::array{8.0, 4.0}, std::array{6.0, 0.0}}) {
            Level level = test::makeBox(8, 5);
            level.ballRadius = 0.25;
            level.physics.tickRate = rate;
            level.physics.rollingDeceleration = decel;
            for (const bool skip : {false, true}) {
                World world(level, 1);
                ASSERT_TRUE(world.placeBall(0, {2.75, 3.5}));
                world.setVelocity(0, {speed, 0});
                const FirstContact40 found =
                    firstContact40(world, skip, std::array{EventType::WallHit});
                ASSERT_TRUE(found.event) << rate << " " << speed << " " << skip;
                EXPECT_EQ(found.tick, rate) << rate << " " << speed << " " << skip;
                EXPECT_NEAR(found.event->time, 1.0 / rate, 1e-12) << rate << " " << speed;
                EXPECT_EQ(found.event->position.x, 8.75);
            }
        }
    }
}

// A straight roll that stops exactly where a slope starts the ball again ends in an event at
// the stop (restartAfterStop), so that the slope's piece is searched from there within the same
// tick: the horizon must end at the stop, not beyond (a stop the search reaches exactly is an
// event). From x0 = 7 at speed 3 slowing at 4.5 a ball stops after 9 / 9 = 1 tile, at x = 8
// (the edge of a slope pushing +x at 9 tiles/s^2), at t = 3 / 4.5 = 2/3 s, inside a tick at
// these rates; a ball at rest 10^-5 tiles beyond contact lies within the ball's first 0.003 s
// on the slope (s = a t^2 / 2 at a net push above 2), so both meet in the stop's tick.
TEST(Mutant40QuietBounds, ABallRestartedByASlopeAtItsStopMeetsABallJustAheadInThatTick) {
    for (const int rate : {32, 50, 64}) {
        Level level = test::makeSurfaceLevel(
            {"####################", "#.......>>>>>>>>>>.#", "####################"});
        level.physics.tickRate = rate;
        level.physics.rollingDeceleration = 4.5;
        level.physics.slopeAcceleration = 9;
        const double stopAt = 3.0 / 4.5;
        const auto tick = static_cast<std::int64_t>(std::ceil(stopAt * rate));
        ASSERT_GT(static_cast<double>(tick) / rate - stopAt, 0.004) << rate;
        for (const bool skip : {false, true}) {
            World world(level, 2);
            ASSERT_TRUE(world.placeBall(0, {7.0, 1.5}));
            ASSERT_TRUE(world.placeBall(1, {8.0 + 2 * level.ballRadius + 1e-5, 1.5}));
            world.setVelocity(0, {3.0, 0});
            const FirstContact40 found =
                firstContact40(world, skip, std::array{EventType::BallHit});
            ASSERT_TRUE(found.event) << rate << " " << skip;
            EXPECT_EQ(found.tick, tick) << rate << " " << skip;
        }
    }
}

} // namespace
} // namespace mutant40
} // namespace golf
