#pragma once

/// \file
/// Names and paths as `golf` prints them: control characters escaped, invalid UTF-8 replaced
/// and cut (golf/core/display_text.hpp), so that no file can write to the terminal.

#include "golf/core/display_text.hpp"

#include <string>
#include <string_view>

namespace golf::cli {

/// Most code points of a path as printed (a path is rarely longer; longer ones end in "…").
inline constexpr std::size_t maxShownPathLength = 1024;

/// A level's or course's name as printed: at most 60 code points.
[[nodiscard]] inline std::string shownName(std::string_view name) {
    return displayText(name);
}

/// A file path as printed: at most maxShownPathLength code points.
[[nodiscard]] inline std::string shownPath(std::string_view path) {
    return displayText(path, maxShownPathLength);
}

/// A message line as printed (it may quote a name or a path): escaped, at most 4096 code points.
[[nodiscard]] inline std::string shownMessage(std::string_view message) {
    return displayText(message, 4096);
}

} // namespace golf::cli
