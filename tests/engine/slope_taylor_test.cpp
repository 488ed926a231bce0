// The slope integrator's Taylor step (taylorStep, slope_taylor.cpp) against the scalar
// recurrences it replaced, kept below as the reference: x and y now run in the two lanes of a
// vector, the loops are unrolled at compile time, and the equal terms j and k - j of the
// speed's sums are computed once; none of this may change a bit. Random states and fields
// (flat floor, no deceleration, tiny and huge values, nearly straight throws): every coefficient
// and the step length equal to the bit. And rootAsPowerOfTwo, which reads the exponent from
// the bits, against std::frexp and std::ldexp over normal and subnormal ratios.

#include "motion.hpp"
#include "slope_reference.hpp"
#include "slope_taylor.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <vector>

namespace golf {
namespace {

using test::referenceApproachBound;
using test::referenceRootAsPowerOfTwo;

double referenceLastTermsBound(const SeriesPolynomial& a, const SeriesPolynomial& b, int last,
                               double tolerance, double h) {
    for (const int k : {last - 1, last}) {
        const auto i = static_cast<std::size_t>(k);
        const double size = std::max(std::abs(a.c[i]), std::abs(b.c[i]));
        const double ratio = tolerance / size;
        if (size > 0 && std::isfinite(ratio) && ratio > 0) {
            h = std::min(h, referenceRootAsPowerOfTwo(ratio, k));
        }
    }
    return h;
}

/// taylorStep as it was: scalar loops in the order of the series.
TaylorStep referenceTaylorStep(Vec2 p, Vec2 v, SlopeField field, double maxLength) {
    TaylorStep s;
    SeriesPolynomial ux;
    SeriesPolynomial uy;
    s.x.c[0] = p.x;
    s.y.c[0] = p.y;
    s.vx.c[0] = v.x;
    s.vy.c[0] = v.y;
    const double s0 = length(v);
    s.speed.c[0] = s0;
    for (std::size_t k = 0; k <= static_cast<std::size_t>(slopeOrder); ++k) {
        if (k > 0) {
            double q = 0;
            for (std::size_t j = 0; j <= k; ++j) {
                q += s.vx.c[j] * s.vx.c[k - j] + s.vy.c[j] * s.vy.c[k - j];
            }
            double cross = 0;
            for (std::size_t j = 1; j < k; ++j) {
                cross += s.speed.c[j] * s.speed.c[k - j];
            }
            s.speed.c[k] = (q - cross) / (2 * s0);
        }
        if (k == static_cast<std::size_t>(slopeOrder)) {
            break;
        }
        double sx = 0;
        double sy = 0;
        for (std::size_t j = 1; j <= k; ++j) {
            sx += s.speed.c[j] * ux.c[k - j];
            sy += s.speed.c[j] * uy.c[k - j];
        }
        ux.c[k] = (s.vx.c[k] - sx) / s0;
        uy.c[k] = (s.vy.c[k] - sy) / s0;
        const double next = static_cast<double>(k + 1);
        s.vx.c[k + 1] = ((k == 0 ? field.push.x : 0.0) - field.decel * ux.c[k]) / next;
        s.vy.c[k + 1] = ((k == 0 ? field.push.y : 0.0) - field.decel * uy.c[k]) / next;
        s.x.c[k + 1] = s.vx.c[k] / next;
        s.y.c[k + 1] = s.vy.c[k] / next;
    }
    const double tolerance = 1e-16 * (s0 + length(field.push) + field.decel);
    double h = referenceLastTermsBound(s.vx, s.vy, slopeOrder, tolerance, maxLength);
    h = referenceLastTermsBound(s.speed, s.speed, slopeOrder, 1e6 * tolerance, h);
    h = referenceLastTermsBound(ux, uy, slopeOrder - 1, 1e-6, h);
    s.length = referenceApproachBound(v, field, h);
    return s;
}

void expectSameBits(const SeriesPolynomial& a, const SeriesPolynomial& b, const char* name,
                    int trial) {
    for (std::size_t i = 0; i < a.c.size(); ++i) {
        ASSERT_EQ(std::bit_cast<std::uint64_t>(a.c[i]), std::bit_cast<std::uint64_t>(b.c[i]))
            << name << " c[" << i << "], trial " << trial << ": " << a.c[i] << " vs " << b.c[i];
    }
}

TEST(SlopeTaylor, StepEqualsTheScalarRecurrencesBitForBit) {
    std::mt19937_64 random(27);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> kind(0, 7);
    std::uniform_real_distribution<double> exponent(-30.0, 30.0);
    const auto scaled = [&] {
        return unit(random) * std::exp2(exponent(random));
    };
    for (int trial = 0; trial < 6000; ++trial) {
        const Vec2 p{unit(random) * 64, unit(random) * 64};
        Vec2 v{unit(random) * 20, unit(random) * 20};
        SlopeField field{{unit(random) * 10, unit(random) * 10}, std::abs(unit(random)) * 8};
        double maxLength = std::abs(unit(random)) * 4 + 1e-9;
        switch (kind(random)) {
        case 0:
            field.decel = 0;
            break;
        case 1:
            field.push = {};
            break;
        case 2: // nearly straight against the push
            v = field.push * -(std::abs(unit(random)) + 0.1) +
                Vec2{field.push.y, -field.push.x} * (unit(random) * 1e-4);
            break;
        case 3:
            v = {scaled(), scaled()};
            field.decel *= std::abs(scaled());
            break;
        case 4:
            v = {unit(random) * 1e-9, unit(random) * 1e-9};
            maxLength = 1e6;
            break;
        case 5:
            field.decel = std::abs(scaled()) * 1e-8;
            break;
        default:
            break;
        }
        if (v.x == 0 && v.y == 0) {
            v.x = 1;
        }
        const TaylorStep step = taylorStep(p, v, field, maxLength);
        const TaylorStep reference = referenceTaylorStep(p, v, field, maxLength);
        expectSameBits(step.x, reference.x, "x", trial);
        expectSameBits(step.y, reference.y, "y", trial);
        expectSameBits(step.vx, reference.vx, "vx", trial);
        expectSameBits(step.vy, reference.vy, "vy", trial);
        expectSameBits(step.speed, reference.speed, "speed", trial);
        ASSERT_EQ(std::bit_cast<std::uint64_t>(step.length),
                  std::bit_cast<std::uint64_t>(reference.length))
            << "trial " << trial;
    }
}

// A step's box (TaylorStep::reach) is kept once its length is final: the kept values are
// reachOver's bits for that length, and any other length is computed as before.
TEST(SlopeTaylor, KeptReachIsReachOverBitForBit) {
    std::mt19937_64 random(2700);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int trial = 0; trial < 2000; ++trial) {
        TaylorStep step = taylorStep(
            {unit(random) * 64, unit(random) * 64}, {unit(random) * 20 + 0.5, unit(random) * 20},
            {{unit(random) * 10, unit(random) * 10}, 3}, std::abs(unit(random)) * 4 + 1e-9);
        step.keepReach();
        const double h = step.length;
        const Vec2 kept = step.reach(h);
        EXPECT_EQ(std::bit_cast<std::uint64_t>(kept.x),
                  std::bit_cast<std::uint64_t>(reachOver(step.x, h, slopeOrder)));
        EXPECT_EQ(std::bit_cast<std::uint64_t>(kept.y),
                  std::bit_cast<std::uint64_t>(reachOver(step.y, h, slopeOrder)));
        const double shorter = h * 0.5;
        EXPECT_EQ(step.reach(shorter).x, reachOver(step.x, shorter, slopeOrder));
        EXPECT_LE(step.reach(shorter).x, kept.x); // every term grows with h
    }
}

TEST(SlopeTaylor, RootAsPowerOfTwoEqualsFrexpAndLdexp) {
    std::mt19937_64 random(2727);
    std::vector<double> ratios = {std::numeric_limits<double>::denorm_min(),
                                  std::numeric_limits<double>::min(),
                                  std::nextafter(std::numeric_limits<double>::min(), 0.0),
                                  std::numeric_limits<double>::max(),
                                  1.0,
                                  std::nextafter(1.0, 0.0),
                                  std::nextafter(1.0, 2.0),
                                  0.5,
                                  2.0,
                                  3.0};
    for (int e = -1074; e <= 1023; ++e) {
        const double power = std::ldexp(1.0, e);
        ratios.push_back(power);
        ratios.push_back(std::nextafter(power, 0.0));
        ratios.push_back(std::nextafter(power, std::numeric_limits<double>::infinity()));
    }
    for (int i = 0; i < 20000; ++i) { // random bits: every exponent, subnormals included
        const double ratio = std::bit_cast<double>(random() >> 1);
        if (ratio > 0 && std::isfinite(ratio)) {
            ratios.push_back(ratio);
        }
    }
    for (const double ratio : ratios) {
        if (!(ratio > 0 && std::isfinite(ratio))) {
            continue;
        }
        for (int k = 1; k <= 41; ++k) {
            ASSERT_EQ(std::bit_cast<std::uint64_t>(rootAsPowerOfTwo(ratio, k)),
                      std::bit_cast<std::uint64_t>(referenceRootAsPowerOfTwo(ratio, k)))
                << "ratio " << ratio << ", k " << k;
        }
    }
}

} // namespace
} // namespace golf
