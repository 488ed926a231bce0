#pragma once

/// \file
/// One connection to a game server, as the online client sees it: it sends text messages and
/// polls for what happened. The real one runs its network on a thread of its own
/// (WebSocketConnection); tests give the client a fake.

#include "NetEvent.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace golf::game {

/// A connection that is opening, open, or closed; never reopened (a new one is made).
class Connection {
  public:
    virtual ~Connection() = default;
    /// Queues a text message; dropped once the connection is closed. Never blocks.
    virtual void send(std::string text) = 0;
    /// What happened since the last poll, oldest first. Never blocks.
    [[nodiscard]] virtual std::vector<NetEvent> poll() = 0;
};

/// Opens a new connection to the server (each try, and each coming back after a drop).
using ConnectionFactory = std::function<std::unique_ptr<Connection>()>;

} // namespace golf::game
