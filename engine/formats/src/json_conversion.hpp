#pragma once

// Between the public value tree of small documents (golf::JsonValue) and the parser's and
// writer's nlohmann document (golf::Json), which stays private to `formats`.

#include "golf/formats/json_value.hpp"
#include "json_text.hpp"

namespace golf {

/// The same value as nlohmann's document: numbers keep their integer or double type, so that
/// it is written as JsonValue says. Precondition: nested at most maxJsonDepth deep.
[[nodiscard]] Json toJson(const JsonValue& value);

/// The same value as a JsonValue (members in order). Precondition: nested at most
/// maxJsonDepth deep (as parseJson guarantees).
[[nodiscard]] JsonValue fromJson(const Json& json);

} // namespace golf
