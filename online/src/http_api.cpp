#include "golf/online/http_api.hpp"

#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"

#include <charconv>

namespace golf::online {

namespace {

HttpReply notFound(std::string_view what) {
    return {404, "application/json",
            compactJsonText(JsonValue::object({{"error", std::string(what)}})) + "\n"};
}

} // namespace

HttpReply HttpApi::get(std::string_view target) {
    const std::string_view path = target.substr(0, target.find('?'));
    if (path == "/") {
        return {200, "text/plain; charset=utf-8",
                "golf serve: a mini-golf server that plays every shot itself (docs/online.md)\n"};
    }
    constexpr std::string_view prefix = "/api/rooms/";
    if (!path.starts_with(prefix)) {
        return notFound("no such page");
    }
    const std::string_view rest = path.substr(prefix.size());
    const std::string code(rest.substr(0, rest.find('/')));
    const Room* room = lobby_.room(code);
    if (room == nullptr) {
        return notFound("no such room");
    }
    if (rest.size() == code.size()) {
        return roomSummary(*room);
    }
    constexpr std::string_view holes = "/holes/";
    constexpr std::string_view log = "/log";
    const std::string_view tail = rest.substr(code.size());
    if (!tail.starts_with(holes) || !tail.ends_with(log) ||
        tail.size() <= holes.size() + log.size()) {
        return notFound("no such page");
    }
    return holeLog(*room, tail.substr(holes.size(), tail.size() - holes.size() - log.size()));
}

HttpReply HttpApi::roomSummary(const Room& room) const {
    JsonValue players = JsonValue::array();
    for (const RoomPlayer& player : room.players()) {
        players.push(player.name);
    }
    JsonValue scores = JsonValue::array();
    for (const std::vector<int>& hole : room.scores()) {
        JsonValue strokes = JsonValue::array();
        for (const int s : hole) {
            strokes.push(s);
        }
        scores.push(std::move(strokes));
    }
    return {200, "application/json",
            compactJsonText(JsonValue::object({
                {"room", room.code()},
                {"course", room.course().name},
                {"title", room.course().title},
                {"phase", phaseName(room.phase())},
                {"players", std::move(players)},
                {"hole", room.holeIndex() + 1},
                {"holes", room.course().holes.size()},
                {"scores", std::move(scores)},
            })) +
                "\n"};
}

HttpReply HttpApi::holeLog(const Room& room, std::string_view hole) const {
    int number = 0;
    const auto [end, error] = std::from_chars(hole.data(), hole.data() + hole.size(), number);
    if (error != std::errc() || end != hole.data() + hole.size()) {
        return notFound("no such hole");
    }
    if (room.phase() == RoomPhase::Lobby || number < 1 || number > room.holeIndex() + 1) {
        return notFound("that hole has not been played");
    }
    return {200, "application/json", shotLogToJson(room.holeLog(number - 1))};
}

} // namespace golf::online
