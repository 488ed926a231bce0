#include "file_text.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

namespace golf {

namespace {

/// "64 MiB", or "64 KiB" for a limit that is not a whole number of MiB.
std::string sizeText(std::size_t bytes) {
    constexpr std::size_t mebibyte = 1024 * 1024;
    return bytes % mebibyte == 0 ? std::to_string(bytes / mebibyte) + " MiB"
                                 : std::to_string(bytes / 1024) + " KiB";
}

} // namespace

FileText readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (std::filesystem::is_directory(status)) {
        return {{}, "is a folder, not a file"};
    }
    if (!std::filesystem::exists(status)) {
        // A symlink loop or a folder without permission is not a missing file: say which.
        const bool missing = !ec || ec == std::errc::no_such_file_or_directory;
        return {{}, missing ? std::string("no such file") : ec.message(), missing};
    }
    if (!std::filesystem::is_regular_file(status)) {
        return {{}, "is not a regular file"};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {{}, std::string("cannot open: ") + std::strerror(errno)};
    }
    // Read straight into the text, sized by the file's size (a hint: a file that changes
    // meanwhile is still read to its end), not through a zeroed 64 KiB buffer on the stack,
    // which cost a replay 16 page faults and a copy.
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    constexpr std::size_t chunk = 65536;
    std::size_t want = !ec && size < maxBytes ? static_cast<std::size_t>(size) + 1 : chunk;
    FileText file;
    std::size_t have = 0;
    for (;;) {
        file.text.resize(have + want);
        in.read(file.text.data() + have, static_cast<std::streamsize>(want));
        have += static_cast<std::size_t>(in.gcount());
        if (have > maxBytes) {
            return {{}, "the file is larger than " + sizeText(maxBytes)};
        }
        if (!in) {
            break; // the end (or an error, below)
        }
        want = chunk;
    }
    file.text.resize(have);
    if (in.bad()) {
        return {{}, "read error"};
    }
    return file;
}

} // namespace golf
