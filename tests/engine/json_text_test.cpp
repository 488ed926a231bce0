// Tests of the one JSON reader (formats/src/json_text.hpp): the document it builds in its one
// pass is the one nlohmann's own parser builds (the reference), on random documents.

#include "json_text.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <random>
#include <string>

namespace golf {
namespace {

/// A random document of nested arrays and objects (unique keys), numbers of every kind,
/// strings with escapes and non-ASCII text, booleans and null.
Json randomValue(std::mt19937_64& rng, int depth) {
    std::uniform_int_distribution<int> kind(0, depth >= 6 ? 5 : 7);
    std::uniform_int_distribution<int> small(0, 5);
    std::uniform_real_distribution<double> real(-1e6, 1e6);
    switch (kind(rng)) {
    case 0:
        return nullptr;
    case 1:
        return small(rng) % 2 == 0;
    case 2:
        return static_cast<std::int64_t>(rng() % 2000001) - 1000000;
    case 3:
        return static_cast<std::uint64_t>(rng()) | (std::uint64_t{1} << 63); // above int64
    case 4:
        return real(rng) * std::pow(10.0, small(rng) * 40 - 100);
    case 5:
        return "text \"" + std::to_string(rng() % 1000) + "\"\n\t\u00e9\u4e2d\\";
    case 6: {
        Json array = Json::array();
        for (int i = small(rng); i > 0; --i) {
            array.push_back(randomValue(rng, depth + 1));
        }
        return array;
    }
    default: {
        Json object = Json::object();
        for (int i = small(rng); i > 0; --i) {
            object["key" + std::to_string(i) + "_" + std::to_string(rng() % 100)] =
                randomValue(rng, depth + 1);
        }
        return object;
    }
    }
}

TEST(JsonText, TheDocumentBuiltInOnePassIsNlohmannsOwn) {
    std::mt19937_64 rng(20261123);
    for (int n = 0; n < 500; ++n) {
        const Json document = randomValue(rng, 0);
        const std::string text = n % 2 == 0 ? document.dump() : document.dump(2);
        const JsonParse parsed = parseJson(text, "t.json");
        ASSERT_TRUE(parsed.errors.empty()) << parsed.errors.front();
        ASSERT_TRUE(parsed.value.has_value());
        const Json reference = Json::parse(text);
        // dump shows the kind of each number too (1 and 1.0 differ), and the order of keys.
        EXPECT_EQ(parsed.value->dump(), reference.dump()) << text;
    }
}

TEST(JsonText, AScanBuildsNothingButFindsTheFormat) {
    const JsonScan scan =
        scanJson(R"({"format": "minigolf-level/1", "a": [1, {"format": 2}]})", "t.json");
    EXPECT_TRUE(scan.errors.empty());
    EXPECT_EQ(scan.format, "minigolf-level/1");
    // The same problems as a parse, located.
    EXPECT_EQ(scanJson("{\"a\": 1,}", "t.json").errors, parseJson("{\"a\": 1,}", "t.json").errors);
    EXPECT_FALSE(parseJson("[1, 2", "t.json").value.has_value());
}

} // namespace
} // namespace golf
