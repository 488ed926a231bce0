#pragma once

/// \file
/// Headless replay of shot logs (SPEC sections 5 and 6): plays a ShotLog on a Level with the
/// rules of golf::Match, reports every shot and the final state, and checks a log's "expect".

#include "golf/level.hpp"
#include "golf/match.hpp"
#include "golf/shot_log.hpp"
#include "golf/vec2.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The shortest decimal text that reads back as exactly `value` ("3.25", "1e-05", "15").
[[nodiscard]] std::string formatNumber(double value);

/// The velocity (tiles/s) to give Match::shoot for `shot`: shot.velocity, except that an
/// angle + speed shot whose written speed is at most `maxShotSpeed` (tiles/s) is shortened by
/// ulps if cos/sin rounded its length above the limit, so that a shot written at exactly
/// maxShotSpeed is legal. The game plays logs through this too, to agree with the replay.
[[nodiscard]] Vec2 playedVelocity(const Shot& shot, double maxShotSpeed);

/// One player's ball and score after a shot or at the end.
struct BallReport {
    int player = 0;
    bool inPlay = false; ///< on the course; position and velocity are meaningful only then
    Vec2 position;       ///< ball centre, world units
    Vec2 velocity;       ///< tiles/s
    bool holed = false;
    bool pickedUp = false; ///< picked up after maxStrokes strokes without holing
    int strokes = 0;
};

/// What one shot did.
struct ShotReport {
    int shot = 0;                  ///< index in the log's "shots"
    int player = 0;                ///< who shot
    int stroke = 0;                ///< the shooter's stroke number, from 1
    std::int64_t ticks = 0;        ///< ticks until every ball rested (or maxShotSeconds)
    int wallHits = 0;              ///< wall contacts of all balls during the shot
    int ballHits = 0;              ///< ball-versus-ball contacts during the shot
    std::vector<int> ballsHit;     ///< players whose balls touched another ball, ascending
    std::vector<int> holed;        ///< players whose balls dropped during the shot, ascending
    std::vector<int> pickedUp;     ///< players picked up at the end of the shot
    std::vector<BallReport> balls; ///< every player's ball after the shot, in player order
    std::string hash;              ///< hashToHex(Match::hash()) after the shot
};

/// The state after the last shot.
struct FinalReport {
    std::int64_t ticks = 0;        ///< total ticks stepped
    std::string hash;              ///< hashToHex(Match::hash())
    std::vector<BallReport> balls; ///< every player's ball, in player order
};

/// The outcome of a whole replay.
struct ReplayOutcome {
    std::string levelName;
    int par = 0;
    int tickRate = 0; ///< ticks per second of the level
    std::vector<ShotReport> shots;
    FinalReport final;

    /// Simulated time in seconds (final ticks / tickRate).
    [[nodiscard]] double seconds() const;
};

/// Optional callbacks during a replay, e.g. to write a per-tick trace or draw paths.
struct ReplayObserver {
    /// Called right after shots[shot] is played, before its first tick (the shooter's ball is
    /// on the course, moving).
    std::function<void(const Match& match, int shot)> onShot;
    /// Called after every tick of shots[shot].
    std::function<void(const Match& match, int shot)> onTick;
};

/// A replay's outcome, or why it stopped. `outcome` is set if and only if `errors` is empty.
struct ReplayResult {
    std::optional<ReplayOutcome> outcome;
    std::vector<std::string> errors; ///< "SOURCE: place: message"
};

/// Plays `log` on `level`: setup balls, then each shot until every ball rests. Checks the
/// level-dependent rules (setup balls fit, maxShotSpeed, no shots after holing out or being
/// picked up). `source` names the log in messages. Does not check log.expectJson.
[[nodiscard]] ReplayResult replayShotLog(const ShotLog& log, const Level& level,
                                         const std::string& source,
                                         const ReplayObserver& observer = {});

/// The outcome as SPEC section 6 prints it: one line of JSON {"shots": [...], "final": {...}}.
[[nodiscard]] std::string outcomeToJson(const ReplayOutcome& outcome);

/// Compares every value in `expectJson` (a log's "expect") with `outcome`, in the order the
/// outcome lists them. Returns "" if all agree, else the first difference, e.g.
/// "SOURCE: expect.shots[2].balls[0].x: expected 3.25, got 3.2500000000000004".
/// Keys absent from the expectation are not compared; a top-level "log" key is ignored.
[[nodiscard]] std::string checkExpectation(const ReplayOutcome& outcome,
                                           std::string_view expectJson, const std::string& source);

/// Everything `golf replay` learns about one log file.
struct ReplayFileResult {
    std::optional<ShotLog> log;
    std::optional<ReplayOutcome> outcome; ///< set if the log and level loaded and replayed
    std::vector<std::string> errors;      ///< load, replay or expectation errors
    bool hadExpectation = false;          ///< the log has an "expect" that was checked
};

/// Loads the log at `path` and its level (relative to the log's folder), replays it and, if
/// `checkExpect`, compares its "expect". Never throws on bad input.
[[nodiscard]] ReplayFileResult replayFile(const std::filesystem::path& path, bool checkExpect,
                                          const ReplayObserver& observer = {});

} // namespace golf
