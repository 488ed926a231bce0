#pragma once

/// \file
/// The game's side of the online protocol (docs/online.md), without a window and without a
/// network of its own: it reads the server's messages from a Connection, keeps the room's
/// state for the lobby, hands the round screen its holes and shots in order, and comes back
/// with its token when the connection drops. Everything runs on the caller's thread, in
/// update(); only the Connection has a thread.

#include "Connection.hpp"
#include "OnlineRequest.hpp"
#include "OnlineUpdate.hpp"
#include "golf/online/server_message_reader.hpp"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf::game {

/// How patient the client is, in seconds of update() time.
struct OnlineTiming {
    double retrySeconds = 0.5;       ///< between two tries to connect
    double connectForSeconds = 5;    ///< trying the first connection, then fail
    double reconnectForSeconds = 30; ///< trying to come back after a drop, then fail
};

/// Where the client is.
enum class OnlinePhase {
    Connecting, ///< no seat yet
    Lobby,      ///< seated, the round not started
    Playing,    ///< a hole has begun
    Ended,      ///< the round is over
    Failed,     ///< refused before a seat, or the server is lost: error() says why
};

/// One player's connection to a room.
class OnlineClient {
  public:
    /// Opens the first connection at once and sends the request when it is open (a request
    /// with a token comes back to its seat).
    OnlineClient(ConnectionFactory factory, OnlineRequest request, OnlineTiming timing = {});

    /// Reads what arrived, tries again to connect when it is time; `seconds` since the last
    /// call (>= 0). Never blocks.
    void update(double seconds);

    /// The host starts the round (refused by the server for anyone else).
    void start();
    /// Sends the player's shot: degrees from +x toward +y, tiles/s, the hole clock's instant
    /// on a level with movers.
    void shoot(double angleDegrees, double speed, std::optional<double> at);

    [[nodiscard]] OnlinePhase phase() const { return phase_; }
    /// Why the client failed ("" unless phase() is Failed).
    [[nodiscard]] const std::string& error() const { return error_; }
    /// The connection's trouble while it lasts ("connection lost …; coming back"), else "".
    [[nodiscard]] const std::string& status() const { return status_; }
    /// The last refusal by the server, for the lobby ("" if none).
    [[nodiscard]] const std::string& lastRefusal() const { return lastRefusal_; }
    [[nodiscard]] const std::string& room() const { return room_; }
    /// The seat's reconnect token ("" before the welcome): kept by whoever leaves the room
    /// without ending it, to come back (OnlineRequest::rejoinToken).
    [[nodiscard]] const std::string& token() const { return token_; }
    /// The player's seat (from 0; -1 before the welcome). Seat 0 hosts.
    [[nodiscard]] int seat() const { return seat_; }
    [[nodiscard]] bool hosting() const { return seat_ == 0; }
    [[nodiscard]] const std::string& course() const { return course_; }
    [[nodiscard]] const std::string& title() const { return title_; }
    [[nodiscard]] int holeCount() const { return holes_; }
    /// The names in the room, by seat.
    [[nodiscard]] const std::vector<std::string>& players() const { return players_; }
    /// Connections opened so far (the first and every coming back).
    [[nodiscard]] int attempts() const { return attempts_; }

    /// True if an update waits for the round screen.
    [[nodiscard]] bool hasUpdate() const { return !updates_.empty(); }
    /// The oldest update. Precondition: hasUpdate().
    [[nodiscard]] const OnlineUpdate& peek() const { return updates_.front(); }
    /// Takes the oldest update. Precondition: hasUpdate().
    OnlineUpdate take();

  private:
    void open();
    void onEvent(NetEvent event);
    void onMessage(std::string_view text);
    void on(const online::WelcomeMessage& message);
    void on(const online::LobbyMessage& message);
    void on(online::HoleMessage& message);
    void on(const online::StateMessage& message);
    void on(const online::ShotMessage& message);
    void on(const online::SkipMessage& message);
    void on(online::EndMessage& message);
    void on(const online::RefusalMessage& message);
    void onClosed(const std::string& reason);
    /// Hands over a shot of the current hole and notes its hash.
    void handOver(OnlineShot shot);
    /// Hands over a turn passed (as an OnlineShot marked skipped) and notes it.
    void handOver(online::HoleSkip skip);
    void fail(std::string error);
    void send(const std::string& text);

    ConnectionFactory factory_;
    OnlineRequest request_;
    OnlineTiming timing_;
    std::unique_ptr<Connection> connection_;
    bool open_ = false;  ///< the current connection is open
    double clock_ = 0;   ///< update() seconds so far
    double retryAt_ = 0; ///< when to try again (no connection)
    double giveUpAt_ = 0;
    int attempts_ = 0;

    OnlinePhase phase_ = OnlinePhase::Connecting;
    std::string error_;
    std::string status_;
    std::string lastRefusal_;
    std::string room_;
    std::string token_;
    int seat_ = -1;
    std::string course_;
    std::string title_;
    int holes_ = 0;
    std::vector<std::string> players_;

    int holeIndex_ = -1;
    std::vector<std::string> hashes_;     ///< of the current hole's shots handed over
    std::vector<online::HoleSkip> skips_; ///< the current hole's skips handed over
    bool resuming_ = false;               ///< a resumed hole was announced: a state follows
    std::deque<OnlineUpdate> updates_;
};

} // namespace golf::game
