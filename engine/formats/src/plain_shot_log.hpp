#pragma once

// The shot logs that the game and `golf` write, read without building a JSON document.
//
// nlohmann's lexer costs about 140 instructions a byte: reading an 800-shot log took 10 M of
// the 68 M instructions of its whole replay (docs/performance.md). Most logs a replay reads
// have one plain form (the keys below, ASCII strings without escapes, numbers), so that form
// is read here in one pass; anything else, and every log with a problem, goes to the full
// reader (parseShotLog), which says what is wrong and where. So this reader never reports an
// error: it only declines.

#include "golf/formats/shot_log.hpp"

#include <optional>
#include <string_view>

namespace golf {

/// The log `text` holds if it is a plain, valid shot log: a JSON object with the keys
/// "format", "level", "levelHash", "players", "playerNames", "ballCollisions" and "shots" (no
/// "setup", no "expect"), each at most once, whose shots have the keys "player" and "angle" +
/// "speed" or "vx" + "vy" (and "at" in format 2), whose strings are printable ASCII without
/// escapes, and which parseShotLog accepts. Then the result equals parseShotLog's, bit for bit.
/// nullopt for every other text (parseShotLog reads it).
[[nodiscard]] std::optional<ShotLog> readPlainShotLog(std::string_view text);

/// What parseShotLog does with a text readPlainShotLog declines: nlohmann's parse, then every
/// check, with the messages. (Apart so that a test can compare the two readers.)
[[nodiscard]] ShotLogLoadResult readShotLogJson(std::string_view text,
                                                const std::string& sourceName);

} // namespace golf
