#pragma once

// Bit-for-bit comparisons of balls, for the tests that advance a world two ways (quiet ticks
// skipped or stepped) and compare the results.

#include "golf/physics/world.hpp"

#include <bit>
#include <cstdint>
#include <gtest/gtest.h>

namespace golf::test {

/// True if `a` and `b` have the same bits (so -0 differs from +0, and a NaN equals its copy).
inline bool sameBits(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

/// Every ball of `a` and `b` in play alike, in the same place with the same velocity, bit for
/// bit; the first that differs named in the failure. Precondition: as many balls in each.
inline ::testing::AssertionResult sameBalls(const World& a, const World& b) {
    for (std::size_t i = 0; i < a.balls().size(); ++i) {
        const Ball& x = a.balls()[i];
        const Ball& y = b.balls()[i];
        if (x.inPlay != y.inPlay || !sameBits(x.position.x, y.position.x) ||
            !sameBits(x.position.y, y.position.y) || !sameBits(x.velocity.x, y.velocity.x) ||
            !sameBits(x.velocity.y, y.velocity.y)) {
            return ::testing::AssertionFailure()
                   << "ball " << i << ": (" << x.position.x << ", " << x.position.y << ") v ("
                   << x.velocity.x << ", " << x.velocity.y << ") against (" << y.position.x << ", "
                   << y.position.y << ") v (" << y.velocity.x << ", " << y.velocity.y << ")";
        }
    }
    return ::testing::AssertionSuccess();
}

} // namespace golf::test
