// Tests of issue 27's step37 step in the replay's event counting (countShotEvents, and its
// inlined copy in replayShotLog's loop): the players' lists kept sorted without repeats by an
// insertion in place instead of a push and a sort. Random ticks of random events, counted tick
// by tick, against counts and sets kept independently (std::set, in event order).

#include "golf/replay/replay.hpp"

#include <gtest/gtest.h>
#include <random>
#include <set>
#include <vector>

namespace golf {
namespace step37 {
namespace {

struct Expected {
    int wallHits = 0;
    int ballHits = 0;
    int moverHits = 0;
    std::set<int> ballsHit;
    std::set<int> holed;
    std::set<int> pickedUp;
    std::set<int> watered;
};

/// What the events mean for the shot's report, one by one (SPEC section 5's report).
void expect(const Event& event, Expected& want) {
    switch (event.type) {
    case EventType::WallHit:
        ++want.wallHits;
        break;
    case EventType::BallHit:
        ++want.ballHits;
        want.ballsHit.insert(event.ball);
        if (event.other >= 0) {
            want.ballsHit.insert(event.other);
        }
        break;
    case EventType::Holed:
        want.holed.insert(event.ball);
        break;
    case EventType::PickedUp:
        want.pickedUp.insert(event.ball);
        break;
    case EventType::Returned:
        want.holed.erase(event.ball);
        break;
    case EventType::Watered:
        want.watered.insert(event.ball);
        break;
    case EventType::MoverHit:
        ++want.moverHits;
        break;
    default:
        break;
    }
}

std::vector<int> list(const std::set<int>& set) {
    return {set.begin(), set.end()};
}

TEST(Step37CountEvents, RandomTicksMatchSetsKeptInEventOrder) {
    std::mt19937_64 rng(37);
    for (int trial = 0; trial < 400; ++trial) {
        const int players = 1 + static_cast<int>(rng() % 8);
        ShotReport report;
        Expected want;
        const int ticks = static_cast<int>(rng() % 12);
        for (int tick = 0; tick < ticks; ++tick) {
            std::vector<Event> events(rng() % 7);
            for (Event& event : events) {
                event.type = static_cast<EventType>(rng() % 10);
                event.ball = static_cast<int>(rng() % static_cast<unsigned>(players));
                event.other = event.type == EventType::BallHit && rng() % 4 != 0
                                  ? static_cast<int>(rng() % static_cast<unsigned>(players))
                                  : -1;
                expect(event, want);
            }
            countShotEvents(events, report);
        }
        EXPECT_EQ(report.wallHits, want.wallHits);
        EXPECT_EQ(report.ballHits, want.ballHits);
        EXPECT_EQ(report.moverHits, want.moverHits);
        EXPECT_EQ(report.ballsHit, list(want.ballsHit));
        EXPECT_EQ(report.holed, list(want.holed));
        EXPECT_EQ(report.pickedUp, list(want.pickedUp));
        EXPECT_EQ(report.watered, list(want.watered));
    }
}

} // namespace
} // namespace step37
} // namespace golf
