// Tests of the streaming JSON writer: the same bytes as the kit's document writer
// (compactJsonText) for the same values, numbers at the edges of nlohmann's layout included.

#include "golf/formats/json_value.hpp"
#include "golf/formats/json_writer.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <limits>
#include <utility>

namespace golf {
namespace {

std::string streamedNumber(double value) {
    std::string out;
    JsonWriter(out).number(value);
    return out;
}

TEST(JsonWriter, NumbersAsTheDocumentWriterWritesThem) {
    const double values[] = {0.0,
                             -0.0,
                             1.0,
                             2.0,
                             -3.0,
                             0.1,
                             0.5,
                             1e-5,
                             1e-4,
                             9.999e-5,
                             1e15,
                             1e16,
                             123456789012345.0,
                             1e300,
                             5e-324,
                             2.2250738585072014e-308,
                             1.7976931348623157e308,
                             3.2500000000000004,
                             1.0 / 3.0,
                             -7.25e-7,
                             4503599627370496.5};
    for (const double value : values) {
        EXPECT_EQ(streamedNumber(value), compactJsonText(JsonValue(value))) << value;
    }
    // Hand-written forms of the layout's edges.
    EXPECT_EQ(streamedNumber(2.0), "2.0");
    EXPECT_EQ(streamedNumber(1e-5), "1e-05");
    EXPECT_EQ(streamedNumber(1e16), "1e+16");
    EXPECT_EQ(streamedNumber(-0.0), "-0.0");
    EXPECT_EQ(streamedNumber(std::numeric_limits<double>::quiet_NaN()), "null");
    EXPECT_EQ(streamedNumber(-std::numeric_limits<double>::infinity()), "null");
}

TEST(JsonWriter, RepeatedNumbersKeepTheirText) {
    // The writer remembers the text of recent numbers by their bits in 256 slots: 400
    // distinct values written three times over are sure to meet in some slot (and to cross
    // the 4 kB buffer), with signed zeros, extremes and non-finite values between them.
    std::string out;
    JsonValue document = JsonValue::array();
    {
        JsonWriter json(out);
        json.beginArray();
        const double between[] = {0.0,
                                  -0.0,
                                  5e-324,
                                  -1.7976931348623157e308,
                                  1e-5,
                                  std::numeric_limits<double>::infinity(),
                                  std::numeric_limits<double>::quiet_NaN()};
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 400; ++i) {
                const double value = (i % 2 == 0 ? 1.0 : -1.0) * (i / 3.0 + 1e-9 * i);
                json.number(value);
                document.push(value);
                const double other = between[(i + round) % std::size(between)];
                json.number(other);
                document.push(std::isfinite(other) ? JsonValue(other) : JsonValue(nullptr));
            }
        }
        json.endArray();
    }
    EXPECT_GT(out.size(), 3u * 4096u);
    EXPECT_EQ(out, compactJsonText(document));
    // By hand: the same bits give the same text, -0 and +0 stay apart.
    std::string small;
    {
        JsonWriter json(small);
        json.beginArray();
        for (const double value : {0.1, 0.2, 0.1, -0.0, 0.0, -0.0, 0.1, 1e16, 1e16, 2.0, 2.0}) {
            json.number(value);
        }
        json.endArray();
    }
    EXPECT_EQ(small, "[0.1,0.2,0.1,-0.0,0.0,-0.0,0.1,1e+16,1e+16,2.0,2.0]");
}

TEST(JsonWriter, IntegersAsDigits) {
    std::string out;
    {
        JsonWriter json(out);
        json.beginArray();
        for (const std::int64_t value :
             {std::int64_t{0}, std::int64_t{9}, std::int64_t{10}, std::int64_t{99},
              std::int64_t{100}, std::int64_t{-1}, std::int64_t{9223372036854775807}}) {
            json.integer(value);
        }
        json.endArray();
    }
    EXPECT_EQ(out, "[0,9,10,99,100,-1,9223372036854775807]");
}

