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
[[gnu::always_inline]] inline double stepLength(const double (&vx)[2], const double (&vy)[2],
                                                const double (&speed)[2], const double (&ux)[2],
                                                const double (&uy)[2], double tolerance,
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
/// motion, and the speed |v| (also in both lanes, for the products with u). xs = (vx, speed)
/// and y0 = (vy, +0) hold the same coefficients for speedCoefficient, which sums the two
/// products of its sums in the two lanes of one vector; xs's speed lane is +0 until that
/// coefficient is known.
struct Recurrence {
    Lanes w[order + 1];
    Lanes u[order];
    Lanes speeds[order + 1];
    Lanes xy[order + 1]; ///< (x, y): the position's terms
    Lanes xs[order + 1];
    Lanes y0[order + 1];
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
///
/// The two sums run in the two lanes of one vector: lane 0 adds q's terms, vx_j vx_(K-j) +
/// vy_j vy_(K-j) (xs * xs + y0 * y0, the x product first), lane 1 the speed's products,
/// speed_j speed_(K-j) + (+0) (y0's lane 1 is +0). Lane 1 also adds a zero at j = 0 and at
/// j = K (xs's speed lane at K is still +0), and the +0 turns a product of -0 into +0: a sum
/// that starts from +0 is never -0 (in round to nearest x + y is -0 only when both are -0), and
/// adding a zero of either sign to a sum that is not -0 leaves it as it is. So each lane holds
/// the bits of its scalar sum (slope_taylor_test.cpp and taylor43_step_test.cpp check them
/// against the scalar recurrences).
template <std::size_t K>
[[gnu::always_inline]] inline double speedCoefficient(const Recurrence& r) {
    constexpr std::size_t half = K / 2;
    Lanes terms[half + 1];
    unrolled<half + 1>([&](auto j) { terms[j] = r.xs[j] * r.xs[K - j] + r.y0[j] * r.y0[K - j]; });
    Lanes sums{0.0, 0.0}; // q_K and the speed's cross terms
    unrolled<K + 1>([&](auto j) { sums += terms[j <= half ? j : K - j]; });
    return (sums[0] - sums[1]) / r.twiceS0;
}

/// Order K of the recurrences: speed_K (K >= 1), u_K and w_(K+1), each written into the
/// step `s` as it is found, with the position's term K + 1 (w_K / (K + 1), the same divisor as
/// w_(K+1)'s).
template <std::size_t K> [[gnu::always_inline]] inline void orderOf(Recurrence& r, TaylorStep& s) {
    if constexpr (K > 0) {
        const double speed = speedCoefficient<K>(r);
        s.speed.c[K] = speed;
        r.speeds[K] = Lanes{speed, speed};
        r.xs[K][1] = speed;
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
    const Lanes divisor{next, next};
    const Lanes w = (first - r.decel * r.u[K]) / divisor;
    const Lanes position = r.w[K] / divisor;
    r.xy[K + 1] = position;
    s.x.c[K + 1] = position[0];
    s.y.c[K + 1] = position[1];
    s.vx.c[K + 1] = w[0];
    s.vy.c[K + 1] = w[1];
    r.w[K + 1] = w;
    r.xs[K + 1] = Lanes{w[0], 0.0};
    r.y0[K + 1] = Lanes{w[1], 0.0};
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

namespace {

/// taylorStepInto's work, the recurrence's vectors left in `r` for the end state.
[[gnu::always_inline]] inline void buildStep(Recurrence& r, TaylorStep& s, Vec2 p, Vec2 v,
                                             SlopeField field, double maxLength) {
    GOLF_ASSERT(v.x != 0 || v.y != 0);
    GOLF_ASSERT(maxLength > 0);
    r.w[0] = Lanes{v.x, v.y};
    r.xy[0] = Lanes{p.x, p.y};
    const double s0 = length(v);
    r.xs[0] = Lanes{v.x, s0};
    r.y0[0] = Lanes{v.y, 0.0};
    r.twiceS0 = 2 * s0;
    r.s0 = Lanes{s0, s0};
    r.push = Lanes{field.push.x, field.push.y};
    r.decel = Lanes{field.decel, field.decel};
    s.x.c[0] = p.x;
    s.y.c[0] = p.y;
    s.vx.c[0] = v.x;
    s.vy.c[0] = v.y;
    s.speed.c[0] = s0;
    unrolled<order>([&](auto k) { orderOf<k>(r, s); });
    // The speed's last coefficient, for the stop test of the whole step.
    s.speed.c[order] = speedCoefficient<order>(r);
    const double scale = s0 + length(field.push) + field.decel;
    const double lastVx[2] = {r.w[order - 1][0], r.w[order][0]};
    const double lastVy[2] = {r.w[order - 1][1], r.w[order][1]};
    const double lastSpeed[2] = {s.speed.c[order - 1], s.speed.c[order]};
    const double lastUx[2] = {r.u[order - 2][0], r.u[order - 1][0]};
    const double lastUy[2] = {r.u[order - 2][1], r.u[order - 1][1]};
    s.length = approachBound(
        v, field,
        stepLength(lastVx, lastVy, lastSpeed, lastUx, lastUy, stepTolerance * scale, maxLength));
}

} // namespace

void taylorStepInto(TaylorStep& s, Vec2 p, Vec2 v, SlopeField field, double maxLength,
                    TaylorStepEnd& end) {
    Recurrence r;
    buildStep(r, s, p, v, field, maxLength);
    // TaylorStep::position and velocity at s.length (hornerPairFromZero<slopeOrder> on x, y and
    // vx, vy): value = value h + (term x, term y) from the top term down, the same operations on
    // the same terms, here read as the vectors the recurrence made.
    const Lanes h{s.length, s.length};
    Lanes position{0.0, 0.0};
    Lanes velocity{0.0, 0.0};
    unrolled<order + 1>([&](auto i) {
        constexpr std::size_t k = order - i;
        position = position * h + r.xy[k];
        velocity = velocity * h + r.w[k];
    });
    end.position = {position[0], position[1]};
    end.velocity = {velocity[0], velocity[1]};
}

void taylorStepInto(TaylorStep& s, Vec2 p, Vec2 v, SlopeField field, double maxLength) {
    TaylorStepEnd end; // one body for both: the end's Horner is cheap beside the step
    taylorStepInto(s, p, v, field, maxLength, end);
}

} // namespace golf
