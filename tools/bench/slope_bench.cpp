// The cost of slope motion (engine/physics/src/slope_*): building a piece of curved motion
// (its Taylor steps), a roll over surfaces, and the root searches the physics runs per tick.

#include "floor_crossing.hpp"
#include "slope_path.hpp"
#include "slope_roll.hpp"

#include <benchmark/benchmark.h>

namespace golf {
namespace {

/// Across a down slope, thrown sideways: curves for 2 s.
void BM_SlopePathCurved(benchmark::State& state) {
    for (auto _ : state) {
        const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
        benchmark::DoNotOptimize(path.end());
    }
}
BENCHMARK(BM_SlopePathCurved);

/// Sand on a slope: curves until it stops (the steps shrink towards the stop).
void BM_SlopePathStopping(benchmark::State& state) {
    for (auto _ : state) {
        const SlopePath path({2.5, 5.5}, {6, -2}, {{0, 4}, 9}, 60);
        benchmark::DoNotOptimize(path.end());
    }
}
BENCHMARK(BM_SlopePathStopping);

/// The first contact with a circle (a wall corner or a ball) on a curved piece.
void BM_SlopePathFirstTimeWithin(benchmark::State& state) {
    const SlopePath path({2.5, 1.5}, {5, 0}, {{0, 4}, 3}, 2);
    for (auto _ : state) {
        benchmark::DoNotOptimize(path.firstTimeWithin({6.0, 3.5}, 0.4));
    }
}
BENCHMARK(BM_SlopePathFirstTimeWithin);

/// A roll down a 20 x 20 field of slopes pointing every way, over many crossings.
void BM_RollOnSurfaces(benchmark::State& state) {
    Level level;
    level.width = 20;
    level.height = 20;
    level.tiles.assign(400, Tile::Open);
    const char slopes[] = {'>', 'v', '<', '^', '.', 's', 'i'};
    for (int row = 0; row < 20; ++row) {
        for (int col = 0; col < 20; ++col) {
            const char c = slopes[(col * 3 + row * 5) % 7];
            if (c != '.') {
                level.setSurface(col, row, *builtinSurface(c));
            }
        }
    }
    for (auto _ : state) {
        const SurfaceRoll roll = rollOnSurfaces(level, {10.5, 10.5}, {7, 3}, 10);
        benchmark::DoNotOptimize(roll.position);
    }
}
BENCHMARK(BM_RollOnSurfaces);

} // namespace
} // namespace golf

BENCHMARK_MAIN();
