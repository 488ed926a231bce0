#include "golf/formats/shot_log.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/core/surface.hpp"
#include "golf/formats/atomic_file.hpp"
#include "golf/formats/number_text.hpp"
#include "json_text.hpp"
#include "name_text.hpp"
#include "plain_shot_log.hpp"
#include "problems.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

namespace golf {

namespace {

/// Reports keys of `object` that are not in `allowed` (they are usually typos).
void checkKeys(const Json& object, const std::string& path,
               std::initializer_list<std::string_view> allowed, Problems& problems) {
    for (const auto& [key, value] : object.items()) {
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) {
            continue;
        }
        std::string list; // only for a message: most objects have no unknown key
        for (std::string_view name : allowed) {
            list += (list.empty() ? "" : ", ") + std::string(name);
        }
        problems.add(path.empty() ? key : path + "." + key,
                     "unknown key (allowed here: " + list + ")");
    }
}

/// An integer in [low, high]; nullopt (with a message) otherwise.
// The place of `key` in the object at `path` (the texts are built only for a message: a log
// of many shots reads thousands of good values).
std::string placeOf(const std::string& path, std::string_view key) {
    return key.empty() ? path : path + "." + std::string(key);
}

std::optional<int> readInt(const Json& value, const std::string& path, std::string_view key,
                           int low, int high, Problems& problems) {
    const auto range = [&] {
        return std::to_string(low) + ".." + std::to_string(high);
    };
    const std::optional<std::int64_t> number = integerValue(value);
    if (!number) {
        problems.add(placeOf(path, key),
                     "must be a whole number in " + range() + ", got " + describeJsonValue(value));
        return std::nullopt;
    }
    if (*number < low || *number > high) {
        problems.add(placeOf(path, key), jsonValueText(value) + " is not in " + range());
        return std::nullopt;
    }
    return static_cast<int>(*number);
}

/// A finite number; nullopt (with a message) otherwise.
std::optional<double> readNumber(const Json& value, const std::string& path, std::string_view key,
                                 Problems& problems) {
    if (!value.is_number()) {
        problems.add(placeOf(path, key), "must be a number, got " + describeJsonValue(value));
        return std::nullopt;
    }
    return value.get<double>(); // the parser refuses numbers that overflow to infinity
}

/// The "player" key of a setup ball or shot: an index 0..players-1.
std::optional<int> readPlayer(const Json& object, const std::string& path,
                              std::optional<int> players, Problems& problems) {
    if (!object.contains("player")) {
        problems.add(path + ".player", "missing");
        return std::nullopt;
    }
    const Json& value = object["player"];
    const std::optional<std::int64_t> number = integerValue(value);
    if (number && players && (*number < 0 || *number >= *players)) {
        problems.add(path + ".player", "player " + jsonValueText(value) +
                                           " does not exist (players: " + std::to_string(*players) +
                                           ", counted from 0)");
        return std::nullopt;
    }
    // With an unknown player count, any index of a legal count is accepted here.
    return readInt(value, path, "player", 0, players.value_or(maxPlayers) - 1, problems);
}

std::vector<SetupBall> readSetup(const Json& setup, std::optional<int> players,
                                 Problems& problems) {
    std::vector<SetupBall> balls;
    if (!setup.is_array()) {
        problems.add("setup", "must be an array, got " + describeJsonValue(setup));
        return balls;
    }
    std::vector<int> placedBy(maxPlayers, -1); // setup index that placed each player
    for (std::size_t i = 0; i < setup.size(); ++i) {
        const std::string path = "setup[" + std::to_string(i) + "]";
        const Json& entry = setup[i];
        if (!entry.is_object()) {
            problems.add(path,
                         "must be an object with player, x and y, got " + describeJsonValue(entry));
            continue;
        }
        checkKeys(entry, path, {"player", "x", "y"}, problems);
        const std::optional<int> player = readPlayer(entry, path, players, problems);
        std::optional<double> x;
        std::optional<double> y;
        for (const char* key : {"x", "y"}) {
            if (!entry.contains(key)) {
                problems.add(path + "." + key, "missing");
            } else {
                (key[0] == 'x' ? x : y) = readNumber(entry[key], path, key, problems);
            }
        }
        if (player) {
            int& first = placedBy[static_cast<std::size_t>(*player)];
            if (first >= 0) {
                problems.add(path + ".player", "player " + std::to_string(*player) +
                                                   " is already placed by setup[" +
                                                   std::to_string(first) + "]");
                continue;
            }
            first = static_cast<int>(i);
        }
        if (player && x && y) {
            balls.push_back({.player = *player, .position = {*x, *y}});
        }
    }
    return balls;
}

/// A shot's "at": finite, in [0, maxShotAt], not below `previous` (the last "at" before it).
/// In a format-1 log it is refused. nullopt (with a message) if it is not good.
std::optional<double> readAt(const Json& value, const std::string& path, bool format2,
                             std::optional<double> previous, Problems& problems) {
    if (!format2) {
        problems.add(path + ".at", "needs format \"" + std::string(shotLogFormat2) + "\"");
        return std::nullopt;
    }
    const std::optional<double> at = readNumber(value, path, "at", problems);
    if (!at) {
        return std::nullopt;
    }
    if (!(*at >= 0 && *at <= maxShotAt)) {
        problems.add(path + ".at",
                     formatNumber(*at) + " is outside [0, 1e9] (seconds on the hole clock)");
        return std::nullopt;
    }
    if (previous && *at < *previous) {
        problems.add(path + ".at", formatNumber(*at) + " is before the previous shot's " +
                                       formatNumber(*previous) +
                                       ": the hole clock never goes back");
        return std::nullopt;
    }
    return at;
}

std::optional<Shot> readShot(const Json& entry, const std::string& path, std::optional<int> players,
                             bool format2, std::optional<double>& lastAt, Problems& problems) {
    if (!entry.is_object()) {
        problems.add(path, "must be an object with player and angle + speed or vx + vy, got " +
                               describeJsonValue(entry));
        return std::nullopt;
    }
    checkKeys(entry, path, {"player", "angle", "speed", "vx", "vy", "at"}, problems);
    const std::optional<int> player = readPlayer(entry, path, players, problems);
    std::optional<double> at;
    if (entry.contains("at")) {
        at = readAt(entry["at"], path, format2, lastAt, problems);
        if (!at) {
            return std::nullopt;
        }
        lastAt = at;
    }
    const bool polar = entry.contains("angle") || entry.contains("speed");
    const bool cartesian = entry.contains("vx") || entry.contains("vy");
    if (polar && cartesian) {
        problems.add(path, "give either angle + speed or vx + vy, not both");
        return std::nullopt;
    }
    if (!polar && !cartesian) {
        problems.add(path, "missing the velocity: give angle + speed or vx + vy");
        return std::nullopt;
    }
    const char* first = polar ? "angle" : "vx";
    const char* second = polar ? "speed" : "vy";
    std::optional<double> a;
    std::optional<double> b;
    if (!entry.contains(first)) {
        problems.add(path + "." + first,
                     std::string("missing (") + second + " needs " + first + ")");
    } else {
        a = readNumber(entry[first], path, first, problems);
    }
    if (!entry.contains(second)) {
        problems.add(path + "." + second,
                     std::string("missing (") + first + " needs " + second + ")");
    } else {
        b = readNumber(entry[second], path, second, problems);
    }
    if (polar && b && *b < 0) {
        problems.add(path + ".speed", formatNumber(*b) + " is negative");
        return std::nullopt;
    }
    if (!player || !a || !b) {
        return std::nullopt;
    }
    if (polar) {
        return Shot{.player = *player,
                    .velocity = velocityFromAngle(*a, *b),
                    .form = ShotForm::AngleAndSpeed,
                    .speed = *b,
                    .at = at};
    }
    return Shot{.player = *player, .velocity = {*a, *b}, .at = at};
}

/// The value of a "levelHash": exactly 16 lower-case hex digits; nullopt if it is not one.
std::optional<std::uint64_t> parseLevelHash(const Json& value) {
    if (!value.is_string()) {
        return std::nullopt;
    }
    return hashFromHex(value.get_ref<const std::string&>());
}

std::vector<std::string> readPlayerNames(const Json& names, std::optional<int> players,
                                         Problems& problems) {
    std::vector<std::string> result;
    if (!names.is_array()) {
        problems.add("playerNames", "must be an array of names, got " + describeJsonValue(names));
        return result;
    }
    if (players && names.size() > static_cast<std::size_t>(*players)) {
        problems.add("playerNames", "has " + std::to_string(names.size()) + " names for " +
                                        std::to_string(*players) + " players");
    }
    for (std::size_t i = 0; i < names.size(); ++i) {
        const std::string path = "playerNames[" + std::to_string(i) + "]";
        if (!names[i].is_string()) {
            problems.add(path, "must be a string, got " + describeJsonValue(names[i]));
            continue;
        }
        const std::string& name = names[i].get_ref<const std::string&>();
        if (const std::string problem = playerNameProblem(name); !problem.empty()) {
            problems.add(path, problem);
            continue;
        }
        result.push_back(name);
    }
    return result;
}

/// "ballCollisions", "levelHash" and "playerNames", each optional.
void readOptionalKeys(const Json& root, std::optional<int> players, ShotLog& log,
                      Problems& problems) {
    if (root.contains("ballCollisions")) {
        if (!root["ballCollisions"].is_boolean()) {
            problems.add("ballCollisions",
                         "must be true or false, got " + describeJsonValue(root["ballCollisions"]));
        } else {
            log.ballCollisions = root["ballCollisions"].get<bool>();
        }
    }
    if (root.contains("levelHash")) {
        log.levelHash = parseLevelHash(root["levelHash"]);
        if (!log.levelHash) {
            problems.add("levelHash", "must be 16 lower-case hex digits (a string), not " +
                                          jsonValueText(root["levelHash"]));
        }
    }
    if (root.contains("playerNames")) {
        log.playerNames = readPlayerNames(root["playerNames"], players, problems);
    }
}

ShotLog readLog(const Json& root, Problems& problems) {
    ShotLog log;
    if (!root.is_object()) {
        problems.add("", "a shot log must be a JSON object, got " + describeJsonValue(root));
        return log;
    }
    checkKeys(root, "",
              {"format", "level", "levelHash", "players", "playerNames", "ballCollisions", "setup",
               "shots", "expect"},
              problems);
    if (!root.contains("format")) {
        problems.add("format", "missing (expected \"" + std::string(shotLogFormat) + "\")");
    } else if (const Json& format = root["format"];
               format.is_string() && format.get_ref<const std::string&>() == shotLogFormat2) {
        log.format = 2;
    } else if (!format.is_string() || format.get<std::string>() != shotLogFormat) {
        problems.add("format", jsonValueText(format) + " is not \"" + std::string(shotLogFormat) +
                                   "\" or \"" + std::string(shotLogFormat2) + "\"");
    }
    if (!root.contains("level")) {
        problems.add("level", "missing (the level file, relative to the log)");
    } else if (!root["level"].is_string() || root["level"].get<std::string>().empty()) {
        problems.add("level", "must be a non-empty string (the level file, relative to the log)");
    } else if (root["level"].get_ref<const std::string&>().find('\0') != std::string::npos) {
        // A path ends at its first NUL for the system: the rest would be silently cut.
        problems.add("level", "must not contain a NUL character (\\u0000)");
    } else {
        log.level = root["level"].get<std::string>();
    }
    std::optional<int> players = 1;
    if (root.contains("players")) {
        players = readInt(root["players"], "players", "", 1, maxPlayers, problems);
        log.players = players.value_or(1);
    }
    readOptionalKeys(root, players, log, problems);
    if (root.contains("setup")) {
        log.setup = readSetup(root["setup"], players, problems);
    }
    if (!root.contains("shots")) {
        problems.add("shots", "missing (an array of shots, may be empty)");
    } else if (!root["shots"].is_array()) {
        problems.add("shots", "must be an array, got " + describeJsonValue(root["shots"]));
    } else {
        const Json& shots = root["shots"];
        std::optional<double> lastAt;
        for (std::size_t i = 0; i < shots.size(); ++i) {
            const std::string path = "shots[" + std::to_string(i) + "]";
            if (std::optional<Shot> shot =
                    readShot(shots[i], path, players, log.format == 2, lastAt, problems)) {
                log.shots.push_back(*shot);
            }
        }
    }
    if (root.contains("expect")) {
        if (!root["expect"].is_object()) {
            problems.add("expect", "must be an object (the outcome as `golf replay --json` "
                                   "prints it), got " +
                                       describeJsonValue(root["expect"]));
        } else {
            log.expectJson = dumpJson(root["expect"]);
        }
    }
    return log;
}

} // namespace

