#include "golf/online/client_connection.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <future>
#include <thread>

namespace golf::online {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

/// Everything of the connection that the network thread touches. Only that thread uses the
/// stream; the user's thread posts to it and drains `events`.
struct ClientConnection::Worker {
    explicit Worker(ServerAddress to) : address(std::move(to)) {}

    void start() {
        const tcp::endpoint endpoint(asio::ip::make_address(address.host), address.port);
        beast::get_lowest_layer(ws).expires_after(connectTimeout);
        beast::get_lowest_layer(ws).async_connect(endpoint, [this](beast::error_code error) {
            if (error) {
                return fail("cannot connect", error);
            }
            beast::get_lowest_layer(ws).expires_never();
            ws.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
            ws.read_message_max(maxMessageBytes);
            ws.async_handshake(address.host, "/", [this](beast::error_code shake) {
                if (shake) {
                    return fail("the WebSocket handshake failed", shake);
                }
                ws.text(true);
                open = true;
                events.push({ClientEvent::Kind::Opened, {}});
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
            events.push({ClientEvent::Kind::Message, beast::buffers_to_string(buffer.data())});
            buffer.consume(buffer.size());
            read();
        });
    }

    void write() {
        if (!open || writing) {
            return;
        }
        if (outbox.empty()) {
            if (closeAsked) {
                closeNow();
            }
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

    void closeNow() {
        open = false;
        ws.async_close(websocket::close_code::normal, [this](beast::error_code error) {
            fail("closed", error ? error : websocket::error::closed);
        });
    }

    void fail(const char* what, beast::error_code error) {
        if (!closed) {
            closed = true;
            open = false;
            events.push({ClientEvent::Kind::Closed, std::string(what) + ": " + error.message()});
            beast::error_code ignored;
            beast::get_lowest_layer(ws).socket().close(ignored);
        }
        if (closeDone) {
            closeDone->set_value();
            closeDone.reset();
        }
    }

    ServerAddress address;
    asio::io_context ioc;
    websocket::stream<beast::tcp_stream> ws{ioc};
    beast::flat_buffer buffer;
    std::deque<std::string> outbox;
    bool open = false;
    bool writing = false;
    bool closed = false;
    bool closeAsked = false;
    std::shared_ptr<std::promise<void>> closeDone; ///< set once closed, for close()
    ClientEventQueue events;
    std::thread thread; // started last, joined first
};

ClientConnection::ClientConnection(const ServerAddress& address)
    : worker_(std::make_unique<Worker>(address)) {
    Worker& worker = *worker_;
    worker.start();
    worker.thread = std::thread([&worker] { worker.ioc.run(); });
}

ClientConnection::~ClientConnection() {
    worker_->ioc.stop();
    worker_->thread.join();
}

void ClientConnection::send(std::string text) {
    Worker& worker = *worker_;
    asio::post(worker.ioc, [&worker, message = std::move(text)]() mutable {
        if (!worker.closed && !worker.closeAsked) {
            worker.outbox.push_back(std::move(message));
            worker.write();
        }
    });
}

std::vector<ClientEvent> ClientConnection::poll() {
    return worker_->events.drain();
}

std::vector<ClientEvent> ClientConnection::wait(std::chrono::milliseconds timeout) {
    return worker_->events.waitAndDrain(timeout);
}

void ClientConnection::close(std::chrono::milliseconds timeout) {
    Worker& worker = *worker_;
    auto done = std::make_shared<std::promise<void>>();
    std::future<void> closed = done->get_future();
    asio::post(worker.ioc, [&worker, done] {
        if (worker.closed) {
            return done->set_value();
        }
        worker.closeDone = done;
        worker.closeAsked = true;
        if (!worker.open) {
            // Still connecting: nothing to close politely.
            return worker.fail("closed", websocket::error::closed);
        }
        worker.write();
    });
    (void)closed.wait_for(timeout);
}

} // namespace golf::online
