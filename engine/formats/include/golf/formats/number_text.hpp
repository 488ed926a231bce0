#pragma once

/// \file
/// Numbers as every file and message of the project writes them.

#include <cstddef>
#include <string>

namespace golf {

/// The shortest decimal text that reads back as exactly `value` ("3.25", "1e-05", "15").
[[nodiscard]] std::string formatNumber(double value);

/// Appends `value` with `decimals` (0 to 17) digits after the point, correctly rounded, as
/// printf's "%.*f" and std::to_chars in fixed form write it ("-0.500", "12.30", "inf").
void appendFixed(std::string& out, double value, int decimals);

/// The room writeFixed needs: the largest double has 309 digits before the point.
inline constexpr std::size_t fixedTextRoom = 400;

/// Writes appendFixed's text at `at`, which has room for fixedTextRoom characters, and returns
/// its end: for a caller that gathers its text in a buffer of its own (a long report).
char* writeFixed(char* at, double value, int decimals);

/// The room writeInt needs: "-2147483648".
inline constexpr std::size_t intTextRoom = 11;

/// Writes `n` in decimal at `at`, which has room for intTextRoom characters, as std::to_chars
/// and printf's "%d" write it, and returns its end.
char* writeInt(char* at, int n);

} // namespace golf
