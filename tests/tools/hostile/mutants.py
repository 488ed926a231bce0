#!/usr/bin/env python3
"""Mutated bundled levels, courses and shot logs through `golf check` and `golf replay`.

Each mutant (byte flips, deletions, duplications, insertions; fixed seed) must give exit code
0 or 1 within a timeout (never a signal, a hang or another code), and when it fails every
message line must name the file. 200 mutants per file; GOLF_LONG_TESTS=1 gives 2000;
GOLF_MUTANTS=N gives N (the sanitizer build, where every golf process costs about 0.5 s to
start, runs 20).
Usage: mutants.py GOLF SOURCE_DIR WORK
"""
import os
import random
import shutil
import subprocess
import sys

golf, source, work = sys.argv[1], sys.argv[2], sys.argv[3]
count = 2000 if os.environ.get("GOLF_LONG_TESTS") == "1" else 200
if os.environ.get("GOLF_MUTANTS", "").isdigit():
    count = int(os.environ["GOLF_MUTANTS"])
rng = random.Random(14)

shutil.rmtree(work, ignore_errors=True)
os.makedirs(os.path.join(work, "levels"))
os.makedirs(os.path.join(work, "logs"))
levels = ["levels/front-nine/01-first-putt.json", "levels/front-nine/06-switchback.json",
          "levels/course.json"]
logs = ["tests/golden/front-nine-01-first-putt.shots.json",
        "tests/golden/arena-eight-players.shots.json"]
# The logs' levels, where the mutated logs (in WORK/logs) find them by their relative paths.
shutil.copytree(os.path.join(source, "levels"), os.path.join(work, "levels"), dirs_exist_ok=True)
shutil.copytree(os.path.join(source, "tests/golden/levels"), os.path.join(work, "logs/levels"))


def mutate(data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not data:
            data += b"{"
        kind = rng.randrange(4)
        at = rng.randrange(len(data))
        size = rng.randint(1, 16)
        if kind == 0:
            data[at] ^= 1 << rng.randrange(8)
        elif kind == 1:
            del data[at:at + size]
        elif kind == 2:
            data[at:at] = data[at:at + size]
        else:
            data[at:at] = bytes([rng.choice(b'{}[]",:0-9e.\x00\x1b\xff\\')])
    return bytes(data)


def check(command, path, what):
    try:
        run = subprocess.run(command, capture_output=True, timeout=30, cwd=work)
    except subprocess.TimeoutExpired:
        sys.exit(f"FAIL: {what}: no answer within 30 s: {path}")
    if run.returncode not in (0, 1):
        sys.exit(f"FAIL: {what}: exit code {run.returncode} on {path}\n{run.stderr[-2000:]!r}")
    global passed
    passed += run.returncode == 0
    if run.returncode == 1:
        name = os.path.basename(path).encode()
        lines = (run.stdout + run.stderr).splitlines()
        for line in lines:
            if line.startswith(b"replayed ") or line.startswith(b"  "):
                continue  # the summary and the report's indented lines
            # A message about the level a mutated log names starts with that level's path.
            level_message = line.split(b":", 1)[0].endswith(b".json")
            if name not in line and not level_message:
                sys.exit(f"FAIL: {what}: a message does not name {name!r}: {line[:300]!r}")


total = 0
passed = 0
for rel in levels:
    original = open(os.path.join(source, rel), "rb").read()
    folder = os.path.dirname(os.path.join(work, rel))
    for i in range(count):
        path = os.path.join(folder, f"mutant-{i}.json")
        with open(path, "wb") as out:
            out.write(mutate(original))
        check([golf, "check", path], path, f"check of a mutant of {rel}")
        os.remove(path)
        total += 1
for rel in logs:
    original = open(os.path.join(source, rel), "rb").read()
    original = original.replace(b'"../../levels/', b'"../levels/')
    for i in range(count):
        path = os.path.join(work, "logs", f"mutant-{i}.shots.json")
        with open(path, "wb") as out:
            out.write(mutate(original))
        check([golf, "replay", path], path, f"replay of a mutant of {rel}")
        total += 1
print(f"mutants: {total} runs, {passed} of them exit 0, every one exit 0 or 1 with messages naming the file")
