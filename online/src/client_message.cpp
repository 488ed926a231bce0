#include "golf/online/client_message.hpp"

#include "golf/formats/json_document.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <utility>

namespace golf::online {

namespace {

struct TypeKeys {
    std::string_view type;
    ClientMessageType kind;
    std::initializer_list<std::string_view> required;
    std::initializer_list<std::string_view> optional;
};

const std::array<TypeKeys, 5>& messageTypes() {
    static const std::array<TypeKeys, 5> types{{
        {"host", ClientMessageType::Host, {"course", "name"}, {"ballCollisions", "skipAfter"}},
        {"join", ClientMessageType::Join, {"room", "name"}, {}},
        {"rejoin", ClientMessageType::Rejoin, {"room", "token"}, {}},
        {"start", ClientMessageType::Start, {}, {}},
        {"shot", ClientMessageType::Shot, {"angle", "speed"}, {"at"}},
    }};
    return types;
}

ClientMessageParse refuse(std::string error) {
    return {std::nullopt, std::move(error)};
}

/// "" if every key of the object at `place` is "type" or one of `keys`, else the message.
std::string unknownKey(const JsonPlace& place, const TypeKeys& keys) {
    for (const JsonPlace& member : place.members()) {
        const std::string& key = member.key();
        const auto known = [&](std::initializer_list<std::string_view> list) {
            return std::find(list.begin(), list.end(), key) != list.end();
        };
        if (key != "type" && !known(keys.required) && !known(keys.optional)) {
            return member.problem("unknown key");
        }
    }
    for (const std::string_view key : keys.required) {
        if (!place[key].present()) {
            return place[key].problem("missing");
        }
    }
    return "";
}

/// Reads the fields of `keys.kind` into `message`; "" or the first problem.
std::string readFields(const JsonPlace& place, ClientMessage& message) {
    const auto text = [&](std::string_view key, std::string& into) {
        JsonResult<std::string> value = place[key].string();
        if (!value.value) {
            return value.error;
        }
        into = std::move(*value.value);
        return std::string();
    };
    switch (message.type) {
    case ClientMessageType::Host: {
        if (std::string error = text("course", message.course); !error.empty()) {
            return error;
        }
        if (place["ballCollisions"].present()) {
            const JsonResult<bool> collisions = place["ballCollisions"].boolean();
            if (!collisions.value) {
                return collisions.error;
            }
            message.ballCollisions = *collisions.value;
        }
        if (place["skipAfter"].present()) {
            const JsonResult<double> seconds =
                place["skipAfter"].number(minSkipAfterSeconds, maxSkipAfterSeconds);
            if (!seconds.value) {
                return seconds.error;
            }
            message.skipAfter = *seconds.value;
        }
        return text("name", message.name);
    }
    case ClientMessageType::Join:
        if (std::string error = text("room", message.room); !error.empty()) {
            return error;
        }
        return text("name", message.name);
    case ClientMessageType::Rejoin:
        if (std::string error = text("room", message.room); !error.empty()) {
            return error;
        }
        return text("token", message.token);
    case ClientMessageType::Start:
        return "";
    case ClientMessageType::Shot: {
        const JsonResult<double> angle = place["angle"].number();
        if (!angle.value) {
            return angle.error;
        }
        // The velocity is speed * (cos, sin): a speed beyond any level's maxShotSpeed is
        // refused by the room with the level's limit; here only its sign.
        const JsonResult<double> speed = place["speed"].number(0, 1e9);
        if (!speed.value) {
            return speed.error;
        }
        message.angle = *angle.value;
        message.speed = *speed.value;
        if (place["at"].present()) {
            const JsonResult<double> at = place["at"].number(0, maxShotAt);
            if (!at.value) {
                return at.error;
            }
            message.at = *at.value;
        }
        return "";
    }
    }
    return "";
}

} // namespace

ClientMessageParse parseClientMessage(std::string_view text) {
    if (text.size() > maxClientMessageBytes) {
        return refuse("message: " + std::to_string(text.size()) + " bytes; at most " +
                      std::to_string(maxClientMessageBytes));
    }
    // Small bounds: no client message needs more than a dozen values.
    const JsonLimits limits{
        .maxBytes = maxClientMessageBytes, .maxValues = 64, .maxObjectKeys = 16};
    const JsonDocumentRead read = parseJsonDocument(text, "message", limits);
    if (!read.document) {
        return refuse(read.error);
    }
    const JsonPlace top = read.document->place();
    if (std::string error = top.expectObject(); !error.empty()) {
        return refuse(error);
    }
    const JsonResult<std::string> type = top["type"].string();
    if (!type.value) {
        return refuse(type.error);
    }
    const auto& types = messageTypes();
    const auto* keys = std::find_if(types.begin(), types.end(),
                                    [&](const TypeKeys& t) { return t.type == *type.value; });
    if (keys == types.end()) {
        return refuse(top["type"].problem(
            "unknown message type (expected host, join, rejoin, start or shot)"));
    }
    if (std::string error = unknownKey(top, *keys); !error.empty()) {
        return refuse(error);
    }
    ClientMessage message;
    message.type = keys->kind;
    if (std::string error = readFields(top, message); !error.empty()) {
        return refuse(error);
    }
    return {std::move(message), ""};
}

} // namespace golf::online
