#include "golf/online/bot_player.hpp"

#include "golf/analysis/shot_search.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace golf::online {

namespace {

/// Reads an integer at `place`, or -1.
int integerAt(const JsonPlace& place) {
    const JsonResult<std::int64_t> value = place.integer(-1, 1'000'000);
    return value.value ? static_cast<int>(*value.value) : -1;
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

std::optional<BotSkill> botSkillNamed(std::string_view name) {
    if (name == "easy") {
        return BotSkill{4.0, 0.12};
    }
    if (name == "medium") {
        return BotSkill{1.0, 0.03};
    }
    if (name == "hard") {
        return BotSkill{0.25, 0.0075};
    }
    return std::nullopt;
}

BotPlayer::BotPlayer(BotSettings settings) : settings_(settings), random_(settings.seed) {}

std::string BotPlayer::rejoinMessage() const {
    if (token_.empty()) {
        return "";
    }
    return compactJsonText(
        JsonValue::object({{"type", "rejoin"}, {"room", room_}, {"token", token_}}));
}

BotReaction BotPlayer::receive(std::string_view text) {
    BotReaction out;
    const JsonDocumentRead read =
        parseJsonDocument(text, "server", JsonLimits{.maxBytes = 16 << 20});
    if (!read.document) {
        out.error = "the server sent broken JSON: " + read.error;
        return out;
    }
    const JsonPlace message = read.document->place();
    const std::string type = textAt(message["type"]);
    if (type == "welcome") {
        onWelcome(message, out);
    } else if (type == "lobby") {
        onLobby(message, out);
    } else if (type == "hole") {
        onHole(message, out);
    } else if (type == "state") {
        onState(message, out);
    } else if (type == "shot") {
        onShot(message, out);
    } else if (type == "end") {
        out.lines.push_back("round over");
        out.done = true;
    } else if (type == "refusal") {
        out.error = "the server refused: " + textAt(message["reason"]);
    } else {
        out.error = "the server sent an unknown message: " + std::string(text.substr(0, 200));
    }
    return out;
}

void BotPlayer::onWelcome(const JsonPlace& message, BotReaction& out) {
    const bool first = token_.empty();
    room_ = textAt(message["room"]);
    token_ = textAt(message["token"]);
    seat_ = integerAt(message["seat"]);
    if (first && settings_.hosting) {
        out.lines.push_back("room " + room_);
    }
}

void BotPlayer::onLobby(const JsonPlace& message, BotReaction& out) {
    const bool inLobby = textAt(message["phase"]) == "lobby";
    const auto players = static_cast<int>(message["players"].elements().size());
    if (settings_.hosting && inLobby && !started_ && players >= settings_.players) {
        started_ = true;
        out.send.push_back(compactJsonText(JsonValue::object({{"type", "start"}})));
    }
}

void BotPlayer::onHole(const JsonPlace& message, BotReaction& out) {
    started_ = true;
    const int index = integerAt(message["hole"]);
    const bool resumed = message["resumed"].present();
    // Coming back to the hole it was playing, the bot keeps the hashes it saw: the state
    // that follows must hold them all.
    seen_ = resumed && index == holeIndex_ ? hashes_ : std::vector<std::string>{};
    holeIndex_ = index;
    const std::string file = textAt(message["file"]);
    LevelLoadResult level = parseLevel(textAt(message["level"]), file);
    if (!level.level) {
        out.error = "hole " + std::to_string(holeIndex_ + 1) +
                    ": the level does not load: " + (level.errors.empty() ? "" : level.errors[0]);
        return;
    }
    if (hashToHex(levelHash(*level.level)) != textAt(message["levelHash"])) {
        out.error = "hole " + std::to_string(holeIndex_ + 1) +
                    ": the level's hash is not the "
                    "server's";
        return;
    }
    const int players = integerAt(message["players"]);
    const JsonResult<bool> collisions = message["ballCollisions"].boolean();
    if (players < 1 || players > maxPlayers || !collisions.value) {
        out.error = "hole: malformed message";
        return;
    }
    level_ = std::move(*level.level);
    hole_.emplace(*level_, players, *collisions.value);
    hashes_.clear();
    if (!resumed) {
        maybeShoot(integerAt(message["next"]), out);
    }
}

void BotPlayer::onState(const JsonPlace& message, BotReaction& out) {
    if (!hole_ || integerAt(message["hole"]) != holeIndex_) {
        out.error = "state: for a hole the bot was not told of";
        return;
    }
    // Rebuild the hole from the server's shots, checking every hash, and check that every
    // shot the bot had seen acknowledged is still there: none was lost.
    const std::vector<std::string> seen = seen_.empty() ? hashes_ : seen_;
    seen_.clear();
    const int players = hole_->match().playerCount();
    const bool collisions = hole_->match().world().ballCollisions();
    hole_.emplace(*level_, players, collisions);
    hashes_.clear();
    const std::vector<JsonPlace> shots = message["shots"].elements();
    for (const JsonPlace& entry : shots) {
        const std::optional<Shot> shot = shotAt(entry);
        if (!shot) {
            out.error = "state: a malformed shot";
            return;
        }
        if (std::string error = playChecked(*shot, textAt(entry["hash"])); !error.empty()) {
            out.error = error;
            return;
        }
        // A shot the server acknowledged to others while this bot was away: checked now.
        if (hashes_.size() > seen.size()) {
            out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " shot " +
                                std::to_string(hashes_.size() - 1) + " player " +
                                std::to_string(shot->player) + " hash " + hashes_.back());
        }
    }
    if (seen.size() > hashes_.size() || !std::equal(seen.begin(), seen.end(), hashes_.begin())) {
        out.error = "state: the server lost an acknowledged shot (it has " +
                    std::to_string(hashes_.size()) + " of the " + std::to_string(seen.size()) +
                    " shots this bot saw on hole " + std::to_string(holeIndex_ + 1) + ")";
        return;
    }
    out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " resumed after " +
                        std::to_string(hashes_.size()) + " shots");
    maybeShoot(integerAt(message["next"]), out);
}

