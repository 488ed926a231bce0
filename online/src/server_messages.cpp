#include "golf/online/server_messages.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/online/client_message.hpp"

namespace golf::online {

namespace {

JsonValue names(const Room& room) {
    JsonValue list = JsonValue::array();
    for (const RoomPlayer& player : room.players()) {
        list.push(player.name);
    }
    return list;
}

/// A shot's fields: player, vx, vy and at when it has one.
void setShot(JsonValue& object, const Shot& shot) {
    object.set("player", shot.player).set("vx", shot.velocity.x).set("vy", shot.velocity.y);
    if (shot.at) {
        object.set("at", *shot.at);
    }
}

} // namespace

std::string ServerMessages::welcome(const Room& room, int seat) {
    return compactJsonText(JsonValue::object({
        {"type", "welcome"},
        {"version", protocolVersion},
        {"room", room.code()},
        {"seat", seat},
        {"token", room.players()[static_cast<std::size_t>(seat)].token},
        {"course", room.course().name},
        {"title", room.course().title},
        {"holes", room.course().holes.size()},
    }));
}

std::string ServerMessages::lobby(const Room& room) {
    return compactJsonText(JsonValue::object({
        {"type", "lobby"},
        {"room", room.code()},
        {"course", room.course().name},
        {"phase", phaseName(room.phase())},
        {"players", names(room)},
    }));
}

std::string ServerMessages::hole(const Room& room, bool resumed) {
    const LoadedHole& hole = room.course().holes[static_cast<std::size_t>(room.holeIndex())];
    JsonValue message = JsonValue::object({
        {"type", "hole"},
        {"hole", room.holeIndex()},
        {"holes", room.course().holes.size()},
        {"file", hole.file},
        {"levelHash", hashToHex(hole.hash)},
        {"format", room.hole().format()},
        {"level", hole.text},
        {"players", room.players().size()},
        {"ballCollisions", room.ballCollisions()},
        {"next", room.hole().nextPlayer()},
    });
    if (resumed) {
        message.set("resumed", true);
    }
    return compactJsonText(message);
}

std::string ServerMessages::state(const Room& room) {
    JsonValue shots = JsonValue::array();
    const HolePlay& hole = room.hole();
    for (std::size_t i = 0; i < hole.shots().size(); ++i) {
        JsonValue entry = JsonValue::object();
        setShot(entry, hole.shots()[i]);
        entry.set("hash", hashToHex(hole.hashes()[i]));
        shots.push(std::move(entry));
    }
    JsonValue skips = JsonValue::array();
    for (const HoleSkip& skip : hole.skips()) {
        skips.push(JsonValue::object({{"after", skip.after}, {"player", skip.player}}));
    }
    return compactJsonText(JsonValue::object({
        {"type", "state"},
        {"hole", room.holeIndex()},
        {"shots", std::move(shots)},
        {"skips", std::move(skips)},
        {"next", hole.nextPlayer()},
    }));
}

std::string ServerMessages::shot(const RoomShot& shot, int next) {
    JsonValue message =
        JsonValue::object({{"type", "shot"}, {"hole", shot.hole}, {"seq", shot.seq}});
    setShot(message, shot.shot);
    message.set("hash", hashToHex(shot.hash)).set("next", next);
    return compactJsonText(message);
}

std::string ServerMessages::skip(int hole, int player, int next) {
    return compactJsonText(
        JsonValue::object({{"type", "skip"}, {"hole", hole}, {"player", player}, {"next", next}}));
}

std::string ServerMessages::end(const Room& room) {
    JsonValue scores = JsonValue::array();
    for (const std::vector<int>& hole : room.scores()) {
        JsonValue strokes = JsonValue::array();
        for (const int s : hole) {
            strokes.push(s);
        }
        scores.push(std::move(strokes));
    }
    return compactJsonText(JsonValue::object({
        {"type", "end"},
        {"room", room.code()},
        {"players", names(room)},
        {"scores", std::move(scores)},
    }));
}

std::string ServerMessages::refusal(std::string_view reason) {
    return compactJsonText(JsonValue::object({{"type", "refusal"}, {"reason", reason}}));
}

} // namespace golf::online
