// Benchmark of movers (issue 23): eight balls struck at once among eight windmills, played
// until every ball rests as a replay plays a shot (quiet ticks skipped where the world allows).
// Run: build/release/tools/bench/mover_bench
// Instructions per tick (stable on a noisy machine), only inside the benchmark's loop:
//   valgrind --tool=callgrind --toggle-collect='*playShots*'
//     build/release/tools/bench/mover_bench --benchmark_filter=BM_WindmillShot
// then divide the instructions by the ticks counter it prints.

#include "golf/core/mover.hpp"
#include "golf/physics/world.hpp"

#include <benchmark/benchmark.h>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace golf {
namespace {

constexpr int windmills = 8;
constexpr int balls = 8;

/// A walled 27 x 12 floor with eight four-armed windmills in two rows of four (pivots 6 tiles
/// apart, arms 1.4 tiles: their discs do not touch), each of its own period and phase, the cup
/// in the middle between the rows, away from every disc.
Level windmillField() {
    Level level;
    level.width = 27;
    level.height = 12;
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const bool border =
                row == 0 || col == 0 || row == level.height - 1 || col == level.width - 1;
            level.tiles.push_back(border ? Tile::Block : Tile::Open);
        }
    }
    level.tee = {1.5, 6.0};
    level.cup = {13.5, 6.0};
    for (int k = 0; k < windmills; ++k) {
        Mover mover;
        mover.kind = MoverKind::Blades;
        mover.blades = {.pivot = {4.5 + 6.0 * (k % 4), k < 4 ? 3.0 : 9.0},
                        .arms = 4,
                        .length = 1.4,
                        .width = 0.16,
                        .period = 3.0 + 0.5 * k,
                        .phase = 11.0 * k,
                        .turn = k % 2 == 0 ? TurnSense::Clockwise : TurnSense::Counterclockwise};
        level.movers.push_back(mover);
    }
    return level;
}

/// The field with its eight balls at rest between the windmills (half way between two pivots
/// of a row, and at both ends of the middle line), each struck at 10 tiles/s in its own
/// direction.
World struckWorld(const Level& level) {
    constexpr Vec2 spots[balls] = {{7.5, 3.0},  {13.5, 3.0}, {19.5, 3.0}, {7.5, 9.0},
                                   {13.5, 9.0}, {19.5, 9.0}, {4.5, 6.0},  {22.5, 6.0}};
    World world(level, balls);
    for (int i = 0; i < balls; ++i) {
        (void)world.placeBall(i, spots[i]);
        const double angle = std::numbers::pi / 4 * i + 0.3;
        world.setVelocity(i, {10 * std::cos(angle), 10 * std::sin(angle)});
    }
    return world;
}

/// Plays every iteration's shot of all eight balls from `start` to rest: quiet ticks skipped
/// as Match::skipQuietTicks skips them, the others stepped. Counters: all ticks, ticks per
/// shot and the share of them that were quiet (skipped without a step).
void playShots(benchmark::State& state, const World& start) {
    std::int64_t stepped = 0;
    std::int64_t quiet = 0;
    for (auto _ : state) {
        World world = start;
        while (!world.atRest()) {
            quiet += world.skipQuietTicks(1'000'000);
            if (world.atRest()) {
                break;
            }
            benchmark::DoNotOptimize(world.step());
            ++stepped;
        }
    }
    const double all = static_cast<double>(stepped + quiet);
    state.counters["ticks"] = all;
    state.counters["ticksPerShot"] = all / static_cast<double>(state.iterations());
    state.counters["quietShare"] = all > 0 ? static_cast<double>(quiet) / all : 0.0;
    state.SetItemsProcessed(stepped + quiet); // items: ticks, stepped or skipped
}

void BM_WindmillShot(benchmark::State& state) {
    const Level level = windmillField();
    playShots(state, struckWorld(level));
}
BENCHMARK(BM_WindmillShot)->Unit(benchmark::kMillisecond);

/// The same field and shot without the windmills: what the movers cost.
void BM_StillShot(benchmark::State& state) {
    Level level = windmillField();
    level.movers.clear();
    playShots(state, struckWorld(level));
}
BENCHMARK(BM_StillShot)->Unit(benchmark::kMillisecond);

} // namespace
} // namespace golf

BENCHMARK_MAIN();
