#include "golf/replay/replay.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/display_text.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <new>

namespace golf {

namespace {

std::string pointText(Vec2 p) {
    return "(" + formatNumber(p.x) + ", " + formatNumber(p.y) + ")";
}

/// Why setup ball `index` cannot be placed, naming what it overlaps; "" if it fits.
std::string setupProblem(const ShotLog& log, std::size_t index, const Level& level) {
    const SetupBall& ball = log.setup[index];
    if (!std::isfinite(ball.position.x) || !std::isfinite(ball.position.y) ||
        !discFitsOnFloor(level, ball.position, level.ballRadius)) {
        return "the ball at " + pointText(ball.position) + " (radius " +
               formatNumber(level.ballRadius) +
               ") is not on open floor: it overlaps a solid or lies outside the level";
    }
    for (std::size_t j = 0; j < index; ++j) {
        const SetupBall& other = log.setup[j];
        if (length(other.position - ball.position) < 2 * level.ballRadius - touchTolerance) {
            return "the ball at " + pointText(ball.position) + " overlaps player " +
                   std::to_string(other.player) + "'s ball at " + pointText(other.position) +
                   " (setup[" + std::to_string(j) + "])";
        }
    }
    return {};
}

/// The velocity to play for `shot`, or why it is too fast. For an angle + speed shot the
/// written speed counts (see playedVelocity).
struct ShotVelocity {
    Vec2 velocity;
    std::string error;
};

/// The place in the log of shots[index], as messages name it.
std::string shotPlace(std::size_t index) {
    return "shots[" + std::to_string(index) + "]";
}

ShotVelocity shotVelocity(const Shot& shot, const Level& level, std::size_t index) {
    const double maxSpeed = level.physics.maxShotSpeed;
    if (shot.form == ShotForm::AngleAndSpeed && shot.speed > maxSpeed) {
        return {{},
                shotPlace(index) + ".speed: " + formatNumber(shot.speed) +
                    " is above maxShotSpeed " + formatNumber(maxSpeed)};
    }
    return {playedVelocity(shot, maxSpeed), {}};
}

/// Inserts `player` into the sorted `players` unless it is there: in place, where a push and a
/// sort (a call to the sort's introsort each time) would give the same list. Out of line: rare
/// (ball hits, holes), it keeps countEvents small enough to inline in the replay's loop.
[[gnu::noinline]] void addSorted(std::vector<int>& players, int player) {
    const auto at = std::lower_bound(players.begin(), players.end(), player);
    if (at == players.end() || *at != player) {
        players.insert(at, player);
    }
}

/// A path as messages show it: escaped and cut, so that it never splits a message line.
std::string shownPath(const std::filesystem::path& path) {
    constexpr std::size_t maxPathShown = 1024;
    return displayText(path.string(), maxPathShown);
}

/// The message for a log whose "levelHash" is not the level's; "" if it has none or it matches.
std::string levelHashProblem(const ShotLog& log, const Level& level, const std::string& source) {
    if (!log.levelHash) {
        return {};
    }
    const std::uint64_t now = levelHash(level);
    if (*log.levelHash == now) {
        return {};
    }
    return source + ": levelHash: the level changed since the log was written (the log has " +
           hashToHex(*log.levelHash) + ", the level now has " + hashToHex(now) + ")";
}

} // namespace

BallReport ballReport(const Match& match, int i) {
    const Ball& ball = match.world().balls()[static_cast<std::size_t>(i)];
    const PlayerState& player = match.players()[static_cast<std::size_t>(i)];
    BallReport report{.player = i,
                      .inPlay = ball.inPlay,
                      .holed = player.holed,
                      .pickedUp = player.pickedUp,
                      .strokes = player.strokes};
    if (ball.inPlay) {
        report.position = ball.position;
        report.velocity = ball.velocity;
    }
    return report;
}

std::vector<BallReport> ballReports(const Match& match) {
    std::vector<BallReport> reports;
    reports.reserve(static_cast<std::size_t>(match.playerCount()));
    for (int i = 0; i < match.playerCount(); ++i) {
        reports.push_back(ballReport(match, i));
    }
    return reports;
}

namespace {

/// countShotEvents, inlined in the replay's loop (a call less per tick with events).
[[gnu::always_inline]] inline void countEvents(const std::vector<Event>& events,
                                               ShotReport& report) {
    for (const Event& event : events) {
        switch (event.type) {
        case EventType::WallHit:
            ++report.wallHits;
            break;
        case EventType::BallHit:
            ++report.ballHits;
            addSorted(report.ballsHit, event.ball);
            if (event.other >= 0) {
                addSorted(report.ballsHit, event.other);
            }
            break;
        case EventType::Holed:
            addSorted(report.holed, event.ball);
            break;
        case EventType::PickedUp:
            addSorted(report.pickedUp, event.ball);
            break;
        case EventType::Returned: // knocked in by another player: not holed after all
            report.holed.erase(std::remove(report.holed.begin(), report.holed.end(), event.ball),
                               report.holed.end());
            break;
        case EventType::Watered:
            addSorted(report.watered, event.ball);
            break;
        case EventType::MoverHit:
            ++report.moverHits;
            break;
        case EventType::Teleported: // counted nowhere yet
        case EventType::Stopped:
        case EventType::Squeezed:
            break;
        }
    }
}

} // namespace

void countShotEvents(const std::vector<Event>& events, ShotReport& report) {
    countEvents(events, report);
}

Vec2 playedVelocity(const Shot& shot, double maxShotSpeed) {
    Vec2 v = shot.velocity;
    if (shot.form == ShotForm::AngleAndSpeed && shot.speed <= maxShotSpeed) {
        // cos/sin may round the length an ulp or two above the written speed.
        while (length(v) > maxShotSpeed) {
            v = {std::nextafter(v.x, 0.0), std::nextafter(v.y, 0.0)};
        }
    }
    return v;
}

std::string waitForShot(Match& match, const Shot& shot, const ReplayObserver& observer,
                        int shotIndex) {
    if (!shot.at) {
        return {}; // struck the instant the previous shot's balls came to rest
    }
    const double rest = match.clock();
    const double at = *shot.at;
    char text[200];
    if (!(at >= rest)) {
        std::snprintf(text, sizeof text,
                      "%.17g is before %.17g, the instant the balls came to rest", at, rest);
        return text;
    }
    if (at - rest > maxWaitSeconds) {
        std::snprintf(text, sizeof text,
                      "%.17g is more than %g s after %.17g, the instant the balls came to rest", at,
                      maxWaitSeconds, rest);
        return text;
    }
    if (!match.world().hasMovers()) {
        match.waitUntil(at); // only the clock moves
    }
    while (match.clock() < at) {
        const double next = match.world().nextTickClock();
        const std::vector<Event>& events = match.idleUntil(next <= at ? next : at);
        if (observer.onTick) {
            observer.onTick(match, shotIndex);
        }
        if (observer.onStep) {
            observer.onStep(match, shotIndex, events);
        }
    }
    if (!match.world().atRest()) {
        return "a ball is still moving at " + formatNumber(at) + " s (a mover pushed it)";
    }
    return {};
}

ReplayResult replayShotLog(const ShotLog& log, const Level& level, const std::string& source,
                           const ReplayObserver& observer, bool shotDetails) {
    return replayShotLog(log, std::make_shared<const Level>(level), source, observer, shotDetails);
}

ReplayResult replayShotLog(const ShotLog& log, std::shared_ptr<const Level> shared,
                           const std::string& source, const ReplayObserver& observer,
                           bool shotDetails) {
    const Level& level = *shared;
    const auto fail = [&](const std::string& place, const std::string& message) {
        return ReplayResult{std::nullopt, {source + ": " + place + ": " + message}};
    };
    if (log.players < 1 || log.players > maxPlayers) {
        return fail("players",
                    std::to_string(log.players) + " is not in 1.." + std::to_string(maxPlayers));
    }
    Match match(std::move(shared), log.players);
    match.setBallCollisions(log.ballCollisions);
    for (std::size_t i = 0; i < log.setup.size(); ++i) {
        const std::string place = "setup[" + std::to_string(i) + "]";
        std::string problem = setupProblem(log, i, level);
        if (problem.empty()) {
            problem = match.setup(log.setup[i].player, log.setup[i].position);
        }
        if (!problem.empty()) {
            return fail(place, problem);
        }
    }
    ReplayOutcome outcome{
        .levelName = level.name, .par = level.par, .tickRate = level.physics.tickRate};
    // Reserved: the reports of a long log are not moved as the vector grows.
    outcome.shots.reserve(log.shots.size());
    // Whether the ticks between events may be skipped: nobody looks at them (the observer's
    // stepEveryTick, if any, is asked at every step).
    const bool watchesTicks = static_cast<bool>(observer.onTick);
    const bool asksEveryTick = static_cast<bool>(observer.stepEveryTick);
    const bool nobodyLooks = !watchesTicks && !asksEveryTick && !observer.onStep;
    for (std::size_t i = 0; i < log.shots.size(); ++i) {
        const Shot& shot = log.shots[i];
        const ShotVelocity velocity = shotVelocity(shot, level, i);
        if (!velocity.error.empty()) {
            return ReplayResult{std::nullopt, {source + ": " + velocity.error}};
        }
        if (std::string error = waitForShot(match, shot, observer, static_cast<int>(i));
            !error.empty()) {
            return fail(shotPlace(i) + ".at", error);
        }
        if (std::string error = match.shotError(shot.player, velocity.velocity); !error.empty()) {
            return fail(shotPlace(i), error);
        }
        match.shoot(shot.player, velocity.velocity);
        const int shotIndex = static_cast<int>(i);
        if (observer.onShot) {
            observer.onShot(match, shotIndex);
        }
        ShotReport report{.shot = shotIndex,
                          .player = shot.player,
                          .stroke = match.players()[static_cast<std::size_t>(shot.player)].strokes};
        while (nobodyLooks && match.shotInProgress()) {
            // The loop below without an observer to ask (`golf replay`): a test less a tick.
            match.skipQuietTicks();
            const std::vector<Event>& events = match.step();
            if (!events.empty()) {
                countEvents(events, report);
            }
        }
        while (match.shotInProgress()) {
            if (!watchesTicks && !(asksEveryTick && observer.stepEveryTick(match))) {
                match.skipQuietTicks(); // nobody looks at the ticks between events
            }
            const std::vector<Event>& events = match.step();
            if (!events.empty()) { // mostly a tick has none
                countEvents(events, report);
            }
            if (observer.onTick) {
                observer.onTick(match, shotIndex);
            }
            if (observer.onStep) {
                observer.onStep(match, shotIndex, events);
            }
        }
        report.ticks = match.shotTicks();
        report.shooter = ballReport(match, shot.player);
        if (shotDetails) {
            report.balls = ballReports(match);
            report.hash = hashToHex(match.hash(log.format >= 2));
        }
        outcome.shots.push_back(std::move(report));
    }
    outcome.final = {.ticks = match.ticks(),
                     .hash = hashToHex(match.hash(log.format >= 2)),
                     .balls = ballReports(match)};
    if (log.format >= 2) {
        outcome.final.clock = match.clock();
    }
    return {std::move(outcome), {}};
}

ReplayFileResult replayFile(const std::filesystem::path& path, bool checkExpect,
                            const ReplayObserver& observer) {
    return replayFile(path, ReplayOptions{.checkExpect = checkExpect}, observer);
}

ReplayFileResult replayFile(const std::filesystem::path& path, const ReplayOptions& options,
                            const ReplayObserver& observer) {
    const std::string source = shownPath(path);
    ReplayFileResult result;
    try {
        ShotLogLoadResult loaded = loadShotLogFile(path);
        if (!loaded.log) {
            result.errors = std::move(loaded.errors);
            return result;
        }
        result.log = std::move(loaded.log);
        const std::filesystem::path levelPath = path.parent_path() / result.log->level;
        std::error_code error;
        const std::filesystem::file_status status = std::filesystem::status(levelPath, error);
        if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status)) {
            // Reading a FIFO or a device could block forever.
            result.errors.push_back(source + ": level: " + shownPath(levelPath) +
                                    " is not a regular file");
            return result;
        }
        LevelLoadResult level = loadLevelFile(levelPath);
        if (!level.level) {
            result.errors.push_back(source + ": level: cannot load " + shownPath(levelPath));
            for (std::string& error : level.errors) {
                result.errors.push_back(std::move(error));
            }
            return result;
        }
        result.levelHash = levelHash(*level.level);
        if (std::string changed = levelHashProblem(*result.log, *level.level, source);
            !changed.empty() && !options.ignoreLevelHash) {
            result.errors.push_back(std::move(changed));
            return result;
        }
        const bool checksExpect = options.checkExpect && !result.log->expectJson.empty();
        // The level moved into the match's share, not copied (a 4096 x 4096 one is 16.8 MB).
        ReplayResult replayed =
            replayShotLog(*result.log, std::make_shared<const Level>(std::move(*level.level)),
                          source, observer, options.shotDetails || checksExpect);
        if (!replayed.outcome) {
            result.errors = std::move(replayed.errors);
            return result;
        }
        result.outcome = std::move(replayed.outcome);
        if (checksExpect) {
            result.hadExpectation = true;
            std::string difference =
                checkExpectation(*result.outcome, result.log->expectJson, source);
            if (!difference.empty()) {
                result.errors.push_back(std::move(difference));
            }
        }
    } catch (const std::bad_alloc&) {
        result.errors.push_back(source + ": out of memory");
    } catch (const std::exception& e) {
        // Nothing in the engine throws on bad input; this is a bug, reported with its place.
        result.errors.push_back(source + ": internal error: " + e.what());
    }
    return result;
}

} // namespace golf
