#include "ball_contact.hpp"

#include "motion.hpp"
#include "polynomial.hpp"

#include <algorithm>
#include <array>

namespace golf {

namespace {

/// Coefficients, in tau = t - t0, of |D(tau)|^2 - R^2 where D = D0 + D1 tau + D2 tau^2 is the
/// difference of the two positions while neither ball stops.
std::vector<double> gapPolynomial(const BallMotion& a, const BallMotion& b, double decel,
                                  double radiusSum, double t0) {
    const auto state = [&](const BallMotion& m) {
        const Vec2 p = positionAfter(m.position, m.velocity, decel, t0);
        const Vec2 v = velocityAfter(m.velocity, decel, t0);
        const double speed = length(v);
        const Vec2 accel = speed > 0 ? v / speed * -decel : Vec2{};
        return std::array<Vec2, 3>{p, v, accel / 2};
    };
    const auto sa = state(a);
    const auto sb = state(b);
    const Vec2 d0 = sa[0] - sb[0];
    const Vec2 d1 = sa[1] - sb[1];
    const Vec2 d2 = sa[2] - sb[2];
    return {dot(d0, d0) - radiusSum * radiusSum, 2 * dot(d0, d1), dot(d1, d1) + 2 * dot(d0, d2),
            2 * dot(d1, d2), dot(d2, d2)};
}

} // namespace

std::optional<double> firstBallContact(const BallMotion& a, const BallMotion& b, double decel,
                                       double contactDistance, double maxTime) {
    // The gap is evaluated from the positions themselves, which is more accurate than the
    // expanded polynomial; the polynomial only supplies the turning points.
    const auto gap = [&](double t) {
        const Vec2 d = positionAfter(a.position, a.velocity, decel, t) -
                       positionAfter(b.position, b.velocity, decel, t);
        return dot(d, d) - contactDistance * contactDistance;
    };
    std::vector<double> phases{0.0, maxTime};
    for (const double stop :
         {stopTime(length(a.velocity), decel), stopTime(length(b.velocity), decel)}) {
        if (stop > 0 && stop < maxTime) {
            phases.push_back(stop);
        }
    }
    std::sort(phases.begin(), phases.end());
    for (std::size_t k = 0; k + 1 < phases.size(); ++k) {
        const double t0 = phases[k];
        const double t1 = phases[k + 1];
        if (!(t1 > t0)) {
            continue;
        }
        std::vector<double> points{t0};
        const auto poly = gapPolynomial(a, b, decel, contactDistance, t0);
        const std::vector<double> slope{poly[1], 2 * poly[2], 3 * poly[3], 4 * poly[4]};
        for (const double tau : polynomialRoots(slope, 0, t1 - t0)) {
            const double t = t0 + tau;
            if (t > points.back() && t < t1) {
                points.push_back(t);
            }
        }
        points.push_back(t1);
        // On each monotonic piece: a downward crossing, or a touching pair closing in.
        for (std::size_t i = 0; i + 1 < points.size(); ++i) {
            const double lo = points[i];
            const double hi = points[i + 1];
            const double gLo = gap(lo);
            const double gHi = gap(hi);
            if (!(gHi < gLo) || gHi > 0) {
                continue;
            }
            if (gLo <= 0) {
                return lo;
            }
            return bisectSignChange(gap, lo, hi);
        }
    }
    return std::nullopt;
}

} // namespace golf
