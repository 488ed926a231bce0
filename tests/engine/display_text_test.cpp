#include "golf/core/display_text.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf {
namespace {

const std::string ellipsis = "\xE2\x80\xA6";
const std::string replacement = "\xEF\xBF\xBD";

TEST(DisplayText, PlainTextUnchanged) {
    EXPECT_EQ(displayText("Hole 1"), "Hole 1");
    EXPECT_EQ(displayText(""), "");
    EXPECT_EQ(displayText("caf\xC3\xA9 \xE2\x9B\xB3"), "caf\xC3\xA9 \xE2\x9B\xB3"); // é, ⛳
    EXPECT_EQ(displayText("\xF0\x9F\x8F\x8C"), "\xF0\x9F\x8F\x8C"); // 4-byte U+1F3CC
}

TEST(DisplayText, ControlCharactersEscaped) {
    EXPECT_EQ(displayText("a\x1b[2Jb"), "a\\x1b[2Jb");
    EXPECT_EQ(displayText("line\nnext\ttab\r"), "line\\x0anext\\x09tab\\x0d");
    EXPECT_EQ(displayText(std::string("a\0b", 3)), "a\\x00b");
    EXPECT_EQ(displayText("\x7f"), "\\x7f");
    EXPECT_EQ(displayText("\xC2\x85\xC2\x9B"), "\\u0085\\u009b"); // C1: NEL, CSI
    EXPECT_EQ(displayText("\xE2\x80\xAE"), "\\u202e");            // right-to-left override
    EXPECT_EQ(displayText("\xE2\x81\xA6"), "\\u2066");            // left-to-right isolate
    EXPECT_EQ(displayText("\xC2\xA0"), "\xC2\xA0");               // U+00A0 is printable
}

TEST(DisplayText, InvalidUtf8Replaced) {
    EXPECT_EQ(displayText("a\xFFz"), "a" + replacement + "z");
    EXPECT_EQ(displayText("\xC3"), replacement);                   // truncated
    EXPECT_EQ(displayText("\xC3(x"), replacement + "(x");          // bad continuation
    EXPECT_EQ(displayText("\xC0\xAF"), replacement + replacement); // overlong '/'
    EXPECT_EQ(displayText("\xE0\x80\xAF"), replacement + replacement + replacement);
    EXPECT_EQ(displayText("\xED\xA0\x80"), replacement + replacement + replacement); // surrogate
    EXPECT_EQ(displayText("\xF4\x90\x80\x80").size(), 4 * replacement.size());       // > U+10FFFF
    EXPECT_EQ(displayText("\x80"), replacement); // lone continuation
}

TEST(DisplayText, CutWithEllipsis) {
    EXPECT_EQ(displayText("abcdef", 6), "abcdef");
    EXPECT_EQ(displayText("abcdefg", 6), "abcde" + ellipsis);
    EXPECT_EQ(displayText("a", 1), "a");
    EXPECT_EQ(displayText("abcd", 1), ellipsis);
    EXPECT_EQ(displayText("abc", 0), "");
    EXPECT_EQ(displayText(std::string(61, 'x')), std::string(59, 'x') + ellipsis);
    EXPECT_EQ(displayText(std::string(60, 'x')), std::string(60, 'x'));
    // Multi-byte characters count once each and are never split.
    EXPECT_EQ(displayText("\xC3\xA9\xC3\xA9\xC3\xA9", 2), "\xC3\xA9" + ellipsis);
}

TEST(DisplayText, EscapesCountTheirWidthAndAreNotSplit) {
    // "ab\x1b" is 6 characters shown; with room for 5 the escape goes whole.
    EXPECT_EQ(displayText("ab\x1b", 6), "ab\\x1b");
    EXPECT_EQ(displayText("ab\x1b", 5), "ab" + ellipsis);
    EXPECT_EQ(displayText("ab\x1bz", 7), "ab\\x1bz");
}

TEST(DisplayText, HugeTextIsCut) {
    // 15 escapes of 4 characters fill 60 exactly, so 14 fit with the ellipsis.
    std::string expected;
    for (int i = 0; i < 14; ++i) {
        expected += "\\x1b";
    }
    EXPECT_EQ(displayText(std::string(5'000'000, '\x1b'), 60), expected + ellipsis);
}

} // namespace
} // namespace golf
