#include "OnlineClient.hpp"

#include "golf/formats/json_value.hpp"

#include <algorithm>
#include <utility>
#include <variant>

namespace golf::game {

OnlineClient::OnlineClient(ConnectionFactory factory, OnlineRequest request, OnlineTiming timing)
    : factory_(std::move(factory)), request_(std::move(request)), timing_(timing) {
    giveUpAt_ = timing_.connectForSeconds;
    if (!request_.rejoinToken.empty()) {
        room_ = request_.joinCode;
        token_ = request_.rejoinToken;
    }
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
            fail(seat_ < 0 ? "cannot reach the server: " + status_
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
    if (seat_ < 0 && wasOpen) {
        fail("the server closed the connection before giving a seat: " + reason);
        return;
    }
    if (seat_ >= 0 && wasOpen) {
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
    online::ServerMessageRead read = online::readServerMessage(text);
    if (!read.message) {
        return fail(std::move(read.error));
    }
    std::visit([this](auto& message) { on(message); }, *read.message);
}

void OnlineClient::on(const online::RefusalMessage& message) {
    lastRefusal_ = message.reason;
    if (seat_ < 0) {
        return fail("the server refused: " + lastRefusal_);
    }
    updates_.push_back(OnlineNotice{OnlineNotice::Kind::Refusal, lastRefusal_});
}

void OnlineClient::on(const online::WelcomeMessage& message) {
    const bool back = seat_ >= 0;
    room_ = message.room;
    token_ = message.token;
    seat_ = message.seat;
    course_ = message.course;
    title_ = message.title;
    holes_ = message.holes;
    status_.clear();
    if (phase_ == OnlinePhase::Connecting) {
        phase_ = OnlinePhase::Lobby;
    }
    if (back && phase_ == OnlinePhase::Lobby) {
        updates_.push_back(OnlineNotice{OnlineNotice::Kind::Back, "back in the room"});
    }
}

void OnlineClient::on(const online::LobbyMessage& message) {
    players_ = message.players;
}

void OnlineClient::on(online::HoleMessage& message) {
    resuming_ = message.resumed;
    if (message.resumed && message.hole == holeIndex_) {
        return; // the same hole: the state that follows hands over the shots missed
    }
    holeIndex_ = message.hole;
    hashes_.clear();
    skips_.clear();
    phase_ = OnlinePhase::Playing;
    updates_.push_back(OnlineHole{.index = message.hole,
                                  .holes = message.holes,
                                  .level = std::move(message.level),
                                  .players = message.players,
                                  .ballCollisions = message.ballCollisions,
                                  .format = message.format});
}

void OnlineClient::on(const online::StateMessage& message) {
    if (message.hole != holeIndex_) {
        return fail("state: for a hole this game was not told of");
    }
    const std::vector<std::string> seen = hashes_;
    const std::vector<online::HoleSkip> seenSkips = skips_;
    std::size_t skip = 0;
    // The skips made after `shots` shots, in order, those not handed over yet handed over.
    const auto skipsAfter = [&](std::size_t shots) {
        for (; skip < message.skips.size() && message.skips[skip].after == static_cast<int>(shots);
             ++skip) {
            if (skip < seenSkips.size()) {
                if (seenSkips[skip] != message.skips[skip]) {
                    fail("state: the server's skip " + std::to_string(skip + 1) +
                         " is not the one it sent before");
                    return false;
                }
                continue;
            }
            handOver(message.skips[skip]);
        }
        return true;
    };
    for (std::size_t seq = 0; seq < message.shots.size(); ++seq) {
        if (!skipsAfter(seq)) {
            return;
        }
        const online::PlayedShot& played = message.shots[seq];
        if (seq < seen.size()) {
            if (seen[seq] != played.hash) {
                return fail("state: the server's shot " + std::to_string(seq + 1) +
                            " is not the one it sent before");
            }
            continue;
        }
        handOver(OnlineShot{holeIndex_, static_cast<int>(seq), played.shot, played.hash});
    }
    if (!skipsAfter(message.shots.size())) {
        return;
    }
    if (skip < message.skips.size()) {
        return fail("state: skip " + std::to_string(skip + 1) + " is out of order");
    }
    if (message.skips.size() < seenSkips.size()) {
        return fail("state: the server lost a skip (it has " +
                    std::to_string(message.skips.size()) + " of the " +
                    std::to_string(seenSkips.size()) + " this game saw)");
    }
    if (message.shots.size() < seen.size()) {
        return fail("state: the server lost an acknowledged shot (it has " +
                    std::to_string(message.shots.size()) + " of the " +
                    std::to_string(seen.size()) + " this game saw)");
    }
    resuming_ = false;
    updates_.push_back(OnlineNotice{OnlineNotice::Kind::Back, "back in the room"});
}

void OnlineClient::on(const online::ShotMessage& message) {
    if (message.hole != holeIndex_ || message.seq != static_cast<int>(hashes_.size())) {
        return fail("shot: not the next shot of the hole this game plays");
    }
    handOver(OnlineShot{holeIndex_, message.seq, message.played.shot, message.played.hash});
}

void OnlineClient::handOver(OnlineShot shot) {
    hashes_.push_back(shot.hash);
    updates_.push_back(std::move(shot));
}

void OnlineClient::on(const online::SkipMessage& message) {
    if (message.hole != holeIndex_) {
        return fail("skip: not on the hole this game plays");
    }
    handOver(online::HoleSkip{static_cast<int>(hashes_.size()), message.player});
}

void OnlineClient::handOver(online::HoleSkip skip) {
    skips_.push_back(skip);
    // In the shots' queue, so that the round screen passes the turn after the shots before.
    updates_.push_back(OnlineShot{.hole = holeIndex_,
                                  .seq = skip.after,
                                  .shot = {.player = skip.player},
                                  .hash = {},
                                  .skipped = true});
}

void OnlineClient::on(online::EndMessage& message) {
    phase_ = OnlinePhase::Ended;
    updates_.push_back(OnlineEnd{std::move(message.scores)});
}

} // namespace golf::game
