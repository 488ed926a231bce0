#pragma once

/// \file
/// Typed reading of a JSON document with located messages: each value is read through the
/// place that names it ("settings.json: volume: must be a number, got a string").

#include "golf/formats/json_value.hpp"

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// A value read as a T, or the located message saying why it is not one.
template <typename T> struct JsonResult {
    std::optional<T> value;
    std::string error; ///< "SOURCE: PATH: why"; empty when `value` is set
};

/// A place in a document: the value there (if any), its key path ("holes", "physics.tickRate",
/// "tiles[3]") and the document's name, so that every message names both. Holds pointers: the
/// document's value and name must outlive the place and every place taken from it.
class JsonPlace {
  public:
    /// The top level of a document named `source` in messages.
    JsonPlace(const JsonValue& top, const std::string& source);

    /// The member `key` of this object; an absent place if there is none or this is not an
    /// object (its messages say which).
    [[nodiscard]] JsonPlace operator[](std::string_view key) const;
    /// The members of this object in order (none if it is not one).
    [[nodiscard]] std::vector<JsonPlace> members() const;
    /// The elements of this array in order (none if it is not one).
    [[nodiscard]] std::vector<JsonPlace> elements() const;

    /// True if there is a value here.
    [[nodiscard]] bool present() const { return value_ != nullptr; }
    /// The value here, or nullptr.
    [[nodiscard]] const JsonValue* value() const { return value_; }
    /// The last key of the path ("" for the top level and array elements).
    [[nodiscard]] const std::string& key() const { return key_; }
    /// The key path, "" for the top level.
    [[nodiscard]] const std::string& path() const { return path_; }

    /// "SOURCE: PATH: what" ("SOURCE: the top level: what" at the top).
    [[nodiscard]] std::string problem(std::string_view what) const;

    /// A boolean.
    [[nodiscard]] JsonResult<bool> boolean() const;
    /// A number (any JSON number) as a double.
    [[nodiscard]] JsonResult<double> number() const;
    /// A number in [low, high] ("7 is outside [0, 1]").
    [[nodiscard]] JsonResult<double> number(double low, double high) const;
    /// An integer (not 2.0) in [low, high].
    [[nodiscard]] JsonResult<std::int64_t> integer(std::int64_t low, std::int64_t high) const;
    /// A string.
    [[nodiscard]] JsonResult<std::string> string() const;
    /// "" if this is an object, else the message.
    [[nodiscard]] std::string expectObject() const;
    /// "" if this is one of the strings `accepted` (a document's "format"), else the message
    /// naming the first of them ("'x' is not supported (expected 'minigolf-best/2')").
    [[nodiscard]] std::string expectOneOf(std::initializer_list<std::string_view> accepted) const;

  private:
    JsonPlace(const JsonValue* value, const std::string* source, std::string key, std::string path,
              std::string absence);

    /// The message for a place without a value; else "must be KIND, got WHAT".
    [[nodiscard]] std::string mismatch(std::string_view expected) const;

    const JsonValue* value_;
    const std::string* source_;
    std::string key_;
    std::string path_;
    std::string absence_; ///< why there is no value: "missing" or the parent's kind
};

} // namespace golf
