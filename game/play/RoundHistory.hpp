#pragma once

/// \file
/// The round history: every finished round's stats, kept in a small JSON file in the player's
/// data folder (rounds.json; docs/game.md, "The final card").

#include "RoundStats.hpp"

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace golf::game {

/// The rounds kept in a file ("format": "minigolf-rounds/1"), oldest first.
class RoundHistory {
  public:
    /// The most rounds kept: the oldest are dropped beyond it (docs/limits.md). At 8 players a
    /// round is about 2 KB, so the file stays under 2.5 MB.
    static constexpr std::size_t maxRounds = 1000;

    /// Reads `file`. A missing file is an empty history; a file that is not a round history
    /// (broken JSON, another format, a round that is not valid, larger than 4 MiB) is left as it
    /// is and reported by loadError(), and nothing is appended to it.
    /// `keep`: the most rounds append() keeps (maxRounds; tests give fewer). Precondition:
    /// keep >= 1.
    explicit RoundHistory(std::filesystem::path file, std::size_t keep = maxRounds);

    /// Oldest first (a file written by hand may hold more than maxRounds).
    [[nodiscard]] const std::vector<RoundRecord>& rounds() const { return rounds_; }

    /// Why the file could not be read ("" if it was fine or did not exist); the message names
    /// the file and says that it is kept and no round is added to it.
    [[nodiscard]] const std::string& loadError() const { return loadError_; }

    /// Appends `round` to the rounds in the file now (another game may have added some since
    /// this one read it), drops the oldest beyond `keep` and writes the file atomically
    /// (golf::writeJsonDocument). Returns an error message, or "": a file that is not a round
    /// history is never overwritten.
    [[nodiscard]] std::string append(RoundRecord round);

  private:
    std::filesystem::path file_;
    std::size_t keep_;
    std::vector<RoundRecord> rounds_;
    std::string loadError_;
};

} // namespace golf::game
