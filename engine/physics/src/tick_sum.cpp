#include "tick_sum.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>

namespace golf {

double floorOf(double v) {
    // Below 2^52 in magnitude a double's integer part fits an int64_t, and truncation toward
    // zero is floor for a positive number, floor + 1 for a negative one that is not whole
    // (|v| < 2^52: the subtraction is exact). Zeros, larger numbers (whole already) and
    // non-numbers go to std::floor, which gives the sign of zero too.
    constexpr double whole = 0x1p52;
    if (v > 0 && v < whole) {
        return static_cast<double>(static_cast<std::int64_t>(v));
    }
    if (v < 0 && v > -whole) {
        const auto t = static_cast<double>(static_cast<std::int64_t>(v));
        return t > v ? t - 1 : t;
    }
    return std::floor(v);
}

namespace {

// Ticks from `elapsed` that stay in its binade [2^(e-1), 2^e), where every addition of
// `seconds` adds the same multiple `step` of the binade's ulp q: e + s is rounded to the
// nearest multiple of q, and e is one, so the result is e + (s rounded to a multiple of q)
// unless s lies exactly half-way between two (then ties-to-even looks at e); and whose sums
// stay within `safe`. At most `maxTicks`. Zero when that rule does not apply here (the caller
// adds one tick by itself).
struct Run {
    std::int64_t ticks = 0;
    double step = 0;
};

// Inlined into sumTicksUpTo, its one caller (as it was before the rounds there grew).
[[gnu::always_inline]] inline Run runInBinade(double elapsed, double seconds, double safe,
                                              std::int64_t maxTicks) {
    // The binade from the bits: elapsed = 1.f x 2^(field - 1023), in [top / 2, top).
    const auto field = static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(elapsed) >> 52);
    if (!(elapsed >= seconds) || field <= 53 || field >= 2046) {
        return {}; // zero, subnormal, tiny or huge: added one by one
    }
    const double ulp = std::bit_cast<double>(static_cast<std::uint64_t>(field - 52) << 52);
    // Divisions by q as multiplications by 1 / q = 2^(1075 - field), a normal double here: the
    // same real number, rounded alike (and exact, as a power of two scales), a few cycles
    // sooner each.
    const double perUlp = std::bit_cast<double>(static_cast<std::uint64_t>(2098 - field) << 52);
    const double units = seconds * perUlp; // exact: a power of two
    const double whole = floorOf(units);
    if (units - whole == 0.5) {
        return {}; // a tie: the rounding depends on each sum
    }
    const double step = (units - whole < 0.5 ? whole : whole + 1) * ulp;
    if (step == 0) {
        return {.ticks = maxTicks, .step = 0}; // each addition leaves the sum as it is
    }
    // Counted in units of q, where the binade's numbers are whole numbers below top / q = 2^53
    // (exact scalings by a power of two, exact conversions): elapsed = E, step = S >= 1,
    // whole = W <= units < E (seconds <= elapsed).
    const auto e = static_cast<std::int64_t>(elapsed * perUlp);
    const auto s = static_cast<std::int64_t>(step * perUlp);
    const auto w = static_cast<std::int64_t>(whole);
    // Tick k (from 0) stays in the binade while elapsed + k step + seconds < top, exactly
    // (elapsed + k step is a multiple of q below top, and so is top minus it): units < 2^53 - E
    // - k S, and as units - W lies in [0, 1) and the right side is whole, W < 2^53 - E - k S,
    // that is k S <= 2^53 - E - W - 1: the ticks k = 0 .. room / S.
    const std::int64_t room = (std::int64_t{1} << 53) - e - w - 1;
    if (room < 0) {
        return {};
    }
    // Its sum after tick k, elapsed + (k + 1) step (exact), is within `safe` while
    // E + (k + 1) S <= floor(safe / q): the ticks up to (floor(safe / q) - E) / S. (safe / q is
    // exact too, at least 2^52, and a number from 2^62 on, or an infinite one, bounds nothing
    // that fits.) The fewer of those and of the room / S + 1 = (room + S) / S ticks in the
    // binade is the quotient of the lesser numerator (the quotient by S of a whole number grows
    // with it; a negative numerator, whose quotient is rounded toward zero, is the lesser and
    // its quotient is at most zero): one division instead of two.
    std::int64_t most = room + s;
    const double bound = safe * perUlp;
    if (bound < 0x1p62) {
        most = std::min(most, static_cast<std::int64_t>(bound) - e);
    }
    return {.ticks = std::min(most / s, maxTicks), .step = step};
}

} // namespace

[[gnu::noinline]] TickSum sumTicksUpTo(double elapsed, double seconds, double safe,
                                       std::int64_t maxTicks) {
    TickSum sum{.ticks = 0, .elapsed = elapsed};
    // Where a run of additions passes `safe`: the sums never decrease, so the ticks taken are
    // the sums within it, counted (and the last one picked) without a branch a sum, as which
    // of them passes first is not predictable. The run's additions made again from its start
    // (the same bits), so that the runs that go on keep one sum in a register.
    const auto lastOf = [&](int most) {
        std::array<double, 8> sums; // sums[k]: after k additions
        sums[0] = sum.elapsed;
        int within = 0;
        for (int k = 1; k < most; ++k) {
            const auto at = static_cast<std::size_t>(k);
            sums[at] = sums[at - 1] + seconds;
            within += sums[at] <= safe ? 1 : 0;
        }
        sum.elapsed = sums[static_cast<std::size_t>(within)];
        sum.ticks += within;
        return sum;
    };
    // Most runs are short: their first 64 ticks are added one by one, eight at a time, then
    // four (the eighth sum within `safe` vouches for all eight, the fourth for four).
    for (int round = 0; round < 8 && maxTicks - sum.ticks >= 8; ++round) {
        const double eighth = sum.elapsed + seconds + seconds + seconds + seconds + seconds +
                              seconds + seconds + seconds;
        if (!(eighth <= safe)) {
            return lastOf(8);
        }
        sum.elapsed = eighth;
        sum.ticks += 8;
    }
    if (sum.ticks < 64 && maxTicks - sum.ticks >= 4) { // fewer than eight left to take
        const double fourth = sum.elapsed + seconds + seconds + seconds + seconds;
        if (!(fourth <= safe)) {
            return lastOf(4);
        }
        sum.elapsed = fourth;
        sum.ticks += 4;
    }
    while (sum.ticks < maxTicks && sum.elapsed + seconds <= safe) {
        const Run run = runInBinade(sum.elapsed, seconds, safe, maxTicks - sum.ticks);
        if (run.ticks <= 1) {
            sum.elapsed += seconds;
            ++sum.ticks;
            continue;
        }
        if (run.step == 0) {
            sum.ticks = maxTicks; // the sums stay at elapsed, which is within safe
            break;
        }
        // The run's sums, exact multiples of the binade's ulp: the last one at once.
        sum.elapsed += static_cast<double>(run.ticks) * run.step;
        sum.ticks += run.ticks;
    }
    return sum;
}

} // namespace golf
