#include "OnlineRequest.hpp"

#include "golf/formats/json_value.hpp"

namespace golf::game {

std::string openingMessage(const OnlineRequest& request) {
    if (!request.hostCourse.empty()) {
        JsonValue host = JsonValue::object({{"type", "host"},
                                            {"course", request.hostCourse},
                                            {"name", request.name},
                                            {"ballCollisions", request.ballCollisions}});
        if (request.skipAfter > 0) {
            host.set("skipAfter", request.skipAfter);
        }
        return compactJsonText(host);
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
    if (!request.hostCourse.empty() && request.skipAfter != 0 &&
        (request.skipAfter < online::minSkipAfterSeconds ||
         request.skipAfter > online::maxSkipAfterSeconds)) {
        return skipAfterRange();
    }
    return {};
}

std::optional<int> skipAfterSeconds(std::string_view text) {
    if (text.empty()) {
        return 0;
    }
    if (text.size() > 4) {
        return std::nullopt; // more digits than 3600 has (and no overflow below)
    }
    int seconds = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') {
            return std::nullopt;
        }
        seconds = seconds * 10 + (c - '0');
    }
    if (seconds < online::minSkipAfterSeconds || seconds > online::maxSkipAfterSeconds) {
        return std::nullopt;
    }
    return seconds;
}

std::string skipAfterRange() {
    return "skip after: " + std::to_string(static_cast<int>(online::minSkipAfterSeconds)) + " to " +
           std::to_string(static_cast<int>(online::maxSkipAfterSeconds)) +
           " seconds, or empty for never";
}

} // namespace golf::game
