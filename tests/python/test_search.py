"""solve and rate give what `golf solve` and `golf rate --json` report (a coarse, cheap grid)."""

import json
import re
import subprocess

import minigolf
from conftest import FRONT_NINE

FIRST_PUTT = str(FRONT_NINE / "01-first-putt.json")


def test_solve_finds_the_commands_shots(golf_tool):
    text = subprocess.run(
        [golf_tool, "solve", FIRST_PUTT, "--angles", "90", "--speeds", "10", "-j", "2"],
        check=True, capture_output=True, text=True,
    ).stdout
    cli = [(float(vx), float(vy)) for vx, vy in re.findall(r"\(vx (\S+), vy (\S+)\)", text)]
    result = minigolf.solve(FIRST_PUTT, angles=90, speeds=10, threads=1)
    assert result["holed"] and result["strokes"] == len(cli) >= 1
    assert [(s["vx"], s["vy"]) for s in result["shots"]] == cli
    assert f"holed in {result['strokes']} stroke" in text
    # The shots hole out when played.
    match = minigolf.Match(FIRST_PUTT)
    for shot in result["shots"]:
        match.shoot(shot["angle"], shot["speed"])
    assert match.balls[0]["holed"]


def test_solve_reports_the_trials_its_waits_shared(golf_tool):
    grand_mill = str(FRONT_NINE.parent / "windmill-nine" / "09-grand-mill.json")
    text = subprocess.run(
        [golf_tool, "solve", grand_mill, "--angles", "36", "--speeds", "6", "--stride", "1",
         "-j", "2"],
        check=True, capture_output=True, text=True,
    ).stdout
    shared = re.search(r"searched (\d+) shots, .*\((\d+) shots, \S+ million ticks, shared", text)
    assert shared, text
    result = minigolf.solve(grand_mill, angles=36, speeds=6, threads=2)
    assert result["shotsSimulated"] == int(shared.group(1))
    assert result["shotsShared"] == int(shared.group(2)) > 0
    assert 0 < result["ticksShared"] < result["ticksSimulated"]
    # A still level has one wait: nothing to share.
    still = minigolf.solve(FIRST_PUTT, angles=36, speeds=6, threads=2)
    assert still["shotsShared"] == 0 and still["ticksShared"] == 0


def test_rate_equals_the_commands_json(golf_tool):
    options = ["--samples", "6", "--seed", "3", "--angles", "90", "--speeds", "10"]
    line = subprocess.run(
        [golf_tool, "rate", "--json", FIRST_PUTT, "-j", "2", *options],
        check=True, capture_output=True, text=True,
    ).stdout
    result = minigolf.rate(FIRST_PUTT, samples=6, seed=3, angles=90, speeds=10, threads=1)
    assert len(result.pop("sampleStrokes")) == 6
    # Every key of the command, the par decision on intervals (docs/tools.md) included.
    assert result == json.loads(line)
