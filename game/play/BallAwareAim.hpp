#pragma once

/// \file
/// A computer's plan checked among the other balls: the shot search plays its ball alone, so
/// its stroke is played again on a copy of the real match (every ball as it lies, the hole
/// clock as it is). If the stroke meets another ball and that spoils it (it no longer holes
/// out, or rests farther from the cup than planned), nearby strokes are tried, then a lay-up
/// among the balls. Everything is counted in simulated ticks, so the choice is the same on
/// every machine however long it takes.

#include "golf/analysis/shot_search.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <limits>
#include <optional>

namespace golf::game {

/// What one stroke does.
struct StrokeOutcome {
    bool rested = false;     ///< every ball came to rest within the tick limit
    bool holed = false;      ///< the shooter's ball dropped
    bool struckBall = false; ///< the shooter's ball touched another ball
    /// Distance (tiles, by the way round: CupDistanceField) from the shooter's ball at rest to
    /// the cup; -1 if holed; infinity if it did not rest or was not played.
    double cupDistance = std::numeric_limits<double>::infinity();
    std::int64_t ticks = 0; ///< ticks simulated, the wait before striking included
};

/// Plays `shot` for `player` on a copy of `match` (no shot in progress, the player not
/// finished): on a level with movers the clock first runs `shot.wait` seconds (resting balls
/// may be pushed meanwhile), then the stroke is struck and stepped for at most `tickLimit`
/// ticks. An illegal velocity (too fast) gives an outcome that did not rest.
[[nodiscard]] StrokeOutcome playStroke(const Match& match, int player, const SearchedShot& shot,
                                       const CupDistanceField& field, std::int64_t tickLimit);

/// Limits of the check (ticks).
struct BallAwareOptions {
    std::int64_t planTickLimit = 30'000; ///< per playing of the plan's stroke (search's limit)
    std::int64_t trialTickLimit = 6'000; ///< per nearby stroke or lay-up trial
    std::int64_t nearbyBudget = 400'000; ///< for all nearby strokes together
    double tolerance = 0.5;              ///< tiles a stroke may rest farther than planned
};

/// The stroke a computer plays among the balls, and how it was chosen.
struct BallAwareChoice {
    SearchedShot shot;      ///< angle, speed, wait (velocity and at are not used)
    bool changed = false;   ///< the plan's stroke was spoilt by another ball: another chosen
    bool laidUp = false;    ///< chosen from the lay-up grid among the balls
    int strokesTried = 0;   ///< strokes played on copies of the match
    std::int64_t ticks = 0; ///< their ticks
};

/// True if a ball other than `player`'s lies on the course and balls collide: only then can
/// the others change a stroke.
[[nodiscard]] bool othersOnCourse(const Match& match, int player);

/// Checks `plan` (the first stroke of a holing plan, made for `player`'s ball alone on
/// `alone`: the level with its tee where the ball lies) among the balls of `match`. The plan
/// stands unless, on the copy, it strikes another ball and does not hole out where alone it
/// holes, or rests more than `tolerance` farther from the cup than alone. Then nearby strokes
/// (angle ±0.5° to ±8°, speed ±5 % and ±10 %, nearest first, within `nearbyBudget`) are
/// played on copies and the first that does as the plan would alone is taken; else the best
/// of the lay-up grid among the balls (72 directions × 8 speeds struck now), or the spoilt
/// plan itself if it still rests nearer the cup than all of them.
[[nodiscard]] BallAwareChoice aimAmongBalls(const Match& match, int player, const Level& alone,
                                            const SearchedShot& plan,
                                            const BallAwareOptions& options = {});

/// Without a plan: of the lay-up grid (72 directions × 8 speeds, struck now) played on copies
/// of `match`, the stroke that holes or rests nearest the cup by the way round.
[[nodiscard]] BallAwareChoice layUpAmongBalls(const Match& match, int player,
                                              const BallAwareOptions& options = {});

} // namespace golf::game
