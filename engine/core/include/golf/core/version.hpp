#pragma once

/// \file
/// The project version, shown by `golf --version` and `minigolf --version`.

namespace golf {

inline constexpr const char* version = "0.1.0";

} // namespace golf
