#pragma once

/// \file
/// Each ball's path over a recorded hole, computed by the server with the engine's replay and
/// PathRecorder, for the web page to draw (GET /api/rounds/ID/holes/N/paths): exact points at
/// every event (straight pieces between them), every tick where a slope curves the path.

#include "golf/core/level.hpp"

#include <cstddef>
#include <string>

namespace golf::online {

/// Most points sent per ball path; a longer path is thinned evenly (its ends kept).
inline constexpr std::size_t maxSentPathPoints = 2000;

/// The paths as JSON, or why none.
struct HolePaths {
    /// {"paths":[{"player","points":[[x,y]...],"shots":[[x,y]...],"atRest","end"}...]},
    /// coordinates in tiles to 1e-4; on a level with format-3 elements also "elements"
    /// (levelElements) and "moments": per shot in order {"shot","player","clock","movers"}
    /// (the hole clock as it was struck, moverPoses then; empty without movers).
    std::string json;
    std::string error;
};

/// Replays `logText` (a stored shot log) on `level`; points closer than `minStep` tiles are
/// left out. Precondition: the log was recorded on this level (the caller checked its hash).
[[nodiscard]] HolePaths holePaths(const std::string& logText, const Level& level,
                                  double minStep = 0.02);

} // namespace golf::online
