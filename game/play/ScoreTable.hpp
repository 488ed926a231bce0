#pragma once

/// \file
/// The scores of a round: strokes per hole and player.

#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Strokes of every player on every hole of a round; holes not played yet have no score.
class ScoreTable {
  public:
    /// A table for `names.size()` players and the given par of each hole.
    ScoreTable(std::vector<std::string> names, std::vector<int> pars);

    /// Records the strokes of `player` on `hole` (replacing an earlier score); `pickedUp`: the
    /// player did not hole out (picked up at the stroke limit, or the hole was skipped) and
    /// scores the limit.
    void record(int hole, int player, int strokes, bool pickedUp = false);

    /// Sets the par of `hole` (an online round learns each hole's level as it begins).
    /// Precondition: 0 <= hole < holeCount().
    void setPar(int hole, int par);

    [[nodiscard]] int holeCount() const { return static_cast<int>(pars_.size()); }
    [[nodiscard]] int playerCount() const { return static_cast<int>(names_.size()); }
    [[nodiscard]] const std::string& name(int player) const;
    [[nodiscard]] int par(int hole) const;
    /// The strokes of `player` on `hole`, if that hole has been played.
    [[nodiscard]] std::optional<int> strokes(int hole, int player) const;
    /// True if `player`'s score on `hole` was given without holing out (record's `pickedUp`).
    [[nodiscard]] bool pickedUp(int hole, int player) const;
    /// True if some recorded score was given without holing out.
    [[nodiscard]] bool anyPickedUp() const;
    /// Sum of the player's strokes over the holes played.
    [[nodiscard]] int total(int player) const;
    /// The player's total against the par of the holes they played (negative: under par).
    [[nodiscard]] int againstPar(int player) const;
    /// Sum of the par of every hole.
    [[nodiscard]] int totalPar() const;
    /// Sets each player's handicap (strokes off their total; a shorter list leaves the rest
    /// at 0). Precondition: every value is at least 0.
    void setHandicaps(std::vector<int> handicaps);
    [[nodiscard]] int handicap(int player) const;
    /// True if some player has a handicap: the card shows the net totals.
    [[nodiscard]] bool hasHandicaps() const;
    /// The player's total less their handicap (may be negative).
    [[nodiscard]] int net(int player) const { return total(player) - handicap(player); }
    /// The players with the fewest net strokes (several on a tie), in player order.
    [[nodiscard]] std::vector<int> leaders() const;

  private:
    std::vector<std::string> names_;
    std::vector<int> pars_;
    std::vector<std::vector<std::optional<int>>> strokes_; // [hole][player]
    std::vector<std::vector<bool>> pickedUp_;              // [hole][player]
    std::vector<int> handicaps_;                           // [player]
};

/// The line naming the winner of a finished round: "Ana wins with 12", "Ana and Bo tie
/// with 12", or "" for a round of one player; with handicaps the net strokes decide and are
/// named: "Bo wins with 10 net".
[[nodiscard]] std::string winnerLine(const ScoreTable& table);

/// "E" for even, "+2" over par, "-1" under par.
[[nodiscard]] std::string formatAgainstPar(int difference);

} // namespace golf::game
