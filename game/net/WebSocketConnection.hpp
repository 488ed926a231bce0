#pragma once

/// \file
/// The real connection to `golf serve`: online's ClientConnection (the project's one
/// WebSocket client, on a thread of its own), behind the game's Connection.

#include "Connection.hpp"
#include "golf/online/client_connection.hpp"

namespace golf::game {

/// Connects at once (on its thread) to `ws://HOST:PORT/`; reports Opened, each message, then
/// Closed. The destructor stops the thread without waiting for the network.
class WebSocketConnection : public Connection {
  public:
    explicit WebSocketConnection(const online::ServerAddress& address) : connection_(address) {}

    void send(std::string text) override { connection_.send(std::move(text)); }
    [[nodiscard]] std::vector<NetEvent> poll() override { return connection_.poll(); }

    /// A factory of connections to `address`, for OnlineClient.
    [[nodiscard]] static ConnectionFactory factory(online::ServerAddress address);

  private:
    online::ClientConnection connection_;
};

} // namespace golf::game
