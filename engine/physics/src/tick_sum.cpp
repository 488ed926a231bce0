#include "tick_sum.hpp"

#include <algorithm>
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
// unless s lies exactly half-way between two (then ties-to-even looks at e). Zero when that
// rule does not apply here (the caller adds one tick by itself).
struct Run {
    std::int64_t ticks = 0;
    double step = 0;
};

Run runInBinade(double elapsed, double seconds, std::int64_t maxTicks) {
    // The binade from the bits: elapsed = 1.f x 2^(field - 1023), in [top / 2, top).
    const auto field = static_cast<std::int64_t>(std::bit_cast<std::uint64_t>(elapsed) >> 52);
    if (!(elapsed >= seconds) || field <= 53 || field >= 2046) {
        return {}; // zero, subnormal, tiny or huge: added one by one
    }
    const double top = std::bit_cast<double>(static_cast<std::uint64_t>(field + 1) << 52);
    const double ulp = std::bit_cast<double>(static_cast<std::uint64_t>(field - 52) << 52);
    const double units = seconds / ulp; // exact: a power of two
    const double whole = floorOf(units);
    if (units - whole == 0.5) {
        return {}; // a tie: the rounding depends on each sum
    }
    const double step = (units - whole < 0.5 ? whole : whole + 1) * ulp;
    if (step == 0) {
        return {.ticks = maxTicks, .step = 0}; // each addition leaves the sum as it is
    }
    // Tick k (from 0) stays in the binade while elapsed + k step + seconds < top. The values
    // elapsed + k step are exact (multiples of ulp below top), so the test is exact too.
    const auto fits = [&](std::int64_t k) {
        return seconds < top - (elapsed + static_cast<double>(k) * step);
    };
    const double estimate = floorOf((top - elapsed - seconds) / step);
    std::int64_t last = static_cast<std::int64_t>(std::clamp(
        estimate, 0.0, static_cast<double>(std::min<std::int64_t>(maxTicks, 1LL << 53))));
    while (last > 0 && !fits(last)) {
        --last;
    }
    if (!fits(last)) {
        return {};
    }
    while (last + 1 < maxTicks && fits(last + 1)) {
        ++last;
    }
    return {.ticks = std::min(last + 1, maxTicks), .step = step};
}

} // namespace

[[gnu::noinline]] TickSum sumTicksUpTo(double elapsed, double seconds, double safe,
                                       std::int64_t maxTicks) {
    TickSum sum{.ticks = 0, .elapsed = elapsed};
    // At most three ticks more, each the one addition the loop below would make (a run in the
    // binade adds the same bits): where a run of four passes `safe`.
    const auto lastTicks = [&] {
        for (int k = 0; k < 3; ++k) {
            const double next = sum.elapsed + seconds;
            if (!(next <= safe)) {
                break;
            }
            sum.elapsed = next;
            ++sum.ticks;
        }
        return sum;
    };
    // Most runs are short: their first 64 ticks are added one by one, eight at a time, then
    // four (the sums never decrease, so the eighth within `safe` vouches for all eight, the
    // fourth for four).
    for (int round = 0; round < 8 && maxTicks - sum.ticks >= 8; ++round) {
        const double fourth = sum.elapsed + seconds + seconds + seconds + seconds;
        const double eighth = fourth + seconds + seconds + seconds + seconds;
        if (!(eighth <= safe)) {
            if (fourth <= safe) {
                sum.elapsed = fourth;
                sum.ticks += 4;
            }
            return lastTicks();
        }
        sum.elapsed = eighth;
        sum.ticks += 8;
    }
    if (sum.ticks < 64 && maxTicks - sum.ticks >= 4) { // fewer than eight left to take
        const double fourth = sum.elapsed + seconds + seconds + seconds + seconds;
        if (!(fourth <= safe)) {
            return lastTicks();
        }
        sum.elapsed = fourth;
        sum.ticks += 4;
    }
    while (sum.ticks < maxTicks && sum.elapsed + seconds <= safe) {
        const Run run = runInBinade(sum.elapsed, seconds, maxTicks - sum.ticks);
        if (run.ticks <= 1) {
            sum.elapsed += seconds;
            ++sum.ticks;
            continue;
        }
        if (run.step == 0) {
            sum.ticks = maxTicks; // the sums stay at elapsed, which is within safe
            break;
        }
        // The run's sums only grow: take as many as stay within `safe` (exact comparisons, as
        // the sums are exact).
        const auto sumAfter = [&](std::int64_t k) {
            return sum.elapsed + static_cast<double>(k) * run.step;
        };
        std::int64_t take = run.ticks;
        if (!(sumAfter(take) <= safe)) {
            take = static_cast<std::int64_t>(std::clamp(floorOf((safe - sum.elapsed) / run.step),
                                                        1.0, static_cast<double>(run.ticks)));
            while (take > 1 && !(sumAfter(take) <= safe)) {
                --take;
            }
            while (take < run.ticks && sumAfter(take + 1) <= safe) {
                ++take;
            }
        }
        sum.elapsed = sumAfter(take);
        sum.ticks += take;
    }
    return sum;
}

} // namespace golf
