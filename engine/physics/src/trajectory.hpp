#pragma once

// How a ball has moved since its last contact. The physics keeps this anchor, not the
// position sampled at each tick: every position is computed in closed form from the anchor,
// so per-tick rounding never accumulates and the tick rate only samples the motion. A
// single ball's shot therefore ends bit-identical at any tick rate.

#include "golf/core/surface.hpp"
#include "golf/core/vec2.hpp"
#include "motion.hpp"

#include <cstdint>

namespace golf {

/// The first wall contact of a straight piece within `coveredTo` tiles of its anchor, found
/// once and kept for the piece's later ticks: the search from the anchor does not depend on
/// the tick, so its answer holds until the piece ends (a new Trajectory starts empty).
struct WallSearch {
    bool valid = false;
    double coveredTo = 0;      ///< tiles along the path searched from the anchor
    bool hit = false;          ///< a contact within coveredTo
    double distance = 0;       ///< its distance from the anchor
    std::uint32_t feature = 0; ///< the boundary feature
    Vec2 normal;               ///< the contact normal
};

struct Trajectory {
    static constexpr std::uint32_t noFeature = UINT32_MAX;

    Vec2 origin;        ///< the ball's centre at the anchor (world units)
    Vec2 velocity;      ///< its velocity right after the anchor (tiles/s)
    double elapsed = 0; ///< seconds since the anchor
    /// The floor the piece rolls on (the tile ahead of the anchor in the direction of motion)
    /// and its deceleration (tiles/s^2): a piece ends where the centre enters another floor.
    Floor floor = Floor::Grass;
    double decel = 0;
    /// What gave the ball this velocity, so that the contact it is leaving is not taken again
    /// at distance zero because of rounding: a wall feature id, or another ball.
    std::uint32_t lastWall = noFeature;
    int lastBall = -1;
    int contactsInPlace = 0; ///< consecutive wall contacts without moving in between
    /// The piece's wall search, kept between ticks (an optimisation: never changes a result).
    mutable WallSearch wallSearch;

    /// A fresh anchor: at `position` with `velocity` on `floor` slowing at `decel`, nothing to
    /// leave. A velocity too small to normalise (hasDirection false) becomes exactly zero.
    [[nodiscard]] static Trajectory at(Vec2 position, Vec2 velocity, Floor floor, double decel) {
        return {.origin = position,
                .velocity = hasDirection(velocity) ? velocity : Vec2{},
                .floor = floor,
                .decel = decel};
    }
    /// The centre `seconds` after now.
    [[nodiscard]] Vec2 positionAfter(double seconds) const {
        return golf::positionAfter(origin, velocity, decel, elapsed + seconds);
    }
    /// The velocity `seconds` after now: exactly zero once stopped.
    [[nodiscard]] Vec2 velocityAfter(double seconds) const {
        return golf::velocityAfter(velocity, decel, elapsed + seconds);
    }
};

} // namespace golf

namespace golf {

struct Level;

/// A new piece of motion from `position` with `velocity` on `level`: on the floor of the tile
/// the centre moves into (the tile under it when at rest; on a tile edge, the tile on the side
/// the velocity points to), slowing at that floor's deceleration.
[[nodiscard]] Trajectory startPiece(const Level& level, Vec2 position, Vec2 velocity);

} // namespace golf
