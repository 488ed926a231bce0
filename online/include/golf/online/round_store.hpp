#pragma once

/// \file
/// The verified leaderboard in the server's SQLite database: recorded rounds with each
/// hole's shot log and final hash, ranked per course by total strokes (docs/online.md, "The
/// leaderboard"). It shares the RoomStore's connection (one thread uses both).

#include "golf/online/round_record.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace golf::online {

class RoomStore;
class SqliteDatabase;

/// A course that has ranked rounds.
struct CourseRounds {
    std::string course;
    std::string title;
    std::int64_t rounds = 0; ///< complete rounds recorded
};

/// Reads and adds recorded rounds. Every method throws std::runtime_error when SQLite fails.
class RoundStore {
  public:
    /// `rooms` (whose constructor created the tables) outlives this.
    explicit RoundStore(RoomStore& rooms);

    /// Records `round` in one transaction; returns its id.
    std::int64_t add(const RoundRecord& round);
    /// The round `id` with its holes, or nullopt.
    [[nodiscard]] std::optional<RoundRecord> round(std::int64_t id);
    /// The players of complete rounds of `course`, fewest strokes first (then the older
    /// round, then the seat), from `offset`, at most `limit`.
    [[nodiscard]] std::vector<LeaderboardEntry> leaderboard(const std::string& course,
                                                            std::int64_t offset, int limit);
    /// How many entries leaderboard(course, ...) has in all.
    [[nodiscard]] std::int64_t leaderboardSize(const std::string& course);
    /// The courses with complete rounds, by name, at most `limit`.
    [[nodiscard]] std::vector<CourseRounds> courses(int limit);

  private:
    SqliteDatabase& db_;
};

} // namespace golf::online
