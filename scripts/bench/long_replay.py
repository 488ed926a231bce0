#!/usr/bin/env python3
"""Writes the long-replay benchmark case of issue 10: a random 64x64 level and a log of
8 players and 800 near-maximum-speed shots (13.5 tiles/s; maxShotSpeed is 14).

Usage: scripts/bench/long_replay.py OUT_DIR [--seed N] [--side N] [--shots N]
Writes OUT_DIR/long.json (the level) and OUT_DIR/long.shots.json (the log). The same seed
gives the same files. The cup sits in a pocket walled off on every side so that no ball is
ever holed and every player shoots 100 times (maxStrokes 100).
"""
import argparse
import json
import os
import random


def make_level(rng, side):
    rows = [["." for _ in range(side)] for _ in range(side)]
    for r in range(side):
        for c in range(side):
            if r in (0, side - 1) or c in (0, side - 1):
                rows[r][c] = "#"
            elif rng.random() < 0.06:
                rows[r][c] = rng.choice("#LJ7F")
    # The tee's neighbourhood is open so that all 8 balls can enter.
    for r in range(1, 6):
        for c in range(1, 6):
            rows[r][c] = "."
    rows[2][2] = "S"
    # The cup in a closed pocket: never reachable.
    cr, cc = side - 4, side - 4
    for r in range(cr - 1, cr + 2):
        for c in range(cc - 1, cc + 2):
            rows[r][c] = "#"
    rows[cr][cc] = "O"
    return {
        "format": "minigolf-level/1",
        "name": "Long replay benchmark",
        "par": 3,
        "maxStrokes": 100,
        "tiles": ["".join(row) for row in rows],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--side", type=int, default=64)
    parser.add_argument("--shots", type=int, default=800)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out_dir, exist_ok=True)
    level = make_level(rng, args.side)
    with open(os.path.join(args.out_dir, "long.json"), "w") as f:
        json.dump(level, f, indent=1)
        f.write("\n")
    shots = [
        {"player": i % 8, "angle": round(rng.uniform(0, 360), 3), "speed": 13.5}
        for i in range(args.shots)
    ]
    log = {"format": "minigolf-shots/1", "level": "long.json", "players": 8, "shots": shots}
    with open(os.path.join(args.out_dir, "long.shots.json"), "w") as f:
        json.dump(log, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
