// The JSON writer's values with their commas written in one piece of its buffer (integers, one
// digit inline; remembered numbers; true, false, null and +0.0 as literals): on long random
// sequences, crossing its buffer many times, its text must be the document writer's
// (compactJsonText, nlohmann's dump) for the same values.

#include "golf/formats/json_value.hpp"
#include "golf/formats/json_writer.hpp"
#include "long_tests.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>

namespace golf {
namespace parse40_json_writer {
namespace {

/// Writes one random scalar to `json` and returns it as a document value.
JsonValue writeScalar(std::mt19937_64& rng, JsonWriter& json) {
    switch (rng() % 8) {
    case 0: {
        const auto value = static_cast<std::int64_t>(rng() % 12) - 1; // -1 to 10
        json.integer(value);
        return value;
    }
    case 1: {
        const auto value = static_cast<std::int64_t>(rng());
        json.integer(value);
        return value;
    }
    case 2: {
        const bool value = rng() % 2 == 0;
        json.boolean(value);
        return value;
    }
    case 3:
        json.null();
        return nullptr;
    case 4: {
        const double value = rng() % 2 == 0 ? 0.0 : -0.0;
        json.number(value);
        return value;
    }
    case 5: {
        // Few distinct values: most are remembered, some slots taken by others between.
        const double value = static_cast<double>(rng() % 300) / 7;
        json.number(value);
        return value;
    }
    case 6: {
        if (rng() % 4 == 0) {
            json.number(std::numeric_limits<double>::quiet_NaN());
            return nullptr; // as nlohmann writes it
        }
        const double value =
            std::ldexp(static_cast<double>(rng() >> 11), static_cast<int>(rng() % 200) - 100) *
            (rng() % 2 == 0 ? 1 : -1);
        json.number(value);
        return value;
    }
    default: {
        const double value = -1.7976931348623157e308 * static_cast<double>(rng() % 2);
        json.number(value);
        return value;
    }
    }
}

TEST(Parse40JsonWriter, ValuesAndCommasAsTheDocumentWriter) {
    std::mt19937_64 rng(20261128);
    for (int round = 0; round < test::caseCount(20, 4); ++round) {
        std::string out = "x"; // appended to what is there
        JsonValue document = JsonValue::array();
        {
            JsonWriter json(out);
            json.beginArray();
            for (int n = 0; n < 3000; ++n) {
                if (rng() % 5 == 0) {
                    // A small object: a key then a value, the comma after a key never written.
                    JsonValue object = JsonValue::object();
                    json.beginObject();
                    const int members = static_cast<int>(rng() % 4);
                    for (int m = 0; m < members; ++m) {
                        const std::string key = "k" + std::to_string(m);
                        json.key(key);
                        object.set(key, writeScalar(rng, json));
                    }
                    json.endObject();
                    document.push(std::move(object));
                } else {
                    document.push(writeScalar(rng, json));
                }
            }
            json.endArray();
        }
        ASSERT_EQ(out, "x" + compactJsonText(document)) << "round " << round;
    }
}

} // namespace
} // namespace parse40_json_writer
} // namespace golf
