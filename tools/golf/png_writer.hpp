#pragma once

// Writing pictures as PNG files (8-bit RGB) with libpng, atomically.

#include "golf/analysis/picture.hpp"

#include <filesystem>
#include <string>

namespace golf::cli {

/// The PNG file's bytes for `image`, or why it could not be encoded.
struct PngBytes {
    std::string bytes; ///< the whole file; empty if `error` is set
    std::string error; ///< libpng's message, or "out of memory"; empty on success
};

/// Encodes `image` (width, height >= 1) as an 8-bit RGB PNG in memory.
[[nodiscard]] PngBytes encodePng(const Image& image);

/// Writes `image` as a PNG file at `path` with golf::writeFileAtomically (a link is followed,
/// a target that is not a regular file is refused): a temporary file beside it, flushed,
/// then renamed over `path`; on any failure the temporary file is removed and `path` is left as
/// it was. Returns "" on success, else "PATH: cannot write: REASON".
[[nodiscard]] std::string writePngFile(const std::filesystem::path& path, const Image& image);

} // namespace golf::cli
