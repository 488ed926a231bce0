#pragma once

/// \file
/// Whether a ball can get from the tee to the cup at all: a flood fill over the places the
/// ball's centre can be (the open floor shrunk by the ball's radius). Used by `golf check` to
/// warn about levels whose cup is walled off. It ignores speed and bounces: "reachable" means
/// a path exists, not that a shot finds it. Teleports are taken (a path whose centre enters a
/// from disc goes on from its exit, and never through the disc), and so are gates' directions
/// (a step of the path moving against a gate's `pass` may not come within the ball's radius in
/// front of either of its one-way edges, as the physics bounces it there); movers are not
/// (they turn away, so they block no path for ever).

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <cstddef>
#include <vector>

namespace golf {

/// True if a disc of `radius` (tiles, > 0) moving in a straight line from `from` to `to`
/// (world units) overlaps no solid part of the level; touching is allowed, as in
/// discFitsOnFloor. Everything outside the grid is solid. With from == to it is the disc test.
[[nodiscard]] bool pathFitsOnFloor(const Level& level, Vec2 from, Vec2 to, double radius);

/// Limits of the flood fill.
struct ReachabilityOptions {
    /// Finest sampling: sample points every 1/samplesPerTile tile. Halved (down to 2) until
    /// the number of sample points is at most maxSamples. A power of two >= 2.
    int samplesPerTile = 8;
    /// Most sample points searched; above it even at 2 per tile the level is not checked.
    /// The default allows about 1000 x 1000 tiles at 2 per tile and 249 x 249 at 8 per tile,
    /// and keeps the largest search near a second in an unoptimised build.
    std::size_t maxSamples = 4'000'000;
};

/// The answer of cupReachability.
enum class Reachability {
    Reachable,   ///< a path for the ball's centre from the tee into the cup was found
    Unreachable, ///< no path at the resolution used (see ReachabilityResult::samplesPerTile)
    TooLarge,    ///< the level has too many tiles to be searched within the limits
};

/// What cupReachability found, and at which resolution.
struct ReachabilityResult {
    Reachability status = Reachability::TooLarge;
    int samplesPerTile = 0;  ///< resolution used; 0 when TooLarge
    std::size_t visited = 0; ///< sample points reached from the tee
};

/// Searches for a path of the ball's centre from `level.tee` to within `level.cupRadius` of
/// `level.cup`, for a ball of `level.ballRadius`. The sample points lie on the lattice
/// (i / n, j / n) with n = samplesPerTile, so tile centres and tile edges are always sampled
/// (n >= 2) and 1-tile corridors are never missed. Two neighbouring points (8-neighbourhood)
/// are connected when the ball can move straight from one to the other (pathFitsOnFloor, and
/// no gate's one-way edge against the move) and neither point touches water (a hazard: the path
/// must not cross it), so a reported path always exists; a passage narrower than the lattice can
/// resolve may be missed (reported Unreachable). Precondition: the level is valid (as loaded by the
/// loader).
[[nodiscard]] ReachabilityResult cupReachability(const Level& level,
                                                 const ReachabilityOptions& options = {});

/// cupReachability with the ball's centre starting at `start` (world units) instead of the
/// tee; `start` need not be a lattice point (a teleport's exit).
[[nodiscard]] ReachabilityResult cupReachabilityFrom(const Level& level, Vec2 start,
                                                     const ReachabilityOptions& options = {});

/// The indices of the teleports whose exit is walled in: no path leads from it to the cup
/// (cupReachabilityFrom says Unreachable), so a ball sent there is stuck for the rest of the
/// hole. In increasing order; empty for a level without teleports.
[[nodiscard]] std::vector<std::size_t>
walledInTeleportExits(const Level& level, const ReachabilityOptions& options = {});

} // namespace golf
