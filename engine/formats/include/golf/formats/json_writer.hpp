#pragma once

/// \file
/// Compact JSON written straight into a string, without building a document: for large
/// outputs (a replay's report of thousands of shots) where building a tree and dumping it cost
/// as much as the work reported. The bytes are those compactJsonText writes for the same values.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace golf {

/// Appends compact JSON to a string as the caller walks its values. The caller writes a
/// well-formed sequence (every key inside an object and followed by one value; every begin
/// matched by its end); the writer adds the commas and colons and checks nothing else. Text is
/// gathered in a small buffer of the writer's and appended to the string in pieces: the string
/// holds all of it after flush() or the writer's end.
class JsonWriter {
  public:
    /// Appends to `out`, which must outlive the writer.
    explicit JsonWriter(std::string& out) : out_(out) {}
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;
    ~JsonWriter() { flush(); }

    void beginObject() { openWith('{'); }
    void endObject() { closeWith('}'); }
    void beginArray() { openWith('['); }
    void endArray() { closeWith(']'); }
    /// The key of the next member ("key":), written as it is (the program's own keys).
    /// Preconditions: inside an object; `name` is printable ASCII without '"' or '\\'.
    void key(std::string_view name);

    void null();
    void boolean(bool value);
    /// An integer, as its digits.
    void integer(std::int64_t value);
    /// A double as nlohmann writes it: shortest round-trip, a whole number with ".0" (2.0),
    /// an exponent outside 1e-5..1e15 (1e-05, 1e+16); NaN and infinities as null.
    void number(double value);
    /// A string literal; bytes that are not UTF-8 become U+FFFD, control characters escaped.
    void string(std::string_view text);

    /// Appends what is gathered to the string.
    void flush();

  private:
    /// Room for `bytes` more in the buffer (flushing it if needed). Precondition: bytes <=
    /// the buffer's size.
    char* room(std::size_t bytes);
    void put(char c) {
        *room(1) = c;
        ++used_;
    }
    void put(std::string_view text);
    /// A comma if a value came before at this level.
    void separate() {
        if (needComma_) {
            put(',');
        }
    }
    void openWith(char c) {
        separate();
        put(c);
        needComma_ = false;
    }
    void closeWith(char c) {
        put(c);
        needComma_ = true;
    }

    std::string& out_;
    std::array<char, 4096> buffer_;
    std::size_t used_ = 0;
    bool needComma_ = false;
};

} // namespace golf
