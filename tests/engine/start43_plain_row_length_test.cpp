// Issue 27, the loader's plain rows (level_loader.cpp): a plain row's tiles are its characters
// (printable ASCII), taken as its length without a count of its code points, and a row of
// known plain tiles is read with one test a character.
//
// Start43PlainRowLength: the problems of rows too long, empty or of another width, written plain
// and written with an escape (which sends the rows through the document, whose code points are
// counted), are the messages written out here by hand, the same both ways; a row of UTF-8
// characters (not plain) counts one tile a character; and a level of every plain tile, each
// kind first met in a different row, has the tiles of its characters.

#include "golf/formats/level_loader.hpp"
#include "plain_rows.hpp"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace start43 {

/// A level of `rows` (JSON string texts, quotes included) between two rows of 5 walls.
std::string rowsLevel(const std::vector<std::string>& rows) {
    std::string text =
        R"({"format": "minigolf-level/1", "name": "Rows", "par": 2, "tiles": ["#####")";
    for (const std::string& row : rows) {
        text += ", " + row;
    }
    return text + R"(, "#####"]})";
}

/// The problems of the level of `rows`.
std::vector<std::string> rowProblems(const std::vector<std::string>& rows) {
    return parseLevel(rowsLevel(rows), "t.json").errors;
}

} // namespace start43

TEST(Start43PlainRowLength, ProblemsOfTheRowsPlainAndThroughTheDocument) {
    const std::string longRow(static_cast<std::size_t>(maxLevelSide) + 1, '#');
    // Plain (the first) and with an escape of '#' as \u0023 (the second): the same messages.
    const std::string plainLong = "\"" + longRow + "\"";
    const std::string escapedLong = "\"\\u0023" + longRow.substr(1) + "\"";
    ASSERT_TRUE(findPlainRows(start43::rowsLevel({R"("#S.O#")", plainLong})).has_value());
    ASSERT_FALSE(findPlainRows(start43::rowsLevel({R"("#S.O#")", escapedLong})).has_value());
    const std::vector<std::string> tooLong{
        "t.json: row 3: 4097 tiles, more than the limit of 4096"};
    EXPECT_EQ(start43::rowProblems({R"("#S.O#")", plainLong}), tooLong);
    EXPECT_EQ(start43::rowProblems({R"("#S.O#")", escapedLong}), tooLong);
    const std::vector<std::string> empty{"t.json: row 2: is empty"};
    EXPECT_EQ(start43::rowProblems({R"("")", R"("#S.O#")"}), empty);
    const std::vector<std::string> width{"t.json: row 3: has 6 tiles, but row 1 has 5"};
    EXPECT_EQ(start43::rowProblems({R"("#S.O#")", R"("#....#")"}), width);
    EXPECT_EQ(start43::rowProblems({R"("#S.O#")", R"("#...\u002e#")"}), width);
    // Not plain: three characters of two and three bytes count three tiles, not seven bytes.
    EXPECT_EQ(start43::rowProblems({R"("#S.O#")", "\"#\xc3\xa9\xe2\x82\xac\xc3\xa9#\""}),
              (std::vector<std::string>{"t.json: row 3, column 2: unknown tile U+00E9",
                                        "t.json: row 3, column 3: unknown tile U+20AC",
                                        "t.json: row 3, column 4: unknown tile U+00E9"}));
}

TEST(Start43PlainRowLength, EveryPlainTileIsItsCharacter) {
    // Each kind of tile first met in another row (the look-up of each character once), the
    // rows read plain.
    const std::string text = start43::rowsLevel(
        {R"("#S..#")", R"("#.L.#")", R"("#J..#")", R"("#.7F#")", R"("#..O#")", R"("#. .#")"});
    ASSERT_TRUE(findPlainRows(text).has_value());
    const LevelLoadResult result = parseLevel(text, "t.json");
    ASSERT_TRUE(result.errors.empty()) << result.errors.front();
    ASSERT_TRUE(result.level.has_value());
    const Level& level = *result.level;
    ASSERT_EQ(level.width, 5);
    ASSERT_EQ(level.height, 8);
    const std::string expected = "#####"
                                 "#S..#"
                                 "#.L.#"
                                 "#J..#"
                                 "#.7F#"
                                 "#..O#"
                                 "#. .#"
                                 "#####";
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const char c = expected[i];
        const Tile tile = c == '#'   ? Tile::Block
                          : c == 'L' ? Tile::LowerLeft
                          : c == 'J' ? Tile::LowerRight
                          : c == '7' ? Tile::UpperRight
                          : c == 'F' ? Tile::UpperLeft
                          : c == ' ' ? Tile::Void
                                     : Tile::Open; // '.', 'S' and 'O'
        EXPECT_EQ(level.tiles[i], tile) << "tile " << i << " '" << c << "'";
    }
}

} // namespace golf
