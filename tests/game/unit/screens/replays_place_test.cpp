// The replays list's place of a hole (issue 24): a long course name gives way, never the
// hole's number after it. Measuring text needs an X display: skipped without one; the CTest
// game.replays_place runs it on a virtual one.

#include "DataFolder.hpp"
#include "ReplayList.hpp"
#include "Ui.hpp"

#include <cstdlib>
#include <gtest/gtest.h>

namespace golf::game {
namespace {

TEST(ReplaysPlace, ALongCourseNameIsCutBeforeTheHoleNumber) {
    if (std::getenv("DISPLAY") == nullptr) {
        GTEST_SKIP() << "no X display to measure text on (game.replays_place has one)";
    }
    sf::Font font;
    ASSERT_TRUE(font.loadFromFile(fontPath().string())) << fontPath();
    ReplayEntry entry;
    entry.course = "The Grand Tour of Every Windmill in the County";
    entry.hole = 15;
    entry.holes = 18;
    const std::string tail = "  \u00b7  " + holePlaceText(entry);
    const float width = 230; // the list's column, 15 px text
    const sf::String shown = fitTextKeepingTail(font, entry.course, tail, 15, width);
    const std::string utf8 = [&] {
        const auto bytes = shown.toUtf8();
        return std::string(bytes.begin(), bytes.end());
    }();
    EXPECT_TRUE(utf8.ends_with("\u2026  \u00b7  hole 15/18")) << utf8;
    EXPECT_TRUE(utf8.starts_with("The Grand")) << utf8;
    EXPECT_EQ(utf8.find(" \u2026"), std::string::npos) << utf8; // no space before the "…"
    EXPECT_LE(textWidth(font, shown, 15), width);
    // The whole place where it fits; fitText alone cut the number off.
    EXPECT_EQ(fitTextKeepingTail(font, "Two", tail, 15, width), fromUtf8("Two" + tail));
    const auto cut = fitText(font, placeText(entry), 15, width).toUtf8();
    EXPECT_EQ(std::string(cut.begin(), cut.end()).find("15/18"), std::string::npos);
}

} // namespace
} // namespace golf::game
