#pragma once

// One shot played to its end as `golf replay` plays it (golf/replay/replay.cpp, replayShotLog):
// the velocity as the replay derives it from an angle and a speed, the wait for an "at", the
// ticks in which nothing can happen skipped, and the events counted into the shot's report.

#include "golf/formats/outcome.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"

#include <string>

namespace golf::python {

/// The shot of `player` at `angleDegrees` and `speed` (tiles/s) as a shot log holds it: the
/// angle form, checked against maxShotSpeed as written.
[[nodiscard]] Shot angleShot(int player, double angleDegrees, double speed);

/// The shot of `player` with velocity (vx, vy) (tiles/s): the velocity form.
[[nodiscard]] Shot velocityShot(int player, Vec2 velocity);

/// Why `shot` may not be played on `match` now, as the replay words it (without the log's
/// name and place); "" if it may. Waits for the shot's "at" first (Match::waitUntil and the
/// movers' idle ticks), so on success the match is at the instant of the strike. `played` is
/// then the velocity given to Match::shoot.
[[nodiscard]] std::string prepareShot(Match& match, const Shot& shot, Vec2& played);

/// Strikes `played` for shot.player and plays until every ball rests; the report has the
/// shooter, the stroke, the ticks and the counted events (not the balls nor the hash).
/// Precondition: prepareShot returned "".
[[nodiscard]] ShotReport playShot(Match& match, const Shot& shot, Vec2 played, int index);

} // namespace golf::python
