#include "plain_shot_log.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace golf {

namespace {

/// True if the text at `at` (at least size - 1 bytes) begins with `word`: a load or two of its
/// bytes compared with a constant (not a loop over them, nor a call of memcmp).
template <std::size_t size> bool startsWithWord(const char* at, const char (&word)[size]) {
    static_assert(size - 1 <= sizeof(std::uint64_t), "a word of at most 8 characters");
    std::uint64_t read = 0;
    std::uint64_t wanted = 0;
    std::memcpy(&read, at, size - 1);
    std::memcpy(&wanted, word, size - 1);
    return read == wanted;
}

/// One pass over the text; every method returns false (or nullopt) to decline.
class PlainReader {
  public:
    explicit PlainReader(std::string_view text) : text_(text) {}

    [[nodiscard]] std::optional<ShotLog> read();

  private:
    /// JSON's white space: ' ', '\n', '\r' and '\t', by one look-up of the byte in a table
    /// (a third of a pretty-printed log is indentation: one load and test a byte, not a
    /// comparison, a shift and a test).
    static bool isSpace(char c) {
        static constexpr std::array<bool, 256> spaces = [] {
            std::array<bool, 256> table{};
            for (const unsigned char space : {' ', '\n', '\r', '\t'}) {
                table[space] = true;
            }
            return table;
        }();
        return spaces[static_cast<unsigned char>(c)];
    }
    void skipSpace() {
        // In locals: the members would be stored and loaded again at every byte.
        const char* const data = text_.data();
        const std::size_t size = text_.size();
        std::size_t at = at_;
        while (at < size && isSpace(data[at])) {
            ++at;
        }
        at_ = at;
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
    [[nodiscard]] bool shot(std::vector<Shot>& shots);
    /// A shot's keys, a bit each (the values' bits index a shot's values).
    enum : unsigned {
        angleKey = 1,
        speedKey = 2,
        vxKey = 4,
        vyKey = 8,
        atKey = 16,
        playerKey = 32
    };
    /// The next key of a shot (a string), if it is one a shot may have: its bit; else 0 (the
    /// log declined: another key, or a string that is not plain).
    [[nodiscard]] unsigned shotKey();

    std::string_view text_;
    std::size_t at_ = 0;
    bool seen_[7] = {};
    bool format2_ = false; ///< "minigolf-shots/2": shots may have "at"
    std::optional<std::int64_t> players_;
    /// Checked once the whole log (and so "players" and "format") is read: the greatest
    /// player index of a shot, and whether a shot has "at".
    std::int64_t maxPlayer_ = -1;
    bool anyAt_ = false;
    std::optional<double> lastAt_; ///< the last shot's "at" so far
};

// A string of printable ASCII without escapes: then its JSON value is its text.
std::optional<std::string_view> PlainReader::string() {
    if (!take('"')) {
        return std::nullopt;
    }
    const char* const data = text_.data();
    const std::size_t size = text_.size();
    const std::size_t start = at_;
    std::size_t at = start;
    while (at < size && data[at] != '"') {
        // Printable ASCII (0x20 to 0x7e) but the backslash, by one unsigned comparison.
        const char c = data[at];
        if (static_cast<unsigned char>(c - 0x20) > 0x7e - 0x20 || c == '\\') {
            return std::nullopt;
        }
        ++at;
    }
    if (at == size) {
        return std::nullopt;
    }
    at_ = at + 1;
    return text_.substr(start, at - start);
}

// A JSON number, with the value nlohmann gives it: an integer token (no fraction, no exponent)
// is read as a 64-bit integer and converted ("-0" is +0), any other by correct rounding, as
// strtod does. Declines what it could not read that way (overflow, underflow).
std::optional<double> PlainReader::number() {
    static constexpr double powers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                        1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                        1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    skipSpace();
    // One pass in locals: the token's shape, and its digits (those of the integer part and the
    // fraction) as an integer, which wraps harmlessly when there are more than 19 of them.
    const char* const data = text_.data();
    const std::size_t size = text_.size();
    std::size_t at = at_;
    const std::size_t start = at;
    std::uint64_t mantissa = 0;
    const auto digits = [data, size, &at, &mantissa] {
        const std::size_t from = at;
        while (at < size && static_cast<unsigned char>(data[at] - '0') < 10) {
            mantissa = mantissa * 10 + static_cast<std::uint64_t>(data[at] - '0');
            ++at;
        }
        return at - from;
    };
    const bool negative = at < size && data[at] == '-';
    at += negative ? 1 : 0;
    const std::size_t intStart = at;
    const std::size_t intDigits = digits();
    if (intDigits == 0 || (intDigits > 1 && data[intStart] == '0')) {
        return std::nullopt;
    }
    std::size_t decimals = 0;
    bool integer = true;
    if (at < size && data[at] == '.') {
        ++at;
        integer = false;
        decimals = digits();
        if (decimals == 0) {
            return std::nullopt;
        }
    }
    bool exponent = false;
    if (at < size && (data[at] == 'e' || data[at] == 'E')) {
        ++at;
        integer = false;
        exponent = true;
        if (at < size && (data[at] == '+' || data[at] == '-')) {
            ++at;
        }
        if (digits() == 0) {
            return std::nullopt;
        }
    }
    at_ = at;
    if (integer && intDigits <= 18) {
        // Up to 18 digits fit in 64 bits whatever they are: the value from_chars would give.
        const auto value = static_cast<std::int64_t>(mantissa);
        return static_cast<double>(negative ? -value : value); // "-0" is +0
    }
    if (!exponent && intDigits + decimals <= 19 && mantissa < (std::uint64_t{1} << 53) &&
        decimals < std::size(powers)) {
        // Clinger's fast path: the digits d1..dn with k of them after the point are the
        // integer m = d1..dn over 10^k. When m < 2^53 and k <= 22 both are exact doubles, and
        // one IEEE division of exact operands is correctly rounded: the value from_chars
        // gives, for about a tenth of its cost. (19 digits: m < 10^19 < 2^64, no wrap.)
        const double value = static_cast<double>(mantissa) / powers[decimals];
        return negative ? -value : value;
    }
    const char* first = data + start;
    const char* last = data + at;
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

unsigned PlainReader::shotKey() {
    if (!take('"')) {
        return 0;
    }
    // Each key with its closing quote, matched in place: a string of exactly those characters
    // (what string() would read, without a scan of its bytes for the quote and for escapes).
    const char* const at = text_.data() + at_;
    const std::size_t left = text_.size() - at_;
    const auto is = [&]<std::size_t size>(const char(&word)[size]) {
        if (left >= size - 1 && startsWithWord(at, word)) {
            at_ += size - 1;
            return true;
        }
        return false;
    };
    switch (left > 0 ? at[0] : '\0') {
    case 'p':
        return is("player\"") ? playerKey : 0U;
    case 'a':
        return is("angle\"") ? angleKey : is("at\"") ? atKey : 0U;
    case 's':
        return is("speed\"") ? speedKey : 0U;
    case 'v':
        return is("vx\"") ? vxKey : is("vy\"") ? vyKey : 0U;
    default:
        return 0;
    }
}

bool PlainReader::shot(std::vector<Shot>& shots) {
    if (!take('{')) {
        return false;
    }
    // The keys seen (a bit each) and their values, the shot checked and stored as soon as it
    // is read: no list of shots as written, copied again into the log's.
    unsigned keys = 0;
    bool player = false;
    std::int64_t index = -1;
    double values[5] = {}; // by the keys' bits: angle, speed, vx, vy, at
    const bool ok = items('}', [&] {
        const unsigned key = shotKey();
        if (key == 0 || !take(':')) {
            return false;
        }
        if (key == playerKey) {
            const std::optional<std::int64_t> read = player ? std::nullopt : count();
            player = true;
            index = read.value_or(-1);
            return read.has_value();
        }
        const unsigned bit = key;
        if ((keys & bit) != 0) {
            return false; // a repeated key
        }
        const std::optional<double> value = number();
        keys |= bit;
        values[std::countr_zero(bit)] = value.value_or(0.0);
        return value.has_value();
    });
    if (!ok || !player) {
        return false;
    }
    // The checks that need no other part of the log (the player's range and "at" in a log of
    // format 1 wait for the end: see read()).
    const bool polar = (keys & (angleKey | speedKey)) != 0;
    const bool cartesian = (keys & (vxKey | vyKey)) != 0;
    if (polar == cartesian) {
        return false;
    }
    std::optional<double> at;
    if ((keys & atKey) != 0) {
        at = values[4];
        if (!(*at >= 0 && *at <= maxShotAt) || (lastAt_ && *at < *lastAt_)) {
            return false; // the full reader says what is wrong
        }
        anyAt_ = true;
        lastAt_ = at;
    }
    maxPlayer_ = std::max(maxPlayer_, index);
    // (A player beyond int's range is declined at the end: `players` is at most maxPlayers.)
    const int shooter = static_cast<int>(std::min<std::int64_t>(index, maxPlayers));
    if (polar) {
        const double angle = values[0];
        const double speed = values[1];
        if ((keys & angleKey) == 0 || (keys & speedKey) == 0 || speed < 0) {
            return false;
        }
        shots.push_back({.player = shooter,
                         .velocity = velocityFromAngle(angle, speed),
                         .form = ShotForm::AngleAndSpeed,
                         .speed = speed,
                         .at = at});
    } else {
        if ((keys & vxKey) == 0 || (keys & vyKey) == 0) {
            return false;
        }
        shots.push_back({.player = shooter, .velocity = {values[2], values[3]}, .at = at});
    }
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
    default: {
        if (!take('[')) {
            return false;
        }
        // Room for every shot the rest of the text could hold (at least 27 bytes each with
        // its comma: {"player":0,"vx":0,"vy":0}), up to a bound: the log's list is never
        // moved as it grows, and the room it does not fill is never touched (no page of it
        // faulted in).
        constexpr std::size_t leastShotText = 27;
        constexpr std::size_t mostReserved = std::size_t{1} << 16;
        log.shots.reserve(std::min((text_.size() - at_) / leastShotText + 1, mostReserved));
        return items(']', [&] { return shot(log.shots); });
    }
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
    if (maxPlayer_ >= players || (anyAt_ && !format2_)) {
        return std::nullopt; // the full reader says what is wrong
    }
    return log;
}

} // namespace

std::optional<ShotLog> readPlainShotLog(std::string_view text) {
    return PlainReader(text).read();
}

} // namespace golf
