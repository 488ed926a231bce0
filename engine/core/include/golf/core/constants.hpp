#pragma once

/// \file
/// Constants shared by several layers, defined once.

namespace golf {

/// Largest number of players (and balls) on one hole.
inline constexpr int maxPlayers = 8;

/// Distance (tiles) within which two surfaces count as touching, not overlapping: a ball may
/// be placed touching a wall or another ball, never deeper into it than this.
inline constexpr double touchTolerance = 1e-9;

} // namespace golf
