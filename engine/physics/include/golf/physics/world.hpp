#pragma once

/// \file
/// The physics world: balls on a level, advanced in fixed ticks with exact swept collisions
/// (SPEC section 4). Knows nothing of players, strokes or turns: see match.hpp for the rules.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/tick_memory.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace golf {

/// The physical state of one ball.
struct Ball {
    Vec2 position;       ///< centre, world units
    Vec2 velocity;       ///< tiles/s; exactly zero when at rest
    bool inPlay = false; ///< on the course: entered and neither holed nor removed
    bool holed = false;  ///< dropped into the cup (then inPlay is false)
};

class Boundary;
struct Trajectory;
struct FirstContact;

/// Balls of radius level.ballRadius moving on a level. Deterministic: the same calls give
/// bit-identical states on every run. Never reads a clock.
class World {
  public:
    /// Creates a world with `ballCount` balls, none in play. Preconditions: ballCount >= 0 and
    /// a valid level (width and height in 1..maxLevelSide, width * height tiles, radii > 0,
    /// tickRate > 0, rollingDeceleration >= 0), as the level loader guarantees.
    /// The level is copied once; copies of the world share it and the boundary built from it
    /// (both immutable), so copying a world copies only its balls.
    World(const Level& level, int ballCount);
    /// As World(const Level&, int), sharing `level` (not null) instead of copying it: a caller
    /// that has a level of millions of tiles to hand gives it without a second copy.
    World(std::shared_ptr<const Level> level, int ballCount);
    /// As World(std::shared_ptr<const Level>, int) for a `level` that differs from
    /// shape.level() at most in its tee (a re-plan from where a ball lies), sharing shape's
    /// boundary instead of building it again: the boundary does not depend on the tee.
    World(const World& shape, std::shared_ptr<const Level> level, int ballCount);
    ~World();
    World(const World&);
    World& operator=(const World&);
    World(World&&) noexcept;
    World& operator=(World&&) noexcept;

    [[nodiscard]] const Level& level() const { return *level_; }
    /// The level, shared (immutable): for another world of it (World(shape, level, ballCount)).
    [[nodiscard]] const std::shared_ptr<const Level>& levelShared() const { return level_; }
    [[nodiscard]] const std::vector<Ball>& balls() const { return balls_; }
    [[nodiscard]] int ballCount() const { return static_cast<int>(balls_.size()); }
    /// Ticks stepped since the world was made.
    [[nodiscard]] std::int64_t tick() const { return tick_; }
    /// Length of one tick in seconds (1 / tickRate).
    [[nodiscard]] double tickSeconds() const;
    /// The hole clock (SPEC section 2): seconds since the hole began, at the end of the last
    /// step. Movers are where the clock says; every piece of motion keeps the clock of its
    /// start, so positions never depend on the tick grid.
    [[nodiscard]] double clock() const;
    /// The hole clock at the end of the next step(). Ticks run on a grid from the last instant
    /// the clock was set (a partial tick's end, setClock): that instant plus n / tickRate, one
    /// multiplication, so that skipping ticks costs nothing and every caller (the game's idle
    /// ticks, the replay's wait) gets the same bits.
    [[nodiscard]] double nextTickClock() const;
    /// True if the level has movers: then time passing moves something even with every ball
    /// at rest (a mover may reach a resting ball).
    [[nodiscard]] bool hasMovers() const { return !level_->movers.empty(); }

    /// True if `centre` is a free resting spot for a ball: on open floor, its centre not in
    /// water nor on its edge (Level::touchesWater), overlapping no solid, no mover where it is at
    /// clock() and no other ball in play (touching allowed). `ignore` is a ball index to leave out.
    [[nodiscard]] bool isFreeSpot(Vec2 centre, int ignore = -1) const;

    /// Puts ball `index` in play at rest at `centre`. Returns false (and changes nothing) if
    /// the spot is not free. Precondition: 0 <= index < ballCount().
    bool placeBall(int index, Vec2 centre);

    /// The spot where a ball entering at the tee is placed: the tee if it is free; otherwise
    /// the first free spot of the search documented in README ("Occupied tee"): rings of
    /// radius k * ballRadius (k = 1, 2, ...) around the tee, 8k points each, starting at angle
    /// 0 and going clockwise on screen. Returns the tee itself if nothing is free within 64 rings.
    [[nodiscard]] Vec2 teeEntrySpot(int index) const { return freeSpotNear(level_->tee, index); }

