// Tests of ApproachBound::curvedBound (issue 27) found wanting by a mutation pass (helper
// mutant42): a curved stretch's bound that is too high lets a bounded trial call its least
// approach exact when a skipped tick came nearer, and so changes a rating, yet a drift
// A (T/2)^2 / 2 halved or a first half's least speed |v0| - A T/4 instead of |v0| - A T/2 left
// every earlier test passing (their stretches, played on levels, were never the worst case the
// proof allows). Here the paths are the worst cases themselves, in closed form: a ball whose
// acceleration has the level's largest size A all the way (|v'| <= A is all the proof assumes),
// a constant vector on each half of the stretch, so p(t) = p(s) + v(s) (t - s) + a (t - s)^2 / 2.
// The bound must not exceed the least approach score over the path, worked out by hand for two
// cases and sampled (a sample's least is at or above the true least) for random ones.

#include "approach_bound.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace mutant42ab {
namespace {

/// Grass and a slope of the default push: A = 3 + 4 = 7 tiles/s^2.
Level slopeLevel42(Vec2 cup, double captureSpeed, double cupRadius) {
    Level level = test::makeSurfaceLevel({"#####", "#.>.#", "#####"});
    level.cup = cup;
    level.physics.captureSpeed = captureSpeed;
    level.cupRadius = cupRadius;
    return level;
}

// A ball slowing straight along +x at A = 7 from x = 2.5 at 8 tiles/s for T = 0.4 s:
// x(t) = 2.5 + 8 t - 3.5 t^2, |v(t)| = 8 - 7 t, so it ends at x = 5.14 at 5.2 tiles/s. The cup
// (radius 0, capture speed 0: the score is the distance plus 0.15 |v|) lies on the path at
// t = 3T/8 = 0.15: x = 2.5 + 1.2 - 0.07875 = 3.62125. The score |x(t) - 3.62125| + 0.15 (8 - 7 t)
// falls while t < 0.15 (slope -|v| - 1.05) and rises after (slope |v| - 1.05 >= 4.15), so its
// least is 0.15 (8 - 1.05) = 1.0425 at t = 0.15. The bound's first half (the segment from 2.5
// to 2.5 + 8 T/2 = 4.1, which holds the cup: distance 0) has speeds of at least 8 - 7 T/2 = 6.6,
// so 0.15 * 6.6 = 0.99; its second half (from 5.14 - 5.2 T/2 = 4.1 on, 0.47875 from the cup,
// less the drift 7 * 0.2^2 / 2 = 0.14) is 0.33875 + 0.15 * 5.2 = 1.11875. The least of the two,
// 0.99, lies below 1.0425; with the first half's speed 8 - 7 T/4 = 7.3 it would be 1.095, above.
TEST(Mutant42ApproachBound, AStraightSlowingAtTheLargestAccelerationKeepsTheBoundBelowItsLeast) {
    const Level level = slopeLevel42({3.62125, 1.5}, 0.0, 0.0);
    const ApproachBound bounds(level);
    ASSERT_EQ(bounds.maxAcceleration(), 7.0);
    const StretchEnd from{{2.5, 1.5}, {8, 0}};
    const StretchEnd to{{5.14, 1.5}, {5.2, 0}};
    const double least = 1.0425;
    // The least, sampled on the closed form (never below the true least).
    double sampled = std::numeric_limits<double>::infinity();
    for (int i = 0; i <= 4000; ++i) {
        const double t = 0.4 * i / 4000;
        const Vec2 p{2.5 + 8 * t - 3.5 * t * t, 1.5};
        sampled = std::min(sampled, approachScore(level, p, 8 - 7 * t));
    }
    EXPECT_NEAR(sampled, least, 1e-12);
    const double bound = bounds.curvedBound(from, to, 0.4);
    EXPECT_LE(bound, least);
    EXPECT_NEAR(bound, 0.99, 1e-12); // the first half's, as worked out above
}

// A ball at 11.2 tiles/s along +x pushed along +y at A = 7 from (2.5, 1.5) for T = 0.4 s:
// p(t) = (2.5 + 11.2 t, 1.5 + 3.5 t^2), v(T) = (11.2, 2.8). At T/2 it is at (4.74, 1.64): the
// first half's straight line (along +x from (2.5, 1.5)) misses that point by the drift
// 7 * 0.2^2 / 2 = 0.14 exactly, the most the proof allows. With the cup there (radius 0, a
// capture speed above every speed: the score is the distance alone) the least score is 0, and
// so must be the bound. A drift taken at half its size leaves 0.07 of the first half, and of the
// second (its line from (6.98, 2.06) back along (11.2, 2.8) passes 0.14 * 4 / sqrt(17) = 0.1358
// from the cup) 0.0658: a bound above the least.
TEST(Mutant42ApproachBound, AFullDriftOffTheFirstHalfsLineIsReachedAtTheMiddle) {
    const Level level = slopeLevel42({4.74, 1.64}, 1000.0, 0.0);
    const ApproachBound bounds(level);
    ASSERT_EQ(bounds.maxAcceleration(), 7.0);
    const StretchEnd from{{2.5, 1.5}, {11.2, 0}};
    const StretchEnd to{{6.98, 2.06}, {11.2, 2.8}};
    EXPECT_LE(bounds.curvedBound(from, to, 0.4), 1e-12);
    // Mirrored (pushed along -y), and run backwards (the same path from its end): the same.
    const Level mirrored = slopeLevel42({4.74, 1.36}, 1000.0, 0.0);
    const ApproachBound mirroredBounds(mirrored);
    EXPECT_LE(mirroredBounds.curvedBound(from, {{6.98, 0.94}, {11.2, -2.8}}, 0.4), 1e-12);
    EXPECT_LE(bounds.curvedBound({{6.98, 2.06}, {-11.2, -2.8}}, {{2.5, 1.5}, {-11.2, 0}}, 0.4),
              1e-12);
}

/// A path of two halves of constant acceleration (size A each), sampled.
struct TwoHalves42 {
    Vec2 p0;
    Vec2 v0;
    Vec2 a0; ///< the first half's acceleration
    Vec2 a1; ///< the second half's
    double seconds = 0;

