#!/usr/bin/env python3
"""Writes the long-replay benchmark case of issue 10: a random 64x64 level and a log of
8 players and 800 near-maximum-speed shots (13.5 tiles/s; maxShotSpeed is 14).

Usage: scripts/bench/long_replay.py OUT_DIR [--seed N] [--side N] [--shots N]
                                    [--solid FRACTION --blocks FRACTION]
Writes OUT_DIR/long.json (the level) and OUT_DIR/long.shots.json (the log). The same seed
gives the same files. By default 6 % of the inner tiles are solid, a fifth of them blocks and
the rest corner triangles (issue 10's case); --solid 0.25 --blocks 0.5 gives issue 27's dense
case (a quarter of the tiles solid, half blocks, half triangles). The cup sits in a pocket walled off on every side so that no ball is
ever holed and every player shoots 100 times (maxStrokes 100).
"""
import argparse
import json
import os
import random


def solid_tile(rng, solid, blocks):
    """A random inner tile: solid with probability `solid`; a solid one is a block with
    probability `blocks`, else a triangle. blocks None keeps issue 10's draw (one of "#LJ7F",
    the same random numbers as before the option existed)."""
    if rng.random() >= solid:
        return "."
    if blocks is None:
        return rng.choice("#LJ7F")
    return "#" if rng.random() < blocks else rng.choice("LJ7F")


def make_level(rng, side, solid=0.06, blocks=None):
    rows = [["." for _ in range(side)] for _ in range(side)]
    for r in range(side):
        for c in range(side):
            if r in (0, side - 1) or c in (0, side - 1):
                rows[r][c] = "#"
            else:
                rows[r][c] = solid_tile(rng, solid, blocks)
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
    parser.add_argument("--solid", type=float, default=0.06, help="share of inner tiles solid")
    parser.add_argument("--blocks", type=float, default=None,
                        help="share of the solid tiles that are blocks (default: one in five)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out_dir, exist_ok=True)
    level = make_level(rng, args.side, args.solid, args.blocks)
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
