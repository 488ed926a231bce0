// The queue between a client connection's network thread and its reader.

#include "golf/online/client_event_queue.hpp"

#include <gtest/gtest.h>
#include <thread>

namespace golf::online {
namespace {

using Kind = ClientEvent::Kind;
using Clock = std::chrono::steady_clock;

TEST(ClientEventQueue, DrainsInOrderAndEmpties) {
    ClientEventQueue queue;
    EXPECT_TRUE(queue.drain().empty());
    queue.push({Kind::Opened, {}});
    queue.push({Kind::Message, "a"});
    queue.push({Kind::Closed, "gone"});
    const std::vector<ClientEvent> events = queue.drain();
    ASSERT_EQ(events.size(), 3U);
    EXPECT_EQ(events[0].kind, Kind::Opened);
    EXPECT_EQ(events[1].text, "a");
    EXPECT_EQ(events[2].kind, Kind::Closed);
    EXPECT_TRUE(queue.drain().empty());
}

TEST(ClientEventQueue, LosesNothingBetweenTwoThreads) {
    // One thread pushes 20,000 numbered messages while this one drains: every one arrives,
    // once, in order.
    ClientEventQueue queue;
    constexpr int count = 20'000;
    std::thread pusher([&queue] {
        for (int i = 0; i < count; ++i) {
            queue.push({Kind::Message, std::to_string(i)});
        }
    });
    int next = 0;
    while (next < count) {
        for (const ClientEvent& event : queue.waitAndDrain(std::chrono::milliseconds(100))) {
            ASSERT_EQ(event.text, std::to_string(next));
            ++next;
        }
    }
    pusher.join();
    EXPECT_TRUE(queue.drain().empty());
}

TEST(ClientEventQueue, WaitEndsWithTheTimeoutWhenNothingComes) {
    ClientEventQueue queue;
    const auto before = Clock::now();
    EXPECT_TRUE(queue.waitAndDrain(std::chrono::milliseconds(20)).empty());
    EXPECT_GE(Clock::now() - before, std::chrono::milliseconds(20));
}

TEST(ClientEventQueue, WaitWakesWhenAnEventArrives) {
    // A wait of a minute ends as soon as the other thread pushes (well within 5 s).
    ClientEventQueue queue;
    std::thread pusher([&queue] {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        queue.push({Kind::Message, "here"});
    });
    const auto before = Clock::now();
    const std::vector<ClientEvent> events = queue.waitAndDrain(std::chrono::minutes(1));
    pusher.join();
    ASSERT_EQ(events.size(), 1U);
    EXPECT_EQ(events[0].text, "here");
    EXPECT_LT(Clock::now() - before, std::chrono::seconds(5));
}

} // namespace
} // namespace golf::online
