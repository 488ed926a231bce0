// Text the game draws: huge names are cut, control characters never reach the screen.

#include "Ui.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

TEST(UiText, HugeNamesAreCut) {
    const std::string huge(1000000, 'a');
    const sf::String shown = fromUtf8(huge);
    ASSERT_EQ(shown.getSize(), maxDrawnCharacters);
    EXPECT_EQ(shown[maxDrawnCharacters - 2], sf::Uint32('a'));
    EXPECT_EQ(shown[maxDrawnCharacters - 1], sf::Uint32(0x2026)); // …
    // Exactly the limit is kept whole, multi-byte characters counted as one.
    std::string zoe;
    for (std::size_t i = 0; i < maxDrawnCharacters; ++i) {
        zoe += "\u00eb"; // ë, two bytes
    }
    const sf::String whole = fromUtf8(zoe);
    ASSERT_EQ(whole.getSize(), maxDrawnCharacters);
    EXPECT_EQ(whole[maxDrawnCharacters - 1], sf::Uint32(0xEB));
}

TEST(UiText, ControlCharactersAreShownAsReplacements) {
    const sf::String shown = fromUtf8("Bad\nname\x1b!");
    ASSERT_EQ(shown.getSize(), 10u);
    EXPECT_EQ(shown[3], sf::Uint32(0xFFFD));
    EXPECT_EQ(shown[8], sf::Uint32(0xFFFD));
    EXPECT_EQ(shown[9], sf::Uint32('!'));
    EXPECT_EQ(fromUtf8("Zo\u00eb").getSize(), 3u);
    EXPECT_EQ(shownUtf8("Zo\u00eb\n"), "Zo\u00eb\ufffd");
    EXPECT_EQ(shownUtf8(std::string(5000, 'a')).size(), maxDrawnCharacters - 1 + 3); // "…": 3 bytes
}

} // namespace
} // namespace golf::game
