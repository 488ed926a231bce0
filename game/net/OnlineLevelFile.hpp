#pragma once

/// \file
/// The level of an online hole as a file in the local replays folder, so that the round
/// screen records the hole's shot log there as the hot-seat game does (its ReplayRecorder
/// needs a level file for the log's "level") and `golf replay` and the replays screen read it.

#include "golf/core/level.hpp"

#include <filesystem>
#include <string>

namespace golf::game {

/// Writes `level` (hole `hole`, from 0, of room `room`) to `replays`/online/ROOM-holeNN.json,
/// atomically, as the editor saves a level: it loads back to the same level and level hash.
/// Returns the file; on failure an empty path and `error` naming the file and why.
[[nodiscard]] std::filesystem::path writeOnlineLevel(const std::filesystem::path& replays,
                                                     const std::string& room, int hole,
                                                     const Level& level, std::string& error);

} // namespace golf::game
