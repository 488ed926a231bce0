#include "golf/online/server.hpp"

#include "golf/online/course_library.hpp"
#include "golf/online/lobby.hpp"
#include "golf/online/room_store.hpp"
#include "golf/online/round_store.hpp"
#include "http_session.hpp"
#include "server_context.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <csignal>
#include <stdexcept>

namespace golf::online {

namespace net = boost::asio;
using tcp = net::ip::tcp;

class Server::Impl {
  public:
    Impl(ServerOptions options, std::ostream& log)
        : options_(std::move(options)), store_(options_.database), rounds_(store_),
          lobby_(CourseLibrary(options_.levels), store_, log),
          context_(options_, lobby_, rounds_, log), ioc_(1), acceptor_(ioc_),
          signals_(ioc_, SIGINT, SIGTERM) {
        resumed_ = lobby_.resumeRooms();
        boost::system::error_code error;
        // Numeric only: no name lookup (getaddrinfo), which a static binary cannot do well.
        const net::ip::address address = net::ip::make_address(options_.bind, error);
        if (error) {
            throw std::runtime_error("--bind: '" + options_.bind +
                                     "' is not a numeric IPv4 or IPv6 address");
        }
        const tcp::endpoint endpoint(address, options_.port);
        acceptor_.open(endpoint.protocol(), error);
        if (!error) {
            acceptor_.set_option(net::socket_base::reuse_address(true), error);
        }
        if (!error) {
            acceptor_.bind(endpoint, error);
        }
        if (!error) {
            acceptor_.listen(net::socket_base::max_listen_connections, error);
        }
        if (error) {
            throw std::runtime_error("cannot listen on " + options_.bind + ":" +
                                     std::to_string(options_.port) + ": " + error.message());
        }
    }

    [[nodiscard]] std::string address() const {
        const tcp::endpoint local = acceptor_.local_endpoint();
        const std::string host = local.address().is_v6() ? "[" + local.address().to_string() + "]"
                                                         : local.address().to_string();
        return host + ":" + std::to_string(local.port());
    }

    [[nodiscard]] std::size_t resumed() const { return resumed_; }

    void run() {
        signals_.async_wait([this](const boost::system::error_code& error, int signal) {
            if (!error) {
                context_.log() << "stopping on signal " << signal << std::endl;
            }
            boost::system::error_code ignored;
            acceptor_.close(ignored);
            ioc_.stop();
        });
        accept();
        tick();
        ioc_.run();
    }

  private:
    /// Four times a second: the lobby skips players who stay away on their turn.
    void tick() {
        ticks_.expires_after(std::chrono::milliseconds(250));
        ticks_.async_wait([this](const boost::system::error_code& error) {
            if (error) {
                return;
            }
            context_.deliver(lobby_.tick(std::chrono::steady_clock::now()));
            tick();
        });
    }

    void accept() {
        acceptor_.async_accept([this](const boost::system::error_code& error, tcp::socket socket) {
            if (error == net::error::operation_aborted) {
                return; // the listener closed
            }
            if (!error) {
                if (context_.openConnection()) {
                    std::make_shared<HttpSession>(std::move(socket), context_,
                                                  ConnectionSlot(context_))
                        ->start();
                } else {
                    ++refusedConnections_;
                    // One line per hundred, so that a flood does not flood the log too.
                    if (refusedConnections_ % 100 == 1) {
                        context_.log()
                            << "refused a connection: " << options_.maxConnections << " are open ("
                            << refusedConnections_ << " refused so far)" << std::endl;
                    }
                    boost::system::error_code ignored;
                    socket.close(ignored);
                }
            }
            accept();
        });
    }

    ServerOptions options_;
    RoomStore store_;
    RoundStore rounds_;
    Lobby lobby_;
    ServerContext context_;
    std::size_t resumed_ = 0;
    std::size_t refusedConnections_ = 0;
    // Last, so destroyed first: the sessions its handlers own still see the context.
    net::io_context ioc_;
    tcp::acceptor acceptor_;
    net::signal_set signals_;
    net::steady_timer ticks_{ioc_};
};

Server::Server(ServerOptions options, std::ostream& log)
    : impl_(std::make_unique<Impl>(std::move(options), log)) {}

Server::~Server() = default;

std::string Server::address() const {
    return impl_->address();
}

std::size_t Server::resumedRooms() const {
    return impl_->resumed();
}

void Server::run() {
    impl_->run();
}

} // namespace golf::online
