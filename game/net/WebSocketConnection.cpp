#include "WebSocketConnection.hpp"

namespace golf::game {

ConnectionFactory WebSocketConnection::factory(online::ServerAddress address) {
    return [address] {
        return std::make_unique<WebSocketConnection>(address);
    };
}

} // namespace golf::game
