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

/// The rounding error of a * b: a * b - (a * b rounded), exactly (Dekker's product; exact for
/// products far from overflow and underflow, and only with FMA contraction off, as here).
double productError(double a, double b) {
    const auto split = [](double x) {
        const double c = 134217729.0 * x; // 2^27 + 1
        const double high = c - (c - x);
        return std::array<double, 2>{high, x - high};
    };
    const auto [ah, al] = split(a);
    const auto [bh, bl] = split(b);
    const double p = a * b;
    return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

} // namespace

void appendFixed(std::string& out, double value, int decimals) {
    // A report prints thousands of positions with 2 or 3 decimals. Scaled by 10^decimals (an
    // exact double) a magnitude below 2^31 is a product within half an ulp of the exact
    // value, and its fraction is exact (a whole number of ulps): above or below one half, the
    // exact value rounds the same way; at exactly one half the product's rounding error says
    // which way, and a true half goes to the even digit (printf and to_chars round the exact
    // binary value so). Huge values, inf and nan go to to_chars.
    constexpr std::array<double, 7> scales{1, 10, 100, 1e3, 1e4, 1e5, 1e6};
    if (decimals < 0 || decimals >= static_cast<int>(scales.size()) || !std::isfinite(value)) {
        appendFixedExactly(out, value, decimals);
        return;
    }
    const double magnitude = std::abs(value);
    const double scale = scales[static_cast<std::size_t>(decimals)];
    const double scaled = magnitude * scale;
    if (!(scaled < 2147483648.0)) {
        appendFixedExactly(out, value, decimals);
        return;
    }
    const double whole = std::floor(scaled);
    const double fraction = scaled - whole; // exact: whole and scaled share the ulp
    bool up = fraction > 0.5;
    if (fraction == 0.5) {
        const double error = productError(magnitude, scale);
        up = error > 0 || (error == 0 && std::fmod(whole, 2.0) != 0);
    }
    auto digits = static_cast<std::uint64_t>(whole) + (up ? 1 : 0);
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
