#!/usr/bin/env python3
"""The Dask driver gives the JSON Lines and the exit code of a single golf run, and loses nothing.

Usage: dask_driver_test.py GOLF DRIVER GOLDEN_FOLDER WORK_FOLDER. On a LocalCluster of 2 workers
(threads, loopback only) with small chunks, against golf alone over the same inputs:
- a folder of small levels (one broken) rated, the golden logs replayed: identical bytes;
- a golf killed by SIGKILL for one chosen path (a wrapper script passed as --golf): every path
  of that chunk (a course counts as one input) named on stderr and given golf's error line at
  its place, the other results intact, exit 1; killed only once: the retry gives golf's output;
- names golf takes and the driver used to lose: invalid UTF-8, a newline, a leading '-', a file
  named "-" on a list, folders a/ and a-b/ (golf sorts paths element by element);
- an -o that cannot be replaced leaves no temporary; a list golf refuses is refused alike.
Exit 77 (skipped) if Python's distributed module is missing.
"""

import importlib.util
import json
import os
import shutil
import stat
import subprocess
import sys
import time

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
# The course of the killed-course case: two holes, in a folder of their own.
COURSE = """{ "format": "minigolf-course/1", "name": "Two",
  "holes": ["holes/a.json", "holes/b.json"] }"""


class Checks:
    """Collects failures; every check names its case."""

    def __init__(self):
        self.failures = 0

    def expect(self, condition, what, detail=b""):
        if not condition:
            self.failures += 1
            sys.stderr.buffer.write(f"FAILED: {what}\n".encode() + detail + b"\n")
        return condition


def run(command, cwd, stdin=None):
    started = time.monotonic()
    result = subprocess.run(command, cwd=cwd, input=stdin, capture_output=True, check=False)
    print(f"  {os.path.basename(str(command[1]))} {command[2]}: {time.monotonic() - started:.2f} s")
    return result.returncode, result.stdout, result.stderr


def write(path, data):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "wb") as file:
        file.write(data if isinstance(data, bytes) else data.encode())


def driver_run(python, script, golf, command, inputs, cwd, options=(), chunk=2, output=None,
               stdin=None):
    argv = [python, script, command, *inputs, "--golf", golf, "--local-workers", "2",
            "--chunk", str(chunk)]
    if output:
        argv += ["-o", output]
    return run(argv + ["--", *options], cwd, stdin)


def gathered(cwd, name):
    """The driver's -o file, or a note that there is none."""
    try:
        with open(os.path.join(cwd, name), "rb") as file:
            return file.read()
    except OSError as error:
        return f"(no output file: {error.strerror})\n".encode()


def compare(checks, what, single, driver, output):
    code, out, err = single
    checks.expect(out.strip() != b"", f"{what}: golf printed nothing", err)
    checks.expect(driver[0] == code, f"{what}: driver exit {driver[0]}, golf {code}", driver[2])
    checks.expect(output == out, f"{what}: JSON Lines differ",
                  b"--- golf:\n" + out + b"--- driver:\n" + output + b"--- stderr:\n" + driver[2])


