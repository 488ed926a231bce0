// Tests of motion on slopes (SPEC section 4, "Slopes"): the straight rolls against their
// closed forms (worked out by hand), curved rolls against 30-digit reference values made by
// scripts/slope_reference.py (mpmath odefun), the Taylor series' polynomials and their roots,
// and the rules for rest, walls and bounce series.

#include "slope_path.hpp"
#include "slope_polynomial.hpp"
#include "slope_rules.hpp"
#include "slope_taylor.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <vector>

namespace golf {
namespace {

// ---- polynomials -------------------------------------------------------------------------

TEST(SlopePolynomial, FirstRootOfAHighDegreeProduct) {
    // (t - 0.3)(t - 0.5)(t - 0.7) t^15 + ... : roots at 0.3, 0.5, 0.7 in (0.1, 1).
    SeriesPolynomial p;
    p.c[0] = 1;
    for (const double r : {0.3, 0.5, 0.7}) {
        SeriesPolynomial factor;
        factor.c[0] = -r;
        factor.c[1] = 1;
        p = multiply(p, factor);
    }
    SeriesPolynomial high;
    high.c[15] = 1;
    p = multiply(p, high);
    EXPECT_EQ(p.degree(), 18);
    ASSERT_TRUE(firstRoot(p, 0.1, 1).has_value());
    EXPECT_NEAR(*firstRoot(p, 0.1, 1), 0.3, 1e-15);
    EXPECT_NEAR(*firstRoot(p, 0.31, 1), 0.5, 1e-15);
    EXPECT_NEAR(*firstRoot(p, 0.51, 1), 0.7, 1e-15);
    EXPECT_FALSE(firstRoot(p, 0.71, 1).has_value());
    EXPECT_EQ(*firstRoot(high, 0, 1), 0.0); // a zero at the interval's start counts
}

TEST(SlopePolynomial, NoRootWhereTheSignStays) {
    SeriesPolynomial p; // 1 + t^2 + t^20 > 0
    p.c[0] = 1;
    p.c[2] = 1;
    p.c[20] = 1;
    EXPECT_FALSE(firstRoot(p, -3, 3).has_value());
    EXPECT_FALSE(firstRoot(SeriesPolynomial{}, 0, 1).has_value());
}

// ---- straight rolls: closed forms --------------------------------------------------------

TEST(SlopePath, UphillRollStopsAndComesBack) {
    // Push 4 to the right, deceleration 3, thrown left at 6: slows at 7, stops after 6/7 s,
    // 36/14 = 18/7 tiles to the left. From rest it rolls back right at 4 - 3 = 1 tile/s^2.
    const SlopeField field{{4, 0}, 3};
    const SlopePath up({20.5, 3.5}, {-6, 0}, field, 60);
    EXPECT_TRUE(up.straight());
    EXPECT_TRUE(up.stops());
    EXPECT_NEAR(up.end(), 6.0 / 7, 1e-12);
    const Vec2 top = up.position(up.end());
    EXPECT_NEAR(top.x, 20.5 - 18.0 / 7, 1e-12);
    EXPECT_EQ(top.y, 3.5);
    EXPECT_EQ(up.velocity(up.end()), (Vec2{0, 0}));
    EXPECT_NEAR(up.position(0.5).x, 20.5 - 6 * 0.5 + 7 * 0.25 / 2, 1e-12);
    EXPECT_NEAR(up.velocity(0.5).x, -6 + 7 * 0.5, 1e-12);
    EXPECT_TRUE(startsRolling(field));
    const SlopePath back(top, {0, 0}, field, 10);
    EXPECT_FALSE(back.stops());
    EXPECT_EQ(back.end(), 10.0);
    EXPECT_NEAR(back.position(2).x, top.x + 2.0, 1e-12); // 1 * 2^2 / 2
    EXPECT_NEAR(back.velocity(2).x, 2.0, 1e-12);
    EXPECT_EQ(back.position(2).y, 3.5);
}

TEST(SlopePath, UphillOnSandStaysAtTheTop) {
    // Deceleration 9 holds against a push of 4: the ball stops and never comes back.
    const SlopeField field{{0, -4}, 9};
    const SlopePath up({2.5, 1.5}, {0, 13}, field, 60);
    EXPECT_TRUE(up.stops());
    EXPECT_NEAR(up.end(), 1.0, 1e-12);
    EXPECT_NEAR(up.position(up.end()).y, 1.5 + 169.0 / 26, 1e-12);
    EXPECT_FALSE(startsRolling(field));
    const SlopePath rest(up.position(up.end()), {0, 0}, field, 60);
    EXPECT_TRUE(rest.stops());
    EXPECT_EQ(rest.end(), 0.0);
    EXPECT_EQ(rest.position(5), up.position(up.end()));
}

TEST(SlopePath, DownhillRollLeavesTheSlope) {
    // A '>' slope (push 4) on grass (3) up to x = 3, then flat grass: from x = 1.5 at 1 tile/s
    // it gains 1 tile/s^2, so it reaches x = 3 after 1 s at 2 tiles/s (v^2 = 1 + 2 * 1.5), then
    // grass stops it after 4 / 6 tiles, at x = 3 + 2/3, 2/3 s later.
    const SlopePath slope({1.5, 1.5}, {1, 0}, {{4, 0}, 3}, 60);
    const auto edge = slope.firstTimeOnLine({1, 0}, 3);
    ASSERT_TRUE(edge.has_value());
    EXPECT_NEAR(*edge, 1.0, 1e-12);
    EXPECT_NEAR(slope.position(*edge).x, 3.0, 1e-12);
    const Vec2 v = slope.velocity(*edge);
    EXPECT_NEAR(v.x, 2.0, 1e-12);
    const SlopePath flat({3, 1.5}, v, {{0, 0}, 3}, 60);
    EXPECT_TRUE(flat.stops());
    EXPECT_NEAR(flat.end(), 2.0 / 3, 1e-12);
    EXPECT_NEAR(flat.position(flat.end()).x, 3 + 2.0 / 3, 1e-12);
}

TEST(SlopePath, FlatFloorIsTheClosedFormOfTheWalls) {
    // On flat floor the path is s = v t - a t^2 / 2 to the bit, as motion.hpp computes it.
    const SlopePath flat({1.5, 1.5}, {3, 4}, {{0, 0}, 3}, 60);
    EXPECT_TRUE(flat.straight());
    EXPECT_EQ(flat.end(), 5.0 / 3);
    const double s = 5 * 0.7 - 3 * 0.7 * 0.7 / 2;
    EXPECT_EQ(flat.position(0.7), ((Vec2{1.5, 1.5}) + Vec2{0.6, 0.8} * s));
    EXPECT_EQ(flat.position(9), ((Vec2{1.5, 1.5}) + Vec2{0.6, 0.8} * (25.0 / 6)));
}

// ---- curved rolls: the 30-digit reference ------------------------------------------------

struct Sample {
    double t, x, y, vx, vy;
};

void expectMatches(const SlopePath& path, const std::vector<Sample>& samples) {
    for (const Sample& s : samples) {
        SCOPED_TRACE(s.t);
        const Vec2 p = path.position(s.t);
        const Vec2 v = path.velocity(s.t);
        EXPECT_NEAR(p.x, s.x, 1e-9);
        EXPECT_NEAR(p.y, s.y, 1e-9);
        EXPECT_NEAR(v.x, s.vx, 1e-9);
        EXPECT_NEAR(v.y, s.vy, 1e-9);
        // Much closer in fact; 1e-9 tiles is the SPEC's bound.
        EXPECT_LT(std::abs(p.x - s.x) + std::abs(p.y - s.y), 1e-12);
    }
}

TEST(SlopePath, AcrossADownSlopeMatchesTheReference) {
    const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
    EXPECT_FALSE(path.straight());
    EXPECT_FALSE(path.stops());
    expectMatches(path, {{0.25, 3.656588816066161804865058, 1.618544010577526586056853,
                          4.255516421467390289859248, 0.9218373803777985378096187},
                         {0.5, 4.630741618745770072593356, 1.947307612171147696465167,
                          3.546933438021658442440178, 1.681126105020745072847954},
                         {1.0, 6.0944014468027135068921, 3.080050500512732289218693,
                          2.37185558599927503060625, 2.76678678025028742490394},
                         {2.0, 7.727451721333928569022243, 6.552999141541259927964831,
                          1.090629570356762709372412, 4.081484215934637425861848}});
}

TEST(SlopePath, SandOnASlopeMatchesTheReferenceAndStops) {
    const SlopePath path({2.5, 5.5}, {6, -2}, {{0, 4}, 9}, 60);
    expectMatches(path, {{0.1, 3.05702524421247461268004, 5.333330366019376539436629,
                          5.137679533982169918486188, -1.342883198868990206039139},
                         {0.3, 3.908343256753162822171362, 5.180697364069610166373475,
                          3.366304295968752839932647, -0.2378118631136508547433125},
                         {0.45, 4.312168735355253540549579, 5.190441901058399347064687,
                          2.019908110936848847288743, 0.3172436690907710896158594}});
    // The deceleration beats the push: it stops, within the bounds v0 / (a + |g|) and
    // v0 / (a - |g|) of a straight roll, and lies still there.
    EXPECT_TRUE(path.stops());
    EXPECT_GT(path.end(), std::sqrt(40.0) / 13);
    EXPECT_LT(path.end(), std::sqrt(40.0) / 5);
    EXPECT_EQ(path.velocity(path.end() + 1), (Vec2{0, 0}));
    EXPECT_EQ(path.position(path.end() + 1), path.position(path.end()));
}

TEST(SlopePath, IceOnAnObliqueSlopeMatchesTheReference) {
    const SlopePath path({10.5, 10.5}, {-3, 1}, {{2.5 * std::sqrt(3.0) / 2, 1.25}, 0.6}, 3);
    expectMatches(path, {{0.5, 9.338288846756948047110695, 11.1245945742317779637784,
                          -1.656776031978054263403394, 1.48076881302322340491465},
                         {1.0, 8.825194329610056152027006, 11.96195363974908706836518,
                          -0.4221743692516463318039135, 1.852820092631162265299318},
                         {3.0, 11.94951351362033915816668, 17.0728057613361305850125,
                          3.379645834266656095532071, 3.327479781236666058531923}});
}

TEST(SlopePath, ThrownObliquelyUphillTurnsBackAsTheReference) {
    const SlopePath path({20.5, 3.5}, {-6, 1.5}, {{4, 0}, 3}, 2.5);
    expectMatches(path, {{0.5, 18.36032462641511726051113, 4.146686307190066260870186,
                          -2.569187261239613858564655, 1.05380051435103020970551},
                         {1.0, 17.86960800739133911643822, 4.471176490081130451536518,
                          0.2113643935680006369820593, 0.1053687849133330642945532},
                         {1.5, 18.10520065479662467936376, 4.481963874963922315071821,
                          0.721993553071542839759936, 0.003136914201360962645517178},
                         {2.5, 19.32719677887971984695485, 4.482897223432313444109019,
                          1.72199646695885282175705, 0.0002312128536271652868854995}});
}

TEST(SlopePath, TheHorizonDoesNotChangeTheBits) {
    // Every step is chosen from its own start: a shorter horizon only cuts the last step.
    const SlopeField field{{0, 4}, 3};
    const SlopePath longer({2.5, 1.5}, {5, 0}, field, 3);
    for (const double horizon : {0.7, 1.3, 2.0}) {
        const SlopePath shorter({2.5, 1.5}, {5, 0}, field, horizon);
        for (const double t : {0.1, 0.5, 0.69}) {
            EXPECT_EQ(shorter.position(t), longer.position(t)) << horizon << " " << t;
        }
    }
}

TEST(SlopePath, CrossingsAndContactsAreRootsOfTheSteps) {
    const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
    // The reference passes y = 3.080050500512732 at t = 1 (see above).
    const auto t = path.firstTimeOnLine({0, 1}, 3.080050500512732289218693);
    ASSERT_TRUE(t.has_value());
    EXPECT_NEAR(*t, 1.0, 1e-12);
    // Within 0.25 tiles of the point it passes at t = 0.5: first reached a little earlier.
    const Vec2 mid{4.630741618745770072593356, 1.947307612171147696465167};
    const auto near = path.firstTimeWithin(mid, 0.25);
    ASSERT_TRUE(near.has_value());
    EXPECT_LT(*near, 0.5);
    EXPECT_NEAR(length(path.position(*near) - mid), 0.25, 1e-12);
    EXPECT_FALSE(path.firstTimeWithin({0, 0}, 0.5).has_value());
    const SlopePath::Box box = path.bounds();
    EXPECT_LE(box.min.x, 2.5);
    EXPECT_GE(box.max.x, 7.727451721333928569022243);
    EXPECT_GE(box.max.y, 6.552999141541259927964831);
}

/// A slower reference: classical Runge-Kutta in long double with 1e-4 s steps.
struct slopePathReference {
    long double x, y, vx, vy;
};

slopePathReference rk4(Vec2 p, Vec2 v, SlopeField f, double until) {
    const auto deriv = [&](const slopePathReference& s) {
        const long double speed = std::sqrt(s.vx * s.vx + s.vy * s.vy);
        return slopePathReference{s.vx, s.vy, f.push.x - f.decel * s.vx / speed,
                                  f.push.y - f.decel * s.vy / speed};
    };
    const auto add = [](const slopePathReference& s, const slopePathReference& d, long double h) {
        return slopePathReference{s.x + d.x * h, s.y + d.y * h, s.vx + d.vx * h, s.vy + d.vy * h};
    };
    slopePathReference s{p.x, p.y, v.x, v.y};
    const int n = static_cast<int>(std::ceil(until / 1e-4));
    const long double h = static_cast<long double>(until) / n;
    for (int i = 0; i < n; ++i) {
        const slopePathReference k1 = deriv(s);
        const slopePathReference k2 = deriv(add(s, k1, h / 2));
        const slopePathReference k3 = deriv(add(s, k2, h / 2));
        const slopePathReference k4 = deriv(add(s, k3, h));
        s.x += h / 6 * (k1.x + 2 * k2.x + 2 * k3.x + k4.x);
        s.y += h / 6 * (k1.y + 2 * k2.y + 2 * k3.y + k4.y);
        s.vx += h / 6 * (k1.vx + 2 * k2.vx + 2 * k3.vx + k4.vx);
        s.vy += h / 6 * (k1.vy + 2 * k2.vy + 2 * k3.vy + k4.vy);
    }
    return s;
}

TEST(SlopePath, RandomSlopesAgreeWithARungeKuttaReference) {
    std::uint64_t state = 0x9E3779B97F4A7C15u;
    const auto uniform = [&](double lo, double hi) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        return lo + (hi - lo) * static_cast<double>(state >> 11) * 0x1p-53;
    };
    for (int i = 0; i < 40; ++i) {
        const double ga = uniform(0, 6.283);
        const double va = uniform(0, 6.283);
        const SlopeField field{Vec2{std::cos(ga), std::sin(ga)} * uniform(0.5, 6), uniform(0, 9)};
        const Vec2 v = Vec2{std::cos(va), std::sin(va)} * uniform(0.5, 14);
        const SlopePath path({5.5, 5.5}, v, field, 2);
        // Away from the stop, where the motion is smooth enough for the reference.
        const double t = path.stops() ? 0.8 * path.end() : 2.0;
        const slopePathReference r = rk4({5.5, 5.5}, v, field, t);
        const Vec2 p = path.position(t);
        SCOPED_TRACE(i);
        EXPECT_NEAR(p.x, static_cast<double>(r.x), 1e-9);
        EXPECT_NEAR(p.y, static_cast<double>(r.y), 1e-9);
    }
}

TEST(SlopePath, WorkEnergyBalance) {
    // |v(t)|^2 / 2 - |v0|^2 / 2 = g . (x(t) - x0) - a * (distance travelled): the slope's work
    // minus the floor's. Energy grows only by going downhill.
    std::uint64_t state = 7;
    const auto uniform = [&](double lo, double hi) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        return lo + (hi - lo) * static_cast<double>(state >> 11) * 0x1p-53;
    };
    for (int i = 0; i < 40; ++i) {
        const double ga = uniform(0, 6.283);
        const double va = uniform(0, 6.283);
        const SlopeField field{Vec2{std::cos(ga), std::sin(ga)} * uniform(0, 6), uniform(0, 9)};
        const Vec2 v0 = Vec2{std::cos(va), std::sin(va)} * uniform(0.5, 14);
        const Vec2 x0{5.5, 5.5};
        const SlopePath path(x0, v0, field, 3);
        for (const double t : {0.3 * path.end(), 0.7 * path.end(), path.end()}) {
            SCOPED_TRACE(i);
            const double kinetic = lengthSquared(path.velocity(t)) / 2 - lengthSquared(v0) / 2;
            const double work =
                dot(field.push, path.position(t) - x0) - field.decel * path.distance(t);
            EXPECT_NEAR(kinetic, work, 1e-9 * (1 + lengthSquared(v0)));
        }
    }
}

