#pragma once

// A shot's report and a ball as Python dicts, with the keys and values of the replay's JSON
// (golf/formats/outcome.hpp, outcomeToJson), so that Match's reports compare equal to what
// minigolf.replay returns for the same shots.

#include "golf/formats/outcome.hpp"

#include <pybind11/pybind11.h>

namespace golf::python {

/// {"player", "inPlay", "x", "y", "vx", "vy" (only in play), "holed", "pickedUp", "strokes"}.
[[nodiscard]] pybind11::dict ballDict(const BallReport& ball);

/// {"shot", "player", "stroke", "ticks", "wallHits", "ballHits", "moverHits" (when not 0),
/// "ballsHit", "holed", "pickedUp", "watered" (when not empty), "balls", "hash"}.
[[nodiscard]] pybind11::dict shotDict(const ShotReport& shot);

} // namespace golf::python
