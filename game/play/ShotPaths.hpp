#pragma once

/// \file
/// The paths of a logged hole's shots, played headlessly: for the replay viewer's drawn paths
/// and the ghost of the best round on a hole.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/formats/shot_log.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// One shot as played.
struct PlayedShot {
    int player = 0;
    double power = 0;        ///< speed / maxShotSpeed, 0..1
    double angleDegrees = 0; ///< direction, from +x toward +y (SPEC section 1), in [0, 360)
    std::vector<Vec2> path;  ///< the shooter's ball from where the shot starts to where it
                             ///< rests or drops, sampled about 30 times a second
    /// Where the path jumps (a teleport): indices i into `path`, increasing, such that the ball
    /// went from path[i - 1] (where its centre entered the from disc) to path[i] (where it came
    /// out) without crossing the level between.
    std::vector<std::size_t> jumps;
};

/// The polylines to draw for `shot`: its path split at its jumps (one piece if none), so that
/// no line runs across the level from a teleport's entry to its exit.
[[nodiscard]] std::vector<std::vector<Vec2>> pathPieces(const PlayedShot& shot);

/// The direction of `v` in degrees from +x toward +y (SPEC section 1), in [0, 360): a shot a
/// hair below +x is 0, not 360. (0, 0) is 0.
[[nodiscard]] double angleOf(Vec2 v);

/// An angle as the viewer prints it: rounded to a whole degree in [0, 359] (359.6 is 0).
[[nodiscard]] int shownDegrees(double angleDegrees);

/// A log played through golf::Match with the replay's rules.
struct PlayedLog {
    std::vector<PlayedShot> shots;
    std::vector<int> holedStrokes; ///< per player: strokes when holed, 0 if not holed
    /// Why the log stopped early, at its place ("shots[5]: ...", "setup[0]: ..."); "" if
    /// every shot played.
    std::string error;
};

/// Plays `log` on `level` (setup, ball collisions and shots as the replay plays them).
[[nodiscard]] PlayedLog playLog(const Level& level, const ShotLog& log);

/// The ghost of a hole: the shot paths (pathPieces) of the best round recorded on it, one player's
/// holed round with the fewest strokes (the newest on a tie), among the shot logs in `replays`
/// whose level is the file `levelFile`. Nothing if no log holed it.
[[nodiscard]] std::optional<std::vector<std::vector<Vec2>>>
bestRoundGhost(const std::filesystem::path& replays, const std::filesystem::path& levelFile,
               const Level& level);

} // namespace golf::game
