#pragma once

/// \file
/// The list of paths that `golf replay -` and `golf rate -` read from standard input: one path a
/// line, bounded in line length and count so that no input (say /dev/zero) grows without end.

#include <cstddef>
#include <istream>
#include <string>
#include <vector>

namespace golf::cli {

/// Longest line of a path list, in bytes (PATH_MAX on Linux, with its terminating zero).
inline constexpr std::size_t maxListedPathBytes = 4096;
/// Most paths one list may name.
inline constexpr std::size_t maxListedPaths = 1'000'000;

/// A path list read from a stream: the paths, or the first problem with the list.
struct PathList {
    std::vector<std::string> paths;
    std::string error; ///< "standard input: line N: ..." (or about the whole list); "" if fine
};

/// Reads one path a line from `in` (named `source` in messages): a trailing "\r" is dropped,
/// empty lines are skipped. Refused, with the line named: a line longer than
/// maxListedPathBytes, a NUL byte, more than maxListedPaths paths, and a list without a path.
/// Reads at most one byte past a refused line, so a stream without end is not drained.
[[nodiscard]] PathList readPathList(std::istream& in, const std::string& source);

} // namespace golf::cli
