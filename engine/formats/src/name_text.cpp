#include "name_text.hpp"

#include "golf/core/display_text.hpp"

#include <cstdint>
#include <cstdio>
#include <optional>

namespace golf {

namespace {

/// The code point that starts at byte `i` of `text`, advancing `i` past it; nullopt for bytes
/// that are not valid UTF-8 (cut short, overlong, surrogates, above U+10FFFF).
std::optional<std::uint32_t> nextCodePoint(std::string_view text, std::size_t& i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (i + length > text.size() || (lead >= 0x80 && lead < 0xC2) || lead > 0xF4) {
        return std::nullopt;
    }
    std::uint32_t point = length == 1 ? lead : lead & (0x3Fu >> (length - 1));
    for (std::size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(text[i + k]);
        if ((next & 0xC0u) != 0x80u) {
            return std::nullopt;
        }
        point = point << 6 | (next & 0x3Fu);
    }
    constexpr std::uint32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (point < smallest[length] || point > 0x10FFFF || (point >= 0xD800 && point < 0xE000)) {
        return std::nullopt;
    }
    i += length;
    return point;
}

} // namespace

std::string nameProblem(std::string_view text, std::size_t maxCodePoints) {
    if (text.empty()) {
        return "is empty";
    }
    std::size_t codePoints = 0;
    for (std::size_t i = 0; i < text.size(); ++codePoints) {
        const std::optional<std::uint32_t> point = nextCodePoint(text, i);
        if (!point) {
            return "is not valid UTF-8";
        }
        if (*point < 0x20 || (*point >= 0x7F && *point < 0xA0)) {
            char code[16];
            std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(*point));
            return std::string("has a control character (") + code + ")";
        }
    }
    if (codePoints > maxCodePoints) {
        return "has " + std::to_string(codePoints) + " characters; at most " +
               std::to_string(maxCodePoints);
    }
    return {};
}

std::string sourceNameOf(const std::filesystem::path& path) {
    constexpr std::size_t maxPathShown = 1024;
    return displayText(path.string(), maxPathShown);
}

} // namespace golf
