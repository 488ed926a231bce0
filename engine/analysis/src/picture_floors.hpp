#pragma once

// The colours of format-2 floors in pictures (`golf render`): sand, ice and water in their own
// checkers, slopes shaded lighter uphill and darker downhill with a chevron pointing downhill.

#include "golf/analysis/picture.hpp"
#include "golf/core/level.hpp"

namespace golf {

/// The colour of the open tile (col, row) at the tile-local point (u, v), each in [0, 1]
/// (0 at the tile's left or top edge). `chevron` draws the downhill mark on slopes (for tiles
/// large enough to show it). Plain grass is the turf checker.
[[nodiscard]] Colour floorColour(const Level& level, int col, int row, double u, double v,
                                 bool chevron);

} // namespace golf
