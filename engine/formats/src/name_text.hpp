#pragma once

// Checks of names read from files (level and course names, shot logs' player names): valid
// UTF-8, no control characters, a bounded length.

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace golf {

/// Why `text` may not be a name of at most `maxCodePoints` Unicode code points: "is empty",
/// "is not valid UTF-8", "has a control character (U+001B)" (C0, DEL and C1 are control
/// characters) or "has 41 characters; at most 40"; empty if it is fine.
[[nodiscard]] std::string nameProblem(std::string_view text, std::size_t maxCodePoints);

/// A file's path as messages name it: control characters escaped, invalid UTF-8 replaced,
/// cut at 1024 code points (golf::displayText), so that a path never splits a message line.
[[nodiscard]] std::string sourceNameOf(const std::filesystem::path& path);

} // namespace golf
