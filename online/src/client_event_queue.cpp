#include "golf/online/client_event_queue.hpp"

#include <iterator>
#include <utility>

namespace golf::online {

void ClientEventQueue::push(ClientEvent event) {
    {
        std::lock_guard lock(mutex_);
        events_.push_back(std::move(event));
    }
    arrived_.notify_one();
}

std::vector<ClientEvent> ClientEventQueue::drain() {
    std::deque<ClientEvent> taken;
    {
        std::lock_guard lock(mutex_);
        taken.swap(events_);
    }
    return {std::make_move_iterator(taken.begin()), std::make_move_iterator(taken.end())};
}

std::vector<ClientEvent> ClientEventQueue::waitAndDrain(std::chrono::milliseconds timeout) {
    std::deque<ClientEvent> taken;
    {
        std::unique_lock lock(mutex_);
        arrived_.wait_for(lock, timeout, [this] { return !events_.empty(); });
        taken.swap(events_);
    }
    return {std::make_move_iterator(taken.begin()), std::make_move_iterator(taken.end())};
}

} // namespace golf::online
