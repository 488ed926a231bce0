#include "golf/online/hole_play.hpp"

#include "golf/replay/replay.hpp"

#include <utility>

namespace golf::online {

HolePlay::HolePlay(const Level& level, int players, bool ballCollisions)
    : match_(level, players), format_(level.movers.empty() ? 1 : 2) {
    match_.setBallCollisions(ballCollisions);
}

void HolePlay::skipTurn(int seat) {
    lastShooter_ = seat;
    lastRollSeconds_ = 0;
    skips_.push_back({static_cast<int>(shots_.size()), seat});
}

int HolePlay::nextPlayer() const {
    return match_.nextPlayer(lastShooter_);
}

std::uint64_t HolePlay::hash() const {
    return match_.hash(format_ == 2);
}

std::string HolePlay::play(const Shot& shot) {
    if (shot.at && format_ == 1) {
        return "at: only a level with movers takes a shot's instant";
    }
    // On a copy: a wait or a shot that turns out illegal leaves the hole as it was.
    Match trial = match_;
    if (std::string error = waitForShot(trial, shot); !error.empty()) {
        return "at: " + error;
    }
    if (std::string error = trial.shotError(shot.player, shot.velocity); !error.empty()) {
        return error;
    }
    const double struck = trial.clock();
    trial.shoot(shot.player, shot.velocity);
    while (trial.shotInProgress()) {
        trial.skipQuietTicks(); // only where the balls rest matters
        (void)trial.step();
    }
    lastRollSeconds_ = trial.clock() - struck;
    match_ = std::move(trial);
    lastShooter_ = shot.player;
    Shot played = shot;
    played.form = ShotForm::Velocity;
    played.speed = 0;
    shots_.push_back(played);
    hashes_.push_back(hash());
    return "";
}

} // namespace golf::online
