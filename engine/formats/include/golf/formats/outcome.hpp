#pragma once

/// \file
/// The outcome of a replayed shot log as data, its JSON text (SPEC section 6, `golf replay
/// --json`) and the check of a log's "expect" against it. The replay layer fills these.

#include "golf/core/vec2.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf {

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
    int moverHits = 0;             ///< contacts of movers with balls during the shot (printed
                                   ///< only when not 0, so still levels' outcomes are unchanged)
    std::vector<int> ballsHit;     ///< players whose balls touched another ball, ascending
    std::vector<int> holed;        ///< players whose balls dropped during the shot, ascending
    std::vector<int> pickedUp;     ///< players picked up at the end of the shot
    std::vector<int> watered;      ///< players whose balls entered water, ascending (printed
                                   ///< only when not empty, so format-1 outcomes are unchanged)
    BallReport shooter;            ///< the shooter's ball after the shot (always there)
    std::vector<BallReport> balls; ///< every player's ball after the shot, in player order;
                                   ///< empty if the replay was not asked for them
                                   ///< (ReplayOptions::shotDetails)
    std::string hash;              ///< hashToHex(Match::hash()) after the shot; empty if the
                                   ///< replay was not asked for it (ReplayOptions::shotDetails)
};

/// The state after the last shot.
struct FinalReport {
    std::int64_t ticks = 0;        ///< total ticks stepped
    std::optional<double> clock;   ///< the hole clock (seconds): logs of format 2 only
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

/// The outcome as SPEC section 6 prints it: one line of JSON {"shots": [...], "final": {...}}.
[[nodiscard]] std::string outcomeToJson(const ReplayOutcome& outcome);

/// Compares every value in `expectJson` (a log's "expect") with `outcome`, in the order the
/// outcome lists them. Returns "" if all agree, else the first difference, e.g.
/// "SOURCE: expect.shots[2].balls[0].x: expected 3.25, got 3.2500000000000004".
/// Keys absent from the expectation are not compared; a top-level "log" key is ignored.
[[nodiscard]] std::string checkExpectation(const ReplayOutcome& outcome,
                                           std::string_view expectJson, const std::string& source);

} // namespace golf
