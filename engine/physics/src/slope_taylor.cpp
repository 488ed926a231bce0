#include "slope_taylor.hpp"

#include "golf/core/assert.hpp"
#include "motion.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace golf {

namespace {

/// rootAsPowerOfTwo's arithmetic, inlined where k is a constant (its integer divisions by k
/// then compile to multiplications: the same quotients).
[[gnu::always_inline]] inline double rootAsPowerOfTwoInline(double ratio, int k) {
    const auto bits = std::bit_cast<std::uint64_t>(ratio);
    const auto biased = static_cast<int>(bits >> 52); // ratio > 0: no sign bit
    // floor(log2(ratio)): from the exponent, or for a subnormal from its highest bit.
    const int e = biased > 0 ? biased - 1023 : -1075 + static_cast<int>(std::bit_width(bits));
    const int floorDiv = e >= 0 ? e / k : -((-e + k - 1) / k);
    // 2^floorDiv (floorDiv >= -1074): normal, or subnormal below 2^-1022.
    return floorDiv >= -1022
               ? std::bit_cast<double>(static_cast<std::uint64_t>(floorDiv + 1023) << 52)
               : std::bit_cast<double>(std::uint64_t{1} << (floorDiv + 1074));
}

/// Relative size of the truncation error allowed per step.
constexpr double stepTolerance = 1e-16;
/// The speed series' truncation allowed per step, relative to the velocity's: 1e-10 of the
/// motion's scale, far below what the speed is used for (the stop test, the cup's capture
/// speed; restSpeed is 1e-9).
constexpr double speedTolerance = 1e6;
/// The largest the direction's (v/|v|, a unit vector) last terms may reach over a step: the
/// step stays within about half the series' radius of convergence (1e-6^(1/19) = 0.48).
constexpr double directionTolerance = 1e-6;
/// A throw counts as nearly straight against the push when its sideways speed is at most this
/// share of its speed against the push (see approachBound).
constexpr double nearlyStraight = 1.0 / 1024;

/// The ratio tolerance / size of one series' term of order k (size: the larger of its
/// coefficients' magnitudes), from which the step's bound (tolerance / size)^(1/k) is taken;
/// infinity where that term sets no bound (size zero, or a ratio not finite and positive).
[[gnu::always_inline]] inline double termRatio(double ak, double bk, double tolerance) {
    const double size = std::max(std::abs(ak), std::abs(bk));
    const double ratio = tolerance / size;
    return size > 0 && std::isfinite(ratio) && ratio > 0 ? ratio
                                                         : std::numeric_limits<double>::infinity();
}

/// min(h, the largest power of two at most ratio^(1/k)), h itself for an infinite ratio (no
/// bound).
template <int k> [[gnu::always_inline]] inline double boundedBy(double h, double ratio) {
    return ratio < std::numeric_limits<double>::infinity()
               ? std::min(h, rootAsPowerOfTwoInline(ratio, k))
               : h;
}

/// The step length: Jorba and Zou's rule on the velocity (its terms of order N-1 and N below
/// `tolerance` over the step), then two bounds that keep the step within the radius of
/// convergence of |v| and v/|v|, about the distance to the complex times where |v| = 0. The
/// velocity's rule alone keeps it there while the floor's deceleration a is not tiny (its
/// terms beyond the first are a times the direction's); with a = 0 the velocity is exactly
/// v0 + g t, the rule allows any step, and a step beyond the radius read the diverging speed
/// series as a stop (issue 29). Neither bound binds where a is above about 1e-6 |g| (none of
/// 70,000 steps of the slope and property tests, nor random fields with a = 1e-8 |g| and
/// up), so no outcome there changes. The last two terms of vx, vy, the speed, ux and uy.
///
/// Each term bounds the step by |c_k| step^k <= its tolerance, the step rounded down to a
/// power of two (so the same start state gives the same steps with every C library): the
/// largest power of two at most (tolerance / |c_k|)^(1/k), which never falls as the ratio
/// grows. So the terms of one order bound the step as their smallest ratio does, and each
/// order takes one root: orders 18 (the direction), 19 (velocity, speed and direction) and
/// 20 (velocity and speed), the same step as a root for each term.
double stepLength(const double (&vx)[2], const double (&vy)[2], const double (&speed)[2],
                  const double (&ux)[2], const double (&uy)[2], double tolerance,
                  double maxLength) {
    static_assert(slopeOrder == 20);
    const double speedTol = speedTolerance * tolerance;
    const double ratio19 =
        std::min({termRatio(vx[0], vy[0], tolerance), termRatio(speed[0], speed[0], speedTol),
                  termRatio(ux[1], uy[1], directionTolerance)});
    const double ratio20 =
        std::min(termRatio(vx[1], vy[1], tolerance), termRatio(speed[1], speed[1], speedTol));
    const double ratio18 = termRatio(ux[0], uy[0], directionTolerance);
    double h = boundedBy<slopeOrder - 1>(maxLength, ratio19);
    h = boundedBy<slopeOrder>(h, ratio20);
    return boundedBy<slopeOrder - 2>(h, ratio18);
}

/// The step towards the top of a throw nearly straight against the push, at most `h`: half
/// the time the ball needs at least to stop climbing, (speed against the push) / (|g| + a).
/// Its turn is a near-real singularity of |v| and v/|v| (for a = 0 at the complex times
/// t_top +- i w / |g|, w the sideways speed), whose terms are too small at the step's start
/// for the bounds above to see it coming: a step from there landed on the top, where the
/// truncated speed series read as a stop, and the sideways speed was lost (issue 29). Halving
/// the way each step keeps every step clear of it until the direction's bound takes over.
/// Only where the turn is followed (a sideways speed above restSpeed): at or below it the
/// ball turns as good as from rest, and those steps stay as they were.
double approachBound(Vec2 v, SlopeField field, double h) {
    const double push = length(field.push);
    if (!(push > 0)) {
        return h;
    }
    const Vec2 down = field.push / push;
    const double climbing = -dot(v, down);
    const double sideways = std::abs(cross(v, down));
    if (!(climbing > 0) || sideways > nearlyStraight * climbing || sideways <= restSpeed) {
        return h;
    }
    return std::min(h, rootAsPowerOfTwoInline(climbing / (2 * (push + field.decel)), 1));
}

/// Two doubles in the lanes of one vector (GCC and clang vector extensions: SSE2 on x86-64,
/// NEON on arm64, plain code elsewhere). Each lane's + - * / is the IEEE operation on that lane
/// alone, as for a double: the x and y recurrences, computed in the two lanes with every
/// operation in the scalar order, give the scalar bits (slope_taylor_test.cpp checks them
/// against the scalar recurrences on random states).
using Lanes = double __attribute__((vector_size(16)));

constexpr std::size_t order = slopeOrder;

/// The series being built: w = (vx, vy), u = v / |v| = (ux, uy), the unit direction of
/// motion, and the speed |v| (also in both lanes, for the products with u).
struct Recurrence {
    Lanes w[order + 1];
    Lanes u[order];
    double speed[order + 1];
    Lanes speeds[order + 1];
    double twiceS0;
    Lanes s0;
    Lanes push;
    Lanes decel;
};

/// f(integral_constant<J>) for J = 0 .. N - 1, in that order, unrolled at compile time.
template <std::size_t N, typename F> [[gnu::always_inline]] inline void unrolled(F&& f) {
    [&]<std::size_t... J>(std::index_sequence<J...>) {
        (f(std::integral_constant<std::size_t, J>{}), ...);
    }
    (std::make_index_sequence<N>{});
}

/// The speed's coefficient K (K >= 1) from w up to K and the speed up to K - 1:
/// (q_K - sum_(j=1..K-1) speed_j speed_(K-j)) / (2 speed_0), with q_K = sum_(j=0..K) (vx_j
/// vx_(K-j) + vy_j vy_(K-j)), the coefficient K of |v|^2. The terms j and K - j of each sum
/// are the same bits (a b is b a, and so is a sum of two): each is computed once, and the
/// sums are taken in the order j = 0, 1, ..., as ever.
template <std::size_t K>
[[gnu::always_inline]] inline double speedCoefficient(const Recurrence& r) {
    constexpr std::size_t half = K / 2;
    double terms[half + 1];
    unrolled<half + 1>([&](auto j) {
        const Lanes product = r.w[j] * r.w[K - j];
        terms[j] = product[0] + product[1];
    });
    double q = 0;
    unrolled<K + 1>([&](auto j) { q += terms[j <= half ? j : K - j]; });
    double products[half + 1];
    unrolled<half + 1>([&](auto j) {
        if constexpr (j >= 1) {
            products[j] = r.speed[j] * r.speed[K - j];
        }
    });
    double cross = 0; // coefficient K of speed^2 without the two terms holding speed_K
    unrolled<K>([&](auto j) {
        if constexpr (j >= 1) {
            cross += products[j <= half ? j : K - j];
        }
    });
    return (q - cross) / r.twiceS0;
}

/// Order K of the recurrences: speed_K (K >= 1), u_K and w_(K+1).
template <std::size_t K> [[gnu::always_inline]] inline void orderOf(Recurrence& r) {
    if constexpr (K > 0) {
        r.speed[K] = speedCoefficient<K>(r);
        r.speeds[K] = Lanes{r.speed[K], r.speed[K]};
    }
    Lanes sum{0.0, 0.0}; // coefficient K of speed * u without the term speed_0 u_K
    unrolled<K + 1>([&](auto j) {
        if constexpr (j >= 1) {
            sum += r.speeds[j] * r.u[K - j];
        }
    });
    r.u[K] = (r.w[K] - sum) / r.s0;
    constexpr double next = static_cast<double>(K + 1);
    const Lanes first = K == 0 ? r.push : Lanes{0.0, 0.0};
    r.w[K + 1] = (first - r.decel * r.u[K]) / Lanes{next, next};
}

} // namespace

