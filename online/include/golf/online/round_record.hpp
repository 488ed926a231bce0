#pragma once

/// \file
/// A finished round as the leaderboard keeps it: the course, the players, and per hole the
/// strokes, the shot log and the final state hash the server reproduced (docs/online.md,
/// "The leaderboard"). A room that ends and a round submitted with `golf submit` both become
/// one.

#include <cstdint>
#include <string>
#include <vector>

namespace golf::online {

/// One hole of a recorded round.
struct RoundHole {
    int hole = 0;                ///< index in the course, from 0
    std::string level;           ///< the level's path relative to its levels folder
    std::uint64_t levelHash = 0; ///< levelHash of the level played
    std::vector<int> strokes;    ///< per player
    std::string log;             ///< the shot log (shotLogToJson), its "level" as above
    std::string hash;            ///< the final state hash, 16 hex digits
};

/// A recorded round.
struct RoundRecord {
    std::int64_t id = 0;              ///< given by the store (from 1)
    std::string course;               ///< the course's name on the server (its file's stem)
    std::string title;                ///< the course's own name
    std::string source;               ///< "room CODE" or "submitted by NAME"
    std::int64_t created = 0;         ///< Unix seconds (UTC)
    int courseHoles = 0;              ///< holes of the course
    std::vector<std::string> players; ///< by seat
    std::vector<RoundHole> holes;     ///< by hole index, ascending, each at most once

    /// Every hole of the course is in `holes`: only such rounds are ranked.
    [[nodiscard]] bool complete() const { return static_cast<int>(holes.size()) == courseHoles; }
    /// Strokes of `player` over the holes recorded. Precondition: 0 <= player < players.
    [[nodiscard]] int total(int player) const {
        int sum = 0;
        for (const RoundHole& hole : holes) {
            sum += hole.strokes[static_cast<std::size_t>(player)];
        }
        return sum;
    }
};

/// One line of a course's leaderboard: a player of a complete round.
struct LeaderboardEntry {
    std::int64_t round = 0;
    int seat = 0;
    std::string player;
    int strokes = 0; ///< over the whole course
    std::int64_t created = 0;
    std::string source;
};

} // namespace golf::online
