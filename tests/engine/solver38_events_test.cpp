// Tests of issue 27's solver38 step: appendTickEvent, the tick solver's push of an event with its
// growth apart (growTickEvents), against std::vector's own push_back of the same events, from an
// empty vector (the growth at the first push) and through many growths; and the events of a
// tick with several wall contacts in one tick, in time order.

#include "golf/physics/world.hpp"
#include "test_levels.hpp"
#include "tick_solver.hpp"

#include <cmath>
#include <cstddef>
#include <gtest/gtest.h>
#include <vector>

namespace golf {
namespace solver38 {
namespace {

Event numberedEvent(int k) {
    return {.type = k % 2 == 0 ? EventType::WallHit : EventType::Stopped,
            .ball = k % 7,
            .other = k % 3 - 1,
            .position = {0.5 * k, -1.0 * k},
            .normal = {1, 0},
            .speed = 0.25 * k,
            .time = 1e-3 * k};
}

bool sameEvent(const Event& a, const Event& b) {
    return a.type == b.type && a.ball == b.ball && a.other == b.other &&
           a.position.x == b.position.x && a.position.y == b.position.y &&
           a.normal.x == b.normal.x && a.normal.y == b.normal.y && a.speed == b.speed &&
           a.time == b.time;
}

TEST(Solver38Events, AppendsAsPushBackDoes) {
    std::vector<Event> appended;
    std::vector<Event> pushed;
    for (int k = 0; k < 1000; ++k) {
        appendTickEvent(appended, numberedEvent(k));
        pushed.push_back(numberedEvent(k));
        ASSERT_EQ(appended.size(), pushed.size());
        ASSERT_LE(appended.size(), appended.capacity());
    }
    for (std::size_t k = 0; k < pushed.size(); ++k) {
        EXPECT_TRUE(sameEvent(appended[k], pushed[k])) << k;
    }
    // Cleared, as a tick clears them: the capacity kept, the pushes in place.
    const std::size_t capacity = appended.capacity();
    appended.clear();
    for (int k = 0; k < 10; ++k) {
        appendTickEvent(appended, numberedEvent(k));
    }
    EXPECT_EQ(appended.capacity(), capacity);
    for (std::size_t k = 0; k < 10; ++k) {
        EXPECT_TRUE(sameEvent(appended[k], pushed[k])) << k;
    }
}

TEST(Solver38Events, WallHitsOfOneTickInTimeOrder) {
    // A 1 x 1 box (walls at x and y in [1, 2]) at 30 ticks a second: a ball struck at 40
    // tiles/s along x from the centre crosses the 0.6 tiles between contacts (two radii of
    // 0.2 off the tile) in 0.015 s, so a tick of 1/30 s holds two wall contacts; the first at
    // x = 1.8, the next at x = 1.2.
    Level level = test::makeBox(1, 1);
    level.physics.tickRate = 30;
    World world(level, 1);
    ASSERT_TRUE(world.placeBall(0, {1.5, 1.5}));
    world.setVelocity(0, {40, 0});
    const std::vector<Event>& events = world.step();
    std::vector<Event> hits;
    for (const Event& e : events) {
        if (e.type == EventType::WallHit) {
            hits.push_back(e);
        }
    }
    ASSERT_GE(hits.size(), 2U);
    EXPECT_NEAR(hits[0].position.x, 1.8, 1e-9);
    EXPECT_NEAR(hits[1].position.x, 1.2, 1e-9);
    EXPECT_LT(hits[0].time, hits[1].time);
    // The approach speed: 40 less the roll over 0.3 tiles at 3 tiles/s^2 (v^2 = 40^2 - 2 a d).
    EXPECT_NEAR(hits[0].speed, std::sqrt(40.0 * 40.0 - 2 * 3.0 * 0.3), 1e-9);
}

} // namespace
} // namespace solver38
} // namespace golf