double rootAsPowerOfTwo(double ratio, int k) {
    return rootAsPowerOfTwoInline(ratio, k);
}

TaylorStep taylorStep(Vec2 p, Vec2 v, SlopeField field, double maxLength) {
    TaylorStep s;
    taylorStepInto(s, p, v, field, maxLength);
    return s;
}

void taylorStepInto(TaylorStep& s, Vec2 p, Vec2 v, SlopeField field, double maxLength) {
    GOLF_ASSERT(v.x != 0 || v.y != 0);
    GOLF_ASSERT(maxLength > 0);
    Recurrence r;
    r.w[0] = Lanes{v.x, v.y};
    const double s0 = length(v);
    r.speed[0] = s0;
    r.twiceS0 = 2 * s0;
    r.s0 = Lanes{s0, s0};
    r.push = Lanes{field.push.x, field.push.y};
    r.decel = Lanes{field.decel, field.decel};
    unrolled<order>([&](auto k) { orderOf<k>(r); });
    // The speed's last coefficient, for the stop test of the whole step.
    r.speed[order] = speedCoefficient<order>(r);

    s.x.c[0] = p.x;
    s.y.c[0] = p.y;
    unrolled<order + 1>([&](auto k) {
        s.vx.c[k] = r.w[k][0];
        s.vy.c[k] = r.w[k][1];
        s.speed.c[k] = r.speed[k];
        if constexpr (k < order) {
            constexpr double next = static_cast<double>(k + 1);
            const Lanes position = r.w[k] / Lanes{next, next};
            s.x.c[k + 1] = position[0];
            s.y.c[k + 1] = position[1];
        }
    });
    const double scale = s0 + length(field.push) + field.decel;
    const double lastVx[2] = {r.w[order - 1][0], r.w[order][0]};
    const double lastVy[2] = {r.w[order - 1][1], r.w[order][1]};
    const double lastSpeed[2] = {r.speed[order - 1], r.speed[order]};
    const double lastUx[2] = {r.u[order - 2][0], r.u[order - 1][0]};
    const double lastUy[2] = {r.u[order - 2][1], r.u[order - 1][1]};
    s.length = approachBound(
        v, field,
        stepLength(lastVx, lastVy, lastSpeed, lastUx, lastUy, stepTolerance * scale, maxLength));
}

} // namespace golf
