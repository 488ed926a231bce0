#include "golf/formats/json_writer.hpp"

#include "golf/core/assert.hpp"
#include "golf/formats/json_value.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

namespace golf {

namespace {

bool isPlainChar(char c) {
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
}

} // namespace

void JsonWriter::flush() {
    out_.append(buffer_.data(), used_);
    used_ = 0;
}

char* JsonWriter::room(std::size_t bytes) {
    if (buffer_.size() - used_ < bytes) {
        flush();
    }
    return buffer_.data() + used_;
}

void JsonWriter::put(std::string_view text) {
    if (text.size() > buffer_.size() / 2) {
        flush(); // a long text goes to the string as it is
        out_.append(text);
        return;
    }
    char* at = room(text.size());
    for (const char c : text) {
        *at++ = c; // short texts (keys, hashes): a loop is cheaper than a call of memcpy
    }
    used_ += text.size();
}

void JsonWriter::key(std::string_view name) {
    GOLF_ASSERT(std::all_of(name.begin(), name.end(), isPlainChar));
    if (name.size() > buffer_.size() / 2) {
        separate();
        put('"');
        put(name);
        put("\":");
        needComma_ = false;
        return;
    }
    // ,"name": in one piece of the buffer: a report writes tens of thousands of keys.
    char* at = room(name.size() + 4);
    char* const start = at;
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

void JsonWriter::null() {
    separate();
    put("null");
    needComma_ = true;
}

void JsonWriter::boolean(bool value) {
    separate();
    put(value ? std::string_view("true") : std::string_view("false"));
    needComma_ = true;
}

void JsonWriter::integer(std::int64_t value) {
    separate();
    constexpr std::size_t longest = 20; // "-9223372036854775808"
    char* at = room(longest);
    used_ += static_cast<std::size_t>(std::to_chars(at, at + longest, value).ptr - at);
    needComma_ = true;
}

void JsonWriter::number(double value) {
    if (!std::isfinite(value)) {
        null(); // as nlohmann's writer does
        return;
    }
    separate();
    // nlohmann's own formatting (Grisu2 and its layout), so that the bytes are those of a
    // dumped document: std::to_chars may choose other digits where Grisu2 is not shortest.
    constexpr std::size_t longest = 64; // nlohmann's own buffer
    char* at = room(longest);
    used_ += static_cast<std::size_t>(nlohmann::detail::to_chars(at, at + longest, value) - at);
    needComma_ = true;
}

void JsonWriter::string(std::string_view text) {
    separate();
    if (std::all_of(text.begin(), text.end(), isPlainChar)) {
        put('"');
        put(text);
        put('"');
    } else {
        flush();
        out_ += jsonStringLiteral(text); // the kit's escaping and U+FFFD
    }
    needComma_ = true;
}

} // namespace golf
