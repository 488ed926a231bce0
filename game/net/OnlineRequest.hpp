#pragma once

/// \file
/// What the player asks of the server: host a course, join a room by its code, or come back
/// to a seat with its token.

#include "golf/online/client_message.hpp"
#include "golf/online/server_address.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace golf::game {

/// The first message's contents.
struct OnlineRequest {
    std::string name;           ///< the player's name in the room
    std::string hostCourse;     ///< non-empty: host this course (by its name on the server)
    std::string joinCode;       ///< else: join this room
    std::string rejoinToken;    ///< with joinCode: come back to the seat this token holds
    bool ballCollisions = true; ///< hosting: the match option
    /// Hosting: seconds a player on turn may take before the server skips them (the host
    /// message's skipAfter, 1..3600); 0: never.
    int skipAfter = 0;
};

/// A seat left without ending its round (Escape in the lobby or the round): enough to come
/// back to it. Held in memory only.
struct OnlineSeat {
    online::ServerAddress server;
    std::string room;
    std::string token; ///< the reconnect token (secret)
};

/// The request as the protocol's first message: {"type":"host",...}, {"type":"join",...} or,
/// with a token, {"type":"rejoin",...}.
[[nodiscard]] std::string openingMessage(const OnlineRequest& request);

/// Why the request cannot be sent ("" if it can): an empty name, no course and no code, a
/// host's skipAfter neither 0 nor within the server's bounds (online::minSkipAfterSeconds..
/// online::maxSkipAfterSeconds).
[[nodiscard]] std::string requestError(const OnlineRequest& request);

/// A "skip after" field's seconds: "" is 0 (never); else only decimal digits, a value within
/// the server's bounds; nullopt for anything else.
[[nodiscard]] std::optional<int> skipAfterSeconds(std::string_view text);

/// What a "skip after" may be: "skip after: 1 to 3600 seconds, or empty for never".
[[nodiscard]] std::string skipAfterRange();

} // namespace golf::game
