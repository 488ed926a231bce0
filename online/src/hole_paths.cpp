#include "golf/online/hole_paths.hpp"

#include "golf/analysis/picture.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/hole_elements.hpp"
#include "golf/replay/replay.hpp"

#include <cmath>
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

/// At most maxSentPathPoints of `points`, evenly spread, the first and last kept.
JsonValue thinned(const std::vector<Vec2>& points) {
    JsonValue list = JsonValue::array();
    const std::size_t n = points.size();
    if (n <= maxSentPathPoints) {
        for (const Vec2 p : points) {
            list.push(point(p));
        }
        return list;
    }
    for (std::size_t i = 0; i < maxSentPathPoints; ++i) {
        list.push(point(points[i * (n - 1) / (maxSentPathPoints - 1)]));
    }
    return list;
}

} // namespace

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
        JsonValue entry = JsonValue::object({{"player", path.player},
                                             {"points", thinned(path.points)},
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
