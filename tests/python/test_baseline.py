"""The CEM baseline (scripts/python/cem_putter.py) reaches par within a bounded budget."""

import importlib.util
import os

import pytest

import minigolf
from conftest import FRONT_NINE, ROOT


def cem_module():
    spec = importlib.util.spec_from_file_location("cem_putter", ROOT / "scripts/python/cem_putter.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_cem_holes_first_putt_within_par():
    cem = cem_module()
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    plan, holed, curve = cem.learn_hole(level, generations=20, population=64, seed=1, threads=2)
    assert 1 <= holed <= level.par
    assert len(curve) * 64 <= 1280  # episodes
    # The plan replays: a fresh PuttEnv holes out with its actions.
    env = minigolf.PuttEnv(level)
    env.reset()
    for action in plan[:holed]:
        _, _, terminated, _, _ = env.step(action)
    assert terminated


@pytest.mark.skipif(not os.environ.get("GOLF_LONG_TESTS"), reason="set GOLF_LONG_TESTS=1")
def test_cem_holes_the_first_three_holes_within_par(tmp_path):
    cem = cem_module()
    assert cem.main(["--holes", "3", "--png", str(tmp_path / "curve.png")]) == 0
    assert (tmp_path / "curve.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
