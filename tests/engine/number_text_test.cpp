#include "golf/formats/number_text.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>

namespace golf {
namespace {

/// The reference: printf's "%.*f", which rounds the exact binary value.
std::string printfFixed(double value, int decimals) {
    char text[512];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string fixed(double value, int decimals) {
    std::string text = "|"; // appended to what is there
    appendFixed(text, value, decimals);
    return text.substr(1);
}

TEST(NumberText, FixedWorkedExamples) {
    EXPECT_EQ(fixed(7.4836, 3), "7.484");
    EXPECT_EQ(fixed(3.4, 2), "3.40");
    EXPECT_EQ(fixed(0.0, 3), "0.000");
    EXPECT_EQ(fixed(-0.0, 3), "-0.000");
    EXPECT_EQ(fixed(-0.0004, 3), "-0.000");
    EXPECT_EQ(fixed(-12.3456, 2), "-12.35");
    EXPECT_EQ(fixed(99.9996, 3), "100.000");
    EXPECT_EQ(fixed(2.5, 0), "2"); // a true half rounds to even (via to_chars)
    EXPECT_EQ(fixed(3.5, 0), "4");
    EXPECT_EQ(fixed(0.125, 2), "0.12"); // 0.125 is exact: a half, to even
    EXPECT_EQ(fixed(0.375, 2), "0.38");
    EXPECT_EQ(fixed(1.005, 2), "1.00");       // 1.005 is 1.00499999999999989...
    EXPECT_EQ(fixed(3e9, 1), "3000000000.0"); // beyond the fast path's range
    EXPECT_EQ(fixed(std::numeric_limits<double>::infinity(), 3), "inf");
    EXPECT_EQ(fixed(-std::numeric_limits<double>::infinity(), 3), "-inf");
    EXPECT_EQ(fixed(1.0 / 3, 10), "0.3333333333");
}

TEST(NumberText, FixedIsPrintfOnRandomValues) {
    std::mt19937_64 random(20261123);
    std::uniform_real_distribution<double> exponent(-12, 12);
    std::uniform_int_distribution<int> decimals(0, 8);
    for (int i = 0; i < 200000; ++i) {
        const double magnitude = std::pow(10.0, exponent(random));
        const double value = (random() % 2 == 0 ? 1 : -1) * magnitude *
                             std::uniform_real_distribution<double>(1, 10)(random);
        const int d = decimals(random);
        ASSERT_EQ(fixed(value, d), printfFixed(value, d)) << value << " with " << d;
    }
}

TEST(NumberText, FixedIsPrintfNearHalves) {
    // Values on and next to the decimal halves the fast path must not decide: k + 0.5 units
    // of the last decimal, and their neighbouring doubles.
    std::mt19937_64 random(7);
    for (int d = 0; d <= 6; ++d) {
        const double unit = std::pow(10.0, -d);
        for (int i = 0; i < 20000; ++i) {
            const double half = (static_cast<double>(random() % 100000000) + 0.5) * unit;
            for (const double value :
                 {half, std::nextafter(half, 0.0), std::nextafter(half, 1e300), -half}) {
                ASSERT_EQ(fixed(value, d), printfFixed(value, d)) << value << " with " << d;
            }
        }
    }
}

TEST(NumberText, FixedIsPrintfOnIntegersAndTickTimes) {
    for (int ticks = 0; ticks < 100000; ++ticks) {
        const double seconds = static_cast<double>(ticks) / 120;
        ASSERT_EQ(fixed(seconds, 2), printfFixed(seconds, 2)) << ticks;
        ASSERT_EQ(fixed(ticks, 0), printfFixed(ticks, 0));
    }
}

} // namespace
} // namespace golf
