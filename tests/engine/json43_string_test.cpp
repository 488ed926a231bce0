// Tests of the streaming JSON writer's strings (engine/formats/src/json_writer.cpp): a short
// string is copied and checked in one pass and kept only if every character is plain, else
// written again by the escaping path. The bytes are the document writer's (compactJsonText)
// for every length about the short strings' bound, with a character to escape (or a byte
// that is not UTF-8, or valid UTF-8) at every place, many in a row across the writer's buffer.

#include "golf/formats/json_value.hpp"
#include "golf/formats/json_writer.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace json43_string {
namespace {

TEST(Json43String, EveryLengthAndPlaceAsTheDocumentWriter) {
    const std::string specials[] = {"\"", "\\", "\n", "\x01", "\x7f", "\xff", "\xc3\xa9", "a"};
    std::vector<std::string> texts;
    for (std::size_t length = 0; length <= 80; ++length) {
        texts.push_back(std::string(length, 'x'));
        for (std::size_t place = 0; place < length; ++place) {
            for (const std::string& special : specials) {
                std::string text(length, 'y');
                text.replace(place, 1, special);
                texts.push_back(text);
            }
        }
    }
    std::string out;
    {
        JsonWriter json(out);
        json.beginArray();
        for (const std::string& text : texts) {
            json.string(text);
        }
        json.endArray();
    }
    std::vector<JsonValue> elements(texts.begin(), texts.end());
    EXPECT_EQ(out, compactJsonText(JsonValue::array(std::move(elements))));
    // By hand: a plain string, an escaped quote and a byte that is not UTF-8 after it.
    std::string three;
    {
        JsonWriter json(three);
        json.beginArray();
        json.string("0123456789abcdef");
        json.string("a\"b");
        json.string("\xff");
        json.endArray();
    }
    EXPECT_EQ(three, "[\"0123456789abcdef\",\"a\\\"b\",\"\xef\xbf\xbd\"]");
}

} // namespace
} // namespace json43_string
} // namespace golf
