#pragma once

/// \file
/// A JSON value of the project's own small documents (settings, best scores, the tools' JSON
/// output): null, a boolean, a number, a string, an array or an object whose members keep
/// their order. It is a plain tree the callers build and read; the parser and the writer stay
/// inside `formats` (json_document.hpp reads and writes files of them).

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

namespace golf {

struct JsonMember;

/// A JSON value. Numbers keep how they are written: a signed or unsigned 64-bit integer ("3")
/// or a double ("3.0"), so that written text is the same as what was read or built.
class JsonValue {
  public:
    enum class Kind { Null, Boolean, Number, String, Array, Object };

    /// null.
    JsonValue();
    // Defined where JsonMember is complete (json_value.cpp): the variant holds a vector of
    // members, which clang does not let an inline special member destroy while incomplete.
    JsonValue(const JsonValue& other);
    JsonValue(JsonValue&& other) noexcept;
    JsonValue& operator=(const JsonValue& other);
    JsonValue& operator=(JsonValue&& other) noexcept;
    ~JsonValue();
    // Implicit, so that values read as JSON does: {{"level", path}, {"samples", 200}}.
    JsonValue(std::nullptr_t); // NOLINT(google-explicit-constructor)
    JsonValue(bool value);     // NOLINT(google-explicit-constructor)
    /// An integer: written as its digits.
    template <std::integral T>
    requires(!std::same_as<T, bool>) JsonValue(T value) { // NOLINT(google-explicit-constructor)
        if constexpr (std::is_signed_v<T>) {
            value_.template emplace<std::int64_t>(value);
        } else {
            value_.template emplace<std::uint64_t>(value);
        }
    }
    /// A double: written shortest round-trip, a whole number with ".0" (2.0). Precondition:
    /// finite (JSON has no infinities or NaN; they are written as null).
    JsonValue(double value);           // NOLINT(google-explicit-constructor)
    JsonValue(std::string value);      // NOLINT(google-explicit-constructor)
    JsonValue(std::string_view value); // NOLINT(google-explicit-constructor)
    JsonValue(const char* value);      // NOLINT(google-explicit-constructor)

    /// An array of `elements` in order.
    [[nodiscard]] static JsonValue array(std::vector<JsonValue> elements = {});
    /// An object of `members` in order; a key given twice keeps its first place and its last
    /// value (as set() does). Linear in the number of members.
    [[nodiscard]] static JsonValue object(std::vector<JsonMember> members);
    /// An empty object. (Not a default argument of the above: JsonMember is not complete yet.)
    [[nodiscard]] static JsonValue object();

    [[nodiscard]] Kind kind() const;
    [[nodiscard]] bool isNull() const { return kind() == Kind::Null; }
    [[nodiscard]] bool isBoolean() const { return kind() == Kind::Boolean; }
    [[nodiscard]] bool isNumber() const { return kind() == Kind::Number; }
    /// A number written as an integer ("3", "-3"; not "3.0").
    [[nodiscard]] bool isInteger() const;
    [[nodiscard]] bool isString() const { return kind() == Kind::String; }
    [[nodiscard]] bool isArray() const { return kind() == Kind::Array; }
    [[nodiscard]] bool isObject() const { return kind() == Kind::Object; }

    /// Precondition: isBoolean().
    [[nodiscard]] bool boolean() const;
    /// Any number as a double (a large integer rounded). Precondition: isNumber().
    [[nodiscard]] double number() const;
    /// An integer, saturated to the int64 range; nullopt if it is not one (1.0 is not).
    [[nodiscard]] std::optional<std::int64_t> integer() const;
    /// A non-negative integer (all of uint64's range); nullopt for anything else.
    [[nodiscard]] std::optional<std::uint64_t> unsignedInteger() const;
    /// Precondition: isString().
    [[nodiscard]] const std::string& string() const;
    /// The elements of an array (none for anything else).
    [[nodiscard]] const std::vector<JsonValue>& elements() const;
    /// The members of an object in order (none for anything else).
    [[nodiscard]] const std::vector<JsonMember>& members() const;
    /// The value of member `key`, or nullptr (also if this is not an object). A linear search:
    /// meant for the few keys of a small object.
    [[nodiscard]] const JsonValue* find(std::string_view key) const;

    /// Appends an element. Precondition: isArray().
    void push(JsonValue element);
    /// Sets member `key`: replaces its value if there is one, else appends it. Returns *this,
    /// so that calls chain. Precondition: isObject().
    JsonValue& set(std::string key, JsonValue value);

    /// Same kind and contents; integers compare by value whatever their sign type, an integer
    /// never equals a double (they are written differently), objects compare in order.
    [[nodiscard]] bool operator==(const JsonValue& other) const;

  private:
    using Elements = std::vector<JsonValue>;
    using Members = std::vector<JsonMember>;
    std::variant<std::monostate, bool, std::int64_t, std::uint64_t, double, std::string, Elements,
                 Members>
        value_;
};

/// One member of an object: its key and its value.
struct JsonMember {
    std::string key;
    JsonValue value;

    [[nodiscard]] bool operator==(const JsonMember& other) const = default;
};

/// Compact one-line JSON, no final newline: no spaces, members in order, numbers as nlohmann
/// writes them (shortest round-trip, "1.0" for a whole double). Bytes that are not UTF-8 in
/// strings become U+FFFD. Precondition: nested at most 64 arrays and objects deep.
[[nodiscard]] std::string compactJsonText(const JsonValue& value);

/// The readable layout of every file the project writes, with a final newline: two-space
/// indentation, arrays and objects of plain values on one line when it fits in 240 characters
/// (`{ "format": "x", "volume": 0.8 }`). Same precondition as compactJsonText.
[[nodiscard]] std::string readableJsonText(const JsonValue& value);

/// `text` as a JSON string literal, quotes included; bytes that are not UTF-8 become U+FFFD.
[[nodiscard]] std::string jsonStringLiteral(std::string_view text);

} // namespace golf