Vec2 velocityFromAngle(double angleDegrees, double speed) {
    // The one exact reduction of angles (axes and diagonals exact, x and x + 360 the same bits)
    // is the slopes' directionOfAngle; + 0.0 turns -0 into +0.
    const Vec2 direction = directionOfAngle(angleDegrees);
    return {speed * direction.x + 0.0, speed * direction.y + 0.0};
}

ShotLogLoadResult parseShotLog(std::string_view text, const std::string& sourceName) {
    if (std::optional<ShotLog> plain = readPlainShotLog(text)) {
        return {std::move(plain), {}};
    }
    return readShotLogJson(text, sourceName);
}

ShotLogLoadResult readShotLogJson(std::string_view text, const std::string& sourceName) {
    JsonParse parsed = parseJson(text, sourceName);
    if (!parsed.value) {
        return {std::nullopt, std::move(parsed.errors)};
    }
    const std::optional<Json>& root = parsed.value;
    Problems problems(sourceName);
    ShotLog log = readLog(*root, problems);
    if (!problems.empty()) {
        return {std::nullopt, problems.take()};
    }
    return {std::move(log), {}};
}

ShotLogLoadResult loadShotLogFile(const std::filesystem::path& path) {
    const std::string source = sourceNameOf(path);
    std::vector<std::string> errors;
    const std::optional<std::string> text = readJsonFile(path, errors);
    if (!text) {
        return {std::nullopt, std::move(errors)};
    }
    return parseShotLog(*text, source);
}

