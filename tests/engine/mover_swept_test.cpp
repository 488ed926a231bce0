// The swept region of a mover (golf/core/mover_swept.hpp): distances from points to the disc of
// turning blades and to the hexagon a sliding box sweeps, against values derived by hand.

#include "golf/core/mover_swept.hpp"

#include <cmath>
#include <gtest/gtest.h>

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

} // namespace
} // namespace golf
