#pragma once

/// \file
/// Numbers as every file and message of the project writes them.

#include <string>

namespace golf {

/// The shortest decimal text that reads back as exactly `value` ("3.25", "1e-05", "15").
[[nodiscard]] std::string formatNumber(double value);

} // namespace golf
