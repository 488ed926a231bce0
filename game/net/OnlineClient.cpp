#include "OnlineClient.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/level_loader.hpp"

#include <algorithm>
#include <utility>

namespace golf::game {

namespace {

/// A hole message carries its level's text: the bot's bound.
constexpr std::size_t maxMessageBytes = 16 << 20;

int integerAt(const JsonPlace& place) {
    const JsonResult<std::int64_t> value = place.integer(-1, 1'000'000);
    return value.value ? static_cast<int>(*value.value) : -2;
}

std::string textAt(const JsonPlace& place) {
    JsonResult<std::string> value = place.string();
    return value.value ? *value.value : std::string();
}

/// A shot of a "shot" message or a "state" entry; nullopt if malformed.
std::optional<Shot> shotAt(const JsonPlace& place) {
    const JsonResult<double> vx = place["vx"].number();
    const JsonResult<double> vy = place["vy"].number();
    const int player = integerAt(place["player"]);
    if (!vx.value || !vy.value || player < 0) {
        return std::nullopt;
    }
    Shot shot{.player = player, .velocity = {*vx.value, *vy.value}};
    if (place["at"].present()) {
        const JsonResult<double> at = place["at"].number();
        if (!at.value) {
            return std::nullopt;
        }
        shot.at = *at.value;
    }
    return shot;
}

} // namespace

OnlineClient::OnlineClient(ConnectionFactory factory, OnlineRequest request, OnlineTiming timing)
    : factory_(std::move(factory)), request_(std::move(request)), timing_(timing) {
    giveUpAt_ = timing_.connectForSeconds;
    open();
}

void OnlineClient::open() {
    ++attempts_;
    open_ = false;
    connection_ = factory_();
}

void OnlineClient::update(double seconds) {
    clock_ += std::max(0.0, seconds);
    if (phase_ == OnlinePhase::Failed) {
        return;
    }
    if (!connection_) {
        if (phase_ == OnlinePhase::Ended) {
            return;
        }
        if (clock_ >= giveUpAt_) {
            fail(token_.empty() ? "cannot reach the server: " + status_
                                : "the server is lost: " + status_);
            return;
        }
        if (clock_ >= retryAt_) {
            open();
        }
        return;
    }
    for (NetEvent& event : connection_->poll()) {
        onEvent(std::move(event));
        if (!connection_) {
            break; // closed: what came after belonged to the old connection
        }
    }
}

void OnlineClient::onEvent(NetEvent event) {
    switch (event.kind) {
    case NetEvent::Kind::Opened:
        open_ = true;
        if (token_.empty()) {
            send(openingMessage(request_));
        } else {
            send(compactJsonText(
                JsonValue::object({{"type", "rejoin"}, {"room", room_}, {"token", token_}})));
        }
        return;
    case NetEvent::Kind::Message:
        onMessage(event.text);
        return;
    case NetEvent::Kind::Closed:
        onClosed(event.text);
        return;
    }
}

void OnlineClient::onClosed(const std::string& reason) {
    const bool wasOpen = open_;
    connection_.reset();
    open_ = false;
    if (phase_ == OnlinePhase::Ended || phase_ == OnlinePhase::Failed) {
        return;
    }
    status_ = reason;
    if (token_.empty() && wasOpen) {
        fail("the server closed the connection before giving a seat: " + reason);
        return;
    }
    if (!token_.empty() && wasOpen) {
        // Lost after a seat: come back with the token for a while.
        giveUpAt_ = clock_ + timing_.reconnectForSeconds;
        status_ = "connection lost (" + reason + "); coming back\u2026";
        updates_.push_back(OnlineNotice{OnlineNotice::Kind::Connection, status_});
    }
    retryAt_ = clock_ + timing_.retrySeconds;
}

void OnlineClient::send(const std::string& text) {
    if (connection_) {
        connection_->send(text);
    }
}

void OnlineClient::start() {
    send(compactJsonText(JsonValue::object({{"type", "start"}})));
}

void OnlineClient::shoot(double angleDegrees, double speed, std::optional<double> at) {
    JsonValue shot =
        JsonValue::object({{"type", "shot"}, {"angle", angleDegrees}, {"speed", speed}});
    if (at) {
        shot.set("at", *at);
    }
    send(compactJsonText(shot));
}

OnlineUpdate OnlineClient::take() {
    OnlineUpdate update = std::move(updates_.front());
    updates_.pop_front();
    return update;
}

void OnlineClient::fail(std::string error) {
    phase_ = OnlinePhase::Failed;
    error_ = std::move(error);
    connection_.reset();
    open_ = false;
}

void OnlineClient::onMessage(std::string_view text) {
    const JsonDocumentRead read =
        parseJsonDocument(text, "server", JsonLimits{.maxBytes = maxMessageBytes});
    if (!read.document) {
        return fail("the server sent broken JSON: " + read.error);
    }
    const JsonPlace message = read.document->place();
    const std::string type = textAt(message["type"]);
    if (type == "welcome") {
        onWelcome(message);
    } else if (type == "lobby") {
        onLobby(message);
    } else if (type == "hole") {
        onHole(message);
    } else if (type == "state") {
        onState(message);
    } else if (type == "shot") {
        onShot(message);
    } else if (type == "end") {
        onEnd(message);
    } else if (type == "refusal") {
        lastRefusal_ = textAt(message["reason"]);
        if (token_.empty()) {
            return fail("the server refused: " + lastRefusal_);
        }
        updates_.push_back(OnlineNotice{OnlineNotice::Kind::Refusal, lastRefusal_});
    } else {
        fail("the server sent an unknown message: " + std::string(text.substr(0, 200)));
    }
}

void OnlineClient::onWelcome(const JsonPlace& message) {
    const bool back = !token_.empty();
    room_ = textAt(message["room"]);
    token_ = textAt(message["token"]);
    seat_ = integerAt(message["seat"]);
    course_ = textAt(message["course"]);
    title_ = textAt(message["title"]);
    holes_ = std::max(1, integerAt(message["holes"]));
    status_.clear();
    if (token_.empty() || seat_ < 0) {
        return fail("the server's welcome has no seat or token");
    }
    if (phase_ == OnlinePhase::Connecting) {
        phase_ = OnlinePhase::Lobby;
    }
    if (back && phase_ == OnlinePhase::Lobby) {
        updates_.push_back(OnlineNotice{OnlineNotice::Kind::Back, "back in the room"});
    }
}

void OnlineClient::onLobby(const JsonPlace& message) {
    players_.clear();
    for (const JsonPlace& name : message["players"].elements()) {
        players_.push_back(textAt(name));
    }
}

void OnlineClient::onHole(const JsonPlace& message) {
    const int index = integerAt(message["hole"]);
    const bool resumed = message["resumed"].present();
    resuming_ = resumed;
    if (resumed && index == holeIndex_) {
        return; // the same hole: the state that follows hands over the shots missed
    }
    const std::string where = "hole " + std::to_string(index + 1) + ": ";
    LevelLoadResult level = parseLevel(textAt(message["level"]), textAt(message["file"]));
    if (!level.level) {
        return fail(where + "the level does not load: " +
                    (level.errors.empty() ? std::string() : level.errors.front()));
    }
    if (hashToHex(levelHash(*level.level)) != textAt(message["levelHash"])) {
        return fail(where + "the level's hash is not the server's");
    }
    const int players = integerAt(message["players"]);
    const JsonResult<bool> collisions = message["ballCollisions"].boolean();
    if (index < 0 || players < 1 || !collisions.value) {
        return fail(where + "a malformed hole message");
    }
    holeIndex_ = index;
    hashes_.clear();
    phase_ = OnlinePhase::Playing;
    updates_.push_back(OnlineHole{.index = index,
                                  .holes = std::max(1, integerAt(message["holes"])),
                                  .level = std::move(*level.level),
                                  .players = players,
                                  .ballCollisions = *collisions.value,
                                  .format = std::max(1, integerAt(message["format"]))});
}

void OnlineClient::onState(const JsonPlace& message) {
    if (integerAt(message["hole"]) != holeIndex_) {
        return fail("state: for a hole this game was not told of");
    }
    const std::vector<JsonPlace> shots = message["shots"].elements();
    const std::vector<std::string> seen = hashes_;
    for (std::size_t seq = 0; seq < shots.size(); ++seq) {
        const std::optional<Shot> shot = shotAt(shots[seq]);
        const std::string hash = textAt(shots[seq]["hash"]);
        if (!shot) {
            return fail("state: a malformed shot");
        }
        if (seq < seen.size()) {
            if (seen[seq] != hash) {
                return fail("state: the server's shot " + std::to_string(seq + 1) +
                            " is not the one it sent before");
            }
            continue;
        }
        handOver(OnlineShot{holeIndex_, static_cast<int>(seq), *shot, hash});
    }
    if (shots.size() < seen.size()) {
        return fail("state: the server lost an acknowledged shot (it has " +
                    std::to_string(shots.size()) + " of the " + std::to_string(seen.size()) +
                    " this game saw)");
    }
    resuming_ = false;
    updates_.push_back(OnlineNotice{OnlineNotice::Kind::Back, "back in the room"});
}

void OnlineClient::onShot(const JsonPlace& message) {
    const std::optional<Shot> shot = shotAt(message);
    const int seq = integerAt(message["seq"]);
    if (!shot || integerAt(message["hole"]) != holeIndex_ ||
        seq != static_cast<int>(hashes_.size())) {
        return fail("shot: not the next shot of the hole this game plays");
    }
    handOver(OnlineShot{holeIndex_, seq, *shot, textAt(message["hash"])});
}

void OnlineClient::handOver(OnlineShot shot) {
    hashes_.push_back(shot.hash);
    updates_.push_back(std::move(shot));
}

void OnlineClient::onEnd(const JsonPlace& message) {
    OnlineEnd end;
    for (const JsonPlace& hole : message["scores"].elements()) {
        std::vector<int> strokes;
        for (const JsonPlace& seat : hole.elements()) {
            strokes.push_back(integerAt(seat));
        }
        end.scores.push_back(std::move(strokes));
    }
    phase_ = OnlinePhase::Ended;
    updates_.push_back(std::move(end));
}

} // namespace golf::game
