#pragma once

/// \file
/// What a connection to the server reports to the window's thread.

#include <string>

namespace golf::game {

/// One thing that happened on a connection.
struct NetEvent {
    enum class Kind {
        Opened,  ///< connected and the WebSocket handshake done: messages may be sent
        Message, ///< a text message from the server (`text`)
        Closed,  ///< the connection is over (`text`: why); no event follows
    };
    Kind kind = Kind::Message;
    std::string text;
};

} // namespace golf::game
