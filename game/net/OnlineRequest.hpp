#pragma once

/// \file
/// What the player asks of the server: host a course, or join a room by its code.

#include <string>

namespace golf::game {

/// The first message's contents.
struct OnlineRequest {
    std::string name;           ///< the player's name in the room
    std::string hostCourse;     ///< non-empty: host this course (by its name on the server)
    std::string joinCode;       ///< else: join this room
    bool ballCollisions = true; ///< hosting: the match option
};

/// The request as the protocol's first message: {"type":"host",...} or {"type":"join",...}.
[[nodiscard]] std::string openingMessage(const OnlineRequest& request);

/// Why the request cannot be sent ("" if it can): an empty name, no course and no code.
[[nodiscard]] std::string requestError(const OnlineRequest& request);

} // namespace golf::game
