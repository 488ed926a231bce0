#include "slope_path.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "motion.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace golf {

namespace {

/// A curved piece ends in a straight line once the distance left before it stops is below
/// this (tiles): the path's curvature cannot move the end point by more than that.
constexpr double straightFinishDistance = 1e-12;
/// Bound on a piece's Taylor steps (each holds about 1.7 kB of coefficients); a slowing piece
/// that would need more ends straight, any other ends at its last step (the caller goes on
/// with a new piece from there).
constexpr std::size_t maxSteps = 10000;

/// reachOver(p, h, slopeOrder) of a step's speed, x and y at once (one power of h each term):
/// the same sums, each added in its order.
struct StepReaches {
    double speed = 0;
    double x = 0;
    double y = 0;
};
[[nodiscard]] StepReaches stepReaches(const TaylorStep& step, double h) {
    if (std::abs(h) <= 1e6) {
        // The terms up to slopeOrder (as reachOver), unrolled, with x and y in the two lanes
        // of a vector and the power in both: each lane's operations are the scalar sum's, in
        // its order (|c| clears the sign bit, as std::abs).
        using detail::Lanes;
        using Bits = std::int64_t __attribute__((vector_size(16)));
        const Bits magnitude{std::numeric_limits<std::int64_t>::max(),
                             std::numeric_limits<std::int64_t>::max()};
        const Lanes hh{h, h};
        Lanes power{1.0, 1.0};
        Lanes xy{0.0, 0.0};
        double speed = 0;
        detail::unrolled<slopeOrder>([&](auto j) {
            constexpr auto k = static_cast<std::size_t>(j + 1);
            power *= hh;
            const Lanes term{step.x.c[k], step.y.c[k]};
            xy += reinterpret_cast<Lanes>(reinterpret_cast<Bits>(term) & magnitude) * power;
            speed += std::abs(step.speed.c[k]) * power[0];
        });
        return {.speed = speed, .x = xy[0], .y = xy[1]};
    }
    const int last = maxSeriesDegree; // as reachOver
    StepReaches reach;
    double power = 1;
    for (int i = 1; i <= last; ++i) {
        const auto k = static_cast<std::size_t>(i);
        power *= h;
        reach.speed += std::abs(step.speed.c[k]) * power;
        reach.x += std::abs(step.x.c[k]) * power;
        reach.y += std::abs(step.y.c[k]) * power;
    }
    return reach;
}

/// The Taylor step of a slope's piece (taylorStepInto's recurrence, slope_taylor.cpp, with the
/// same operations in the same order, and the same step length), built here beside the piece
/// rather than in slope_taylor.cpp: that file shares a unity batch with the tick solver, whose
/// inlining choices (and so its instruction counts) shift with every change of the batch's
/// code, while this one is read by buildCurved alone. Taylor43Step (tests) checks it against
/// taylorStep and the scalar recurrences bit for bit.
namespace pieceStep {

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
/// operation in the scalar order, give the scalar bits (taylor43_step_test.cpp checks them
/// against the scalar recurrences and taylorStep on random states).
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
/// the bits of its scalar sum (taylor43_step_test.cpp checks them against the scalar
/// recurrences, signed zeros included).
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

} // namespace pieceStep

/// True if every number that defines a piece is finite (issue 29: a slope's acceleration of
/// 1e18 once made a ball at (nan, nan)).
[[nodiscard, maybe_unused]] bool finiteState(Vec2 start, Vec2 velocity, const SlopeField& field) {
    return std::isfinite(start.x) && std::isfinite(start.y) && std::isfinite(velocity.x) &&
           std::isfinite(velocity.y) && std::isfinite(field.push.x) &&
           std::isfinite(field.push.y) && std::isfinite(field.decel) && field.decel >= 0;
}

} // namespace

