#include "golf/formats/json_place.hpp"

#include "golf/formats/number_text.hpp"
#include "json_conversion.hpp"
#include "json_text.hpp"

#include <cmath>

namespace golf {

namespace {

/// What a "got X" message says of a value (json_text's describeJsonValue: 2.0 stays "2.0").
std::string describe(const JsonValue& value) {
    if (value.isString()) {
        return "a string";
    }
    if (value.isArray()) {
        return "an array";
    }
    if (value.isObject()) {
        return "an object";
    }
    return compactJsonText(value);
}

} // namespace

JsonPlace::JsonPlace(const JsonValue& top, const std::string& source)
    : JsonPlace(&top, &source, {}, {}, {}) {}

JsonPlace::JsonPlace(const JsonValue* value, const std::string* source, std::string key,
                     std::string path, std::string absence)
    : value_(value), source_(source), key_(std::move(key)), path_(std::move(path)),
      absence_(std::move(absence)) {}

JsonPlace JsonPlace::operator[](std::string_view key) const {
    std::string path = path_.empty() ? std::string(key) : path_ + "." + std::string(key);
    if (value_ == nullptr || !value_->isObject()) {
        // The first culprit on the path: "holes: missing", "holes: must be an object, got 1".
        return {nullptr, source_, std::string(key), std::move(path),
                value_ == nullptr ? absence_ : mismatch("an object")};
    }
    const JsonValue* member = value_->find(key);
    JsonPlace place(member, source_, std::string(key), std::move(path), {});
    if (member == nullptr) {
        place.absence_ = place.problem("missing");
    }
    return place;
}

std::vector<JsonPlace> JsonPlace::members() const {
    std::vector<JsonPlace> places;
    if (value_ == nullptr) {
        return places;
    }
    places.reserve(value_->members().size());
    for (const JsonMember& member : value_->members()) {
        places.push_back({&member.value,
                          source_,
                          member.key,
                          path_.empty() ? member.key : path_ + "." + member.key,
                          {}});
    }
    return places;
}

std::vector<JsonPlace> JsonPlace::elements() const {
    std::vector<JsonPlace> places;
    if (value_ == nullptr) {
        return places;
    }
    places.reserve(value_->elements().size());
    for (std::size_t i = 0; i < value_->elements().size(); ++i) {
        places.push_back(
            {&value_->elements()[i], source_, {}, path_ + "[" + std::to_string(i) + "]", {}});
    }
    return places;
}

std::string JsonPlace::problem(std::string_view what) const {
    return *source_ + ": " + (path_.empty() ? std::string("the top level") : path_) + ": " +
           std::string(what);
}

std::string JsonPlace::mismatch(std::string_view expected) const {
    if (value_ == nullptr) {
        return absence_;
    }
    return problem("must be " + std::string(expected) + ", got " + describe(*value_));
}

JsonResult<bool> JsonPlace::boolean() const {
    if (value_ == nullptr || !value_->isBoolean()) {
        return {std::nullopt, mismatch("true or false")};
    }
    return {value_->boolean(), {}};
}

JsonResult<double> JsonPlace::number() const {
    if (value_ == nullptr || !value_->isNumber()) {
        return {std::nullopt, mismatch("a number")};
    }
    return {value_->number(), {}};
}

JsonResult<double> JsonPlace::number(double low, double high) const {
    JsonResult<double> result = number();
    if (result.value && !(*result.value >= low && *result.value <= high)) {
        result.error = problem(formatNumber(*result.value) + " is outside [" + formatNumber(low) +
                               ", " + formatNumber(high) + "]");
        result.value.reset();
    }
    return result;
}

JsonResult<std::int64_t> JsonPlace::integer(std::int64_t low, std::int64_t high) const {
    if (value_ == nullptr || !value_->isInteger()) {
        return {std::nullopt, mismatch("an integer")};
    }
    // Digits as written: a huge unsigned value is not shown saturated.
    const std::string written = compactJsonText(*value_);
    const std::int64_t v = *value_->integer();
    const bool tooBig =
        value_->unsignedInteger() && *value_->unsignedInteger() > static_cast<std::uint64_t>(high);
    if (tooBig || v < low || v > high) {
        return {std::nullopt, problem(written + " is outside [" + std::to_string(low) + ", " +
                                      std::to_string(high) + "]")};
    }
    return {v, {}};
}

JsonResult<std::string> JsonPlace::string() const {
    if (value_ == nullptr || !value_->isString()) {
        return {std::nullopt, mismatch("a string")};
    }
    return {value_->string(), {}};
}

std::string JsonPlace::expectObject() const {
    return value_ != nullptr && value_->isObject() ? std::string() : mismatch("an object");
}

std::string JsonPlace::expectOneOf(std::initializer_list<std::string_view> accepted) const {
    const std::string first =
        accepted.size() == 0 ? std::string() : quoteForMessage(*accepted.begin());
    if (value_ == nullptr || !value_->isString()) {
        return mismatch("the string " + first);
    }
    for (const std::string_view candidate : accepted) {
        if (value_->string() == candidate) {
            return {};
        }
    }
    return problem(quoteForMessage(value_->string()) + " is not supported (expected " + first +
                   ")");
}

} // namespace golf
