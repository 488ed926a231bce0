#pragma once

/// \file
/// The project's own small JSON documents (the game's settings and best scores) read with the
/// bounded reader of every file (a size limit, located syntax errors "FILE:LINE:COLUMN: ...",
/// duplicate keys refused, nesting bounded) and written in the one readable layout with an
/// atomic write.

#include "golf/formats/json_place.hpp"
#include "golf/formats/json_value.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace golf {

/// What a document may hold; beyond it the document is refused. Nesting is bounded at 64.
struct JsonLimits {
    /// File size (bytes), a multiple of 1 KiB (messages say it in KiB or MiB).
    std::size_t maxBytes = 1024 * 1024;
    /// JSON values (every number, string, array, object...).
    std::size_t maxValues = 100'000;
    /// Keys in one object.
    std::size_t maxObjectKeys = 1000;
};

/// A document read: its top-level value and the name messages give it.
struct JsonDocument {
    std::string source;
    JsonValue top;

    /// The top level, for typed reading. The document must outlive the place.
    [[nodiscard]] JsonPlace place() const { return JsonPlace(top, source); }
};

/// A document, or why there is none.
struct JsonDocumentRead {
    std::optional<JsonDocument> document;
    /// Empty when `document` is set; else one message naming the file ("FILE: no such file",
    /// "FILE:3:7: syntax error ...", "FILE: the file is larger than 64 KiB").
    std::string error;
    /// The file does not exist (the one failure a caller may take for "nothing saved yet").
    bool missing = false;
};

/// Reads and parses the regular file at `path` within `limits` (a folder, a FIFO or a device
/// is refused without being opened for reading).
[[nodiscard]] JsonDocumentRead readJsonDocument(const std::filesystem::path& path,
                                                const JsonLimits& limits = {});

/// Parses JSON `text` named `source` in messages, within `limits` (maxBytes included).
[[nodiscard]] JsonDocumentRead parseJsonDocument(std::string_view text, std::string source,
                                                 const JsonLimits& limits = {});

/// Writes `value` to `path` in readableJsonText's layout, atomically (golf::AtomicFile: a
/// temporary file beside it, then a rename). Returns an error message naming the file, or "".
[[nodiscard]] std::string writeJsonDocument(const std::filesystem::path& path,
                                            const JsonValue& value);

} // namespace golf
