#include "json_text.hpp"

#include "file_text.hpp"
#include "golf/formats/number_text.hpp"
#include "name_text.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <unordered_set>

namespace golf {

namespace {

/// True for the bytes that continue a UTF-8 sequence (they do not start a code point).
bool isContinuationByte(char c) {
    return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u;
}

/// Validates JSON in one pass: tracks nesting, counts values, finds duplicate keys, records
/// the position of syntax errors (which the DOM parser would only throw) and, if asked to,
/// builds the document as it goes (the values nlohmann's own DOM parser would build).
class LimitingSax final : public nlohmann::json_sax<Json> {
  public:
    LimitingSax(std::size_t maxValues, std::size_t maxObjectKeys, bool build)
        : maxValues_(maxValues), maxObjectKeys_(maxObjectKeys), build_(build) {}

    bool null() override {
        put(Json());
        return countValue();
    }
    bool boolean(bool value) override {
        put(Json(value));
        return countValue();
    }
    bool number_integer(number_integer_t value) override {
        put(Json(value));
        return countValue();
    }
    bool number_unsigned(number_unsigned_t value) override {
        put(Json(value));
        return countValue();
    }
    bool number_float(number_float_t value, const string_t& /*text*/) override {
        put(Json(value));
        return countValue();
    }
    bool string(string_t& value) override {
        if (frames_.size() == 1 && frames_.back().isObject && frames_.back().key == "format") {
            format_ = value;
        }
        put(Json(value)); // a copy: its capacity is its size (the lexer's buffer is larger)
        return countValue();
    }
    bool binary(binary_t& /*value*/) override { return countValue(); }
    bool start_object(std::size_t /*elements*/) override { return open(true); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t /*elements*/) override { return open(false); }
    bool end_array() override { return close(); }

    bool key(string_t& name) override {
        Frame& frame = frames_.back();
        frame.key = name;
        if (!frame.keys.insert(name).second) {
            problem_ = path() + ": duplicate key";
            return false;
        }
        if (frame.keys.size() > maxObjectKeys_) {
            problem_ =
                path() + ": more than " + std::to_string(maxObjectKeys_) + " keys in one object";
            return false;
        }
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken,
                     const nlohmann::detail::exception& error) override {
        // `position` counts the characters read, the culprit last; a number overflow (406)
        // is reported after the whole number, so point at its first digit instead.
        constexpr int numberOverflow = 406;
        const std::string message = error.what();
        const bool wholeToken = error.id == numberOverflow ||
                                message.find("unexpected string literal") != std::string::npos ||
                                message.find("unexpected number literal") != std::string::npos;
        const std::size_t back = wholeToken ? lastToken.size() : 1;
        errorOffset_ = position >= back ? position - back : 0;
        problem_ = error.id == numberOverflow ? "the number " + lastToken + " is too large"
                                              : stripNlohmannPrefix(error.what());
        return false;
    }

    /// Set when parsing stopped early: the message without the file name.
    [[nodiscard]] const std::string& problem() const { return problem_; }
    /// The string value of the top-level key "format", if there is one.
    [[nodiscard]] const std::optional<std::string>& format() const { return format_; }
    /// For syntax errors: the byte offset of the culprit.
    [[nodiscard]] std::optional<std::size_t> errorOffset() const { return errorOffset_; }
    /// The document built (when asked to build and the text was valid).
    [[nodiscard]] std::optional<Json>& document() { return root_; }

  private:
    struct Frame {
        bool isObject = false;
        std::size_t index = 0; // of the next array element
        std::string key;
        std::unordered_set<std::string> keys;
    };

    bool countValue() {
        if (!count()) {
            return false;
        }
        nextElement();
        return true;
    }

    bool count() {
        if (++values_ > maxValues_) {
            problem_ = "more than " + std::to_string(maxValues_) + " JSON values";
            return false;
        }
        return true;
    }

    /// An array element is complete: the path must name the next one.
    void nextElement() {
        if (!frames_.empty() && !frames_.back().isObject) {
            ++frames_.back().index;
        }
    }

    bool open(bool isObject) {
        if (frames_.size() >= maxJsonDepth) {
            problem_ = where() + "nested more than " + std::to_string(maxJsonDepth) +
                       " arrays and objects deep";
            return false;
        }
        if (!count()) {
            return false;
        }
        if (Json* container = put(isObject ? Json::object() : Json::array())) {
            containers_.push_back(container);
        }
        frames_.push_back(Frame{isObject, 0, {}, {}});
        return true;
    }

