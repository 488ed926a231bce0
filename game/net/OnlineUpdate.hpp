#pragma once

/// \file
/// What the online client hands the round screen, in the order the server meant it.

#include "golf/core/level.hpp"
#include "golf/formats/shot_log.hpp"

#include <string>
#include <variant>
#include <vector>

namespace golf::game {

/// A hole begins (the server's "hole" message, its level parsed and its hash checked).
struct OnlineHole {
    int index = 0; ///< from 0
    int holes = 1; ///< in the round
    Level level;
    int players = 1;
    bool ballCollisions = true;
    int format = 1; ///< of the hole's shot log: 2 on a level with movers (shots carry "at")
};

/// A shot the server accepted, stored and played: the velocity as played and its state hash.
struct OnlineShot {
    int hole = 0; ///< from 0
    int seq = 0;  ///< its place in the hole, from 0
    Shot shot;    ///< player, velocity (vx/vy) and, on a level with movers, "at"
    std::string hash;
    /// The player was away on turn and lost it (the server's "skip"): no shot, no hash.
    bool skipped = false;
};

/// Something to show the player in the round's message line.
struct OnlineNotice {
    enum class Kind {
        Refusal,    ///< the server refused the player's message (a shot may be aimed again)
        Connection, ///< lost, coming back
        Back,       ///< back in the room: every shot missed meanwhile has been handed over
    };
    Kind kind = Kind::Connection;
    std::string text;
};

/// The round is over: strokes per hole and seat.
struct OnlineEnd {
    std::vector<std::vector<int>> scores;
};

/// One update for the round screen.
using OnlineUpdate = std::variant<OnlineHole, OnlineShot, OnlineNotice, OnlineEnd>;

} // namespace golf::game
