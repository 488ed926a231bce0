#include "ShotPaths.hpp"

#include "ReplayRecorder.hpp"
#include "golf/physics/match.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace golf::game {

namespace {

/// Path samples per second of play: smooth enough to draw, small enough to keep.
constexpr int samplesPerSecond = 30;
/// Logs looked at for a ghost, newest first.
constexpr std::size_t ghostLogLimit = 200;

} // namespace

double angleOf(Vec2 v) {
    const double degrees = std::atan2(v.y, v.x) * 180 / std::numbers::pi;
    if (!(degrees < 0)) {
        return degrees + 0.0; // -0.0 (a hair above +x, or (x, -0.0)) is 0
    }
    // A hair below +x: -1e-15 + 360 rounds to 360, which is 0.
    const double wrapped = degrees + 360;
    return wrapped < 360 ? wrapped : 0.0;
}

int shownDegrees(double angleDegrees) {
    const long whole = std::lround(angleDegrees);
    return static_cast<int>(((whole % 360) + 360) % 360);
}

std::vector<std::vector<Vec2>> pathPieces(const PlayedShot& shot) {
    std::vector<std::vector<Vec2>> pieces(1);
    auto jump = shot.jumps.begin();
    for (std::size_t i = 0; i < shot.path.size(); ++i) {
        if (jump != shot.jumps.end() && *jump == i) {
            ++jump;
            if (!pieces.back().empty()) {
                pieces.emplace_back();
            }
        }
        pieces.back().push_back(shot.path[i]);
    }
    return pieces;
}

PlayedLog playLog(const Level& level, const ShotLog& log) {
    PlayedLog played;
    Match match(level, log.players);
    match.setBallCollisions(log.ballCollisions);
    played.holedStrokes.assign(static_cast<std::size_t>(log.players), 0);
    for (std::size_t i = 0; i < log.setup.size(); ++i) {
        const SetupBall& ball = log.setup[i];
        if (std::string error = match.setup(ball.player, ball.position); !error.empty()) {
            played.error = "setup[" + std::to_string(i) + "]: " + error;
            return played;
        }
    }
    const int every = std::max(1, level.physics.tickRate / samplesPerSecond);
    for (const Shot& shot : log.shots) {
        const Vec2 velocity = playedVelocity(shot, level.physics.maxShotSpeed);
        if (std::string error = waitForShot(match, shot); !error.empty()) {
            played.error = "shots[" + std::to_string(played.shots.size()) + "].at: " + error;
            return played;
        }
        if (std::string error = match.shotError(shot.player, velocity); !error.empty()) {
            played.error = "shots[" + std::to_string(played.shots.size()) + "]: " + error;
            return played;
        }
        match.shoot(shot.player, velocity);
        const auto index = static_cast<std::size_t>(shot.player);
        PlayedShot out{
            shot.player, length(velocity) / level.physics.maxShotSpeed, angleOf(velocity), {}, {}};
        const auto ball = [&]() -> const Ball& {
            return match.world().balls()[index];
        };
        out.path.push_back(ball().position);
        for (std::int64_t tick = 1; match.shotInProgress(); ++tick) {
            for (const Event& event : match.step()) {
                if (event.type == EventType::Holed && event.ball == shot.player) {
                    out.path.push_back(event.position);
                    out.path.push_back(level.cup);
                } else if (event.type == EventType::Teleported && event.ball == shot.player) {
                    // Where it entered, then where the tick solver put it: the exit, or the
                    // free spot nearest it (the other balls as they lie after the tick).
                    out.path.push_back(event.position);
                    out.jumps.push_back(out.path.size());
                    const Teleport& teleport =
                        level.teleports[static_cast<std::size_t>(event.other)];
                    out.path.push_back(match.world().freeSpotNear(teleport.exit, shot.player));
                }
            }
            if (ball().inPlay && (tick % every == 0 || !match.shotInProgress())) {
                out.path.push_back(ball().position);
            }
        }
        if (match.players()[index].holed && played.holedStrokes[index] == 0) {
            played.holedStrokes[index] = match.players()[index].strokes;
        }
        played.shots.push_back(std::move(out));
    }
    return played;
}

std::optional<std::vector<std::vector<Vec2>>> bestRoundGhost(const std::filesystem::path& replays,
                                                             const std::filesystem::path& levelFile,
                                                             const Level& level) {
    std::error_code error;
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> logs;
    // The recorder names logs after the level: only those can hold this hole.
    const std::string slug = "-" + slugify(level.name) + ".shots.json";
    const std::string slugNumbered = "-" + slugify(level.name) + "-";
    for (const auto& entry : std::filesystem::directory_iterator(replays, error)) {
        const std::string name = entry.path().filename().string();
        if ((name.ends_with(slug) || name.find(slugNumbered) != std::string::npos) &&
            name.ends_with(".shots.json") && entry.is_regular_file(error)) {
            logs.emplace_back(entry.last_write_time(error), entry.path());
        }
    }
    std::sort(logs.begin(), logs.end(), [](const auto& a, const auto& b) { return a > b; });
    logs.resize(std::min(logs.size(), ghostLogLimit));
    std::optional<std::vector<std::vector<Vec2>>> best;
    int bestStrokes = 0;
    for (const auto& [time, file] : logs) {
        const ShotLogLoadResult loaded = loadShotLogFile(file);
        if (!loaded.log || !std::filesystem::equivalent(file.parent_path() / loaded.log->level,
                                                        levelFile, error)) {
            continue;
        }
        const PlayedLog played = playLog(level, *loaded.log);
        for (std::size_t player = 0; player < played.holedStrokes.size(); ++player) {
            const int strokes = played.holedStrokes[player];
            if (strokes == 0 || (best && strokes >= bestStrokes)) {
                continue;
            }
            bestStrokes = strokes;
            best.emplace();
            for (const PlayedShot& shot : played.shots) {
                if (shot.player == static_cast<int>(player)) {
                    for (std::vector<Vec2>& piece : pathPieces(shot)) {
                        best->push_back(std::move(piece));
                    }
                }
            }
        }
    }
    return best;
}

} // namespace golf::game
