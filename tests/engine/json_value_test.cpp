// Tests of the value tree of the project's small JSON documents (golf/formats/json_value.hpp):
// what it holds, and that it is written byte for byte as nlohmann writes the same value (the
// tools' JSON output was written with nlohmann directly and must not change).

#include "golf/formats/json_document.hpp"
#include "golf/formats/json_value.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

namespace golf {
namespace {

TEST(JsonValue, KindsAndAccessors) {
    EXPECT_TRUE(JsonValue().isNull());
    EXPECT_TRUE(JsonValue(nullptr).isNull());
    EXPECT_TRUE(JsonValue(false).isBoolean());
    EXPECT_FALSE(JsonValue(false).boolean());
    EXPECT_TRUE(JsonValue("x").isString()); // not a bool, though a pointer converts to one
    EXPECT_EQ(JsonValue("x").string(), "x");
    EXPECT_TRUE(JsonValue(3).isInteger());
    EXPECT_FALSE(JsonValue(3.0).isInteger());
    EXPECT_EQ(JsonValue(3.0).integer(), std::nullopt);
    EXPECT_EQ(JsonValue(-3).integer(), -3);
    EXPECT_EQ(JsonValue(-3).unsignedInteger(), std::nullopt);
    EXPECT_EQ(JsonValue(-3).number(), -3.0);
    const std::uint64_t big = std::numeric_limits<std::uint64_t>::max();
    EXPECT_EQ(JsonValue(big).unsignedInteger(), big);
    EXPECT_EQ(JsonValue(big).integer(), std::numeric_limits<std::int64_t>::max()); // saturated
    EXPECT_TRUE(JsonValue::array().isArray());
    EXPECT_TRUE(JsonValue::object().isObject());
    EXPECT_TRUE(JsonValue(1).elements().empty()); // not an array: none
    EXPECT_TRUE(JsonValue(1).members().empty());
    EXPECT_EQ(JsonValue(1).find("a"), nullptr);
}

TEST(JsonValue, ObjectsKeepTheirOrderAndOneValuePerKey) {
    JsonValue object = JsonValue::object({{"b", 1}, {"a", 2}, {"b", 3}});
    ASSERT_EQ(object.members().size(), 2u);
    EXPECT_EQ(object.members()[0].key, "b"); // its first place, its last value
    EXPECT_EQ(object.members()[0].value, JsonValue(3));
    object.set("c", "x").set("a", nullptr);
    EXPECT_EQ(compactJsonText(object), R"({"b":3,"a":null,"c":"x"})");
    ASSERT_NE(object.find("c"), nullptr);
    EXPECT_EQ(object.find("c")->string(), "x");
    JsonValue array = JsonValue::array({1, "two"});
    array.push(JsonValue::array());
    EXPECT_EQ(compactJsonText(array), R"([1,"two",[]])");
}

TEST(JsonValue, EqualityComparesIntegersByValueButNeverAnIntegerWithADouble) {
    EXPECT_EQ(JsonValue(5), JsonValue(5u));
    EXPECT_NE(JsonValue(-1), JsonValue(std::numeric_limits<std::uint64_t>::max()));
    EXPECT_NE(JsonValue(2), JsonValue(2.0));
    EXPECT_NE(JsonValue::object({{"a", 1}, {"b", 2}}), JsonValue::object({{"b", 2}, {"a", 1}}));
    EXPECT_EQ(JsonValue::array({"a", true}), JsonValue::array({"a", true}));
}

TEST(JsonValue, ARateLineIsWrittenAsNlohmannWroteIt) {
    // golf rate --json wrote nlohmann::json (keys sorted by its std::map) with dump().
    const std::uint64_t seed = std::numeric_limits<std::uint64_t>::max();
    const std::int64_t ticks = 2884193;
    const nlohmann::json reference{{"level", "a/b.json"},
                                   {"name", "Zoë \"q\""},
                                   {"declaredPar", 3},
                                   {"bestStrokes", nullptr},
                                   {"suggestedPar", 2},
                                   {"successRate", 0.5},
                                   {"successInterval", {5.551115123125783e-17, 1.0}},
                                   {"samples", 6},
                                   {"seed", seed},
                                   {"ticks", ticks}};
    const JsonValue line =
        JsonValue::object({{"bestStrokes", JsonValue()},
                           {"declaredPar", 3},
                           {"level", "a/b.json"},
                           {"name", "Zoë \"q\""},
                           {"samples", 6},
                           {"seed", seed},
                           {"successInterval", JsonValue::array({5.551115123125783e-17, 1.0})},
                           {"successRate", 0.5},
                           {"suggestedPar", 2},
                           {"ticks", ticks}});
    EXPECT_EQ(compactJsonText(line), reference.dump());
    EXPECT_EQ(compactJsonText(line).substr(0, 34), R"({"bestStrokes":null,"declaredPar":)");
}

/// A random value of every kind, nested a few levels.
JsonValue jsonValueRandomValue(std::mt19937_64& rng, int depth) {
    std::uniform_int_distribution<int> kind(0, depth >= 5 ? 5 : 7);
    std::uniform_int_distribution<int> small(0, 4);
    switch (kind(rng)) {
    case 0:
        return {};
    case 1:
        return small(rng) % 2 == 0;
    case 2:
        return static_cast<std::int64_t>(rng() % 2000001) - 1000000;
    case 3:
        return static_cast<std::uint64_t>(rng()) | (std::uint64_t{1} << 63);
    case 4:
        return std::uniform_real_distribution<double>(-1e6, 1e6)(rng) *
               std::pow(10.0, small(rng) * 50 - 100);
    case 5:
        return "t\"\\\n\t\x01\u00e9" + std::to_string(rng() % 100);
    case 6: {
        JsonValue array = JsonValue::array();
        for (int i = small(rng); i > 0; --i) {
            array.push(jsonValueRandomValue(rng, depth + 1));
        }
        return array;
    }
    default: {
        JsonValue object = JsonValue::object();
        for (int i = small(rng); i > 0; --i) {
            object.set("k" + std::to_string(rng() % 10), jsonValueRandomValue(rng, depth + 1));
        }
        return object;
    }
    }
}

/// The same value as nlohmann's ordered document, built independently of formats.
nlohmann::ordered_json reference(const JsonValue& value) {
    switch (value.kind()) {
    case JsonValue::Kind::Null:
        return nullptr;
    case JsonValue::Kind::Boolean:
        return value.boolean();
    case JsonValue::Kind::Number:
        if (value.unsignedInteger()) {
            return *value.unsignedInteger();
        }
        return value.isInteger() ? nlohmann::ordered_json(*value.integer())
                                 : nlohmann::ordered_json(value.number());
    case JsonValue::Kind::String:
        return value.string();
    case JsonValue::Kind::Array: {
        auto array = nlohmann::ordered_json::array();
        for (const JsonValue& element : value.elements()) {
            array.push_back(reference(element));
        }
        return array;
    }
    case JsonValue::Kind::Object:
        break;
    }
    auto object = nlohmann::ordered_json::object();
    for (const JsonMember& member : value.members()) {
        object[member.key] = reference(member.value);
    }
    return object;
}

TEST(JsonValue, RandomValuesAreWrittenAsNlohmannWritesThemAndReadBackEqual) {
    std::mt19937_64 rng(20260522);
    for (int n = 0; n < 300; ++n) {
        const JsonValue value = jsonValueRandomValue(rng, 0);
        const std::string compact = compactJsonText(value);
        ASSERT_EQ(compact, reference(value).dump());
        const std::string readable = readableJsonText(value);
        ASSERT_EQ(nlohmann::ordered_json::parse(readable), reference(value)) << readable;
        for (const std::string& text : {compact, readable}) {
            const JsonDocumentRead read = parseJsonDocument(text, "t.json");
            ASSERT_TRUE(read.document.has_value()) << read.error;
            ASSERT_EQ(read.document->top, value) << text;
            ASSERT_EQ(compactJsonText(read.document->top), compact); // 2.0 stays 2.0
        }
    }
}

TEST(JsonValue, TheReadableLayoutOfWrittenFiles) {
    const JsonValue settings = JsonValue::object(
        {{"format", "minigolf-settings/1"}, {"volume", 0.8}, {"muted", true}, {"ghost", false}});
    EXPECT_EQ(readableJsonText(settings),
              "{ \"format\": \"minigolf-settings/1\", \"volume\": 0.8, \"muted\": true, "
              "\"ghost\": false }\n");
    const JsonValue best = JsonValue::object(
        {{"format", "minigolf-best/2"},
         {"holes",
          JsonValue::object({{"A #01", JsonValue::object({{"strokes", 3}, {"holder", "Ana"}})}})}});
    EXPECT_EQ(readableJsonText(best), "{\n"
                                      "  \"format\": \"minigolf-best/2\",\n"
                                      "  \"holes\": {\n"
                                      "    \"A #01\": { \"strokes\": 3, \"holder\": \"Ana\" }\n"
                                      "  }\n"
                                      "}\n");
}

TEST(JsonValue, BytesThatAreNotUtf8AreReplacedNotThrown) {
    EXPECT_EQ(jsonStringLiteral("a\xff"
                                "b"),
              "\"a\xef\xbf\xbd"
              "b\"");
    EXPECT_EQ(compactJsonText(JsonValue::array({"\xc3"})), "[\"\xef\xbf\xbd\"]");
    EXPECT_EQ(jsonStringLiteral("tab\t\"q\""), R"("tab\t\"q\"")");
}

} // namespace
} // namespace golf
