// Issue 27, the seventeenth session (sands34).
//
// A Taylor step's length takes one root for each order of the last terms (18, 19, 20), from
// the smallest ratio of that order, where it took one for each of the six terms: the same
// step, as the root never falls as its ratio grows. Checked against the six roots on random
// steps, in which four of the six terms are found binding alone (the smallest bound).
//
// A curved piece's steps are built over storage whose terms up to slopeOrder are not zeroed
// first (TaylorStep(SeriesAboveOrder)): taylorStepInto writes them all. Checked on storage
// filled with other bits: every term the bits of taylorStep's value-initialised step.
//
// Every mover's first search of a piece starts with the test of whether the piece can reach it
// at all (TickSolver::outOfReach; the session tried to work it out for all the movers from one
// box of the piece, and left it: docs/performance.md). A ball rolls, straight on flat floor or
// curving on a slope, into a slider that bars its lane far from where it starts, past a
// windmill it never reaches; the level lists the two movers in either order. The ball must
// meet the slider in both (a mark taken from the other mover, or a box of the piece's start
// only, lets it roll through: checked on that version), and the two orders must play the
// same: the same events at the same times, the same resting place, bit for bit.

#include "golf/core/level.hpp"
#include "golf/physics/match.hpp"
#include "motion.hpp"
#include "slope_reference.hpp"
#include "slope_taylor.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <gtest/gtest.h>
#include <new>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace sands34 {
namespace {

/// One event of a shot, the mover's index read as which mover (0: the slider).
struct Sands34Event {
    EventType type = EventType::Stopped;
    int mover = -1;
    std::uint64_t x = 0;
    std::uint64_t y = 0;
    std::uint64_t time = 0;
    std::int64_t tick = 0;
    bool operator==(const Sands34Event&) const = default;
};

struct Sands34Shot {
    std::vector<Sands34Event> events;
    int sliderHits = 0;
    std::int64_t ticks = 0;
};

/// A lane of 30 x 9 tiles, all `floor` ('.' flat, 'v' a slope), with a slider barring it
/// across its whole height near x = 21 and a small windmill in its far corner, listed slider
/// first or windmill first.
Level sands34Level(char floor, bool sliderFirst) {
    std::vector<std::string> rows;
    rows.emplace_back(32, '#');
    for (int row = 0; row < 9; ++row) {
        rows.push_back("#" + std::string(30, floor) + "#");
    }
    rows.emplace_back(32, '#');
    Level level = test::makeSurfaceLevel(rows);
    level.name = "sands34";
    level.tee = {2.5, 2.5};
    level.cup = {-100, -100};
    level.physics.maxShotSeconds = 20;
    level.physics.maxShotSpeed = 20; // the shots below reach 18.7 tiles/s
    const Mover slider = test::sliderMover({21.0, 5.5}, {22.0, 5.5}, {0.4, 9.5}, 3.0);
    const Mover windmill = test::asMover(Blades{.pivot = {3.0, 8.5},
                                                .arms = 2,
                                                .length = 0.4,
                                                .width = 0.1,
                                                .period = 2.0,
                                                .turn = TurnSense::Clockwise});
    level.movers =
        sliderFirst ? std::vector<Mover>{slider, windmill} : std::vector<Mover>{windmill, slider};
    return level;
}

Sands34Shot sands34Play(const Level& level, Vec2 velocity, bool sliderFirst) {
    Match match(level, 1);
    EXPECT_EQ(match.setup(0, level.tee), "");
    match.shoot(0, velocity);
    Sands34Shot shot;
    while (match.shotInProgress()) {
        match.skipQuietTicks();
        for (const Event& event : match.step()) {
            int mover = -1;
            if (event.type == EventType::MoverHit) {
                mover = sliderFirst ? event.other : 1 - event.other;
                shot.sliderHits += mover == 0 ? 1 : 0;
            }
            shot.events.push_back({.type = event.type,
                                   .mover = mover,
                                   .x = std::bit_cast<std::uint64_t>(event.position.x),
                                   .y = std::bit_cast<std::uint64_t>(event.position.y),
                                   .time = std::bit_cast<std::uint64_t>(event.time),
                                   .tick = match.shotTicks()});
        }
    }
    shot.ticks = match.shotTicks();
    return shot;
}

void sands34Expect(char floor, const std::vector<Vec2>& velocities) {
    for (const Vec2 velocity : velocities) {
        SCOPED_TRACE(std::string(1, floor) + " vx " + std::to_string(velocity.x) + " vy " +
                     std::to_string(velocity.y));
        const Sands34Shot sliderFirst = sands34Play(sands34Level(floor, true), velocity, true);
        const Sands34Shot windmillFirst = sands34Play(sands34Level(floor, false), velocity, false);
        EXPECT_GE(sliderFirst.sliderHits, 1);
        EXPECT_GE(windmillFirst.sliderHits, 1);
        EXPECT_EQ(sliderFirst.ticks, windmillFirst.ticks);
        EXPECT_TRUE(sliderFirst.events == windmillFirst.events);
    }
}

/// The step's length as six roots, one a term, each a bound of its own (the length before
/// the session): the last two terms of the velocity, the speed and the direction u = v / |v|
/// (its series worked out again from the step's velocity and speed, in the engine's order),
/// then the bound towards the top of a throw nearly straight against the push. `binding` gets
/// the term whose bound alone is the smallest (-1: none).
double sands34SixRoots(const TaylorStep& s, Vec2 v, SlopeField field, double maxLength,
                       int& binding) {
    constexpr auto order = static_cast<std::size_t>(slopeOrder);
    std::array<double, order> ux{};
    std::array<double, order> uy{};
    const double s0 = s.speed.c[0];
    for (std::size_t k = 0; k < order; ++k) {
        double sx = 0;
        double sy = 0;
        for (std::size_t j = 1; j <= k; ++j) {
            sx += s.speed.c[j] * ux[k - j];
            sy += s.speed.c[j] * uy[k - j];
        }
        ux[k] = (s.vx.c[k] - sx) / s0;
        uy[k] = (s.vy.c[k] - sy) / s0;
    }
    const double tolerance = 1e-16 * (s0 + length(field.push) + field.decel);
    struct Term {
        double a;
        double b;
        double tolerance;
        int k;
    };
    const std::array<Term, 6> terms{{
        {s.vx.c[order - 1], s.vy.c[order - 1], tolerance, slopeOrder - 1},
        {s.vx.c[order], s.vy.c[order], tolerance, slopeOrder},
        {s.speed.c[order - 1], s.speed.c[order - 1], 1e6 * tolerance, slopeOrder - 1},
        {s.speed.c[order], s.speed.c[order], 1e6 * tolerance, slopeOrder},
        {ux[order - 2], uy[order - 2], 1e-6, slopeOrder - 2},
        {ux[order - 1], uy[order - 1], 1e-6, slopeOrder - 1},
    }};
    double h = maxLength;
    std::array<double, 6> bounds{};
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const Term& t = terms[i];
        const double size = std::max(std::abs(t.a), std::abs(t.b));
        const double ratio = t.tolerance / size;
        bounds[i] = INFINITY;
        if (size > 0 && std::isfinite(ratio) && ratio > 0) {
            bounds[i] = rootAsPowerOfTwo(ratio, t.k);
            h = std::min(h, bounds[i]);
        }
    }
    binding = -1;
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        if (bounds[i] < maxLength && std::count(bounds.begin(), bounds.end(), bounds[i]) == 1 &&
            bounds[i] == *std::min_element(bounds.begin(), bounds.end())) {
            binding = static_cast<int>(i);
        }
    }
    return test::referenceApproachBound(v, field, h); // approachBound (slope_taylor.cpp)
}

