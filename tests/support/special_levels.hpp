#pragma once

// Helpers of the tests of level format 3's special walls, gates and teleports (the physics
// tests build their levels in code): tile edits and a shot run to its end at any tick rate.

#include "golf/core/level.hpp"
#include "golf/physics/event.hpp"
#include "golf/physics/world.hpp"

#include <cstdint>
#include <vector>

namespace golf::test {

/// Makes the tile at (col, row) a solid tile of `shape` with its own `restitution`: a special
/// wall of legend character `symbol` (added to level.specialWalls if new).
inline void setSpecialWall(Level& level, int col, int row, double restitution,
                           Tile shape = Tile::Block, char symbol = '*') {
    std::size_t k = 0;
    while (k < level.specialWalls.size() && level.specialWalls[k].symbol != symbol) {
        ++k;
    }
    if (k == level.specialWalls.size()) {
        level.specialWalls.push_back(
            {.symbol = symbol, .shape = shape, .restitution = restitution});
    }
    level.wallIndex.resize(level.tiles.size(), 0);
    const auto index = static_cast<std::size_t>(row * level.width + col);
    level.tiles[index] = shape;
    level.wallIndex[index] = static_cast<std::uint8_t>(k + 1);
}

/// Makes the tile at (col, row) an open grass tile that is a gate of direction `pass`.
inline void setGate(Level& level, int col, int row, int pass) {
    const char symbol = static_cast<char>('0' + pass / 90);
    std::size_t k = 0;
    while (k < level.gates.size() && level.gates[k].symbol != symbol) {
        ++k;
    }
    if (k == level.gates.size()) {
        level.gates.push_back({.symbol = symbol, .pass = pass});
    }
    level.gateIndex.resize(level.tiles.size(), 0);
    const auto index = static_cast<std::size_t>(row * level.width + col);
    level.tiles[index] = Tile::Open;
    level.gateIndex[index] = static_cast<std::uint8_t>(k + 1);
}

/// A shot's outcome: where the balls rest, every event with its time since the shot (as
/// ticks before it times the tick, plus its time in the tick: the same rule at every rate,
/// compared with a tolerance), and how many ticks it took.
struct ShotRun {
    std::vector<Ball> balls;
    std::vector<Event> events; ///< time: seconds since the shot
    std::int64_t ticks = 0;
};

/// Places the balls at `at` (ball 0 first), strikes ball 0 with `velocity` and steps until
/// every ball rests, at `tickRate`; with `skip`, quiet ticks are skipped as `golf replay`
/// does (World::skipQuietTicks).
inline ShotRun playShot(Level level, const std::vector<Vec2>& at, Vec2 velocity, int tickRate,
                        bool skip = false) {
    level.physics.tickRate = tickRate;
    World world(level, static_cast<int>(at.size()));
    for (std::size_t k = 0; k < at.size(); ++k) {
        (void)world.placeBall(static_cast<int>(k), at[k]);
    }
    world.markShotStart();
    world.setVelocity(0, velocity);
    ShotRun run;
    const double tick = 1.0 / tickRate;
    while (!world.atRest() && run.ticks < 100000) {
        if (skip) {
            run.ticks += world.skipQuietTicks(100000 - run.ticks);
            if (world.atRest()) {
                break;
            }
        }
        for (Event event : world.step()) {
            event.time += static_cast<double>(run.ticks) * tick;
            run.events.push_back(event);
        }
        ++run.ticks;
    }
    run.balls = world.balls();
    return run;
}

/// The events of `type` of a run.
inline std::vector<Event> eventsOf(const ShotRun& run, EventType type) {
    std::vector<Event> found;
    for (const Event& event : run.events) {
        if (event.type == type) {
            found.push_back(event);
        }
    }
    return found;
}

} // namespace golf::test
