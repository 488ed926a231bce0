#include "golf/formats/number_text.hpp"

#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace golf {

std::string formatNumber(double value) {
    char text[64];
    const std::to_chars_result result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

namespace {

/// The general case: std::to_chars rounds the exact binary value (about 300 instructions).
char* writeFixedExactly(char* at, double value, int decimals) {
    return std::to_chars(at, at + fixedTextRoom, value, std::chars_format::fixed, decimals).ptr;
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

/// The two digits of 0 .. 99, at 2 * n.
constexpr char digitPairs[] = "00010203040506070809101112131415161718192021222324"
                              "25262728293031323334353637383940414243444546474849"
                              "50515253545556575859606162636465666768697071727374"
                              "75767778798081828384858687888990919293949596979899";

/// The digits of `whole` (at least one), from `at`; returns their end.
char* putWhole(char* at, std::uint32_t whole) {
    if (whole < 10) {
        *at = static_cast<char>('0' + whole);
        return at + 1;
    }
    if (whole < 100) {
        std::memcpy(at, digitPairs + 2 * whole, 2);
        return at + 2;
    }
    static constexpr std::array<std::uint32_t, 10> powers{
        1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000};
    const int estimate = (std::bit_width(whole) * 1233) >> 12; // floor(log10) or one more
    const int length = estimate - (whole < powers[static_cast<std::size_t>(estimate)] ? 1 : 0) + 1;
    char* const end = at + length;
    char* put = end;
    while (whole >= 100) {
        put -= 2;
        std::memcpy(put, digitPairs + 2 * (whole % 100), 2);
        whole /= 100;
    }
    if (whole >= 10) {
        std::memcpy(put - 2, digitPairs + 2 * whole, 2);
    } else {
        put[-1] = static_cast<char>('0' + whole);
    }
    return end;
}

/// writeFixed's digits for 2 or 3 decimals (the positions and times of a report): `digits`
/// is the value times 10^decimals, rounded; the integer part and the decimals apart, by a
/// division by a constant, without a loop over the digits.
template <int decimals> char* putFixedDigits(char* at, std::uint32_t digits) {
    static_assert(decimals == 2 || decimals == 3, "two or three decimals");
    constexpr std::uint32_t scale = decimals == 2 ? 100 : 1000;
    const std::uint32_t fraction = digits % scale;
    at = putWhole(at, digits / scale);
    *at = '.';
    if constexpr (decimals == 2) {
        std::memcpy(at + 1, digitPairs + 2 * fraction, 2);
        return at + 3;
    } else {
        std::memcpy(at + 1, digitPairs + 2 * (fraction / 10), 2);
        at[3] = static_cast<char>('0' + fraction % 10);
        return at + 4;
    }
}

} // namespace

char* writeInt(char* at, int n) {
    auto magnitude = static_cast<std::uint32_t>(n);
    if (n < 0) {
        *at++ = '-';
        magnitude = 0U - magnitude; // exact for the least int too
    }
    return putWhole(at, magnitude);
}

void appendFixed(std::string& out, double value, int decimals) {
    char text[fixedTextRoom];
    out.append(text, writeFixed(text, value, decimals));
}

char* writeFixed(char* at, double value, int decimals) {
    // A report prints thousands of positions with 2 or 3 decimals. Scaled by 10^decimals (an
    // exact double) a magnitude below 2^31 is a product within half an ulp of the exact
    // value, and its fraction is exact (a whole number of ulps): above or below one half, the
    // exact value rounds the same way; at exactly one half the product's rounding error says
    // which way, and a true half goes to the even digit (printf and to_chars round the exact
    // binary value so). Huge values, inf and nan go to to_chars.
    static constexpr std::array<double, 7> scales{1, 10, 100, 1e3, 1e4, 1e5, 1e6};
    if (decimals < 0 || decimals >= static_cast<int>(scales.size()) || !std::isfinite(value)) {
        return writeFixedExactly(at, value, decimals);
    }
    const double magnitude = std::abs(value);
    const double scale = scales[static_cast<std::size_t>(decimals)];
    const double scaled = magnitude * scale;
    if (!(scaled < 2147483648.0)) {
        return writeFixedExactly(at, value, decimals);
    }
    // Truncation is floor here (scaled is not negative), without a call of floor.
    const auto truncated = static_cast<std::uint64_t>(scaled);
    const auto whole = static_cast<double>(truncated);
    const double fraction = scaled - whole; // exact: whole and scaled share the ulp
    bool up = fraction > 0.5;
    if (fraction == 0.5) {
        const double error = productError(magnitude, scale);
        up = error > 0 || (error == 0 && truncated % 2 != 0);
    }
    // Below 2^31 + 1: 32-bit arithmetic, two digits at a time from a table.
    auto digits = static_cast<std::uint32_t>(truncated + (up ? 1 : 0));
    if (std::signbit(value)) {
        *at++ = '-'; // as printf: -0.0004 is "-0.000"
    }
    switch (decimals) {
    case 2:
        return putFixedDigits<2>(at, digits);
    case 3:
        return putFixedDigits<3>(at, digits);
    default:
        break;
    }
    // The length first (at least one digit before the point), then the digits backwards from
    // the end: the decimals (zeros kept), the point, the integer part.
    static constexpr std::array<std::uint32_t, 10> powers{
        1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000};
    const int estimate = (std::bit_width(digits) * 1233) >> 12; // floor(log10) or one more
    const int length = estimate - (digits < powers[static_cast<std::size_t>(estimate)] ? 1 : 0) + 1;
    const int count = length < decimals + 1 ? decimals + 1 : length;
    char* const end = at + count + (decimals > 0 ? 1 : 0);
    char* put = end;
    const auto putPair = [&put, &digits] {
        put -= 2;
        std::memcpy(put, digitPairs + 2 * (digits % 100), 2);
        digits /= 100;
    };
    int left = decimals;
    for (; left >= 2; left -= 2) {
        putPair();
    }
    if (left == 1) {
        *--put = static_cast<char>('0' + digits % 10);
        digits /= 10;
    }
    if (decimals > 0) {
        *--put = '.';
    }
    while (put - at >= 2) {
        putPair();
    }
    if (put != at) {
        *--put = static_cast<char>('0' + digits);
    }
    return end;
}

} // namespace golf
