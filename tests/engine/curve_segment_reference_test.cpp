// Property test of curveSegmentContact (issue 27): it rejects a step by the step's kept box
// before it builds the face's polynomial, and derives that polynomial only when a root or a
// touch asks. The reference below is the search it replaced: the polynomial of every step, its
// own reach test, and f' and f'' always. On random curved pieces (a crawl to 100 tiles/s, on
// slopes with and without a floor that holds the ball) against faces laid across, along and
// near their paths, both must give the same contact to the bit.

#include "curve_contact.hpp"
#include "slope_path.hpp"
#include "sweep.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <gtest/gtest.h>
#include <optional>
#include <random>

namespace golf {
namespace {

bool referenceFalling(const SeriesPolynomial& d1, const SeriesPolynomial& d2, double t) {
    const double slope = d1(t);
    return slope < 0 || (slope == 0 && d2(t) < 0);
}

double referenceRise(const SeriesPolynomial& f, double tau) {
    double value = 0;
    for (std::size_t i = f.c.size() - 1; i >= 1; --i) {
        value = (value + f.c[i]) * tau;
    }
    return value;
}

/// The search before issue 27's box test: curveSegmentContact as it was.
std::optional<double> referenceSegmentContact(const SlopePath& path, double from, double to,
                                              double radius, const Segment& segment) {
    const Vec2 n = segment.normal;
    const double offset = dot(n, segment.start) + radius;
    const double end = std::min(to, path.end());
    for (std::size_t i = 0; i < path.stepCount(); ++i) {
        const double start = path.stepStart(i);
        const TaylorStep& step = path.step(i);
        const double stepEnd = std::min(start + step.length, path.end());
        if (stepEnd < from) {
            continue;
        }
        if (start > end) {
            break;
        }
        const double lo = std::max(0.0, from - start);
        const double hi = std::min(stepEnd, end) - start;
        if (!(lo <= hi)) {
            continue;
        }
        const double length = stepEnd - start;
        SeriesPolynomial f;
        for (std::size_t k = 0; k < f.c.size(); ++k) {
            f.c[k] = n.x * step.x.c[k] + n.y * step.y.c[k];
        }
        f.c[0] -= offset;
        const double reach = reachOver(f, length, slopeOrder);
        if (f.c[0] - reach > 0 || f.c[0] + reach < -contactSlop) {
            continue;
        }
        const auto onFace = [&](double t) {
            const double along = dot(step.position(t) - segment.start, segment.tangent);
            return along >= 0 && along <= segment.length;
        };
        const SeriesPolynomial d1 = f.derivative();
        const SeriesPolynomial d2 = d1.derivative();
        std::optional<double> found;
        if (lo == 0) {
            const double atStart = f(0);
            const double probe = std::min(length, 1e-9);
            const bool movesIn =
                probe > 0 ? referenceRise(f, probe) < 0 : referenceFalling(d1, d2, 0);
            const bool touching = atStart <= 0 && atStart >= -contactSlop;
            if (touching && movesIn && onFace(0.0)) {
                found = 0.0;
            }
            if (!found && touching) {
                for (const double turn : allRoots(d1, 0, length)) {
                    if (turn <= 0) {
                        continue;
                    }
                    if (turn <= hi && d2(turn) < 0 && f(turn) <= 0 && onFace(turn)) {
                        found = turn;
                    }
                    break;
                }
            }
        }
        if (!found) {
            for (const double t : allRoots(f, 0, length)) {
                if (t > hi) {
                    break;
                }
                if (t >= lo && t > 0 && referenceFalling(d1, d2, t) && onFace(t)) {
                    found = t;
                    break;
                }
            }
        }
        if (found) {
            return start + *found;
        }
    }
    return std::nullopt;
}

Segment segmentFrom(Vec2 a, Vec2 b) {
    Segment s;
    s.start = a;
    s.end = b;
    s.length = length(b - a);
    s.tangent = (b - a) / s.length;
    s.normal = {-s.tangent.y, s.tangent.x};
    return s;
}

TEST(CurveSegmentReference, SameContactAsTheWholeSearch) {
    std::mt19937_64 rng(27);
    std::uniform_real_distribution<double> unit(0, 1);
    int contacts = 0;
    int cases = 0;
    for (int n = 0; n < 400; ++n) {
        const double speed = std::pow(10.0, -2 + 4 * unit(rng));
        const double angle = 2 * 3.141592653589793 * unit(rng);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        const double pushAngle = 2 * 3.141592653589793 * unit(rng);
        const double g = 0.5 + 3 * unit(rng);
        const SlopeField field{{g * std::cos(pushAngle), g * std::sin(pushAngle)},
                               unit(rng) < 0.5 ? 0.3 * g : 2 * g};
        const Vec2 start{50 + 10 * unit(rng), 50 + 10 * unit(rng)};
        const SlopePath path(start, velocity, field, 0.05 + 2 * unit(rng));
        if (path.end() == 0) {
            continue;
        }
        for (int m = 0; m < 12; ++m) {
            // A face through a point of the path (a time on it, a small offset), at any angle,
            // or one parallel to an axis: contacts, grazes and near misses of the box test.
            const double at = path.end() * unit(rng);
            const Vec2 p = path.position(at);
            const double faceAngle =
                m % 3 == 0 ? 3.141592653589793 / 2 * (m % 4) : 2 * 3.141592653589793 * unit(rng);
            const Vec2 t{std::cos(faceAngle), std::sin(faceAngle)};
            const Vec2 nrm{-t.y, t.x};
            const double shift = (unit(rng) - 0.5) * std::pow(10.0, -12 + 12 * unit(rng));
            const double radius = m % 2 == 0 ? 0.1 : 0.0;
            const Vec2 centre = p + nrm * (shift - radius);
            const double half = 0.01 + 3 * unit(rng);
            const Segment face = segmentFrom(centre - t * half, centre + t * half);
            const double from = unit(rng) < 0.5 ? 0.0 : path.end() * unit(rng);
            const double to = unit(rng) < 0.5 ? path.end() : from + (path.end() - from) * unit(rng);
            const auto expected = referenceSegmentContact(path, from, to, radius, face);
            const auto actual = curveSegmentContact(path, from, to, radius, face);
            ASSERT_EQ(actual.has_value(), expected.has_value()) << "case " << n << " " << m;
            ++cases;
            if (expected) {
                EXPECT_EQ(*actual, *expected) << "case " << n << " " << m;
                ++contacts;
            }
        }
    }
    EXPECT_GT(cases, 4000);
    EXPECT_GT(contacts, 500); // the faces are laid across the paths
}

} // namespace
} // namespace golf