TEST(SlopePath, GrazingLinesAreNeverMissed) {
    // Thrown obliquely up a '>' slope, the ball turns back at its leftmost x (where vx = 0,
    // near t = 1): a line 1e-9 tile inside that turn is reached, twice; one 1e-9 outside never.
    const SlopePath path({20.5, 3.5}, {-6, 1.5}, {{4, 0}, 3}, 2.5);
    double turn = -1;
    for (std::size_t i = 0; i < path.stepCount() && turn < 0; ++i) {
        const TaylorStep& step = path.step(i);
        if (const auto r = firstRoot(step.vx, 0, step.length)) {
            turn = path.stepStart(i) + *r;
        }
    }
    ASSERT_GT(turn, 0.9);
    ASSERT_LT(turn, 1.0);
    const double leftmost = path.position(turn).x;
    // Left of where the reference has it at t = 1, just after the turn (vx = 0.21 there).
    EXPECT_LT(leftmost, 17.86960800739133911643822);
    EXPECT_GT(leftmost, 17.86960800739133911643822 - 0.05);
    const auto first = path.firstTimeOnLine({1, 0}, leftmost + 1e-9);
    ASSERT_TRUE(first.has_value());
    EXPECT_LT(*first, turn);
    const auto second = path.firstTimeOnLine({1, 0}, leftmost + 1e-9, turn);
    ASSERT_TRUE(second.has_value());
    EXPECT_GT(*second, turn);
    EXPECT_NEAR(path.position(*first).x, leftmost + 1e-9, 1e-12);
    EXPECT_NEAR(path.position(*second).x, leftmost + 1e-9, 1e-12);
    EXPECT_FALSE(path.firstTimeOnLine({1, 0}, leftmost - 1e-9).has_value());
    // At 14 tiles/s (the fastest shot) across a steep slope, a line is found in a long step.
    const SlopePath fast({2.5, 2.5}, {14, 0}, {{0, 8}, 0.6}, 1);
    const auto far = fast.firstTimeOnLine({1, 0}, 12.0);
    ASSERT_TRUE(far.has_value());
    EXPECT_NEAR(fast.position(*far).x, 12.0, 1e-12);
}

