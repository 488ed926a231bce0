// writeFixed with 2 and 3 decimals (a report's times and positions) writes the integer part and
// the decimals apart, without a loop over the digits: against printf's "%.*f" on integer parts
// of every length up to writeFixed's fast range (2^31 / 10^decimals), values that round up
// across a power of ten, exact halves, negatives and -0. And writeInt (the reports' ints)
// against printf's "%d" at every length and sign, the least and the greatest int included.

#include "golf/formats/number_text.hpp"

#include <climits>
#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {
namespace start45_fixed_digits {

std::string printfFixed(double value, int decimals) {
    char text[512];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

void expectAsPrintf(double value, int decimals) {
    std::vector<char> room(fixedTextRoom);
    char* const end = writeFixed(room.data(), value, decimals);
    ASSERT_EQ(std::string(room.data(), end), printfFixed(value, decimals))
        << value << " with " << decimals;
}

TEST(Start45FixedDigits, EveryLengthOfTheIntegerPart) {
    std::mt19937_64 rng(45);
    for (const int decimals : {2, 3}) {
        const double limit = 2147483648.0 / std::pow(10.0, decimals);
        for (double magnitude = 1; magnitude < limit * 10; magnitude *= 10) {
            for (int n = 0; n < 2000; ++n) {
                // Below, at and just past the power of ten, and at random within its decade.
                const double value =
                    std::uniform_real_distribution<double>(magnitude / 10, magnitude)(rng);
                for (const double v : {value, -value, magnitude, magnitude - 0.0005,
                                       magnitude - 0.005, std::nextafter(magnitude, 0.0)}) {
                    expectAsPrintf(v, decimals);
                }
            }
        }
    }
}

TEST(Start45FixedDigits, HalvesZerosAndTheEdgeOfTheFastRange) {
    for (const int decimals : {2, 3}) {
        const double scale = std::pow(10.0, decimals);
        // Exact binary halves of the last decimal (round to even) and their neighbours.
        for (int k = 0; k < 4000; ++k) {
            const double half = (k + 0.5) / scale;
            for (const double v : {half, -half, std::nextafter(half, 0.0),
                                   std::nextafter(half, 1e9), (k + 0.125) / 8}) {
                expectAsPrintf(v, decimals);
            }
        }
        for (const double v :
             {0.0, -0.0, 0.0004, -0.0004, 0.004, -0.004, 9.9995, 99.995, 0.9999, 1e-300,
              2147483647.0 / scale, 2147483648.0 / scale, 2147483649.0 / scale, 5e9, -5e9}) {
            expectAsPrintf(v, decimals);
        }
    }
}

TEST(Start45FixedDigits, IntsOfEveryLengthAndSignAreThoseOfPrintf) {
    std::vector<int> ints{0, INT_MAX, INT_MIN, INT_MIN + 1, INT_MAX - 1};
    for (long long power = 1; power <= INT_MAX; power *= 10) {
        for (const long long near : {power - 1, power, power + 1}) {
            ints.push_back(static_cast<int>(near));
            ints.push_back(static_cast<int>(-near));
        }
    }
    std::mt19937_64 random(45);
    std::uniform_int_distribution<int> any(INT_MIN, INT_MAX);
    for (int k = 0; k < 10000; ++k) {
        ints.push_back(any(random) >> (k % 31)); // every length
    }
    for (const int n : ints) {
        char room[intTextRoom + 1] = {};
        char* const end = writeInt(room, n);
        ASSERT_LE(end - room, static_cast<std::ptrdiff_t>(intTextRoom));
        char expected[32];
        std::snprintf(expected, sizeof expected, "%d", n);
        ASSERT_EQ(std::string(room, end), expected);
    }
}

} // namespace start45_fixed_digits
} // namespace
} // namespace golf
