#include "server_context.hpp"

#include "websocket_session.hpp"

namespace golf::online {

bool ServerContext::openConnection() {
    if (openConnections_ >= options_.maxConnections) {
        return false;
    }
    ++openConnections_;
    return true;
}

std::uint64_t ServerContext::addSession(const std::weak_ptr<WebSocketSession>& session) {
    const std::uint64_t connection = nextConnection_++;
    sessions_.emplace(connection, session);
    return connection;
}

void ServerContext::removeSession(std::uint64_t connection) {
    sessions_.erase(connection);
    lobby_.disconnect(connection);
}

void ServerContext::deliver(const std::vector<Delivery>& deliveries) {
    for (const Delivery& delivery : deliveries) {
        const auto found = sessions_.find(delivery.connection);
        if (found == sessions_.end()) {
            continue;
        }
        if (const std::shared_ptr<WebSocketSession> session = found->second.lock()) {
            session->send(delivery.text, delivery.close);
        }
    }
}

} // namespace golf::online
