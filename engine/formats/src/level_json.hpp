#pragma once

// Private helpers of the level and course loader: reading files and parsing JSON without ever
// crashing or exhausting memory, and formatting the pieces of error messages.

#include "golf/formats/number_text.hpp"

#include <cstddef>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// Largest level or course file read (bytes). A 4096 x 4096 level is about 17 MB.
inline constexpr std::size_t maxLevelFileBytes = 64u * 1024u * 1024u;
/// Deepest nesting of arrays and objects accepted; a level needs 3.
inline constexpr std::size_t maxLevelJsonDepth = 32;
/// Most JSON values (of any kind) in one file; a level needs about one per row.
inline constexpr std::size_t maxLevelJsonValues = 200'000;

/// Reads a whole file of at most maxLevelFileBytes. On failure returns nullopt and appends
/// "FILE: ..." to `errors` (missing, a directory, unreadable, too large).
[[nodiscard]] std::optional<std::string> readLevelFileText(const std::filesystem::path& path,
                                                           std::vector<std::string>& errors);

/// A parsed JSON document, or the problems that prevented parsing.
struct LevelJsonParse {
    std::optional<nlohmann::json> value;
    std::vector<std::string> errors;
};

/// What a scan of JSON text found, without building it: problems (as parseLevelJson reports
/// them) or, for valid JSON, the string value of the top-level key "format" if there is one.
struct LevelJsonScan {
    std::vector<std::string> errors;
    std::optional<std::string> format;
};

/// Checks JSON text as parseLevelJson does, but builds nothing: fast and small.
[[nodiscard]] LevelJsonScan scanLevelJson(std::string_view text, const std::string& sourceName);

/// Parses strict JSON (no comments). Syntax errors read "SOURCE:LINE:COLUMN: ..."; duplicate
/// keys, nesting deeper than maxLevelJsonDepth and more than maxLevelJsonValues values are errors
/// too.
[[nodiscard]] LevelJsonParse parseLevelJson(std::string_view text, const std::string& sourceName);

/// 1-based line and column (in UTF-8 code points) of the byte at `offset` (clamped to the text).
struct LevelTextPosition {
    std::size_t line = 1;
    std::size_t column = 1;
};
[[nodiscard]] LevelTextPosition levelTextPosition(std::string_view text, std::size_t offset);

/// `text` in single quotes for a message: control characters escaped as \u00XX and long
/// texts cut to 60 code points followed by "...". Expects valid UTF-8 (as JSON strings are).
[[nodiscard]] std::string quoteForMessage(std::string_view text);

/// A short description of a JSON value for "got ..." messages: the number itself, or
/// "a string", "an array", "an object", "true", "false", "null".
[[nodiscard]] std::string describeLevelValue(const nlohmann::json& value);

/// Case-insensitive Levenshtein distance (ASCII case folding).
[[nodiscard]] std::size_t keyEditDistance(std::string_view a, std::string_view b);

/// A known key close enough to `key` to be what was meant, if any. `candidates` pairs the
/// name compared against with the text suggested (e.g. "tickRate" -> "physics.tickRate").
struct KeyCandidate {
    std::string name;
    std::string suggestion;
};
[[nodiscard]] std::optional<std::string> suggestKey(std::string_view key,
                                                    const std::vector<KeyCandidate>& candidates);

} // namespace golf
