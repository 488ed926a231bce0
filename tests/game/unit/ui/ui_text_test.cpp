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

TEST(UiText, ControlCharactersNeverReachTheScreen) {
    const sf::String shown = fromUtf8("Bad\nname\x1b!");
    EXPECT_GT(shown.getSize(), 10u); // escaped, not dropped
    for (const sf::Uint32 c : shown) {
        EXPECT_GE(c, 32u);
        EXPECT_NE(c, 127u);
    }
    EXPECT_EQ(shown[0], sf::Uint32('B'));
    EXPECT_EQ(shown[shown.getSize() - 1], sf::Uint32('!'));
    EXPECT_EQ(fromUtf8("Zo\u00eb").getSize(), 3u);
}

} // namespace
} // namespace golf::game
