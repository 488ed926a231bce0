#include "websocket_session.hpp"

#include "golf/online/client_message.hpp"

#include <utility>

namespace golf::online {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

WebSocketSession::WebSocketSession(boost::asio::ip::tcp::socket&& socket, ServerContext& context,
                                   ConnectionSlot slot)
    : ws_(std::move(socket)), context_(context), slot_(std::move(slot)) {}

WebSocketSession::~WebSocketSession() {
    if (connection_ != 0) {
        context_.removeSession(connection_);
    }
}

void WebSocketSession::start(beast::http::request<beast::http::string_body> request) {
    beast::get_lowest_layer(ws_).expires_never(); // the WebSocket timeouts take over
    websocket::stream_base::timeout timeout{};
    timeout.handshake_timeout = std::chrono::seconds(10);
    timeout.idle_timeout = context_.options().idleTimeout;
    timeout.keep_alive_pings = true; // an idle but live client answers the pings
    ws_.set_option(timeout);
    // A larger frame is refused as it arrives (close code 1009), never read whole.
    ws_.read_message_max(maxClientMessageBytes);
    ws_.async_accept(request,
                     beast::bind_front_handler(&WebSocketSession::onAccept, shared_from_this()));
}

void WebSocketSession::onAccept(beast::error_code error) {
    if (error) {
        return;
    }
    connection_ = context_.addSession(weak_from_this());
    windowStart_ = std::chrono::steady_clock::now();
    read();
}

void WebSocketSession::read() {
    ws_.async_read(buffer_,
                   beast::bind_front_handler(&WebSocketSession::onRead, shared_from_this()));
}

void WebSocketSession::onRead(beast::error_code error, std::size_t /*bytes*/) {
    if (error == websocket::error::message_too_big) {
        context_.log() << "refused (connection " << connection_ << "): a message above "
                       << maxClientMessageBytes << " bytes; connection closed (code 1009)"
                       << std::endl;
        return;
    }
    if (error) {
        return; // closed, timed out or broken: the seat waits for a rejoin
    }
    std::string text = beast::buffers_to_string(buffer_.data());
    buffer_.consume(buffer_.size());
    if (closing_) {
        return;
    }
    if (!withinRate()) {
        const Delivery refusal = context_.lobby().refuse(
            connection_, "more than " + std::to_string(context_.options().maxMessagesPerSecond) +
                             " messages in a second; connection closed");
        send(refusal.text, true);
        return;
    }
    if (!ws_.got_text()) {
        context_.deliver(
            {context_.lobby().refuse(connection_, "messages are JSON text, not binary")});
    } else {
        context_.deliver(context_.lobby().receive(connection_, text));
    }
    read();
}

bool WebSocketSession::withinRate() {
    const auto now = std::chrono::steady_clock::now();
    if (now - windowStart_ >= std::chrono::seconds(1)) {
        windowStart_ = now;
        windowMessages_ = 0;
    }
    return ++windowMessages_ <= context_.options().maxMessagesPerSecond;
}

void WebSocketSession::send(std::string text, bool close) {
    if (closing_) {
        return;
    }
    if (queue_.size() >= maxQueuedMessages) {
        context_.log() << "connection " << connection_ << ": too slow to read; closed" << std::endl;
        closing_ = true;
        beast::get_lowest_layer(ws_).socket().close();
        return;
    }
    queue_.push_back(std::move(text));
    closeAfterWrite_ = closeAfterWrite_ || close;
    if (close) {
        closing_ = true;
    }
    if (queue_.size() == 1) {
        write();
    }
}

void WebSocketSession::write() {
    ws_.text(true);
    ws_.async_write(boost::asio::buffer(queue_.front()),
                    beast::bind_front_handler(&WebSocketSession::onWrite, shared_from_this()));
}

void WebSocketSession::onWrite(beast::error_code error, std::size_t /*bytes*/) {
    if (error) {
        return;
    }
    queue_.pop_front();
    if (!queue_.empty()) {
        write();
        return;
    }
    if (closeAfterWrite_) {
        ws_.async_close(websocket::close_code::policy_error,
                        [self = shared_from_this()](beast::error_code) {});
    }
}

} // namespace golf::online
