#pragma once

/// \file
/// The one WebSocket client of the project (`golf bot` and the game's Online screens): a
/// connection to `golf serve` whose every network operation runs on a thread of its own, so
/// that its user never waits for the network unless it asks to. Boost.Beast stays in its
/// source (client_connection.cpp), the only client translation unit that compiles it.

#include "golf/online/client_event_queue.hpp"
#include "golf/online/server_address.hpp"

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace golf::online {

/// A connection that is opening, open, or closed; never reopened (a new one is made).
class ClientConnection {
  public:
    /// A hole message carries its level's text: the largest message the client reads.
    static constexpr std::size_t maxMessageBytes = 16 << 20;
    /// Connecting, else Closed (the handshake then has the WebSocket's own timeout).
    static constexpr std::chrono::seconds connectTimeout{5};

    /// Connects at once (on its thread) to `ws://HOST:PORT/`; reports Opened, each message,
    /// then Closed.
    explicit ClientConnection(const ServerAddress& address);
    /// Stops the thread without waiting for the network. Not a polite close: the server keeps
    /// the seat, and the token brings the player back.
    ~ClientConnection();
    ClientConnection(const ClientConnection&) = delete;
    ClientConnection& operator=(const ClientConnection&) = delete;

    /// Queues a text message, sent once open; dropped once closed. Never blocks.
    void send(std::string text);
    /// What happened since the last poll, oldest first. Never blocks.
    [[nodiscard]] std::vector<ClientEvent> poll();
    /// As poll, but waits up to `timeout` for something to happen.
    [[nodiscard]] std::vector<ClientEvent> wait(std::chrono::milliseconds timeout);
    /// Closes politely (a WebSocket close frame, after every queued message), waiting up to
    /// `timeout` for the server's answer; Closed follows.
    void close(std::chrono::milliseconds timeout);

  private:
    struct Worker;
    std::unique_ptr<Worker> worker_;
};

} // namespace golf::online
