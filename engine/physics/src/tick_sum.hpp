#pragma once

// The elapsed time of a piece summed tick by tick, as advance() sums it (one rounded addition a
// tick), for many ticks at once: within a binade every such addition adds the same amount, so a
// run of them is one multiplication. The same bits as the additions, without a loop per tick.

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace golf {

/// How many ticks a piece takes and the elapsed time it reaches.
struct TickSum {
    std::int64_t ticks = 0;
    double elapsed = 0; ///< seconds since the piece began
};

/// The ticks of `seconds` that a piece at `elapsed` takes before its elapsed time would pass
/// `safe` (at most `maxTicks`), and its elapsed time then: the tick k is taken while
/// elapsed_k = elapsed_(k-1) + seconds (one double addition) is <= safe. Exactly the result of
/// those additions, in a few steps per binade of the elapsed time.
/// Preconditions: elapsed >= 0 and finite, seconds > 0 and finite.
[[nodiscard]] TickSum sumTicksUpTo(double elapsed, double seconds, double safe,
                                   std::int64_t maxTicks);

/// std::nextafter(v, -infinity), bit for bit: for a positive finite v the double whose bits are
/// one less (the next below, +0 below the least subnormal), without the call; zeros, negative,
/// infinite and non-numbers go to std::nextafter.
[[nodiscard]] inline double nextBelow(double v) {
    if (v > 0 && v <= std::numeric_limits<double>::max()) {
        return std::bit_cast<double>(std::bit_cast<std::uint64_t>(v) - 1);
    }
    return std::nextafter(v, -std::numeric_limits<double>::infinity());
}

/// std::floor(v), bit for bit (the sign of a zero included), by a conversion to int64_t where
/// |v| < 2^52: a call fewer where the build has no rounding instruction.
[[nodiscard]] double floorOf(double v);

} // namespace golf
