#include "golf/online/bot_player.hpp"

#include "golf/analysis/shot_search.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <variant>

namespace golf::online {

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
    ServerMessageRead read = readServerMessage(text);
    if (!read.message) {
        out.error = std::move(read.error);
        return out;
    }
    std::visit([this, &out](auto& message) { on(message, out); }, *read.message);
    return out;
}

void BotPlayer::on(const EndMessage& /*message*/, BotReaction& out) {
    out.lines.push_back("round over");
    out.done = true;
}

void BotPlayer::on(const SkipMessage& message, BotReaction& out) {
    if (!hole_ || message.hole != holeIndex_) {
        out.error = "skip: not on the hole the bot plays";
        return;
    }
    hole_->skipTurn(message.player);
    out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " skipped player " +
                        std::to_string(message.player));
    if (message.player == seat_ && shotSent_) {
        // The bot thought longer than the host's skipAfter: its shot will be refused.
        shotSent_ = false;
        ++lateShots_;
    }
    maybeShoot(message.next, out);
}

void BotPlayer::on(const RefusalMessage& message, BotReaction& out) {
    if (lateShots_ > 0 && message.reason.starts_with("shot: ")) {
        --lateShots_;
        out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) +
                            ": the bot's shot came after its skip and was refused");
        return;
    }
    out.error = "the server refused: " + message.reason;
}

void BotPlayer::on(const WelcomeMessage& message, BotReaction& out) {
    const bool first = token_.empty();
    room_ = message.room;
    token_ = message.token;
    seat_ = message.seat;
    if (first && settings_.hosting) {
        out.lines.push_back("room " + room_);
    }
}

void BotPlayer::on(const LobbyMessage& message, BotReaction& out) {
    const bool inLobby = message.phase == "lobby";
    const auto players = static_cast<int>(message.players.size());
    if (settings_.hosting && inLobby && !started_ && players >= settings_.players) {
        started_ = true;
        out.send.push_back(compactJsonText(JsonValue::object({{"type", "start"}})));
    }
}

void BotPlayer::on(HoleMessage& message, BotReaction& out) {
    started_ = true;
    // Coming back to the hole it was playing, the bot keeps the hashes it saw: the state
    // that follows must hold them all.
    seen_ = message.resumed && message.hole == holeIndex_ ? hashes_ : std::vector<std::string>{};
    holeIndex_ = message.hole;
    level_ = std::move(message.level);
    hole_.emplace(*level_, message.players, message.ballCollisions);
    hashes_.clear();
    if (!message.resumed) {
        maybeShoot(message.next, out);
    }
}

void BotPlayer::on(const StateMessage& message, BotReaction& out) {
    if (!hole_ || message.hole != holeIndex_) {
        out.error = "state: for a hole the bot was not told of";
        return;
    }
    // Rebuild the hole from the server's shots, checking every hash, and check that every
    // shot the bot had seen acknowledged is still there: none was lost.
    const std::vector<std::string> seen = seen_.empty() ? hashes_ : seen_;
    seen_.clear();
    shotSent_ = false; // a shot not in the state was lost with the connection
    const int players = hole_->match().playerCount();
    const bool collisions = hole_->match().world().ballCollisions();
    hole_.emplace(*level_, players, collisions);
    hashes_.clear();
    // The skips, each before the shot that followed it, so that the turn is the server's.
    auto skip = message.skips.begin();
    const auto skipsUpTo = [&](std::size_t shots) {
        for (; skip != message.skips.end() && skip->after == static_cast<int>(shots); ++skip) {
            hole_->skipTurn(skip->player);
        }
    };
    for (const PlayedShot& entry : message.shots) {
        skipsUpTo(hashes_.size());
        if (std::string error = playChecked(entry.shot, entry.hash); !error.empty()) {
            out.error = error;
            return;
        }
        // A shot the server acknowledged to others while this bot was away: checked now.
        if (hashes_.size() > seen.size()) {
            out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " shot " +
                                std::to_string(hashes_.size() - 1) + " player " +
                                std::to_string(entry.shot.player) + " hash " + hashes_.back());
        }
    }
    if (seen.size() > hashes_.size() || !std::equal(seen.begin(), seen.end(), hashes_.begin())) {
        out.error = "state: the server lost an acknowledged shot (it has " +
                    std::to_string(hashes_.size()) + " of the " + std::to_string(seen.size()) +
                    " shots this bot saw on hole " + std::to_string(holeIndex_ + 1) + ")";
        return;
    }
    skipsUpTo(hashes_.size());
    out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " resumed after " +
                        std::to_string(hashes_.size()) + " shots");
    maybeShoot(message.next, out);
}

void BotPlayer::on(const ShotMessage& message, BotReaction& out) {
    if (!hole_ || message.hole != holeIndex_ || message.seq != static_cast<int>(hashes_.size())) {
        out.error = "shot: not the next shot of the hole the bot plays";
        return;
    }
    const std::string& hash = message.played.hash;
    if (std::string error = playChecked(message.played.shot, hash); !error.empty()) {
        out.error = error;
        return;
    }
    out.lines.push_back("hole " + std::to_string(holeIndex_ + 1) + " shot " +
                        std::to_string(hashes_.size() - 1) + " player " +
                        std::to_string(message.played.shot.player) + " hash " + hash);
    if (message.played.shot.player == seat_) {
        shotSent_ = false;
    }
    maybeShoot(message.next, out);
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
    shotSent_ = true;
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
