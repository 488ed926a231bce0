#include "ranged_number.hpp"

#include "golf/formats/number_text.hpp"

#include <cmath>

namespace golf {

std::string rangeViolation(const ValueRange& range, double v) {
    if (!range.bounded()) {
        return formatNumber(v) + (range.lowOpen ? " must be > " : " must be >= ") +
               formatNumber(range.low);
    }
    return formatNumber(v) + " is outside " + (range.lowOpen ? "(" : "[") +
           formatNumber(range.low) + ", " + formatNumber(range.high) + (range.highOpen ? ")" : "]");
}

std::optional<double> readRangedNumber(const Json& value, const std::string& path,
                                       const ValueRange& range, Problems& problems) {
    if (!value.is_number()) {
        problems.add(path, "must be a number, got " + describeJsonValue(value));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!std::isfinite(v) || !range.contains(v)) {
        problems.add(path, rangeViolation(range, v));
        return std::nullopt;
    }
    return v;
}

} // namespace golf
