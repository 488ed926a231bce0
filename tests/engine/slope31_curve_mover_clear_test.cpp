// The mover searches' box tests for curved pieces (issue 27): a curved piece whose box
// (SlopePath::bounds) or a chunk of it whose box (curveWindowBounds) is clear of a slider's
// swept region by the ball's radius and 1e-6 needs no search. Checked against the search
// itself (firstMoverContact) and against the gap to the slider sampled densely along the
// piece, computed independently (the box from the slider's centre formula).

#include "curve_contact.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/mover_swept.hpp"
#include "mover_contact.hpp"
#include "slope_path.hpp"
#include "trajectory.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <memory>
#include <numbers>
#include <optional>
#include <random>

namespace golf {
namespace {

constexpr double slope31Radius = 0.2;
constexpr double slope31Reach = slope31Radius + 1e-6; // the searches' reach

/// The gap between the ball at `centre` and the slider's block at hole time t: the distance to
/// the block (its centre from sliderCentre, its half sizes) less the radius.
double slope31SliderGap(const Mover& mover, Vec2 centre, double t) {
    const Vec2 c = sliderCentre(mover.slider, t);
    const double dx = std::max(std::abs(centre.x - c.x) - mover.slider.size.x / 2, 0.0);
    const double dy = std::max(std::abs(centre.y - c.y) - mover.slider.size.y / 2, 0.0);
    return std::hypot(dx, dy) - slope31Radius;
}

struct Slope31Case {
    Mover mover;
    Trajectory path;
    double clock = 0;
};

/// A random slider in [2, 8] x [3, 6] and a random curved piece (a push across the
/// velocity) starting 0.5 to 9.5 tiles either way, clear of the slider at its start.
std::optional<Slope31Case> slope31RandomCase(std::mt19937_64& random) {
    std::uniform_real_distribution<double> unit(0, 1);
    Slope31Case c;
    c.mover.kind = MoverKind::Slider;
    c.mover.slider = {.from = {2 + 2 * unit(random), 3 + 3 * unit(random)},
                      .to = {4 + 4 * unit(random), 3 + 3 * unit(random)},
                      .size = {0.2 + unit(random), 0.2 + 2 * unit(random)},
                      .period = 0.5 + 6 * unit(random),
                      .phase = unit(random)};
    c.clock = 10 * unit(random);
    const Vec2 origin{0.5 + 9 * unit(random), 0.5 + 9 * unit(random)};
    if (slope31SliderGap(c.mover, origin, c.clock) <= 1e-9) {
        return std::nullopt;
    }
    const double speed = 0.5 + 8 * unit(random);
    const double angle = 2 * std::numbers::pi * unit(random);
    const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};
    const SlopeField field{{4 * unit(random) - 2, 4 * unit(random) - 2}, 3 * unit(random)};
    c.path = Trajectory::at(origin, velocity, Floor::Grass, field.decel);
    c.path.curve = std::make_shared<SlopePath>(origin, velocity, field, 1.0);
    if (c.path.curve->straight()) {
        return std::nullopt;
    }
    return c;
}

/// Every centre sampled on [from, to] of the piece is at least `clearance` from the block.
bool slope31SampledClear(const Slope31Case& c, double from, double to, double clearance) {
    constexpr int samples = 400;
    for (int k = 0; k <= samples; ++k) {
        const double s = from + (to - from) * k / samples;
        if (slope31SliderGap(c.mover, c.path.curve->position(s), c.clock + s) < clearance) {
            return false;
        }
    }
    return true;
}

TEST(Slope31CurveMover, APieceWhoseBoxIsClearOfTheSliderHasNoContact) {
    std::mt19937_64 random(2731);
    int clear = 0;
    int notClear = 0;
    int contacts = 0;
    for (int n = 0; n < 1500; ++n) {
        const std::optional<Slope31Case> c = slope31RandomCase(random);
        if (!c) {
            continue;
        }
        const SlopePath& curve = *c->path.curve;
        const SlopePath::Box box = curve.bounds(0);
        const bool boxClear = sweptClearanceOfBox(c->mover, box.min, box.max) > slope31Reach;
        const std::optional<MoverContact> contact =
            firstMoverContact(c->path, c->clock, slope31Radius, c->mover, 0, curve.end());
        contacts += contact ? 1 : 0;
        if (boxClear) {
            ++clear;
            ASSERT_FALSE(contact) << "case " << n;
            // The box holds the piece: every sampled centre keeps the clearance of the box.
            ASSERT_TRUE(slope31SampledClear(*c, 0, curve.end(), 1e-6)) << "case " << n;
        } else {
            ++notClear;
        }
    }
    // Both outcomes occur often (the test can fail either way), and contacts are found.
    EXPECT_GT(clear, 300);
    EXPECT_GT(notClear, 300);
    EXPECT_GT(contacts, 40);
    std::printf("[ figures  ] pieces clear %d, not clear %d, with a contact %d\n", clear, notClear,
                contacts);
}

TEST(Slope31CurveMover, AChunkWhoseBoxIsClearOfTheSliderHasNoContact) {
    std::mt19937_64 random(2732);
    int cleared = 0;
    int searched = 0;
    int contacts = 0;
    for (int n = 0; n < 800; ++n) {
        const std::optional<Slope31Case> c = slope31RandomCase(random);
        if (!c) {
            continue;
        }
        const SlopePath& curve = *c->path.curve;
        for (double from = 0; from < curve.end(); from += 0.25) {
            const double to = std::min(from + 0.25, curve.end());
            const SlopePath::Box box = curveWindowBounds(curve, from, to);
            const bool boxClear = sweptClearanceOfBox(c->mover, box.min, box.max) > slope31Reach;
            const std::optional<MoverContact> contact =
                firstMoverContact(c->path, c->clock, slope31Radius, c->mover, from, to);
            ASSERT_FALSE(boxClear && contact) << "case " << n << " chunk from " << from;
            if (boxClear) {
                ASSERT_TRUE(slope31SampledClear(*c, from, to, 1e-6))
                    << "case " << n << " chunk from " << from;
            }
            cleared += boxClear ? 1 : 0;
            searched += boxClear ? 0 : 1;
            contacts += contact ? 1 : 0;
        }
    }
    EXPECT_GT(cleared, 1000);
    EXPECT_GT(searched, 300);
    EXPECT_GT(contacts, 25);
    std::printf("[ figures  ] chunks cleared %d, searched %d, with a contact %d\n", cleared,
                searched, contacts);
}

} // namespace
} // namespace golf
