"""The module's replays and matches give the CLI's results for every golden log."""

import json
import subprocess

import pytest

import minigolf
from conftest import GOLDEN

LOGS = sorted(p.name for p in GOLDEN.glob("*.shots.json"))


@pytest.fixture(scope="module")
def cli_lines(golf_tool):
    """`golf replay --json tests/golden`, one dict per log, by log path."""
    out = subprocess.run(
        [golf_tool, "replay", "--json", "tests/golden"],
        cwd=GOLDEN.parents[1],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    return {line["log"]: line for line in lines}


def test_every_golden_is_replayed_by_the_cli(cli_lines):
    assert len(LOGS) >= 20
    assert sorted(cli_lines) == ["tests/golden/" + name for name in LOGS]


@pytest.mark.parametrize("name", LOGS)
def test_replay_equals_the_cli(name, cli_lines, in_root):
    path = "tests/golden/" + name
    result = minigolf.replay(path)
    assert result == cli_lines[path]
    assert "errors" not in result
    expected = json.loads((GOLDEN / name).read_text())["expect"]["final"]["hash"]
    assert result["final"]["hash"] == expected


def play_log(name):
    """A Match that plays the golden log's setup and shots; the reports of its shots."""
    log = json.loads((GOLDEN / name).read_text())
    level = minigolf.load_level(GOLDEN / log["level"])
    match = minigolf.Match(
        level,
        players=log.get("players", 1),
        ball_collisions=log.get("ballCollisions", True),
        log_format=2 if log["format"].endswith("/2") else 1,
    )
    for ball in log.get("setup", []):
        match.setup(ball["player"], ball["x"], ball["y"])
    reports = []
    for shot in log["shots"]:
        at = shot.get("at")
        if "angle" in shot:
            report = match.shoot(shot["angle"], shot["speed"], at=at, player=shot["player"])
        else:
            report = match.shoot_velocity(shot["vx"], shot["vy"], at=at, player=shot["player"])
        reports.append(report)
    return match, reports


@pytest.mark.parametrize("name", LOGS)
def test_match_playing_the_shots_equals_the_cli(name, cli_lines, tmp_path):
    match, reports = play_log(name)
    cli = cli_lines["tests/golden/" + name]
    assert reports == cli["shots"]
    assert match.state_hash() == cli["final"]["hash"]
    assert match.ticks == cli["final"]["ticks"]
    assert match.balls == cli["final"]["balls"]
    # Its shot log, written beside another folder, replays to the same state.
    log = tmp_path / "again.shots.json"
    minigolf.save_log(match, log)
    again = minigolf.replay(log)
    assert "errors" not in again, again.get("errors")
    assert again["final"]["hash"] == match.state_hash()


def test_a_shot_too_fast_is_refused_as_the_replay_words_it():
    level = minigolf.load_level(GOLDEN.parent.parent / "levels/front-nine/01-first-putt.json")
    match = minigolf.Match(level)
    with pytest.raises(ValueError, match=r"shots\[0\]: speed 15 is above maxShotSpeed 14"):
        match.shoot(0, 15)
    assert match.shots == 0 and match.ticks == 0
    with pytest.raises(ValueError, match="at needs log_format=2"):
        match.shoot(0, 5, at=1.0)


def test_a_broken_log_reports_its_errors(tmp_path):
    log = tmp_path / "bad.shots.json"
    log.write_text('{"format": "minigolf-shots/1", "level": "none.json", "shots": []}')
    result = minigolf.replay(log)
    assert result["log"] == str(log)
    assert "shots" not in result
    assert any("none.json" in error for error in result["errors"])
