#pragma once

// One tick of the physics: find the earliest event (a wall or corner contact, a ball contact,
// a ball dropping into the cup, a ball's centre entering another floor or water) over all balls,
// advance every ball to it in closed form, resolve it, and repeat until the tick is used up.

#include "boundary.hpp"
#include "golf/core/assert.hpp"
#include "golf/core/level.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/tick_memory.hpp"
#include "golf/physics/world.hpp"
#include "motion.hpp"
#include "pair_bound.hpp"
#include "trajectory.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace golf {

/// Most events resolved in one tick. Reaching it means balls are caught in an endless
/// sequence of contacts; every ball still moving is then stopped where it is (README,
/// "Physics"). Never reached in normal play.
inline constexpr int maxEventsPerTick = 1000;

/// Most consecutive wall contacts of one ball without it moving in between (a ball pressed
/// into a wedge); the ball then stops where it is.
inline constexpr int maxContactsInPlace = 8;

/// Contacts of one ball this close together on the hole clock (seconds) count as rapid; a mover
/// contact that makes maxRapidContacts rapid ones in a row is a squeeze (SPEC section 2): the
/// ball leaves play at once and World::step puts it at rest on the free spot nearest where it
/// was (EventType::Squeezed). A ball a mover carries along is met about 30 times a second
/// (moverLeaveSpeed), far slower.
inline constexpr double squeezeWindow = 1e-3;
inline constexpr int maxRapidContacts = 16;

/// A second contact of the same two balls, with no other event changing their velocities in
/// between, at an approach speed at most this (tiles/s), is a resting contact: the pair rolls
/// on together at their mean velocity instead of bouncing for ever.
inline constexpr double restingContactSpeed = 1e-3;

/// Most sweeps of impulses over a cluster of touching balls in one contact (see
/// TickSolver::resolveTouchingCluster); the impulses converge long before in practice.
inline constexpr int maxClusterSweeps = 10000;

/// The hole clock of a run of ticks as their caller computes it: the tick n ticks on from the
/// first starts at base + (ticks + n) * seconds (one multiplication and one addition, not a
/// running sum).
struct TickGrid {
    double base = 0;
    std::int64_t ticks = 0;
};

/// Simulates one tick on the balls it is given: moves their trajectories on, resolves their
/// contacts, and samples every ball's position and velocity at the end. Single use.
class TickSolver {
  public:
    /// `ballCollisions` false: balls pass through each other (a match option). `memory` is
    /// kept by the caller from tick to tick (for the same balls).
    /// `tickClock` is the hole clock at the start of the tick (seconds): new pieces take
    /// their clock from the event that begins them (Trajectory::clock), pieces the tick has
    /// no event for (a ball stopped at the bound) from tickClock plus the time into the tick.
    /// `kinds`: LevelKinds::of(level) where `level` is not the one `boundary` was built from
    /// (firstContact's straight-line level, without slopes); null: boundary.levelKinds().
    TickSolver(const Level& level, const Boundary& boundary, std::vector<Ball>& balls,
               std::vector<Trajectory>& trajectories, TickMemory& memory,
               bool ballCollisions = true, double tickClock = 0, const LevelKinds* kinds = nullptr);

    /// Advances the balls by `seconds` and returns the events in time order (in
    /// TickMemory::events).
    [[nodiscard]] const std::vector<Event>& run(double seconds);

    /// run() up to the first resolution that reports an event (or the whole tick if none
    /// does): the balls are then sampled at that instant, just after its resolution, and the
    /// tick is left unfinished, so the caller discards the balls' state afterwards
    /// (firstContact reads how a ball leaves its first contact).
    [[nodiscard]] const std::vector<Event>& runToFirstEvent(double seconds) {
        toFirstEvent_ = true;
        return run(seconds);
    }

    /// Instead of run(): advances up to `maxTicks` ticks of `seconds` each in which provably
    /// nothing happens (the quiet horizon holds and no ball stops), exactly as that many
    /// run() calls would (the same sums of elapsed time, the same samples), and returns how
    /// many. 0 when the next tick may hold an event or no ball moves.
    /// `grid`: the hole clock of the ticks (needed on a level with movers, where a ball at rest
    /// has a horizon in time); its first tick's clock is the solver's tickClock.
    [[nodiscard]] std::int64_t skipQuietTicks(double seconds, std::int64_t maxTicks, TickGrid grid);

