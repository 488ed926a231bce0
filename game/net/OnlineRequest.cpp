#include "OnlineRequest.hpp"

#include "golf/formats/json_value.hpp"

namespace golf::game {

std::string openingMessage(const OnlineRequest& request) {
    if (!request.hostCourse.empty()) {
        return compactJsonText(JsonValue::object({{"type", "host"},
                                                  {"course", request.hostCourse},
                                                  {"name", request.name},
                                                  {"ballCollisions", request.ballCollisions}}));
    }
    if (!request.rejoinToken.empty()) {
        return compactJsonText(JsonValue::object(
            {{"type", "rejoin"}, {"room", request.joinCode}, {"token", request.rejoinToken}}));
    }
    return compactJsonText(
        JsonValue::object({{"type", "join"}, {"room", request.joinCode}, {"name", request.name}}));
}

std::string requestError(const OnlineRequest& request) {
    if (request.name.empty()) {
        return "enter your name";
    }
    if (request.hostCourse.empty() && request.joinCode.empty()) {
        return "enter a course to host or a room code to join";
    }
    return {};
}

} // namespace golf::game