std::string playerNameProblem(std::string_view name) {
    return nameProblem(name, maxPlayerNameLength);
}

std::string shotLogProblem(const ShotLog& log) {
    if (log.players < 1 || log.players > maxPlayers) {
        return "players must be 1.." + std::to_string(maxPlayers) + ", not " +
               std::to_string(log.players);
    }
    const auto badPlayer = [&](int player) {
        return player < 0 || player >= log.players;
    };
    for (std::size_t i = 0; i < log.setup.size(); ++i) {
        const SetupBall& ball = log.setup[i];
        if (badPlayer(ball.player)) {
            return "setup[" + std::to_string(i) + "]: player " + std::to_string(ball.player) +
                   " does not exist";
        }
        if (!std::isfinite(ball.position.x) || !std::isfinite(ball.position.y)) {
            return "setup[" + std::to_string(i) + "]: the position is not finite";
        }
    }
    if (log.format != 1 && log.format != 2) {
        return "format must be 1 or 2, not " + std::to_string(log.format);
    }
    std::optional<double> lastAt;
    for (std::size_t i = 0; i < log.shots.size(); ++i) {
        const Shot& shot = log.shots[i];
        if (badPlayer(shot.player)) {
            return "shots[" + std::to_string(i) + "]: player " + std::to_string(shot.player) +
                   " does not exist";
        }
        if (!std::isfinite(shot.velocity.x) || !std::isfinite(shot.velocity.y)) {
            return "shots[" + std::to_string(i) + "]: the velocity is not finite";
        }
        if (shot.at && !(*shot.at >= 0 && *shot.at <= maxShotAt)) {
            return "shots[" + std::to_string(i) + "]: at is not in [0, 1e9]";
        }
        if (shot.at && lastAt && *shot.at < *lastAt) {
            return "shots[" + std::to_string(i) + "]: at is before an earlier shot's";
        }
        lastAt = shot.at ? shot.at : lastAt;
    }
    if (log.playerNames.size() > static_cast<std::size_t>(log.players)) {
        return "playerNames has " + std::to_string(log.playerNames.size()) + " names for " +
               std::to_string(log.players) + " players";
    }
    for (std::size_t i = 0; i < log.playerNames.size(); ++i) {
        if (const std::string problem = playerNameProblem(log.playerNames[i]); !problem.empty()) {
            return "playerNames[" + std::to_string(i) + "] " + problem;
        }
    }
    if (!log.expectJson.empty()) {
        const JsonParse expect = parseJson(log.expectJson, "expect");
        if (!expect.value || !expect.value->is_object()) {
            return "expect is not a JSON object";
        }
    }
    return {};
}

