#pragma once

/// \file
/// The level a hole is played on when the party's stroke limit is lower than the level's
/// `maxStrokes`: the same level with that limit as its `maxStrokes`, so that the engine's own
/// pick-up (Match: a PickedUp event, the ball taken off the course) happens at the limit. A
/// shot log cannot say that a ball was taken off (SPEC section 5: no such key; unknown keys
/// are errors), so the log of such a hole names a copy of that level, written beside the
/// replays, and `golf replay` picks the player up exactly where the game did.

#include "golf/core/level.hpp"

#include <filesystem>
#include <string>

namespace golf::game {

/// `level` with `maxStrokes` strokes allowed (1..level.maxStrokes; nothing else changes).
[[nodiscard]] Level levelWithLimit(const Level& level, int maxStrokes);

/// Writes `level` (a levelWithLimit copy) to `replays`/limits/NAME-HASH.json, NAME the
/// level's name made safe for a file name and HASH its levelHash (16 hex digits: a level and
/// limit of their own have a file of their own, so an older log's level never changes under
/// it), atomically, as the editor saves a level: it loads back to the same level hash.
/// Returns the file; on failure an empty path and `error` naming the file and why.
[[nodiscard]] std::filesystem::path writeLimitLevel(const std::filesystem::path& replays,
                                                    const Level& level, std::string& error);

} // namespace golf::game
