#pragma once

/// \file
/// A level's moving and special elements (format 3) as the web page draws them: the fixed
/// ones (special walls, gates, teleports, each mover's shape) and where the movers are at an
/// instant of the hole clock, computed by the engine's own mover motion (the browser runs no
/// engine). Coordinates are world units (tiles), rounded to 1e-4 as the paths are.

#include "golf/core/level.hpp"
#include "golf/formats/json_value.hpp"

namespace golf::online {

/// {"walls":[{"col","row","shape","restitution"}],"gates":[{"col","row","pass"}],
/// "teleports":[{"entry":[x,y],"radius","exit":[x,y][,"exitAngle"]}],"movers":[{"kind":
/// "blades","pivot":[x,y],"arms","length","width"} or {"kind":"slider","from":[x,y],"to":
/// [x,y],"size":[w,h]}]}: `shape` is the tile's character ('#' or a triangle's), `pass` and
/// `exitAngle` degrees (SPEC section 1). Null when the level has none (formats 1 and 2).
[[nodiscard]] JsonValue levelElements(const Level& level);

/// Each mover of `level`, in order, at hole-clock time `clock` (seconds, finite, >= 0):
/// blades as {"tips":[[x,y] per arm]} (each arm runs from the pivot to its tip), a slider as
/// {"centre":[x,y]}.
[[nodiscard]] JsonValue moverPoses(const Level& level, double clock);

} // namespace golf::online
