#pragma once

/// \file
/// The best score per hole, kept between runs in a small JSON file.

#include "golf/core/level.hpp"

#include <filesystem>
#include <map>
#include <optional>
#include <string>

namespace golf::game {

/// Fewest strokes anyone holed each level in. Levels are told apart by name and tiles, so an
/// edited level starts a new record.
class BestScores {
  public:
    /// Reads `file` if it exists; a missing or broken file starts an empty table (a broken one
    /// is reported by loadError() and overwritten by the next save()).
    explicit BestScores(std::filesystem::path file);

    /// The best score of a level, if it has one.
    [[nodiscard]] std::optional<int> best(const Level& level) const;

    /// Offers a holed score; returns true (and remembers it) if it beats the record.
    bool offer(const Level& level, int strokes);

    /// Writes the file atomically (temporary file, then rename); error message or "".
    [[nodiscard]] std::string save() const;

    /// Why the file could not be read at start-up ("" if it was fine or did not exist).
    [[nodiscard]] const std::string& loadError() const { return loadError_; }

    /// The key of a level in the file: its name and a hash of its tiles and rules.
    [[nodiscard]] static std::string key(const Level& level);

  private:
    std::filesystem::path file_;
    std::map<std::string, int> best_;
    std::string loadError_;
};

} // namespace golf::game
