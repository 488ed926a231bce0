#pragma once

/// \file
/// Compact JSON written straight into a string, without building a document: for large
/// outputs (a replay's report of thousands of shots) where building a tree and dumping it cost
/// as much as the work reported. The bytes are those compactJsonText writes for the same values.
/// Keys, booleans and null are written inline: a report writes tens of thousands of them, and
/// a key known to the compiler is copied without a loop.

#include "golf/core/assert.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
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
    void key(std::string_view name) {
        GOLF_ASSERT(isPlainKey(name));
        if (name.size() > shortKey) {
            longKey(name);
            return;
        }
        // ,"name": in one piece of the buffer.
        char* const start = room(shortKey + 4);
        char* at = start;
        if (needComma_) {
            *at++ = ',';
        }
        *at++ = '"';
        for (const char c : name) {
            *at++ = c;
        }
        *at++ = '"';
        *at++ = ':';
        used_ += static_cast<std::size_t>(at - start);
        needComma_ = false;
    }

    void null() { literal("null"); }
    void boolean(bool value) {
        // Two literals of sizes known to the compiler: a few moves each, not a loop.
        if (value) {
            literal("true");
        } else {
            literal("false");
        }
    }
    /// An integer, as its digits.
    void integer(std::int64_t value);
    /// A double as nlohmann writes it: shortest round-trip, a whole number with ".0" (2.0),
    /// an exponent outside 1e-5..1e15 (1e-05, 1e+16); NaN and infinities as null. The text of
    /// a recent number is remembered by its bits and copied when the same number comes again
    /// (a report lists every ball at rest after every shot, at the same place).
    void number(double value);
    /// A string literal; bytes that are not UTF-8 become U+FFFD, control characters escaped.
    void string(std::string_view text);
    /// A value already written as compact JSON by this writer's rules (a caller's copy of
    /// a value it wrote before): its first `length` bytes of `text`, copied whole (a size
    /// known to the compiler: a few moves, not a call). Precondition: length <= capacity
    /// <= 1024.
    template <std::size_t capacity>
    void rawValue(const std::array<char, capacity>& text, std::size_t length) {
        static_assert(capacity <= 1024, "a piece of the buffer");
        GOLF_ASSERT(length <= capacity);
        char* const start = room(capacity + 1);
        char* at = start;
        if (needComma_) {
            *at++ = ',';
        }
        std::memcpy(at, text.data(), capacity);
        used_ += static_cast<std::size_t>(at - start) + length;
        needComma_ = true;
    }

    /// The room numberText needs.
    static constexpr std::size_t numberRoom = 64;
    /// Writes number()'s text of `value` (without a comma) at `at`, which has room for
    /// numberRoom characters, and returns its end: for a caller that keeps texts of values.
    static char* numberText(char* at, double value);

    /// Appends what is gathered to the string.
    void flush();

  private:
    /// Keys up to this length are written inline, in one piece of the buffer.
    static constexpr std::size_t shortKey = 32;
    /// Strings up to this length are checked as they are copied, in one piece of the buffer.
    static constexpr std::size_t shortString = 64;
    /// The longest number text: "-1.7976931348623157e+308" and the like.
    static constexpr std::size_t longestNumber = 24;

    /// A remembered number: its bits (0, the bits of +0.0, for none: zero is not remembered)
    /// and its text.
    struct RememberedNumber {
        std::uint64_t bits = 0;
        std::array<char, longestNumber> text{};
        std::uint8_t length = 0;
    };
    /// Slots of remembered numbers, chosen by a hash of the bits: a report's balls at rest
    /// are 16 numbers at a time (8 balls), all of which fit with few collisions.
    static constexpr int rememberedBits = 8;

    /// Room for `bytes` more in the buffer (flushing it if needed). Precondition: bytes <=
    /// the buffer's size.
    char* room(std::size_t bytes) {
        if (buffer_.size() - used_ < bytes) {
            flush();
        }
        return buffer_.data() + used_;
    }
    /// Whether `name` may be written as a key as it is (key()'s precondition).
    static bool isPlainKey(std::string_view name);
    void longKey(std::string_view name);
    /// A value written as it is (true, false, null), with its comma, in one piece of the
    /// buffer.
    template <std::size_t size> void literal(const char (&text)[size]) {
        char* const start = room(size); // the comma and the text without its terminator
        char* at = start;
        if (needComma_) {
            *at++ = ',';
        }
        std::memcpy(at, text, size - 1);
        at += size - 1;
        used_ += static_cast<std::size_t>(at - start);
        needComma_ = true;
    }
    /// Writes a finite number's text at `at`; returns its end.
    static char* formatNumber(char* at, double value);
    void put(char c) {
        *room(1) = c;
        ++used_;
    }
    void put(std::string_view text) {
        if (text.size() > buffer_.size() / 2) {
            putLong(text);
            return;
        }
        char* at = room(text.size());
        for (const char c : text) {
            *at++ = c; // short texts (literals, hashes): a loop is cheaper than a call of memcpy
        }
        used_ += text.size();
    }
    /// A long text, appended to the string as it is.
    void putLong(std::string_view text);
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
    std::array<RememberedNumber, std::size_t{1} << rememberedBits> remembered_{};
};

} // namespace golf
