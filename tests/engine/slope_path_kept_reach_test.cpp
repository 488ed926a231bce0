// A curved piece keeps each step's box (TaylorStep::keptReach) from the sums it takes for its
// stop test (issue 27: one loop for the speed, x and y): every step of random curved pieces
// keeps reachOver of x and y over its final length, to the bit. And a step's position and
// velocity, x and y in the lanes of a vector, are the scalar Horner of each.

#include "slope_path.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

TEST(SlopePathKeptReach, EveryStepKeepsReachOverOfItsLength) {
    std::mt19937_64 random(2728);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    int steps = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const double g = 0.5 + 3 * std::abs(unit(random));
        const Vec2 push{unit(random) * g, unit(random) * g};
        // A floor that holds the ball (pieces that stop, with a last step cut at the stop) or
        // one that does not (pieces to the horizon).
        const double decel = trial % 2 == 0 ? 0.3 * g : 3 * g;
        const Vec2 velocity{unit(random) * 20 + 0.01, unit(random) * 20};
        const SlopePath path({unit(random) * 64, unit(random) * 64}, velocity, {push, decel},
                             0.01 + 2 * std::abs(unit(random)));
        for (std::size_t i = 0; i < path.stepCount(); ++i) {
            const TaylorStep& step = path.step(i);
            ASSERT_EQ(step.keptLength, step.length);
            EXPECT_EQ(std::bit_cast<std::uint64_t>(step.keptReach.x),
                      std::bit_cast<std::uint64_t>(reachOver(step.x, step.length, slopeOrder)));
            EXPECT_EQ(std::bit_cast<std::uint64_t>(step.keptReach.y),
                      std::bit_cast<std::uint64_t>(reachOver(step.y, step.length, slopeOrder)));
            ++steps;
        }
    }
    EXPECT_GT(steps, 1000);
}

} // namespace
} // namespace golf

namespace golf {
namespace {

// A step's position and velocity evaluate x and y (vx and vy) in the two lanes of a vector
// (issue 27): the bits of the scalar Horner of each, TaylorStep::at.
TEST(SlopePathKeptReach, PositionAndVelocityInLanesAreTheScalarHorner) {
    std::mt19937_64 random(2729);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int trial = 0; trial < 2000; ++trial) {
        const TaylorStep step = taylorStep(
            {unit(random) * 64, unit(random) * 64}, {unit(random) * 20 + 0.01, unit(random) * 20},
            {{unit(random) * 5, unit(random) * 5}, 2 * std::abs(unit(random))},
            std::abs(unit(random)) * 2 + 1e-9);
        for (const double tau :
             {0.0, step.length, step.length * std::abs(unit(random)), -step.length}) {
            const Vec2 p = step.position(tau);
            const Vec2 v = step.velocity(tau);
            EXPECT_EQ(std::bit_cast<std::uint64_t>(p.x),
                      std::bit_cast<std::uint64_t>(TaylorStep::at(step.x, tau)));
            EXPECT_EQ(std::bit_cast<std::uint64_t>(p.y),
                      std::bit_cast<std::uint64_t>(TaylorStep::at(step.y, tau)));
            EXPECT_EQ(std::bit_cast<std::uint64_t>(v.x),
                      std::bit_cast<std::uint64_t>(TaylorStep::at(step.vx, tau)));
            EXPECT_EQ(std::bit_cast<std::uint64_t>(v.y),
                      std::bit_cast<std::uint64_t>(TaylorStep::at(step.vy, tau)));
        }
    }
}

} // namespace
} // namespace golf