TEST(JsonWriter, KeysOfEveryLengthAcrossItsBuffer) {
    // Keys up to 32 characters are written inline in one piece, longer ones apart: lengths
    // 0..40, written over and over so that each meets the buffer's end.
    std::string out;
    std::string expected = "{";
    {
        JsonWriter json(out);
        json.beginObject();
        for (int i = 0; i < 300; ++i) {
            const std::string name(static_cast<std::size_t>(i % 41),
                                   static_cast<char>('a' + i % 26));
            json.key(name);
            json.integer(i);
            expected += (i == 0 ? "\"" : ",\"") + name + "\":" + std::to_string(i);
        }
        json.key("last");
        json.beginArray();
        json.endArray();
        json.endObject();
    }
    expected += ",\"last\":[]}";
    EXPECT_GT(out.size(), 4096u);
    EXPECT_EQ(out, expected);
}

TEST(JsonWriter, StringsAsTheDocumentWriterWritesThem) {
    const std::string texts[] = {"",        "plain",    "a\"b", "back\\slash", "tab\there",
                                 "nl\n",    "\x01\x1f", "\x7f", "caf\xc3\xa9", "bad \xff byte",
                                 "\xe2\x82"};
    for (const std::string& text : texts) {
        std::string out;
        JsonWriter(out).string(text);
        EXPECT_EQ(out, compactJsonText(JsonValue(text))) << text;
    }
    // By hand (RFC 8259 and the kit's rules: control characters escaped, \u00XX in lower
    // case, DEL and valid UTF-8 as they are, a byte that is not UTF-8 as U+FFFD).
    const std::pair<std::string, std::string> byHand[] = {
        {"a\"b\\c", R"("a\"b\\c")"},
        {"\b\f\n\r\t", R"("\b\f\n\r\t")"},
        {"\x01\x1f\x1b[2J", R"("\u0001\u001f\u001b[2J")"},
        {"\x7f", "\"\x7f\""},
        {"\xc3\x8ele \xe2\x98\x83", "\"\xc3\x8ele \xe2\x98\x83\""}, // "Île ☃"
        {"bad \xff byte", "\"bad \xef\xbf\xbd byte\""},
    };
    for (const auto& [text, literal] : byHand) {
        std::string out;
        JsonWriter(out).string(text);
        EXPECT_EQ(out, literal) << text;
    }
}

TEST(JsonWriter, NestingAndSeparatorsAsTheDocumentWriter) {
    std::string out;
    JsonWriter json(out);
    json.beginObject();
    json.key("a");
    json.beginArray();
    json.integer(1);
    json.integer(-9223372036854775807 - 1);
    json.beginObject();
    json.endObject();
    json.beginArray();
    json.endArray();
    json.null();
    json.endArray();
    json.key("b");
    json.boolean(true);
    json.key("c");
    json.beginObject();
    json.key("d");
    json.boolean(false);
    json.key("e");
    json.number(0.25);
    json.endObject();
    json.endObject();
    json.flush();
    const JsonValue document = JsonValue::object({
        {"a", JsonValue::array({1, std::int64_t{-9223372036854775807 - 1}, JsonValue::object(),
                                JsonValue::array(), nullptr})},
        {"b", true},
        {"c", JsonValue::object({{"d", false}, {"e", 0.25}})},
    });
    EXPECT_EQ(out, compactJsonText(document));
    EXPECT_EQ(out,
              R"({"a":[1,-9223372036854775808,{},[],null],"b":true,"c":{"d":false,"e":0.25}})");
}

TEST(JsonWriter, LongOutputsCrossItsBufferIntact) {
    // Thousands of values (the buffer holds 4096 bytes), a long string among them, and a long
    // string with a byte to escape.
    std::string out;
    JsonValue document = JsonValue::array();
    {
        JsonWriter json(out);
        json.beginArray();
        for (int i = 0; i < 3000; ++i) {
            json.number(i * 0.37);
            document.push(i * 0.37);
            json.string("h" + std::to_string(i));
            document.push("h" + std::to_string(i));
        }
        const std::string longText(5000, 'x');
        json.string(longText);
        document.push(longText);
        json.string(longText + "\n");
        document.push(longText + "\n");
        json.endArray();
    }
    EXPECT_GT(out.size(), 20000u);
    EXPECT_EQ(out, compactJsonText(document));
}

} // namespace
} // namespace golf
