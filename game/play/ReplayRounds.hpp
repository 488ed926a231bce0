#pragma once

/// \file
/// The replays list by rounds: the holes of one round played together, loose holes alone.

#include "ReplayList.hpp"

#include <string>
#include <vector>

namespace golf::game {

/// The recorded holes of one round (logs whose round files name the same round and course).
struct ReplayRound {
    std::string course;             ///< the course's name
    std::string round;              ///< the round's id, "20261122-013500"
    int holes = 0;                  ///< the holes of the course
    std::vector<ReplayEntry> logs;  ///< by hole, then in the order played (a restart's two)
    std::vector<std::string> names; ///< the players, from the first log
    std::vector<int> totals;        ///< per player, the strokes of the holes scored
    int holesScored = 0;            ///< distinct holes whose round file holds the scores
    std::string when;               ///< date and time of its newest log, "2026-11-22 01:35"
};

/// One row of the replays screen: a round, or a hole played alone (no round file, or a
/// broken log).
struct ReplayItem {
    bool isRound = false;
    ReplayRound round; ///< if isRound
    ReplayEntry hole;  ///< otherwise
};

/// Groups `entries` (newest first, as listReplays gives them) into rounds: readable logs with
/// the same round id and course make one round, placed where its newest log was; every other
/// log stays a row of its own. A round's logs are sorted by hole, then by file name (which
/// starts with the time: a restarted hole's first log comes first).
[[nodiscard]] std::vector<ReplayItem> groupReplays(const std::vector<ReplayEntry>& entries);

/// "Ana: 21  ·  Bo: 24" (the totals of the holes scored), or the players' names alone when no
/// hole has scores.
[[nodiscard]] std::string totalsText(const ReplayRound& round);

/// "Grand Tour  ·  9 holes" for a whole round, "Grand Tour  ·  holes 3, 5–7 of 18" otherwise.
[[nodiscard]] std::string roundPlaceText(const ReplayRound& round);
/// The holes' part of roundPlaceText: "9 holes", "holes 3, 5–7 of 18".
[[nodiscard]] std::string roundHolesText(const ReplayRound& round);

/// The logs of a round in the order the viewer plays them.
[[nodiscard]] std::vector<std::filesystem::path> roundFiles(const ReplayRound& round);

} // namespace golf::game
