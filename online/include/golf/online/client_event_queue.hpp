#pragma once

/// \file
/// What a client connection reports, and the queue that hands it from the connection's
/// network thread to the thread that reads it (the game's window, the bot's loop).

#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <vector>

namespace golf::online {

/// One thing that happened on a connection.
struct ClientEvent {
    enum class Kind {
        Opened,  ///< connected and the WebSocket handshake done: messages may be sent
        Message, ///< a text message from the server (`text`)
        Closed,  ///< the connection is over (`text`: why); no event follows
    };
    Kind kind = Kind::Message;
    std::string text;
};

/// A queue of ClientEvents that one thread pushes and another drains; neither ever holds the
/// lock longer than a push or a swap.
class ClientEventQueue {
  public:
    /// Appends an event (any thread) and wakes a waiting drain.
    void push(ClientEvent event);
    /// Takes every event queued so far, oldest first (any thread); empty if none. Never waits.
    [[nodiscard]] std::vector<ClientEvent> drain();
    /// As drain, but first waits up to `timeout` for an event; empty if none came.
    [[nodiscard]] std::vector<ClientEvent> waitAndDrain(std::chrono::milliseconds timeout);

  private:
    std::mutex mutex_;
    std::condition_variable arrived_;
    std::deque<ClientEvent> events_;
};

} // namespace golf::online
