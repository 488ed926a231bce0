#include "golf/core/display_text.hpp"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace golf {
namespace {

/// One decoded input character: its code point (or -1 for an invalid byte) and its length.
struct Decoded {
    std::int32_t codePoint = -1;
    std::size_t length = 1;
};

/// Bytes expected after a lead byte, or -1 if `lead` cannot start a character.
[[nodiscard]] int continuationCount(unsigned char lead) {
    if (lead < 0x80) {
        return 0;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        return 1;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        return 2;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        return 3;
    }
    return -1;
}

/// The character at the start of `text` (not empty), strict UTF-8.
[[nodiscard]] Decoded decode(std::string_view text) {
    const auto lead = static_cast<unsigned char>(text[0]);
    const int more = continuationCount(lead);
    if (more < 0 || static_cast<std::size_t>(more) >= text.size()) {
        return {};
    }
    if (more == 0) {
        return {static_cast<std::int32_t>(lead), 1};
    }
    std::int32_t value = lead & (0x3F >> more);
    for (int i = 1; i <= more; ++i) {
        const auto byte = static_cast<unsigned char>(text[static_cast<std::size_t>(i)]);
        if ((byte & 0xC0) != 0x80) {
            return {};
        }
        value = (value << 6) | (byte & 0x3F);
    }
    constexpr std::array<std::int32_t, 4> smallest{0, 0x80, 0x800, 0x10000};
    const bool surrogate = value >= 0xD800 && value <= 0xDFFF;
    if (value < smallest[static_cast<std::size_t>(more)] || surrogate || value > 0x10FFFF) {
        return {};
    }
    return {value, static_cast<std::size_t>(more) + 1};
}

[[nodiscard]] bool needsEscape(std::int32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

[[nodiscard]] char hexDigit(unsigned value) {
    return "0123456789abcdef"[value & 0xF];
}

/// The visible escape of `c`: "\xHH" below U+0080, "\uHHHH" above.
[[nodiscard]] std::string escape(std::int32_t c) {
    const auto value = static_cast<unsigned>(c);
    if (value < 0x80) {
        return {'\\', 'x', hexDigit(value >> 4), hexDigit(value)};
    }
    return {'\\',           'u', hexDigit(value >> 12), hexDigit(value >> 8), hexDigit(value >> 4),
            hexDigit(value)};
}

/// One shown piece: its bytes and the code points it takes.
struct Piece {
    std::string bytes;
    std::size_t width = 1;
};

[[nodiscard]] Piece shownPiece(std::string_view text, const Decoded& decoded) {
    if (decoded.codePoint < 0) {
        return {"\xEF\xBF\xBD", 1};
    }
    if (needsEscape(decoded.codePoint)) {
        std::string escaped = escape(decoded.codePoint);
        const std::size_t width = escaped.size();
        return {std::move(escaped), width};
    }
    return {std::string(text.substr(0, decoded.length)), 1};
}

} // namespace

std::string displayText(std::string_view text, std::size_t maxCodePoints) {
    std::vector<Piece> pieces;
    std::size_t width = 0;
    while (!text.empty() && width <= maxCodePoints) {
        const Decoded decoded = decode(text);
        Piece piece = shownPiece(text, decoded);
        width += piece.width;
        pieces.push_back(std::move(piece));
        text.remove_prefix(decoded.length);
    }
    const bool cut = width > maxCodePoints;
    if (cut) {
        // Make room for the ellipsis, dropping whole pieces.
        while (!pieces.empty() && width + 1 > maxCodePoints) {
            width -= pieces.back().width;
            pieces.pop_back();
        }
    }
    std::string shown;
    for (const Piece& piece : pieces) {
        shown += piece.bytes;
    }
    if (cut && maxCodePoints > 0) {
        shown += "\xE2\x80\xA6";
    }
    return shown;
}

} // namespace golf
