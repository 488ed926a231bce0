#pragma once

/// \file
/// Each ball's path over a recorded hole, computed by the server with the engine's replay and
/// PathRecorder, for the web page to draw (GET /api/rounds/ID/holes/N/paths): exact points at
/// every event (straight pieces between them), every tick where a slope curves the path.

#include "golf/core/level.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace golf::online {

/// Most points sent per ball path; a longer path is thinned evenly (its ends kept), and both
/// ends of every jump are sent beside them (sentPointIndices).
inline constexpr std::size_t maxSentPathPoints = 2000;

/// Which of a path's `count` points are sent, in increasing order: all of them if count <=
/// maxSentPathPoints, else maxSentPathPoints of them spread evenly (the first and the last
/// kept) together with both ends (i - 1 and i) of every jump i in `jumps` (BallPath::jumps:
/// increasing, each in [1, count)), so that the page never joins the two ends of a jump.
[[nodiscard]] std::vector<std::size_t> sentPointIndices(std::size_t count,
                                                        const std::vector<std::size_t>& jumps);

/// The paths as JSON, or why none.
struct HolePaths {
    /// {"paths":[{"player","points":[[x,y]...],"jumps":[i...],"shots":[[x,y]...],"atRest",
    /// "end"}...]}, coordinates in tiles to 1e-4; `jumps` are BallPath::jumps as indices into
    /// the sent `points` (the ball went from points[i - 1], where its centre entered a
    /// teleport, to points[i], where it came out: no line joins them); on a level with format-3
    /// elements also "elements" (levelElements) and "moments": per shot in order
    /// {"shot","player","clock","movers"} (the hole clock as it was struck, moverPoses then; empty
    /// without movers).
    std::string json;
    std::string error;
};

/// Replays `logText` (a stored shot log) on `level`; points closer than `minStep` tiles are
/// left out. Precondition: the log was recorded on this level (the caller checked its hash).
[[nodiscard]] HolePaths holePaths(const std::string& logText, const Level& level,
                                  double minStep = 0.02);

} // namespace golf::online
