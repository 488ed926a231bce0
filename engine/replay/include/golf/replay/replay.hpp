#pragma once

/// \file
/// Headless replay of shot logs (SPEC sections 5 and 6): plays a ShotLog on a Level with the
/// rules of golf::Match, reports every shot and the final state, and checks a log's "expect".

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/formats/number_text.hpp"
#include "golf/formats/outcome.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

/// The velocity (tiles/s) to give Match::shoot for `shot`: shot.velocity, except that an
/// angle + speed shot whose written speed is at most `maxShotSpeed` (tiles/s) is shortened by
/// ulps if cos/sin rounded its length above the limit, so that a shot written at exactly
/// maxShotSpeed is legal. The game plays logs through this too, to agree with the replay.
[[nodiscard]] Vec2 playedVelocity(const Shot& shot, double maxShotSpeed);

/// Player `player`'s ball and score now, as the replay reports them (position and velocity
/// only while the ball is in play). Precondition: 0 <= player < match.playerCount().
[[nodiscard]] BallReport ballReport(const Match& match, int player);

/// Every player's BallReport, in player order.
[[nodiscard]] std::vector<BallReport> ballReports(const Match& match);

/// Adds one tick's `events` to `report`: wall, ball and mover hits counted, the players
/// holed, picked up, knocked out again (Returned) and watered kept sorted without repeats.
/// The replay and the Python module's Match count shots through this one function.
void countShotEvents(const std::vector<Event>& events, ShotReport& report);

/// Optional callbacks during a replay, e.g. to write a per-tick trace or draw paths.
struct ReplayObserver {
    /// Called right after shots[shot] is played, before its first tick (the shooter's ball is
    /// on the course, moving).
    std::function<void(const Match& match, int shot)> onShot;
    /// Called after every tick of shots[shot]. Set, it makes the replay step every tick.
    std::function<void(const Match& match, int shot)> onTick;
    /// Called after every tick that is stepped, with its events. Without onTick the ticks in
    /// which nothing can happen are skipped (Match::skipQuietTicks), so these are the ticks
    /// with events (and the ones stepEveryTick asks for): between them every ball moves in a
    /// straight line, unless a slope curves its path.
    std::function<void(const Match& match, int shot, const std::vector<Event>& events)> onStep;
    /// Asked before each tick when onTick is not set: true steps the next tick instead of
    /// skipping quiet ones (for example while a ball is on a slope, whose path curves).
    std::function<bool(const Match& match)> stepEveryTick;
};

/// A replay's outcome, or why it stopped. `outcome` is set if and only if `errors` is empty.
struct ReplayResult {
    std::optional<ReplayOutcome> outcome;
    std::vector<std::string> errors; ///< "SOURCE: place: message"
};

/// Lets the hole clock of `match` (no shot in progress) run to `shot`'s "at" (SPEC section 5;
/// docs/replay.md, "Waiting for at"); on a level with movers the observer sees the wait's ticks
/// as ticks of shot `shotIndex`. Returns why the shot may not be struck then (an "at" before
/// the instant the balls came to rest or more than maxWaitSeconds after it, a ball a mover
/// left moving), without the place; "" when it may. A shot without "at" waits for nothing.
[[nodiscard]] std::string waitForShot(Match& match, const Shot& shot,
                                      const ReplayObserver& observer = {}, int shotIndex = 0);

/// Plays `log` on `level` (with its ballCollisions): setup balls, then each shot until every
/// ball rests. Does not compare log.levelHash (replayFile does). Checks the
/// level-dependent rules (setup balls fit, maxShotSpeed, no shots after holing out or being
/// picked up). `source` names the log in messages. Does not check log.expectJson.
/// `shotDetails` false leaves each ShotReport's hash and balls empty (its shooter, the final
/// hash and the final balls are always there): a caller that shows only those spares a chain
/// of about 400 multiplications and a report of every ball a shot (the memory of a long log).
[[nodiscard]] ReplayResult replayShotLog(const ShotLog& log, const Level& level,
                                         const std::string& source,
                                         const ReplayObserver& observer = {},
                                         bool shotDetails = true);
/// replayShotLog on a shared level (not null): the match plays on it without a copy.
[[nodiscard]] ReplayResult replayShotLog(const ShotLog& log, std::shared_ptr<const Level> level,
                                         const std::string& source,
                                         const ReplayObserver& observer = {},
                                         bool shotDetails = true);

/// Everything `golf replay` learns about one log file.
struct ReplayFileResult {
    std::optional<ShotLog> log;
    std::optional<ReplayOutcome> outcome;   ///< set if the log and level loaded and replayed
    std::vector<std::string> errors;        ///< load, replay or expectation errors
    std::optional<std::uint64_t> levelHash; ///< the level's hash now, once the level loaded
    bool hadExpectation = false;            ///< the log has an "expect" that was checked
};

/// What replayFile checks besides the rules.
struct ReplayOptions {
    /// Compare the log's "expect" (if it has one) with the outcome.
    bool checkExpect = true;
    /// Replay a log whose "levelHash" differs from levelHash(level) instead of refusing it.
    bool ignoreLevelHash = false;
    /// Each shot's hash and every ball after it in the outcome (ShotReport::hash and ::balls;
    /// the JSON outcome shows them). Without it they are left empty, unless the log's "expect"
    /// is checked (it holds them).
    bool shotDetails = true;
};

/// Loads the log at `path` and its level (relative to the log's folder), refuses it if its
/// "levelHash" is not the level's (unless options.ignoreLevelHash): "SOURCE: levelHash: the
/// level changed since the log was written (the log has X, the level now has Y)", replays it
/// and, if options.checkExpect, compares its "expect". Never throws on bad input.
[[nodiscard]] ReplayFileResult replayFile(const std::filesystem::path& path,
                                          const ReplayOptions& options,
                                          const ReplayObserver& observer = {});

/// replayFile with options {checkExpect, ignoreLevelHash = false}.
[[nodiscard]] ReplayFileResult replayFile(const std::filesystem::path& path, bool checkExpect,
                                          const ReplayObserver& observer = {});

} // namespace golf
