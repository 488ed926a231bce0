#pragma once

/// \file
/// A turn passed without a shot on a hole: the server's record of a skip, and what a client
/// reads from a "state" (docs/online.md).

namespace golf::online {

/// A turn passed without a shot (the player on turn was away): after how many shots of the
/// hole, and whose.
struct HoleSkip {
    int after = 0;  ///< the shots of the hole played before it
    int player = 0; ///< the seat that lost the turn
    bool operator==(const HoleSkip&) const = default;
};

} // namespace golf::online
