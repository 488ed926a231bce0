#include "golf/formats/outcome.hpp"

#include "json_text.hpp"

#include <algorithm>

namespace golf {

namespace {

Json ballJson(const BallReport& ball) {
    Json json = Json::object();
    json["player"] = ball.player;
    json["inPlay"] = ball.inPlay;
    if (ball.inPlay) {
        json["x"] = ball.position.x;
        json["y"] = ball.position.y;
        json["vx"] = ball.velocity.x;
        json["vy"] = ball.velocity.y;
    }
    json["holed"] = ball.holed;
    json["pickedUp"] = ball.pickedUp;
    json["strokes"] = ball.strokes;
    return json;
}

Json ballsJson(const std::vector<BallReport>& balls) {
    Json json = Json::array();
    for (const BallReport& ball : balls) {
        json.push_back(ballJson(ball));
    }
    return json;
}

/// The outcome as a JSON value; fields in the order the expectation check visits them (the
/// hashes last, so that a difference is reported at the first field that shows it).
Json outcomeValue(const ReplayOutcome& outcome) {
    Json shots = Json::array();
    for (const ShotReport& shot : outcome.shots) {
        Json json = Json::object();
        json["shot"] = shot.shot;
        json["player"] = shot.player;
        json["stroke"] = shot.stroke;
        json["ticks"] = shot.ticks;
        json["wallHits"] = shot.wallHits;
        json["ballHits"] = shot.ballHits;
        if (shot.moverHits != 0) {
            json["moverHits"] = shot.moverHits;
        }
        json["ballsHit"] = shot.ballsHit;
        json["holed"] = shot.holed;
        json["pickedUp"] = shot.pickedUp;
        if (!shot.watered.empty()) {
            json["watered"] = shot.watered;
        }
        json["balls"] = ballsJson(shot.balls);
        json["hash"] = shot.hash;
        shots.push_back(std::move(json));
    }
    Json final = Json::object();
    final["ticks"] = outcome.final.ticks;
    if (outcome.final.clock) {
        final["clock"] = *outcome.final.clock;
    }
    final["balls"] = ballsJson(outcome.final.balls);
    final["hash"] = outcome.final.hash;
    Json root = Json::object();
    root["shots"] = std::move(shots);
    root["final"] = std::move(final);
    return root;
}

bool sameValue(const Json& expected, const Json& actual) {
    if (expected.is_number() && actual.is_number()) {
        const std::optional<std::int64_t> e = integerValue(expected);
        const std::optional<std::int64_t> a = integerValue(actual);
        if (e && a) {
            return *e == *a;
        }
        return expected.get<double>() == actual.get<double>();
    }
    return expected == actual;
}

/// The first difference between an expectation and the actual outcome, walking the outcome's
/// order; "" if none.
std::string firstDifference(const Json& expected, const Json& actual, const std::string& path) {
    if (expected.is_object()) {
        if (!actual.is_object()) {
            return path + ": expected an object, got " + jsonValueText(actual);
        }
        for (const auto& [key, value] : actual.items()) {
            if (expected.contains(key)) {
                std::string difference =
                    firstDifference(*expected.find(key), value, path + "." + key);
                if (!difference.empty()) {
                    return difference;
                }
            }
        }
        for (const auto& [key, value] : expected.items()) {
            if (!actual.contains(key) && !(path == "expect" && key == "log")) {
                return path + "." + key + ": expected " + jsonValueText(value) +
                       ", but the outcome has no \"" + key + "\" here";
            }
        }
        return {};
    }
    if (expected.is_array()) {
        if (!actual.is_array()) {
            return path + ": expected an array, got " + jsonValueText(actual);
        }
        const std::size_t common = std::min(expected.size(), actual.size());
        for (std::size_t i = 0; i < common; ++i) {
            std::string difference =
                firstDifference(expected[i], actual[i], path + "[" + std::to_string(i) + "]");
            if (!difference.empty()) {
                return difference;
            }
        }
        if (expected.size() != actual.size()) {
            return path + ": expected " + std::to_string(expected.size()) + " entries, got " +
                   std::to_string(actual.size());
        }
        return {};
    }
    if (!sameValue(expected, actual)) {
        return path + ": expected " + jsonValueText(expected) + ", got " + jsonValueText(actual);
    }
    return {};
}

} // namespace

double ReplayOutcome::seconds() const {
    return tickRate > 0 ? static_cast<double>(final.ticks) / tickRate : 0.0;
}

std::string outcomeToJson(const ReplayOutcome& outcome) {
    return dumpJson(outcomeValue(outcome));
}

std::string checkExpectation(const ReplayOutcome& outcome, std::string_view expectJson,
                             const std::string& source) {
    const JsonParse expected = parseJson(expectJson, source + ": expect");
    if (!expected.value) {
        return expected.errors.front();
    }
    if (!expected.value->is_object()) {
        return source + ": expect: must be an object";
    }
    std::string difference = firstDifference(*expected.value, outcomeValue(outcome), "expect");
    return difference.empty() ? difference : source + ": " + difference;
}

} // namespace golf