// ---- rest, walls, bounce series ----------------------------------------------------------

TEST(SlopeRules, StartingToRollFromRest) {
    EXPECT_TRUE(startsRolling({{4, 0}, 3}));
    EXPECT_FALSE(startsRolling({{4, 0}, 4})); // a push equal to the deceleration holds
    EXPECT_FALSE(startsRolling({{0, 0}, 0}));
    EXPECT_TRUE(startsRolling({{3, 4}, 4.999}));
}

TEST(SlopeRules, RestingOrSlidingAgainstAWall) {
    // A floor wall below the ball (normal up) and a push of 4 at 60 degrees (down-right): the
    // wall takes 4 sin 60 and leaves 4 cos 60 = 2 along it.
    const Vec2 push{2, 4 * std::sqrt(3.0) / 2};
    const WallRest held = restAgainstWall({push, 3}, {0, -1});
    EXPECT_TRUE(held.rests);
    EXPECT_NEAR(held.slide.x, 2, 1e-15);
    EXPECT_NEAR(held.slide.y, 0, 1e-15);
    const WallRest slides = restAgainstWall({push, 1}, {0, -1});
    EXPECT_FALSE(slides.rests);
    EXPECT_NEAR(slides.slide.x, 2, 1e-15);
    EXPECT_TRUE(restAgainstWall({push, 2}, {0, -1}).rests); // equal: rests
    const WallRest away = restAgainstWall({push, 1}, {0, 1});
    EXPECT_TRUE(away.pulledAway);
    EXPECT_FALSE(away.rests);
}