TEST(Sands34StepLength, OneRootAnOrderIsTheSixRootsBitForBit) {
    std::mt19937_64 random(3434);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_real_distribution<double> exponent(-12.0, 12.0);
    std::array<int, 6> bound{};
    for (int trial = 0; trial < 20000; ++trial) {
        const Vec2 p{unit(random) * 64, unit(random) * 64};
        const double speed = std::exp2(exponent(random));
        Vec2 v{unit(random) * speed, unit(random) * speed};
        const double g = std::abs(unit(random)) * 10;
        SlopeField field{{unit(random) * g, unit(random) * g}, 0};
        // The floor's deceleration from none (the direction's bounds bind) to more than the
        // push (the velocity's), by factors of 2.
        const int scale = trial % 4;
        field.decel = scale == 0   ? 0
                      : scale == 1 ? g * std::exp2(-40 * std::abs(unit(random)))
                                   : g * std::abs(unit(random)) * 2;
        if (trial % 7 == 0) { // nearly straight against the push
            v = field.push * -(std::abs(unit(random)) + 0.1) +
                Vec2{field.push.y, -field.push.x} * (unit(random) * 1e-3);
        }
        if (v.x == 0 && v.y == 0) {
            v.x = 1;
        }
        const double maxLength = trial % 3 == 0 ? 1.0 : std::abs(unit(random)) * 4 + 1e-9;
        const TaylorStep step = taylorStep(p, v, field, maxLength);
        int binding = -1;
        const double reference = sands34SixRoots(step, v, field, maxLength, binding);
        ASSERT_EQ(std::bit_cast<std::uint64_t>(step.length),
                  std::bit_cast<std::uint64_t>(reference))
            << "trial " << trial << ": " << step.length << " vs " << reference;
        if (binding >= 0) {
            ++bound[static_cast<std::size_t>(binding)];
        }
    }
    // The velocity's, the speed's order 19 and 20 and the direction's order 18 each bind
    // alone somewhere; the velocity's and the direction's last order bind only where the
    // order below them binds as well (powers of two: their roots come out the same or larger).
    for (const std::size_t i : {0, 2, 3, 4}) {
        EXPECT_GT(bound[i], 0) << "term " << i << " never binds alone";
    }
}

