#pragma once

/// \file
/// What the player asks of the server: host a course, join a room by its code, or come back
/// to a seat with its token.

#include "golf/online/server_address.hpp"

#include <string>

namespace golf::game {

/// The first message's contents.
struct OnlineRequest {
    std::string name;           ///< the player's name in the room
    std::string hostCourse;     ///< non-empty: host this course (by its name on the server)
    std::string joinCode;       ///< else: join this room
    std::string rejoinToken;    ///< with joinCode: come back to the seat this token holds
    bool ballCollisions = true; ///< hosting: the match option
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

/// Why the request cannot be sent ("" if it can): an empty name, no course and no code.
[[nodiscard]] std::string requestError(const OnlineRequest& request);

} // namespace golf::game
