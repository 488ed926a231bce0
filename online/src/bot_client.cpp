#include "golf/online/bot_client.hpp"

#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <charconv>
#include <condition_variable>
#include <mutex>
#include <sys/socket.h>
#include <thread>

namespace golf::online {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

std::optional<ServerAddress> parseServerUrl(std::string_view url) {
    for (const std::string_view scheme : {"ws://", "http://"}) {
        if (url.starts_with(scheme)) {
            url.remove_prefix(scheme.size());
            break;
        }
    }
    if (url.ends_with('/')) {
        url.remove_suffix(1);
    }
    const std::size_t colon = url.rfind(':');
    if (colon == std::string_view::npos) {
        return std::nullopt;
    }
    std::string_view host = url.substr(0, colon);
    const std::string_view port = url.substr(colon + 1);
    if (host.starts_with('[') && host.ends_with(']')) {
        host = host.substr(1, host.size() - 2);
    }
    unsigned value = 0;
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
    boost::system::error_code bad;
    (void)net::ip::make_address(std::string(host), bad);
    if (error != std::errc() || end != port.data() + port.size() || value == 0 || value > 65535 ||
        bad) {
        return std::nullopt;
    }
    return ServerAddress{std::string(host), static_cast<unsigned short>(value)};
}

namespace {

/// Shuts the socket down when the deadline passes, so that a blocked read returns.
class Watchdog {
  public:
    explicit Watchdog(std::chrono::seconds deadline)
        : thread_([this, deadline] {
              std::unique_lock lock(mutex_);
              if (!wake_.wait_for(lock, deadline, [this] { return done_; })) {
                  expired_ = true;
                  if (socket_ >= 0) {
                      ::shutdown(socket_, SHUT_RDWR);
                  }
              }
          }) {}
    ~Watchdog() {
        {
            std::lock_guard lock(mutex_);
            done_ = true;
        }
        wake_.notify_all();
    }
    Watchdog(const Watchdog&) = delete;
    Watchdog& operator=(const Watchdog&) = delete;

    /// The socket to shut down (-1: none). False once the deadline has passed.
    bool watch(int socket) {
        std::lock_guard lock(mutex_);
        socket_ = socket;
        return !expired_;
    }
    [[nodiscard]] bool expired() {
        std::lock_guard lock(mutex_);
        return expired_;
    }

  private:
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    bool expired_ = false;
    int socket_ = -1;
    std::jthread thread_; // last: started once the rest is ready, joined first
};

enum class Session { Done, Failed, Lost };

} // namespace

namespace {

/// Measures each shot's round trip: from sending it to the next shot or refusal heard.
class RoundTrips {
  public:
    explicit RoundTrips(std::ostream* log) : log_(log) {}
    void sent(std::string_view message) {
        if (log_ != nullptr && message.starts_with(R"({"type":"shot")")) {
            sentAt_ = std::chrono::steady_clock::now();
            waiting_ = true;
        }
    }
    void heard(std::string_view message) {
        if (waiting_ && (message.starts_with(R"({"type":"shot")") ||
                         message.starts_with(R"({"type":"refusal")"))) {
            const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(
                std::chrono::steady_clock::now() - sentAt_);
            *log_ << micros.count() << '\n';
            waiting_ = false;
        }
    }

  private:
    std::ostream* log_;
    bool waiting_ = false;
    std::chrono::steady_clock::time_point sentAt_{};
};

/// Answers the server until the round ends or the bot fails; throws on a network error.
Session converseWith(websocket::stream<tcp::socket>& ws, BotPlayer& player, std::ostream& out,
                     std::ostream& err, const BotClientOptions& options) {
    RoundTrips trips(options.latencyLog);
    for (;;) {
        beast::flat_buffer buffer;
        ws.read(buffer);
        const std::string text = beast::buffers_to_string(buffer.data());
        trips.heard(text);
        const BotReaction reaction = player.receive(text);
        for (const std::string& line : reaction.lines) {
            out << line << std::endl;
        }
        if (!reaction.error.empty()) {
            err << "bot: " << reaction.error << std::endl;
            return Session::Failed;
        }
        for (const std::string& message : reaction.send) {
            std::this_thread::sleep_for(options.delay);
            trips.sent(message);
            ws.write(net::buffer(message));
        }
        if (reaction.done) {
            return Session::Done;
        }
    }
}

} // namespace

BotClient::BotClient(ServerAddress address, BotClientOptions options, std::ostream& out,
                     std::ostream& err)
    : address_(std::move(address)), options_(options), out_(out), err_(err) {}

int BotClient::run(BotPlayer& player, const std::string& first) {
    Watchdog watchdog(options_.deadline);
    net::io_context ioc;
    const tcp::endpoint endpoint(net::ip::make_address(address_.host), address_.port);
    std::string opening = first;
    auto tryUntil = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    for (;;) {
        websocket::stream<tcp::socket> ws(ioc);
        bool established = false;
        Session session = Session::Lost;
        try {
            ws.next_layer().connect(endpoint);
            if (!watchdog.watch(ws.next_layer().native_handle())) {
                break;
            }
            ws.read_message_max(16 << 20); // a hole message carries its level
            ws.handshake(address_.host, "/");
            ws.text(true);
            ws.write(net::buffer(opening));
            established = true;
            session = converseWith(ws, player, out_, err_, options_);
        } catch (const boost::system::system_error& error) {
            watchdog.watch(-1);
            if (watchdog.expired()) {
                break;
            }
            if (established) {
                // Lost: come back with the token, for a while.
                opening = player.rejoinMessage();
                if (opening.empty()) {
                    err_ << "bot: the connection closed before the bot had a seat" << std::endl;
                    return 1;
                }
                err_ << "bot: connection lost (" << error.code().message() << "); coming back"
                     << std::endl;
                tryUntil = std::chrono::steady_clock::now() + options_.reconnectFor;
            } else if (std::chrono::steady_clock::now() >= tryUntil) {
                err_ << "bot: cannot reach the server: " << error.code().message() << std::endl;
                return 1;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            continue;
        }
        watchdog.watch(-1);
        if (session == Session::Done) {
            beast::error_code ignored;
            ws.close(websocket::close_code::normal, ignored);
            return 0;
        }
        return 1;
    }
    err_ << "bot: the round did not end within " << options_.deadline.count() << " s" << std::endl;
    return 1;
}

} // namespace golf::online
