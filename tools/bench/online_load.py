#!/usr/bin/env python3
"""Load benchmark of `golf serve` (issue 25; docs/performance.md, "Online server"): not a test.

Starts `golf serve` on the loopback with a fresh database, then ROOMS rooms of PLAYERS bots
(`golf bot`, one process each: a host that starts when its room is full, and joiners), all at
once, and lets every room play the first HOLES holes of the bundled course. Each bot writes
the round trip of each of its shots (`--latency-log`: from sending the shot to hearing it back
from the server, which plays it with the engine and stores it in SQLite with synchronous=FULL
before answering). Prints the round trips' p50/p90/p99/max, the shots per second over the
whole run, the server's CPU time and the machine's load.

    python3 tools/bench/online_load.py --golf build/release/tools/golf [--rooms 100]
        [--players 4] [--holes 2] [--delay MS]

--delay 0 (the default) is as fast as possible: each bot shoots as soon as its plan is ready
(the shot search, tens of milliseconds a shot on these holes), so the bots' planning shares
the cores with the server; a delay of a few hundred milliseconds is a human pace.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--golf", required=True)
    parser.add_argument("--rooms", type=int, default=100)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--holes", type=int, default=2)
    parser.add_argument("--delay", type=int, default=0)
    parser.add_argument("--levels", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                         "levels"))
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="golf-online-bench-")
    try:
        # A course of the bundled course's first holes, in a levels folder of its own.
        with open(os.path.join(args.levels, "course.json")) as f:
            course = json.load(f)
        levels = os.path.join(work, "levels")
        os.makedirs(levels)
        holes = course["holes"][:args.holes]
        for hole in holes:
            os.makedirs(os.path.join(levels, os.path.dirname(hole)), exist_ok=True)
            shutil.copy(os.path.join(args.levels, hole), os.path.join(levels, hole))
        with open(os.path.join(levels, "bench.json"), "w") as f:
            json.dump({"format": "minigolf-course/1", "name": "Bench", "holes": holes}, f)

        server = subprocess.Popen(
            [args.golf, "serve", "--port", "0", "--db", os.path.join(work, "bench.sqlite"),
             "--levels", levels, "--max-connections", str(args.rooms * args.players + 64)],
            stdout=subprocess.PIPE, stderr=open(os.path.join(work, "serve.err"), "w"),
            text=True)
        port = re.fullmatch(r"listening on http://127\.0\.0\.1:(\d+)\n",
                            server.stdout.readline()).group(1)
        url = "ws://127.0.0.1:" + port
        common = ["--deadline", "3000", "--delay", str(args.delay)]
        bots = []
        begin = time.monotonic()
        cpu_begin = cpu_seconds(server.pid)
        for room in range(args.rooms):
            log = os.path.join(work, "r%d-0.lat" % room)
            host = subprocess.Popen([args.golf, "bot", "--server", url, "--host", "bench",
                                     "--name", "host", "--players", str(args.players),
                                     "--seed", str(room), "--latency-log", log] + common,
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    text=True)
            code = re.fullmatch(r"room (\w+)\n", host.stdout.readline()).group(1)
            bots.append((host, log))
            for seat in range(1, args.players):
                log = os.path.join(work, "r%d-%d.lat" % (room, seat))
                bots.append((subprocess.Popen(
                    [args.golf, "bot", "--server", url, "--join", code, "--name", "p%d" % seat,
                     "--seed", str(room * 8 + seat), "--latency-log", log] + common,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL), log))
        failed = sum(1 for bot, _ in bots if bot.wait() != 0)
        wall = time.monotonic() - begin
        cpu = cpu_seconds(server.pid) - cpu_begin
        load = os.getloadavg()
        server.terminate()
        server.wait(timeout=30)
        trips = []
        for _, log in bots:
            with open(log) as f:
                trips += [int(line) / 1000 for line in f if line.strip()]
        print("%d rooms of %d bots, %d holes (%s), delay %d ms: %d bots failed"
              % (args.rooms, args.players, args.holes, ", ".join(holes), args.delay, failed))
        print("shots: %d in %.1f s of wall time: %.1f shots/s" % (len(trips), wall,
                                                                  len(trips) / wall))
        print("round trip (ms): p50 %.2f, p90 %.2f, p99 %.2f, max %.2f"
              % (percentile(trips, 0.5), percentile(trips, 0.9), percentile(trips, 0.99),
                 max(trips)))
        print("server CPU: %.1f s (%.2f ms a shot); load average at the end %.1f %.1f %.1f on "
              "%d cores" % (cpu, 1000 * cpu / max(1, len(trips)), load[0], load[1], load[2],
                            os.cpu_count()))
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