/// The bounces one by one: out at w (slowing at G + a), back (speeding at G - a), the wall
/// returns e times the speed; the sum of the flight times until the speed is negligible.
double bounceTimesOneByOne(double w, double push, double decel, double e) {
    double total = 0;
    for (int i = 0; i < 100000 && w > 1e-300; ++i) {
        const double tOut = w / (push + decel);
        const double distance = w * w / (2 * (push + decel));
        const double back = std::sqrt(2 * (push - decel) * distance);
        total += tOut + back / (push - decel);
        w = e * back;
    }
    return total;
}

TEST(SlopeRules, BounceSeriesSumsToAFiniteTime) {
    const BounceSeries series = bounceSeries(2, 4, 3, 0.8);
    EXPECT_NEAR(series.ratio, 0.8 * std::sqrt(1.0 / 7), 1e-15);
    EXPECT_FALSE(series.staysOff);
    EXPECT_NEAR(series.duration, bounceTimesOneByOne(2, 4, 3, 0.8), 1e-12);
    // By hand: the first flight lasts 2/7 + 2 sqrt(1/7) / 1 s, then a factor r each.
    EXPECT_NEAR(series.duration, (2.0 / 7 + 2 * std::sqrt(1.0 / 7)) / (1 - series.ratio), 1e-12);
    const BounceSeries dead = bounceSeries(2, 4, 0, 0);
    EXPECT_EQ(dead.ratio, 0.0);
    EXPECT_NEAR(dead.duration, 2.0 / 4 + 2.0 / 4, 1e-15); // out and back once, then it lies
    EXPECT_EQ(bounceSeries(0, 4, 3, 0.8).duration, 0.0);
}

TEST(SlopeRules, SlidingBouncesSumToAFiniteTime) {
    // Out and back at w under G: 2 w / G per flight, then e w: 2 * 0.5 / 4 / (1 - 0.5) = 0.5 s.
    const BounceSeries series = slidingBounceSeries(0.5, 4, 0.5);
    EXPECT_EQ(series.ratio, 0.5);
    EXPECT_NEAR(series.duration, 0.5, 1e-15);
    double total = 0; // the flights one by one
    for (double w = 0.5; w > 1e-300; w *= 0.5) {
        total += 2 * w / 4;
    }
    EXPECT_NEAR(series.duration, total, 1e-15);
}

TEST(SlopeRules, AWeakPushLetsTheBallStopOffTheWall) {
    const BounceSeries series = bounceSeries(3, 2, 4, 0.9);
    EXPECT_TRUE(series.staysOff);
    EXPECT_NEAR(series.duration, 0.5, 1e-15);
    EXPECT_NEAR(series.stopDistance, 9.0 / 12, 1e-15);
}

TEST(SlopeRules, GeometricSum) {
    EXPECT_EQ(geometricSum(1, 0.5), 2.0);
    EXPECT_EQ(geometricSum(3, 0), 3.0);
}

} // namespace
} // namespace golf
