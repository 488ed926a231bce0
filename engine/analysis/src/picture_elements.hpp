#pragma once

// The moving and special elements of format 3 in pictures (`golf render --at T`): special
// walls tinted by their restitution, gates with arrows in their pass direction, the movers'
// swept regions faded, teleports (the from disc, a marker at `to`, an arrow for exitAngle),
// and the movers where they are at a hole-clock instant.

#include "golf/analysis/picture.hpp"
#include "golf/core/level.hpp"

namespace golf {

/// Samples per pixel side (4 x 4) of the pictures' antialiasing.
inline constexpr int samplesPerSide = 4;

/// `base` covered by `top` with opacity `alpha` (0 .. 1), each channel rounded.
[[nodiscard]] Colour mix(Colour base, Colour top, double alpha);

/// Draws the format-3 elements of `level` over `image` (made by drawLevel's tiles at `scale`
/// pixels per tile), the movers where they are at hole-clock time `clock` (seconds, finite,
/// >= 0). Draws nothing on a level without them.
void drawElements(Image& image, const Level& level, int scale, double clock);

} // namespace golf
