#!/usr/bin/env python3
"""A cross-entropy-method putter (numpy only) that learns to hole the Front Nine's first holes.

The policy of a hole is an open-loop plan: one action (angle, speed; minigolf.PuttEnv's action
space) per stroke, up to the hole's par. Each generation samples a population of plans from a
Gaussian, plays them all at once in a minigolf.VecPuttEnv (every stroke of the population is one
shoot_many call over threads), scores each plan (holed in k strokes: -k; else -(strokes + 1 +
distance to the cup round the walls / the level's side)), and refits the Gaussian to the best
tenth. The physics is deterministic, so a plan's score is exact and the best plan found holes
out whenever it is replayed.

    PYTHONPATH=build/release/python python3 scripts/python/cem_putter.py \
        [--holes 3] [--generations 30] [--population 256] [--seed 1] [--png docs/cem-putter.png]

prints one line per hole and writes the learning curve (best and mean strokes per generation).
"""

import argparse
import pathlib
import struct
import sys
import zlib

import numpy as np

import minigolf

ROOT = pathlib.Path(__file__).resolve().parents[2]


def evaluate(env, plans):
    """Scores of `plans` (population, strokes, 2) on env's hole, and the strokes each holed in."""
    population, strokes, _ = plans.shape
    env.reset(options={"holes": [0] * population})
    done = np.zeros(population, dtype=bool)
    holed_in = np.zeros(population, dtype=np.int64)
    last = np.zeros((population, 6))
    for k in range(strokes):
        obs, _, terminated, truncated, info = env.step(plans[:, k])
        ended = info.get("final_observation", obs)
        fresh = ~done
        last[fresh] = np.where(info["_final_observation"][fresh, None], ended[fresh], obs[fresh])
        holed_in[fresh & terminated] = info["strokes"][fresh & terminated]
        done |= terminated | truncated
        if done.all():
            break
    score = np.where(holed_in > 0, -holed_in.astype(float), -(strokes + 1 + last[:, 4]))
    return score, holed_in


def learn_hole(level, generations, population, seed, threads=0, elite_share=0.1):
    """Runs CEM on one hole; returns (best plan, strokes it holes in or 0, curve rows)."""
    rng = np.random.default_rng(seed)
    strokes = level.par
    env = minigolf.VecPuttEnv(level, num_envs=population, max_strokes=strokes, threads=threads)
    mean = np.tile([0.0, 0.5], (strokes, 1))
    std = np.tile([0.6, 0.3], (strokes, 1))
    elite = max(2, int(population * elite_share))
    best_plan, best_score, best_holed = None, -np.inf, 0
    curve = []
    for generation in range(generations):
        plans = np.clip(rng.normal(mean, std, (population, strokes, 2)), [-1, 0], [1, 1])
        score, holed_in = evaluate(env, plans)
        order = np.argsort(-score, kind="stable")
        if score[order[0]] > best_score:
            best_score, best_plan, best_holed = score[order[0]], plans[order[0]], holed_in[order[0]]
        chosen = plans[order[:elite]]
        mean = 0.7 * chosen.mean(axis=0) + 0.3 * mean
        std = np.maximum(0.7 * chosen.std(axis=0) + 0.3 * std, 0.002)
        curve.append((generation, -score[order[0]], -score.mean(), float((holed_in > 0).mean())))
        if best_holed and best_holed <= level.par and (holed_in > 0).mean() >= 0.5:
            break
    return best_plan, int(best_holed), curve


def png_bytes(width, height, pixels):
    """An RGB PNG of `pixels` (height, width, 3) uint8: zlib and struct only."""

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + pixels[row].tobytes() for row in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


COLOURS = [(31, 119, 180), (214, 39, 40), (44, 160, 44), (148, 103, 189), (255, 127, 14)]


def plot(curves, path, width=480, height=240, margin=24):
    """Mean strokes per generation of each hole (thick) and the best (thin), on a grid of
    whole strokes; y from 0 (top margin) up to the largest value, x one step per generation."""
    image = np.full((height, width, 3), 255, dtype=np.uint8)
    longest = max(len(c) for c in curves)
    top = max(max(row[2] for row in c) for c in curves)
    top = float(np.ceil(top))

    def xy(generation, strokes):
        x = margin + generation * (width - 2 * margin) / max(1, longest - 1)
        y = height - margin - strokes * (height - 2 * margin) / top
        return x, y

    for s in range(int(top) + 1):  # grid lines at every whole stroke
        _, y = xy(0, s)
        image[int(round(y)), margin : width - margin] = (220, 220, 220)
    image[height - margin, margin : width - margin] = 0
    image[margin : height - margin + 1, margin] = 0

    def line(p, q, colour, thick):
        steps = int(max(abs(q[0] - p[0]), abs(q[1] - p[1]))) + 1
        for t in np.linspace(0, 1, steps * 2):
            x, y = p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])
            for dx in range(-thick, thick + 1):
                for dy in range(-thick, thick + 1):
                    xi, yi = int(round(x)) + dx, int(round(y)) + dy
                    if 0 <= xi < width and 0 <= yi < height:
                        image[yi, xi] = colour

    for c, curve in enumerate(curves):
        colour = COLOURS[c % len(COLOURS)]
        for column, thick in ((2, 1), (1, 0)):
            points = [xy(row[0], row[column]) for row in curve]
            for p, q in zip(points, points[1:]):
                line(p, q, colour, thick)
    pathlib.Path(path).write_bytes(png_bytes(width, height, image))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--course", default=str(ROOT / "levels/course.json"))
    parser.add_argument("--holes", type=int, default=3)
    parser.add_argument("--generations", type=int, default=30)
    parser.add_argument("--population", type=int, default=256)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--png", help="write the learning curve here")
    args = parser.parse_args(argv)
    levels = minigolf.load_course(args.course).levels()[: args.holes]
    curves, ok = [], True
    for i, level in enumerate(levels):
        plan, holed, curve = learn_hole(level, args.generations, args.population, args.seed + i, args.threads)
        curves.append(curve)
        episodes = len(curve) * args.population
        shots = ", ".join(f"({a * 180:.2f} deg, {s * level.max_shot_speed:.3f} tiles/s)" for a, s in plan[: holed or len(plan)])
        verdict = f"holed in {holed} (par {level.par})" if holed else f"not holed (par {level.par})"
        print(f"{level.name}: {verdict} after {len(curve)} generations, {episodes} episodes: {shots}")
        ok &= 0 < holed <= level.par
    if args.png:
        plot(curves, args.png)
        print(f"wrote {args.png}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
