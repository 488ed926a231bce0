#pragma once

/// \file
/// A client's reading of what `golf serve` sends (docs/online.md, "Protocol"): each message
/// parsed into its typed fields, the hole's level loaded and its hash checked, or a reason. The
/// bot (BotPlayer) and the game (game/net's OnlineClient) both read the server through it.

#include "golf/core/level.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_skip.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace golf::online {

/// {"type":"welcome"}: the seat taken and its reconnect token.
struct WelcomeMessage {
    std::string room;
    int seat = 0; ///< from 0; 0 hosts
    std::string token;
    std::string course; ///< its name on the server
    std::string title;
    int holes = 1; ///< >= 1
};

/// {"type":"lobby"}: who is in the room.
struct LobbyMessage {
    std::string phase;                ///< "lobby", "playing" or "ended"
    std::vector<std::string> players; ///< names by seat
};

/// {"type":"hole"}: a hole begins; its level parsed and its hash checked.
struct HoleMessage {
    int hole = 0;  ///< from 0
    int holes = 1; ///< in the round
    std::string file;
    Level level;
    int format = 1; ///< of the hole's shot log: 2 on a level with movers (shots carry "at")
    int players = 1;
    bool ballCollisions = true;
    int next = -1;        ///< the seat on turn; -1 when the hole is over
    bool resumed = false; ///< after a rejoin: a "state" follows
};

/// A shot the server accepted and played, with the state hash after it.
struct PlayedShot {
    Shot shot; ///< player, velocity as played (vx/vy) and, on a level with movers, "at"
    std::string hash;
};

/// {"type":"state"}: every shot of the current hole so far (after a rejoin).
struct StateMessage {
    int hole = 0;
    std::vector<PlayedShot> shots;
    /// The turns passed so far, in order ("skips"; none from a server that sends no list).
    std::vector<HoleSkip> skips;
    int next = -1;
};

/// {"type":"shot"}: a shot accepted, stored and played.
struct ShotMessage {
    int hole = 0;
    int seq = 0; ///< its place in the hole, from 0
    PlayedShot played;
    int next = -1; ///< the seat on turn; -1 when the hole is over
};

/// {"type":"skip"}: `player`, away on turn for the room's skipAfter, lost the turn to `next`.
struct SkipMessage {
    int hole = 0;
    int player = 0;
    int next = -1;
};

/// {"type":"end"}: the round is over.
struct EndMessage {
    std::vector<std::string> players;
    std::vector<std::vector<int>> scores; ///< strokes per hole and seat
};

/// {"type":"refusal"}: the client's last message was refused and changed nothing.
struct RefusalMessage {
    std::string reason;
};

/// One message of the server.
using ServerMessage = std::variant<WelcomeMessage, LobbyMessage, HoleMessage, StateMessage,
                                   ShotMessage, SkipMessage, EndMessage, RefusalMessage>;

/// A message read, or why not.
struct ServerMessageRead {
    std::optional<ServerMessage> message;
    std::string error; ///< "" when read: "the server sent broken JSON: …", "hole 2: …"
};

/// Reads one text message of the server (at most 16 MiB: a hole carries its level).
[[nodiscard]] ServerMessageRead readServerMessage(std::string_view text);

} // namespace golf::online
