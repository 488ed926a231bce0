#include "path_list.hpp"

#include <streambuf>

namespace golf::cli {

PathList readPathList(std::istream& in, const std::string& source) {
    PathList list;
    std::string line;
    std::size_t lineNumber = 1;
    const auto refuse = [&](const std::string& what) {
        list.paths.clear();
        list.error = source + ": line " + std::to_string(lineNumber) + ": " + what;
        return list;
    };
    const auto endLine = [&] {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        if (!line.empty()) {
            list.paths.push_back(std::move(line));
        }
        line.clear();
    };
    // Byte by byte from the buffer: a line is cut at the limit, never read whole first.
    std::streambuf& bytes = *in.rdbuf();
    using Traits = std::char_traits<char>;
    for (Traits::int_type c = bytes.sbumpc(); c != Traits::eof(); c = bytes.sbumpc()) {
        if (c == '\n') {
            endLine();
            ++lineNumber;
        } else if (c == '\0') {
            return refuse("a NUL byte (paths are listed one a line, as text)");
        } else if (line.size() == maxListedPathBytes) {
            return refuse("longer than " + std::to_string(maxListedPathBytes) +
                          " bytes (no path is that long)");
        } else {
            line.push_back(Traits::to_char_type(c));
        }
        if (list.paths.size() > maxListedPaths) {
            return refuse("more than " + std::to_string(maxListedPaths) + " paths in one list");
        }
    }
    endLine();
    if (list.paths.size() > maxListedPaths) {
        return refuse("more than " + std::to_string(maxListedPaths) + " paths in one list");
    }
    if (list.paths.empty()) {
        list.error = source + ": no paths (expected one path a line)";
    }
    return list;
}

} // namespace golf::cli
