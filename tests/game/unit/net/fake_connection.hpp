#pragma once

// A Connection the test drives: what the client sends is recorded, what the "server" says is
// queued by the test. Shared state outlives each connection, so that a test sees every one
// the client opened.

#include "Connection.hpp"

#include <memory>
#include <string>
#include <vector>

namespace golf::game::test {

/// The server's side of every fake connection the client opened, newest last.
struct FakeServer {
    struct Line {
        std::vector<std::string> sent; ///< by the client, in order
        std::vector<NetEvent> pending; ///< for the client's next poll
        bool destroyed = false;
    };
    std::vector<std::shared_ptr<Line>> lines;

    Line& last() { return *lines.back(); }
    void open() { last().pending.push_back({NetEvent::Kind::Opened, {}}); }
    void say(std::string text) {
        last().pending.push_back({NetEvent::Kind::Message, std::move(text)});
    }
    void drop(std::string why = "reset") {
        last().pending.push_back({NetEvent::Kind::Closed, std::move(why)});
    }
};

class FakeConnection : public Connection {
  public:
    explicit FakeConnection(std::shared_ptr<FakeServer::Line> line) : line_(std::move(line)) {}
    ~FakeConnection() override { line_->destroyed = true; }
    FakeConnection(const FakeConnection&) = delete;
    FakeConnection& operator=(const FakeConnection&) = delete;
    void send(std::string text) override { line_->sent.push_back(std::move(text)); }
    std::vector<NetEvent> poll() override {
        std::vector<NetEvent> events;
        events.swap(line_->pending);
        return events;
    }

  private:
    std::shared_ptr<FakeServer::Line> line_;
};

/// A factory whose connections are lines of `server`.
inline ConnectionFactory fakeFactory(FakeServer& server) {
    return [&server] {
        server.lines.push_back(std::make_shared<FakeServer::Line>());
        return std::make_unique<FakeConnection>(server.lines.back());
    };
}

} // namespace golf::game::test
