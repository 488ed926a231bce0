#pragma once

// The one bounded reader of the files the loaders take (levels, courses, shot logs): only
// regular files, never more than a limit read into memory, one wording for what goes wrong.

#include <cstddef>
#include <filesystem>
#include <string>

namespace golf {

/// A whole file's text, or why it could not be read.
struct FileText {
    std::string text;
    /// Empty on success; else what went wrong, without the file's name: "no such file", "is a
    /// folder, not a file", "is not a regular file" (FIFOs and devices could block or never
    /// end), "cannot open: REASON", "the file is larger than N MiB", "read error", or the
    /// system's reason (a symlink loop, a folder without permission).
    std::string error;
    /// The file does not exist (error is "no such file").
    bool missing = false;
};

/// Reads the regular file at `path`, of at most `maxBytes` bytes (a multiple of 1 KiB, as the
/// message says it in KiB, or in MiB when it is a whole number of them). Reads in chunks, so a file
/// that grows while read stops at the limit.
[[nodiscard]] FileText readTextFile(const std::filesystem::path& path, std::size_t maxBytes);

} // namespace golf
