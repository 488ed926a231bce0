// A curved piece's steps as SlopePath builds them (issue 27: the sums of a step's stop test and
// kept box with x and y in the lanes of a vector, and a step's terms above slopeOrder zeroed
// in pairs) against a chain rebuilt here from the plain parts: taylorStep, reachOver's scalar
// sums and firstRoot, step after step as buildCurved's rules say. Every step's series, length
// and kept box, and the piece's end and stop, to the bit.

#include "../support/long_tests.hpp"
#include "motion.hpp"
#include "slope_path.hpp"
#include "slope_polynomial.hpp"
#include "slope_reference.hpp"
#include "slope_taylor.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <new>
#include <optional>
#include <random>
#include <vector>

namespace golf {
namespace slope40_step_build {
namespace {

std::uint64_t termBits(double value) {
    return std::bit_cast<std::uint64_t>(value);
}

/// A step of the reference chain: its start (piece time) and series.
struct ReferenceStep {
    double start = 0;
    TaylorStep series;
};

/// The chain of a curved piece whose floor does not hold the ball (decel < |push|) and whose
/// throw is not turning at rest, so buildCurved's straight finish never applies: Taylor steps
/// from each step's end state until the horizon, a stop inside a step (the speed's first
/// root, where the bound speed(0) - reachOver(speed) does not rule it out), a step too short
/// to advance the time, or a state at rest.
struct ReferenceChain {
    std::vector<ReferenceStep> steps;
    double end = 0;
    bool stops = false;
};

ReferenceChain referenceChain(Vec2 start, Vec2 velocity, SlopeField field, double horizon) {
    ReferenceChain chain;
    Vec2 p = start;
    Vec2 v = velocity;
    double t = 0;
    while (t < horizon && chain.steps.size() < 10000) {
        ReferenceStep step{t, taylorStep(p, v, field, horizon - t)};
        TaylorStep& s = step.series;
        const double speedReach = reachOver(s.speed, s.length, slopeOrder);
        const std::optional<double> zero = !(s.speed.c[0] - speedReach > 0)
                                               ? firstRoot(s.speed, 0, s.length, slopeOrder)
                                               : std::nullopt;
        if (zero && *zero > 0) {
            s.length = *zero;
            s.keptLength = s.length;
            s.keptReach = {reachOver(s.x, s.length, slopeOrder),
                           reachOver(s.y, s.length, slopeOrder)};
            chain.steps.push_back(step);
            chain.stops = true;
            chain.end = t + *zero;
            return chain;
        }
        s.keptLength = s.length;
        s.keptReach = {reachOver(s.x, s.length, slopeOrder), reachOver(s.y, s.length, slopeOrder)};
        const double length = s.length;
        chain.steps.push_back(step);
        if (!(t + length > t)) {
            break;
        }
        t += length;
        if (field.decel == 0) {
            p = start + velocity * t + field.push * (t * t / 2);
            v = velocity + field.push * t;
        } else {
            p = s.position(length);
            v = s.velocity(length);
        }
        if (v.x == 0 && v.y == 0) {
            chain.stops = true;
            chain.end = t;
            return chain;
        }
    }
    chain.end = t < horizon ? t : horizon;
    return chain;
}

void expectSameSeries(const SeriesPolynomial& a, const SeriesPolynomial& b) {
    for (std::size_t k = 0; k < a.c.size(); ++k) {
        ASSERT_EQ(termBits(a.c[k]), termBits(b.c[k])) << "term " << k;
    }
}

TEST(Slope40StepBuild, CurvedPiecesAreTheReferenceChain) {
    std::mt19937_64 random(4040);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    const int cases = test::caseCount(400);
    int steps = 0;
    int stopping = 0;
    for (int trial = 0; trial < cases; ++trial) {
        const double g = 0.5 + 3 * std::abs(unit(random));
        const double angle = 3.14159 * unit(random);
        const Vec2 push{g * std::cos(angle), g * std::sin(angle)};
        // Floors that do not hold the ball: none (a = 0, the closed-form restarts) or up to
        // 0.9 |g| (the Taylor restarts); speeds from slow (steps that turn) to fast.
        const double decel = trial % 3 == 0 ? 0.0 : 0.9 * g * std::abs(unit(random));
        const double speed = trial % 4 == 0 ? 0.05 * std::abs(unit(random)) + 1e-3
                                            : 20 * std::abs(unit(random)) + 0.1;
        const double heading = 3.14159 * unit(random);
        const Vec2 velocity{speed * std::cos(heading), speed * std::sin(heading)};
        const Vec2 start{unit(random) * 64, unit(random) * 64};
        const double horizon = 0.01 + 2 * std::abs(unit(random));
        if (std::abs(cross(velocity, push)) <= restSpeed * g) {
            continue; // a throw along the push is straight (not this test's)
        }
        const SlopePath path(start, velocity, {push, decel}, horizon);
        const ReferenceChain chain = referenceChain(start, velocity, {push, decel}, horizon);
        ASSERT_FALSE(path.straight());
        ASSERT_EQ(path.stepCount(), chain.steps.size()) << "trial " << trial;
        EXPECT_EQ(termBits(path.end()), termBits(chain.end));
        EXPECT_EQ(path.stops(), chain.stops);
        stopping += chain.stops ? 1 : 0;
        for (std::size_t i = 0; i < path.stepCount(); ++i) {
            const TaylorStep& built = path.step(i);
            const TaylorStep& reference = chain.steps[i].series;
            ASSERT_EQ(termBits(path.stepStart(i)), termBits(chain.steps[i].start));
            ASSERT_EQ(termBits(built.length), termBits(reference.length));
            ASSERT_EQ(termBits(built.keptLength), termBits(reference.keptLength));
            ASSERT_EQ(termBits(built.keptReach.x), termBits(reference.keptReach.x));
            ASSERT_EQ(termBits(built.keptReach.y), termBits(reference.keptReach.y));
            expectSameSeries(built.x, reference.x);
            expectSameSeries(built.y, reference.y);
            expectSameSeries(built.vx, reference.vx);
            expectSameSeries(built.vy, reference.vy);
            expectSameSeries(built.speed, reference.speed);
            ++steps;
        }
    }
    EXPECT_GT(steps, 5 * cases);
    (void)stopping; // how many stop depends on the draws; the bits are what is checked
}

// SeriesPolynomial(SeriesAboveOrder) sets the terms above slopeOrder to +0 (all bits zero),
// whatever the memory held before.
TEST(Slope40StepBuild, AboveOrderTermsArePositiveZero) {
    for (const unsigned char fill : {0x00, 0x80, 0xa5, 0xff}) {
        alignas(SeriesPolynomial) unsigned char storage[sizeof(SeriesPolynomial)];
        std::memset(storage, fill, sizeof storage);
        const auto* p = new (storage) SeriesPolynomial(SeriesAboveOrder{});
        for (std::size_t k = slopeOrder + 1; k < p->c.size(); ++k) {
            EXPECT_EQ(termBits(p->c[k]), 0U) << k;
        }
    }
}

} // namespace
} // namespace slope40_step_build
} // namespace golf

