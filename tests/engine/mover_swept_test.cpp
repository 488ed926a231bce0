// The swept region of a mover (golf/core/mover_swept.hpp): distances from points to the disc of
// turning blades and to the hexagon a sliding box sweeps, against values derived by hand.

#include "golf/core/mover_swept.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>
#include <random>

namespace golf {
namespace {

Mover moverSweptBlades(Vec2 pivot, double length, double width) {
    Mover mover;
    mover.kind = MoverKind::Blades;
    mover.blades.pivot = pivot;
    mover.blades.length = length;
    mover.blades.width = width;
    return mover;
}

Mover moverSweptSlider(Vec2 from, Vec2 to, Vec2 size) {
    Mover mover;
    mover.kind = MoverKind::Slider;
    mover.slider.from = from;
    mover.slider.to = to;
    mover.slider.size = size;
    return mover;
}

const double root2 = std::sqrt(2.0);

TEST(MoverSwept, BladesSweepTheDiscOfLengthPlusHalfTheWidth) {
    const Mover m = moverSweptBlades({5, 5}, 1.4, 0.2); // reach 1.5
    EXPECT_EQ(distanceToSweptRegion(m, {8, 9}), 3.5);   // |(3, 4)| = 5
    EXPECT_EQ(distanceToSweptRegion(m, {5.5, 5}), 0.0);
    EXPECT_EQ(distanceToSweptRegion(m, {6.5, 5}), 0.0); // on the edge
    EXPECT_EQ(distanceToSweptRegion(m, {5, 7}), 0.5);
    const SweptBounds b = sweptBounds(m);
    EXPECT_EQ(b.low, (Vec2{3.5, 3.5}));
    EXPECT_EQ(b.high, (Vec2{6.5, 6.5}));
}

TEST(MoverSwept, AHorizontalSliderSweepsARectangle) {
    // x in [1.5, 6.5], y in [1.75, 2.25].
    const Mover m = moverSweptSlider({2, 2}, {6, 2}, {1, 0.5});
    EXPECT_EQ(distanceToSweptRegion(m, {4, 3}), 0.75);
    EXPECT_EQ(distanceToSweptRegion(m, {4, 1}), 0.75);
    EXPECT_EQ(distanceToSweptRegion(m, {7.5, 2}), 1.0);
    EXPECT_EQ(distanceToSweptRegion(m, {0.5, 2}), 1.0);
    EXPECT_NEAR(distanceToSweptRegion(m, {7.5, 3.25}), root2, 1e-15); // corner (6.5, 2.25)
    EXPECT_EQ(distanceToSweptRegion(m, {4, 2}), 0.0);
    EXPECT_EQ(distanceToSweptRegion(m, {6.5, 2.25}), 0.0);
    EXPECT_EQ(distanceToSweptRegion(moverSweptSlider({6, 2}, {2, 2}, {1, 0.5}), {4, 3}), 0.75);
    const SweptBounds b = sweptBounds(m);
    EXPECT_EQ(b.low, (Vec2{1.5, 1.75}));
    EXPECT_EQ(b.high, (Vec2{6.5, 2.25}));
}

TEST(MoverSwept, ADiagonalSliderSweepsAHexagon) {
    // A 2 x 2 box from (0, 0) to (4, 4): its slanted edges run from (1, -1) to (5, 3) (the line
    // x - y = 2) and from (-1, 1) to (3, 5). (4, 0) is sqrt(2) from the first, its foot (3, 1)
    // inside the edge; the box corners give sqrt(2) at (-2, -2) and (6, 6).
    for (const Mover& m :
         {moverSweptSlider({0, 0}, {4, 4}, {2, 2}), moverSweptSlider({4, 4}, {0, 0}, {2, 2})}) {
        EXPECT_NEAR(distanceToSweptRegion(m, {4, 0}), root2, 1e-15);
        EXPECT_NEAR(distanceToSweptRegion(m, {0, 4}), root2, 1e-15);
        EXPECT_NEAR(distanceToSweptRegion(m, {-2, -2}), root2, 1e-15);
        EXPECT_NEAR(distanceToSweptRegion(m, {6, 6}), root2, 1e-15);
        EXPECT_EQ(distanceToSweptRegion(m, {2, 2}), 0.0);
        EXPECT_EQ(distanceToSweptRegion(m, {5, 5}), 0.0);
        EXPECT_EQ(distanceToSweptRegion(m, {3, 1}), 0.0); // on the slanted edge
        // (4.5, 0): its foot on x - y = 2 is (3.25, 1.25), inside the edge.
        EXPECT_NEAR(distanceToSweptRegion(m, {4.5, 0}), 2.5 / root2, 1e-15);
    }
    // The mirror image: from (4, 0) to (0, 4); (0, 0) and (4, 4) lie sqrt(2) off its sides.
    const Mover mirrored = moverSweptSlider({4, 0}, {0, 4}, {2, 2});
    EXPECT_NEAR(distanceToSweptRegion(mirrored, {0, 0}), root2, 1e-15);
    EXPECT_NEAR(distanceToSweptRegion(mirrored, {4, 4}), root2, 1e-15);
    EXPECT_EQ(distanceToSweptRegion(mirrored, {2, 2}), 0.0);
    const SweptBounds b = sweptBounds(mirrored);
    EXPECT_EQ(b.low, (Vec2{-1, -1}));
    EXPECT_EQ(b.high, (Vec2{5, 5}));
}

TEST(MoverSwept, ASliderThatStaysIsItsBox) {
    const Mover m = moverSweptSlider({3, 3}, {3, 3}, {2, 1}); // x in [2, 4], y in [2.5, 3.5]
    EXPECT_EQ(distanceToSweptRegion(m, {5, 3}), 1.0);
    EXPECT_EQ(distanceToSweptRegion(m, {3, 3}), 0.0);
    EXPECT_EQ(distanceToSweptRegion(m, {5, 5}), std::sqrt(3.25)); // corner (4, 3.5)
    EXPECT_NEAR(distanceToSweptRegion(m, {3, 3.6}), 0.1, 1e-15);
}

TEST(MoverSwept, ASegmentsClearanceFromBladesIsItsDistanceToTheDisc) {
    const Mover blades = moverSweptBlades({5, 5}, 1.4, 0.2); // reach 1.5
    // Passing 3 above the pivot: 1.5 from the disc; an end's distance when the foot is off it.
    EXPECT_EQ(sweptClearance(blades, {0, 8}, {10, 8}), 1.5);
    EXPECT_EQ(sweptClearance(blades, {8, 9}, {11, 17}), 3.5); // from (8, 9): |(3, 4)| - 1.5
    EXPECT_EQ(sweptClearance(blades, {0, 5}, {10, 5}), 0.0);  // through the pivot
    EXPECT_EQ(sweptClearance(blades, {5, 5}, {5, 5}), 0.0);
    EXPECT_EQ(sweptClearance(blades, {8, 9}, {8, 9}), 3.5); // a point: distanceToSweptRegion
}

TEST(MoverSwept, ASegmentsClearanceFromASliderIsAtLeastTheGapBetweenBoxes) {
    // The swept box x in [1.5, 6.5], y in [1.75, 2.25].
    const Mover slider = moverSweptSlider({2, 2}, {6, 2}, {1, 0.5});
    EXPECT_EQ(sweptClearance(slider, {0, 4}, {8, 4}), 1.75);  // along, above
    EXPECT_EQ(sweptClearance(slider, {4, 0}, {4, 4}), 0.0);   // across, no end inside
    EXPECT_EQ(sweptClearance(slider, {8.5, 2}, {9, 0}), 2.0); // right of it
    EXPECT_EQ(sweptClearance(slider, {8.5, 5.25}, {9.5, 6}), std::hypot(2.0, 3.0));
    // A diagonal slider's hexagon lies inside its box, but the axis across its path finds the
    // gap to the hexagon's long edge: from (4.5, -0.5), 5 / sqrt 2 across the path less the
    // box's half-width sqrt 2 across it, 3 / sqrt 2.
    const Mover diagonal = moverSweptSlider({0, 0}, {4, 4}, {2, 2}); // box [-1, 5]^2
    EXPECT_NEAR(sweptClearance(diagonal, {4.5, -0.5}, {4.5, -0.5}), 3 / std::sqrt(2.0), 1e-15);
    EXPECT_NEAR(distanceToSweptRegion(diagonal, {4.5, -0.5}), 3 / std::sqrt(2.0), 1e-15);
    EXPECT_EQ(sweptBoxClearance(diagonal, {4.5, -0.5}, {4.5, -0.5}), 0.0); // the boxes' gap alone
}

TEST(MoverSwept, ABoxsClearanceIsItsDistanceToTheDiscOrTheGapToTheSweptBox) {
    const Mover blades = moverSweptBlades({5, 5}, 1.4, 0.2);       // reach 1.5
    EXPECT_EQ(sweptClearanceOfBox(blades, {8, 9}, {10, 12}), 3.5); // corner (8, 9): 5 - 1.5
    EXPECT_EQ(sweptClearanceOfBox(blades, {0, 8}, {10, 9}), 1.5);  // above: 3 - 1.5
    EXPECT_EQ(sweptClearanceOfBox(blades, {4, 4}, {6, 6}), 0.0);   // around the pivot
    // The swept box x in [1.5, 6.5], y in [1.75, 2.25].
    const Mover slider = moverSweptSlider({2, 2}, {6, 2}, {1, 0.5});
    EXPECT_EQ(sweptClearanceOfBox(slider, {0, 4}, {8, 5}), 1.75);
    EXPECT_EQ(sweptClearanceOfBox(slider, {8.5, 5.25}, {9.5, 6}), std::hypot(2.0, 3.0));
    EXPECT_EQ(sweptClearanceOfBox(slider, {3, 0}, {4, 3}), 0.0);
}

TEST(MoverSwept, ABoxsGapToASliderIsTheHypotOfItsAxisGapsBitForBit) {
    // The gaps to the swept box (from, to and size: the box [min - size / 2, max + size / 2]),
    // worked out here, and their std::hypot: the same bits as the clearance, whether the boxes
    // overlap along an axis (where the clearance skips the library call) or along neither.
    std::mt19937_64 random(35);
    std::uniform_real_distribution<double> unit(0, 1);
    int overlapping = 0;
    int apart = 0;
    for (int n = 0; n < 4000; ++n) {
        const Vec2 from{10 * unit(random), 10 * unit(random)};
        const Vec2 to = n % 3 == 0 ? Vec2{from.x, 10 * unit(random)}
                                   : Vec2{10 * unit(random), 10 * unit(random)};
        const Vec2 size{0.1 + unit(random), 0.1 + unit(random)};
        const Mover slider = moverSweptSlider(from, to, size);
        const Vec2 low{12 * unit(random) - 1, 12 * unit(random) - 1};
        const Vec2 high = low + Vec2{2 * unit(random), 2 * unit(random)};
        const double sweptLowX = std::min(from.x, to.x) - size.x / 2;
        const double sweptHighX = std::max(from.x, to.x) + size.x / 2;
        const double sweptLowY = std::min(from.y, to.y) - size.y / 2;
        const double sweptHighY = std::max(from.y, to.y) + size.y / 2;
        const double gx = std::max({0.0, sweptLowX - high.x, low.x - sweptHighX});
        const double gy = std::max({0.0, sweptLowY - high.y, low.y - sweptHighY});
        ASSERT_EQ(sweptClearanceOfBox(slider, low, high), std::hypot(gx, gy)) << "case " << n;
        ASSERT_EQ(sweptBoxClearance(slider, low, high), std::hypot(gx, gy)) << "case " << n;
        overlapping += (gx == 0) != (gy == 0) ? 1 : 0;
        apart += gx > 0 && gy > 0 ? 1 : 0;
    }
    EXPECT_GT(overlapping, 1000); // both paths are taken often
    EXPECT_GT(apart, 1000);
}

TEST(MoverSwept, ASegmentPastACornerIsClearedByTheAxisAcrossIt) {
    // A vertical slider's swept box x in [6.2, 6.8], y in [4, 8]; a ball's path of radius 0.2
    // leaving a wall at y = 3.8, from (5.65, 3.8) to (8, 2.76): the boxes are 0.2 apart in y,
    // but the path passes the corner (6.2, 4) at (0.55 * 1.04 + 0.2 * 2.35) / |(1.04, 2.35)|,
    // the gap across the path.
    const Mover slider = moverSweptSlider({6.5, 5}, {6.5, 7}, {0.6, 2});
    const Vec2 a{5.65, 3.8};
    const Vec2 b{8, 2.76};
    const double across = (0.55 * 1.04 + 0.2 * 2.35) / std::hypot(1.04, 2.35);
    EXPECT_NEAR(sweptClearance(slider, a, b), across, 1e-12);
    EXPECT_NEAR(sweptClearance(slider, b, a), across, 1e-12);
    EXPECT_GE(distanceToSweptRegion(slider, a), across); // a lower bound: that end is farther
    // Beside the path, along it: the boxes' gap, 0.3.
    EXPECT_NEAR(sweptClearance(slider, {7.1, 4}, {7.1, 8}), 0.3, 1e-15);
}

/// The clearance never exceeds the distance of any point of the segment (2001 sampled), and
/// for blades is within the sampling's spacing of their least (the distance is 1-Lipschitz).
TEST(MoverSwept, ASegmentsClearanceBoundsItsDenselySampledPoints) {
    std::mt19937_64 random(27);
    std::uniform_real_distribution<double> unit(0, 1);
    int touching = 0;
    for (int n = 0; n < 3000; ++n) {
        const Mover m = n % 2 == 0 ? moverSweptBlades({4 + unit(random), 4 + unit(random)},
                                                      0.3 + 2 * unit(random), 0.3 * unit(random))
                                   : moverSweptSlider({2 + 4 * unit(random), 2 + 4 * unit(random)},
                                                      {2 + 4 * unit(random), 2 + 4 * unit(random)},
                                                      {0.1 + unit(random), 0.1 + unit(random)});
        const Vec2 a{10 * unit(random), 10 * unit(random)};
        const Vec2 b = n % 7 == 0 ? a : Vec2{10 * unit(random), 10 * unit(random)};
        constexpr int samples = 2000;
        double sampled = distanceToSweptRegion(m, b);
        for (int k = 0; k < samples; ++k) {
            sampled = std::min(sampled, distanceToSweptRegion(m, a + (b - a) * (k / 2000.0)));
        }
        const double found = sweptClearance(m, a, b);
        ASSERT_LE(found, sampled + 1e-12) << "case " << n;
        ASSERT_LE(sweptBoxClearance(m, a, b), found) << "case " << n;
        if (m.kind == MoverKind::Blades) {
            ASSERT_GE(found, sampled - length(b - a) / samples / 2 - 1e-12) << "case " << n;
        }
        touching += found == 0 ? 1 : 0;
    }
    EXPECT_GT(touching, 300); // crossings and ends inside are covered too
}

} // namespace
} // namespace golf
