#pragma once

// How `golf replay` shows one replayed log: the readable summary and the JSON Lines object.

#include "golf/replay/replay.hpp"

#include <string>

namespace golf::cli {

/// The readable summary of a replay: a heading, one line per shot (player, stroke, what
/// happened), one line per player (strokes against par) and the final state with its hash.
/// Precondition: result.outcome is set.
[[nodiscard]] std::string textReport(const std::string& source, const ReplayFileResult& result);

/// One line of JSON (with a final newline): {"log": SOURCE, "shots": [...], "final": {...}}
/// as SPEC section 6, plus "errors": [...] if the log failed.
[[nodiscard]] std::string jsonReport(const std::string& source, const ReplayFileResult& result);

/// A trace row "tick,player,x,y,vx,vy" (with a final newline) for every ball in play.
[[nodiscard]] std::string traceRows(const Match& match);

} // namespace golf::cli
