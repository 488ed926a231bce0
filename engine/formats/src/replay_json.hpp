#pragma once

// JSON helpers shared by the shot-log reader/writer and the replay: located parse errors,
// bounded nesting, message-friendly value text and the readable layout of written logs.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace golf {

/// Objects keep their keys in insertion order, so written files keep the order they had.
using OrderedJson = nlohmann::ordered_json;

/// A parsed JSON value, or a message "SOURCE:LINE:COLUMN: what is wrong".
struct JsonParse {
    std::optional<OrderedJson> value;
    std::string error;
};

/// Parses `text`, refusing nesting deeper than maxShotLogDepth and numbers that overflow.
/// Never throws on bad input. `source` names the text in messages.
[[nodiscard]] JsonParse parseJsonText(std::string_view text, const std::string& source);

/// A value as a message shows it: numbers shortest round-trip, strings quoted, long
/// containers shortened.
[[nodiscard]] std::string jsonValueText(const OrderedJson& value);

/// The value of a JSON integer, saturated to the int64 range; nullopt if it is not an integer
/// (1.0 is not).
[[nodiscard]] std::optional<std::int64_t> integerValue(const OrderedJson& value);

/// Compact one-line JSON. Never throws (invalid UTF-8 in strings is replaced).
[[nodiscard]] std::string dumpJson(const OrderedJson& value);

/// Readable multi-line JSON with a final newline: two-space indentation, and arrays or
/// objects of plain values on one line. Precondition: nesting is at most maxShotLogDepth.
[[nodiscard]] std::string readableJson(const OrderedJson& value);

} // namespace golf
