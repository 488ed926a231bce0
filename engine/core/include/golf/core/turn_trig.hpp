#pragma once

/// \file
/// Sine and cosine of angles in turns (1 turn = 360 degrees), the same bits on every build and
/// platform: the argument is reduced exactly and the functions are evaluated by the project's
/// own polynomials in plain double arithmetic (no libm, no FMA), each result within an ulp of
/// the true value (tests/engine/turn_trig_test.cpp measures the largest error). Moving
/// elements (mover_motion.hpp) turn with these so that replays stay bit-exact everywhere.

#include "golf/core/vec2.hpp"

namespace golf {

/// (cos 2 pi x, sin 2 pi x) for `turns` = x (finite; any magnitude: the fractional part is
/// taken exactly). Exact at multiples of 1/4 turn (components 0, 1 or -1, zeros positive);
/// at odd multiples of 1/8 turn both components have the magnitude of the double nearest
/// sqrt(1/2). On the screen (y down) growing turns go clockwise.
[[nodiscard]] Vec2 directionOfTurns(double turns);

/// sin 2 pi x for `turns` = x (finite); directionOfTurns(turns).y.
[[nodiscard]] double sinTurns(double turns);

/// cos 2 pi x for `turns` = x (finite); directionOfTurns(turns).x.
[[nodiscard]] double cosTurns(double turns);

} // namespace golf