void BotPlayer::onShot(const JsonPlace& message, BotReaction& out) {
    const std::optional<Shot> shot = shotAt(message);
    if (!hole_ || !shot || integerAt(message["hole"]) != holeIndex_ ||
        integerAt(message["seq"]) != static_cast<int>(hashes_.size())) {
        out.error = "shot: not the next shot of the hole the bot plays";
        return;
    }
    const std::string hash = textAt(message["hash"]);
    if (std::string error = playChecked(*shot, hash); !error.empty()) {
        out.error = error;
        return;
    }
    out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " shot " +
                        std::to_string(hashes_.size() - 1) + " player " +
                        std::to_string(shot->player) + " hash " + hash);
    maybeShoot(integerAt(message["next"]), out);
}

std::string BotPlayer::playChecked(const Shot& shot, const std::string& hash) {
    const std::string where =
        "hole " + std::to_string(holeIndex_ + 1) + " shot " + std::to_string(hashes_.size()) + ": ";
    if (std::string error = hole_->play(shot); !error.empty()) {
        return where + "the bot's engine refuses the server's shot: " + error;
    }
    const std::string mine = hashToHex(hole_->hash());
    if (mine != hash) {
        return where + "state hash mismatch: the server has " + hash + ", this bot " + mine;
    }
    hashes_.push_back(hash);
    ++checked_;
    return "";
}

void BotPlayer::maybeShoot(int next, BotReaction& out) {
    if (next != seat_ || !hole_ || hole_->finished()) {
        return;
    }
    out.send.push_back(planShot());
}

std::string BotPlayer::planShot() {
    const Match& match = hole_->match();
    const Level& level = *level_;
    const Ball& ball = match.world().balls()[static_cast<std::size_t>(seat_)];
    Level from = level;
    if (ball.inPlay) {
        from.tee = ball.position;
    }
    ShotSearchOptions options;
    options.angles = 72;
    options.speeds = 12;
    options.beamWidth = 2;
    options.refineSeeds = 2;
    options.threads = 1;
    options.waits = 4;
    options.tickBudget = settings_.tickBudget;
    options.maxStrokes =
        std::max(1, std::min(2, level.maxStrokes -
                                    match.players()[static_cast<std::size_t>(seat_)].strokes));
    options.startClock = match.clock();
    const ShotSearchResult plan = searchShots(from, options);
    double angle = 0;
    double speed = 0;
    std::optional<double> at;
    if (plan.holed) {
        angle = plan.shots.front().angle;
        speed = plan.shots.front().speed;
        at = plan.shots.front().at;
    } else {
        // No plan within the budget: straight at the cup, as hard as rolling there takes.
        const Vec2 to{level.cup.x - from.tee.x, level.cup.y - from.tee.y};
        angle = std::atan2(to.y, to.x) * 180 / std::numbers::pi;
        speed = std::sqrt(2 * level.physics.rollingDeceleration * std::hypot(to.x, to.y));
        if (!level.movers.empty()) {
            at = match.clock();
        }
    }
    std::normal_distribution<double> normal;
    angle += settings_.skill.angleSigmaDegrees * normal(random_);
    speed *= 1 + settings_.skill.speedSigmaFraction * normal(random_);
    speed = std::clamp(speed, 0.0, level.physics.maxShotSpeed);
    JsonValue shot = JsonValue::object({{"type", "shot"}, {"angle", angle}, {"speed", speed}});
    if (at) {
        shot.set("at", std::max(*at, match.clock()));
    }
    return compactJsonText(shot);
}

} // namespace golf::online
