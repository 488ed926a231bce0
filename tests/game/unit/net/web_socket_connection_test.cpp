// The real connection on the loopback: what it reports arrives through its queue, and the
// window's thread never waits for the network (not even to give up a connection that hangs).

#include "WebSocketConnection.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <chrono>
#include <gtest/gtest.h>
#include <thread>

namespace golf::game {
namespace {

using tcp = boost::asio::ip::tcp;
using Clock = std::chrono::steady_clock;

/// Polls `connection` until an event arrives or 5 s pass.
std::vector<NetEvent> waitForEvents(Connection& connection) {
    const auto until = Clock::now() + std::chrono::seconds(5);
    std::vector<NetEvent> events;
    while (events.empty() && Clock::now() < until) {
        events = connection.poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return events;
}

TEST(WebSocketConnection, NobodyListeningIsReportedAsClosed) {
    // A port just freed: nobody listens there.
    boost::asio::io_context ioc;
    tcp::acceptor acceptor(ioc, tcp::endpoint(tcp::v4(), 0));
    const unsigned short port = acceptor.local_endpoint().port();
    acceptor.close();
    WebSocketConnection connection({"127.0.0.1", port});
    const std::vector<NetEvent> events = waitForEvents(connection);
    ASSERT_EQ(events.size(), 1U);
    EXPECT_EQ(events[0].kind, NetEvent::Kind::Closed);
    EXPECT_NE(events[0].text.find("cannot connect: "), std::string::npos) << events[0].text;
    connection.send("{}"); // dropped, no crash
    EXPECT_TRUE(connection.poll().empty());
}

TEST(WebSocketConnection, GivingUpAHangingHandshakeDoesNotWait) {
    // A listener that accepts the TCP connection and never answers the handshake.
    boost::asio::io_context ioc;
    tcp::acceptor acceptor(ioc, tcp::endpoint(boost::asio::ip::make_address("127.0.0.1"), 0));
    const unsigned short port = acceptor.local_endpoint().port();
    auto connection =
        std::make_unique<WebSocketConnection>(online::ServerAddress{"127.0.0.1", port});
    connection->send(R"({"type":"join"})"); // queued until the handshake, which never ends
    tcp::socket peer(ioc);
    acceptor.accept(peer);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_TRUE(connection->poll().empty()); // neither open nor closed yet
    const auto before = Clock::now();
    connection.reset();
    EXPECT_LT(Clock::now() - before, std::chrono::milliseconds(500));
}

} // namespace
} // namespace golf::game
