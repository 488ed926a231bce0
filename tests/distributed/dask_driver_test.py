#!/usr/bin/env python3
"""The Dask driver gives the JSON Lines and the exit code of a single golf run.

Usage: dask_driver_test.py GOLF DRIVER GOLDEN_FOLDER WORK_FOLDER. Rates a folder of small levels
(one of them broken) and replays the golden logs, once with golf alone and once through the
driver on a LocalCluster of 2 workers with small chunks; the outputs must be identical bytes.
Exit 77 (skipped) if Python's distributed module is missing.
"""

import os
import shutil
import subprocess
import sys

LEVELS = {
    "a-corridor.json": """{ "format": "minigolf-level/1", "name": "Corridor", "par": 4,
  "physics": { "tickRate": 30 }, "tiles": ["##########", "#S......O#", "##########"] }""",
    "b-walled.json": """{ "format": "minigolf-level/1", "name": "Walled", "par": 2,
  "maxStrokes": 3, "physics": { "tickRate": 30 }, "tiles": ["#######", "#S.#.O#", "#######"] }""",
    "c-broken.json": """{ "format": "minigolf-level/1", "name": "Broken", "par": 2,
  "tiles": ["#####", "#S.x#", "#####"] }""",
    "sub/d-field.json": """{ "format": "minigolf-level/1", "name": "Field", "par": 2,
  "physics": { "tickRate": 30 }, "cup": { "radius": 0.25 },
  "tiles": ["###########", "#.........#", "#S.......O#", "#.........#", "###########"] }""",
    "sub/e-field.json": """{ "format": "minigolf-level/1", "name": "Field 2", "par": 2,
  "physics": { "tickRate": 30 },
  "tiles": ["###########", "#.........#", "#S........#", "#........O#", "###########"] }""",
}
RATE_OPTIONS = ["--samples", "6", "--angles", "90", "--speeds", "10", "--angle-sigma", "3"]


def run(command, cwd):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    return result.returncode, result.stdout, result.stderr


def compare(what, single, driver, output_file):
    code, out, err = single
    driver_code, _driver_out, driver_err = driver
    with open(output_file, encoding="utf-8") as file:
        gathered = file.read()
    failures = []
    if driver_code != code:
        failures.append(f"{what}: exit {driver_code}, a single golf run exits {code}")
    if gathered != out:
        failures.append(f"{what}: JSON Lines differ\n--- golf:\n{out}--- driver:\n{gathered}")
    if not out.strip():
        failures.append(f"{what}: golf printed nothing\n{err}")
    for failure in failures:
        print(failure, "\n--- driver stderr:\n" + driver_err, file=sys.stderr)
    return not failures


def main():
    golf, script, golden, work = sys.argv[1:5]
    try:
        import distributed  # noqa: F401
    except ImportError:
        print("skipped: Python's distributed module is missing (apt install python3-distributed)")
        return 77
    shutil.rmtree(work, ignore_errors=True)
    for name, text in LEVELS.items():
        os.makedirs(os.path.dirname(os.path.join(work, "levels", name)), exist_ok=True)
        with open(os.path.join(work, "levels", name), "w", encoding="utf-8") as file:
            file.write(text)
    shutil.copytree(golden, os.path.join(work, "golden"))
    python = sys.executable
    ok = True

    single = run([golf, "rate", "--json", *RATE_OPTIONS, "levels"], work)
    if single[0] != 1 or "c-broken.json: row 2, column 4" not in single[2]:
        print(f"golf rate should fail on the broken level only: {single}", file=sys.stderr)
        ok = False
    driver = run([python, script, "rate", "levels", "--golf", golf, "--local-workers", "2",
                  "--chunk", "2", "-o", "ratings.jsonl", "--", *RATE_OPTIONS], work)
    ok = compare("rate", single, driver, os.path.join(work, "ratings.jsonl")) and ok
    if "c-broken.json: row 2, column 4" not in driver[2]:
        print(f"the driver did not pass on the located error: {driver[2]}", file=sys.stderr)
        ok = False

    single = run([golf, "replay", "--json", "golden"], work)
    driver = run([python, script, "replay", "golden", "--golf", golf, "--local-workers", "2",
                  "--chunk", "3", "-o", "replays.jsonl"], work)
    ok = compare("replay", single, driver, os.path.join(work, "replays.jsonl")) and ok
    if single[1].count("\n") != len([n for n in os.listdir(golden) if n.endswith(".shots.json")]):
        print("golf replay did not print one line per golden log", file=sys.stderr)
        ok = False
    print("driver and single run agree" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
