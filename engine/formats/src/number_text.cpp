#include "golf/formats/number_text.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace golf {

std::string formatNumber(double value) {
    char text[64];
    const std::to_chars_result result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

namespace {

/// The general case: std::to_chars rounds the exact binary value (about 300 instructions).
void appendFixedExactly(std::string& out, double value, int decimals) {
    char text[400]; // the largest double has 309 digits before the point
    const auto end =
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
    out.append(text, end.ptr);
}

} // namespace

void appendFixed(std::string& out, double value, int decimals) {
    // A report prints thousands of positions with 2 or 3 decimals. Scaled by 10^decimals, a
    // magnitude below 2^31 is a product within 2^-22 of the exact value (half an ulp), so
    // when its fraction lies further than 2^-16 from one half the rounding of the exact value
    // is the rounding of the product; anything else (halves, huge values, inf, nan) goes to
    // to_chars.
    constexpr std::array<double, 7> scales{1, 10, 100, 1e3, 1e4, 1e5, 1e6};
    if (decimals < 0 || decimals >= static_cast<int>(scales.size()) || !std::isfinite(value)) {
        appendFixedExactly(out, value, decimals);
        return;
    }
    const double scaled = std::abs(value) * scales[static_cast<std::size_t>(decimals)];
    const double whole = std::floor(scaled);
    const double fraction = scaled - whole; // exact: whole and scaled share the ulp
    if (!(scaled < 2147483648.0) || std::abs(fraction - 0.5) < 1.0 / 65536) {
        appendFixedExactly(out, value, decimals);
        return;
    }
    auto digits = static_cast<std::uint64_t>(whole) + (fraction > 0.5 ? 1 : 0);
    // Digits written backwards: the decimals (zeros kept), the point, the integer part.
    std::array<char, 32> text{};
    std::size_t at = text.size();
    for (int i = 0; i < decimals; ++i) {
        text[--at] = static_cast<char>('0' + digits % 10);
        digits /= 10;
    }
    if (decimals > 0) {
        text[--at] = '.';
    }
    do {
        text[--at] = static_cast<char>('0' + digits % 10);
        digits /= 10;
    } while (digits > 0);
    if (std::signbit(value)) {
        text[--at] = '-'; // as printf: -0.0004 is "-0.000"
    }
    out.append(text.data() + at, text.size() - at);
}

} // namespace golf