    /// `centre` if it is a free spot for ball `index`, else the first free spot of the ring
    /// search around it that teeEntrySpot documents, skipping spots within the cup's radius;
    /// `centre` itself if none is free.
    [[nodiscard]] Vec2 freeSpotNear(Vec2 centre, int index) const;
    /// Whether freeSpotNear(centre, index) may give another spot at another clock: a spot it
    /// tries, up to the one it gives, fits on the floor clear of the other balls and lies within
    /// a ball's radius of a mover's swept region. False on levels without movers.
    [[nodiscard]] bool freeSpotReadsClock(Vec2 centre, int index) const;

    /// Whether balls collide with each other (default true). When false they pass through
    /// each other: the shot log's "ballCollisions": false, a match option of the game.
    void setBallCollisions(bool enabled) { ballCollisions_ = enabled; }
    [[nodiscard]] bool ballCollisions() const { return ballCollisions_; }

    /// Takes ball `index` out of play (picked up). Precondition: 0 <= index < ballCount().
    void removeBall(int index);

    /// Sets the velocity of a ball in play (a shot). Precondition: 0 <= index < ballCount(), the
    /// ball is in play and the velocity is finite. A speed below about 1.5e-154 tiles/s
    /// (its square is not a normal double, so it has no accurate direction) counts as zero;
    /// a speed at or below restSpeed (1e-9 tiles/s, zero included) releases the ball from rest:
    /// on a slope whose push beats its floor it rolls downhill, elsewhere it stays.
    void setVelocity(int index, Vec2 velocity);

    /// Stops every ball where it is (used when a shot reaches maxShotSeconds).
    void stopAll();

    /// Remembers where every ball lies now, as where the shot that starts now began: a ball
    /// whose centre enters water during the shot is put back there (SPEC section 4). Placing a
    /// ball also sets its spot. Call it when a shot is struck, every ball at rest.
    void markShotStart() {
        // step37: only a return from water reads the spots, and water is a surface: with grass
        // everywhere there is none to go back from.
        if (!level_->surfaceIndex.empty()) {
            markEveryShotStart();
        }
    }

    /// Advances one tick of 1/tickRate seconds and returns what happened, in time order. A ball
    /// that entered water (a Watered event) is back in play at the end of the tick, at rest on
    /// the free spot nearest where it lay when the shot began (freeSpotNear), or out of play
    /// if no spot within 64 rings is free; a ball a mover squeezed (Squeezed), on the free spot
    /// nearest where it was squeezed. The events stay valid until the next step or
    /// skipQuietTicks (the world keeps them, so that a tick allocates nothing).
    [[nodiscard]] const std::vector<Event>& step() {
        // loop35: inline, a call less a tick.
        return run(tickSeconds_, clockBase_, clockTicks_ + 1);
    }

    /// step() for a tick that ends at hole-clock time `end` instead of one tick on: the clock
    /// is then exactly `end` (a shot log's `at`); step() itself when end is nextTickClock().
    /// Precondition: clock() < end <= nextTickClock().
    [[nodiscard]] const std::vector<Event>& stepUntil(double end);

    /// With no ball in play: lets the clock run to `at` exactly as idle ticks would
    /// (stepUntil(min(nextTickClock(), at)) while clock() < at): the same clock bits, the same
    /// ticks counted (returned), but no tick solved, since nothing can happen without a ball on
    /// the course (a mover reaches no ball). For waits of many ticks (Match::waitUntil: a
    /// re-plan's match idled to where the player's ball lies). Preconditions: no ball in play,
    /// `at` finite and >= clock().
    std::int64_t idleEmptyUntil(double at);

    /// Sets the hole clock to `time` without simulating: for a level without movers, where
    /// balls at rest stay at rest, and for the instant a shot's balls all came to rest.
    /// Precondition: atRest(), time finite and >= every resting ball's piece clock.
    void setClock(double time);

    /// With every ball at rest: the latest instant at which a ball came to rest, dropped, was
    /// placed or struck (the clock of its last piece), exactly, not on the tick grid; clock()
    /// if no ball ever had a piece. Precondition: atRest().
    [[nodiscard]] double restInstant() const;

