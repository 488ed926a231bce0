#pragma once

/// \file
/// A round's stats per player (aces, the longest holed putt, water visits, banks before
/// holing), summed from each hole's HoleTally, and the lines the final card shows of them
/// against the round history (docs/game.md, "The final card").

#include "HoleTally.hpp"

#include <string>
#include <vector>

namespace golf::game {

/// One player's round.
struct PlayerRoundStats {
    std::string name;
    int strokes = 0;         ///< the round's total (ScoreTable::total)
    int aces = 0;            ///< holes holed with the first stroke
    int water = 0;           ///< water penalties
    int banks = 0;           ///< banks of every holing stroke, summed
    int mostBanks = 0;       ///< the most banks of one holing stroke
    int mostBanksHole = 0;   ///< its hole (from 1); 0 when no holing stroke banked
    double longestPutt = 0;  ///< the longest holed putt (HoleStats::puttTiles), tiles
    int longestPuttHole = 0; ///< its hole (from 1); 0 when nothing was holed

    bool operator==(const PlayerRoundStats&) const = default;
};

/// A finished round as the history keeps it.
struct RoundRecord {
    std::string when;   ///< when it began: localTimestamp(), "20261122-013500"
    std::string course; ///< the course's (or the single level's) name
    int holes = 0;      ///< holes scored
    std::vector<PlayerRoundStats> players;

    bool operator==(const RoundRecord&) const = default;
};

/// A round record for `names`, begun `when` on `course`, no hole yet.
[[nodiscard]] RoundRecord startRecord(std::string when, std::string course,
                                      const std::vector<std::string>& names);

/// Adds the players' hole `hole` (from 1) to `round`: the first of two equal longest putts
/// or most banks keeps its hole. Precondition: stats.size() == round.players.size().
void addHole(RoundRecord& round, int hole, const std::vector<HoleStats>& stats);

/// The final card's lines about `round` (its totals set), against the rounds of `history`
/// kept before it (oldest first): aces, the longest holed putt (with "a new record" when it
/// beats every earlier round's, or the player's best when it beats their own), water, banks
/// before holing (the most of one stroke, and a new record), and how many rounds are kept with
/// the best total on this course; "equals the record" on a tie. Names are cut to 16 characters.
[[nodiscard]] std::vector<std::string> statsLines(const RoundRecord& round,
                                                  const std::vector<RoundRecord>& history);

/// The line printed for tests: "Ana: aces 1, longest holed putt 3.00 tiles (hole 1), water 0,
/// banks 1 (most 1, hole 1)".
[[nodiscard]] std::string statsSummary(const PlayerRoundStats& player);

} // namespace golf::game
