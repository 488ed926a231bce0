#pragma once

// Format 3 of level files (SPEC section 2, "Moving and special elements"): the "movers" and
// "teleports" arrays, and the rules between them, the tee, the cup and the floor.

#include "golf/core/level.hpp"
#include "golf/core/mover.hpp"
#include "json_text.hpp"
#include "problems.hpp"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The level format that introduces movers, teleports, special walls and gates.
inline constexpr std::string_view levelFormat3 = "minigolf-level/3";

/// Most movers and teleports in one level (the project's limits: every check and every
/// contact search stays bounded for any valid level).
inline constexpr std::size_t maxMovers = 64;
inline constexpr std::size_t maxTeleports = 64;

/// Longest length, width, size or teleport radius (tiles): the size limit of a level.
inline constexpr double maxElementSize = 4096;

/// A centre closer than this to a solid does not lie on open floor (tiles), for the tee, the
/// cup and the elements alike.
inline constexpr double centreClearance = 1e-6;

/// A point for messages: "(x, y)" in the shortest text that reads back the same doubles.
[[nodiscard]] std::string formatPoint(Vec2 p);

/// Reads the "movers" array into `movers` (valid entries only). In a file of an older format
/// the key is refused as a whole ("needs format 'minigolf-level/3'") and not read. Returns
/// false if anything was reported.
[[nodiscard]] bool readMovers(const Json& value, bool format3, std::vector<Mover>& movers,
                              Problems& problems);

/// Reads the "teleports" array as readMovers reads "movers".
[[nodiscard]] bool readTeleports(const Json& value, bool format3, std::vector<Teleport>& teleports,
                                 Problems& problems);

/// The rules between the elements and the level, each problem naming the element by its
/// index: pivots and paths inside the level; no mover's swept region over the tee's ball or
/// the cup; a teleport's from centre on open floor, its disc clear of the tee's ball, the cup,
/// every swept region and the other from discs; its `to` on open floor (not water) with room
/// for the ball and outside every from disc. Precondition: the level's grid, tee and cup are
/// valid (the loader checks them first).
void checkElements(const Level& level, Problems& problems);

} // namespace golf
