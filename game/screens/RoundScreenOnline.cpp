// RoundScreen's online play (docs/game.md, "Online"): holes and shots from an OnlineClient.

#include "OnlineLevelFile.hpp"
#include "Palette.hpp"
#include "RoundScreen.hpp"
#include "Ui.hpp"
#include "golf/core/level_hash.hpp"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <numbers>

namespace golf::game {

namespace {
/// How long the scorecard stays online before the next hole the server sent, seconds.
constexpr double onlineScorecardSeconds = 3.0;
} // namespace

void RoundScreen::setOnline(OnlineClient& client, std::optional<ComputerLevel> computer,
                            std::uint64_t seed) {
    online_ = &client;
    seat_ = client.seat();
    finalMenu_ = Menu({"Back to title"}, true);
    std::vector<std::optional<ComputerLevel>> levels(names_.size());
    if (computer && seat_ >= 0 && static_cast<std::size_t>(seat_) < levels.size()) {
        levels[static_cast<std::size_t>(seat_)] = computer;
    }
    setComputers(std::move(levels), seed);
    pumpOnline(0); // the first hole, with the room's match option
}

void RoundScreen::pumpOnline(double seconds) {
    online_->update(seconds);
    while (online_->hasUpdate()) {
        if (const auto* hole = std::get_if<OnlineHole>(&online_->peek())) {
            if (!readyForHole(hole->index)) {
                break; // the hole before is still being shown
            }
            startOnlineHole(std::get<OnlineHole>(online_->take()));
            continue;
        }
        OnlineUpdate update = online_->take();
        if (auto* shot = std::get_if<OnlineShot>(&update)) {
            remoteShots_.push_back(std::move(*shot));
        } else if (const auto* notice = std::get_if<OnlineNotice>(&update)) {
            say(notice->kind == OnlineNotice::Kind::Refusal ? "the server refused: " + notice->text
                                                            : notice->text);
            if (notice->kind != OnlineNotice::Kind::Refusal) {
                std::cout << "minigolf: online: " << notice->text << std::endl; // lost, back
            }
            if (notice->kind != OnlineNotice::Kind::Connection) {
                sentAt_.reset(); // refused, or back: a shot not in the state may be aimed again
            }
        }
        // OnlineEnd: the final card comes when the last hole has been shown.
    }
    if (online_->phase() == OnlinePhase::Failed && warning_.empty()) {
        warning_ = "Online: " + online_->error();
        std::cerr << "minigolf: online: " << online_->error() << '\n';
    }
}

bool RoundScreen::readyForHole(int index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= round_.holes.size()) {
        return true; // taken and refused below
    }
    if (static_cast<std::size_t>(index) == holeIndex_ && session_->lastShooter() < 0 &&
        table_.strokes(index, 0) == std::nullopt) {
        return true; // the hole on screen, nothing played on it yet
    }
    if (phase_ == Phase::Scorecard) {
        return advanceRequested_ || seconds_ - phaseSince_ >= onlineScorecardSeconds;
    }
    // The hole ended on the server while this game missed its last shots (coming back after
    // a drop to a later hole): go on with the server.
    return (phase_ == Phase::Playing || phase_ == Phase::Paused) && remoteShots_.empty() &&
           !checking_ && !session_->shotInProgress() && !session_->match().finished();
}

void RoundScreen::startOnlineHole(OnlineHole hole) {
    if (hole.index < 0 || static_cast<std::size_t>(hole.index) >= round_.holes.size() ||
        hole.players != static_cast<int>(names_.size())) {
        warning_ = "Online: the server's hole " + std::to_string(hole.index + 1) +
                   " does not fit this round";
        return;
    }
    table_.setPar(hole.index, hole.level.par);
    Hole& kept = round_.holes[static_cast<std::size_t>(hole.index)];
    kept.level = std::move(hole.level);
    // The level beside the replays: the hole's shot log is recorded there as in the hot-seat
    // game (ReplayRecorder needs a level file).
    std::string error;
    kept.path =
        writeOnlineLevel(context_.replaysFolder, online_->room(), hole.index, kept.level, error);
    if (!error.empty()) {
        std::cerr << "minigolf: online: the hole is not recorded: " << error << '\n';
    }
    onlineCollisions_ = hole.ballCollisions;
    remoteShots_.clear();
    checking_.reset();
    sentAt_.reset();
    advanceRequested_ = false;
    startHole(hole.index);
}

std::optional<double> RoundScreen::onlineIdleLimit() const {
    if (!online_ || session_->shotInProgress()) {
        return std::nullopt;
    }
    const double clock = session_->match().clock();
    if (!remoteShots_.empty()) {
        return remoteShots_.front().shot.at.value_or(clock); // to the shot's instant
    }
    if (sentAt_) {
        return *sentAt_; // the player's shot waits for the server at the instant it was sent
    }
    if (session_->currentPlayer() != seat_) {
        // Another player aims: the clock waits here and runs to their shot's "at" when it
        // arrives (it cannot run back if it had run past it).
        return clock;
    }
    return std::nullopt;
}

