#pragma once

/// \file
/// Validators of the number options of `golf`: a wrong value is a usage error (exit code 2).
/// CLI11's Range lets "nan" through (every comparison with NaN is false) and its unsigned
/// conversion reads "-1" as 2^64 - 1.

#include <CLI/CLI.hpp>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace golf::cli {

/// A number that is not NaN (infinities are left to a Range that follows).
[[nodiscard]] inline CLI::Validator notNaN() {
    return CLI::Validator(
        [](const std::string& value) {
            // strtod reads every spelling CLI11's conversion reads ("nan", "+NaN", "nan(1)").
            char* end = nullptr;
            const double number = std::strtod(value.c_str(), &end);
            const bool parsed = !value.empty() && end == value.c_str() + value.size();
            return parsed && std::isnan(number) ? std::string("not a number (nan)") : std::string();
        },
        "NUMBER");
}

/// Decimal digits only, at most 2^64 - 1: no sign, no overflow.
[[nodiscard]] inline CLI::Validator unsigned64() {
    return CLI::Validator(
        [](const std::string& value) {
            std::uint64_t number = 0;
            const bool digits =
                !value.empty() && value.find_first_not_of("0123456789") == std::string::npos;
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), number);
            if (!digits || error != std::errc() || end != value.data() + value.size()) {
                return std::string("must be a whole number from 0 to 18446744073709551615");
            }
            return std::string();
        },
        "UINT64");
}

} // namespace golf::cli