TEST(Sands34SeriesAboveOrder, AStepOverUnzeroedStorageIsTheValueInitialisedStep) {
    std::mt19937_64 random(343434);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    alignas(TaylorStep) unsigned char storage[sizeof(TaylorStep)];
    for (int trial = 0; trial < 200; ++trial) {
        // Storage as a used step would leave it: bits that are no +0 (all ones: a NaN).
        std::memset(storage, trial % 2 == 0 ? 0xff : 0x5a, sizeof storage);
        auto* step = new (storage) TaylorStep(SeriesAboveOrder{});
        const Vec2 p{unit(random) * 30, unit(random) * 30};
        const Vec2 v{unit(random) * 12 + 0.01, unit(random) * 12};
        const SlopeField field{{unit(random) * 5, unit(random) * 5}, std::abs(unit(random)) * 6};
        taylorStepInto(*step, p, v, field, 1.0);
        const TaylorStep reference = taylorStep(p, v, field, 1.0);
        const SeriesPolynomial* got[] = {&step->x, &step->y, &step->vx, &step->vy, &step->speed};
        const SeriesPolynomial* want[] = {&reference.x, &reference.y, &reference.vx, &reference.vy,
                                          &reference.speed};
        for (std::size_t k = 0; k < 5; ++k) {
            for (std::size_t i = 0; i < got[k]->c.size(); ++i) {
                ASSERT_EQ(std::bit_cast<std::uint64_t>(got[k]->c[i]),
                          std::bit_cast<std::uint64_t>(want[k]->c[i]))
                    << "trial " << trial << ", series " << k << ", term " << i;
            }
        }
        EXPECT_EQ(std::bit_cast<std::uint64_t>(step->length),
                  std::bit_cast<std::uint64_t>(reference.length));
        step->~TaylorStep();
    }
}

TEST(Sands34MoverReach, StraightRollsMeetTheFarSliderWhicheverMoverComesFirst) {
    sands34Expect('.', {{12, 0}, {12, 1.5}, {14, -1}, {16, 0.25}});
}

TEST(Sands34MoverReach, CurvedRollsMeetTheFarSliderWhicheverMoverComesFirst) {
    sands34Expect('v', {{14, -3}, {16, -4}, {15, -2.5}, {18, -5}});
}

} // namespace
} // namespace sands34
} // namespace golf
