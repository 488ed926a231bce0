// squaredGap takes the squares of x - cx and y - cy in the two lanes of a vector where both
// have one degree (issue 27): the bits of the two products by multiply, added term by term,
// less radius^2. Checked on random steps' polynomials, random series of one and of unequal
// degrees, and the zero polynomial.

#include "slope_path.hpp"
#include "slope_reference.hpp"
#include "slope_taylor.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

void expectSquaredGapBits(const SeriesPolynomial& x, const SeriesPolynomial& y, Vec2 centre,
                          double radius) {
    const SeriesPolynomial expected = test::referenceSquaredGap(x, y, centre, radius);
    const SeriesPolynomial actual = squaredGap(x, y, centre, radius);
    for (std::size_t i = 0; i < expected.c.size(); ++i) {
        ASSERT_EQ(std::bit_cast<std::uint64_t>(actual.c[i]),
                  std::bit_cast<std::uint64_t>(expected.c[i]))
            << "term " << i;
    }
}

TEST(SquaredGapLanes, TheBitsOfTwoProductsByMultiply) {
    std::mt19937_64 random(2730);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int trial = 0; trial < 500; ++trial) {
        const TaylorStep step = taylorStep(
            {unit(random) * 64, unit(random) * 64}, {unit(random) * 20 + 0.01, unit(random) * 20},
            {{unit(random) * 5, unit(random) * 5}, 2 * std::abs(unit(random))},
            std::abs(unit(random)) * 2 + 1e-9);
        const Vec2 centre{unit(random) * 64, unit(random) * 64};
        expectSquaredGapBits(step.x, step.y, centre, std::abs(unit(random)));
        expectSquaredGapBits(step.x, step.x, centre, 0.5);
        // Series of random degrees up to slopeOrder, equal or not, with a zero here and there.
        SeriesPolynomial a;
        SeriesPolynomial b;
        const int da = static_cast<int>(random() % (slopeOrder + 1));
        const int db = trial % 2 == 0 ? da : static_cast<int>(random() % (slopeOrder + 1));
        for (int k = 0; k <= da; ++k) {
            a.c[static_cast<std::size_t>(k)] =
                random() % 7 == 0 ? 0.0 : unit(random) * std::pow(10.0, -3 * k);
        }
        for (int k = 0; k <= db; ++k) {
            b.c[static_cast<std::size_t>(k)] =
                random() % 7 == 0 ? 0.0 : unit(random) * std::pow(10.0, -3 * k);
        }
        expectSquaredGapBits(a, b, centre, 0.25);
        expectSquaredGapBits(a, b, {a.c[0], b.c[0]}, 0); // constant terms cancelled
    }
    expectSquaredGapBits(SeriesPolynomial{}, SeriesPolynomial{}, {0, 0}, 1);
}

} // namespace
} // namespace golf
