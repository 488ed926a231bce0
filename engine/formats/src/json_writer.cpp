#include "golf/formats/json_writer.hpp"

#include "golf/formats/json_value.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

namespace golf {

namespace {

bool isPlainChar(char c) {
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

} // namespace

void JsonWriter::flush() {
    out_.append(buffer_.data(), used_);
    used_ = 0;
}

void JsonWriter::putLong(std::string_view text) {
    flush();
    out_.append(text);
}

bool JsonWriter::isPlainKey(std::string_view name) {
    return std::all_of(name.begin(), name.end(), isPlainChar);
}

void JsonWriter::longKey(std::string_view name) {
    separate();
    put('"');
    put(name);
    put("\":");
    needComma_ = false;
}

void JsonWriter::integer(std::int64_t value) {
    // The comma and the digits in one piece of the buffer.
    constexpr std::size_t longest = 20; // "-9223372036854775808"
    char* const start = room(longest + 1);
    char* at = start;
    if (needComma_) {
        *at++ = ',';
    }
    if (static_cast<std::uint64_t>(value) < 10) {
        *at++ = static_cast<char>('0' + value); // players, strokes, counts: mostly one digit
    } else {
        at = std::to_chars(at, at + longest, value).ptr;
    }
    used_ += static_cast<std::size_t>(at - start);
    needComma_ = true;
}

char* JsonWriter::formatNumber(char* at, double value) {
    // nlohmann's own formatting (Grisu2 and its layout), so that the bytes are those of a
    // dumped document: std::to_chars may choose other digits where Grisu2 is not shortest.
    // nlohmann asks for room for 17 digits and its layout; its own buffer has 64 bytes.
    return nlohmann::detail::to_chars(at, at + numberRoom, value);
}

char* JsonWriter::numberText(char* at, double value) {
    if (!std::isfinite(value)) {
        std::memcpy(at, "null", 4); // as nlohmann's writer does
        return at + 4;
    }
    return formatNumber(at, value);
}

void JsonWriter::number(double value) {
    if (!std::isfinite(value)) {
        null(); // as nlohmann's writer does
        return;
    }
    const auto bits = std::bit_cast<std::uint64_t>(value);
    if (bits == 0) {
        literal("0.0"); // +0.0: the bits that mark an empty slot, never remembered
        return;
    }
    // Fibonacci hashing: the top bits of the product depend on all of the value's bits.
    const std::uint64_t hash = bits * 0x9E3779B97F4A7C15u;
    RememberedNumber& slot = remembered_[hash >> (64 - rememberedBits)];
    if (slot.bits != bits) {
        std::array<char, 64> text;
        char* const end = formatNumber(text.data(), value);
        slot.length = static_cast<std::uint8_t>(end - text.data());
        GOLF_ASSERT(slot.length <= longestNumber);
        std::copy(text.data(), end, slot.text.data());
        slot.bits = bits;
    }
    // The comma and the whole slot in one piece of the buffer: the slot copied at once (a
    // fixed size is cheaper than the text's length), by memcpy of a size known to the
    // compiler, a few moves where std::copy called memmove.
    char* const start = room(longestNumber + 1);
    char* at = start;
    if (needComma_) {
        *at++ = ',';
    }
    std::memcpy(at, slot.text.data(), longestNumber);
    used_ += static_cast<std::size_t>(at - start) + slot.length;
    needComma_ = true;
}

void JsonWriter::string(std::string_view text) {
    separate();
    if (std::all_of(text.begin(), text.end(), isPlainChar)) {
        put('"');
        put(text);
        put('"');
    } else {
        flush();
        out_ += jsonStringLiteral(text); // the kit's escaping and U+FFFD
    }
    needComma_ = true;
}

} // namespace golf