void RoundScreen::updateOnline(double seconds) {
    if (!session_->readyToShoot()) {
        return; // a mover pushed a resting ball: everyone waits until all rest
    }
    verifyOnline();
    if (!remoteShots_.empty()) {
        if (ballsSettling()) {
            return;
        }
        const std::optional<double> at = remoteShots_.front().shot.at;
        if (at && session_->match().clock() < *at) {
            return; // the hole clock runs to the shot's instant (onlineIdleLimit)
        }
        OnlineShot shot = std::move(remoteShots_.front());
        remoteShots_.pop_front();
        if (shot.skipped) {
            session_->skipTurn(shot.shot.player);
            // The server skips a player on turn who has not shot within the room's time,
            // connected or not, and does not say which: only our own seat is known to be
            // connected (it heard the skip), so "away" is never claimed of anyone.
            say(shot.shot.player == seat_
                    ? "You did not shoot in time (still connected): your turn was skipped"
                    : names_[static_cast<std::size_t>(shot.shot.player)] +
                          " did not shoot in time (away or silent): skipped");
            return;
        }
        if (const std::string error = playShot(shot.shot.player, shot.shot.velocity);
            !error.empty()) {
            ++mismatches_;
            const std::string text = "hole " + std::to_string(shot.hole + 1) + " shot " +
                                     std::to_string(shot.seq + 1) +
                                     ": this game's engine refuses the server's shot: " + error;
            std::cerr << "minigolf: online: " << text << '\n';
            warning_ = warning_.empty() ? text : warning_;
            return;
        }
        if (shot.shot.player == seat_) {
            sentAt_.reset();
        }
        checking_ = std::move(shot);
        return;
    }
    if (session_->match().finished()) {
        phase_ = Phase::Holed;
        phaseSince_ = seconds_;
        aim_.end();
        return;
    }
    if (ballsSettling()) {
        return;
    }
    if (session_->currentPlayer() == seat_ && !sentAt_) {
        updateTurn(seconds);
    } else {
        aim_.end();
    }
}

void RoundScreen::verifyOnline() {
    if (!checking_) {
        return;
    }
    const std::string mine = hashToHex(session_->reportedHash(clocked_));
    const std::string where = "hole " + std::to_string(checking_->hole + 1) + " shot " +
                              std::to_string(checking_->seq + 1);
    if (mine == checking_->hash) {
        std::cout << "minigolf: online " << where << " player " << checking_->shot.player
                  << " hash " << mine << " matches the server" << std::endl;
    } else {
        ++mismatches_;
        const std::string text = "state hash mismatch on " + where + ": the server has " +
                                 checking_->hash + ", this game " + mine;
        std::cerr << "minigolf: online: " << text << '\n';
        if (warning_.empty()) {
            warning_ = text;
        }
    }
    checking_.reset();
}

void RoundScreen::strike(int player, Vec2 velocity) {
    if (!online_) {
        if (const std::string error = playShot(player, velocity); !error.empty()) {
            say(error); // cannot happen with a legal aim or a plan, but never silently
        }
        return;
    }
    // Only the shot goes to the server: its angle, speed and (movers) the hole clock's
    // instant. The server plays it; its velocity as played comes back and is played here.
    const double speed = std::min(length(velocity), level().physics.maxShotSpeed);
    const double angle = std::atan2(velocity.y, velocity.x) * 180 / std::numbers::pi;
    const double clock = session_->match().clock();
    online_->shoot(angle, speed, clocked_ ? std::optional<double>(clock) : std::nullopt);
    sentAt_ = clock;
    aim_.end();
}

void RoundScreen::drawOnlineWarning(sf::RenderTarget& target) const {
    if (warning_.empty()) {
        return;
    }
    const sf::Vector2f size = target.getView().getSize();
    const sf::FloatRect bar{20, 64, size.x - 40, 34};
    drawPanel(target, bar, sf::Color(90, 16, 16, 235), palette::warning, 2);
    // The whole message, however narrow the window: smaller letters rather than a cut.
    const std::string text = "\u26a0 " + warning_;
    unsigned letters = 17;
    while (letters > 9 && textWidth(context_.font, fromUtf8(text), letters) > bar.width - 16) {
        --letters;
    }
    drawText(target, context_.font, text, letters,
             {size.x / 2, bar.top + 7 + 0.5f * static_cast<float>(17 - letters)}, palette::text,
             Align::Centre);
}

} // namespace golf::game
