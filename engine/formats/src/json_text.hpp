#pragma once

// The one kit for the JSON files the project reads and writes (levels, courses, shot logs):
// a bounded file reader, a parser that never throws, never recurses without bound and locates
// every syntax error, the describer of values in messages, and the layout of written files.

#include "golf/formats/json_value.hpp"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// Objects keep their keys in file order, so written files keep the order they had and
/// messages about several keys follow the file.
using Json = nlohmann::ordered_json;

/// Largest JSON file read (bytes); bigger files are refused, not read into memory. A 4096 x
/// 4096 level is about 17 MB.
inline constexpr std::size_t maxJsonFileBytes = 64u * 1024u * 1024u;
/// Deepest nesting of arrays and objects accepted (a level needs 3, a shot log 4): nlohmann's
/// writer and comparisons recurse, so deeper text is refused before it is built.
inline constexpr std::size_t maxJsonDepth = 64;
/// Most keys in one object (a level's legend needs at most 95): objects keep their keys in
/// file order and find them by a linear search, so a key count without bound would make
/// reading quadratic in the file size.
inline constexpr std::size_t maxJsonObjectKeys = 1000;
/// No bound on the count of values but the file size.
inline constexpr std::size_t unlimitedJsonValues = std::numeric_limits<std::size_t>::max();

/// Reads the whole regular file at `path` (at most maxJsonFileBytes). On failure returns
/// nullopt and appends "SOURCE: why" to `errors` (no such file, a folder, a FIFO, too large).
[[nodiscard]] std::optional<std::string> readJsonFile(const std::filesystem::path& path,
                                                      std::vector<std::string>& errors);

/// A parsed JSON document, or the problems that prevented parsing (one, located).
struct JsonParse {
    std::optional<Json> value;
    std::vector<std::string> errors;
};

/// What a scan of JSON text found, without building it: the problem parseJson would report,
/// or, for valid JSON, the string value of the top-level key "format" if there is one.
struct JsonScan {
    std::vector<std::string> errors;
    std::optional<std::string> format;
};

/// Parses strict JSON (no comments). Syntax errors read "SOURCE:LINE:COLUMN: what" (columns
/// count code points); a duplicate key ("SOURCE: 'a.b': duplicate key"), nesting deeper than
/// maxJsonDepth, more than maxJsonObjectKeys keys in an object, a number too large for a
/// double, a NUL byte and more than `maxValues` values are errors too.
/// `maxObjectKeys` may raise the key limit for a document of many records (the game's best
/// scores): reading stays linear in the file size, as keys are appended without a search.
[[nodiscard]] JsonParse parseJson(std::string_view text, const std::string& source,
                                  std::size_t maxValues = unlimitedJsonValues,
                                  std::size_t maxObjectKeys = maxJsonObjectKeys);

/// Checks JSON text as parseJson does, but builds nothing: fast and small.
[[nodiscard]] JsonScan scanJson(std::string_view text, const std::string& source,
                                std::size_t maxValues = unlimitedJsonValues);

/// 1-based line and column (in UTF-8 code points) of the byte at `offset` (clamped to the text).
struct TextPosition {
    std::size_t line = 1;
    std::size_t column = 1;
};
[[nodiscard]] TextPosition textPosition(std::string_view text, std::size_t offset);

/// `text` in single quotes for a message: control characters escaped as \u00XX and long
/// texts cut to 60 code points followed by "...". Expects valid UTF-8 (as JSON strings are).
[[nodiscard]] std::string quoteForMessage(std::string_view text);

/// What a "must be ..., got X" message says of a value: a number as JSON writes it (2.0 stays
/// "2.0", to explain why it is not a whole number), "true", "false", "null", or its kind: "a
/// string", "an array", "an object".
[[nodiscard]] std::string describeJsonValue(const Json& value);

/// A value itself as a message shows it (an expectation that differs, a value out of range):
/// numbers shortest round-trip, strings in JSON quotes, long texts cut to 60 characters.
[[nodiscard]] std::string jsonValueText(const Json& value);

/// The value of a JSON integer, saturated to the int64 range; nullopt if it is not an integer
/// (1.0 is not).
[[nodiscard]] std::optional<std::int64_t> integerValue(const Json& value);

/// Compact one-line JSON. Never throws (invalid UTF-8 in strings is replaced).
[[nodiscard]] std::string dumpJson(const Json& value);

/// Appends member `key` to `object` without looking for it (ordered_json's operator[] searches
/// linearly). Precondition: `object` is an object without `key`.
Json& appendMember(Json& object, const std::string& key, Json&& value);

/// Readable multi-line JSON with a final newline: two-space indentation, and arrays or
/// objects of plain values on one line. Precondition: nesting is at most maxJsonDepth.
[[nodiscard]] std::string readableJson(const Json& value);

} // namespace golf
