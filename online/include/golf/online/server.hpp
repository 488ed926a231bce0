#pragma once

/// \file
/// `golf serve`: HTTP and WebSocket on one port (Boost.Beast over Asio), one thread running
/// every handler, the lobby behind it (docs/online.md).

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace golf::online {

/// How the server runs.
struct ServerOptions {
    std::string bind = "127.0.0.1"; ///< a numeric IPv4 or IPv6 address
    unsigned short port = 0;        ///< 0: the OS picks a free port
    std::string database = "golf-online.sqlite";
    std::vector<std::filesystem::path> levels; ///< folders of the courses offered
    /// TCP connections open at once; more are closed as soon as accepted.
    std::size_t maxConnections = 256;
    /// A connection that sends nothing (not even a pong to the server's pings) for this long
    /// is closed; an HTTP request must arrive within it.
    std::chrono::seconds idleTimeout{60};
    /// Messages a connection may send in one second; beyond, it is refused and closed.
    int maxMessagesPerSecond = 20;
};

/// The server. Construction opens the store, resumes the unfinished rooms and binds.
class Server {
  public:
    /// `log` gets one line per refusal, accepted shot and room event. Throws
    /// std::runtime_error when the store cannot be opened or the address not bound.
    Server(ServerOptions options, std::ostream& log);
    ~Server();
    Server(const Server&) = delete;
    Server& operator=(const Server&) = delete;

    /// The address and port bound, as "ADDR:PORT" ("[::1]:PORT" for IPv6).
    [[nodiscard]] std::string address() const;
    /// Rooms resumed from the store at construction.
    [[nodiscard]] std::size_t resumedRooms() const;
    /// Serves until SIGINT or SIGTERM, then closes the listener and every connection.
    void run();

  private:
    class Impl;
    std::unique_ptr<Impl> impl_;
};

} // namespace golf::online