    /// True if run() reached maxEventsPerTick and stopped the moving balls.
    [[nodiscard]] bool boundReached() const { return boundReached_; }

  private:
    /// PieceEnd: a curved piece ends (it stops, or reaches its horizon), or a straight one
    /// stops where a slope starts it rolling again. SupportEnd: a ball sliding along a face
    /// passes the face's end. Teleport: the centre enters a teleport's from disc (feature:
    /// the teleport's index). Mover: a mover reaches the ball (other: the mover's index).
    enum class Kind { Wall, BallContact, Cup, Floor, PieceEnd, SupportEnd, Teleport, Mover };
    struct Candidate {
        double time = 0;
        Kind kind = Kind::Wall;
        int ball = 0;
        int other = -1;
        std::uint32_t feature = 0;
        double distance = 0; ///< along the path, for wall and cup contacts
        Vec2 normal;
        Vec2 contact;               ///< the ball's centre at the contact (wall, cup and floor)
        Floor floor = Floor::Grass; ///< Floor: the floor entered
        /// Seconds since the piece's start: curved pieces; a straight piece's wall contact
        /// (wallContact's timeToTravel to it, so that it is computed once).
        double pieceTime = 0;
        TileIndex tile; ///< Floor on a curved piece: the tile entered
        /// The ball's curved piece when the event was found (null for a straight piece): an
        /// event of a piece that changed at the same instant no longer applies.
        const SlopePath* curve = nullptr;
        Vec2 surfaceVelocity; ///< Mover: the velocity of the mover's point touched (tiles/s)
        /// BallContact found on curved pieces: both balls' piece times at the contact
        /// (pieceTime for `ball`, otherPieceTime for `other`), which give where they touch and
        /// the hole clock of the contact without the tick grid.
        bool pieceTimes = false;
        double otherPieceTime = 0;
    };

