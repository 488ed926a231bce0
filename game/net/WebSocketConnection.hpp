#pragma once

/// \file
/// The real connection to `golf serve`: a WebSocket (Boost.Beast over Asio) whose every
/// operation runs on a thread of its own, so that the window never waits for the network.

#include "Connection.hpp"
#include "golf/online/bot_client.hpp"

#include <memory>

namespace golf::game {

/// Connects at once (on its thread) to `ws://HOST:PORT/`; reports Opened, each message, then
/// Closed. The destructor stops the thread without waiting for the network.
class WebSocketConnection : public Connection {
  public:
    explicit WebSocketConnection(online::ServerAddress address);
    ~WebSocketConnection() override;
    WebSocketConnection(const WebSocketConnection&) = delete;
    WebSocketConnection& operator=(const WebSocketConnection&) = delete;

    void send(std::string text) override;
    [[nodiscard]] std::vector<NetEvent> poll() override;

    /// A factory of connections to `address`, for OnlineClient.
    [[nodiscard]] static ConnectionFactory factory(online::ServerAddress address);

  private:
    struct Worker;
    std::unique_ptr<Worker> worker_;
};

} // namespace golf::game