std::string shotLogToJson(const ShotLog& log) {
    const bool anyAt =
        std::any_of(log.shots.begin(), log.shots.end(), [](const Shot& s) { return s.at; });
    Json root = Json::object();
    root["format"] = log.format == 2 || anyAt ? shotLogFormat2 : shotLogFormat;
    root["level"] = log.level;
    if (log.levelHash) {
        root["levelHash"] = hashToHex(*log.levelHash);
    }
    root["players"] = log.players;
    if (!log.playerNames.empty()) {
        root["playerNames"] = log.playerNames;
    }
    if (!log.ballCollisions) {
        root["ballCollisions"] = false;
    }
    if (!log.setup.empty()) {
        Json setup = Json::array();
        for (const SetupBall& ball : log.setup) {
            setup.push_back(
                {{"player", ball.player}, {"x", ball.position.x}, {"y", ball.position.y}});
        }
        root["setup"] = std::move(setup);
    }
    Json shots = Json::array();
    for (const Shot& shot : log.shots) {
        Json entry = {{"player", shot.player}, {"vx", shot.velocity.x}, {"vy", shot.velocity.y}};
        if (shot.at) {
            entry["at"] = *shot.at;
        }
        shots.push_back(std::move(entry));
    }
    root["shots"] = std::move(shots);
    if (!log.expectJson.empty()) {
        if (JsonParse expect = parseJson(log.expectJson, "expect"); expect.value) {
            root["expect"] = std::move(*expect.value);
        }
    }
    return readableJson(root);
}

std::string writeShotLogFile(const std::filesystem::path& path, const ShotLog& log) {
    if (const std::string problem = shotLogProblem(log); !problem.empty()) {
        return path.string() + ": not written: " + problem;
    }
    return writeFileAtomically(path, shotLogToJson(log));
}

std::string writeShotLogExpect(const std::filesystem::path& path, std::string_view expectJson,
                               std::optional<std::uint64_t> levelHash) {
    const std::string source = path.string();
    std::vector<std::string> errors;
    const std::optional<std::string> text = readJsonFile(path, errors);
    if (!text) {
        return errors.front();
    }
    JsonParse root = parseJson(*text, source);
    if (!root.value) {
        return root.errors.front();
    }
    if (!root.value->is_object()) {
        return source + ": a shot log must be a JSON object";
    }
    JsonParse expect = parseJson(expectJson, "the expectation");
    if (!expect.value || !expect.value->is_object()) {
        return source + ": the expectation to write is not a JSON object";
    }
    if (levelHash && root.value->contains("levelHash")) {
        (*root.value)["levelHash"] = hashToHex(*levelHash);
    }
    (*root.value)["expect"] = std::move(*expect.value);
    return writeFileAtomically(path, readableJson(*root.value));
}

} // namespace golf