namespace golf {
namespace slope40_step_build {
namespace {

// squaredGap of two series of degree slopeOrder sums each term over its anti-diagonal in a
// register (issue 27): the bits of the two products by multiply (the plain double loops),
// added term by term, less radius^2; here with zeros of both signs among the terms and
// magnitudes far apart, where the order of the sums shows.
TEST(Slope40StepBuild, SquaredGapOfFullDegreeIsTheProductsByMultiply) {
    std::mt19937_64 random(4041);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    for (int trial = 0; trial < test::caseCount(2000); ++trial) {
        SeriesPolynomial x;
        SeriesPolynomial y;
        for (SeriesPolynomial* p : {&x, &y}) {
            for (std::size_t k = 0; k <= static_cast<std::size_t>(slopeOrder); ++k) {
                const auto draw = random() % 8;
                p->c[k] = draw == 0 ? 0.0
                          : draw == 1
                              ? -0.0
                              : unit(random) * std::pow(10.0, -static_cast<double>(random() % 40));
            }
            p->c[slopeOrder] = unit(random) + 2; // degree slopeOrder
        }
        const Vec2 centre =
            trial % 3 == 0 ? Vec2{x.c[0], y.c[0]} : Vec2{unit(random) * 64, unit(random) * 64};
        const double radius = trial % 5 == 0 ? 0.0 : std::abs(unit(random));
        const SeriesPolynomial expected = test::referenceSquaredGap(x, y, centre, radius);
        const SeriesPolynomial actual = squaredGap(x, y, centre, radius);
        for (std::size_t i = 0; i < expected.c.size(); ++i) {
            ASSERT_EQ(termBits(actual.c[i]), termBits(expected.c[i]))
                << "trial " << trial << " term " << i;
        }
    }
}

} // namespace
} // namespace slope40_step_build
} // namespace golf
