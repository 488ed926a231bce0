#include "golf/formats/json_value.hpp"

#include "golf/core/assert.hpp"
#include "json_conversion.hpp"
#include "json_text.hpp"

#include <cmath>
#include <unordered_map>

namespace golf {

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const JsonValue& other) = default;
JsonValue::JsonValue(JsonValue&& other) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue& other) = default;
JsonValue& JsonValue::operator=(JsonValue&& other) noexcept = default;
JsonValue::~JsonValue() = default;

JsonValue::JsonValue(std::nullptr_t) {}
JsonValue::JsonValue(bool value) : value_(value) {}
JsonValue::JsonValue(double value) : value_(value) {}
JsonValue::JsonValue(std::string value) : value_(std::move(value)) {}
JsonValue::JsonValue(std::string_view value) : value_(std::string(value)) {}
JsonValue::JsonValue(const char* value) : value_(std::string(value)) {}

JsonValue JsonValue::array(std::vector<JsonValue> elements) {
    JsonValue value;
    value.value_ = std::move(elements);
    return value;
}

JsonValue JsonValue::object() {
    return object(std::vector<JsonMember>{});
}

JsonValue JsonValue::object(std::vector<JsonMember> members) {
    JsonValue value;
    Members& kept = value.value_.emplace<Members>();
    kept.reserve(members.size());
    std::unordered_map<std::string, std::size_t> index; // a key's place in `kept`
    for (JsonMember& member : members) {
        const auto [at, added] = index.emplace(member.key, kept.size());
        if (added) {
            kept.push_back(std::move(member));
        } else {
            kept[at->second].value = std::move(member.value);
        }
    }
    return value;
}

JsonValue::Kind JsonValue::kind() const {
    switch (value_.index()) {
    case 0:
        return Kind::Null;
    case 1:
        return Kind::Boolean;
    case 2:
    case 3:
    case 4:
        return Kind::Number;
    case 5:
        return Kind::String;
    case 6:
        return Kind::Array;
    default:
        return Kind::Object;
    }
}

bool JsonValue::isInteger() const {
    return std::holds_alternative<std::int64_t>(value_) ||
           std::holds_alternative<std::uint64_t>(value_);
}

bool JsonValue::boolean() const {
    GOLF_ASSERT(isBoolean());
    return std::get<bool>(value_);
}

double JsonValue::number() const {
    GOLF_ASSERT(isNumber());
    if (const auto* i = std::get_if<std::int64_t>(&value_)) {
        return static_cast<double>(*i);
    }
    if (const auto* u = std::get_if<std::uint64_t>(&value_)) {
        return static_cast<double>(*u);
    }
    return std::get<double>(value_);
}

std::optional<std::int64_t> JsonValue::integer() const {
    if (const auto* i = std::get_if<std::int64_t>(&value_)) {
        return *i;
    }
    if (const auto* u = std::get_if<std::uint64_t>(&value_)) {
        return *u > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX
                                                          : static_cast<std::int64_t>(*u);
    }
    return std::nullopt;
}

std::optional<std::uint64_t> JsonValue::unsignedInteger() const {
    if (const auto* u = std::get_if<std::uint64_t>(&value_)) {
        return *u;
    }
    if (const auto* i = std::get_if<std::int64_t>(&value_); i != nullptr && *i >= 0) {
        return static_cast<std::uint64_t>(*i);
    }
    return std::nullopt;
}

const std::string& JsonValue::string() const {
    GOLF_ASSERT(isString());
    return std::get<std::string>(value_);
}

const std::vector<JsonValue>& JsonValue::elements() const {
    static const Elements none;
    const auto* elements = std::get_if<Elements>(&value_);
    return elements != nullptr ? *elements : none;
}

const std::vector<JsonMember>& JsonValue::members() const {
    static const Members none;
    const auto* members = std::get_if<Members>(&value_);
    return members != nullptr ? *members : none;
}

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const JsonMember& member : members()) {
        if (member.key == key) {
            return &member.value;
        }
    }
    return nullptr;
}

void JsonValue::push(JsonValue element) {
    GOLF_ASSERT(isArray());
    std::get<Elements>(value_).push_back(std::move(element));
}

JsonValue& JsonValue::set(std::string key, JsonValue value) {
    GOLF_ASSERT(isObject());
    Members& members = std::get<Members>(value_);
    for (JsonMember& member : members) {
        if (member.key == key) {
            member.value = std::move(value);
            return *this;
        }
    }
    members.push_back({std::move(key), std::move(value)});
    return *this;
}

bool JsonValue::operator==(const JsonValue& other) const {
    if (isInteger() && other.isInteger()) {
        const auto* u = std::get_if<std::uint64_t>(&value_);
        const auto* v = std::get_if<std::uint64_t>(&other.value_);
        if ((u != nullptr) != (v != nullptr)) { // one unsigned: equal only below INT64_MAX
            const std::uint64_t big = u != nullptr ? *u : *v;
            const std::int64_t small = u != nullptr ? std::get<std::int64_t>(other.value_)
                                                    : std::get<std::int64_t>(value_);
            return small >= 0 && static_cast<std::uint64_t>(small) == big;
        }
    }
    return value_ == other.value_;
}

std::string compactJsonText(const JsonValue& value) {
    return dumpJson(toJson(value));
}

std::string readableJsonText(const JsonValue& value) {
    return readableJson(toJson(value));
}

std::string jsonStringLiteral(std::string_view text) {
    return dumpJson(Json(text));
}

Json toJson(const JsonValue& value) {
    switch (value.kind()) {
    case JsonValue::Kind::Null:
        return Json();
    case JsonValue::Kind::Boolean:
        return Json(value.boolean());
    case JsonValue::Kind::Number:
        if (const auto u = value.unsignedInteger()) {
            return Json(*u);
        }
        return value.isInteger() ? Json(*value.integer()) : Json(value.number());
    case JsonValue::Kind::String:
        return Json(value.string());
    case JsonValue::Kind::Array: {
        Json array = Json::array();
        for (const JsonValue& element : value.elements()) {
            array.push_back(toJson(element));
        }
        return array;
    }
    case JsonValue::Kind::Object:
        break;
    }
    Json object = Json::object();
    for (const JsonMember& member : value.members()) {
        appendMember(object, member.key, toJson(member.value)); // keys are unique already
    }
    return object;
}

JsonValue fromJson(const Json& json) {
    if (json.is_null()) {
        return {};
    }
    if (json.is_boolean()) {
        return json.get<bool>();
    }
    if (json.is_number_unsigned()) {
        return json.get<std::uint64_t>();
    }
    if (json.is_number_integer()) {
        return json.get<std::int64_t>();
    }
    if (json.is_number_float()) {
        return json.get<double>();
    }
    if (json.is_string()) {
        return json.get_ref<const std::string&>();
    }
    if (json.is_array()) {
        std::vector<JsonValue> elements;
        elements.reserve(json.size());
        for (const Json& element : json) {
            elements.push_back(fromJson(element));
        }
        return JsonValue::array(std::move(elements));
    }
    std::vector<JsonMember> members;
    members.reserve(json.size());
    for (const auto& [key, element] : json.items()) {
        members.push_back({key, fromJson(element)});
    }
    return JsonValue::object(std::move(members));
}

} // namespace golf
