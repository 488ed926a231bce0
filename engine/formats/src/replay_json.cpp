#include "replay_json.hpp"

#include "golf/formats/number_text.hpp"
#include "golf/formats/shot_log.hpp"

#include <cmath>
#include <cstdlib>
#include <memory>
#include <set>
#include <vector>

namespace golf {

namespace {

// Containers of plain values are written on one line if it is at most this long.
constexpr std::size_t oneLineLimit = 240;

struct Place {
    std::size_t line = 1;
    std::size_t column = 1;
};

/// Line and column (from 1, in bytes) of byte `offset` of `text`.
Place placeOf(std::string_view text, std::size_t offset) {
    Place place;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++place.line;
            place.column = 1;
        } else {
            ++place.column;
        }
    }
    return place;
}

std::string located(const std::string& source, std::string_view text, std::size_t offset,
                    const std::string& message) {
    const Place place = placeOf(text, offset);
    return source + ":" + std::to_string(place.line) + ":" + std::to_string(place.column) + ": " +
           message;
}

/// Finds what nlohmann's recursive algorithms (dump, comparison) must never meet and its
/// parser reports without a position: nesting deeper than maxShotLogDepth and numbers that
/// overflow to infinity. Returns a located message, or an empty string.
std::string prescan(std::string_view text, const std::string& source) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i; // skip the escaped character
            } else if (c == '"') {
                inString = false;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxShotLogDepth) {
                return located(source, text, i,
                               "nested deeper than " + std::to_string(maxShotLogDepth) + " levels");
            }
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            std::size_t end = i;
            while (end < text.size() &&
                   std::string_view("0123456789+-.eE").find(text[end]) != std::string_view::npos) {
                ++end;
            }
            const std::string number(text.substr(i, end - i));
            if (std::isinf(std::strtod(number.c_str(), nullptr))) {
                return located(source, text, i, "the number " + number + " is too large");
            }
            i = end - 1;
        }
    }
    return {};
}

/// The part of a nlohmann parse message after its "[json.exception...] ... column N: " prefix.
std::string parseMessage(const std::string& what) {
    const std::size_t column = what.find("column ");
    if (column != std::string::npos) {
        const std::size_t colon = what.find(": ", column);
        if (colon != std::string::npos) {
            return what.substr(colon + 2);
        }
    }
    const std::size_t bracket = what.find("] ");
    return bracket == std::string::npos ? what : what.substr(bracket + 2);
}

bool isPlain(const OrderedJson& value) {
    return !value.is_structured();
}

void writeReadable(const OrderedJson& value, int indent, std::string& out) {
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
                line += dumpJson(OrderedJson(key)) + ": ";
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
            out += dumpJson(OrderedJson(key)) + ": ";
        }
        writeReadable(item, indent + 2, out);
    }
    out += "\n" + std::string(static_cast<std::size_t>(indent), ' ') + (object ? "}" : "]");
}

/// Finds the first duplicate key while nlohmann parses (it would keep the last value): tracks
/// the open containers to name the key's place, e.g. "shots[2].player".
class DuplicateKeyFinder {
  public:
    bool operator()(int /*depth*/, OrderedJson::parse_event_t event, const OrderedJson& parsed) {
        using Event = OrderedJson::parse_event_t;
        switch (event) {
        case Event::object_start:
        case Event::array_start:
            frames_.push_back({.object = event == Event::object_start});
            break;
        case Event::object_end:
        case Event::array_end:
            frames_.pop_back();
            countElement();
            break;
        case Event::key:
            if (!frames_.empty()) {
                Frame& frame = frames_.back();
                frame.key = parsed.get<std::string>();
                if (!frame.keys.insert(frame.key).second && duplicate_.empty()) {
                    duplicate_ = path();
                }
            }
            break;
        case Event::value:
            countElement();
            break;
        }
        return true;
    }
    /// The place of the first duplicate key ("" for none found).
    [[nodiscard]] const std::string& duplicate() const { return duplicate_; }

  private:
    struct Frame {
        bool object = false;
        std::set<std::string> keys;
        std::string key;       ///< in an object: the current key
        std::size_t index = 0; ///< in an array: the current element
    };
    std::vector<Frame> frames_;
    std::string duplicate_;

    void countElement() {
        if (!frames_.empty() && !frames_.back().object) {
            ++frames_.back().index;
        }
    }
    [[nodiscard]] std::string path() const {
        std::string text;
        for (const Frame& frame : frames_) {
            if (frame.object) {
                text += (text.empty() ? "" : ".") + frame.key;
            } else {
                text += "[" + std::to_string(frame.index) + "]";
            }
        }
        return text;
    }
};

} // namespace

JsonParse parseJsonText(std::string_view text, const std::string& source) {
    if (std::string problem = prescan(text, source); !problem.empty()) {
        return {std::nullopt, problem};
    }
    try {
        // The callback is copied into the parser: the shared state outlives the copies.
        auto finder = std::make_shared<DuplicateKeyFinder>();
        OrderedJson value = OrderedJson::parse(
            text, [finder](int depth, OrderedJson::parse_event_t event, OrderedJson& parsed) {
                return (*finder)(depth, event, parsed);
            });
        if (!finder->duplicate().empty()) {
            return {std::nullopt, source + ": " + finder->duplicate() + ": duplicate key"};
        }
        return {std::move(value), {}};
    } catch (const OrderedJson::parse_error& e) {
        // e.byte counts from 1 and points at the last character read.
        return {std::nullopt,
                located(source, text, e.byte == 0 ? 0 : e.byte - 1, parseMessage(e.what()))};
    } catch (const OrderedJson::exception& e) {
        return {std::nullopt, source + ": " + parseMessage(e.what())};
    }
}

std::optional<std::int64_t> integerValue(const OrderedJson& value) {
    if (value.is_number_unsigned()) {
        const auto u = value.get<std::uint64_t>();
        return u > static_cast<std::uint64_t>(INT64_MAX) ? INT64_MAX : static_cast<std::int64_t>(u);
    }
    if (value.is_number_integer()) {
        return value.get<std::int64_t>();
    }
    return std::nullopt;
}

std::string dumpJson(const OrderedJson& value) {
    return value.dump(-1, ' ', false, OrderedJson::error_handler_t::replace);
}

std::string jsonValueText(const OrderedJson& value) {
    if (value.is_number_float()) {
        return formatNumber(value.get<double>());
    }
    std::string text = dumpJson(value);
    if (text.size() > 60) {
        text = text.substr(0, 57) + "...";
    }
    return text;
}

std::string readableJson(const OrderedJson& value) {
    std::string out;
    writeReadable(value, 0, out);
    out += '\n';
    return out;
}

} // namespace golf
