#include "ball_contact.hpp"

#include "golf/core/polynomial.hpp"
#include "motion.hpp"

#include <algorithm>
#include <array>

namespace golf {

namespace {

/// Coefficients, in tau = t - t0, of |D(tau)|^2 - R^2 where D = D0 + D1 tau + D2 tau^2 is the
/// difference of the two positions while neither ball stops.
Polynomial gapPolynomial(const BallMotion& a, const BallMotion& b, double radiusSum, double t0) {
    const auto state = [&](const BallMotion& m) {
        const Vec2 p = m.at(t0);
        const Vec2 v = m.velocityAt(t0);
        const double speed = length(v);
        const Vec2 accel = speed > 0 ? v / speed * -m.decel : Vec2{};
        return std::array<Vec2, 3>{p, v, accel / 2};
    };
    const auto sa = state(a);
    const auto sb = state(b);
    const Vec2 d0 = sa[0] - sb[0];
    const Vec2 d1 = sa[1] - sb[1];
    const Vec2 d2 = sa[2] - sb[2];
    return {{dot(d0, d0) - radiusSum * radiusSum, 2 * dot(d0, d1), dot(d1, d1) + 2 * dot(d0, d2),
             2 * dot(d1, d2), dot(d2, d2)}};
}

/// On [t0, t1], split at the turning points of the gap (roots of `slope`, in t - t0): the
/// first monotonic piece on which the gap falls to zero or below gives the contact, or the
/// start of a piece on which touching balls close in.
template <typename Gap>
std::optional<double> firstDownwardCrossing(Gap gap, const Polynomial& slope, double t0,
                                            double t1) {
    std::array<double, 5> points{t0};
    std::size_t count = 1;
    for (const double tau : polynomialRoots(slope, 0, t1 - t0)) {
        const double t = t0 + tau;
        if (t > points[count - 1] && t < t1) {
            points[count++] = t;
        }
    }
    points[count++] = t1;
    for (std::size_t i = 0; i + 1 < count; ++i) {
        const double lo = points[i];
        const double hi = points[i + 1];
        const double gLo = gap(lo);
        const double gHi = gap(hi);
        if (!(gHi < gLo) || gHi > 0) {
            continue;
        }
        return gLo <= 0 ? lo : bisectSignChange(gap, lo, hi);
    }
    return std::nullopt;
}

/// BallMotion::at's closed form with the ball's speed, direction and stop time kept: at(t) gives
/// the bits of m.at(t) (positionAfter's operations, in its order).
struct ContactRoll {
    Vec2 position;
    Vec2 dir;
    double speed = 0;
    double decel = 0;
    double elapsed = 0;
    double stop = 0;

    explicit ContactRoll(const BallMotion& m)
        : position(m.position), speed(length(m.velocity)), decel(m.decel), elapsed(m.elapsed) {
        if (speed != 0) {
            dir = m.velocity / speed;
            stop = stopTime(speed, decel);
        }
    }
    [[nodiscard]] Vec2 at(double t) const {
        if (speed == 0) {
            return position;
        }
        return position + dir * distanceAfter(speed, decel, elapsed + t, stop);
    }
};

} // namespace

Vec2 BallMotion::at(double t) const {
    return positionAfter(position, velocity, decel, elapsed + t);
}

Vec2 BallMotion::velocityAt(double t) const {
    return velocityAfter(velocity, decel, elapsed + t);
}

std::optional<double> firstBallContact(const BallMotion& a, const BallMotion& b,
                                       double contactDistance, double maxTime) {
    // Most pairs are far apart: if even rolling straight at each other for the whole interval
    // cannot close the gap, skip the quartic. (The 1e-9 keeps the test conservative.)
    const auto reach = [&](const BallMotion& m) {
        const double speed = length(m.velocity);
        return distanceAfter(speed, m.decel, m.elapsed + maxTime) -
               distanceAfter(speed, m.decel, m.elapsed);
    };
    if (length(a.at(0) - b.at(0)) - reach(a) - reach(b) > contactDistance + 1e-9) {
        return std::nullopt;
    }
    // The gap is evaluated from the positions themselves, which is more accurate than the
    // expanded polynomial; the polynomial only supplies the turning points.
    // (BallMotion::at with each ball's speed, direction and stop time worked out once, not at
    // each of the bisection's evaluations: the same operations on the same values, so the same
    // bits.)
    const ContactRoll rollA(a);
    const ContactRoll rollB(b);
    const auto gap = [&](double t) {
        const Vec2 d = rollA.at(t) - rollB.at(t);
        return dot(d, d) - contactDistance * contactDistance;
    };
    // Phases end where a ball stops: within one, both positions are quadratics in time.
    std::array<double, 4> phases{0.0, maxTime, maxTime, maxTime};
    std::size_t phaseEnds = 1;
    for (const double stop : {stopTime(length(a.velocity), a.decel) - a.elapsed,
                              stopTime(length(b.velocity), b.decel) - b.elapsed}) {
        if (stop > 0 && stop < maxTime) {
            phases[phaseEnds++] = stop;
        }
    }
    std::sort(phases.begin(), phases.begin() + static_cast<std::ptrdiff_t>(phaseEnds + 1));
    for (std::size_t k = 0; k < phaseEnds; ++k) {
        const double t0 = phases[k];
        const double t1 = phases[k + 1];
        if (!(t1 > t0)) {
            continue;
        }
        const Polynomial slope = gapPolynomial(a, b, contactDistance, t0).derivative();
        if (const auto t = firstDownwardCrossing(gap, slope, t0, t1)) {
            return t;
        }
    }
    return std::nullopt;
}

} // namespace golf
