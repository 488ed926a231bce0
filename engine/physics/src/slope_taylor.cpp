#include "slope_taylor.hpp"

#include "golf/core/assert.hpp"
#include "motion.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace golf {

namespace {

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

/// The largest power of two at most (ratio)^(1/k), from the exponent alone: exact, with no
/// library function whose last bit could differ between C libraries. Precondition: ratio > 0
/// and finite, k > 0.
double rootAsPowerOfTwo(double ratio, int k) {
    int exponent = 0;
    (void)std::frexp(ratio, &exponent); // ratio = m 2^exponent, m in [0.5, 1): log2 >= e - 1
    const int e = exponent - 1;
    const int floorDiv = e >= 0 ? e / k : -((-e + k - 1) / k);
    return std::ldexp(1.0, floorDiv);
}

/// The longest step, at most `h`, over which the terms of orders `last` - 1 and `last` of the
/// series a (and b) stay below `tolerance`: |c_k| step^k <= tolerance, the step rounded down
/// to a power of two (so the same start state gives the same steps with every C library).
double lastTermsBound(const SeriesPolynomial& a, const SeriesPolynomial& b, int last,
                      double tolerance, double h) {
    for (const int k : {last - 1, last}) {
        const auto i = static_cast<std::size_t>(k);
        const double size = std::max(std::abs(a.c[i]), std::abs(b.c[i]));
        const double ratio = tolerance / size;
        if (size > 0 && std::isfinite(ratio) && ratio > 0) {
            h = std::min(h, rootAsPowerOfTwo(ratio, k));
        }
    }
    return h;
}

/// The step length: Jorba and Zou's rule on the velocity (its terms of order N-1 and N below
/// `tolerance` over the step), then two bounds that keep the step within the radius of
/// convergence of |v| and v/|v|, about the distance to the complex times where |v| = 0. The
/// velocity's rule alone keeps it there while the floor's deceleration a is not tiny (its
/// terms beyond the first are a times the direction's); with a = 0 the velocity is exactly
/// v0 + g t, the rule allows any step, and a step beyond the radius read the diverging speed
/// series as a stop (issue 29). Neither bound binds where a is above about 1e-6 |g| (none of
/// 70,000 steps of the slope and property tests, nor random fields with a = 1e-8 |g| and
/// up), so no outcome there changes.
double stepLength(const TaylorStep& s, const SeriesPolynomial& ux, const SeriesPolynomial& uy,
                  double tolerance, double maxLength) {
    double h = lastTermsBound(s.vx, s.vy, slopeOrder, tolerance, maxLength);
    h = lastTermsBound(s.speed, s.speed, slopeOrder, speedTolerance * tolerance, h);
    return lastTermsBound(ux, uy, slopeOrder - 1, directionTolerance, h);
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
    return std::min(h, rootAsPowerOfTwo(climbing / (2 * (push + field.decel)), 1));
}

} // namespace

TaylorStep taylorStep(Vec2 p, Vec2 v, SlopeField field, double maxLength) {
    GOLF_ASSERT(v.x != 0 || v.y != 0);
    GOLF_ASSERT(maxLength > 0);
    TaylorStep s;
    // u = v / |v|, the unit direction of motion, and q = |v|^2 as series alongside.
    SeriesPolynomial ux;
    SeriesPolynomial uy;
    s.x.c[0] = p.x;
    s.y.c[0] = p.y;
    s.vx.c[0] = v.x;
    s.vy.c[0] = v.y;
    const double s0 = length(v);
    s.speed.c[0] = s0;
    for (std::size_t k = 0; k < static_cast<std::size_t>(slopeOrder); ++k) {
        if (k > 0) {
            double q = 0; // coefficient k of vx^2 + vy^2
            for (std::size_t j = 0; j <= k; ++j) {
                q += s.vx.c[j] * s.vx.c[k - j] + s.vy.c[j] * s.vy.c[k - j];
            }
            double cross = 0; // coefficient k of speed^2 without the two terms holding speed_k
            for (std::size_t j = 1; j < k; ++j) {
                cross += s.speed.c[j] * s.speed.c[k - j];
            }
            s.speed.c[k] = (q - cross) / (2 * s0);
        }
        double sx = 0; // coefficient k of speed * u without the term speed_0 u_k
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
    // The speed's last coefficient, for the stop test of the whole step.
    {
        const std::size_t k = static_cast<std::size_t>(slopeOrder);
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
    const double scale = s0 + length(field.push) + field.decel;
    s.length = approachBound(v, field, stepLength(s, ux, uy, stepTolerance * scale, maxLength));
    return s;
}

} // namespace golf
