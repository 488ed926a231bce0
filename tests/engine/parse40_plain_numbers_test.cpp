// The plain shot-log reader's numbers (formats/src/plain_shot_log.cpp) against std::from_chars
// on many random decimal spellings: its fast paths (integers of up to 18 digits read directly,
// short decimals by Clinger's one division) must give the bits from_chars gives (an integer
// token as a 64-bit integer converted, "-0" as +0; any other correctly rounded), and it must
// decline what the library cannot read as a finite double or a 64-bit integer.

#include "golf/formats/shot_log.hpp"
#include "long_tests.hpp"
#include "plain_shot_log.hpp"

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <gtest/gtest.h>
#include <optional>
#include <random>
#include <regex>
#include <string>

namespace golf {
namespace parse40_plain_numbers {
namespace {

/// The value of a JSON number token as nlohmann reads it, by from_chars alone; nullopt where the
/// plain reader must decline (not JSON, an integer beyond 64 bits, a double that overflows).
std::optional<double> referenceValue(const std::string& token) {
    // JSON's grammar first: from_chars also takes "1.", ".5" and "01", which JSON does not.
    static const std::regex grammar(R"(-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?)");
    if (!std::regex_match(token, grammar)) {
        return std::nullopt;
    }
    const char* first = token.data();
    const char* last = first + token.size();
    if (token.find_first_of(".eE") == std::string::npos) {
        std::int64_t integer = 0;
        const auto [end, error] = std::from_chars(first, last, integer);
        if (error != std::errc{} || end != last) {
            return std::nullopt;
        }
        return static_cast<double>(integer);
    }
    double value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc{} || end != last || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

/// The number as the plain reader reads it: a shot's "vx" (any sign) is kept as written.
std::optional<double> plainValue(const std::string& token) {
    const std::optional<ShotLog> log =
        readPlainShotLog(R"({"format":"minigolf-shots/1","level":"l","shots":[{"player":0,"vx":)" +
                         token + R"(,"vy":1}]})");
    if (!log) {
        return std::nullopt;
    }
    return log->shots.at(0).velocity.x;
}

void expectSame(const std::string& token) {
    const std::optional<double> expected = referenceValue(token);
    const std::optional<double> got = plainValue(token);
    ASSERT_EQ(got.has_value(), expected.has_value()) << token;
    if (expected) {
        ASSERT_EQ(std::bit_cast<std::uint64_t>(*got), std::bit_cast<std::uint64_t>(*expected))
            << token << ": " << *got << " vs " << *expected;
    }
}

/// `count` random decimal digits, the first not 0 when `leading` says so.
std::string randomDigits(std::mt19937_64& rng, std::size_t count, bool leading) {
    std::string digits;
    for (std::size_t k = 0; k < count; ++k) {
        const auto digit =
            static_cast<char>('0' + (k == 0 && leading ? 1 + static_cast<int>(rng() % 9)
                                                       : static_cast<int>(rng() % 10)));
        digits += digit;
    }
    return digits;
}

/// A random JSON number: 1 to 25 significant digits with 0 to 25 of them after the point,
/// sometimes an exponent, sometimes negative.
std::string randomToken(std::mt19937_64& rng) {
    const std::size_t intDigits = rng() % 4 == 0 ? 1 : 1 + rng() % 20;
    std::string token = rng() % 2 == 0 ? "-" : "";
    token += intDigits == 1 && rng() % 3 == 0 ? "0" : randomDigits(rng, intDigits, true);
    if (rng() % 5 != 0) {
        token += "." + randomDigits(rng, 1 + rng() % 25, false);
    }
    if (rng() % 6 == 0) {
        token += rng() % 2 == 0 ? "e" : "E";
        token += rng() % 3 == 0 ? "-" : (rng() % 2 == 0 ? "+" : "");
        token += std::to_string(rng() % 30);
    }
    return token;
}

TEST(Parse40PlainNumbers, EdgeCasesAreFromChars) {
    for (const char* token : {"0",
                              "-0",
                              "0.0",
                              "-0.0",
                              "-0.000",
                              "1",
                              "-1",
                              "109.662",
                              "13.5",
                              "0.1",
                              "0.3",
                              "9007199254740991",
                              "9007199254740992",
                              "9007199254740993",
                              "-9007199254740993",
                              "9007199254740991.0",
                              "9007199254740992.0",
                              "9007199254740993.0",
                              "900719925474099.3",
                              "900719925474099.1",
                              "900719925474099.25",
                              "90071992547409.925",
                              "0.9007199254740993",
                              "999999999999999999",
                              "-999999999999999999",
                              "1000000000000000000",
                              "9223372036854775807",
                              "-9223372036854775808",
                              "9223372036854775808",
                              "99999999999999999999",
                              "1.0000000000000000000001",
                              "0.0000000000000000000001",
                              "0.00000000000000000000001",
                              "1234567890123456789.0",
                              "12345678901234567890.0",
                              "1.7976931348623157e308",
                              "1.8e308",
                              "4.9e-324",
                              "1e-400",
                              "2.5",
                              "0.5",
                              "1.5",
                              "9007199254740993.5",
                              "4503599627370497.5",
                              "4503599627370496.5",
                              "0.125",
                              "2.2250738585072014e-308",
                              "1e22",
                              "1e23",
                              "123456.7890123456789",
                              "8.98846567431158e307",
                              "0.30000000000000004",
                              "5e-324",
                              "1e0",
                              "1E+2",
                              "1.e1",
                              ".5",
                              "01",
                              "-",
                              "1.",
                              "1e",
                              "00.5",
                              "-01.5",
                              "1e+",
                              "0x10"}) {
        expectSame(token);
    }
}

TEST(Parse40PlainNumbers, RandomSpellingsAreFromChars) {
    std::mt19937_64 rng(20261128);
    const int cases = test::caseCount(200000, 20000);
    for (int n = 0; n < cases; ++n) {
        expectSame(randomToken(rng));
    }
}

TEST(Parse40PlainNumbers, ShortDecimalsNearTwoToThe53AreFromChars) {
    // Mantissas on both sides of 2^53 (the fast path's bound) with every count of decimals up
    // to 24 (its bound on the power is 22), and the halves between neighbouring doubles.
    std::mt19937_64 rng(53);
    const std::uint64_t bound = std::uint64_t{1} << 53;
    for (int n = 0; n < test::caseCount(20000, 2000); ++n) {
        const std::uint64_t mantissa = bound - 64 + rng() % 128;
        const std::string digits = std::to_string(mantissa);
        const std::size_t decimals = rng() % 25;
        std::string token;
        if (decimals >= digits.size()) {
            token = "0." + std::string(decimals - digits.size(), '0') + digits;
        } else {
            token = digits.substr(0, digits.size() - decimals) + "." +
                    digits.substr(digits.size() - decimals);
        }
        if (decimals == 0) {
            token += ".0";
        }
        expectSame(token);
        expectSame("-" + token);
        // The decimal exactly halfway between two neighbouring doubles (their mean is exact in
        // x86's 64-bit long double), written out in full, and its neighbours.
        const double low =
            static_cast<double>(mantissa) / std::pow(10.0, static_cast<double>(decimals % 8));
        const long double half = (static_cast<long double>(low) + std::nextafter(low, 1e300)) / 2;
        char text[96];
        std::snprintf(text, sizeof text, "%.40Lf", half);
        expectSame(text);
        std::snprintf(text, sizeof text, "%.17Lf", half);
        expectSame(text);
    }
}

} // namespace
} // namespace parse40_plain_numbers
} // namespace golf
