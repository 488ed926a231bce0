#pragma once

// How a ball has moved since its last contact. The physics keeps this anchor, not the
// position sampled at each tick: every position is computed in closed form from the anchor,
// so per-tick rounding never accumulates and the tick rate only samples the motion. A
// single ball's shot therefore ends bit-identical at any tick rate.

#include "floor_crossing.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/surface.hpp"
#include "golf/core/vec2.hpp"
#include "motion.hpp"
#include "slope_crossing.hpp"
#include "slope_path.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

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

/// A wall face that holds a ball a slope presses into it: while it slides along the face the
/// face takes the push into it (SPEC section 4), so the piece moves along the face.
struct WallSupport {
    std::uint32_t feature = UINT32_MAX; ///< the boundary segment
    Vec2 normal;                        ///< its unit normal, from the wall to the ball
};

/// A tile edge that a ball rides between two slopes that push towards it from both sides (a
/// valley, or a gutter that also runs downhill along the edge): the pushes across cancel and
/// the ball moves along the edge (see rideEdge).
struct EdgeRide {
    int axis = 0;    ///< 0: the line x = line (a vertical edge); 1: y = line
    double line = 0; ///< the edge's coordinate (a whole number)
};

struct Trajectory {
    static constexpr std::uint32_t noFeature = UINT32_MAX;

    Vec2 origin; ///< the ball's centre at the anchor (world units)
    /// The hole clock at the anchor (seconds): where movers are during the piece is a function
    /// of clock + piece time. Computed from the event that began the piece (its time on the
    /// piece before, not the tick grid), so that one ball's clock is the same at any tick rate.
    /// NaN until the tick solver or the World stamps a new piece (TickSolver::stampClocks).
    double clock = std::numeric_limits<double>::quiet_NaN();
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
    /// Consecutive contacts (walls, balls, movers) each within squeezeWindow of the one before:
    /// a ball a mover presses against something that cannot give way (tick_solver.hpp).
    int rapidContacts = 0;
    /// The piece's wall search, kept between ticks (an optimisation: never changes a result).
    mutable WallSearch wallSearch;
    /// A straight piece's first capture by the cup, as a distance along it from the anchor,
    /// found once over the whole piece (sweepCup's answer does not depend on how far it looks,
    /// only whether it is within reach: an optimisation that never changes a result).
    mutable std::optional<std::optional<double>> cupDistance;
    /// How far from the anchor a straight piece's path is known to cross into no other surface
    /// (firstFloorCrossing's clearTo; -1: nothing known), kept between ticks so that a tick's
    /// reach within it needs no walk over the tiles (an optimisation that never changes a
    /// result).
    mutable double floorClearTo = -1;

    /// On a slope: the piece's motion (straight or curved, SlopePath), shared by copies of the
    /// world (immutable). Null for straight pieces on flat floor, which use the closed form
    /// above. A curved piece always moves until it ends (Kind::PieceEnd in the tick solver).
    std::shared_ptr<const SlopePath> curve;
    TileIndex tile;                     ///< the tile whose field drives a curved piece
    std::optional<WallSupport> support; ///< the face a curved piece slides along
    std::optional<EdgeRide> ride;       ///< the edge a curved piece rides
    int zeroCrossings = 0; ///< consecutive surface crossings at a piece's start (no motion)
    /// The face whose end a sliding ball has just passed: not met again at the piece's start.
    std::uint32_t passedFaceEnd = noFeature;
    /// The piece's first surface crossing, found once (an optimisation).
    mutable std::optional<std::optional<SurfaceCrossing>> crossing;
    /// When a sliding piece passes the end of its face, found once (an optimisation).
    mutable std::optional<std::optional<double>> supportEnd;
    /// A curved piece's first wall contact over the whole piece (seconds of the piece and the
    /// feature), and its first capture by the cup, found once: every root is searched on whole
    /// Taylor steps, so the tick that asks changes nothing (an optimisation).
    struct CurveWallHit {
        double time = 0;
        std::uint32_t feature = 0;
    };
    mutable std::optional<std::optional<CurveWallHit>> curveWall;
    /// The piece's search for each mover's first contact (by mover index), kept between ticks:
    /// searched in canonical chunks of piece time from the anchor, so that the answer does not
    /// depend on the tick that asks (an optimisation that never changes a result). Empty until
    /// the first search on a level with movers.
    struct MoverHit {
        double coveredTo = 0; ///< piece time up to which the search is done
        bool hit = false;     ///< a contact was found (then the search stops)
        double time = 0;      ///< its piece time
        Vec2 centre;          ///< the ball's centre then
        Vec2 normal;          ///< unit, from the mover to the ball
        Vec2 surfaceVelocity; ///< of the mover's point touched (tiles/s)
        /// The piece time from which the search could not prove the piece clear of the
        /// mover's swept region (infinity while it could): a ball that rolls past it may have
        /// met the mover where it was then (TickMemory::clockRead).
        double unclearFrom = std::numeric_limits<double>::infinity();
    };
    mutable std::vector<MoverHit> moverHits;
    /// The piece's first entry into a teleport's from disc over the whole piece, found once on
    /// a level with teleports: `at` is a distance along a straight piece from its anchor, or
    /// seconds of a curved piece; `index` the teleport (an optimisation, as cupDistance).
    struct TeleportHit {
        double at = 0;
        std::uint32_t index = 0;
    };
    mutable std::optional<std::optional<TeleportHit>> teleport;
    mutable std::optional<std::optional<double>> curveCup;

