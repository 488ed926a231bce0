#pragma once

/// \file
/// Hands a connection's events from its network thread to the window's thread.

#include "NetEvent.hpp"

#include <deque>
#include <mutex>
#include <vector>

namespace golf::game {

/// A queue of NetEvents that one thread pushes and another drains; neither ever waits for
/// the other longer than a push or a swap.
class NetEventQueue {
  public:
    /// Appends an event (any thread).
    void push(NetEvent event);
    /// Takes every event queued so far, oldest first (any thread); empty if none.
    [[nodiscard]] std::vector<NetEvent> drain();

  private:
    std::mutex mutex_;
    std::deque<NetEvent> events_;
};

} // namespace golf::game
