#include "golf/core/polynomial.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

TEST(Polynomial, QuarticWithFourKnownRoots) {
    // (x - 0.1)(x - 0.2)(x - 0.7)(x - 1.5) expanded by hand.
    // (x^2 - 0.3x + 0.02)(x^2 - 2.2x + 1.05)
    const Polynomial c{{0.021, -(0.02 * 2.2 + 0.3 * 1.05), 1.05 + 0.66 + 0.02, -2.5, 1.0}};
    const auto roots = polynomialRoots(c, 0, 2);
    ASSERT_EQ(roots.count, 4);
    EXPECT_NEAR(roots.values[0], 0.1, 1e-14);
    EXPECT_NEAR(roots.values[1], 0.2, 1e-14);
    EXPECT_NEAR(roots.values[2], 0.7, 1e-14);
    EXPECT_NEAR(roots.values[3], 1.5, 1e-14);
    const auto some = polynomialRoots(c, 0.15, 1.0);
    ASSERT_EQ(some.count, 2);
    EXPECT_NEAR(some.values[0], 0.2, 1e-14);
}

TEST(Polynomial, NoRealRootsAndDegenerateCases) {
    EXPECT_EQ(polynomialRoots({{1, 0, 1}}, -10, 10).count, 0); // x^2 + 1
    EXPECT_EQ(polynomialRoots({{3}}, -10, 10).count, 0);
    EXPECT_EQ(polynomialRoots({{0, 0, 0}}, -10, 10).count, 0);
    const auto linear = polynomialRoots({{-1, 4, 0, 0}}, 0, 1); // zero high terms ignored
    ASSERT_EQ(linear.count, 1);
    EXPECT_EQ(linear.values[0], 0.25);
}

TEST(Polynomial, DoubleRootIsFound) {
    const auto roots = polynomialRoots({{0.25, -1, 1}}, 0, 1); // (x - 0.5)^2
    ASSERT_GE(roots.count, 1);
    EXPECT_NEAR(roots.values[0], 0.5, 1e-7); // a double root is only defined to sqrt(eps)
}

} // namespace
} // namespace golf