    /// The earliest event within `remaining` seconds from now, if any. `loud`: the quiet
    /// horizon's test is known to fail (TickMemory::loudClock), so it is not made.
    [[nodiscard]] std::optional<Candidate> nextEvent(double remaining, bool loud = false) const;
    /// nextEvent's first pass over the balls: which move (TickMemory::movingNow), how far each
    /// straight piece reaches by the end of the window (TickMemory::reachEnd), the piece keys
    /// followed and the resting epoch moved on if the balls at rest changed. True if some ball
    /// in play is at rest. `only` >= 0: that ball alone (the others as they were: loneBall_).
    /// `some` not empty: the balls listed alone (ascending; the others as they were, at rest or
    /// out of play, `someResting` if some of them rest in play).
    [[nodiscard]] bool followPieces(double remaining, int only = -1, std::span<const int> some = {},
                                    bool someResting = false) const;
    /// nextEvent's answer without its search where the answer is known: nothing has changed
    /// since the horizons were set, one ball moves (straight, on a level without surfaces) and
    /// reaches its kept wall contact in the window, while its cup contact, the balls at rest
    /// and their pairs stay out of reach; nullopt whenever that is not so.
    [[nodiscard]] std::optional<Candidate> loneWallContact(double remaining) const;
    /// PieceKey::loneRest for ball i moving alone: the other balls as they lie now.
    [[nodiscard]] std::int8_t loneRestOf(int i) const;
    /// True if the quiet horizon set by an earlier search still holds for a window of
    /// `remaining` seconds: no ball changed piece or came into or out of play, and every
    /// moving ball stays short of what its kept searches and its pairs' bounds cover, so that
    /// nextEvent would find nothing and change nothing that matters (an optimisation).
    [[nodiscard]] bool quietTick(double remaining) const;
    /// skipQuietTicks' look at the one ball moving, on a straight piece, where nothing has
    /// changed since the horizons were set (settled, on a level without movers): quietTick's
    /// test of that ball alone, without its loop, up to its reach, which the skip tests itself
    /// (skipLoneMover). False where it does not apply (quietTick then tells).
    /// `speed` and `stop`: the ball's speed (the length of its velocity) and its stop time
    /// (stopTime), set where the answer is true.
    [[nodiscard]] bool loneQuietMover(double& speed, double& stop) const;
    /// A moving ball as skipQuietTicks sees it.
    struct QuietMover {
        int index;
        Trajectory* path;
        double speed;      ///< tiles/s at the piece's start
        double quietReach; ///< PieceKey::quietReach
        double safe;       ///< elapsed times up to this one are surely quiet (quietUntil)
        bool curved;       ///< a curved piece: quiet while quietTime - elapsed exceeds the tick
        double quietTime;  ///< PieceKey::quietTime
        double moverTime;  ///< PieceKey::moverTime (infinite on a level without movers)
        double stop;       ///< stopTime(speed, decel) (straight pieces)
    };
    /// Marks the tick of `seconds` starting at hole clock `clock` as one whose quiet test fails
    /// (TickMemory::loudClock).
    void markLoud(double clock, double seconds) const {
        memory_.loudClock = clock;
        memory_.loudSeconds = seconds;
    }
    /// How many of the next `maxTicks` ticks of `seconds` on `grid` end, for every ball at rest
    /// in play, before its mover horizon (PieceKey::moverTime). Where a ball's kept mover
    /// searches end the run sooner, they are carried further first (up to moverLookAhead).
    [[nodiscard]] std::int64_t restingQuietTicks(double seconds, std::int64_t maxTicks,
                                                 TickGrid grid) const;
    /// restingQuietTicks for one ball: how many of the next `most` ticks end, by `endOf(n)`
    /// (the piece time at the end of tick n, growing with n), before `horizon`; `clock` is the
    /// piece's clock.
    template <typename EndOf>
    [[nodiscard]] static std::int64_t quietTicksBefore(const EndOf& endOf, double horizon,
                                                       double clock, TickGrid grid, double seconds,
                                                       std::int64_t most);
    /// The elapsed time up to which straight mover `m` is surely quiet, searched up to `span`
    /// seconds beyond its elapsed time (quietUntil).
    [[nodiscard]] static double safeUntil(const QuietMover& m, double span);
    /// skipQuietTicks for one mover on a straight piece: its wall search is extended where the
    /// horizon ends short of it. Returns the ticks skipped.
    [[nodiscard]] std::int64_t skipLoneMover(QuietMover& m, double seconds, std::int64_t maxTicks,
                                             double span, TickGrid grid);
    /// skipQuietTicks for several movers, or one on a curved piece. Returns the ticks skipped.
    [[nodiscard]] std::int64_t skipMovers(std::span<QuietMover> movers, double seconds,
                                          std::int64_t maxTicks, double span) const;
    /// During a skip: the mover horizon of `m` ends at or before piece time `end`; carries its
    /// mover searches further (searchMovers) and sets the new horizon. False if that does
    /// not take it past `end` (a contact found, or a level without movers).
    [[nodiscard]] bool extendMoverHorizon(QuietMover& m, double end) const;
    /// After a search that found nothing: how far each ball may travel before anything has to
    /// be searched again (flat levels without curved pieces; else no horizon).
    /// `anyResting`: some ball in play is at rest (else no pair with one needs a look).
    /// Called by nextEvent after followPieces (it reads TickMemory::movingNow). `only` >= 0:
    /// ball `only` alone, the others' horizons kept (loneBall_).
    /// `some` not empty: the balls listed alone, the others' horizons kept.
    void setQuietHorizon(bool anyResting, int only = -1, std::span<const int> some = {}) const;
    /// setQuietHorizon for moving ball i on a straight piece: lowers its PieceKey::quietOther to
    /// its cup contact, its floor crossings, the balls at rest and its share of its pairs'
    /// bounds with the moving balls below it (and theirs). False if it has no horizon.
    [[nodiscard]] bool setStraightOther(int i, bool anyResting) const;
    /// setStraightOther on a level with surfaces: lowers `other` (tiles along the piece) to the
    /// first floor crossing and a stop that a slope rolls on from. False in water.
    [[nodiscard]] bool surfaceOther(const Trajectory& path, double speed, Vec2 dir,
                                    double& other) const;
    /// setQuietHorizon's last step: each straight mover's PieceKey::quietReach from its kept
    /// wall search and its quietOther.
    void setQuietReach() const;
    /// A straight mover's PieceKey::quietReach from its kept wall search and `other` (its
    /// quietOther); `speed`: the length of its velocity.
    [[nodiscard]] static double quietReachOf(const Trajectory& path, double speed, double other);
    [[nodiscard]] std::optional<Candidate> nextCurveEvent(int i, double remaining) const;
    /// The earliest contact of ball i (moving or at rest) with any mover in the window
    /// (tick_solver_movers.cpp).
    [[nodiscard]] std::optional<Candidate> moverContact(int i, double remaining) const;
    /// moverContact for mover m.
    [[nodiscard]] std::optional<Candidate> moverContact(int i, int m, double remaining) const;
    /// Ball i's time on its piece now (seconds since the anchor): a moving piece's elapsed
    /// time; for a ball at rest, whose piece does not count time, the hole clock now minus
    /// the piece's clock.
    [[nodiscard]] double pieceNow(int i) const;
    /// True if ball `path` cannot reach `mover` before its piece ends: it rests, or rolls on a
    /// straight piece that stops, clear (by its radius) of the mover's swept region (of its
    /// bounding box for a rolling ball), or its curved piece's box (SlopePath::bounds, from the
    /// steps' kept reaches) is clear of that region. Then the piece needs no mover search.
    [[nodiscard]] bool outOfReach(const Trajectory& path, const Mover& mover) const;
    /// The piece time before which no mover reaches ball i (PieceKey::moverTime), from its
    /// kept mover searches: the earliest contact found, or where a search stopped looking
    /// short of the piece's end; infinite if neither; 0 if the piece was not searched.
    [[nodiscard]] double moverTime(int i) const;
    /// Carries ball i's mover searches on to piece time `until` (or its earliest contact
    /// found), in the same chunks as moverContact, so that where a search stands never
    /// changes what it finds; returns its new moverTime.
    [[nodiscard]] double searchMovers(int i, double until) const;
    /// Carries the search of `path` (a ball's piece) for mover m on to piece time `until`, a
    /// chunk at a time, unless it has found a contact or reached the piece's end.
    void searchMover(const Trajectory& path, int m, double until) const;
    void resolveMover(const Candidate& candidate);
    /// Ball i's count of rapid contacts if it has a contact now (Trajectory::rapidContacts).
    [[nodiscard]] int rapidContactsNow(int i) const;
    /// Takes ball i out of play where it is: a mover squeezed it (EventType::Squeezed).
    void squeeze(int i, Vec2 at);
    /// Ball i's wall contact within the window, for a moving straight ball that followPieces has
    /// just followed in this nextEvent (its reach is TickMemory::reachEnd's).
    [[nodiscard]] std::optional<Candidate> wallContact(int i, double remaining) const;
    /// wallContact with the piece's speed (the length of its velocity) and its reach at the end
    /// of the window (distanceAfter) already worked out by the caller, as wallContact does.
    [[nodiscard]] std::optional<Candidate> wallContactWithin(int i, double remaining, double speed,
                                                             double reach) const;
    /// The wall search of `path` up to `reach` (tiles from its anchor), into `out` (written
    /// last: it may be the path's kept search). `speed`: the length of its velocity, the
    /// caller's (not worked out again).
    void searchWalls(const Trajectory& path, double speed, double reach, WallSearch& out) const;
    /// Searches the walls of a straight piece of speed `speed` again if its kept search has
    /// no contact and does not cover `reach` (tiles from the anchor): 8 tiles further, or to
    /// the stop. The one way a kept search grows, so that it is the same wherever it grows.
    void refreshWallSearch(const Trajectory& path, double speed, double reach) const;
    /// During a skip: the horizon of ball i ends where its wall search stopped looking, short
    /// of `reach`; searches further as the next tick would and sets the new horizon. False if
    /// the wall search is not what ends it.
    [[nodiscard]] bool extendWallHorizon(int i, double speed, double reach) const;
    [[nodiscard]] std::optional<Candidate> cupContact(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> ballContact(int i, int j, double remaining) const;
    /// ballContact, skipped while the pair's bound says the balls are too far apart to meet.
    /// Sets the quiet horizon of moving ball i on a curved piece (PieceKey::quietTime); false
    /// if it has none (another ball may be met first).
    [[nodiscard]] bool setCurveHorizon(int i) const;
    /// quietTick for ball k: its piece unchanged, its horizon not reached in the window.
    [[nodiscard]] bool quietBall(std::size_t k, double remaining) const;
    /// quietBall for eventBall_ (>= 0).
    [[nodiscard]] bool quietEventBall(double remaining) const;
    /// advance() for ball i.
    void advanceBall(int i, double seconds);
    /// advanceBall for a straight piece whose ball has just come to rest, `stop` seconds
    /// into the `seconds` advanced: its new piece, and its Stopped event unless a slope starts
    /// it rolling again.
    void comeToRest(int i, double seconds, double stop);
    /// Before ball i's piece ends: sets memory_.clockRead if the ball rolled on a stretch of
    /// it that the mover searches could not prove clear of a mover's swept region (and that
    /// is not clear as a whole either).
    void noteUnclearRoll(int i);
    [[nodiscard]] std::optional<Candidate> boundedBallContact(int i, int j, double remaining) const;
    /// For ball i moving on a straight piece: its least reachBeforeApproach to the balls at
    /// rest now, and which balls those are (PieceKey::resting). Called by nextEvent after
    /// followPieces (it reads TickMemory::movingNow).
    void findRestingApproach(int i) const;
    /// Lists the balls at rest for findRestingApproach (TickMemory::restingOrigins) as
    /// TickMemory::movingNow and the balls give them now, under the present resting epoch.
    void listRestingBalls() const;
    /// True if ball i's RestingApproach was found on its present piece with the same balls at
    /// rest, where they are now.
    [[nodiscard]] bool restingApproachCurrent(int i) const {
        const PieceKey& key = memory_.pieces[static_cast<std::size_t>(i)];
        return key.resting.valid && key.resting.serial == key.serial &&
               key.resting.epoch == memory_.restingEpoch;
    }
    /// True if ball i's RestingApproach is current and `reach` (tiles along the piece) stays
    /// short of it: then no pair of it with a ball at rest has a contact within `reach`, and
    /// the least reachBeforeApproach to them from any point up to `reach` is the kept one.
    [[nodiscard]] bool restingApproachHolds(int i, double reach) const {
        const RestingApproach& approach = memory_.pieces[static_cast<std::size_t>(i)].resting;
        return reach < approach.reach && restingApproachCurrent(i);
    }
    [[nodiscard]] std::optional<Candidate> curveBallContact(int i, int j, double remaining) const;
    [[nodiscard]] std::optional<Candidate> floorCrossing(int i, double remaining) const;
    /// The first entry of ball i's piece (straight or curved) into a teleport's from disc
    /// within the window (tick_solver_special.cpp); only on a level with teleports.
    [[nodiscard]] std::optional<Candidate> teleportEntry(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> restartAfterStop(int i, double remaining) const;
    // The same searches on a curved piece (a slope).
    [[nodiscard]] std::optional<Candidate> curveWallContact(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> curveCupContact(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> curveCrossing(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> curveEnd(int i, double remaining) const;
    [[nodiscard]] std::optional<Candidate> supportEnd(int i, double remaining) const;
    [[nodiscard]] Trajectory piece(Vec2 position, Vec2 velocity,
                                   const std::optional<WallSupport>& support = {}) const {
        return continuePiece(level_, position, velocity, support);
    }

    /// The hole clock of `candidate`, just advanced to: the clock of its ball's piece plus the
    /// event's time on that piece as the piece gives it (a contact's distance, a curve's piece
    /// time), so that it does not depend on the tick grid; plus the summed elapsed time where
    /// the piece gives none (ball contacts).
    [[nodiscard]] double eventClock(const Candidate& candidate) const;
    /// Gives every piece without a clock (made by the last resolution) the clock `clock`.
    /// `only` >= 0: the last resolution made a piece for that ball alone
    /// (TickMemory::clocksStamped).
    void stampClocks(double clock, int only = -1);

    void advance(double seconds);
    /// Calls `each(i)` for every ball that may move: the moving ones only when the world is
    /// settled (a stop clears `settled`, not the list being walked), else every ball.
    template <typename Each> void forEachAdvancing(Each each) const;
    /// advance(), then the balls sampled as run() samples them at the end of a tick: the last
    /// advance of a tick.
    void advanceAndSample(double seconds);
    /// advanceBall, then sample, for ball i.
    void advanceAndSampleBall(int i, double seconds);
    void resolve(const Candidate& candidate);
    void resolveWall(const Candidate& candidate);
    void leaveWall(const Candidate& candidate, Trajectory next, double normalSpeed, int inPlace);
    /// leaveWall's end, the ball on its new piece: sampled if left at rest, and the WallHit event.
    void leftWall(const Candidate& candidate, double normalSpeed);
    void resolveBalls(const Candidate& candidate);
    void resolveTouchingCluster(int i, int j);
    /// resolveTouchingCluster's sweeps of impulses over the touching `pairs` (lower index
    /// first) at the centres `position`, on `velocity` (tiles/s, by ball): marks the balls whose
    /// velocity changed and reports each pair's first impulse as a BallHit.
    void sweepClusterImpulses(const std::vector<std::pair<int, int>>& pairs,
                              const std::vector<Vec2>& position, std::vector<Vec2>& velocity,
                              std::vector<bool>& changed);
    void resolveCup(const Candidate& candidate);
    void resolveFloor(const Candidate& candidate);
    void resolveWater(const Candidate& candidate);
    void resolveTeleport(const Candidate& candidate);
    /// The velocity after a bounce of `velocity` off a feature of restitution `e` with unit
    /// normal `n` (from the wall to the ball), `normalSpeed` (<= 0) its part along n: the
    /// normal part reflected and scaled by e, the tangential kept; for a bumper (e > 1) the
    /// outgoing normal speed is lowered where needed so that the speed stays within
    /// max(maxShotSpeed, the speed before), but never below -normalSpeed (tick_solver_special.cpp).
    /// A wall's (e <= 1) inline: every wall contact asks it.
    [[nodiscard]] Vec2 bounce(Vec2 velocity, Vec2 n, double normalSpeed, double e) const {
        // A wall keeps the expression the physics always had, to the bit.
        return e <= 1 ? velocity - n * ((1 + e) * normalSpeed)
                      : bumperBounce(velocity, n, normalSpeed, e);
    }
    /// bounce off a bumper (e > 1).
    [[nodiscard]] Vec2 bumperBounce(Vec2 velocity, Vec2 n, double normalSpeed, double e) const;
    /// The restitution of boundary feature `feature` (a special wall's, else the level's).
    [[nodiscard]] double restitutionOf(std::uint32_t feature) const {
        const std::uint8_t material = boundary_.material(feature);
        return material == 0 ? level_.physics.wallRestitution
                             : level_.specialWalls[material - 1U].restitution;
    }
    void resolveCurveWall(const Candidate& candidate);
    void resolveCurveFloor(const Candidate& candidate);
    void resolvePieceEnd(const Candidate& candidate);
    void resolveSupportEnd(const Candidate& candidate);
    void restAt(int i, Vec2 position);
    /// Ball i goes on in `next` from `at`, keeping the contacts it was leaving (lastWall,
    /// lastBall); a Stopped event at `at` if it no longer moves.
    void goOn(int i, Trajectory next, Vec2 at);
    void stopBall(int i);
    void sample(int i);
    // skips36
    /// sample() for ball i in play on a straight piece of speed `speed` (the length of its
    /// velocity) known to roll on at piece time `t` (its elapsed time + 0.0): stoppedAfter(speed,
    /// decel, t) is false, so speed > 0 and t is before the stop. The same bits as sample(),
    /// without working out the speed or the tests; inlined at its hot sites (the tick's last
    /// advance, the end of a skip).
    [[gnu::always_inline]] void sampleGoingOn(int i, double speed, double t) {
        Ball& ball = balls_[static_cast<std::size_t>(i)];
        const Trajectory& path = trajectory(i);
        const Vec2 dir = path.velocity / speed;
        ball.position = path.origin + dir * rollingDistance(speed, path.decel, t);
        ball.velocity = dir * (speed - path.decel * t);
    }
    /// Puts a ball on the new piece `next` (from piece() or startPiece: no mover searches yet),
    /// keeping the buffer of the old piece's mover searches for the new one's, cleared (the
    /// search sizes it at its first look, as for a new piece), so that a new piece on a level
    /// with movers allocates nothing, as World's newPiece. (Without movers there is no buffer.)
    void setPiece(Trajectory& path, Trajectory&& next) const {
        if (!movers_) {
            path = std::move(next);
            return;
        }
        std::vector<Trajectory::MoverHit> hits = std::move(path.moverHits);
        path = std::move(next);
        if (path.moverHits.empty()) {
            hits.clear();
            path.moverHits = std::move(hits);
        }
    }
    [[nodiscard]] bool moving(int i) const {
        return balls_[static_cast<std::size_t>(i)].inPlay && trajectory(i).moving();
    }
    [[nodiscard]] Trajectory& trajectory(int i) {
        return trajectories_[static_cast<std::size_t>(i)];
    }
    [[nodiscard]] const Trajectory& trajectory(int i) const {
        return trajectories_[static_cast<std::size_t>(i)];
    }

    const Level& level_;
    const Boundary& boundary_;
    std::vector<Ball>& balls_;
    std::vector<Trajectory>& trajectories_;
    std::vector<std::uint32_t>& features_; ///< scratch for Boundary::featuresNear
    TickMemory& memory_;
    // The four kinds in LevelKinds' order, 4-byte aligned (after a reference), ballCollisions_
    // after them: the constructor's copy of a LevelKinds is then one 4-byte move (two solvers
    // are built a step).
    /// The level has a slope: every pair of balls is searched on the pieces' own times
    /// (curveBallContact), so that its contacts do not depend on the tick grid.
    bool slopes_ = false;
    /// The level has movers: a ball's quiet horizon ends at PieceKey::moverTime too.
    bool movers_ = false;
    /// The level has surfaces (Level::surfaceIndex: floors, slopes) and teleports: read once,
    /// as the searches ask them of every ball.
    bool surfaces_ = false;
    bool teleports_ = false;
    bool ballCollisions_ = true;
    std::vector<Event>& events_; ///< TickMemory::events
    double now_ = 0;             ///< seconds since the start of the tick
    double tickClock_ = 0;       ///< the hole clock at the start of the tick
    bool boundReached_ = false;
    /// The ball of the event just resolved (-1: none), for the search that follows it: its
    /// quiet test is made first, as its piece is new.
    int eventBall_ = -1;
    /// The ball whose wall contact loneWallContact has just returned (-1: none) and whether
    /// other balls rested then: if that event is resolved next, only that ball has changed since
    /// the horizons were set, and the search after it follows that ball alone (nextEvent).
    mutable int loneBall_ = -1;
    mutable bool loneResting_ = false;
    bool toFirstEvent_ = false; ///< runToFirstEvent: run() ends after the first report
};

/// Makes room in a tick's events (TickMemory::events) for one more (appendTickEvent).
void growTickEvents(std::vector<Event>& events);
/// Appends `event` to a tick's events (TickMemory::events). Inline at the frequent pushes (a
/// wall contact, a stop): std::vector's own push, with its growth, is an out-of-line call
/// that saves six registers first; here the growth is apart (growTickEvents, rare: the vector
/// keeps its capacity from tick to tick) and the push proper knows it has room.
[[gnu::always_inline]] inline void appendTickEvent(std::vector<Event>& events, const Event& event) {
    if (events.size() == events.capacity()) [[unlikely]] {
        growTickEvents(events);
    }
    if (events.data() + events.size() == events.data() + events.capacity()) {
        __builtin_unreachable(); // grown above
    }
    events.push_back(event);
}

// Inline: a World builds two solvers a step (quiet ticks, then the tick).
inline TickSolver::TickSolver(const Level& level, const Boundary& boundary,
                              std::vector<Ball>& balls, std::vector<Trajectory>& trajectories,
                              TickMemory& memory, bool ballCollisions, double tickClock,
                              const LevelKinds* kinds)
    : level_(level), boundary_(boundary), balls_(balls), trajectories_(trajectories),
      features_(memory.features), memory_(memory), ballCollisions_(ballCollisions),
      events_(memory.events), tickClock_(tickClock) {
    // The memory's owner sizes the pairs' bounds once (a world's balls never change in number).
    GOLF_ASSERT(memory_.pairBounds.size() ==
                balls.size() * (balls.size() - (balls.empty() ? 0 : 1)) / 2);
    // The level's kinds come with its boundary, built from it once (not at every tick).
    const LevelKinds& known = kinds != nullptr ? *kinds : boundary.levelKinds();
    GOLF_ASSERT(known == LevelKinds::of(level));
    slopes_ = known.slopes;
    movers_ = known.movers;
    surfaces_ = known.surfaces;
    teleports_ = known.teleports;
}

} // namespace golf
