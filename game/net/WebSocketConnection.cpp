#include "WebSocketConnection.hpp"

#include "NetEventQueue.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <thread>

namespace golf::game {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {
/// A hole message carries its level's text: the bot's bound.
constexpr std::size_t maxReadBytes = 16 << 20;
/// Connecting and the handshake together, else Closed.
constexpr std::chrono::seconds connectTimeout{5};
} // namespace

/// Everything of the connection that the network thread touches. Only that thread uses the
/// stream; the window's thread posts to it and drains `events`.
struct WebSocketConnection::Worker {
    explicit Worker(online::ServerAddress to) : address(std::move(to)) {}

    void start() {
        const tcp::endpoint endpoint(asio::ip::make_address(address.host), address.port);
        beast::get_lowest_layer(ws).expires_after(connectTimeout);
        beast::get_lowest_layer(ws).async_connect(endpoint, [this](beast::error_code error) {
            if (error) {
                return fail("cannot connect", error);
            }
            beast::get_lowest_layer(ws).expires_never();
            ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
            ws.read_message_max(maxReadBytes);
            ws.async_handshake(address.host, "/", [this](beast::error_code shake) {
                if (shake) {
                    return fail("the WebSocket handshake failed", shake);
                }
                ws.text(true);
                open = true;
                events.push({NetEvent::Kind::Opened, {}});
                read();
                write();
            });
        });
    }

    void read() {
        ws.async_read(buffer, [this](beast::error_code error, std::size_t) {
            if (error) {
                return fail("the connection closed", error);
            }
            events.push({NetEvent::Kind::Message, beast::buffers_to_string(buffer.data())});
            buffer.consume(buffer.size());
            read();
        });
    }

    void write() {
        if (!open || writing || outbox.empty()) {
            return;
        }
        writing = true;
        ws.async_write(asio::buffer(outbox.front()), [this](beast::error_code error, std::size_t) {
            writing = false;
            if (error) {
                return fail("cannot send", error);
            }
            outbox.pop_front();
            write();
        });
    }

    void fail(const char* what, beast::error_code error) {
        if (closed) {
            return;
        }
        closed = true;
        open = false;
        events.push({NetEvent::Kind::Closed, std::string(what) + ": " + error.message()});
        beast::error_code ignored;
        beast::get_lowest_layer(ws).socket().close(ignored);
    }

    online::ServerAddress address;
    asio::io_context ioc;
    websocket::stream<beast::tcp_stream> ws{ioc};
    beast::flat_buffer buffer;
    std::deque<std::string> outbox;
    bool open = false;
    bool writing = false;
    bool closed = false;
    NetEventQueue events;
    std::thread thread; // started last, joined first
};

WebSocketConnection::WebSocketConnection(online::ServerAddress address)
    : worker_(std::make_unique<Worker>(std::move(address))) {
    Worker& worker = *worker_;
    worker.start();
    worker.thread = std::thread([&worker] { worker.ioc.run(); });
}

WebSocketConnection::~WebSocketConnection() {
    // Not a polite close: the server keeps the seat and the token brings the player back.
    worker_->ioc.stop();
    worker_->thread.join();
}

void WebSocketConnection::send(std::string text) {
    Worker& worker = *worker_;
    asio::post(worker.ioc, [&worker, message = std::move(text)]() mutable {
        if (!worker.closed) {
            worker.outbox.push_back(std::move(message));
            worker.write();
        }
    });
}

std::vector<NetEvent> WebSocketConnection::poll() {
    return worker_->events.drain();
}

ConnectionFactory WebSocketConnection::factory(online::ServerAddress address) {
    return [address] {
        return std::make_unique<WebSocketConnection>(address);
    };
}

} // namespace golf::game
