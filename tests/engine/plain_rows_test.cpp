// Tests of the tile rows read straight from a level's text (plain_rows.hpp): which arrays are
// plain, where they lie, and that a level loads the same through them as through the document
// (written out by hand, and against the same level whose rows need the document).

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "plain_rows.hpp"

#include <gtest/gtest.h>
#include <string>
#include <string_view>
#include <vector>

namespace golf {
namespace {

using Views = std::vector<std::string_view>;

TEST(PlainRows, FindsTheTopLevelTilesArray) {
    const std::string text = R"({"name": "tiles", "legend": {"tiles": ["x"]},
  "tiles" :	[ "#S#" ,"#O#"
 ], "par": 2})";
    const std::optional<PlainRows> plain = findPlainRows(text);
    ASSERT_TRUE(plain.has_value());
    EXPECT_EQ(plain->rows, (Views{"#S#", "#O#"}));
    EXPECT_EQ(text[plain->begin], '[');
    EXPECT_EQ(text[plain->end - 1], ']');
    EXPECT_EQ(plain->withoutRows(text), R"({"name": "tiles", "legend": {"tiles": ["x"]},
  "tiles" :	[], "par": 2})");
}

TEST(PlainRows, EmptyArrayAndStringsWithBracketsAndEscapesBeforeIt) {
    const std::string text = R"({"name": "a \"tiles\" [{", "tiles": []})";
    const std::optional<PlainRows> plain = findPlainRows(text);
    ASSERT_TRUE(plain.has_value());
    EXPECT_TRUE(plain->rows.empty());
    EXPECT_EQ(plain->withoutRows(text), text);
}

TEST(PlainRows, ArraysThatAreNotPlain) {
    for (const std::string_view text : {
             R"({"tiles": ["#\u0023#"]})",   // an escape
             R"({"tiles": ["#é#"]})",        // not ASCII
             "{\"tiles\": [\"#\t#\"]}",      // a control character
             R"({"tiles": ["###", 5]})",     // not a string
             R"({"tiles": "###"})",          // not an array
             R"({"tiles": ["###",]})",       // a trailing comma
             R"({"tiles": ["###")",          // cut short
             R"({"a": {"tiles": ["###"]}})", // nested only
             R"(["tiles", ["###"]])",        // no object
         }) {
        EXPECT_FALSE(findPlainRows(text).has_value()) << text;
    }
}

// A long row is read eight characters at a time: a character that is not plain makes it not
// plain wherever it stands (every offset, so every place in a word and the tail).
TEST(PlainRows, ALongRowIsNotPlainWhereverItsBadCharacterStands) {
    const std::string row(40, '#');
    const std::string good = "{\"tiles\": [\"" + row + "\"]}";
    ASSERT_TRUE(findPlainRows(good).has_value());
    EXPECT_EQ(findPlainRows(good)->rows, (Views{row}));
    for (const char bad : {'\\', '\t', '\x1f', '\x7f', '\x80', '\xc3', '\xff'}) {
        for (std::size_t at = 0; at < row.size(); ++at) {
            std::string text = good;
            text[12 + at] = bad; // the row starts after {"tiles": ["
            EXPECT_FALSE(findPlainRows(text).has_value()) << int(bad) << " at " << at;
        }
    }
    for (const char fine : {' ', '~', '!', '#', '[', ']'}) {
        std::string text = good;
        text[12 + 17] = fine;
        EXPECT_TRUE(findPlainRows(text).has_value()) << fine;
    }
}

/// A level whose second row is written with `row2` (JSON string text, quotes included).
std::string plainRowsLevel(std::string_view row2, std::string_view tail = "") {
    return std::string(R"({"format": "minigolf-level/1", "name": "Box", "par": 2, "tiles": [
  "#######", )") +
           std::string(row2) + R"(, "#.L.7.#", "#######"])" + std::string(tail) + "}";
}

TEST(PlainRows, TheLevelIsTheSameAsThroughTheDocument) {
    // The same tiles, plain and with an escape that sends the rows through the document.
    const LevelLoadResult plain = parseLevel(plainRowsLevel(R"("#S.#.O#")"), "t.json");
    const LevelLoadResult document = parseLevel(plainRowsLevel(R"("#S.\u0023.O#")"), "t.json");
    ASSERT_TRUE(plain.level.has_value());
    ASSERT_TRUE(document.level.has_value());
    EXPECT_EQ(plain.level->width, 7);
    EXPECT_EQ(plain.level->height, 4);
    EXPECT_EQ(plain.level->tiles, document.level->tiles);
    EXPECT_EQ(plain.level->tiles[7 + 3], Tile::Block);
    EXPECT_EQ(plain.level->tiles[14 + 2], Tile::LowerLeft);
    EXPECT_EQ(plain.level->tee, (Vec2{1.5, 1.5}));
    EXPECT_EQ(plain.level->cup, (Vec2{5.5, 1.5}));
    EXPECT_TRUE(plain.level->surfaceIndex.empty());
    EXPECT_EQ(levelHash(*plain.level), levelHash(*document.level));
}

TEST(PlainRows, ProblemsOfTheRowsAndOfTheRestAreTheSame) {
    EXPECT_EQ(parseLevel(plainRowsLevel(R"("#S.X.O#")"), "t.json").errors,
              std::vector<std::string>{"t.json: row 2, column 4: unknown tile 'X'"});
    EXPECT_EQ(parseLevel(plainRowsLevel(R"("#S.#.O")"), "t.json").errors,
              std::vector<std::string>{"t.json: row 2: has 6 tiles, but row 1 has 7"});
    // A syntax error after the rows is located in the whole text: line 2, the "]" after ", "
    // that follows the array (2 + 3 x 11 + 10 + 2 characters before it).
    EXPECT_EQ(parseLevel(plainRowsLevel(R"("#S.#.O#")", ", ]"), "t.json").errors,
              std::vector<std::string>{"t.json:2:48: syntax error while parsing object key - "
                                       "unexpected ']'; expected string literal"});
    // A second "tiles" key is refused as in the document.
    EXPECT_EQ(parseLevel(plainRowsLevel(R"("#S.#.O#")", R"(, "tiles": ["#"])"), "t.json").errors,
              std::vector<std::string>{"t.json: 'tiles': duplicate key"});
}

} // namespace
} // namespace golf
