#include "plain_shot_log.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace golf {

namespace {

/// A shot as written, checked once the whole log (and so "players") is read.
struct PlainShot {
    std::int64_t player = -1;
    std::optional<double> angle, speed, vx, vy, at;
};

/// One pass over the text; every method returns false (or nullopt) to decline.
class PlainReader {
  public:
    explicit PlainReader(std::string_view text) : text_(text) {}

    [[nodiscard]] std::optional<ShotLog> read();

  private:
    void skipSpace() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\n' ||
                                      text_[at_] == '\r' || text_[at_] == '\t')) {
            ++at_;
        }
    }
    /// Skips white space, then takes `c` if it comes next.
    [[nodiscard]] bool take(char c) {
        skipSpace();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    [[nodiscard]] bool takeWord(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) {
            return false;
        }
        at_ += word.size();
        return true;
    }
    /// The items of an object or array that `open` has begun, each read by `item`.
    template <typename Item> [[nodiscard]] bool items(char close, Item item) {
        if (take(close)) {
            return true;
        }
        do {
            if (!item()) {
                return false;
            }
        } while (take(','));
        return take(close);
    }
    [[nodiscard]] std::optional<std::string_view> string();
    [[nodiscard]] std::optional<double> number();
    [[nodiscard]] std::optional<std::int64_t> count();
    [[nodiscard]] bool member(ShotLog& log);
    [[nodiscard]] bool shot();

    std::string_view text_;
    std::size_t at_ = 0;
    bool seen_[7] = {};
    bool format2_ = false; ///< "minigolf-shots/2": shots may have "at"
    std::optional<std::int64_t> players_;
    std::vector<PlainShot> shots_;
};

// A string of printable ASCII without escapes: then its JSON value is its text.
std::optional<std::string_view> PlainReader::string() {
    if (!take('"')) {
        return std::nullopt;
    }
    const std::size_t start = at_;
    while (at_ < text_.size() && text_[at_] != '"') {
        const char c = text_[at_];
        if (c < 0x20 || c > 0x7e || c == '\\') {
            return std::nullopt;
        }
        ++at_;
    }
    if (at_ == text_.size()) {
        return std::nullopt;
    }
    return text_.substr(start, at_++ - start);
}

// A JSON number, with the value nlohmann gives it: an integer token (no fraction, no exponent)
// is read as a 64-bit integer and converted ("-0" is +0), any other by correct rounding, as
// strtod does. Declines what it could not read that way (overflow, underflow).
std::optional<double> PlainReader::number() {
    skipSpace();
    const std::size_t start = at_;
    const auto digits = [this] {
        const std::size_t from = at_;
        while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') {
            ++at_;
        }
        return at_ - from;
    };
    const bool negative = at_ < text_.size() && text_[at_] == '-';
    at_ += negative ? 1 : 0;
    const std::size_t intStart = at_;
    const std::size_t intDigits = digits();
    if (intDigits == 0 || (intDigits > 1 && text_[intStart] == '0')) {
        return std::nullopt;
    }
    bool integer = true;
    if (at_ < text_.size() && text_[at_] == '.') {
        ++at_;
        integer = false;
        if (digits() == 0) {
            return std::nullopt;
        }
    }
    if (at_ < text_.size() && (text_[at_] == 'e' || text_[at_] == 'E')) {
        ++at_;
        integer = false;
        if (at_ < text_.size() && (text_[at_] == '+' || text_[at_] == '-')) {
            ++at_;
        }
        if (digits() == 0) {
            return std::nullopt;
        }
    }
    const char* first = text_.data() + start;
    const char* last = text_.data() + at_;
    if (integer) {
        std::int64_t value = 0;
        const auto [end, error] = std::from_chars(first, last, value);
        if (error != std::errc{} || end != last) {
            return std::nullopt; // beyond 64 bits: nlohmann would read it as a double
        }
        return static_cast<double>(value);
    }
    double value = 0;
    const auto [end, error] = std::from_chars(first, last, value);
    if (error != std::errc{} || end != last || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}

// A whole number written as digits alone (what a player index or count is).
std::optional<std::int64_t> PlainReader::count() {
    skipSpace();
    const std::size_t start = at_;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9' && at_ - start < 10) {
        ++at_;
    }
    const std::size_t length = at_ - start;
    if (length == 0 || (length > 1 && text_[start] == '0') ||
        (at_ < text_.size() && (text_[at_] == '.' || text_[at_] == 'e' || text_[at_] == 'E' ||
                                (text_[at_] >= '0' && text_[at_] <= '9')))) {
        return std::nullopt;
    }
    std::int64_t value = 0;
    for (std::size_t k = start; k < at_; ++k) {
        value = value * 10 + (text_[k] - '0');
    }
    return value;
}

