#include "golf/online/room.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/number_text.hpp"
#include "golf/replay/replay.hpp"

#include <utility>

namespace golf::online {

std::string_view phaseName(RoomPhase phase) {
    switch (phase) {
    case RoomPhase::Lobby:
        return "lobby";
    case RoomPhase::Playing:
        return "playing";
    case RoomPhase::Finished:
        return "finished";
    }
    return "lobby";
}

Room::Room(std::string code, LoadedCourse course, bool ballCollisions, double skipAfter)
    : code_(std::move(code)), course_(std::move(course)), ballCollisions_(ballCollisions),
      skipAfter_(skipAfter) {
    GOLF_ASSERT(!course_.holes.empty());
}

int Room::skippable() const {
    if (phase_ != RoomPhase::Playing) {
        return -1;
    }
    const int seat = hole_->nextPlayer();
    // The only player left keeps the turn: skipping would hand it back to them.
    return seat >= 0 && hole_->match().nextPlayer(seat) != seat ? seat : -1;
}

void Room::skip() {
    const int seat = skippable();
    GOLF_ASSERT(seat >= 0);
    hole_->skipTurn(seat);
}

int Room::seatOf(std::string_view token) const {
    for (std::size_t seat = 0; seat < players_.size(); ++seat) {
        if (players_[seat].token == token) {
            return static_cast<int>(seat);
        }
    }
    return -1;
}

std::string Room::joinError(std::string_view name) const {
    if (phase_ != RoomPhase::Lobby) {
        return "the round has started: only its players may come back (rejoin)";
    }
    if (players_.size() >= static_cast<std::size_t>(maxPlayers)) {
        return "the room is full (" + std::to_string(maxPlayers) + " players)";
    }
    if (std::string problem = playerNameProblem(name); !problem.empty()) {
        return "name: " + problem;
    }
    for (const RoomPlayer& player : players_) {
        if (player.name == name) {
            return "name: '" + std::string(name) + "' is taken in this room";
        }
    }
    return "";
}

int Room::join(std::string name, std::string token) {
    GOLF_ASSERT(joinError(name).empty());
    players_.push_back({std::move(name), std::move(token)});
    return static_cast<int>(players_.size()) - 1;
}

std::string Room::startError(int seat) const {
    if (phase_ != RoomPhase::Lobby) {
        return "the round has already started";
    }
    if (seat != 0) {
        return "only the host (the player who opened the room) starts the round";
    }
    return "";
}

void Room::start() {
    GOLF_ASSERT(startError(0).empty());
    phase_ = RoomPhase::Playing;
    holeIndex_ = 0;
    hole_.emplace(course_.holes[0].level, static_cast<int>(players_.size()), ballCollisions_);
    holeShots_.assign(1, {});
}

RoomShot Room::prepareShot(int seat, double angleDegrees, double speed,
                           std::optional<double> at) const {
    if (phase_ == RoomPhase::Playing) {
        const double maxSpeed =
            course_.holes[static_cast<std::size_t>(holeIndex_)].level.physics.maxShotSpeed;
        if (speed > maxSpeed) {
            return {.error = "speed " + formatNumber(speed) + " is above maxShotSpeed " +
                             formatNumber(maxSpeed)};
        }
    }
    Shot shot{.player = seat,
              .velocity = velocityFromAngle(angleDegrees, speed),
              .form = ShotForm::AngleAndSpeed,
              .speed = speed,
              .at = at};
    if (phase_ == RoomPhase::Playing) {
        shot.velocity = playedVelocity(
            shot, course_.holes[static_cast<std::size_t>(holeIndex_)].level.physics.maxShotSpeed);
    }
    shot.form = ShotForm::Velocity;
    shot.speed = 0;
    return prepare(shot);
}

RoomShot Room::prepareStoredShot(const Shot& shot) const {
    return prepare(shot);
}

RoomShot Room::prepare(const Shot& shot) const {
    if (phase_ == RoomPhase::Lobby) {
        return {.error = "the round has not started"};
    }
    if (phase_ == RoomPhase::Finished) {
        return {.error = "the round is over"};
    }
    const int next = hole_->nextPlayer();
    if (shot.player != next) {
        return {.error = "not your turn: seat " + std::to_string(next) + " (" +
                         players_[static_cast<std::size_t>(next)].name + ") shoots next"};
    }
    RoomShot result;
    result.after = *hole_;
    if (std::string error = result.after->play(shot); !error.empty()) {
        return {.error = std::move(error)};
    }
    result.hole = holeIndex_;
    result.seq = static_cast<int>(hole_->shots().size());
    result.shot = result.after->shots().back();
    result.hash = result.after->hash();
    result.holeOver = result.after->finished();
    result.roundOver = result.holeOver && holeIndex_ + 1 == static_cast<int>(course_.holes.size());
    return result;
}

void Room::commit(RoomShot&& shot) {
    GOLF_ASSERT(shot.error.empty() && shot.after && shot.hole == holeIndex_);
    hole_ = std::move(shot.after);
    holeShots_[static_cast<std::size_t>(holeIndex_)].push_back(shot.shot);
    if (!shot.holeOver) {
        return;
    }
    std::vector<int> strokes;
    for (const PlayerState& player : hole_->match().players()) {
        strokes.push_back(player.strokes);
    }
    scores_.push_back(std::move(strokes));
    finalHashes_.push_back(shot.hash);
    if (shot.roundOver) {
        phase_ = RoomPhase::Finished;
        return;
    }
    ++holeIndex_;
    hole_.emplace(course_.holes[static_cast<std::size_t>(holeIndex_)].level,
                  static_cast<int>(players_.size()), ballCollisions_);
    holeShots_.emplace_back();
}

ShotLog Room::holeLog(int hole) const {
    GOLF_ASSERT(hole >= 0 && hole < static_cast<int>(holeShots_.size()));
    const LoadedHole& loaded = course_.holes[static_cast<std::size_t>(hole)];
    ShotLog log;
    log.level = loaded.file;
    log.levelHash = loaded.hash;
    log.players = static_cast<int>(players_.size());
    for (const RoomPlayer& player : players_) {
        log.playerNames.push_back(player.name);
    }
    log.ballCollisions = ballCollisions_;
    log.format = loaded.level.movers.empty() ? 1 : 2;
    log.shots = holeShots_[static_cast<std::size_t>(hole)];
    return log;
}

RoundRecord Room::roundRecord(std::int64_t created) const {
    GOLF_ASSERT(phase_ == RoomPhase::Finished);
    RoundRecord round;
    round.course = course_.name;
    round.title = course_.title;
    round.source = "room " + code_;
    round.created = created;
    round.courseHoles = static_cast<int>(course_.holes.size());
    for (const RoomPlayer& player : players_) {
        round.players.push_back(player.name);
    }
    for (std::size_t hole = 0; hole < scores_.size(); ++hole) {
        const LoadedHole& loaded = course_.holes[hole];
        round.holes.push_back({.hole = static_cast<int>(hole),
                               .level = loaded.file,
                               .levelHash = loaded.hash,
                               .strokes = scores_[hole],
                               .log = shotLogToJson(holeLog(static_cast<int>(hole))),
                               .hash = hashToHex(finalHashes_[hole])});
    }
    return round;
}

} // namespace golf::online
