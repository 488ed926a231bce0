// searchMoverContact: first contacts of a ball with turning arms and sliding blocks against
// 40-digit references (scripts/mover_contact_reference.py), a graze shorter than 1e-4 s, a near
// miss, a very fast ball, and random pieces checked by dense sampling (the sampling only checks:
// the search never samples).

#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "mover_contact.hpp"
#include "slope_path.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <memory>
#include <numbers>
#include <random>
#include <vector>

namespace golf {
namespace {

constexpr double ball = 0.2;

Mover windmill() {
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades = {.pivot = {5, 5},
                    .arms = 3,
                    .length = 1.4,
                    .width = 0.16,
                    .period = 4,
                    .phase = 10,
                    .turn = TurnSense::Clockwise};
    return mover;
}

Mover moverContactSlider() {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider = {.from = {2, 5}, .to = {8, 5}, .size = {1, 0.5}, .period = 3, .phase = 0};
    return mover;
}

/// The gap (tiles) between the ball at `centre` and the mover at hole time t, computed
/// independently of the search (per arm: distance to the segment; slider: to the box).
double gapAt(const Mover& mover, Vec2 centre, double t, double radius = ball) {
    if (mover.kind == MoverKind::Slider) {
        const Vec2 c = sliderCentre(mover.slider, t);
        const double dx = std::max(std::abs(centre.x - c.x) - mover.slider.size.x / 2, 0.0);
        const double dy = std::max(std::abs(centre.y - c.y) - mover.slider.size.y / 2, 0.0);
        return std::hypot(dx, dy) - radius;
    }
    const Blades& b = mover.blades;
    double best = 1e300;
    for (int arm = 0; arm < b.arms; ++arm) {
        const Vec2 u = armDirection(b, arm, t);
        const Vec2 rho = centre - b.pivot;
        const double along = std::clamp(dot(rho, u), 0.0, b.length);
        best = std::min(best, length(rho - u * along) - radius - b.width / 2);
    }
    return best;
}

/// Blades about `pivot` with 1 to maxArms arms and random size, period, phase and sense.
Blades randomBlades(std::mt19937_64& random, Vec2 pivot, int maxArms) {
    std::uniform_real_distribution<double> unit(0, 1);
    return {.pivot = pivot,
            .arms = 1 + static_cast<int>(unit(random) * maxArms),
            .length = 0.3 + 2 * unit(random),
            .width = 0.02 + 0.3 * unit(random),
            .period = 0.5 + 8 * unit(random),
            .phase = 360 * unit(random),
            .turn = unit(random) < 0.5 ? TurnSense::Clockwise : TurnSense::Counterclockwise};
}

Trajectory straight(Vec2 origin, Vec2 velocity, double decel = 3) {
    return Trajectory::at(origin, velocity, Floor::Grass, decel);
}

struct Reference {
    const char* name;
    Mover mover;
    double clock;
    Vec2 origin;
    Vec2 velocity;
    // From scripts/mover_contact_reference.py: piece time, centre, normal, arm.
    double time;
    Vec2 centre;
    Vec2 normal;
    int arm;
};

TEST(MoverContact, MatchesFortyDigitReferences) {
    const std::vector<Reference> cases = {
        {"arm face",
         windmill(),
         0,
         {5.6, 6.9},
         {-1, -3},
         0.48480939445389859424,
         {5.2266799373865449367, 5.78003981215963481},
         {-0.80523384965884929596, 0.59295737398533942979},
         0},
        {"arm tip",
         windmill(),
         0.1,
         {6.55, 6.8},
         {0, -4},
         0.85211550950330895983,
         {6.55, 4.480689224290889894},
         {0.97904286486144236918, 0.20365428736930508008},
         2},
        {"arm reaches a resting ball",
         windmill(),
         0,
         {5.3, 6.05},
         {0, 0},
         0.54664075533576873484,
         {5.3, 6.05},
         {-0.85893905534575072742, 0.51207782533688116022},
         0},
        {"slider head on",
         moverContactSlider(),
         0.2,
         {7, 5},
         {-2, 0},
         0.70833333333333333333,
         {6.3333333333333333333, 5.0},
         {1.0, 0.0},
         -1},
        {"slider corner",
         moverContactSlider(),
         0.2,
         {7.2, 5.38},
         {-3, 0},
         0.61700906167944540983,
         {5.9200230882534882757, 5.38},
         {0.75993420767853318158, 0.65},
         -1},
    };
    for (const Reference& c : cases) {
        SCOPED_TRACE(c.name);
        const MoverSearch found =
            searchMoverContact(straight(c.origin, c.velocity), c.clock, ball, c.mover, 0, 3);
        ASSERT_TRUE(found.contact);
        const MoverContact& hit = *found.contact;
        EXPECT_NEAR(hit.pieceTime, c.time, 1e-12);
        EXPECT_NEAR(hit.centre.x, c.centre.x, 1e-9);
        EXPECT_NEAR(hit.centre.y, c.centre.y, 1e-9);
        EXPECT_NEAR(hit.normal.x, c.normal.x, 1e-9);
        EXPECT_NEAR(hit.normal.y, c.normal.y, 1e-9);
        EXPECT_EQ(hit.arm, c.arm);
        const double gap = gapAt(c.mover, hit.centre, c.clock + hit.pieceTime);
        EXPECT_GE(gap, -1e-15);
        EXPECT_LE(gap, 1e-12);
        // The reported surface velocity is mover_motion's, and the ball approaches it.
        const Vec2 surface = surfaceVelocity(c.mover, hit.point, c.clock + hit.pieceTime);
        EXPECT_NEAR(hit.surfaceVelocity.x, surface.x, 1e-12);
        EXPECT_NEAR(hit.surfaceVelocity.y, surface.y, 1e-12);
        const Vec2 v = velocityAfter(c.velocity, 3, hit.pieceTime);
        EXPECT_LT(dot(v - hit.surfaceVelocity, hit.normal), 0);
        EXPECT_LT(found.steps, 200);
        std::printf("[ figures  ] %s: %d steps, time error %.3g s\n", c.name, found.steps,
                    hit.pieceTime - c.time);
    }
}

/// A ball at rest just inside the circle the tip's rounded end sweeps: it overlaps the arm for
/// `overlap` seconds only.
struct Graze {
    Mover mover;
    Vec2 centre;
    double overlap = 0; ///< seconds the tip's disc overlaps the ball
};

Graze grazeAt(double depth) {
    Mover mover = windmill();
    mover.blades.arms = 1;
    mover.blades.phase = 0;
    const Blades& b = mover.blades;
    const double reach = b.length + ball + b.width / 2; // tip disc's outer edge
    const double d = reach - depth;
    const Vec2 centre = b.pivot + Vec2{0, d}; // a quarter turn ahead: reached at t = 1 s
    const double r = ball + b.width / 2;
    const double cosine = (b.length * b.length + d * d - r * r) / (2 * b.length * d);
    return {mover, centre, 2 * std::acos(std::min(cosine, 1.0)) / angularSpeed(b)};
}

TEST(MoverContact, FindsAGrazeShorterThanATenThousandthOfASecond) {
    const Graze graze = grazeAt(2e-8);
    ASSERT_GT(graze.overlap, 0);
    ASSERT_LT(graze.overlap, 1e-4);
    const MoverSearch found =
        searchMoverContact(straight(graze.centre, {}), 0, ball, graze.mover, 0, 2);
    ASSERT_TRUE(found.contact);
    EXPECT_NEAR(found.contact->pieceTime, 1 - graze.overlap / 2, 1e-9);
    EXPECT_GE(gapAt(graze.mover, graze.centre, found.contact->pieceTime), -1e-15);
    EXPECT_LT(found.steps, 100);
    std::printf("[ figures  ] graze of %.3g s: %d steps\n", graze.overlap, found.steps);
}

TEST(MoverContact, ANearMissIsNoContactAndCostsFewSteps) {
    const Graze miss = grazeAt(-1e-9); // the tip passes 1e-9 tiles away
    const MoverSearch found =
        searchMoverContact(straight(miss.centre, {}), 0, ball, miss.mover, 0, 2);
    EXPECT_FALSE(found.contact);
    EXPECT_TRUE(found.complete);
    EXPECT_LT(found.steps, 100);
    std::printf("[ figures  ] near miss by 1e-9 tiles over 2 s: %d steps\n", found.steps);
}

TEST(MoverContact, AFastBallMeetsAThinArm) {
    Mover mover = windmill();
    mover.blades.width = 0.02;
    mover.blades.arms = 2;
    // 500 tiles/s across the windmill: it crosses the arms' circle in under 0.01 s.
    const Trajectory path = straight({-5, 5.3}, {500, 0}, 3);
    const MoverSearch found = searchMoverContact(path, 0.37, ball, mover, 0, 0.05);
    ASSERT_TRUE(found.contact);
    const double s = found.contact->pieceTime;
    const double gap = gapAt(mover, found.contact->centre, 0.37 + s, ball);
    EXPECT_GE(gap, -1e-13);
    EXPECT_LE(gap, 1e-12);
    for (int k = 0; k < 100000; ++k) { // no overlap before (checked, never searched, by samples)
        const double t = s * k / 100000;
        ASSERT_GT(gapAt(mover, path.positionAfter(t), 0.37 + t, ball), 0) << t;
    }
    std::printf("[ figures  ] 500 tiles/s ball, thin arm: %d steps\n", found.steps);
}

TEST(MoverContact, AnswerDependsOnTheStartOnlyNotTheEnd) {
    const Mover mover = windmill();
    const Trajectory path = straight({5.6, 6.9}, {-1, -3});
    const auto a = firstMoverContact(path, 0, ball, mover, 0.1, 0.6);
    const auto b = firstMoverContact(path, 0, ball, mover, 0.1, 7);
    ASSERT_TRUE(a && b);
    EXPECT_EQ(a->pieceTime, b->pieceTime);
    EXPECT_EQ(a->centre, b->centre);
    EXPECT_FALSE(firstMoverContact(path, 0, ball, mover, 0.1, a->pieceTime * (1 - 1e-12)));
}

TEST(MoverContact, ALeavingTouchIsNoContact) {
    // The ball touches the slider's right face at s = 0, leaving it at 0.05 tiles/s relative.
    const Mover mover = moverContactSlider();
    const double clock = 0.2; // centre x = 2.8, moving right at 4 tiles/s
    const Vec2 centre{2.8 + 0.5 + ball, 5};
    const MoverSearch found =
        searchMoverContact(straight(centre, {4.05, 0}, 0), clock, ball, mover, 0, 0.5);
    EXPECT_FALSE(found.contact);
    // The same ball approaching at 0.05 tiles/s is hit at once.
    const auto hit = firstMoverContact(straight(centre, {3.95, 0}, 0), clock, ball, mover, 0, 0.5);
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->pieceTime, 0);
}

/// Random ball pieces (straight and curved, moving or at rest) and movers: no dense sample
/// before the reported time overlaps the mover, and a contact is reported whenever one does.
TEST(MoverContact, RandomPiecesNeverOverlapBeforeTheContact) {
    std::mt19937_64 random(23);
    std::uniform_real_distribution<double> unit(0, 1);
    int cases = 0;
    int contacts = 0;
    long totalSteps = 0;
    int worstSteps = 0;
    while (cases < 2000) {
        Mover mover;
        if (unit(random) < 0.5) {
            mover.kind = MoverKind::Blades;
            const Vec2 pivot{4 + unit(random), 4 + unit(random)};
            mover.blades = randomBlades(random, pivot, 8);
        } else {
            mover.kind = MoverKind::Slider;
            mover.slider = {.from = {2 + 2 * unit(random), 3 + 3 * unit(random)},
                            .to = {4 + 3 * unit(random), 3 + 3 * unit(random)},
                            .size = {0.2 + unit(random), 0.2 + unit(random)},
                            .period = 0.5 + 6 * unit(random),
                            .phase = unit(random)};
        }
        const double clock = 10 * unit(random);
        const Vec2 origin{2.5 + 5 * unit(random), 2.5 + 5 * unit(random)};
        if (gapAt(mover, origin, clock) <= 1e-9) {
            continue;
        }
        const double speed = unit(random) < 0.2 ? 0 : 12 * unit(random);
        const double angle = 2 * std::numbers::pi * unit(random);
        const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
        Trajectory path = straight(origin, velocity, 3 * unit(random));
        if (unit(random) < 0.25 && speed > 0) {
            const SlopeField field{{4 * unit(random) - 2, 4 * unit(random) - 2}, 3};
            path.curve = std::make_shared<SlopePath>(origin, velocity, field, 1.0);
        }
        ++cases;
        const double to = 1.5;
        const MoverSearch found = searchMoverContact(path, clock, ball, mover, 0, to);
        ASSERT_TRUE(found.complete);
        totalSteps += found.steps;
        worstSteps = std::max(worstSteps, found.steps);
        const double end = found.contact ? found.contact->pieceTime
                                         : (path.curve ? std::min(to, path.curve->end()) : to);
        constexpr int samples = 500;
        for (int k = 0; k < samples; ++k) {
            const double s = end * k / samples;
            const Vec2 centre = path.curve ? path.curve->position(s) : path.positionAfter(s);
            ASSERT_GT(gapAt(mover, centre, clock + s), -1e-13)
                << "case " << cases << " overlaps at " << s << " before " << end;
        }
        if (found.contact) {
            ++contacts;
            const double gap = gapAt(mover, found.contact->centre, clock + end);
            ASSERT_GE(gap, -1e-13) << "case " << cases;
            ASSERT_LE(gap, 1e-11) << "case " << cases;
        }
    }
    EXPECT_GT(contacts, 300);
    EXPECT_LT(worstSteps, 5000);
    std::printf("[ figures  ] %d random pieces, %d contacts, steps mean %.1f worst %d\n", cases,
                contacts, static_cast<double>(totalSteps) / cases, worstSteps);
}

/// clearOfMover never skips a chunk where the search finds a contact: random straight pieces
/// near random movers, cut into chunks of 0.25 s; some chunks are cleared, and none of those has
/// a contact. The chunks cleared right next to a contact show the margin is tight.
TEST(MoverContact, AChunkClearOfTheMoverHasNoContact) {
    std::mt19937_64 random(31);
    std::uniform_real_distribution<double> unit(0, 1);
    int cleared = 0;
    int searched = 0;
    int contacts = 0;
    for (int n = 0; n < 3000; ++n) {
        Mover mover = n % 2 == 0 ? windmill() : moverContactSlider();
        mover.blades.arms = 1 + n % 5;
        const double clock = 10 * unit(random);
        const Vec2 origin{10 * unit(random), 10 * unit(random)};
        if (gapAt(mover, origin, clock) <= 1e-9) {
            continue;
        }
        const double speed = 14 * unit(random);
        const double angle = 2 * std::numbers::pi * unit(random);
        const Trajectory path =
            straight(origin, {speed * std::cos(angle), speed * std::sin(angle)}, 4 * unit(random));
        for (double from = 0; from < 4; from += 0.25) {
            const bool clear = clearOfMover(path, ball, mover, from, from + 0.25);
            const std::optional<MoverContact> contact =
                firstMoverContact(path, clock, ball, mover, from, from + 0.25);
            ASSERT_FALSE(clear && contact) << "case " << n << " chunk from " << from;
            cleared += clear ? 1 : 0;
            searched += clear ? 0 : 1;
            contacts += contact ? 1 : 0;
        }
    }
    EXPECT_GT(cleared, 10000);
    EXPECT_GT(contacts, 500);
    std::printf("[ figures  ] chunks cleared %d, searched %d, with a contact %d\n", cleared,
                searched, contacts);
}

/// The bound is the swept region, not a looser box: a piece that passes the disc of a windmill
/// within its bounding square, 0.3 tiles clear of the disc, needs no search at any time.
TEST(MoverContact, APieceBesideTheDiscIsClearButOneThroughItIsNot) {
    const Mover mover = windmill(); // pivot (5, 5), reach 1.48
    // Along y = 5 + 1.48 + 0.2 + 0.3 at x from 3 to 7: inside the bounding square's rows.
    const Trajectory beside = straight({3, 6.98}, {4, 0}, 0);
    EXPECT_TRUE(clearOfMover(beside, ball, mover, 0, 0.25));
    EXPECT_TRUE(clearOfMover(beside, ball, mover, 0.25, 1));
    const Trajectory grazing = straight({3, 6.68 - 1e-9}, {4, 0}, 0); // within the radius
    EXPECT_FALSE(clearOfMover(grazing, ball, mover, 0, 1));
    const Trajectory through = straight({3, 5.5}, {4, 0}, 0);
    EXPECT_FALSE(clearOfMover(through, ball, mover, 0, 0.25)); // reaches x = 4: inside
    EXPECT_TRUE(clearOfMover(through, ball, mover, 0, 0.05));  // x <= 3.2: 0.39 from the disc
    const Trajectory resting = straight({9, 9}, {0, 0}, 3);
    EXPECT_FALSE(clearOfMover(resting, ball, mover, 0, 1)); // judged by the caller
}

TEST(MoverContact, AnArmIsClearOnlyWhereItsSweepMissesTheBall) {
    Blades blades{.pivot = {5, 5},
                  .arms = 1,
                  .length = 1.4,
                  .width = 0.2,
                  .period = 4,
                  .phase = 180, // pointing left at t = 0, a quarter turn in 1 s
                  .turn = TurnSense::Clockwise};
    const double radius = 0.3; // ball 0.2 + half the width
    const Vec2 right{6, 5};    // 1 tile right of the pivot: asin(0.3) = 17.46 degrees
    EXPECT_TRUE(armClear(blades, 0, 0, 0.25, right, right, radius));  // 180-202.5 degrees
    EXPECT_TRUE(armClear(blades, 0, 0, 1.8, right, right, radius));   // up to 342: 18 off
    EXPECT_FALSE(armClear(blades, 0, 0, 1.85, right, right, radius)); // up to 346.5: 13.5 off
    EXPECT_FALSE(armClear(blades, 0, 0, 4.5, right, right, radius));  // a whole turn
    blades.turn = TurnSense::Counterclockwise;                        // 180 down to 157.5
    EXPECT_TRUE(armClear(blades, 0, 0, 0.25, right, right, radius));
    EXPECT_TRUE(armClear(blades, 0, 0, 1.8, right, right, radius));   // down to 18 degrees
    EXPECT_FALSE(armClear(blades, 0, 0, 1.85, right, right, radius)); // down to 13.5
    // A segment through the arm's sweep, and one that comes within the radius of the pivot.
    EXPECT_FALSE(armClear(blades, 0, 0, 0.25, {3, 6}, {3, 4}, radius));
    EXPECT_FALSE(armClear(blades, 0, 0, 0.25, {6, 5.25}, {4, 5.25}, radius));
    EXPECT_TRUE(armClear(blades, 0, 0, 0.25, {6, 6}, {6, 4}, radius)); // -62.5 to 62.5 degrees
}

/// armClear against dense sampling: random arms, times and segments; wherever it says clear,
/// no sampled centre comes within the radius of the arm at any sampled time.
TEST(MoverContact, AClearArmNeverComesNearTheSegment) {
    std::mt19937_64 random(37);
    std::uniform_real_distribution<double> unit(0, 1);
    int clear = 0;
    for (int n = 0; n < 4000; ++n) {
        const Blades blades = randomBlades(random, {5, 5}, 6);
        const int arm = static_cast<int>(unit(random) * blades.arms);
        const double radius = ball + blades.width / 2;
        const Vec2 a{5 + 6 * unit(random) - 3, 5 + 6 * unit(random) - 3};
        const Vec2 b = n % 3 == 0 ? a : a + Vec2{2 * unit(random) - 1, 2 * unit(random) - 1};
        const double t0 = 10 * unit(random);
        const double t1 = t0 + 0.5 * unit(random);
        if (!armClear(blades, arm, t0, t1, a, b, radius)) {
            continue;
        }
        ++clear;
        for (int i = 0; i <= 100; ++i) {
            const double t = t0 + (t1 - t0) * i / 100;
            const Vec2 tip = blades.pivot + armDirection(blades, arm, t) * blades.length;
            for (int k = 0; k <= 100; ++k) {
                const Vec2 c = a + (b - a) * (k / 100.0);
                ASSERT_GT(distanceToSegment(c, blades.pivot, tip), radius)
                    << "case " << n << " at t " << t << " point " << k;
            }
        }
    }
    EXPECT_GT(clear, 1500);
    std::printf("[ figures  ] %d of 4000 random arm sweeps clear of their segment\n", clear);
}

} // namespace
} // namespace golf