    bool close() {
        if (build_) {
            containers_.pop_back();
        }
        frames_.pop_back();
        nextElement();
        return true;
    }

    /// Puts a value where the text has it: the document itself, the next element of the open
    /// array, or the open object's current key. A container stays where it was put while it is
    /// open: its parent grows only after it is closed.
    Json* put(Json&& value) {
        if (!build_) {
            return nullptr;
        }
        if (containers_.empty()) {
            root_ = std::move(value);
            return &*root_;
        }
        Json& parent = *containers_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        // key() refused a duplicate already: no search
        return &appendMember(parent, frames_.back().key, std::move(value));
    }

    /// The dotted path of the current position, e.g. "physics.tickRate" or "tiles[3]".
    [[nodiscard]] std::string path() const {
        std::string result;
        for (const Frame& frame : frames_) {
            if (frame.isObject) {
                if (!result.empty()) {
                    result += '.';
                }
                result += frame.key;
            } else {
                result += '[' + std::to_string(frame.index) + ']';
            }
        }
        return result.empty() ? std::string("the top level") : quoteForMessage(result);
    }

    [[nodiscard]] std::string where() const { return frames_.empty() ? "" : path() + ": "; }

    static std::string stripNlohmannPrefix(std::string_view message) {
        // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..."
        if (const auto end = message.find("] ");
            !message.empty() && message[0] == '[' && end != std::string_view::npos) {
            message.remove_prefix(end + 2);
        }
        if (message.starts_with("parse error")) {
            if (const auto colon = message.find(": "); colon != std::string_view::npos) {
                message.remove_prefix(colon + 2);
            }
        }
        // "last read: '...'" repeats the text around the error, often more than the culprit;
        // the position says where it is.
        std::string clean(message);
        if (const auto lastRead = clean.find("; last read: '"); lastRead != std::string::npos) {
            const auto expected = clean.rfind("; expected ");
            clean = clean.substr(0, lastRead) +
                    (expected != std::string::npos && expected > lastRead ? clean.substr(expected)
                                                                          : std::string());
        }
        for (char& c : clean) {
            const auto u = static_cast<unsigned char>(c);
            c = (u >= 0x20 && u < 0x7F) ? c : '?';
        }
        return clean;
    }

