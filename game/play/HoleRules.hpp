#pragma once

/// \file
/// The game's own rules around a hole, beyond golf::Match: restarting, what a hole scores
/// after a restart, and when a hole may set a best score.

#include "golf/physics/match.hpp"

#include <string>
#include <vector>

namespace golf::game {

/// Why the hole may not be restarted now, or "" if the player on turn may restart it.
/// A restart is asked for between shots only (by the player on turn), never once the hole
/// is over, and in a match of several players never once a player has finished the hole (it
/// would make them play it again). `names` are the players' names, for the message.
[[nodiscard]] std::string restartRefusal(const Match& match, const std::vector<std::string>& names);

/// The strokes a player scores on a hole: the strokes carried over from restarts plus those
/// of the hole as played since, never above maxStrokes; maxStrokes if the player was picked
/// up or the hole was skipped before they finished.
[[nodiscard]] int holeScore(const PlayerState& state, int carried, int maxStrokes);

/// True if a hole may set a best score: it was not restarted, and it was not played with a
/// practice aid (the bounce preview).
[[nodiscard]] constexpr bool mayRecordBest(bool restarted, bool practised) {
    return !restarted && !practised;
}

} // namespace golf::game
