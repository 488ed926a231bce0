#pragma once

// Numbers of level files checked against their allowed range (golf/core/value_range.hpp),
// with one wording for every key: the physics parameters, the radii, a legend's slope.

#include "golf/core/value_range.hpp"
#include "json_text.hpp"
#include "problems.hpp"

#include <optional>
#include <string>

namespace golf {

/// Why `v` is not in `range`: "1.5 is outside [0, 1]", or without an upper bound
/// "-1 must be >= 0" (or "> 0" for an open end).
[[nodiscard]] std::string rangeViolation(const ValueRange& range, double v);

/// A finite number within `range`, or nullopt after reporting at `path` why not (not a
/// number, or outside the range).
[[nodiscard]] std::optional<double> readRangedNumber(const Json& value, const std::string& path,
                                                     const ValueRange& range, Problems& problems);

} // namespace golf
