#pragma once

/// \file
/// What every connection of the server shares: the options, the lobby and its HTTP API,
/// the open WebSocket sessions by number (to deliver the lobby's messages) and the count of
/// open connections. Used from the server's one thread only.

#include "golf/online/http_api.hpp"
#include "golf/online/lobby.hpp"
#include "golf/online/server.hpp"

#include <cstdint>
#include <memory>
#include <ostream>
#include <unordered_map>
#include <vector>

namespace golf::online {

class WebSocketSession;

/// Shared state of the server's connections.
class ServerContext {
  public:
    ServerContext(const ServerOptions& options, Lobby& lobby, RoundStore& rounds, std::ostream& log)
        : options_(options), lobby_(lobby), api_(lobby, rounds), log_(log) {}

    [[nodiscard]] const ServerOptions& options() const { return options_; }
    [[nodiscard]] Lobby& lobby() { return lobby_; }
    [[nodiscard]] HttpApi& api() { return api_; }
    [[nodiscard]] std::ostream& log() { return log_; }

    /// A TCP connection opened: false (and nothing counted) if maxConnections are open.
    [[nodiscard]] bool openConnection();
    /// A TCP connection closed.
    void closeConnection() { --openConnections_; }

    /// Registers a WebSocket session; returns its connection number (from 1).
    std::uint64_t addSession(const std::weak_ptr<WebSocketSession>& session);
    /// The session closed: forgets it and frees its seat for a rejoin.
    void removeSession(std::uint64_t connection);
    /// Sends each delivery to its session (if still open).
    void deliver(const std::vector<Delivery>& deliveries);

  private:
    const ServerOptions& options_;
    Lobby& lobby_;
    HttpApi api_;
    std::ostream& log_;
    std::size_t openConnections_ = 0;
    std::uint64_t nextConnection_ = 1;
    std::unordered_map<std::uint64_t, std::weak_ptr<WebSocketSession>> sessions_;
};

/// One open TCP connection counted in a ServerContext, released when destroyed (moved from
/// the HTTP session to the WebSocket session it becomes).
class ConnectionSlot {
  public:
    explicit ConnectionSlot(ServerContext& context) : context_(&context) {}
    ~ConnectionSlot() {
        if (context_ != nullptr) {
            context_->closeConnection();
        }
    }
    ConnectionSlot(ConnectionSlot&& other) noexcept : context_(other.context_) {
        other.context_ = nullptr;
    }
    ConnectionSlot& operator=(ConnectionSlot&&) = delete;
    ConnectionSlot(const ConnectionSlot&) = delete;
    ConnectionSlot& operator=(const ConnectionSlot&) = delete;

  private:
    ServerContext* context_;
};

} // namespace golf::online
