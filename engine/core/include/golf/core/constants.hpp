#pragma once

/// \file
/// Constants shared by several layers, defined once.

#include <cstdint>
#include <limits>

namespace golf {

/// Positive infinity: "never" as a time, "nowhere" as a distance.
inline constexpr double infinity = std::numeric_limits<double>::infinity();

/// Largest number of players (and balls) on one hole.
inline constexpr int maxPlayers = 8;

/// Distance (tiles) within which two surfaces count as touching, not overlapping: a ball may
/// be placed touching a wall or another ball, never deeper into it than this.
inline constexpr double touchTolerance = 1e-9;

/// Most events (contacts, crossings, drops) one shot may have before it ends as at its time
/// limit, with every ball stopped where it is: a bound on a shot's work whatever the level, so
/// that every legal log replays in seconds per shot (docs/limits.md). A normal shot has tens;
/// eight elastic balls bouncing for an hour in a 5 x 5 box about 115,000.
inline constexpr std::int64_t maxShotEvents = 250'000;

/// Longest wait between shots on the hole clock (seconds): a shot log's "at" is at most this
/// long after the instant the previous shot's balls came to rest (SPEC section 5).
inline constexpr double maxWaitSeconds = 3600;

} // namespace golf
