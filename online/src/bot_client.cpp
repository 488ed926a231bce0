#include "golf/online/bot_client.hpp"

#include "golf/online/client_connection.hpp"

#include <memory>
#include <thread>

namespace golf::online {

namespace {

using Clock = std::chrono::steady_clock;

/// Measures each shot's round trip: from sending it to the next shot or refusal heard.
class RoundTrips {
  public:
    explicit RoundTrips(std::ostream* log) : log_(log) {}
    void sent(std::string_view message) {
        if (log_ != nullptr && message.starts_with(R"({"type":"shot")")) {
            sentAt_ = Clock::now();
            waiting_ = true;
        }
    }
    void heard(std::string_view message) {
        if (waiting_ && (message.starts_with(R"({"type":"shot")") ||
                         message.starts_with(R"({"type":"refusal")"))) {
            const auto micros =
                std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - sentAt_);
            *log_ << micros.count() << '\n';
            waiting_ = false;
        }
    }

  private:
    std::ostream* log_;
    bool waiting_ = false;
    Clock::time_point sentAt_{};
};

/// How a connection ended.
enum class Session { Done, Failed, Lost, Unreached, Late };

/// One connection's conversation: sends `opening` once open, then answers the server with
/// `player` until the round ends, the bot fails, the connection closes or `deadline` passes.
class Conversation {
  public:
    Conversation(BotPlayer& player, std::ostream& out, std::ostream& err,
                 const BotClientOptions& options, RoundTrips& trips)
        : player_(player), out_(out), err_(err), options_(options), trips_(trips) {}

    Session run(ClientConnection& connection, const std::string& opening,
                Clock::time_point deadline) {
        for (;;) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) {
                return Session::Late;
            }
            for (ClientEvent& event : connection.wait(left)) {
                if (const auto end = onEvent(connection, opening, event)) {
                    return *end;
                }
            }
        }
    }

    [[nodiscard]] bool established() const { return established_; }
    [[nodiscard]] const std::string& closedBecause() const { return closedBecause_; }

  private:
    std::optional<Session> onEvent(ClientConnection& connection, const std::string& opening,
                                   const ClientEvent& event) {
        switch (event.kind) {
        case ClientEvent::Kind::Opened:
            established_ = true;
            connection.send(opening);
            return std::nullopt;
        case ClientEvent::Kind::Closed:
            closedBecause_ = event.text;
            return established_ ? Session::Lost : Session::Unreached;
        case ClientEvent::Kind::Message:
            break;
        }
        trips_.heard(event.text);
        const BotReaction reaction = player_.receive(event.text);
        for (const std::string& line : reaction.lines) {
            out_ << line << std::endl;
        }
        if (!reaction.error.empty()) {
            err_ << "bot: " << reaction.error << std::endl;
            return Session::Failed;
        }
        for (const std::string& message : reaction.send) {
            std::this_thread::sleep_for(options_.delay);
            trips_.sent(message);
            connection.send(message);
        }
        if (reaction.done) {
            return Session::Done;
        }
        return std::nullopt;
    }

    BotPlayer& player_;
    std::ostream& out_;
    std::ostream& err_;
    const BotClientOptions& options_;
    RoundTrips& trips_;
    bool established_ = false;
    std::string closedBecause_;
};

} // namespace

BotClient::BotClient(ServerAddress address, BotClientOptions options, std::ostream& out,
                     std::ostream& err)
    : address_(std::move(address)), options_(options), out_(out), err_(err) {}

int BotClient::run(BotPlayer& player, const std::string& first) {
    const Clock::time_point deadline = Clock::now() + options_.deadline;
    RoundTrips trips(options_.latencyLog);
    std::string opening = first;
    auto tryUntil = Clock::now() + std::chrono::seconds(5);
    for (;;) {
        ClientConnection connection(address_);
        Conversation conversation(player, out_, err_, options_, trips);
        const Session session = conversation.run(connection, opening, deadline);
        if (session == Session::Done) {
            connection.close(std::chrono::seconds(1));
            return 0;
        }
        if (session == Session::Failed) {
            return 1;
        }
        if (session == Session::Late) {
            break;
        }
        if (session == Session::Lost) {
            // Lost: come back with the token, for a while.
            opening = player.rejoinMessage();
            if (opening.empty()) {
                err_ << "bot: the connection closed before the bot had a seat" << std::endl;
                return 1;
            }
            err_ << "bot: connection lost (" << conversation.closedBecause() << "); coming back"
                 << std::endl;
            tryUntil = Clock::now() + options_.reconnectFor;
        } else if (Clock::now() >= tryUntil) {
            err_ << "bot: cannot reach the server: " << conversation.closedBecause() << std::endl;
            return 1;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (Clock::now() >= deadline) {
            break;
        }
    }
    err_ << "bot: the round did not end within " << options_.deadline.count() << " s" << std::endl;
    return 1;
}

} // namespace golf::online