    [[nodiscard]] Vec2 position(double t) const {
        const double h = seconds / 2;
        if (t <= h) {
            return p0 + v0 * t + a0 * (t * t / 2);
        }
        const double s = t - h;
        return position(h) + velocity(h) * s + a1 * (s * s / 2);
    }
    [[nodiscard]] Vec2 velocity(double t) const {
        const double h = seconds / 2;
        return t <= h ? v0 + a0 * t : v0 + a0 * h + a1 * (t - h);
    }
};

/// A unit vector at `degrees`.
Vec2 unit42(double degrees) {
    const double r = degrees * std::acos(-1.0) / 180;
    return {std::cos(r), std::sin(r)};
}

// Random worst-case paths: each half's acceleration of size A against the velocity, across it
// either way, or along it; speeds from 0 to 12 tiles/s; stretches from one tick to a second;
// the cup on the path (or a little off it) at a random time, its radius 0 or 0.3, the capture
// speed 0, 4 or above every speed. The bound never exceeds the sampled least score (plus
// rounding), and on a share of the paths it comes within 0.02 of it (the bound is no empty
// promise).
TEST(Mutant42ApproachBound, RandomWorstCasePathsNeverScoreBelowTheBound) {
    std::mt19937_64 rng(4242);
    std::uniform_real_distribution<double> unit(0, 1);
    int tight = 0;
    const int cases = test::caseCount(3000);
    for (int n = 0; n < cases; ++n) {
        const double capture = std::array{0.0, 4.0, 1000.0}[n % 3];
        const double radius = (n / 3) % 2 == 0 ? 0.0 : 0.3;
        TwoHalves42 path;
        path.seconds = 1.0 / 120 + unit(rng);
        path.p0 = {2 + 3 * unit(rng), 1 + unit(rng)};
        path.v0 = unit42(360 * unit(rng)) * (12 * unit(rng));
        const double a = 7.0;
        const auto pick = [&](Vec2 v, int kind) {
            const Vec2 along = length(v) > 0 ? v / length(v) : unit42(360 * unit(rng));
            switch (kind) {
            case 0:
                return along * -a;
            case 1:
                return Vec2{-along.y, along.x} * a;
            case 2:
                return Vec2{along.y, -along.x} * a;
            case 3:
                return along * a;
            default:
                return unit42(360 * unit(rng)) * a;
            }
        };
        path.a0 = pick(path.v0, static_cast<int>(unit(rng) * 5));
        path.a1 = pick(path.velocity(path.seconds / 2), static_cast<int>(unit(rng) * 5));
        const double at = path.seconds * unit(rng);
        Vec2 cup = path.position(at);
        if (n % 4 == 3) {
            cup = cup + unit42(360 * unit(rng)) * (0.2 * unit(rng));
        }
        const Level level = slopeLevel42(cup, capture, radius);
        const ApproachBound bounds(level);
        ASSERT_EQ(bounds.maxAcceleration(), a);
        double least = std::numeric_limits<double>::infinity();
        for (int i = 0; i <= 2000; ++i) {
            const double t = path.seconds * i / 2000;
            least =
                std::min(least, approachScore(level, path.position(t), length(path.velocity(t))));
        }
        least = std::min(least, approachScore(level, path.position(at), length(path.velocity(at))));
        const StretchEnd from{path.p0, path.v0};
        const StretchEnd to{path.position(path.seconds), path.velocity(path.seconds)};
        const double bound = bounds.curvedBound(from, to, path.seconds);
        ASSERT_LE(bound, least + 1e-9) << "case " << n;
        tight += bound > least - 0.02 ? 1 : 0;
    }
    EXPECT_GT(tight, cases / 10) << tight;
}

} // namespace
} // namespace mutant42ab
} // namespace golf