void taylorStepWithEnd(TaylorStep& s, Vec2 p, Vec2 v, SlopeField field, double maxLength,
                       TaylorStepEnd& end) {
    using namespace pieceStep;
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

SeriesPolynomial squaredGap(const SeriesPolynomial& x, const SeriesPolynomial& y, Vec2 centre,
                            double radius) {
    SeriesPolynomial dx = x;
    SeriesPolynomial dy = y;
    dx.c[0] -= centre.x;
    dy.c[0] -= centre.y;
    const int degree = dx.degree();
    if (degree == slopeOrder && dy.degree() == slopeOrder) {
        // A step's (the usual case): each square term summed in a register over its
        // anti-diagonal, i ascending, the order in which the loops below add to it.
        using detail::Lanes;
        std::array<Lanes, slopeOrder + 1> terms;
        for (std::size_t i = 0; i <= slopeOrder; ++i) {
            terms[i] = Lanes{dx.c[i], dy.c[i]};
        }
        SeriesPolynomial f{SeriesAboveOrder{}}; // every term written below
        detail::unrolled<2 * slopeOrder + 1>([&](auto m) {
            constexpr int first = m > slopeOrder ? m - slopeOrder : 0;
            constexpr int last = m < slopeOrder ? static_cast<int>(m) : slopeOrder;
            Lanes square{0.0, 0.0};
            detail::unrolled<last - first + 1>([&](auto k) {
                constexpr auto i = static_cast<std::size_t>(first + k);
                square += terms[i] * terms[static_cast<std::size_t>(m) - i];
            });
            f.c[static_cast<std::size_t>(m)] = square[0] + square[1];
        });
        f.c[0] -= radius * radius;
        return f;
    }
    if (degree >= 0 && degree == dy.degree()) {
        // The two squares in the two lanes of a vector, as multiply's loops (the same degree:
        // the same terms in the same order in each lane), then added term by term.
        using detail::Lanes;
        std::array<Lanes, maxSeriesDegree + 1> square{};
        for (int i = 0; i <= degree; ++i) {
            const auto a = static_cast<std::size_t>(i);
            const Lanes left{dx.c[a], dy.c[a]};
            for (int j = 0; j <= degree && i + j <= maxSeriesDegree; ++j) {
                const auto b = static_cast<std::size_t>(j);
                square[a + b] += left * Lanes{dx.c[b], dy.c[b]};
            }
        }
        SeriesPolynomial f;
        for (std::size_t i = 0; i < f.c.size(); ++i) {
            f.c[i] = square[i][0] + square[i][1];
        }
        f.c[0] -= radius * radius;
        return f;
    }
    SeriesPolynomial f = multiply(dx, dx);
    const SeriesPolynomial fy = multiply(dy, dy);
    for (std::size_t i = 0; i < f.c.size(); ++i) {
        f.c[i] += fy.c[i];
    }
    f.c[0] -= radius * radius;
    return f;
}

TaylorStep straightStep(Vec2 p, Vec2 direction, double speed, double accel, double length) {
    TaylorStep s;
    straightStepInto(s, p, direction, speed, accel, length);
    return s;
}

void straightStepInto(TaylorStep& s, Vec2 p, Vec2 direction, double speed, double accel,
                      double length) {
    s.x.c[0] = p.x;
    s.x.c[1] = direction.x * speed;
    s.x.c[2] = direction.x * accel / 2;
    s.y.c[0] = p.y;
    s.y.c[1] = direction.y * speed;
    s.y.c[2] = direction.y * accel / 2;
    s.vx.c[0] = direction.x * speed;
    s.vx.c[1] = direction.x * accel;
    s.vy.c[0] = direction.y * speed;
    s.vy.c[1] = direction.y * accel;
    s.speed.c[0] = speed;
    s.speed.c[1] = accel;
    s.length = length;
    if (std::abs(length) <= 1e6) {
        // keepReach's sums (reachOver up to slopeOrder) with their two terms: each term above
        // adds |+0| h^k, finite, which leaves the sum (never -0) as it is.
        const double square = length * length;
        s.keptReach = {0.0 + std::abs(s.x.c[1]) * length + std::abs(s.x.c[2]) * square,
                       0.0 + std::abs(s.y.c[1]) * length + std::abs(s.y.c[2]) * square};
        s.keptLength = length;
        return;
    }
    s.keepReach();
}

SlopePath::SlopePath(Vec2 start, Vec2 velocity, SlopeField field, double horizon)
    : start_(start), velocity_(velocity), field_(field) {
    GOLF_ASSERT(horizon > 0 && std::isfinite(horizon));
    GOLF_ASSERT(finiteState(start, velocity, field));
    const double speed = length(velocity);
    const double push = length(field.push);
    if (speed == 0) {
        if (push <= field.decel) {
            stops_ = true; // rests: the floor holds the ball
            return;
        }
        buildStraight(field.push / push, 0, horizon);
        return;
    }
    if (cross(velocity, field.push) == 0) {
        buildStraight(velocity / speed, speed, horizon);
        return;
    }
    straight_ = false;
    buildCurved(horizon);
}

SlopePath SlopePath::along(Vec2 start, Vec2 direction, double speed, SlopeField field,
                           double horizon) {
    GOLF_ASSERT(horizon > 0 && std::isfinite(horizon) && speed >= 0);
    GOLF_ASSERT(finiteState(start, direction * speed, field));
    SlopePath path;
    path.start_ = start;
    path.velocity_ = direction * speed;
    path.field_ = field;
    path.buildStraight(direction, speed, horizon);
    return path;
}

void SlopePath::buildStraight(Vec2 direction, double speed, double horizon) {
    direction_ = direction;
    speed_ = speed;
    accel_ = dot(field_.push, direction) - field_.decel;
    const double stopAt = accel_ < 0 ? speed / -accel_ : infinity;
    stops_ = stopAt <= horizon;
    end_ = stops_ ? stopAt : horizon;
    Step& added = steps_.emplace_back(); // built in place (about 1.7 kB: no copy)
    straightStepInto(added.series, start_, direction, speed, accel_, end_);
    GOLF_ASSERT(std::isfinite(end_) && std::isfinite(accel_));
}

void SlopePath::buildCurved(double horizon) {
    Vec2 p = start_;
    Vec2 v = velocity_;
    double t = 0;
    const double push = length(field_.push);
    // Only a floor that holds the ball (a >= |g|) brings a curved path to rest. Where the
    // slope beats the floor (and with a = 0), the speed along the turn, s = C (1 + sin th)^k /
    // cos(th)^(k + 1) with th the angle of the velocity from across the slope and k = a / |g|
    // < 1, stays above zero: the ball turns at the top at its sideways speed. It ends in the
    // straight stop only when that speed is at most restSpeed (as good as at rest; issue 29: a
    // throw straight uphill to within sqrt(2e-12 |g|) ended in the stop and lost its sideways
    // speed). Otherwise it ends at the horizon or maxSteps like any other.
    const bool floorHolds = field_.decel >= push;
    steps_.reserve(16);
    while (t < horizon && steps_.size() < maxSteps) {
        const double speed = length(v);
        const Vec2 u = v / speed;
        const double along = dot(field_.push, u) - field_.decel;
        const bool turnsAtRest = std::abs(cross(v, field_.push)) <= restSpeed * push;
        const bool slowing = along < 0 && field_.decel > 0 && (floorHolds || turnsAtRest);
        if (slowing && (speed * speed / (2 * -along) < straightFinishDistance ||
                        steps_.size() + 1 >= maxSteps)) {
            const double stopAt = speed / -along;
            const double length = std::min(stopAt, horizon - t);
            Step& added = steps_.emplace_back();
            added.start = t;
            straightStepInto(added.series, p, u, speed, along, length);
            stops_ = stopAt <= horizon - t;
            end_ = t + length;
            return;
        }
        // The step built in place (about 1.7 kB: no copy), its terms up to slopeOrder, which
        // taylorStepInto writes, not zeroed first.
        Step& added = steps_.emplace_back(SeriesAboveOrder{});
        added.start = t;
        TaylorStep& step = added.series;
        // With where it ends, step.position(length) and step.velocity(length), from the
        // step's own vectors (flat floor goes on from the closed form below instead).
        TaylorStepEnd stepEnd;
        taylorStepWithEnd(step, p, v, field_, horizon - t, stepEnd);
        // The speed never reaches zero inside a step whose length respects the series'
        // radius of convergence; should the truncated series say otherwise, stop there.
        // False where speed(t) > 0 on the whole step by the bound speed(0) - sum |c_k| h^k > 0
        // (most steps): no root search.
        const StepReaches reach = stepReaches(step, step.length);
        const auto zero = !(step.speed.c[0] - reach.speed > 0)
                              ? firstRoot(step.speed, 0, step.length, slopeOrder)
                              : std::nullopt;
        if (zero && *zero > 0) {
            step.length = *zero;
            step.keepReach();
            stops_ = true;
            end_ = t + *zero;
            return;
        }
        // keepReach's box, from the same sums.
        step.keptReach = {reach.x, reach.y};
        step.keptLength = step.length;
        const double length = step.length;
        if (!(t + length > t)) {
            // A step too short to advance the time (a turn at a speed near zero, where the
            // radius of convergence is about |v| / |g|): the caller goes on from here.
            break;
        }
        t += length;
        if (field_.decel == 0) {
            // dv/dt = g exactly: the next step starts on the closed-form parabola, so no
            // rounding accumulates over the steps.
            p = start_ + velocity_ * t + field_.push * (t * t / 2);
            v = velocity_ + field_.push * t;
        } else {
            p = stepEnd.position;
            v = stepEnd.velocity;
        }
        GOLF_ASSERT(std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(v.x) &&
                    std::isfinite(v.y));
        if (v.x == 0 && v.y == 0) {
            stops_ = true;
            end_ = t;
            return;
        }
    }
    end_ = t < horizon ? t : horizon;
}

const SlopePath::Step& SlopePath::stepAt(double t) const {
    const auto it = std::upper_bound(steps_.begin(), steps_.end(), t,
                                     [](double value, const Step& s) { return value < s.start; });
    return it == steps_.begin() ? steps_.front() : *(it - 1);
}

Vec2 SlopePath::position(double t) const {
    if (steps_.empty()) {
        return start_;
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        if (stops_ && t >= end_) {
            return start_ + direction_ * (speed_ * speed_ / (2 * -accel_));
        }
        return start_ + direction_ * (speed_ * t + accel_ * t * t / 2);
    }
    const Step& step = stepAt(t);
    return step.series.position(t - step.start);
}

Vec2 SlopePath::velocity(double t) const {
    if (steps_.empty() || (stops_ && t >= end_)) {
        return {};
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        return direction_ * (speed_ + accel_ * t);
    }
    const Step& step = stepAt(t);
    return step.series.velocity(t - step.start);
}

void SlopePath::state(double t, Vec2& position, Vec2& velocity) const {
    if (steps_.empty() || !(t >= 0 && t <= end_) || straight_) {
        position = this->position(t);
        velocity = this->velocity(t);
        return;
    }
    // A curved piece inside [0, end]: position's and velocity's clamps change nothing, and
    // velocity is zero at the end of a piece that stops.
    const Step& step = stepAt(t);
    position = step.series.position(t - step.start);
    velocity = stops_ && t >= end_ ? Vec2{} : step.series.velocity(t - step.start);
}

double SlopePath::distance(double t) const {
    if (steps_.empty()) {
        return 0;
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        if (stops_ && t >= end_) {
            return speed_ * speed_ / (2 * -accel_);
        }
        return speed_ * t + accel_ * t * t / 2;
    }
    double total = 0;
    for (const Step& step : steps_) {
        if (step.start >= t) {
            break;
        }
        const double tau = std::min(t - step.start, step.series.length);
        // The speed's antiderivative at tau (Horner).
        const SeriesPolynomial& s = step.series.speed;
        double value = 0;
        for (std::size_t i = s.c.size(); i-- > 0;) {
            value = (value + s.c[i] / static_cast<double>(i + 1)) * tau;
        }
        total += value;
    }
    return total;
}

std::optional<double> SlopePath::firstTimeOnLine(Vec2 normal, double offset, double from) const {
    for (const Step& step : steps_) {
        const double stepEnd = step.start + step.series.length;
        if (stepEnd < from) {
            continue;
        }
        SeriesPolynomial f;
        for (std::size_t i = 0; i < f.c.size(); ++i) {
            f.c[i] = normal.x * step.series.x.c[i] + normal.y * step.series.y.c[i];
        }
        f.c[0] -= offset;
        const double lo = std::max(0.0, from - step.start);
        if (const auto root = firstRoot(f, lo, step.series.length)) {
            return step.start + *root;
        }
    }
    return std::nullopt;
}

std::optional<double> SlopePath::firstTimeWithin(Vec2 centre, double radius, double from) const {
    for (const Step& step : steps_) {
        const double stepEnd = step.start + step.series.length;
        if (stepEnd < from) {
            continue;
        }
        const SeriesPolynomial f = squaredGap(step.series.x, step.series.y, centre, radius);
        const double lo = std::max(0.0, from - step.start);
        if (const auto root = firstRoot(f, lo, step.series.length)) {
            return step.start + *root;
        }
    }
    return std::nullopt;
}

SlopePath::Box SlopePath::bounds(double from) const {
    const Vec2 at = position(from);
    Box box{at, at};
    for (const Step& step : steps_) {
        const double h = step.series.length;
        if (step.start + h < from) {
            continue;
        }
        // How far x and y can go from c_0: the step's kept box (TaylorStep::reach).
        const Vec2 reach = step.series.reach(h);
        for (const bool isX : {true, false}) {
            const SeriesPolynomial& p = isX ? step.series.x : step.series.y;
            const double r = isX ? reach.x : reach.y;
            double& low = isX ? box.min.x : box.min.y;
            double& high = isX ? box.max.x : box.max.y;
            low = std::min(low, p.c[0] - r);
            high = std::max(high, p.c[0] + r);
        }
    }
    return box;
}

} // namespace golf