    /// Advances up to `maxTicks` ticks in which provably nothing happens (no contact, capture,
    /// crossing or stop: the moving balls roll on flat floor short of everything their kept
    /// searches cover), leaving exactly the state that as many step() calls would, and returns how
    /// many (0 when the next tick may hold an event). For callers that need no per-tick
    /// positions: `golf replay`, the shot search.
    [[nodiscard]] std::int64_t skipQuietTicks(std::int64_t maxTicks);

    /// Whether the balls' course since forgetClockRead() may have depended on the hole clock:
    /// a ball came within reach of a mover's swept region (SPEC section 2: a mover was searched
    /// on a stretch not proved clear of it), or was put at a free spot that a mover might have
    /// changed (a teleport's exit, a return from water, a squeeze: freeSpotReadsClock). When false
    /// for a lone ball, every position, event and stop since then was measured from its pieces' own
    /// starts (the hole clock only labels them), so the ball struck the same way from the same spot
    /// at another instant follows the same course bit for bit: the shot search shares such trials
    /// between its waits.
    [[nodiscard]] bool clockRead() const { return tickMemory_.clockRead; }
    /// Starts clockRead() afresh (Match::shoot does, as a shot is struck).
    void forgetClockRead() { tickMemory_.clockRead = false; }

    /// True if no ball in play is moving.
    [[nodiscard]] bool atRest() const {
        // loop35: mostly a ball moves, and the first of the quiet state's movers (a hint only:
        // it may be stale) is one with a velocity: asked here, without a call; else every ball.
        const std::vector<int>& movers = tickMemory_.settledMovers;
        if (!movers.empty() && static_cast<std::size_t>(movers.front()) < balls_.size()) {
            const Ball& ball = balls_[static_cast<std::size_t>(movers.front())];
            if (ball.inPlay && (ball.velocity.x != 0 || ball.velocity.y != 0)) {
                return false;
            }
        }
        return atRestScan();
    }

    /// Ticks in which the bound of events per tick (1000) was reached and the moving balls
    /// were stopped where they were: a safeguard that no legal shot is known to reach (the
    /// property tests check it), counted so that tests and tools can see it.
    [[nodiscard]] std::int64_t eventBoundTicks() const { return eventBoundTicks_; }

  private:
    // Runs the tick solver on this world's boundary (first_contact.hpp).
    friend std::optional<FirstContact> firstContact(const World& world, int ball, Vec2 from,
                                                    Vec2 velocity, double maxDistance,
                                                    std::optional<double> at);

    std::shared_ptr<const Level> level_;       // immutable, shared between copies
    std::shared_ptr<const Boundary> boundary_; // immutable, shared between copies
    std::vector<Ball> balls_;                  ///< sampled at the end of each tick
    std::vector<Trajectory> trajectories_;     ///< exact motion since each ball's last contact
    TickMemory tickMemory_;                    ///< what ticks keep between them
    std::vector<Vec2> shotStart_;              ///< where each ball lay when the shot began
    std::int64_t tick_ = 0;
    double clockBase_ = 0;        ///< the hole clock (seconds) when it was last set
    std::int64_t clockTicks_ = 0; ///< whole ticks since then (clock())

    /// Runs the tick solver for `seconds` and sets the clock of the tick's end to base +
    /// ticks / tickRate; then puts back the balls that entered water or were squeezed.
    const std::vector<Event>& run(double seconds, double base, std::int64_t ticks);
    // step37
    /// run(), defined inline in world_run.hpp (engine/physics/src) for the physics' own hot
    /// callers: world.cpp's run() and Match::step, a call level less a tick.
    const std::vector<Event>& runInline(double seconds, double base, std::int64_t ticks);
    /// run() past the tick: puts back the balls that entered water or were squeezed.
    const std::vector<Event>& placeAfterTick(const std::vector<Event>& events);
    /// Whether a tick may leave a ball to put back (placeAfterTick): surfaces (water) or
    /// movers (squeezes). Fixed with the level.
    bool placesAfterTick_ = false;
    friend class Match; // Match::step runs the tick inline (runInline)
    std::int64_t eventBoundTicks_ = 0;
    bool ballCollisions_ = true;
    double tickSeconds_ = 0; ///< 1 / tickRate, divided once

    [[nodiscard]] bool validIndex(int index) const { return index >= 0 && index < ballCount(); }

    // loop35
    /// atRest() past its first test: asks every ball.
    [[nodiscard]] bool atRestScan() const;

    // step37
    /// markShotStart() on a level with surfaces: every ball's spot.
    void markEveryShotStart();
};

} // namespace golf