    std::size_t maxValues_;
    std::size_t maxObjectKeys_;
    bool build_;
    std::vector<Frame> frames_;
    std::vector<Json*> containers_; ///< the open arrays and objects of the document built
    std::optional<Json> root_;
    std::size_t values_ = 0;
    std::string problem_;
    std::optional<std::size_t> errorOffset_;
    std::optional<std::string> format_;
};

// Containers of plain values are written on one line if it is at most this long.
constexpr std::size_t oneLineLimit = 240;

bool isPlain(const Json& value) {
    return !value.is_structured();
}

void writeReadable(const Json& value, int indent, std::string& out) {
    const bool object = value.is_object();
    if (!value.is_structured() || value.empty()) {
        out += dumpJson(value);
        return;
    }
    bool allPlain = true;
    for (const auto& item : value) {
        allPlain = allPlain && isPlain(item);
    }
    if (allPlain) {
        std::string line = object ? "{ " : "[";
        bool first = true;
        for (const auto& [key, item] : value.items()) {
            line += first ? "" : ", ";
            first = false;
            if (object) {
                line += dumpJson(Json(key)) + ": ";
            }
            line += dumpJson(item);
        }
        line += object ? " }" : "]";
        if (line.size() + static_cast<std::size_t>(indent) <= oneLineLimit) {
            out += line;
            return;
        }
    }
    const std::string inner(static_cast<std::size_t>(indent + 2), ' ');
    out += object ? "{\n" : "[\n";
    bool first = true;
    for (const auto& [key, item] : value.items()) {
        out += first ? "" : ",\n";
        first = false;
        out += inner;
        if (object) {
            out += dumpJson(Json(key)) + ": ";
        }
        writeReadable(item, indent + 2, out);
    }
    out += "\n" + std::string(static_cast<std::size_t>(indent), ' ') + (object ? "}" : "]");
}

} // namespace

std::optional<std::string> readJsonFile(const std::filesystem::path& path,
                                        std::vector<std::string>& errors) {
    FileText file = readTextFile(path, maxJsonFileBytes);
    if (!file.error.empty()) {
        errors.push_back(sourceNameOf(path) + ": " + file.error);
        return std::nullopt;
    }
    return std::move(file.text);
}

namespace {

/// One pass of LimitingSax over `text`: the located problem, or nothing (and the document if
/// `sax` builds one).
std::vector<std::string> runSax(LimitingSax& sax, std::string_view text,
                                const std::string& source) {
    // nlohmann reads a NUL byte as the end of the input; in JSON text it is always an error.
    // The text before it is parsed first, so that an earlier error is the one reported.
    const std::size_t nul = text.find('\0');
    const std::string_view body = text.substr(0, nul);
    const auto place = [&](std::size_t offset) {
        const TextPosition at = textPosition(text, offset);
        return source + ':' + std::to_string(at.line) + ':' + std::to_string(at.column) + ": ";
    };
    const bool ok = Json::sax_parse(body.begin(), body.end(), &sax, Json::input_format_t::json,
                                    /*strict=*/true, /*ignore_comments=*/false);
    const auto offset = sax.errorOffset();
    if ((!ok || !sax.problem().empty()) &&
        (nul == std::string_view::npos || !offset || *offset < nul)) {
        return {(offset ? place(*offset) : source + ": ") + sax.problem()};
    }
    if (nul != std::string_view::npos) {
        return {place(nul) + "NUL byte: this is not a JSON text file"};
    }
    return {};
}

} // namespace

JsonScan scanJson(std::string_view text, const std::string& source, std::size_t maxValues) {
    LimitingSax sax(maxValues, maxJsonObjectKeys, /*build=*/false);
    JsonScan result;
    result.errors = runSax(sax, text, source);
    if (result.errors.empty()) {
        result.format = sax.format();
    }
    return result;
}

JsonParse parseJson(std::string_view text, const std::string& source, std::size_t maxValues,
                    std::size_t maxObjectKeys) {
    LimitingSax sax(maxValues, maxObjectKeys, /*build=*/true);
    JsonParse result;
    result.errors = runSax(sax, text, source);
    if (result.errors.empty()) {
        result.value = std::move(sax.document());
    }
    return result;
}

TextPosition textPosition(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    TextPosition at;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else if (!isContinuationByte(text[i])) {
            ++at.column;
        }
    }
    return at;
}

std::string quoteForMessage(std::string_view text) {
    constexpr std::size_t maxCodePoints = 60;
    std::string result = "'";
    std::size_t codePoints = 0;
    for (const char c : text) {
        if (!isContinuationByte(c) && ++codePoints > maxCodePoints) {
            result += "...";
            break;
        }
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            std::array<char, 8> escaped{};
            std::snprintf(escaped.data(), escaped.size(), "\\u%04X", static_cast<unsigned>(u));
            result += escaped.data();
        } else {
            result += c;
        }
    }
    return result + "'";
}

std::string describeJsonValue(const Json& value) {
    if (value.is_number() || value.is_boolean() || value.is_null()) {
        return dumpJson(value);
    }
    if (value.is_string()) {
        return "a string";
    }
    return value.is_array() ? "an array" : "an object";
}

std::string jsonValueText(const Json& value) {
    if (value.is_number_float()) {
        return formatNumber(value.get<double>());
    }
    std::string text = dumpJson(value);
    if (text.size() > 60) {
        text = text.substr(0, 57) + "...";
    }
    return text;
}

std::optional<std::int64_t> integerValue(const Json& value) {
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        return u > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<std::int64_t>(u);
    }
    if (value.is_number_integer()) {
        return value.get<std::int64_t>();
    }
    return std::nullopt;
}

std::string dumpJson(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

Json& appendMember(Json& object, const std::string& key, Json&& value) {
    // ordered_map is a vector of pairs: appending to it keeps the order and skips the search.
    Json::object_t::Container& members = object.get_ref<Json::object_t&>();
    members.emplace_back(key, std::move(value));
    return members.back().second;
}

std::string readableJson(const Json& value) {
    std::string out;
    writeReadable(value, 0, out);
    out += '\n';
    return out;
}

} // namespace golf
