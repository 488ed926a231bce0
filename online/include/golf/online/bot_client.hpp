#pragma once

/// \file
/// The network side of `golf bot`: one ClientConnection to a server at a time (numeric
/// address, no name lookup), bounded by an overall deadline, coming back with its token when the
/// connection drops (a server restarted on the same database resumes the room).

#include "golf/online/bot_player.hpp"
#include "golf/online/server_address.hpp"

#include <chrono>
#include <ostream>
#include <string>

namespace golf::online {

/// How the bot's connection behaves.
struct BotClientOptions {
    /// The whole round must end within it; else the bot stops (exit 1).
    std::chrono::seconds deadline{120};
    /// After a lost connection, how long to try to come back.
    std::chrono::seconds reconnectFor{15};
    /// Wait before each message the bot sends (to watch it play, or to give a test time).
    std::chrono::milliseconds delay{0};
    /// If set, one line per shot the bot sent: microseconds from sending it to hearing it
    /// back from the server (the shot message, or a refusal): the round trip the server's
    /// play and store add to the network's (tools/bench/online_load.py).
    std::ostream* latencyLog = nullptr;
};

/// Plays one round over the network.
class BotClient {
  public:
    BotClient(ServerAddress address, BotClientOptions options, std::ostream& out,
              std::ostream& err);

    /// Connects, sends `first` (a host or join message), then answers the server with
    /// `player` until the round ends. Returns the exit code: 0 when the round ended, 1 on a
    /// refusal, a hash mismatch, a lost server or the deadline (said on err).
    int run(BotPlayer& player, const std::string& first);

  private:
    ServerAddress address_;
    BotClientOptions options_;
    std::ostream& out_;
    std::ostream& err_;
};

} // namespace golf::online