bool PlainReader::shot() {
    if (!take('{')) {
        return false;
    }
    PlainShot shot;
    bool player = false;
    const bool ok = items('}', [&] {
        const std::optional<std::string_view> key = string();
        if (!key || !take(':')) {
            return false;
        }
        if (*key == "player") {
            const std::optional<std::int64_t> index = player ? std::nullopt : count();
            player = true;
            shot.player = index.value_or(-1);
            return index.has_value();
        }
        std::optional<double>* value = *key == "angle"   ? &shot.angle
                                       : *key == "speed" ? &shot.speed
                                       : *key == "vx"    ? &shot.vx
                                       : *key == "vy"    ? &shot.vy
                                       : *key == "at"    ? &shot.at
                                                         : nullptr;
        if (value == nullptr || value->has_value()) {
            return false; // another key, or a repeated one
        }
        *value = number();
        return value->has_value();
    });
    if (!ok || !player) {
        return false;
    }
    shots_.push_back(shot);
    return true;
}

bool PlainReader::member(ShotLog& log) {
    static constexpr std::string_view keys[] = {
        "format", "level", "levelHash", "players", "playerNames", "ballCollisions", "shots"};
    const std::optional<std::string_view> key = string();
    if (!key || !take(':')) {
        return false;
    }
    std::size_t k = 0;
    while (k < std::size(keys) && keys[k] != *key) {
        ++k;
    }
    if (k == std::size(keys) || seen_[k]) {
        return false;
    }
    seen_[k] = true;
    switch (k) {
    case 0: {
        const std::optional<std::string_view> format = string();
        format2_ = format && *format == shotLogFormat2;
        return format && (*format == shotLogFormat || format2_);
    }
    case 1: {
        const std::optional<std::string_view> level = string();
        if (!level || level->empty()) {
            return false;
        }
        log.level = std::string(*level);
        return true;
    }
    case 2: {
        const std::optional<std::string_view> text = string();
        log.levelHash = text ? hashFromHex(*text) : std::nullopt;
        return log.levelHash.has_value();
    }
    case 3:
        players_ = count();
        return players_.has_value();
    case 4:
        return take('[') && items(']', [&] {
                   const std::optional<std::string_view> name = string();
                   if (!name || !playerNameProblem(*name).empty()) {
                       return false;
                   }
                   log.playerNames.emplace_back(*name);
                   return true;
               });
    case 5:
        skipSpace();
        if (takeWord("true")) {
            log.ballCollisions = true;
            return true;
        }
        log.ballCollisions = false;
        return takeWord("false");
    default:
        return take('[') && items(']', [this] { return shot(); });
    }
}

std::optional<ShotLog> PlainReader::read() {
    ShotLog log;
    if (!take('{') || !items('}', [&] { return member(log); })) {
        return std::nullopt;
    }
    skipSpace();
    // The required keys: format, level and shots.
    if (at_ != text_.size() || !seen_[0] || !seen_[1] || !seen_[6]) {
        return std::nullopt;
    }
    const std::int64_t players = players_.value_or(1);
    if (players < 1 || players > maxPlayers ||
        log.playerNames.size() > static_cast<std::size_t>(players)) {
        return std::nullopt;
    }
    log.players = static_cast<int>(players);
    log.format = format2_ ? 2 : 1;
    log.shots.reserve(shots_.size());
    std::optional<double> lastAt;
    for (const PlainShot& shot : shots_) {
        const bool polar = shot.angle || shot.speed;
        const bool cartesian = shot.vx || shot.vy;
        if (shot.player < 0 || shot.player >= players || polar == cartesian) {
            return std::nullopt;
        }
        if (shot.at && (!format2_ || !(*shot.at >= 0 && *shot.at <= maxShotAt) ||
                        (lastAt && *shot.at < *lastAt))) {
            return std::nullopt; // the full reader says what is wrong
        }
        lastAt = shot.at ? shot.at : lastAt;
        const int player = static_cast<int>(shot.player);
        if (polar) {
            if (!shot.angle || !shot.speed || *shot.speed < 0) {
                return std::nullopt;
            }
            log.shots.push_back({.player = player,
                                 .velocity = velocityFromAngle(*shot.angle, *shot.speed),
                                 .form = ShotForm::AngleAndSpeed,
                                 .speed = *shot.speed,
                                 .at = shot.at});
        } else {
            if (!shot.vx || !shot.vy) {
                return std::nullopt;
            }
            log.shots.push_back(
                {.player = player, .velocity = {*shot.vx, *shot.vy}, .at = shot.at});
        }
    }
    return log;
}

} // namespace

std::optional<ShotLog> readPlainShotLog(std::string_view text) {
    return PlainReader(text).read();
}

} // namespace golf
