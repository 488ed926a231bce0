#include "golf/online/http_api.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_paths.hpp"
#include "golf/online/round_submission.hpp"
#include "web_assets.hpp"

#include <charconv>
#include <chrono>
#include <optional>

namespace golf::online {

namespace {

HttpReply jsonReply(const JsonValue& value, int status = 200) {
    return {status, "application/json", compactJsonText(value) + "\n"};
}

HttpReply errorReply(int status, std::string_view what) {
    return jsonReply(JsonValue::object({{"error", std::string(what)}}), status);
}

HttpReply notFound(std::string_view what) {
    return errorReply(404, what);
}

/// The path's segments after the leading '/': "/a/b" -> {"a", "b"}.
std::vector<std::string_view> segments(std::string_view path) {
    std::vector<std::string_view> parts;
    while (!path.empty()) {
        path.remove_prefix(1); // the '/'
        const std::size_t slash = path.find('/');
        parts.push_back(path.substr(0, slash));
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash);
    }
    return parts;
}

/// A decimal number of at most 12 digits, or nullopt.
std::optional<std::int64_t> number(std::string_view text) {
    std::int64_t value = 0;
    if (text.empty() || text.size() > 12) {
        return std::nullopt;
    }
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0) {
        return std::nullopt;
    }
    return value;
}

/// The value of `key` in a query "a=1&b=2", or nullopt.
std::optional<std::string_view> queryValue(std::string_view query, std::string_view key) {
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view pair = query.substr(0, amp);
        if (pair.size() > key.size() && pair.starts_with(key) && pair[key.size()] == '=') {
            return pair.substr(key.size() + 1);
        }
        query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    }
    return std::nullopt;
}

JsonValue intList(const std::vector<int>& values) {
    JsonValue list = JsonValue::array();
    for (const int v : values) {
        list.push(v);
    }
    return list;
}

JsonValue stringList(const std::vector<std::string>& values) {
    JsonValue list = JsonValue::array();
    for (const std::string& v : values) {
        list.push(v);
    }
    return list;
}

JsonValue roundJson(const RoundRecord& round) {
    JsonValue totals = JsonValue::array();
    for (std::size_t seat = 0; seat < round.players.size(); ++seat) {
        totals.push(round.total(static_cast<int>(seat)));
    }
    JsonValue holes = JsonValue::array();
    for (const RoundHole& hole : round.holes) {
        holes.push(JsonValue::object({{"hole", hole.hole + 1},
                                      {"level", hole.level},
                                      {"levelHash", hashToHex(hole.levelHash)},
                                      {"strokes", intList(hole.strokes)},
                                      {"hash", hole.hash}}));
    }
    return JsonValue::object({{"id", round.id},
                              {"course", round.course},
                              {"title", round.title},
                              {"source", round.source},
                              {"created", round.created},
                              {"courseHoles", round.courseHoles},
                              {"complete", round.complete()},
                              {"players", stringList(round.players)},
                              {"totals", std::move(totals)},
                              {"holes", std::move(holes)}});
}

JsonValue verdictJson(const SubmissionVerdict& verdict, std::optional<std::int64_t> id) {
    JsonValue files = JsonValue::array();
    for (const FileVerdict& file : verdict.files) {
        JsonValue entry = JsonValue::object({{"file", file.file}, {"accepted", file.accepted}});
        if (file.hole >= 0) {
            entry.set("hole", file.hole + 1);
        }
        if (file.accepted) {
            entry.set("strokes", intList(file.strokes)).set("hash", file.hash);
        } else {
            entry.set("reason", file.reason);
        }
        files.push(std::move(entry));
    }
    JsonValue answer = JsonValue::object();
    answer.set("round", id ? JsonValue(*id) : JsonValue(nullptr));
    if (verdict.round) {
        answer.set("course", verdict.round->course)
            .set("complete", verdict.round->complete())
            .set("players", stringList(verdict.round->players));
    }
    answer.set("files", std::move(files));
    return answer;
}

} // namespace

HttpReply HttpApi::get(std::string_view target) {
    const std::size_t question = target.find('?');
    const std::string_view path = target.substr(0, question);
    const std::string_view query =
        question == std::string_view::npos ? std::string_view() : target.substr(question + 1);
    const std::string_view page = path == "/" ? "/index.html" : path;
    for (const WebAsset& asset : webAssets()) {
        if (asset.path == page) {
            return {200, std::string(asset.contentType), std::string(asset.body)};
        }
    }
    const std::vector<std::string_view> parts = segments(path);
    if (parts.size() == 2 && parts[0] == "api" && parts[1] == "courses") {
        JsonValue list = JsonValue::array();
        for (const CourseRounds& course : rounds_.courses(1000)) {
            list.push(JsonValue::object(
                {{"course", course.course}, {"title", course.title}, {"rounds", course.rounds}}));
        }
        return jsonReply(JsonValue::object({{"courses", std::move(list)}}));
    }
    if (parts.size() < 3 || parts[0] != "api") {
        return notFound("no such page");
    }
    if (parts[1] == "rooms") {
        return rooms(parts);
    }
    if (parts[1] == "courses") {
        return courses(parts, query);
    }
    if (parts[1] == "rounds") {
        return recordedRound(parts);
    }
    return notFound("no such page");
}

HttpReply HttpApi::post(std::string_view target, std::string_view body) {
    if (target.substr(0, target.find('?')) != "/api/rounds") {
        return notFound("no such page (a round is submitted to POST /api/rounds)");
    }
    const SubmissionParse parsed = parseSubmission(body);
    if (!parsed.submission) {
        return errorReply(400, parsed.error);
    }
    const std::int64_t now = std::chrono::duration_cast<std::chrono::seconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
    const SubmissionVerdict verdict = verifySubmission(*parsed.submission, lobby_.library(), now);
    if (!verdict.error.empty()) {
        return errorReply(422, verdict.error);
    }
    std::optional<std::int64_t> id;
    if (verdict.round) {
        id = rounds_.add(*verdict.round);
    }
    return jsonReply(verdictJson(verdict, id), id ? 200 : 422);
}

