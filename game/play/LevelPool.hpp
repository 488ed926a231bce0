#pragma once

/// \file
/// Levels to draw rounds from: the bundled ones and "my levels", those the player saved from
/// the editor.

#include "Round.hpp"

#include <cstdint>
#include <filesystem>
#include <vector>

namespace golf::game {

/// The folder the editor saves new levels in: userDataFolder()/levels.
[[nodiscard]] std::filesystem::path myLevelsFolder();

/// Every level file (a .json whose format is a level, not a course) in `folder` and the
/// folders below it, sorted by path; none for a missing folder.
[[nodiscard]] std::vector<std::filesystem::path> levelFilesIn(const std::filesystem::path& folder);

/// "My levels": a round of every level in `folder` that loads (sorted by file name; broken
/// ones are left out with their errors in `errors`). No round if none loads.
[[nodiscard]] RoundLoadResult myLevelsRound(const std::filesystem::path& folder);

/// A random course of `holes` holes drawn without repeats from `pool` by `seed` (the same seed
/// and pool give the same course); a level that does not load is passed over. Named
/// "Random N" (N the holes drawn: fewer if the pool has fewer). No round if none loads.
/// Precondition: holes >= 1.
[[nodiscard]] RoundLoadResult randomRound(std::vector<std::filesystem::path> pool, int holes,
                                          std::uint64_t seed);

} // namespace golf::game
