#pragma once

// Text from files (level names, paths) made safe to show on a terminal or in a window.

#include <cstddef>
#include <string>
#include <string_view>

namespace golf {

/// `text` made safe to print: every control character (C0 U+0000..U+001F, DEL U+007F, C1
/// U+0080..U+009F) and every bidirectional override or isolate (U+202A..U+202E,
/// U+2066..U+2069) is shown as a visible escape ("\x1b" for one byte, "\u0085" for others);
/// each byte that is not part of valid UTF-8 (overlong forms, surrogates and values above
/// U+10FFFF included) becomes U+FFFD. The result has at most `maxCodePoints` code points
/// (an escape counts as the characters it is written with and is never split); when text is
/// left out the result ends with "…" (U+2026), which counts as one of them. Reads at most a
/// bounded prefix of `text` (a few bytes per code point kept), so a huge text costs little.
/// maxCodePoints 0 gives "".
[[nodiscard]] std::string displayText(std::string_view text, std::size_t maxCodePoints = 60);

} // namespace golf
