#include "golf/online/server_message_reader.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/json_place.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/level_loader.hpp"

#include <cstdint>

namespace golf::online {

namespace {

/// Reads typed fields, keeping the first reason a field is not what the protocol says.
class Fields {
  public:
    int integer(const JsonPlace& place, std::int64_t low, std::int64_t high) {
        return static_cast<int>(keep(place.integer(low, high)).value_or(low));
    }
    double number(const JsonPlace& place) { return keep(place.number()).value_or(0.0); }
    bool boolean(const JsonPlace& place) { return keep(place.boolean()).value_or(false); }
    std::string text(const JsonPlace& place) { return keep(place.string()).value_or(""); }
    std::vector<JsonPlace> elements(const JsonPlace& place) {
        if (!place.present() || !place.value()->isArray()) {
            note(place.problem("must be an array"));
            return {};
        }
        return place.elements();
    }
    std::vector<std::string> texts(const JsonPlace& place) {
        std::vector<std::string> out;
        for (const JsonPlace& element : elements(place)) {
            out.push_back(text(element));
        }
        return out;
    }
    /// A shot of a "shot" message or a "state" entry.
    PlayedShot playedShot(const JsonPlace& place) {
        PlayedShot played;
        played.shot.player = integer(place["player"], 0, maxPlayers - 1);
        played.shot.velocity = {number(place["vx"]), number(place["vy"])};
        if (place["at"].present()) {
            played.shot.at = number(place["at"]);
        }
        played.hash = text(place["hash"]);
        return played;
    }
    void note(std::string error) {
        if (error_.empty()) {
            error_ = std::move(error);
        }
    }
    [[nodiscard]] const std::string& error() const { return error_; }

  private:
    template <typename T> std::optional<T> keep(JsonResult<T> result) {
        if (!result.value) {
            note(std::move(result.error));
        }
        return std::move(result.value);
    }
    std::string error_;
};

constexpr std::int64_t anyCount = 1'000'000;

ServerMessage welcome(const JsonPlace& message, Fields& fields) {
    WelcomeMessage out;
    out.room = fields.text(message["room"]);
    out.seat = fields.integer(message["seat"], 0, maxPlayers - 1);
    out.token = fields.text(message["token"]);
    out.course = fields.text(message["course"]);
    out.title = fields.text(message["title"]);
    out.holes = fields.integer(message["holes"], 1, anyCount);
    if (out.token.empty()) {
        fields.note("the welcome has no token");
    }
    return out;
}

ServerMessage lobby(const JsonPlace& message, Fields& fields) {
    return LobbyMessage{.phase = fields.text(message["phase"]),
                        .players = fields.texts(message["players"])};
}

/// The hole message, its level loaded and its hash checked; `error` says why not.
ServerMessage hole(const JsonPlace& message, Fields& fields, std::string& error) {
    HoleMessage out;
    out.hole = fields.integer(message["hole"], 0, anyCount);
    const std::string where = "hole " + std::to_string(out.hole + 1) + ": ";
    out.holes = fields.integer(message["holes"], 1, anyCount);
    out.file = fields.text(message["file"]);
    out.format = fields.integer(message["format"], 1, 2);
    out.players = fields.integer(message["players"], 1, maxPlayers);
    out.ballCollisions = fields.boolean(message["ballCollisions"]);
    out.next = fields.integer(message["next"], -1, maxPlayers - 1);
    out.resumed = message["resumed"].present() && fields.boolean(message["resumed"]);
    const std::string levelHashText = fields.text(message["levelHash"]);
    const std::string levelText = fields.text(message["level"]);
    if (!fields.error().empty()) {
        error = where + "a malformed hole message (" + fields.error() + ")";
        return out;
    }
    LevelLoadResult level = parseLevel(levelText, out.file);
    if (!level.level) {
        error = where + "the level does not load: " +
                (level.errors.empty() ? std::string() : level.errors.front());
    } else if (hashToHex(levelHash(*level.level)) != levelHashText) {
        error = where + "the level's hash is not the server's";
    } else {
        out.level = std::move(*level.level);
    }
    return out;
}

ServerMessage state(const JsonPlace& message, Fields& fields) {
    StateMessage out;
    out.hole = fields.integer(message["hole"], 0, anyCount);
    for (const JsonPlace& entry : fields.elements(message["shots"])) {
        out.shots.push_back(fields.playedShot(entry));
    }
    if (message["skips"].present()) {
        for (const JsonPlace& entry : fields.elements(message["skips"])) {
            const HoleSkip skip{.after = fields.integer(entry["after"], 0, anyCount),
                                .player = fields.integer(entry["player"], 0, maxPlayers - 1)};
            if (skip.after > static_cast<int>(out.shots.size()) ||
                (!out.skips.empty() && skip.after < out.skips.back().after)) {
                fields.note("state: skip " + std::to_string(out.skips.size() + 1) + ": after " +
                            std::to_string(skip.after) + " shots is out of order");
            }
            out.skips.push_back(skip);
        }
    }
    out.next = fields.integer(message["next"], -1, maxPlayers - 1);
    return out;
}

ServerMessage shot(const JsonPlace& message, Fields& fields) {
    ShotMessage out;
    out.hole = fields.integer(message["hole"], 0, anyCount);
    out.seq = fields.integer(message["seq"], 0, anyCount);
    out.played = fields.playedShot(message);
    out.next = fields.integer(message["next"], -1, maxPlayers - 1);
    return out;
}

ServerMessage skip(const JsonPlace& message, Fields& fields) {
    return SkipMessage{.hole = fields.integer(message["hole"], 0, anyCount),
                       .player = fields.integer(message["player"], 0, maxPlayers - 1),
                       .next = fields.integer(message["next"], -1, maxPlayers - 1)};
}

ServerMessage end(const JsonPlace& message, Fields& fields) {
    EndMessage out;
    out.players = fields.texts(message["players"]);
    for (const JsonPlace& hole : fields.elements(message["scores"])) {
        std::vector<int> strokes;
        for (const JsonPlace& seat : fields.elements(hole)) {
            strokes.push_back(fields.integer(seat, 0, anyCount));
        }
        out.scores.push_back(std::move(strokes));
    }
    return out;
}

} // namespace

ServerMessageRead readServerMessage(std::string_view text) {
    const JsonDocumentRead read =
        parseJsonDocument(text, "server", JsonLimits{.maxBytes = 16 << 20});
    if (!read.document) {
        return {std::nullopt, "the server sent broken JSON: " + read.error};
    }
    const JsonPlace message = read.document->place();
    Fields fields;
    const std::string type = fields.text(message["type"]);
    std::string error;
    ServerMessage out;
    if (type == "welcome") {
        out = welcome(message, fields);
    } else if (type == "lobby") {
        out = lobby(message, fields);
    } else if (type == "hole") {
        out = hole(message, fields, error);
    } else if (type == "state") {
        out = state(message, fields);
    } else if (type == "shot") {
        out = shot(message, fields);
    } else if (type == "skip") {
        out = skip(message, fields);
    } else if (type == "end") {
        out = end(message, fields);
    } else if (type == "refusal") {
        out = RefusalMessage{fields.text(message["reason"])};
    } else {
        return {std::nullopt,
                "the server sent an unknown message: " + std::string(text.substr(0, 200))};
    }
    if (error.empty() && !fields.error().empty()) {
        error = type + ": a malformed message (" + fields.error() + ")";
    }
    if (!error.empty()) {
        return {std::nullopt, std::move(error)};
    }
    return {std::move(out), ""};
}

} // namespace golf::online
