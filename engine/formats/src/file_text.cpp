#include "file_text.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <system_error>

namespace golf {

FileText readTextFile(const std::filesystem::path& path, std::size_t maxBytes) {
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (std::filesystem::is_directory(status)) {
        return {{}, "is a folder, not a file"};
    }
    if (!std::filesystem::exists(status)) {
        // A symlink loop or a folder without permission is not a missing file: say which.
        const bool missing = !ec || ec == std::errc::no_such_file_or_directory;
        return {{}, missing ? std::string("no such file") : ec.message()};
    }
    if (!std::filesystem::is_regular_file(status)) {
        return {{}, "is not a regular file"};
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {{}, std::string("cannot open: ") + std::strerror(errno)};
    }
    FileText file;
    std::array<char, 65536> buffer{};
    while (in.read(buffer.data(), buffer.size()) || in.gcount() > 0) {
        file.text.append(buffer.data(), static_cast<std::size_t>(in.gcount()));
        if (file.text.size() > maxBytes) {
            return {{},
                    "the file is larger than " + std::to_string(maxBytes / (1024 * 1024)) + " MiB"};
        }
    }
    if (in.bad()) {
        return {{}, "read error"};
    }
    return file;
}

} // namespace golf
