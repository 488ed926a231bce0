#pragma once

/// \file
/// One hole as the server and every client play it: a golf::Match, the shots played so far
/// and the state hash after each. The server and the bot both play shots through
/// HolePlay::play, so that they compute the same state from the same shots.

#include "golf/core/level.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_skip.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace golf::online {

/// A hole in play.
class HolePlay {
  public:
    /// Precondition: 1 <= players <= maxPlayers; `level` valid and outliving this.
    HolePlay(const Level& level, int players, bool ballCollisions);

    /// The shot-log format of the hole: 2 on a level with movers (shots carry "at" and the
    /// hash the hole clock), else 1 (SPEC section 5).
    [[nodiscard]] int format() const { return format_; }
    [[nodiscard]] const Match& match() const { return match_; }
    /// The shots played, in order, each with its velocity as played (vx/vy).
    [[nodiscard]] const std::vector<Shot>& shots() const { return shots_; }
    /// hash() after each shot, in order.
    [[nodiscard]] const std::vector<std::uint64_t>& hashes() const { return hashes_; }
    /// Who shoots next: Match::nextPlayer after the last shooter; -1 when the hole is over.
    [[nodiscard]] int nextPlayer() const;
    [[nodiscard]] bool finished() const { return match_.finished(); }
    /// Match::hash with the clock on a format-2 hole: what `golf replay` prints for its log.
    [[nodiscard]] std::uint64_t hash() const;

    /// Passes the turn of `seat` (the player on turn, away) to the next player, as if it had
    /// shot: the match does not change, so neither does the state hash.
    void skipTurn(int seat);
    /// The skips so far, in order (the turn order follows from them and the shots).
    [[nodiscard]] const std::vector<HoleSkip>& skips() const { return skips_; }
    /// Seconds of hole clock from the last shot's strike to the instant every ball rested:
    /// what every client watches before the next turn. 0 before the first shot and after a
    /// skip (the turn passed with nothing rolling).
    [[nodiscard]] double lastRollSeconds() const { return lastRollSeconds_; }

    /// Plays `shot` (its velocity as given, no turn check) until every ball rests. Refuses,
    /// changing nothing, an "at" on a still level, an "at" the replay refuses (waitForShot),
    /// and every reason of Match::shotError. Returns "" when played.
    [[nodiscard]] std::string play(const Shot& shot);

  private:
    Match match_;
    int format_ = 1;
    int lastShooter_ = -1;
    double lastRollSeconds_ = 0;
    std::vector<Shot> shots_;
    std::vector<std::uint64_t> hashes_;
    std::vector<HoleSkip> skips_;
};

} // namespace golf::online