HttpReply HttpApi::rooms(const std::vector<std::string_view>& parts) {
    const Room* room = lobby_.room(std::string(parts[2]));
    if (room == nullptr) {
        return notFound("no such room");
    }
    if (parts.size() == 3) {
        return roomSummary(*room);
    }
    if (parts.size() == 6 && parts[3] == "holes" && parts[5] == "log") {
        return holeLog(*room, parts[4]);
    }
    return notFound("no such page");
}

HttpReply HttpApi::courses(const std::vector<std::string_view>& parts, std::string_view query) {
    const std::string name(parts[2]);
    if (!CourseLibrary::isCourseName(name)) {
        return notFound("no such course");
    }
    if (parts.size() == 4 && parts[3] == "rounds") {
        return leaderboard(name, query);
    }
    if (parts.size() == 6 && parts[3] == "holes" && parts[5] == "level") {
        const std::optional<std::int64_t> hole = number(parts[4]);
        const CourseLoad course = lobby_.library().load(name);
        if (!course.course) {
            return notFound(course.error);
        }
        if (!hole || *hole < 1 || *hole > static_cast<std::int64_t>(course.course->holes.size())) {
            return notFound("no such hole");
        }
        return {200, "application/json",
                course.course->holes[static_cast<std::size_t>(*hole - 1)].text};
    }
    return notFound("no such page");
}

HttpReply HttpApi::leaderboard(const std::string& course, std::string_view query) {
    const std::optional<std::string_view> offsetText = queryValue(query, "offset");
    const std::optional<std::string_view> limitText = queryValue(query, "limit");
    const std::optional<std::int64_t> offset = offsetText ? number(*offsetText) : 0;
    const std::optional<std::int64_t> limit = limitText ? number(*limitText) : 20;
    if (!offset || !limit || *limit < 1 || *limit > maxLeaderboardPage) {
        return errorReply(400, "offset is a whole number >= 0 and limit one from 1 to " +
                                   std::to_string(maxLeaderboardPage));
    }
    JsonValue entries = JsonValue::array();
    for (const LeaderboardEntry& entry :
         rounds_.leaderboard(course, *offset, static_cast<int>(*limit))) {
        entries.push(JsonValue::object({{"round", entry.round},
                                        {"seat", entry.seat},
                                        {"player", entry.player},
                                        {"strokes", entry.strokes},
                                        {"created", entry.created},
                                        {"source", entry.source}}));
    }
    return jsonReply(JsonValue::object({{"course", course},
                                        {"total", rounds_.leaderboardSize(course)},
                                        {"offset", *offset},
                                        {"limit", *limit},
                                        {"entries", std::move(entries)}}));
}

HttpReply HttpApi::recordedRound(const std::vector<std::string_view>& parts) {
    const std::optional<std::int64_t> id = number(parts[2]);
    std::optional<RoundRecord> round;
    if (id) {
        round = rounds_.round(*id);
    }
    if (!round) {
        return notFound("no such round");
    }
    if (parts.size() == 3) {
        return jsonReply(roundJson(*round));
    }
    if (parts.size() != 6 || parts[3] != "holes" || (parts[5] != "log" && parts[5] != "paths")) {
        return notFound("no such page");
    }
    const std::optional<std::int64_t> wanted = number(parts[4]);
    const RoundHole* hole = nullptr;
    for (const RoundHole& h : round->holes) {
        if (wanted && h.hole + 1 == *wanted) {
            hole = &h;
        }
    }
    if (hole == nullptr) {
        return notFound("no such hole in this round");
    }
    if (parts[5] == "log") {
        return {200, "application/json", hole->log};
    }
    const CourseLoad course = lobby_.library().load(round->course);
    if (!course.course || static_cast<std::size_t>(hole->hole) >= course.course->holes.size() ||
        course.course->holes[static_cast<std::size_t>(hole->hole)].hash != hole->levelHash) {
        return errorReply(409, "the hole's level changed on this server since the round was "
                               "played; its log is still there");
    }
    const HolePaths paths =
        holePaths(hole->log, course.course->holes[static_cast<std::size_t>(hole->hole)].level);
    if (!paths.error.empty()) {
        return errorReply(500, paths.error);
    }
    return {200, "application/json", paths.json + "\n"};
}

HttpReply HttpApi::roomSummary(const Room& room) const {
    JsonValue scores = JsonValue::array();
    for (const std::vector<int>& hole : room.scores()) {
        scores.push(intList(hole));
    }
    std::vector<std::string> names;
    for (const RoomPlayer& player : room.players()) {
        names.push_back(player.name);
    }
    return jsonReply(JsonValue::object({
        {"room", room.code()},
        {"course", room.course().name},
        {"title", room.course().title},
        {"phase", phaseName(room.phase())},
        {"players", stringList(names)},
        {"hole", room.holeIndex() + 1},
        {"holes", room.course().holes.size()},
        {"scores", std::move(scores)},
    }));
}

HttpReply HttpApi::holeLog(const Room& room, std::string_view hole) const {
    const std::optional<std::int64_t> n = number(hole);
    if (!n) {
        return notFound("no such hole");
    }
    if (room.phase() == RoomPhase::Lobby || *n < 1 || *n > room.holeIndex() + 1) {
        return notFound("that hole has not been played");
    }
    return {200, "application/json", shotLogToJson(room.holeLog(static_cast<int>(*n) - 1))};
}

} // namespace golf::online
