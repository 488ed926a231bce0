// sumTicksUpTo (physics/src/tick_sum.hpp) where its runs end, against the plain loop of additions
// that advance() makes: `safe` on every sum of the first 80 ticks (and one double either side),
// so that each of the eight places in each round of eight, and each of the four of the round of
// four, is where a run passes it, with tick limits around the rounds' sizes; and runs in a
// binade whose end at `safe` and at the binade's top fall on the same tick or one apart.

#include "tick_sum.hpp"
#include "tick_sum_reference.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>

namespace golf {
namespace events44_tick_sum {
namespace {

using test::expectTicksAsAdded;
using test::ticksAddedOneByOne;

TEST(Events44TickSum, EveryPlaceARunCanPassSafeAsAddition) {
    for (const double seconds : {1.0 / 120, 1.0 / 60, 1.0 / 997}) {
        for (const double elapsed : {0.0, 0.004, 1.0 / 120, 0.3, 1.7}) {
            double sumK = elapsed; // the sum after k additions
            for (int k = 0; k <= 80; ++k) {
                for (const double safe : {sumK, std::nextafter(sumK, 0.0),
                                          std::nextafter(sumK, 1e300), (sumK + sumK) / 2}) {
                    for (const std::int64_t maxTicks :
                         {std::int64_t{3}, std::int64_t{4}, std::int64_t{7}, std::int64_t{8},
                          std::int64_t{9}, std::int64_t{12}, std::int64_t{15}, std::int64_t{16},
                          std::int64_t{63}, std::int64_t{64}, std::int64_t{65}, std::int64_t{71},
                          std::int64_t{1} << 40}) {
                        expectTicksAsAdded(elapsed, seconds, safe, maxTicks);
                    }
                }
                sumK += seconds;
            }
        }
    }
}

// In a binade [top / 2, top) from 64 ticks on: `safe` a few ticks before the last sum below the
// top, on the tick of the top, and past it, so that the ticks to `safe` and those to the top are
// the fewer in turn or the same.
TEST(Events44TickSum, BinadeRunsEndingAtSafeOrAtTheTopAsAddition) {
    for (const double top : {2.0, 4.0, 0x1p10}) {
        for (const double seconds : {1.0 / 120, 1.0 / 1000, 0.0123}) {
            // From 70 ticks before the top (the first 64 added in rounds), safe from 3 ticks
            // before the top's tick to 3 after it.
            const double elapsed = top - 70 * seconds;
            const TickSum toTop = ticksAddedOneByOne(elapsed, seconds, top, 1000);
            for (int off = -3; off <= 3; ++off) {
                const TickSum at = ticksAddedOneByOne(elapsed, seconds, 1e300, toTop.ticks + off);
                for (const double safe : {at.elapsed, std::nextafter(at.elapsed, 0.0),
                                          std::nextafter(at.elapsed, 1e9)}) {
                    expectTicksAsAdded(elapsed, seconds, safe, std::int64_t{1} << 40);
                    expectTicksAsAdded(elapsed, seconds, safe, toTop.ticks + 1);
                    expectTicksAsAdded(elapsed, seconds, safe, toTop.ticks);
                }
            }
            expectTicksAsAdded(elapsed, seconds, std::numeric_limits<double>::infinity(), 200);
        }
    }
}

} // namespace
} // namespace events44_tick_sum
} // namespace golf
