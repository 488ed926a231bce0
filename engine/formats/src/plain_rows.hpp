#pragma once

// A level's tile rows read straight from its text: the rows of a 4096 x 4096 level are 16.8 MB
// of plain ASCII, which a JSON document would copy character by character into 4096 strings
// before the loader reads them once more (issue 27: most of the loading of a huge level).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The value of the top-level key "tiles" of a level's text, where it is plain: an array of
/// strings of printable ASCII without escapes (0x20..0x7E but '"' and '\\'), whitespace allowed
/// between the tokens as JSON allows it.
struct PlainRows {
    std::size_t begin = 0;              ///< the offset of the array's '['
    std::size_t end = 0;                ///< the offset just past its ']'
    std::vector<std::string_view> rows; ///< each row's characters, views into the text
    /// The text with the array replaced by "[]": a valid JSON text whenever the text is, with
    /// the same keys in the same places, and one value in place of 1 + rows.size().
    [[nodiscard]] std::string withoutRows(std::string_view text) const;
};

/// The plain "tiles" array of `text`, found by a scan of its strings and brackets that takes
/// the first key "tiles" at nesting depth 1 (the top-level object's). nullopt if there is
/// none or it is not plain (escapes, other characters, other values): then the text is read as
/// a whole. The scan does not validate the rest of the text: the caller parses withoutRows()
/// and falls back to the whole text if that fails (the same answer and messages as before).
[[nodiscard]] std::optional<PlainRows> findPlainRows(std::string_view text);

} // namespace golf