def killer(work, golf, victim, marker=None):
    """A golf wrapper that dies of SIGKILL when `victim` is one of its arguments or a line of its
    standard input (only the first time if `marker` is given: it then leaves the marker file)."""
    once = f' && [ ! -e "{marker}" ] && : > "{marker}"' if marker else ""
    text = f"""#!/bin/sh
list=$(cat)
for argument in "$@" $list; do
    if [ "$argument" = "{victim}" ]{once}; then kill -KILL $$; fi
done
printf '%s\\n' "$list" | "{golf}" "$@"
"""
    path = os.path.join(work, "kill-once.sh" if marker else "kill.sh")
    write(path, text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def killed_line(command, path):
    """The error line expected for `path` of a killed chunk, built by hand (ASCII paths)."""
    message = f"{path}: no result: golf was killed by signal 9"
    if command == "replay":
        return json.dumps({"log": path, "errors": [message]}, separators=(",", ":")).encode()
    return json.dumps({"error": message, "level": path}, separators=(",", ":")).encode()


def check_plain(checks, ctx):
    """Ratings and replays through the driver equal golf's."""
    golf, python, script, work = ctx
    single = run([golf, "rate", "--json", *RATE_OPTIONS, "small"], work)
    checks.expect(single[0] == 1 and b"c-broken.json: row 2, column 4" in single[2],
                  "golf rate should fail on the broken level only", single[2])
    driver = driver_run(python, script, golf, "rate", ["small"], work, RATE_OPTIONS, 2,
                        "ratings.jsonl")
    compare(checks, "rate", single, driver, gathered(work, "ratings.jsonl"))
    checks.expect(b"c-broken.json: row 2, column 4" in driver[2],
                  "the driver did not pass on the located error", driver[2])

    suite = os.path.join(work, "suite")
    single = run([golf, "replay", "--json", "golden"], suite)
    driver = driver_run(python, script, golf, "replay", ["golden"], suite, (), 3, "replays.jsonl")
    compare(checks, "replay", single, driver, gathered(suite, "replays.jsonl"))
    logs = sorted(n for n in os.listdir(os.path.join(suite, "golden")) if n.endswith(".shots.json"))
    checks.expect(single[1].count(b"\n") == len(logs), "golf replay: not one line per log")
    checks.expect(single[0] == 0, "golf replay of the golden logs failed", single[2])
    return logs


def check_killed_replay(checks, ctx, logs):
    """SIGKILL for the 5th log: the chunk of logs 4-6 (chunks of 3) is named and has error
    lines; once more with a golf killed only the first time: golf's output."""
    golf, python, script, work = ctx
    suite = os.path.join(work, "suite")
    single = run([golf, "replay", "--json", "golden"], suite)
    victim = f"golden/{logs[4]}"
    driver = driver_run(python, script, killer(work, golf, victim), "replay", ["golden"], suite,
                        (), 3, "killed.jsonl")
    lines = single[1].splitlines()
    lines[3:6] = [killed_line("replay", f"golden/{name}") for name in logs[3:6]]
    expected = b"".join(line + b"\n" for line in lines)
    output = gathered(suite, "killed.jsonl")
    checks.expect(output == expected, "killed replay: the chunk's error lines are not in place",
                  b"--- expected:\n" + expected + b"--- driver:\n" + output + driver[2])
    checks.expect(driver[0] == 1, f"killed replay: exit {driver[0]}, expected 1", driver[2])
    for name in logs[3:6]:
        named = f"golf_dask: golden/{name}: no result: golf was killed by signal 9\n".encode()
        checks.expect(named in driver[2], f"killed replay: {name} not named", driver[2])

    marker = os.path.join(work, "killed-once")
    driver = driver_run(python, script, killer(work, golf, victim, marker), "replay", ["golden"],
                        suite, (), 3, "retried.jsonl")
    checks.expect(os.path.exists(marker), "retry: the wrapper did not kill golf")
    compare(checks, "retried replay", single, driver, gathered(suite, "retried.jsonl"))


def check_killed_course(checks, ctx):
    """A course of two holes killed: one error line for the course (the input), not per line;
    the folders a/ and a-b/ around it in golf rate's order."""
    golf, python, script, work = ctx
    rated = os.path.join(work, "rated")
    write(os.path.join(rated, "two.json"), COURSE)
    write(os.path.join(rated, "holes/a.json"), LEVELS["a-corridor.json"])
    write(os.path.join(rated, "holes/b.json"), LEVELS["b-walled.json"])
    write(os.path.join(rated, "order/a/x.json"), LEVELS["sub/d-field.json"])
    write(os.path.join(rated, "order/a-b/y.json"), LEVELS["sub/e-field.json"])
    inputs = ["order", "two.json", "holes/a.json"]
    single = run([golf, "rate", "--json", *RATE_OPTIONS, *inputs], rated)
    lines = single[1].splitlines()
    checks.expect(len(lines) == 5 and single[0] == 0, "golf rate of the course case", single[2])
    # The course's holes are lines 3 and 4 (after order/'s two levels): one error line instead.
    expected = b"".join(line + b"\n" for line in
                        lines[:2] + [killed_line("rate", "two.json")] + lines[4:])
    driver = driver_run(python, script, killer(work, golf, "two.json"), "rate", inputs, rated,
                        RATE_OPTIONS, 1, "course.jsonl")
    output = gathered(rated, "course.jsonl")
    checks.expect(output == expected, "killed course: not one error line for the course",
                  b"--- expected:\n" + expected + b"--- driver:\n" + output + driver[2])
    checks.expect(driver[0] == 1, f"killed course: exit {driver[0]}, expected 1", driver[2])


def check_names(checks, ctx):
    """Names with invalid UTF-8, a newline, a leading '-', a file named "-" (from a list) and
    folders a/, a-b/, a.b/, é/ and \\xff/: the driver's bytes are golf's, in golf's order."""
    golf, python, script, work = ctx
    suite = os.path.join(work, "suite")
    golden = os.path.join(suite, "golden")
    log = "bend-solo.shots.json"  # its level is golden/levels/bend.json: copied beside each copy
    names = [b"tree/a/x.shots.json", b"tree/a-b/y.shots.json", b"tree/a.b/z.shots.json",
             b"tree/\xc3\xa9/e.shots.json", b"tree/\xff/f.shots.json",
             b"tree/a/new\nline.shots.json", b"tree/a/-dash.shots.json",
             b"tree/a/l\xe9gende.shots.json", b"-lead.shots.json", b"-"]
    for name in names:
        folder = os.path.dirname(os.path.join(os.fsencode(suite), name))
        os.makedirs(folder, exist_ok=True)
        shutil.copy(os.path.join(golden, log), os.path.join(os.fsencode(suite), name))
        if not os.path.isdir(os.path.join(folder, b"levels")):
            shutil.copytree(os.path.join(os.fsencode(golden), b"levels"),
                            os.path.join(folder, b"levels"))
    listed = b"-\n-lead.shots.json\r\ntree/a-b\n\nmissing-\xfe.shots.json\n"
    single = run([golf, "replay", "--json", "-", "tree"], suite, listed)
    driver = driver_run(python, script, golf, "replay", ["-", "tree"], suite, (), 2, "names.jsonl",
                        listed)
    compare(checks, "names", single, driver, gathered(suite, "names.jsonl"))
    # The order, derived by hand: a/ before a-b/ before a.b/, non-ASCII bytes last (unsigned).
    logged = [json.loads(line)["log"] for line in single[1].splitlines()]
    order = ["-", "-lead.shots.json", "tree/a-b/y.shots.json", "missing-\ufffd.shots.json",
             "tree/a/-dash.shots.json", "tree/a/l\ufffdgende.shots.json",
             "tree/a/new\nline.shots.json", "tree/a/x.shots.json", "tree/a-b/y.shots.json",
             "tree/a.b/z.shots.json", "tree/\u00e9/e.shots.json", "tree/\ufffd/f.shots.json"]
    checks.expect(logged == order, "names: golf's order is not the one derived by hand",
                  repr(logged).encode())
    checks.expect(single[1].count(b'"errors"') == 1, "names: only the missing log should fail",
                  single[2])


def check_output_and_lists(checks, ctx):
    """An -o that is a folder: exit 1, named, no temporary left; a list with a NUL byte or
    without a path: golf's message and exit code, no output."""
    golf, python, script, work = ctx
    suite = os.path.join(work, "suite")
    os.makedirs(os.path.join(suite, "out-folder"), exist_ok=True)
    driver = driver_run(python, script, golf, "replay", ["golden/bend-solo.shots.json"], suite,
                        (), 2, "out-folder")
    checks.expect(driver[0] == 1 and b"out-folder: cannot write" in driver[2],
                  f"-o a folder: exit {driver[0]}", driver[2])
    left = [name for name in os.listdir(suite) if ".tmp-" in name]
    checks.expect(not left, f"-o a folder: temporary files left: {left}")
    checks.expect(os.listdir(os.path.join(suite, "out-folder")) == [], "-o a folder: changed")
    for listed in [b"golden/bend-solo.shots.json\nbad\0name\n", b"\r\n\n"]:
        single = run([golf, "replay", "--json", "-"], suite, listed)
        driver = driver_run(python, script, golf, "replay", ["-"], suite, (), 2, None, listed)
        checks.expect(driver[:2] == single[:2] and single[0] == 1,
                      f"list {listed!r}: driver {driver[:2]}, golf {single[:2]}", driver[2])
        checks.expect(single[2].split(b"\n")[0] == driver[2].split(b"\n")[0],
                      f"list {listed!r}: not golf's message", driver[2])


def check_chunks(checks, script):
    """Chunks keep the order, hold at most N paths, MAX bytes of arguments and one "-"."""
    module = load(script)
    paths = [b"x" * 4000, b"-", b"-", b"a", b"-"] + [b"y" * 3000] * 100 + [b"z" * 200_000]
    parts = module.chunks(paths, 16)
    checks.expect(sum(parts, []) == paths, "chunks: paths lost or reordered")
    for part in parts:
        checks.expect(len(part) <= 16 and part.count(b"-") <= 1, f"chunks: {len(part)} paths")
        checks.expect(len(part) == 1 or sum(len(p) + 1 for p in part) <= 128 * 1024,
                      "chunks: more than 128 KiB of arguments")


def check_error_lines(checks, ctx, script):
    """The driver's error line for a path is golf's, byte for byte, whatever the bytes: golf's
    line for a missing file is rebuilt from its message (invalid UTF-8 as U+FFFD, control
    characters escaped, DEL and non-ASCII kept)."""
    golf, _python, _script, work = ctx
    module = load(script)
    names = [b"\xed\xa0\x80", b"\xe2\x82x", b"\xc0\x80", b"\xf4\x90\x80\x80", b"\xf0\x9f\x98",
             b"a\x7f\x01\x1f\"\\\t", b"\xc3\xa9\xe2\x80\xae", b"-", b"--", b"-j"]
    for command in ["replay", "rate"]:
        # golf rate stops on invalid UTF-8 (nlohmann's strict dump): valid names only there.
        # "-" is standard input as an argument (the driver passes it in a list).
        valid = [n for n in names if n.decode("utf-8", "ignore").encode() == n]
        tried = [n for n in (names if command == "replay" else valid) if n != b"-"]
        code, out, err = run([golf, command, "--json", "--", *tried], work)
        expected = b"".join(module.error_line(command, name, name + b": no such file or folder")
                            for name in tried)
        checks.expect(code == 1 and out == expected, f"{command}: error lines differ from golf's",
                      b"--- golf:\n" + out + b"--- driver:\n" + expected + err)


def load(script):
    spec = importlib.util.spec_from_file_location("golf_dask", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    golf, script, golden, work = (os.path.abspath(arg) for arg in sys.argv[1:5])
    try:
        import distributed  # noqa: F401
    except ImportError:
        print("skipped: Python's distributed module is missing (apt install python3-distributed)")
        return 77
    shutil.rmtree(work, ignore_errors=True)
    for name, text in LEVELS.items():
        write(os.path.join(work, "small", name), text)
    # golden/*.shots.json name their levels as ../../levels/...: the project's levels, beside.
    shutil.copytree(golden, os.path.join(work, "suite", "golden"))
    shutil.copytree(os.path.join(golden, "..", "..", "levels"), os.path.join(work, "levels"),
                    dirs_exist_ok=True)
    ctx = (golf, sys.executable, script, work)
    checks = Checks()
    started = time.monotonic()
    logs = check_plain(checks, ctx)
    check_killed_replay(checks, ctx, logs)
    check_killed_course(checks, ctx)
    check_names(checks, ctx)
    check_output_and_lists(checks, ctx)
    check_chunks(checks, script)
    check_error_lines(checks, ctx, script)
    print(f"{time.monotonic() - started:.1f} s;",
          "driver and single runs agree" if not checks.failures else f"{checks.failures} FAILED")
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
