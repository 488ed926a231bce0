#pragma once

/// \file
/// What the server sends its clients (docs/online.md, "Protocol"): one compact JSON object
/// per WebSocket text message. Numbers are written with the shortest text that reads back
/// to the same double, so that a client plays exactly the velocity the server played.

#include "golf/online/room.hpp"

#include <string>
#include <string_view>

namespace golf::online {

/// Builds the server's messages. Stateless; a class only to group them.
class ServerMessages {
  public:
    /// {"type":"welcome","version","room","seat","token","course","title","holes"}: the
    /// seat taken (from 0) and its reconnect token.
    [[nodiscard]] static std::string welcome(const Room& room, int seat);
    /// {"type":"lobby","room","course","phase","players":[names]}: who is in the room.
    [[nodiscard]] static std::string lobby(const Room& room);
    /// {"type":"hole","hole","holes","file","levelHash","format","level","players",
    /// "ballCollisions","next"}: a hole begins; "level" is the level file's text. For a
    /// client that comes back, `resumed` adds "resumed":true and a "state" follows (whose
    /// "next" counts: shots may have been played).
    [[nodiscard]] static std::string hole(const Room& room, bool resumed = false);
    /// {"type":"state","hole","shots":[{"player","vx","vy"[,"at"],"hash"}],"next"}: every
    /// shot of the current hole so far, for a client that comes back.
    [[nodiscard]] static std::string state(const Room& room);
    /// {"type":"shot","hole","seq","player","vx","vy"[,"at"],"hash","next"}: a shot the
    /// server accepted, stored and played; "next" is -1 when the hole is over.
    [[nodiscard]] static std::string shot(const RoomShot& shot, int next);
    /// {"type":"skip","hole","player","next"}: `player`, on turn and away for the room's
    /// skipAfter, lost the turn to `next`.
    [[nodiscard]] static std::string skip(int hole, int player, int next);
    /// {"type":"end","players":[names],"scores":[[strokes per player] per hole]}.
    [[nodiscard]] static std::string end(const Room& room);
    /// {"type":"refusal","reason"}: a message refused; nothing changed.
    [[nodiscard]] static std::string refusal(std::string_view reason);
};

} // namespace golf::online
