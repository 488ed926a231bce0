#include "plain_rows.hpp"

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
        while (i < text.size() && isPlainRowChar(text[i])) {
            ++i;
        }
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
