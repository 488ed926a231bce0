#!/usr/bin/env python3
"""Benchmark of the Python module: shoot_many's shots per second on 1 and 2 threads on a Front
Nine hole and on a random 64x64 level, and the per-call overhead of Match.shoot.

    PYTHONPATH=build/release/python python3 scripts/python/bench_shoot_many.py [--shots N]

The 64x64 level is scripts/bench/long_replay.py's (seed 10: 6 % of the inner tiles blocks or
corner triangles, the cup walled off). Each figure is the best of 3 runs (wall time).
"""

import argparse
import importlib.util
import json
import pathlib
import random
import tempfile
import time

import numpy as np

import minigolf

ROOT = pathlib.Path(__file__).resolve().parents[2]


def random_level(folder):
    spec = importlib.util.spec_from_file_location("long_replay", ROOT / "scripts/bench/long_replay.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    path = pathlib.Path(folder) / "random64.json"
    path.write_text(json.dumps(module.make_level(random.Random(10), 64)))
    return minigolf.load_level(path)


def best_of(runs, work):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = work()
        times.append(time.perf_counter() - start)
    return min(times), result


def bench_batch(name, level, angles, speeds):
    for threads in (1, 2):
        seconds, batch = best_of(3, lambda: minigolf.shoot_many(level, *level.tee, angles, speeds, threads=threads))
        ticks = int(batch.ticks.sum())
        print(
            f"{name}: {len(angles)} shots, {threads} thread(s): {len(angles) / seconds:,.0f} shots/s, "
            f"{ticks / seconds / 1e6:.1f} M ticks/s ({ticks / len(angles):.0f} ticks a shot)"
        )


def bench_match(level, angles, speeds):
    def one_by_one(a, s):
        for i in range(len(a)):
            minigolf.Match(level).shoot(float(a[i]), float(s[i]))

    n = len(angles)
    seconds, _ = best_of(3, lambda: one_by_one(angles, speeds))
    batch, _ = best_of(3, lambda: minigolf.shoot_many(level, *level.tee, angles, speeds, threads=1))
    zero = np.zeros(n)
    idle, _ = best_of(3, lambda: one_by_one(zero, zero))
    print(
        f"Match.shoot: {seconds / n * 1e6:.1f} us a shot against shoot_many's {batch / n * 1e6:.1f} us "
        f"(1 thread): {(seconds - batch) / n * 1e6:.1f} us of overhead a call; "
        f"Match() + a speed-0 shot: {idle / n * 1e6:.1f} us"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shots", type=int, default=20000)
    args = parser.parse_args()
    rng = np.random.default_rng(1)
    hole = minigolf.load_level(ROOT / "levels/front-nine/02-dog-leg.json")
    angles = rng.uniform(-180, 180, args.shots)
    bench_batch("Front Nine 02-dog-leg", hole, angles, rng.uniform(0.3, 1.0, args.shots) * hole.max_shot_speed)
    with tempfile.TemporaryDirectory() as folder:
        level = random_level(folder)
        count = args.shots // 4
        bench_batch("random 64x64", level, angles[:count], np.full(count, 13.5))
    count = min(args.shots, 5000)
    bench_match(hole, angles[:count], rng.uniform(0.3, 1.0, count) * hole.max_shot_speed)


if __name__ == "__main__":
    main()
