// Benchmarks of the physics: building a level's boundary, and stepping worlds with one and
// with eight moving balls. Run: build/release/tools/bench/physics_bench
// Instruction counts (stable on a noisy machine):
//   valgrind --tool=callgrind build/release/tools/bench/physics_bench --benchmark_filter=Step

#include "boundary.hpp"
#include "golf/physics/world.hpp"

#include <benchmark/benchmark.h>
#include <cmath>
#include <random>

namespace golf {
namespace {

/// A walled level of side x side tiles, 75% open floor, the rest blocks and triangles.
Level randomLevel(int side, unsigned seed) {
    std::mt19937 rng(seed);
    Level level;
    level.width = side;
    level.height = side;
    const Tile scatter[] = {Tile::Block, Tile::LowerLeft, Tile::LowerRight, Tile::UpperRight,
                            Tile::UpperLeft};
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const bool border = row == 0 || col == 0 || row == side - 1 || col == side - 1;
            level.tiles.push_back(border           ? Tile::Block
                                  : rng() % 4 != 0 ? Tile::Open
                                                   : scatter[rng() % 5]);
        }
    }
    level.cup = {-100, -100};
    level.physics.rollingDeceleration = 0; // keep the balls moving for the whole benchmark
    level.physics.wallRestitution = 1;
    level.physics.ballRestitution = 1;
    return level;
}

void BM_BoundaryBuild(benchmark::State& state) {
    const Level level = randomLevel(static_cast<int>(state.range(0)), 1);
    for (auto _ : state) {
        Boundary boundary(level);
        benchmark::DoNotOptimize(boundary.segmentCount());
    }
    state.SetItemsProcessed(state.iterations() * state.range(0) * state.range(0));
}
BENCHMARK(BM_BoundaryBuild)->Arg(64)->Arg(512)->Unit(benchmark::kMillisecond);

/// A world on a random level with `balls` balls at free spots, all moving at 10 tiles/s.
World movingWorld(int side, int balls) {
    World world(randomLevel(side, 2), balls);
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> coordinate(1, side - 1);
    std::uniform_real_distribution<double> angle(0, 6.283185307179586);
    for (int i = 0; i < balls; ++i) {
        while (!world.placeBall(i, {coordinate(rng), coordinate(rng)})) {
        }
        const double a = angle(rng);
        world.setVelocity(i, {10 * std::cos(a), 10 * std::sin(a)});
    }
    return world;
}

void BM_Step(benchmark::State& state) {
    World world = movingWorld(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    for (auto _ : state) {
        benchmark::DoNotOptimize(world.step());
    }
    state.SetItemsProcessed(state.iterations());
}
// Level side, balls: the cost of a tick must not grow with the level's size.
BENCHMARK(BM_Step)->Args({16, 1})->Args({1024, 1})->Args({16, 8})->Args({64, 8})->Args({64, 64});

/// A world on a random 64 x 64 level with `balls` balls at free spots, only the first moving.
World oneMovingWorld(int balls) {
    World world = movingWorld(64, balls);
    for (int i = 1; i < balls; ++i) {
        world.setVelocity(i, {});
    }
    return world;
}

void BM_StepOneMoving(benchmark::State& state) {
    const World start = oneMovingWorld(static_cast<int>(state.range(0)));
    constexpr int ticks = 60; // half a second: the moving ball meets few others in it
    for (auto _ : state) {
        state.PauseTiming();
        World world = start; // a fresh copy, so that the moving ball does not set all rolling
        state.ResumeTiming();
        for (int t = 0; t < ticks; ++t) {
            benchmark::DoNotOptimize(world.step());
        }
    }
    state.SetItemsProcessed(state.iterations() * ticks);
}
// Balls, one of them moving: resting balls cost no pair test among themselves, so the cost
// of a tick grows with the balls, not with their pairs.
BENCHMARK(BM_StepOneMoving)->Arg(1)->Arg(8)->Arg(64)->Arg(512);

} // namespace
} // namespace golf

BENCHMARK_MAIN();
