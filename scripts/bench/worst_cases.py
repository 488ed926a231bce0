#!/usr/bin/env python3
"""Writes the two worst cases of issue 14 for `golf replay`, as level + shot log pairs:

  box8:  8 balls of radius 0.4 in a 5 x 5 box, no rolling deceleration, restitution 1 for
         walls and balls, maxShotSeconds 3600: one shot keeps all 8 bouncing for the whole
         hour (7.2 million ticks at 2000 ticks/s with --rate 2000, 432,000 at the default 120).
  dense: a random 4096 x 4096 level (6 % of its tiles blocks or triangles, a fifth of them
         blocks) and one shot at the maximum speed; --solid 0.25 --blocks 0.5 gives issue 27's
         dense level (a quarter of the tiles solid, half blocks, half triangles).

Usage: scripts/bench/worst_cases.py OUT_DIR [--seed N] [--rate TICKS_PER_SECOND]
                                    [--solid FRACTION --blocks FRACTION]
Writes OUT_DIR/{box8,dense}.json and OUT_DIR/{box8,dense}.shots.json; the same seed gives the
same files. Measure with: /usr/bin/time -v golf replay OUT_DIR/box8.shots.json (docs/limits.md).
"""
import argparse
import json
import os
import random

from long_replay import solid_tile  # the same draw of a random inner tile


def write(out_dir, name, level, log):
    with open(os.path.join(out_dir, name + ".json"), "w") as f:
        json.dump(level, f)
    log["level"] = name + ".json"
    with open(os.path.join(out_dir, name + ".shots.json"), "w") as f:
        json.dump(log, f, indent=1)


def box8(rate):
    side = 5
    rows = ["#" * (side + 2)] + ["#" + "." * side + "#" for _ in range(side)] + ["#" * (side + 2)]
    rows[1] = "#S" + rows[1][2:]
    level = {
        "format": "minigolf-level/1",
        "name": "Eight balls for an hour",
        "par": 3,
        "tiles": rows,
        "cup": {"x": 5.5, "y": 5.5},
        "ball": {"radius": 0.4},
        "physics": {"tickRate": rate, "rollingDeceleration": 0, "wallRestitution": 1,
                    "ballRestitution": 1, "maxShotSeconds": 3600, "captureSpeed": 0},
    }
    # Seven balls set up on a lattice, the eighth struck from the tee.
    setup = []
    spots = [(3.5, 1.5), (5.5, 1.5), (1.5, 3.5), (3.5, 3.5), (5.5, 3.5), (1.5, 5.5), (3.5, 5.5)]
    for player, (x, y) in enumerate(spots, start=1):
        setup.append({"player": player, "x": x, "y": y})
    log = {"format": "minigolf-shots/1", "players": 8, "setup": setup,
           "shots": [{"player": 0, "angle": 33.3, "speed": 14}]}
    return level, log


def dense(rng, solid=0.06, blocks=None):
    side = 4096
    rows = []
    for r in range(side):
        if r in (0, side - 1):
            rows.append("#" * side)
            continue
        row = ["#"] + [solid_tile(rng, solid, blocks) for _ in range(side - 2)] + ["#"]
        rows.append(row)
    for r in range(1, 4):
        for c in range(1, 4):
            rows[r][c] = "."
    rows[2][2] = "S"
    rows[side - 3][side - 3] = "O"
    level = {"format": "minigolf-level/1", "name": "Dense 4096", "par": 3,
             "tiles": [r if isinstance(r, str) else "".join(r) for r in rows]}
    log = {"format": "minigolf-shots/1", "players": 1,
           "shots": [{"player": 0, "angle": 45, "speed": 14}]}
    return level, log


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--rate", type=int, default=2000)
    parser.add_argument("--solid", type=float, default=0.06, help="dense: share of tiles solid")
    parser.add_argument("--blocks", type=float, default=None,
                        help="dense: share of the solid tiles that are blocks (default: one in five)")
    args = parser.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    write(args.out_dir, "box8", *box8(args.rate))
    write(args.out_dir, "dense", *dense(random.Random(args.seed), args.solid, args.blocks))


if __name__ == "__main__":
    main()
