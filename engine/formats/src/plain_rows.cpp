#include "plain_rows.hpp"

#include <cstdint>
#include <cstring>

namespace golf {

namespace {

bool isJsonSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::size_t skipRowSpace(std::string_view text, std::size_t i) {
    while (i < text.size() && isJsonSpace(text[i])) {
        ++i;
    }
    return i;
}

/// A character a plain row may hold: printable ASCII that needs no escape.
bool isPlainRowChar(char c) {
    return c >= 0x20 && c <= 0x7E && c != '"' && c != '\\';
}

/// The offset of the first character of text[i ..] that is not a plain row character, the
/// text read eight characters a word while every one of the eight is (a row of a huge level is
/// thousands of them).
std::size_t skipPlainRowChars(std::string_view text, std::size_t i) {
    constexpr std::uint64_t ones = 0x0101010101010101ULL;
    constexpr std::uint64_t highs = 0x8080808080808080ULL;
    // Each test is exact for "some byte is ...": a borrow or a carry starts only at a byte
    // that the same test finds (or, for the carries, one >= 0x80 that it finds anyway).
    const auto hasZero = [](std::uint64_t v) {
        return ((v - ones) & ~v & highs) != 0;
    };
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t x = 0;
        std::memcpy(&x, text.data() + i, 8); // the byte order does not matter: any byte fails
        const bool below = ((x - ones * 0x20) & ~x & highs) != 0; // a byte < 0x20
        const bool above = (((x + ones) | x) & highs) != 0;       // a byte >= 0x7F
        if (below || above || hasZero(x ^ (ones * '"')) || hasZero(x ^ (ones * '\\'))) {
            break;
        }
    }
    while (i < text.size() && isPlainRowChar(text[i])) {
        ++i;
    }
    return i;
}

/// The offset just past the string starting at text[i] == '"' (escapes skipped, as JSON reads
/// them), or text.size() if it does not end.
std::size_t skipJsonString(std::string_view text, std::size_t i) {
    for (++i; i < text.size(); ++i) {
        if (text[i] == '\\') {
            ++i;
        } else if (text[i] == '"') {
            return i + 1;
        }
    }
    return text.size();
}

/// Reads the plain array starting at text[i] == '[' into `rows`; the offset past its ']', or
/// nullopt if it is not plain.
std::optional<std::size_t> readPlainRowArray(std::string_view text, std::size_t i,
                                             std::vector<std::string_view>& rows) {
    i = skipRowSpace(text, i + 1);
    if (i < text.size() && text[i] == ']') {
        return i + 1;
    }
    for (;;) {
        if (i >= text.size() || text[i] != '"') {
            return std::nullopt;
        }
        const std::size_t start = ++i;
        i = skipPlainRowChars(text, i);
        if (i >= text.size() || text[i] != '"') {
            return std::nullopt;
        }
        rows.push_back(text.substr(start, i - start));
        i = skipRowSpace(text, i + 1);
        if (i < text.size() && text[i] == ']') {
            return i + 1;
        }
        if (i >= text.size() || text[i] != ',') {
            return std::nullopt;
        }
        i = skipRowSpace(text, i + 1);
    }
}

} // namespace

std::string PlainRows::withoutRows(std::string_view text) const {
    std::string reduced;
    reduced.reserve(text.size() - (end - begin) + 2);
    reduced.append(text.substr(0, begin));
    reduced.append("[]");
    reduced.append(text.substr(end));
    return reduced;
}

std::optional<PlainRows> findPlainRows(std::string_view text) {
    constexpr std::string_view key = "\"tiles\"";
    int depth = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t after = skipJsonString(text, i);
            if (depth == 1 && text.substr(i, after - i) == key) {
                std::size_t j = skipRowSpace(text, after);
                if (j < text.size() && text[j] == ':') {
                    j = skipRowSpace(text, j + 1);
                    if (j >= text.size() || text[j] != '[') {
                        return std::nullopt;
                    }
                    PlainRows plain;
                    plain.begin = j;
                    const std::optional<std::size_t> end = readPlainRowArray(text, j, plain.rows);
                    if (!end) {
                        return std::nullopt;
                    }
                    plain.end = *end;
                    return plain;
                }
            }
            i = after;
            continue;
        }
        if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        }
        ++i;
    }
    return std::nullopt;
}

} // namespace golf
