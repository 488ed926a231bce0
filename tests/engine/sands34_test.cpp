// Issue 27, the seventeenth session (sands34): a piece's mover searches start with every
// mover's out-of-reach mark worked out from one box of the piece (TickSolver::
// startMoverSearches). A ball rolls, straight on flat floor or curving on a slope, into a
// slider that bars its lane far from where it starts, past a windmill it never reaches; the
// level lists the two movers in either order. The ball must meet the slider in both (a mark
// taken from the other mover, or a box of the piece's start only, lets it roll through), and
// the two orders must play the same: the same events at the same times, the same resting
// place, bit for bit.

#include "golf/core/level.hpp"
#include "golf/physics/match.hpp"
#include "test_levels.hpp"
#include "test_movers.hpp"

#include <bit>
#include <cstdint>
#include <gtest/gtest.h>
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

TEST(Sands34MoverReach, StraightRollsMeetTheFarSliderWhicheverMoverComesFirst) {
    sands34Expect('.', {{12, 0}, {12, 1.5}, {14, -1}, {16, 0.25}});
}

TEST(Sands34MoverReach, CurvedRollsMeetTheFarSliderWhicheverMoverComesFirst) {
    sands34Expect('v', {{14, -3}, {16, -4}, {15, -2.5}, {18, -5}});
}

} // namespace
} // namespace sands34
} // namespace golf
