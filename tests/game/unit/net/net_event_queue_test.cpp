#include "NetEventQueue.hpp"

#include <gtest/gtest.h>
#include <thread>

namespace golf::game {
namespace {

TEST(NetEventQueue, DrainsInOrderAndEmpties) {
    NetEventQueue queue;
    EXPECT_TRUE(queue.drain().empty());
    queue.push({NetEvent::Kind::Opened, {}});
    queue.push({NetEvent::Kind::Message, "a"});
    queue.push({NetEvent::Kind::Closed, "gone"});
    const std::vector<NetEvent> events = queue.drain();
    ASSERT_EQ(events.size(), 3U);
    EXPECT_EQ(events[0].kind, NetEvent::Kind::Opened);
    EXPECT_EQ(events[1].text, "a");
    EXPECT_EQ(events[2].kind, NetEvent::Kind::Closed);
    EXPECT_TRUE(queue.drain().empty());
}

TEST(NetEventQueue, LosesNothingBetweenTwoThreads) {
    // One thread pushes 20,000 numbered messages while this one drains: every one arrives,
    // once, in order.
    NetEventQueue queue;
    constexpr int count = 20'000;
    std::thread pusher([&queue] {
        for (int i = 0; i < count; ++i) {
            queue.push({NetEvent::Kind::Message, std::to_string(i)});
        }
    });
    int next = 0;
    while (next < count) {
        for (const NetEvent& event : queue.drain()) {
            ASSERT_EQ(event.text, std::to_string(next));
            ++next;
        }
    }
    pusher.join();
    EXPECT_TRUE(queue.drain().empty());
}

} // namespace
} // namespace golf::game
