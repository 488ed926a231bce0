// Tests of issue 27's slope42 step SlopePath::state: a piece's state at a time (its step looked
// up once for both) is its position and its velocity there, bit for bit, at times inside the
// piece, at its ends and out of it, on pieces that stop and pieces that do not.

#include "slope_path.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <numbers>
#include <random>
#include <vector>

namespace golf {
namespace slope42 {
namespace {

bool sameBitsPool(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

/// A random piece's inputs: a start, a velocity (zero now and then), a field whose push beats
/// its floor or not.
struct PieceInputs {
    Vec2 start;
    Vec2 velocity;
    SlopeField field;
    double horizon = 1;
};

PieceInputs randomInputs(std::mt19937_64& rng) {
    std::uniform_real_distribution<double> unit(0, 1);
    const double angle = 2 * std::numbers::pi * unit(rng);
    const double pushAngle = 2 * std::numbers::pi * unit(rng);
    const double speed = unit(rng) < 0.1 ? 0.0 : 0.2 + 10 * unit(rng);
    const double push = 0.5 + 6 * unit(rng);
    return {.start = {1 + 10 * unit(rng), 1 + 10 * unit(rng)},
            .velocity = {speed * std::cos(angle), speed * std::sin(angle)},
            .field = {{push * std::cos(pushAngle), push * std::sin(pushAngle)}, 9 * unit(rng)},
            .horizon = 0.25 + 2 * unit(rng)};
}

SlopePath build(const PieceInputs& in) {
    return {in.start, in.velocity, in.field, in.horizon};
}

TEST(Slope42PieceState, AStateIsThePositionAndTheVelocity) {
    std::mt19937_64 rng(4243);
    std::uniform_real_distribution<double> unit(0, 1);
    int stopping = 0;
    for (int n = 0; n < 2000; ++n) {
        const SlopePath path = build(randomInputs(rng));
        stopping += path.stops() ? 1 : 0;
        const double end = path.end();
        std::vector<double> times{0.0, -0.0, end, std::nextafter(end, 0.0), -1.0, end + 1};
        for (std::size_t k = 0; k < path.stepCount(); ++k) {
            times.push_back(path.stepStart(k)); // at each step's start
        }
        for (int k = 0; k < 20; ++k) {
            times.push_back(end * unit(rng));
        }
        for (const double t : times) {
            Vec2 position;
            Vec2 velocity;
            path.state(t, position, velocity);
            const Vec2 p = path.position(t);
            const Vec2 v = path.velocity(t);
            ASSERT_TRUE(sameBitsPool(position.x, p.x) && sameBitsPool(position.y, p.y) &&
                        sameBitsPool(velocity.x, v.x) && sameBitsPool(velocity.y, v.y))
                << "piece " << n << " at " << t;
        }
    }
    EXPECT_GT(stopping, 100);
}

} // namespace
} // namespace slope42
} // namespace golf
