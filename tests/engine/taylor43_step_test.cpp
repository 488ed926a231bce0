// The Taylor step (taylorStepInto, slope_taylor.cpp, with the state at its end) against the
// scalar recurrences of the motion dv/dt = g - a v/|v|, written out below term by term: the step
// sums the speed's two sums (q_K and the cross terms) in the two lanes of one vector, with zeros
// added in the cross-term lane at j = 0 and j = K, writes every coefficient into the step as it is
// found, and gives the state at the step's end from its own vectors of terms (against a scalar
// Horner of the reference terms and the step's position() and velocity()). A curved SlopePath's
// steps, chained from those end states, are checked against taylorStep from each step's start.
// None of this may change a bit, the sign of a zero included. States where many products are
// zeros of either sign (velocities and pushes along an axis, flat floor, no deceleration, signed
// zeros in the start state) are mixed with random ones at every scale.

#include "slope_path.hpp"
#include "slope_taylor.hpp"

#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <tuple>

namespace golf {
namespace taylor43_step_test {

/// The series of the motion from (p, v) under `field`, by the textbook scalar recurrences:
/// speed_K = (sum_(j=0..K) (vx_j vx_(K-j) + vy_j vy_(K-j)) - sum_(j=1..K-1) speed_j
/// speed_(K-j)) / (2 speed_0), u_K = (w_K - sum_(j=1..K) speed_j u_(K-j)) / speed_0,
/// w_(K+1) = (g [K = 0] - a u_K) / (K + 1), position_(K+1) = w_K / (K + 1).
struct ScalarSeries {
    std::array<double, slopeOrder + 1> x{};
    std::array<double, slopeOrder + 1> y{};
    std::array<double, slopeOrder + 1> vx{};
    std::array<double, slopeOrder + 1> vy{};
    std::array<double, slopeOrder + 1> speed{};
};

ScalarSeries scalarSeries(Vec2 p, Vec2 v, SlopeField field) {
    ScalarSeries s;
    std::array<double, slopeOrder> ux{};
    std::array<double, slopeOrder> uy{};
    s.x[0] = p.x;
    s.y[0] = p.y;
    s.vx[0] = v.x;
    s.vy[0] = v.y;
    const double s0 = std::sqrt(v.x * v.x + v.y * v.y);
    s.speed[0] = s0;
    const std::size_t n = slopeOrder;
    for (std::size_t k = 0; k <= n; ++k) {
        if (k > 0) {
            double q = 0;
            for (std::size_t j = 0; j <= k; ++j) {
                q += s.vx[j] * s.vx[k - j] + s.vy[j] * s.vy[k - j];
            }
            double cross = 0;
            for (std::size_t j = 1; j < k; ++j) {
                cross += s.speed[j] * s.speed[k - j];
            }
            s.speed[k] = (q - cross) / (2 * s0);
        }
        if (k == n) {
            break;
        }
        double sx = 0;
        double sy = 0;
        for (std::size_t j = 1; j <= k; ++j) {
            sx += s.speed[j] * ux[k - j];
            sy += s.speed[j] * uy[k - j];
        }
        ux[k] = (s.vx[k] - sx) / s0;
        uy[k] = (s.vy[k] - sy) / s0;
        const double next = static_cast<double>(k + 1);
        s.vx[k + 1] = ((k == 0 ? field.push.x : 0.0) - field.decel * ux[k]) / next;
        s.vy[k + 1] = ((k == 0 ? field.push.y : 0.0) - field.decel * uy[k]) / next;
        s.x[k + 1] = s.vx[k] / next;
        s.y[k + 1] = s.vy[k] / next;
    }
    return s;
}

void expectSameBits(const SeriesPolynomial& got, const std::array<double, slopeOrder + 1>& want,
                    const char* name, int trial) {
    for (std::size_t i = 0; i < want.size(); ++i) {
        ASSERT_EQ(std::bit_cast<std::uint64_t>(got.c[i]), std::bit_cast<std::uint64_t>(want[i]))
            << name << " c[" << i << "], trial " << trial << ": " << got.c[i] << " vs " << want[i];
    }
    for (std::size_t i = want.size(); i < got.c.size(); ++i) {
        ASSERT_EQ(std::bit_cast<std::uint64_t>(got.c[i]), std::uint64_t{0})
            << name << " c[" << i << "] above the order, trial " << trial;
    }
}

/// Expects every coefficient of got's five series to be want's, bit for bit.
void expectSameTerms(const TaylorStep& got, const TaylorStep& want, const std::string& where) {
    for (const auto& [a, b, name] :
         {std::tuple{&got.x, &want.x, "x"}, std::tuple{&got.y, &want.y, "y"},
          std::tuple{&got.vx, &want.vx, "vx"}, std::tuple{&got.vy, &want.vy, "vy"},
          std::tuple{&got.speed, &want.speed, "speed"}}) {
        for (std::size_t k = 0; k < a->c.size(); ++k) {
            ASSERT_EQ(std::bit_cast<std::uint64_t>(a->c[k]), std::bit_cast<std::uint64_t>(b->c[k]))
                << name << " c[" << k << "] " << where;
        }
    }
}

TEST(Taylor43Step, EveryCoefficientIsTheScalarRecurrencesToTheBitWithSignedZeros) {
    std::mt19937_64 random(4327);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<int> kind(0, 9);
    std::uniform_real_distribution<double> exponent(-40.0, 40.0);
    const auto scaled = [&] {
        return unit(random) * std::exp2(exponent(random));
    };
    const auto signedZero = [&] {
        return unit(random) < 0 ? -0.0 : 0.0;
    };
    int zerosSeen = 0;
    for (int trial = 0; trial < 8000; ++trial) {
        const Vec2 p{unit(random) * 64, unit(random) * 64};
        Vec2 v{unit(random) * 20, unit(random) * 20};
        SlopeField field{{unit(random) * 10, unit(random) * 10}, std::abs(unit(random)) * 8};
        switch (kind(random)) {
        case 0: // along x, pushed along y: every y term of the velocity's products is a zero
            v = {unit(random) * 20, signedZero()};
            field.push = {signedZero(), unit(random) * 10};
            break;
        case 1: // along y, pushed along x
            v = {signedZero(), unit(random) * 20};
            field.push = {unit(random) * 10, signedZero()};
            break;
        case 2: // along an axis without a push: every term above the first two is a zero
            v = {unit(random) * 20, signedZero()};
            field.push = {signedZero(), signedZero()};
            break;
        case 3: // no deceleration: w exact beyond order 1, the speed's terms cancel
            field.decel = 0;
            break;
        case 4: // along an axis with no deceleration
            v = {signedZero(), unit(random) * 20};
            field.push = {signedZero(), unit(random) * 10};
            field.decel = 0;
            break;
        case 5:
            v = {scaled(), scaled()};
            field.push = {scaled(), scaled()};
            field.decel = std::abs(scaled());
            break;
        case 6: // along the push (a straight throw, still a valid series)
            v = field.push * unit(random);
            break;
        default:
            break;
        }
        if (v.x == 0 && v.y == 0) {
            v.x = 1;
        }
        TaylorStep step{SeriesAboveOrder{}};
        TaylorStepEnd end;
        taylorStepInto(step, p, v, field, 1.0, end);
        const ScalarSeries want = scalarSeries(p, v, field);
        expectSameBits(step.x, want.x, "x", trial);
        expectSameBits(step.y, want.y, "y", trial);
        expectSameBits(step.vx, want.vx, "vx", trial);
        expectSameBits(step.vy, want.vy, "vy", trial);
        expectSameBits(step.speed, want.speed, "speed", trial);
        // The step without its end (taylorStep) is the same, its length included.
        const TaylorStep copy = taylorStep(p, v, field, 1.0);
        ASSERT_EQ(std::bit_cast<std::uint64_t>(copy.length),
                  std::bit_cast<std::uint64_t>(step.length));
        expectSameTerms(step, copy, "against taylorStep, trial " + std::to_string(trial));
        // The end state: a scalar Horner of the reference coefficients at the step's length
        // (value = value h + c_k from the top term down, as TaylorStep::position does), and
        // the step's own position and velocity there.
        const double h = step.length;
        const auto horner = [h](const std::array<double, slopeOrder + 1>& c) {
            double value = 0;
            for (std::size_t k = c.size(); k-- > 0;) {
                value = value * h + c[k];
            }
            return value;
        };
        const Vec2 position = step.position(h);
        const Vec2 velocity = step.velocity(h);
        for (const auto& [got, want, name] :
             {std::tuple{end.position.x, horner(want.x), "x"},
              std::tuple{end.position.y, horner(want.y), "y"},
              std::tuple{end.velocity.x, horner(want.vx), "vx"},
              std::tuple{end.velocity.y, horner(want.vy), "vy"},
              std::tuple{end.position.x, position.x, "position().x"},
              std::tuple{end.position.y, position.y, "position().y"},
              std::tuple{end.velocity.x, velocity.x, "velocity().x"},
              std::tuple{end.velocity.y, velocity.y, "velocity().y"}}) {
            ASSERT_EQ(std::bit_cast<std::uint64_t>(got), std::bit_cast<std::uint64_t>(want))
                << "end " << name << ", trial " << trial << ": " << got << " vs " << want;
        }
        for (std::size_t i = 1; i <= static_cast<std::size_t>(slopeOrder); ++i) {
            zerosSeen += want.speed[i] == 0 && std::signbit(want.speed[i]) ? 1 : 0;
        }
    }
    // The cases above do reach speed terms of -0, where a lost sign would show.
    EXPECT_GT(zerosSeen, 0);
}

// A curved piece's every step is taylorStep from the step's own start (its start position and
// velocity, the rest of the horizon), up to the step's length, which the piece may shorten at a
// stop: the coefficients bit for bit on random throws across slopes of every strength.
TEST(Taylor43Step, APiecesStepsAreTaylorStepFromEachStepsStart) {
    std::mt19937_64 random(2743);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    int steps = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const Vec2 start{unit(random) * 8, unit(random) * 8};
        const Vec2 velocity{unit(random) * 12, unit(random) * 12};
        const SlopeField field{{unit(random) * 6, unit(random) * 6},
                               trial % 5 == 0 ? 0.0 : std::abs(unit(random)) * 9};
        const double horizon = 0.5 + std::abs(unit(random)) * 6;
        const SlopePath path(start, velocity, field, horizon);
        if (path.straight()) {
            continue;
        }
        for (std::size_t i = 0; i < path.stepCount(); ++i) {
            const TaylorStep& step = path.step(i);
            const Vec2 p{step.x.c[0], step.y.c[0]};
            const Vec2 v{step.vx.c[0], step.vy.c[0]};
            if (step.speed.c[3] == 0 && step.vx.c[3] == 0 && step.vy.c[3] == 0) {
                continue; // the piece's straight finish (straightStepInto), not a Taylor step
            }
            const TaylorStep want = taylorStep(p, v, field, horizon - path.stepStart(i));
            expectSameTerms(step, want,
                            "trial " + std::to_string(trial) + ", step " + std::to_string(i));
            // The piece keeps the length, or shortens it to a stop inside the step.
            EXPECT_LE(step.length, want.length) << "trial " << trial << ", step " << i;
            if (i + 1 < path.stepCount()) {
                EXPECT_EQ(std::bit_cast<std::uint64_t>(step.length),
                          std::bit_cast<std::uint64_t>(want.length))
                    << "trial " << trial << ", step " << i;
            }
            ++steps;
        }
    }
    EXPECT_GT(steps, 300);
}

} // namespace taylor43_step_test
} // namespace golf
