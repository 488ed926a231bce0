#include "golf/formats/json_writer.hpp"

#include "golf/formats/json_value.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <nlohmann/json.hpp>

namespace golf {

namespace {

constexpr bool isPlainChar(char c) {
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

namespace {

namespace dtoa = nlohmann::detail::dtoa_impl;

/// dtoa::diyfp::normalize: shifted left until the top bit is set, by one shift where
/// nlohmann's loop shifts a bit at a time (a tenth of the number's text). Precondition:
/// x.f != 0.
dtoa::diyfp normalized(dtoa::diyfp x) {
    const int shift = std::countl_zero(x.f);
    return {x.f << shift, x.e - shift};
}

/// dtoa::diyfp::mul: the upper 64 bits of the 128-bit product, rounded half up (nlohmann
/// adds 2^31 to the sum of the middle 32-bit pieces before taking its carry, which is the
/// same as adding 2^63 to the whole product: the dropped lowest 32 bits cannot carry).
dtoa::diyfp product(dtoa::diyfp x, dtoa::diyfp y) {
    __extension__ typedef unsigned __int128 Wide; // gcc's and clang's, without -Wpedantic's
    const Wide exact = static_cast<Wide>(x.f) * y.f;
    const auto rounded = static_cast<std::uint64_t>((exact + (std::uint64_t{1} << 63)) >> 64);
    return {rounded, x.e + y.e + 64};
}

/// dtoa::grisu2_digit_gen, the same digits by the same steps, with one shortcut: where the
/// fraction p2 alone is above delta, no digit of the integer part p1 can end the generation
/// (the rest after each is at least p2), so p1's digits are written at once, two at a time
/// by std::to_chars, where nlohmann divides by a power of ten and tests the rest for each.
void digitGen(char* buffer, int& length, int& decimalExponent, dtoa::diyfp mMinus, dtoa::diyfp w,
              dtoa::diyfp mPlus) {
    std::uint64_t delta = mPlus.f - mMinus.f;
    std::uint64_t dist = mPlus.f - w.f;
    const int shift = -mPlus.e; // 32 to 60
    const std::uint64_t one = std::uint64_t{1} << shift;
    const auto p1 = static_cast<std::uint32_t>(mPlus.f >> shift);
    std::uint64_t p2 = mPlus.f & (one - 1);
    if (p2 <= delta) {
        // The integer part may end it: nlohmann's steps as they are.
        dtoa::grisu2_digit_gen(buffer, length, decimalExponent, mMinus, w, mPlus);
        return;
    }
    length = static_cast<int>(std::to_chars(buffer, buffer + 10, p1).ptr - buffer);
    int m = 0;
    for (;;) {
        p2 *= 10;
        const std::uint64_t d = p2 >> shift;
        const std::uint64_t r = p2 & (one - 1);
        buffer[length++] = static_cast<char>('0' + d);
        p2 = r;
        m++;
        delta *= 10;
        dist *= 10;
        if (p2 <= delta) {
            break;
        }
    }
    decimalExponent -= m;
    dtoa::grisu2_round(buffer, length, dist, delta, p2, one);
}

/// nlohmann::detail::to_chars for a finite double, with its Grisu2 steps
/// (compute_boundaries, grisu2) written again with normalized and product, and its digit
/// generation and layout called as they are: the same operations on the same values, so the
/// same digits (json43_number_test compares them on millions of doubles).
char* grisu2Text(char* first, double value) {
    if (std::signbit(value)) {
        value = -value;
        *first++ = '-';
    }
    if (value == 0) {
        std::memcpy(first, "0.0", 3);
        return first + 3;
    }
    // compute_boundaries for a double.
    constexpr int precision = 53;
    constexpr int bias = 1023 + precision - 1;
    constexpr int minExponent = 1 - bias;
    constexpr std::uint64_t hiddenBit = std::uint64_t{1} << (precision - 1);
    const auto bits = std::bit_cast<std::uint64_t>(value);
    const std::uint64_t exponentBits = bits >> (precision - 1);
    const std::uint64_t fraction = bits & (hiddenBit - 1);
    const dtoa::diyfp v = exponentBits == 0 ? dtoa::diyfp(fraction, minExponent)
                                            : dtoa::diyfp(fraction + hiddenBit,
                                                          static_cast<int>(exponentBits) - bias);
    const bool lowerBoundaryIsCloser = fraction == 0 && exponentBits > 1;
    const dtoa::diyfp mPlus(2 * v.f + 1, v.e - 1);
    const dtoa::diyfp mMinus = lowerBoundaryIsCloser ? dtoa::diyfp(4 * v.f - 1, v.e - 2)
                                                     : dtoa::diyfp(2 * v.f - 1, v.e - 1);
    const dtoa::diyfp wPlus = normalized(mPlus);
    const dtoa::diyfp wMinus = dtoa::diyfp::normalize_to(mMinus, wPlus.e);
    const dtoa::diyfp w = normalized(v);
    // grisu2.
    const dtoa::cached_power cached = dtoa::get_cached_power_for_binary_exponent(wPlus.e);
    const dtoa::diyfp power(cached.f, cached.e);
    const dtoa::diyfp scaled = product(w, power);
    const dtoa::diyfp scaledMinus = product(wMinus, power);
    const dtoa::diyfp scaledPlus = product(wPlus, power);
    int length = 0;
    int decimalExponent = -cached.k;
    digitGen(first, length, decimalExponent, dtoa::diyfp(scaledMinus.f + 1, scaledMinus.e), scaled,
             dtoa::diyfp(scaledPlus.f - 1, scaledPlus.e));
    // to_chars's layout: fixed from 1e-5 to 1e15, exponents outside.
    constexpr int minFixedExponent = -4;
    constexpr int maxFixedExponent = std::numeric_limits<double>::digits10;
    return dtoa::format_buffer(first, length, decimalExponent, minFixedExponent, maxFixedExponent);
}

} // namespace

char* JsonWriter::formatNumber(char* at, double value) {
    // nlohmann's own formatting (Grisu2 and its layout), so that the bytes are those of a
    // dumped document: std::to_chars may choose other digits where Grisu2 is not shortest.
    // nlohmann asks for room for 17 digits and its layout: numberRoom has room to spare.
    return grisu2Text(at, value);
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
    if (text.size() <= shortString) {
        // Copied and checked in one pass, by a table (a report's hashes, 16 characters):
        // committed only if every character is plain.
        static constexpr auto plainChars = [] {
            std::array<bool, 256> table{};
            for (int c = 0; c < 256; ++c) {
                table[static_cast<std::size_t>(c)] = isPlainChar(static_cast<char>(c));
            }
            return table;
        }();
        char* const start = room(shortString + 3);
        char* at = start;
        if (needComma_) {
            *at++ = ',';
        }
        *at++ = '"';
        bool plain = true;
        for (const char c : text) {
            plain &= plainChars[static_cast<unsigned char>(c)];
            *at++ = c;
        }
        if (plain) {
            *at++ = '"';
            used_ += static_cast<std::size_t>(at - start);
            needComma_ = true;
            return;
        }
    }
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