    /// A fresh anchor: at `position` with `velocity` on `floor` slowing at `decel`, nothing to
    /// leave. A velocity too small to normalise (hasDirection false) becomes exactly zero.
    [[nodiscard]] static Trajectory at(Vec2 position, Vec2 velocity, Floor floor, double decel) {
        GOLF_ASSERT(std::isfinite(position.x) && std::isfinite(position.y) &&
                    std::isfinite(velocity.x) && std::isfinite(velocity.y) &&
                    std::isfinite(decel) && decel >= 0);
        return {.origin = position,
                .velocity = hasDirection(velocity) ? velocity : Vec2{},
                .floor = floor,
                .decel = decel};
    }
    /// Makes this piece the one at(position, velocity, floor, decel) gives, in place (every
    /// field as a new piece has it: a wall bounce on flat floor builds no piece to move in).
    void restartAt(Vec2 position, Vec2 newVelocity, Floor newFloor, double newDecel) {
        GOLF_ASSERT(std::isfinite(position.x) && std::isfinite(position.y) &&
                    std::isfinite(newVelocity.x) && std::isfinite(newVelocity.y) &&
                    std::isfinite(newDecel) && newDecel >= 0);
        origin = position;
        clock = std::numeric_limits<double>::quiet_NaN();
        velocity = hasDirection(newVelocity) ? newVelocity : Vec2{};
        elapsed = 0;
        floor = newFloor;
        decel = newDecel;
        lastWall = noFeature;
        lastBall = -1;
        contactsInPlace = 0;
        rapidContacts = 0;
        wallSearch = {};
        cupDistance.reset();
        floorClearTo = -1;
        curve.reset();
        tile = {};
        support.reset();
        ride.reset();
        zeroCrossings = 0;
        passedFaceEnd = noFeature;
        crossing.reset();
        supportEnd.reset();
        curveWall.reset();
        moverHits.clear();
        teleport.reset();
        curveCup.reset();
    }
    /// The centre `seconds` after now.
    [[nodiscard]] Vec2 positionAfter(double seconds) const {
        return curve ? curve->position(elapsed + seconds)
                     : golf::positionAfter(origin, velocity, decel, elapsed + seconds);
    }
    /// The velocity `seconds` after now: exactly zero once stopped.
    [[nodiscard]] Vec2 velocityAfter(double seconds) const {
        return curve ? curve->velocity(elapsed + seconds)
                     : golf::velocityAfter(velocity, decel, elapsed + seconds);
    }
    /// The centre `pieceTime` seconds after the anchor (a moving piece).
    [[nodiscard]] Vec2 positionAt(double pieceTime) const {
        return curve ? curve->position(pieceTime)
                     : golf::positionAfter(origin, velocity, decel, pieceTime);
    }
    /// The velocity `pieceTime` seconds after the anchor (a moving piece).
    [[nodiscard]] Vec2 velocityAt(double pieceTime) const {
        return curve ? curve->velocity(pieceTime) : golf::velocityAfter(velocity, decel, pieceTime);
    }
    /// True while the piece has motion left (a curved piece until it ends).
    [[nodiscard]] bool moving() const { return curve || velocity.x != 0 || velocity.y != 0; }
};
// A field added to Trajectory is reset by restartAt too (then this size is brought up to date).
static_assert(sizeof(void*) != 8 || sizeof(Trajectory) == 440,
              "Trajectory::restartAt resets every field");

} // namespace golf

namespace golf {

struct Level;

/// A new piece of motion from `position` with `velocity` on `level`: on the floor of the tile
/// the centre moves into (the tile under it when at rest; on a tile edge, the tile on the side
/// the velocity points to), slowing at that floor's deceleration; on a slope, a SlopePath. A
/// zero velocity gives a ball that lies still, whatever the slope (a placed or stopped ball:
/// held until struck or hit).
[[nodiscard]] Trajectory startPiece(const Level& level, Vec2 position, Vec2 velocity);

/// Seconds a curved piece is built ahead (it then goes on in a new piece from its end state):
/// bounds the work and memory of one piece, changes no result's dependence on the tick grid.
inline constexpr double curveHorizon = 1.0;

/// A new piece during motion: as startPiece, but a ball at rest on a slope whose push beats
/// its floor starts to roll (SPEC section 4), and a ball with a `support` slides along that
/// face while the slope presses it in (or rests against it, restAgainstWall). Pushes on the
/// two sides of an edge that point at each other hold a ball on the edge.
[[nodiscard]] Trajectory continuePiece(const Level& level, Vec2 position, Vec2 velocity,
                                       const std::optional<WallSupport>& support = std::nullopt);

/// A ball at `position` on a tile edge between two slopes whose pushes across the edge point at
/// each other: it rides the edge with the part of `velocity` along it, under the mix of the two
/// tiles' fields (weights lambda and 1 - lambda) whose push across cancels (the limit of ever
/// faster swings across, a sliding mode): along-push lambda gA.t + (1 - lambda) gB.t against
/// the deceleration lambda aA + (1 - lambda) aB. From rest it rides off when that push beats
/// the deceleration, else it lies still on the edge. nullopt if `position` is on no such edge
/// (at a tile corner, on a vertical edge first, then a horizontal one).
[[nodiscard]] std::optional<Trajectory> rideEdge(const Level& level, Vec2 position, Vec2 velocity);

/// True if a ball at rest at `position`, touching no wall, starts to move: the same answer as
/// continuePiece(level, position, {}).moving(), without building the piece (the quiet horizon
/// asks it of every straight piece's stop point).
[[nodiscard]] bool rollsFromRest(const Level& level, Vec2 position);

} // namespace golf
