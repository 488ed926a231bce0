#pragma once

/// \file
/// One WebSocket connection of the server: reads client messages (bounded in size and
/// rate), hands them to the lobby and writes what the lobby sends, in order.

#include "server_context.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>

namespace golf::online {

/// Messages waiting to be written to one client; beyond it the client is too slow and is
/// closed rather than let the server's memory grow.
inline constexpr std::size_t maxQueuedMessages = 1024;

/// A WebSocket session, kept alive by its pending operations.
class WebSocketSession : public std::enable_shared_from_this<WebSocketSession> {
  public:
    WebSocketSession(boost::asio::ip::tcp::socket&& socket, ServerContext& context,
                     ConnectionSlot slot);
    ~WebSocketSession();
    WebSocketSession(const WebSocketSession&) = delete;
    WebSocketSession& operator=(const WebSocketSession&) = delete;

    /// Accepts the upgrade `request` and starts reading.
    void start(boost::beast::http::request<boost::beast::http::string_body> request);
    /// Queues `text`; with `close`, closes the connection once it is written.
    void send(std::string text, bool close);

  private:
    void onAccept(boost::beast::error_code error);
    void read();
    void onRead(boost::beast::error_code error, std::size_t bytes);
    void write();
    void onWrite(boost::beast::error_code error, std::size_t bytes);
    /// Counts a message; false when this second's allowance is used up.
    bool withinRate();

    boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
    boost::beast::flat_buffer buffer_;
    ServerContext& context_;
    ConnectionSlot slot_;
    std::uint64_t connection_ = 0;
    std::deque<std::string> queue_;
    bool closeAfterWrite_ = false;
    bool closing_ = false;
    std::chrono::steady_clock::time_point windowStart_;
    int windowMessages_ = 0;
};

} // namespace golf::online
