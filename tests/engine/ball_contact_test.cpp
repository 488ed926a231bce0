#include "ball_contact.hpp"
#include "motion.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

/// Reference: the first time on a fine grid at which the centres are within `distance`,
/// refined by bisection. Slow but independent of the polynomial machinery.
std::optional<double> bruteForceContact(const BallMotion& a, const BallMotion& b, double distance,
                                        double maxTime) {
    const auto gap = [&](double t) {
        return length(positionAfter(a.position, a.velocity, a.decel, t) -
                      positionAfter(b.position, b.velocity, b.decel, t)) -
               distance;
    };
    const int steps = 30000;
    for (int i = 1; i <= steps; ++i) {
        const double t = maxTime * i / steps;
        if (gap(t) <= 0) {
            double lo = maxTime * (i - 1) / steps;
            double hi = t;
            for (int k = 0; k < 100; ++k) {
                const double mid = (lo + hi) / 2;
                (gap(mid) > 0 ? lo : hi) = mid;
            }
            return hi;
        }
    }
    return std::nullopt;
}

TEST(BallContact, HeadOnWithoutDeceleration) {
    // Closing speed 5, gap 3 - 0.4: contact after 0.52 s.
    const auto t = firstBallContact({{0, 0}, {3, 0}}, {{3, 0}, {-2, 0}}, 0.4, 1);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 2.6 / 5, 1e-15);
}

TEST(BallContact, ChasingABallThatStopsFirst) {
    // b: speed 1, decel 2: stops after 0.5 s at x = 3.25. a: speed 4 from x = 0 reaches
    // x = 3.25 - 0.4 = 2.85 when 4t - t^2 = 2.85: t = 2 - sqrt(4 - 2.85).
    const auto t = firstBallContact({{0, 0}, {4, 0}, 0, 2}, {{3, 0}, {1, 0}, 0, 2}, 0.4, 2);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 2 - std::sqrt(1.15), 1e-14);
}

TEST(BallContact, MissesAndSeparatingTouches) {
    EXPECT_FALSE(firstBallContact({{0, 0}, {3, 0}}, {{3, 1}, {0, 0}}, 0.4, 5));    // passes by
    EXPECT_FALSE(firstBallContact({{0, 0}, {-1, 0}}, {{0.4, 0}, {0, 0}}, 0.4, 5)); // leaving
    const auto now = firstBallContact({{0, 0}, {1, 0}}, {{0.4, 0}, {0, 0}}, 0.4, 5);
    ASSERT_TRUE(now); // touching and pushing: contact at once
    EXPECT_EQ(*now, 0);
}

TEST(BallContact, ChasingABallOnSandFromIce) {
    // a on ice: speed 4, decel 0.5 from x = 0; b on sand: speed 1, decel 10 from x = 1, stops
    // after 0.1 s at x = 1 + 0.1 - 0.05 = 1.05. a reaches x = 1.05 - 0.4 = 0.65 when
    // 4t - t^2/4 = 0.65: t = 8 - sqrt(64 - 2.6) = 0.163 (the smaller root), after b stopped.
    const auto t = firstBallContact({{0, 0}, {4, 0}, 0, 0.5}, {{1, 0}, {1, 0}, 0, 10}, 0.4, 2);
    ASSERT_TRUE(t);
    EXPECT_NEAR(*t, 8 - std::sqrt(61.4), 1e-14);
}

TEST(BallContact, AgreesWithABruteForceReferenceWhenBothDecelerate) {
    std::mt19937_64 rng(5);
    std::uniform_real_distribution<double> pos(0, 3);
    std::uniform_real_distribution<double> vel(-6, 6);
    int contacts = 0;
    for (int n = 0; n < 200; ++n) {
        const Vec2 pa{pos(rng), pos(rng)};
        const Vec2 pb{pos(rng) + 1, pos(rng)};
        // a is aimed roughly at b so that about half the cases touch.
        const Vec2 aim = (pb - pa) / length(pb - pa) * std::abs(vel(rng));
        // Each ball on its own floor: grass (3), sand (9), ice (0.6) or none (0).
        const double floors[] = {3, 9, 0.6, 0};
        const BallMotion a{pa, {aim.x + vel(rng) / 3, aim.y + vel(rng) / 3}, 0, floors[n % 4]};
        const BallMotion b{pb, {vel(rng), vel(rng)}, 0, floors[(n / 4) % 4]};
        if (length(a.position - b.position) <= 0.4) {
            continue;
        }
        const auto fast = firstBallContact(a, b, 0.4, 1.5);
        const auto slow = bruteForceContact(a, b, 0.4, 1.5);
        ASSERT_EQ(fast.has_value(), slow.has_value()) << "case " << n;
        if (fast) {
            ++contacts;
            EXPECT_NEAR(*fast, *slow, 1e-12) << "case " << n;
        }
    }
    EXPECT_GT(contacts, 30);
}

} // namespace
} // namespace golf
