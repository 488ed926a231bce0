#pragma once

/// \file
/// What a client may send the server (docs/online.md, "Protocol"): one JSON object per
/// WebSocket text message, its "type" first among equals. Parsing checks the shape only
/// (keys, kinds, ranges that need no room); the lobby and the room check the rest.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace golf::online {

/// Largest message a client may send (bytes); the WebSocket layer refuses larger frames
/// before they are read whole.
inline constexpr std::size_t maxClientMessageBytes = 64 * 1024;
/// The protocol's version, sent in "welcome"; a client may check it.
inline constexpr int protocolVersion = 1;

/// The kinds of client message.
enum class ClientMessageType {
    Host, ///< {"type":"host","course":C,"name":N[,"ballCollisions":B][,"skipAfter":S]}: open a room
    Join, ///< {"type":"join","room":CODE,"name":N}: take a seat in a room's lobby
    Rejoin, ///< {"type":"rejoin","room":CODE,"token":T}: come back to one's seat
    Start,  ///< {"type":"start"}: the host starts the round
    Shot,   ///< {"type":"shot","angle":DEG,"speed":S[,"at":T]}: the player on turn shoots
};

/// The bounds of a host's skipAfter (seconds).
inline constexpr double minSkipAfterSeconds = 1;
inline constexpr double maxSkipAfterSeconds = 3600;

/// A parsed client message: the fields its type uses (the others keep their defaults).
struct ClientMessage {
    ClientMessageType type = ClientMessageType::Start;
    std::string course;         ///< Host: a course's name in the server's levels folders
    std::string name;           ///< Host, Join: the player's name (a shot log's player name rules)
    std::string room;           ///< Join, Rejoin: the room code
    std::string token;          ///< Rejoin: the reconnect token from "welcome"
    bool ballCollisions = true; ///< Host
    /// Host: seconds a player on turn may stay away (no connection) before the turn passes
    /// to the next player; 0: never (the default).
    double skipAfter = 0;
    double angle = 0;         ///< Shot: degrees from +x toward +y, finite
    double speed = 0;         ///< Shot: tiles/s, >= 0 (maxShotSpeed is the room's check)
    std::optional<double> at; ///< Shot: the hole clock (s) to strike at (levels with movers)
};

/// A client message, or why the text is not one ("shot: angle: must be a number, got a
/// string"). `message` is set if and only if `error` is empty.
struct ClientMessageParse {
    std::optional<ClientMessage> message;
    std::string error;
};

/// Parses one client message. Refuses text above maxClientMessageBytes, broken JSON (with
/// its line and column), a non-object, an unknown "type", unknown or missing keys and values
/// of the wrong kind. Never throws on bad input.
[[nodiscard]] ClientMessageParse parseClientMessage(std::string_view text);

} // namespace golf::online
