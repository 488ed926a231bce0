#pragma once

/// \file
/// Writing a level back to a level file (SPEC section 2), as the level editor saves it.

#include "golf/core/level.hpp"

#include <filesystem>
#include <span>
#include <string>

namespace golf {

/// The level as readable level-file JSON: "format", "name", "par", one "tiles" string per row,
/// the tee and the cup as 'S' and 'O' tiles when they sit at the centre of an open tile, else
/// as "tee"/"cup" objects; "ball", "cup" radius, "maxStrokes" and "physics" keys only where
/// they differ from the defaults. Numbers are written with the fewest digits that read back
/// to the same double, so parseLevel of the text gives back an identical level.
[[nodiscard]] std::string levelToJson(const Level& level);

/// levelToJson with the physics keys of `table` instead of the project's (physicsParameters()):
/// each row off its default is written, in table order. For tests that add a row.
[[nodiscard]] std::string levelToJson(const Level& level, std::span<const PhysicsParameter> table);

/// Writes levelToJson(level) to `path` atomically (a temporary file beside it, then rename).
/// A level that would not load back (parseLevel reports a problem) is not written. Returns an
/// error message naming the file, or "" on success.
[[nodiscard]] std::string writeLevelFile(const std::filesystem::path& path, const Level& level);

} // namespace golf
