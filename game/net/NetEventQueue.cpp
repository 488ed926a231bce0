#include "NetEventQueue.hpp"

#include <utility>

namespace golf::game {

void NetEventQueue::push(NetEvent event) {
    std::lock_guard lock(mutex_);
    events_.push_back(std::move(event));
}

std::vector<NetEvent> NetEventQueue::drain() {
    std::deque<NetEvent> taken;
    {
        std::lock_guard lock(mutex_);
        taken.swap(events_);
    }
    return {std::make_move_iterator(taken.begin()), std::make_move_iterator(taken.end())};
}

} // namespace golf::game
