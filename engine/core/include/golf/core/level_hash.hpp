#pragma once

/// \file
/// The level hash of shot logs (SPEC section 5, "levelHash"): a 64-bit FNV-1a hash of
/// everything in a level that changes an outcome, so that a replay can tell that the level
/// changed since the log was written. docs/replay.md lists what it covers.

#include "golf/core/level.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace golf {

/// The FNV-1a 64 hash of `level`'s canonical byte encoding: width, height, every tile, tee,
/// cup centre and radius, ball radius, maxStrokes, every physics parameter (physics_table.hpp),
/// what format 2 adds (hashSurfaces: floors, slopes) and what format 3 adds (hashElements:
/// movers, teleports, special walls, gates). Not the name, not the par. Each number is
/// encoded as its 8 little-endian bytes (doubles by their bits), each tile as one byte.
[[nodiscard]] std::uint64_t levelHash(const Level& level);

/// levelHash with the physics keys of `table` instead of the project's (physicsParameters()):
/// its format-1 rows after maxStrokes in table order, its later rows within hashSurfaces. For
/// tests that add a row.
[[nodiscard]] std::uint64_t levelHash(const Level& level, std::span<const PhysicsParameter> table);

/// Continues an FNV-1a 64 hash `seed` over the elements of format 3, in this order: the
/// number of movers, then each mover (its kind as a byte; blades: pivot x, y, arms, length,
/// width, period, phase, turn as a byte; a slider: from x, y, to x, y, size w, h, period,
/// phase), the number of teleports, then each (from x, y, radius, to x, y, a byte 1 and the
/// exit angle or a byte 0), then each special-wall tile (row-major: its index row * width +
/// col, its restitution) and each gate tile (its index, pass). Returns `seed` unchanged for a
/// level without them (usesFormat3() false), so older levels keep their hashes.
[[nodiscard]] std::uint64_t hashElements(const Level& level, std::uint64_t seed);

/// A hash as 16 lower-case hex digits (for Match::hash and levelHash).
[[nodiscard]] std::string hashToHex(std::uint64_t hash);

/// The hash that hashToHex writes as `text`: exactly 16 lower-case hex digits; nullopt for any
/// other text.
[[nodiscard]] std::optional<std::uint64_t> hashFromHex(std::string_view text);

} // namespace golf
