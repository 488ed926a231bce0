#pragma once

/// \file
/// The best score per hole, kept between runs in a small JSON file.

#include "golf/core/level.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// A hole's record: the fewest strokes and who holed in them.
struct BestScore {
    int strokes = 0;
    std::string holder; ///< the player's name ("Ana", or "Ana and Bo" for a tie); may be ""
};

/// The best holed result of one hole among the players' results: the fewest strokes and the
/// names of every player who holed in them (in player order, joined by "and"). Players who
/// did not hole (picked up, skipped) do not count. Precondition: holed, strokes and names
/// have the same length.
[[nodiscard]] std::optional<BestScore> bestOfHole(const std::vector<bool>& holed,
                                                  const std::vector<int>& strokes,
                                                  const std::vector<std::string>& names);

/// Fewest strokes anyone holed each level in, and who. Levels are told apart by name and
/// tiles, so an edited level starts a new record.
class BestScores {
  public:
    /// Reads `file` if it exists; a missing or broken file starts an empty table (a broken one
    /// is reported by loadError() and overwritten by the next save()).
    explicit BestScores(std::filesystem::path file);

    /// The best score of a level, if it has one.
    [[nodiscard]] std::optional<int> best(const Level& level) const;
    /// The record of a level with its holder, if it has one.
    [[nodiscard]] std::optional<BestScore> record(const Level& level) const;

    /// Offers a holed score; returns true (and remembers it with `holder`) if it beats the
    /// record. Offer a hole once, with its bestOfHole(), so that one hole gives one record.
    bool offer(const Level& level, int strokes, const std::string& holder = {});

    /// Merges the records in the file now (another game may have saved since this one read
    /// it: the fewer strokes win, on a tie the file's record stays) into this table and writes
    /// the file atomically (golf::writeFileAtomically: a unique temporary file beside it, then
    /// rename; never blocks on a FIFO, never leaves a temporary file behind), the read and the
    /// write under an exclusive lock of the file "NAME.lock" beside it, so that two games
    /// saving at once keep both their records. Waits at most about 2 s for the lock, then
    /// saves without it. Returns an error message or "".
    [[nodiscard]] std::string save();

    /// Why the file could not be read at start-up ("" if it was fine or did not exist).
    [[nodiscard]] const std::string& loadError() const { return loadError_; }

    /// The key of a level in the file: its name and a hash of its tiles and rules.
    [[nodiscard]] static std::string key(const Level& level);

  private:
    std::filesystem::path file_;
    std::map<std::string, BestScore> best_;
    std::string loadError_;
};

} // namespace golf::game
