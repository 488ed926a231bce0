#pragma once

// The reference for sumTicksUpTo (physics/src/tick_sum.hpp): the plain loop of additions, one a
// tick, that World::advance() makes — the same count and the same bits are what the fast sums
// must give.

#include "tick_sum.hpp"

#include <cstdint>
#include <gtest/gtest.h>
#include <ios>

namespace golf::test {

/// The elapsed time after up to `maxTicks` ticks of `seconds` from `elapsed` while each sum
/// stays within `safe`, one addition a tick.
inline TickSum ticksAddedOneByOne(double elapsed, double seconds, double safe,
                                  std::int64_t maxTicks) {
    TickSum sum{.ticks = 0, .elapsed = elapsed};
    while (sum.ticks < maxTicks && sum.elapsed + seconds <= safe) {
        sum.elapsed += seconds;
        ++sum.ticks;
    }
    return sum;
}

/// sumTicksUpTo gives ticksAddedOneByOne's count and sum, bit for bit.
inline void expectTicksAsAdded(double elapsed, double seconds, double safe, std::int64_t maxTicks) {
    const TickSum fast = sumTicksUpTo(elapsed, seconds, safe, maxTicks);
    const TickSum slow = ticksAddedOneByOne(elapsed, seconds, safe, maxTicks);
    ASSERT_EQ(fast.ticks, slow.ticks) << std::hexfloat << "elapsed " << elapsed << " seconds "
                                      << seconds << " safe " << safe << " maxTicks " << maxTicks;
    ASSERT_EQ(fast.elapsed, slow.elapsed)
        << std::hexfloat << "elapsed " << elapsed << " seconds " << seconds << " safe " << safe
        << " maxTicks " << maxTicks;
}

} // namespace golf::test
