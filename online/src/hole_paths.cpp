#include "golf/online/hole_paths.hpp"

#include "golf/analysis/picture.hpp"
#include "golf/core/assert.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_elements.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace golf::online {

namespace {

void recordBalls(PathRecorder& recorder, const Match& match) {
    const std::vector<Ball>& balls = match.world().balls();
    for (std::size_t i = 0; i < balls.size(); ++i) {
        const Ball& ball = balls[i];
        recorder.record(static_cast<int>(i), ball.inPlay, ball.holed, ball.position, ball.velocity);
    }
}

/// A point as [x, y], rounded to 1e-4 tile (a tenth of a pixel at 1000 pixels a tile).
JsonValue point(Vec2 p) {
    const auto rounded = [](double v) {
        return std::round(v * 1e4) / 1e4;
    };
    return JsonValue::array({rounded(p.x), rounded(p.y)});
}

/// `path`'s points as sent (sentPointIndices) and its jumps as indices into them.
struct SentPath {
    JsonValue points = JsonValue::array();
    JsonValue jumps = JsonValue::array();
};

SentPath sentPath(const BallPath& path) {
    const std::vector<std::size_t> sent = sentPointIndices(path.points.size(), path.jumps);
    SentPath out;
    for (const std::size_t i : sent) {
        out.points.push(point(path.points[i]));
    }
    for (const std::size_t jump : path.jumps) {
        // Both ends are sent, so the exit is found and the entry sits just before it.
        const auto at = std::lower_bound(sent.begin(), sent.end(), jump);
        out.jumps.push(static_cast<std::size_t>(at - sent.begin()));
    }
    return out;
}

} // namespace

std::vector<std::size_t> sentPointIndices(std::size_t count,
                                          const std::vector<std::size_t>& jumps) {
    std::vector<std::size_t> indices;
    if (count <= maxSentPathPoints) {
        indices.resize(count);
        std::iota(indices.begin(), indices.end(), std::size_t{0});
        return indices;
    }
    indices.reserve(maxSentPathPoints + 2 * jumps.size());
    const auto keep = [&indices](std::size_t i) {
        if (indices.empty() || indices.back() < i) {
            indices.push_back(i);
        }
    };
    auto jump = jumps.begin();
    for (std::size_t k = 0; k < maxSentPathPoints; ++k) {
        const std::size_t even = k * (count - 1) / (maxSentPathPoints - 1);
        // The jumps up to this point, each with its entry, in order before it.
        for (; jump != jumps.end() && *jump <= even; ++jump) {
            GOLF_ASSERT(*jump >= 1 && *jump < count);
            keep(*jump - 1);
            keep(*jump);
        }
        keep(even);
    }
    return indices;
}

HolePaths holePaths(const std::string& logText, const Level& level, double minStep) {
    const ShotLogLoadResult loaded = parseShotLog(logText, "log");
    if (!loaded.log) {
        return {"", loaded.errors.empty() ? "the stored log is broken" : loaded.errors[0]};
    }
    const ShotLog& log = *loaded.log;
    PathRecorder recorder(log.players, minStep);
    ReplayObserver observer;
    // Where the movers were as each shot was struck: the page draws them at a shot's time.
    JsonValue moments = JsonValue::array();
    observer.onShot = [&recorder, &log, &level, &moments](const Match& match, int shot) {
        const int player = log.shots[static_cast<std::size_t>(shot)].player;
        if (!level.movers.empty()) {
            moments.push(JsonValue::object({{"shot", shot},
                                            {"player", player},
                                            {"clock", match.clock()},
                                            {"movers", moverPoses(level, match.clock())}}));
        }
        recorder.recordShot(player,
                            match.world().balls()[static_cast<std::size_t>(player)].position);
        recordBalls(recorder, match);
    };
    // From the events: quiet ticks are skipped but where a slope curves a path.
    observer.onStep = [&recorder](const Match& match, int, const std::vector<Event>& events) {
        recorder.recordStep(match, events);
    };
    observer.stepEveryTick = [](const Match& match) {
        return pathMayCurve(match);
    };
    const ReplayResult replay = replayShotLog(log, level, "log", observer, false);
    if (!replay.outcome) {
        return {"", replay.errors.empty() ? "the stored log does not replay" : replay.errors[0]};
    }
    JsonValue paths = JsonValue::array();
    for (const BallPath& path : recorder.paths()) {
        JsonValue shots = JsonValue::array();
        for (const Vec2 p : path.shots) {
            shots.push(point(p));
        }
        SentPath sent = sentPath(path);
        JsonValue entry = JsonValue::object({{"player", path.player},
                                             {"points", std::move(sent.points)},
                                             {"jumps", std::move(sent.jumps)},
                                             {"shots", std::move(shots)},
                                             {"atRest", path.atRest}});
        if (path.atRest) {
            entry.set("end", point(path.end));
        }
        paths.push(std::move(entry));
    }
    JsonValue reply = JsonValue::object({{"paths", std::move(paths)}});
    if (level.usesFormat3()) {
        reply.set("elements", levelElements(level));
        reply.set("moments", std::move(moments));
    }
    return {compactJsonText(reply), ""};
}

} // namespace golf::online
