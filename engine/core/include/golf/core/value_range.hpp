#pragma once

/// \file
/// An interval of allowed values, as the level loader checks numbers against it.

#include <limits>

namespace golf {

/// The allowed values of a number: from `low` to `high`, each end closed (included) or open;
/// `high` may be +infinity (no upper bound), `low` -infinity.
struct ValueRange {
    double low = -std::numeric_limits<double>::infinity();
    double high = std::numeric_limits<double>::infinity();
    bool lowOpen = false;  ///< true: `low` itself is refused
    bool highOpen = false; ///< true: `high` itself is refused

    /// True if `v` lies in the range (never for NaN).
    [[nodiscard]] constexpr bool contains(double v) const {
        const bool aboveLow = lowOpen ? v > low : v >= low;
        const bool belowHigh = highOpen ? v < high : v <= high;
        return aboveLow && belowHigh;
    }

    /// True if the range has an upper bound.
    [[nodiscard]] constexpr bool bounded() const {
        return high != std::numeric_limits<double>::infinity();
    }
};

} // namespace golf
